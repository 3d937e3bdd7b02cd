// Root-signature runs: a compute shader translated under the root-signature ABI
// (bindings/root_layout.h) bound the way a D3D12 layer would bind it. The runner gets the root
// signature as plain data (it does not depend on the translator; the test fills it from
// container::RootSignature and ConvertResult::binding) and builds:
// - the root-parameter block (push constants, or a uniform buffer at (rootSet, 0)): root
//   constants from the cbuffer data the spec gives for their b register, root CBV/SRV/UAV as
//   64-bit buffer device addresses, descriptor tables as heap offsets;
// - the CBV/SRV/UAV heap set, one array per descriptor class, holding each spec resource a
//   table range covers at tableOffset + range offset + (register - base register), and a
//   zeroed hidden counter beside every RWStructuredBuffer.
// Sized heap arrays (heapArraySize N) fill every element (unused ones with small dummy
// descriptors); runtime arrays (heapArraySize 0) use partially bound, update-after-bind bindings
// and write only the resources. Samplers and textures in the heap, static samplers and root
// descriptors as descriptors are not bound: such runs skip with the reason.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "exec/run_spec.h"

namespace dxsv::exec {

enum class RootParamKind : uint8_t { Table, Constants, CBV, SRV, UAV };

constexpr uint32_t kUnboundedRange = 0xffffffffu;

struct RootRange {
  char regClass = 't';          // 't', 'u', 'b' or 's'
  uint32_t count = 1;           // kUnboundedRange: unbounded
  uint32_t baseRegister = 0, space = 0;
  uint32_t offsetInTable = 0;   // APPEND already resolved
};

struct RootParam {
  RootParamKind kind = RootParamKind::Constants;
  uint32_t reg = 0, space = 0;    // constants and root descriptors
  uint32_t num32BitValues = 0;    // constants
  std::vector<RootRange> ranges;  // tables
  // Where the translator put it (ConvertResult::binding): bytes into the root-parameter block,
  // UINT32_MAX when it is not there; whether the shader reads through it.
  uint32_t offsetBytes = UINT32_MAX;
  bool used = false;
};

// Everything a root-signature run needs besides the SPIR-V and the spec.
struct RootSignatureRun {
  std::vector<RootParam> parameters;
  uint32_t blockBytes = 0;  // the root-parameter block
  bool blockInPushConstants = true;
  uint32_t resourceHeapSet = 0, samplerHeapSet = 1, staticSamplerSet = 2, rootSet = 3;
  uint32_t heapArraySize = 0;  // as converted: 0 = runtime arrays, N = arrays of N
};

// Where the runner puts the descriptor tables: each table starts where the previous one of its
// heap ends (sampler tables in the sampler heap), so the heaps stay as small as the tables.
struct HeapPlan {
  struct Entry {
    bool samplerHeap = false;
    uint32_t index = 0;   // heap index
    size_t resource = 0;  // into RunSpec::resources
  };
  std::vector<uint32_t> tableOffset;  // per root parameter; 0 for other kinds
  std::vector<Entry> entries;         // every spec resource a table range covers
  uint32_t resourceHeapSize = 0;      // elements the tables span
  uint32_t samplerHeapSize = 0;
};

// Deterministic: the test sizes the heap arrays of the conversion with it, the run places
// the descriptors with it. An unbounded range spans up to the highest register the spec gives.
HeapPlan planHeaps(const std::vector<RootParam>& parameters, const RunSpec& spec);

// What the device offers root-signature runs.
struct RootSignatureSupport {
  uint32_t maxPushConstantsSize = 0;
  bool runtimeHeaps = false;         // runtime heap arrays: descriptor indexing, partially bound, update after bind
  bool bufferDeviceAddress = false;  // root CBV/SRV/UAV
};

}  // namespace dxsv::exec
