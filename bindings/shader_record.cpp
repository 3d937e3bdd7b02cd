// Shader-record layout of local root arguments and the mapper that reads through it.
#include "bindings/shader_record.h"

#include <algorithm>
#include <string>

#include "common/escape.h"

namespace dxsv::bindings {

using container::RootParameterType;

namespace {

uint64_t alignUp(uint64_t value, uint64_t alignment) { return (value + alignment - 1) / alignment * alignment; }

// A table element found in the local root signature, placed in `array` (the global mapper's
// answer for the resource): the array from there, the index from the shader record.
ResourceAccess inArray(const ResourceAccess& local, ResourceAccess array) {
  array.rootDword = local.rootDword;
  array.baseIndex = local.baseIndex;
  array.rootParameter = local.rootParameter;
  array.rootSource = local.rootSource;
  return array;
}

}  // namespace

Result<ShaderRecordLayout> makeShaderRecordLayout(const container::RootSignature& signature) {
  ShaderRecordLayout layout;
  layout.signature = signature;
  uint64_t offset = 0;
  for (size_t i = 0; i < signature.parameters.size(); ++i) {
    const container::RootParameter& p = signature.parameters[i];
    uint64_t size = 8, alignment = 8;  // root descriptors and descriptor tables
    if (p.type == RootParameterType::Constants32Bit) {
      size = uint64_t(p.num32BitValues) * 4;
      alignment = 4;
    }
    offset = alignUp(offset, alignment);
    if (offset + size > kMaxLocalRootArgumentBytes)
      return makeError("local root signature: root parameter " + std::to_string(i) + " ends at byte " +
                       std::to_string(offset + size) + " of the shader record, past D3D12's " +
                       std::to_string(kMaxLocalRootArgumentBytes) + " bytes of local root arguments");
    layout.parameterOffset.push_back(uint32_t(offset));
    layout.parameterSize.push_back(uint32_t(size));
    offset += size;
  }
  layout.sizeBytes = uint32_t(offset);
  return layout;
}

bool readsShaderRecord(ir::ShaderStage stage) {
  // Every ray-tracing export reads its own record (ray generation, miss and callable records
  // too, not only hit groups). A converted library export has its own stage, never Library.
  return ir::isRayTracingStage(stage) || readsShaderRecordByAddress(stage);
}

bool readsShaderRecordByAddress(ir::ShaderStage stage) {
  // A node runs as a compute pipeline: no shader binding table, so no ShaderRecordBufferKHR.
  return stage == ir::ShaderStage::Node;
}

Result<ResourceAccess> ShaderRecordBindingMapper::map(const ir::Resource& r) const {
  if (!r.fromHeap) {
    std::vector<uint32_t> dwords;
    for (uint32_t offset : local_.parameterOffset) dwords.push_back(offset / 4);
    auto found = findInRootSignature(local_.signature, dwords, rootLayout().heaps, false, RootSource::ShaderRecord, stage_, r);
    if (!found) return found.takeError();
    if (*found) {
      if ((*found)->kind == AccessKind::Descriptor)
        return unsupportedError("resource '" + escapeText(r.name) + "': static samplers of a local root signature are not supported yet");
      ResourceAccess access = std::move(**found);
      if (access.kind != AccessKind::HeapElement) return access;
      if (auto array = global_->localTableArray(r)) access = inArray(access, *array);
      access.rootDwordShift = r.cls == ir::ResourceClass::Sampler ? shift_.samplers : shift_.resources;
      return access;
    }
  }
  return global_->map(r);
}

Result<ResourceAccess> ShaderRecordBindingMapper::mapCounter(const ir::Resource& r) const {
  if (r.cls != ir::ResourceClass::UAV || !r.hasCounter) return makeError("resource '" + escapeText(r.name) + "' has no hidden counter");
  auto access = map(r);
  if (!access) return access.takeError();
  if (access->rootSource != RootSource::ShaderRecord) return global_->mapCounter(r);
  if (access->kind != AccessKind::HeapElement)
    return makeError("resource '" + escapeText(r.name) + "': a UAV with a hidden counter must come from a descriptor table or the heap");
  ResourceAccess out = heapCounterAccess(rootLayout().heaps, access->rootDword);
  out.baseIndex = access->baseIndex;
  out.rootParameter = access->rootParameter;
  out.rootSource = RootSource::ShaderRecord;
  if (auto array = global_->localTableCounterArray(r)) out = inArray(out, *array);
  out.rootDwordShift = access->rootDwordShift;
  return out;
}

Result<std::unique_ptr<BindingMapper>> withLocalRootSignature(std::span<const uint8_t> serialized,
                                                              std::unique_ptr<BindingMapper> global, ir::ShaderStage stage,
                                                              ShaderRecordTableShift shift) {
  if (shift.resources > 31 || shift.samplers > 31)
    return makeError("shader record descriptor size log2 " + std::to_string(std::max(shift.resources, shift.samplers)) +
                         " is above 31 (a table slot's low 32 bits hold the shifted heap index)",
                     ErrorKind::InvalidArgument);
  if (!readsShaderRecord(stage))
    return makeError("a local root signature was given, but only ray-tracing shaders and work-graph nodes read local root arguments");
  auto signature = container::parseSerializedRootSignature(serialized);
  if (!signature) return makeError("local root signature: " + signature.error().message);
  if (Status valid = container::validateRootSignature(*signature); !valid)
    return makeError("local root signature: " + valid.error().message);
  if (!(signature->flags & container::kLocalRootSignatureFlag))
    return makeError("the local root signature does not have D3D12_ROOT_SIGNATURE_FLAG_LOCAL_ROOT_SIGNATURE (0x80) set");
  auto layout = makeShaderRecordLayout(*signature);
  if (!layout) return layout.takeError();
  layout->byAddress = readsShaderRecordByAddress(stage);
  return std::unique_ptr<BindingMapper>(std::make_unique<ShaderRecordBindingMapper>(std::move(*layout), std::move(global), stage, shift));
}

}  // namespace dxsv::bindings
