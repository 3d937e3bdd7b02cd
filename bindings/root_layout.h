// The root-signature ABI: where a D3D12 root signature's parameters and descriptor heaps live
// in Vulkan. docs/BINDING_MODEL.md draws it; this header is the one place that decides it.
//
// - Root-parameter block: root descriptors first (two DWORDs each, the 64-bit device address,
//   8-byte aligned), then root constants and descriptor-table heap offsets (one DWORD each), both
//   in root-parameter order. It is a push-constant block when it fits `pushConstantBytes`,
//   otherwise a uniform buffer at (rootSet, 0) laid out as uvec4 rows.
// - Heaps: the CBV/SRV/UAV heap is one set with one array per descriptor class (HeapBinding),
//   all indexed by the same heap index; the sampler heap is a set with one array.
// - Static samplers: immutable samplers at (staticSamplerSet, static sampler index).
// - Plain root descriptors (option): (rootSet, 1 + root parameter index).
#pragma once

#include <cstdint>
#include <vector>

#include "common/status.h"
#include "container/root_signature.h"

namespace dxsv::bindings {

// Bindings of the CBV/SRV/UAV heap set, one runtime array each.
enum class HeapBinding : uint32_t {
  SampledImage = 0,
  StorageImage = 1,
  UniformTexelBuffer = 2,
  StorageTexelBuffer = 3,
  StorageBuffer = 4,  // raw and structured buffers
  UniformBuffer = 5,  // CBVs
  UavCounter = 6,     // hidden UAV counters, at the same heap index as their UAV
  AccelerationStructure = 7,  // RaytracingAccelerationStructure SRVs
};

struct HeapLayout {
  uint32_t resourceHeapSet = 0;
  uint32_t samplerHeapSet = 1;
  uint32_t staticSamplerSet = 2;
  uint32_t rootSet = 3;        // a root-parameter block too large for push constants; plain root descriptors
  uint32_t heapArraySize = 0;  // 0: runtime arrays (descriptor indexing); N: arrays of N
};

struct RootLayoutOptions {
  HeapLayout heaps;
  uint32_t pushConstantBytes = 128;  // Vulkan's guaranteed minimum of maxPushConstantsSize
  bool rootDescriptorsAsDescriptors = false;  // plain descriptors instead of device addresses
};

constexpr uint32_t kNoRootDword = 0xffffffffu;  // not in the root-parameter block
constexpr uint32_t kRootBlockBinding = 0;
constexpr uint32_t rootDescriptorBinding(uint32_t parameter) { return 1 + parameter; }

struct RootLayout {
  HeapLayout heaps;
  bool hasRootSignature = false;
  container::RootSignature signature;
  std::vector<uint32_t> parameterDword;  // per root parameter: its first DWORD in the block, or kNoRootDword
  uint32_t blockDwords = 0;
  bool blockInPushConstants = true;  // otherwise a uniform buffer at (heaps.rootSet, rootBlockBinding)
  uint32_t rootBlockBinding = kRootBlockBinding;
  bool rootDescriptorsAsDescriptors = false;

  static RootLayout direct(const HeapLayout& heaps) {
    RootLayout layout;
    layout.heaps = heaps;
    return layout;
  }
};

// Places the parameters of a validated root signature.
Result<RootLayout> makeRootLayout(const container::RootSignature& signature, const RootLayoutOptions& options);

}  // namespace dxsv::bindings
