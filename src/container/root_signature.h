// D3D12 root signatures: the RTS0 part (what D3D12SerializeVersionedRootSignature and
// `dxc -T rootsig_1_x` produce, and what DXC embeds in shaders with a [RootSignature]).
//
// parseRootSignature does the structural parse of untrusted bytes (every offset and count is
// checked against the blob); validateRootSignature does the semantic checks D3D12 applies.
// Callers run both: a structurally sound root signature can still be invalid.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "common/status.h"

namespace dxsv::container {

enum class RootParameterType : uint32_t { DescriptorTable = 0, Constants32Bit = 1, CBV = 2, SRV = 3, UAV = 4 };
enum class DescriptorRangeType : uint32_t { SRV = 0, UAV = 1, CBV = 2, Sampler = 3 };
enum class ShaderVisibility : uint32_t {
  All = 0,
  Vertex = 1,
  Hull = 2,
  Domain = 3,
  Geometry = 4,
  Pixel = 5,
  Amplification = 6,
  Mesh = 7
};

constexpr uint32_t kDescriptorRangeOffsetAppend = 0xffffffffu;
constexpr uint32_t kUnboundedRange = 0xffffffffu;  // numDescriptors of an unbounded range
constexpr uint32_t kMaxRootSignatureDwords = 64;
constexpr uint32_t kLocalRootSignatureFlag = 0x80;  // D3D12_ROOT_SIGNATURE_FLAG_LOCAL_ROOT_SIGNATURE

struct DescriptorRange {
  DescriptorRangeType type = DescriptorRangeType::SRV;
  uint32_t numDescriptors = 1;  // kUnboundedRange = unbounded
  uint32_t baseRegister = 0, space = 0;
  uint32_t flags = 0;          // 1.1+ D3D12_DESCRIPTOR_RANGE_FLAGS; 0 in 1.0
  uint32_t offsetInTable = 0;  // as stored (may be kDescriptorRangeOffsetAppend)
  // Offset from the table start with APPEND resolved (filled by parse). A range whose start
  // cannot be resolved (APPEND after an unbounded range, or a start past 2^32 - 1) gets
  // kDescriptorRangeOffsetAppend here; validateRootSignature rejects such tables.
  uint32_t resolvedOffset = 0;
};

struct RootParameter {
  RootParameterType type = RootParameterType::Constants32Bit;
  ShaderVisibility visibility = ShaderVisibility::All;
  uint32_t shaderRegister = 0, space = 0;  // constants and root descriptors
  uint32_t num32BitValues = 0;             // constants
  uint32_t flags = 0;                      // root descriptors, 1.1+
  std::vector<DescriptorRange> ranges;     // tables
};

struct StaticSampler {
  uint32_t filter = 0, addressU = 0, addressV = 0, addressW = 0;
  float mipLodBias = 0;
  uint32_t maxAnisotropy = 0, comparisonFunc = 0, borderColor = 0;
  float minLod = 0, maxLod = 0;
  uint32_t shaderRegister = 0, space = 0;
  ShaderVisibility visibility = ShaderVisibility::All;
  uint32_t flags = 0;  // 1.2 only
};

struct RootSignature {
  uint32_t version = 2;  // as stored: 1 = 1.0, 2 = 1.1, 3 = 1.2
  uint32_t flags = 0;    // D3D12_ROOT_SIGNATURE_FLAGS
  std::vector<RootParameter> parameters;
  std::vector<StaticSampler> staticSamplers;
};

// Cost in DWORDs: constants = num32BitValues, root descriptors 2, tables 1 (unknown parameter
// types 0). Saturates at 0xffffffff.
uint32_t rootSignatureDwords(const RootSignature&);

// Parses the RTS0 part's data (the bytes after the part header). Also resolves APPEND offsets.
// Parameter types must be known (their payload size depends on it); visibilities and range
// types are kept as stored for validateRootSignature to judge.
Result<RootSignature> parseRootSignature(std::span<const uint8_t> rts0);

// A serialized root signature as a layer passes it: either a DXBC container holding an RTS0
// part, or the raw RTS0 bytes.
Result<RootSignature> parseSerializedRootSignature(std::span<const uint8_t> blob);

// Semantic checks (the first failure is returned): known version, enum values and flags for
// the version; <= 64 DWORDs (not for local root signatures: flag kLocalRootSignatureFlag); root constants with at least one value; per table: no samplers
// mixed with other range types, no empty range, no register or table offset past 2^32 - 1, no
// APPEND after an unbounded range; no register space in the reserved 0xfffffff0..0xffffffff;
// no overlapping register ranges of one class and space among entries whose visibilities
// overlap (All overlaps everything). Root constants take one b register.
Status validateRootSignature(const RootSignature&);

// Serializes to RTS0 part bytes in sig.version's layout (1: 1.0, 3 and above: 1.2, else 1.1),
// with the part laid out as DXC lays it out. For tests and tools.
std::vector<uint8_t> serializeRootSignature(const RootSignature&);

// Wraps part bytes in a minimal DXBC container (all-zero digest = unsigned) holding only that part.
std::vector<uint8_t> wrapInContainer(uint32_t fourcc, std::span<const uint8_t> partData);

}  // namespace dxsv::container
