// bindings::layoutOf: the pipeline-layout report of a conversion.
#include "bindings/mapper.h"

#include "bindings/shader_record.h"

namespace dxsv::bindings {

BindingLayout layoutOf(const ir::Module& module, const BindingMapper& mapper) {
  const RootLayout& root = mapper.rootLayout();
  BindingLayout out;
  out.rootSignature = root.hasRootSignature;
  out.rootBlockBytes = root.blockDwords * 4;
  out.rootBlockInPushConstants = root.blockInPushConstants;
  out.resourceHeapSet = root.heaps.resourceHeapSet;
  out.samplerHeapSet = root.heaps.samplerHeapSet;
  out.staticSamplerSet = root.heaps.staticSamplerSet;
  out.rootSet = root.heaps.rootSet;
  for (size_t i = 0; i < root.signature.parameters.size(); ++i) {
    const container::RootParameter& p = root.signature.parameters[i];
    RootParameterInfo info;
    info.type = uint32_t(p.type);
    bool address = p.type == container::RootParameterType::CBV || p.type == container::RootParameterType::SRV ||
                   p.type == container::RootParameterType::UAV;
    if (address && root.rootDescriptorsAsDescriptors) {
      info.offsetBytes = UINT32_MAX;
      info.set = root.heaps.rootSet;
      info.binding = rootDescriptorBinding(uint32_t(i));
    } else {
      info.offsetBytes = root.parameterDword[i] * 4;
      info.sizeBytes = address ? 8 : p.type == container::RootParameterType::Constants32Bit ? p.num32BitValues * 4 : 4;
    }
    out.parameters.push_back(info);
  }
  if (const ShaderRecordLayout* record = mapper.shaderRecordLayout()) {
    out.shaderRecordBytes = record->sizeBytes;
    for (size_t i = 0; i < record->signature.parameters.size(); ++i) {
      RootParameterInfo info;
      info.type = uint32_t(record->signature.parameters[i].type);
      info.offsetBytes = record->parameterOffset[i];
      info.sizeBytes = record->parameterSize[i];
      out.localParameters.push_back(info);
    }
  }
  auto note = [&](const ResourceAccess& access) {
    if (access.rootSource == RootSource::ShaderRecord) {
      out.usesShaderRecord = true;
      if (access.rootParameter < out.localParameters.size()) out.localParameters[access.rootParameter].used = true;
      if (access.kind == AccessKind::HeapElement)
        (access.descriptorType == DescriptorType::Sampler ? out.usesSamplerHeap : out.usesResourceHeap) = true;
      return;
    }
    if (access.rootParameter < out.parameters.size()) out.parameters[access.rootParameter].used = true;
    if (access.rootDword != kNoRootDword) out.usesRootBlock = true;
    if (access.kind == AccessKind::HeapElement) {
      (access.descriptorType == DescriptorType::Sampler ? out.usesSamplerHeap : out.usesResourceHeap) = true;
    }
    if (access.kind == AccessKind::Descriptor && root.hasRootSignature && access.set == root.heaps.staticSamplerSet &&
        access.descriptorType == DescriptorType::Sampler)
      out.usesStaticSamplers = true;
  };
  for (const ir::Resource& r : module.resources) {
    if (auto access = mapper.map(r)) note(*access);
    if (r.hasCounter)
      if (auto access = mapper.mapCounter(r)) note(*access);
  }
  return out;
}


}  // namespace dxsv::bindings
