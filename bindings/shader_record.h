// Local root signatures: their arguments live in the shader record (D3D12: after the 32-byte
// shader identifier; Vulkan: after the shader group handle, read through a
// ShaderRecordBufferKHR block). docs/BINDING_MODEL.md, "Local root signatures and shader
// records", draws the layout; this header decides it.
//
// D3D12's rule (DXR functional spec, "Shader table memory initialization"): arguments in
// root-parameter order, each aligned to its own size:
//   root constants      4 bytes per value, 4-byte aligned
//   root descriptor     8 bytes (GPU virtual address = Vulkan buffer device address), 8-aligned
//   descriptor table    8 bytes (D3D12_GPU_DESCRIPTOR_HANDLE), 8-aligned. Our ABI: the low
//                       32 bits hold the table's first heap index (the same heap offset the
//                       global root block holds for a table); the high 32 bits are ignored.
// Offsets are from the first byte after the shader identifier/handle (ShaderRecordBufferKHR
// offset 0); the identifier's 32 bytes keep every 8-byte alignment the same.
// Work-graph nodes ([NodeLocalRootArgumentsTableIndex]) have the same layout at a device
// address the layer gives per dispatch (the node ABI's local-root push constant).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "bindings/bindings.h"

namespace dxsv::bindings {

// D3D12: 4096-byte maximum shader record stride minus the 32-byte shader identifier.
constexpr uint32_t kMaxLocalRootArgumentBytes = 4064;

struct ShaderRecordLayout {
  container::RootSignature signature;
  std::vector<uint32_t> parameterOffset;  // per root parameter: its byte offset in the record
  std::vector<uint32_t> parameterSize;    // per root parameter: its size in bytes
  uint32_t sizeBytes = 0;                 // end of the last argument (no tail padding)
  // Reached through a device address the stage provides (work-graph nodes), not through
  // ShaderRecordBufferKHR (ray-tracing stages).
  bool byAddress = false;
};

// Lays out the arguments of a validated local root signature. Fails past 4064 bytes.
Result<ShaderRecordLayout> makeShaderRecordLayout(const container::RootSignature& signature);

// Whether shaders of this stage read local root arguments (ray-tracing stages, work-graph
// nodes), and whether they reach them by device address (nodes).
bool readsShaderRecord(ir::ShaderStage stage);
bool readsShaderRecordByAddress(ir::ShaderStage stage);

// A shader record's descriptor-table slot: the heap index shifted left by these (bytes per
// descriptor = 1 << shift, D3D12 descriptor handles); 0 = the index itself.
struct ShaderRecordTableShift {
  uint32_t resources = 0, samplers = 0;
};

// Resolves resources through the local root signature first (shader-record arguments:
// accesses with rootSource ShaderRecord; root descriptors always as device addresses, since a
// descriptor set cannot vary per record), then through `global` (the global root signature or
// the direct mapping). D3D12 forbids a register bound by both. A table's element lives in the
// array `global` names for the resource (BindingMapper::localTableArray), else in the ABI's heaps.
class ShaderRecordBindingMapper final : public BindingMapper {
 public:
  ShaderRecordBindingMapper(ShaderRecordLayout local, std::unique_ptr<BindingMapper> global, ir::ShaderStage stage,
                            ShaderRecordTableShift shift = {})
      : local_(std::move(local)), global_(std::move(global)), stage_(stage), shift_(shift) {}
  Result<ResourceAccess> map(const ir::Resource& resource) const override;
  Result<ResourceAccess> mapCounter(const ir::Resource& resource) const override;
  const RootLayout& rootLayout() const override { return global_->rootLayout(); }
  const ShaderRecordLayout* shaderRecordLayout() const override { return &local_; }

 private:
  ShaderRecordLayout local_;
  std::unique_ptr<BindingMapper> global_;
  ir::ShaderStage stage_;
  ShaderRecordTableShift shift_;
};

// Wraps `global` with the serialized local root signature (a DXBC container with RTS0, or the
// part's bytes): parsed, validated, its local flag checked, laid out. Shifts above 31 are refused.
Result<std::unique_ptr<BindingMapper>> withLocalRootSignature(std::span<const uint8_t> serialized,
                                                              std::unique_ptr<BindingMapper> global, ir::ShaderStage stage,
                                                              ShaderRecordTableShift shift = {});

}  // namespace dxsv::bindings
