// Resolves resources through a root signature (RootSignatureBindingMapper).
#include <string>

#include "bindings/bindings.h"
#include "common/escape.h"

namespace dxsv::bindings {

namespace {

using container::DescriptorRangeType;
using container::RootParameterType;
using container::ShaderVisibility;

bool visibleTo(ShaderVisibility visibility, ir::ShaderStage stage) {
  if (visibility == ShaderVisibility::All) return true;
  switch (stage) {
    case ir::ShaderStage::Vertex: return visibility == ShaderVisibility::Vertex;
    case ir::ShaderStage::Hull: return visibility == ShaderVisibility::Hull;
    case ir::ShaderStage::Domain: return visibility == ShaderVisibility::Domain;
    case ir::ShaderStage::Geometry: return visibility == ShaderVisibility::Geometry;
    case ir::ShaderStage::Pixel: return visibility == ShaderVisibility::Pixel;
    case ir::ShaderStage::Amplification: return visibility == ShaderVisibility::Amplification;
    case ir::ShaderStage::Mesh: return visibility == ShaderVisibility::Mesh;
    default: return true;  // compute and libraries see every parameter
  }
}

DescriptorRangeType rangeTypeFor(ir::ResourceClass cls) {
  switch (cls) {
    case ir::ResourceClass::SRV: return DescriptorRangeType::SRV;
    case ir::ResourceClass::UAV: return DescriptorRangeType::UAV;
    case ir::ResourceClass::CBV: return DescriptorRangeType::CBV;
    case ir::ResourceClass::Sampler: return DescriptorRangeType::Sampler;
  }
  return DescriptorRangeType::SRV;
}

RootParameterType rootDescriptorTypeFor(ir::ResourceClass cls) {
  switch (cls) {
    case ir::ResourceClass::SRV: return RootParameterType::SRV;
    case ir::ResourceClass::UAV: return RootParameterType::UAV;
    default: return RootParameterType::CBV;
  }
}

}  // namespace

std::string resourceName(const ir::Resource& r) {
  static const char* prefix[] = {"t", "u", "b", "s"};
  if (r.fromHeap) return "'" + r.name + "' (" + (r.cls == ir::ResourceClass::Sampler ? "sampler heap)" : "resource heap)");
  std::string text = prefix[int(r.cls)] + std::to_string(r.lowerBound);
  if (r.rangeSize == 0xffffffffu) text += " and up (unbounded)";
  else if (r.rangeSize > 1) text += std::string("-") + prefix[int(r.cls)] + std::to_string(uint64_t(r.lowerBound) + r.rangeSize - 1);
  return "'" + escapeText(r.name) + "' (" + text + ", space " + std::to_string(r.space) + ")";
}

namespace {

// Whether the table range holds every register of the resource.
bool covers(const container::DescriptorRange& range, const ir::Resource& r) {
  if (range.type != rangeTypeFor(r.cls) || range.space != r.space || r.lowerBound < range.baseRegister) return false;
  if (range.numDescriptors == container::kUnboundedRange) return true;
  if (r.rangeSize == 0xffffffffu) return false;
  return uint64_t(r.lowerBound) + r.rangeSize <= uint64_t(range.baseRegister) + range.numDescriptors;
}

}  // namespace

Result<std::optional<ResourceAccess>> findInRootSignature(const container::RootSignature& sig,
                                                          const std::vector<uint32_t>& parameterDword,
                                                          const HeapLayout& heaps, bool rootDescriptorsAsDescriptors,
                                                          RootSource source, ir::ShaderStage stage, const ir::Resource& r) {
  for (uint32_t i = 0; i < sig.parameters.size(); ++i) {
    const container::RootParameter& p = sig.parameters[i];
    if (!visibleTo(p.visibility, stage)) continue;
    std::string where = "root parameter " + std::to_string(i);
    switch (p.type) {
      case RootParameterType::Constants32Bit: {
        if (r.cls != ir::ResourceClass::CBV || p.shaderRegister != r.lowerBound || p.space != r.space) break;
        if (r.rangeSize != 1) return makeError("resource " + resourceName(r) + ": an array of constant buffers cannot be the root constants of " + where);
        ResourceAccess out;
        out.kind = AccessKind::RootConstants;
        out.descriptorType = DescriptorType::UniformBuffer;
        out.rootDword = parameterDword[i];
        out.dwordCount = p.num32BitValues;
        out.rootParameter = i;
        out.rootSource = source;
        return std::optional<ResourceAccess>(out);
      }
      case RootParameterType::CBV: case RootParameterType::SRV: case RootParameterType::UAV: {
        if (p.type != rootDescriptorTypeFor(r.cls) || r.cls == ir::ResourceClass::Sampler || p.shaderRegister != r.lowerBound ||
            p.space != r.space)
          break;
        if (r.rangeSize != 1) return makeError("resource " + resourceName(r) + ": a resource array cannot be the root descriptor of " + where);
        // Acceleration structures are reached by address too (D3D binds a TLAS as a root SRV
        // by its GPU virtual address; SPIR-V converts the address to the structure).
        bool buffer = r.kind == ir::ResourceKind::RawBuffer || r.kind == ir::ResourceKind::StructuredBuffer ||
                      r.kind == ir::ResourceKind::CBuffer || r.kind == ir::ResourceKind::RTAccelerationStructure;
        if (!buffer) return makeError("resource " + resourceName(r) + ": " + where + " is a root descriptor, which can only hold a constant, raw or structured buffer or an acceleration structure");
        ResourceAccess out;
        out.descriptorType = descriptorTypeFor(r);
        out.rootParameter = i;
        if (rootDescriptorsAsDescriptors) {
          out.kind = AccessKind::Descriptor;
          out.set = heaps.rootSet;
          out.binding = rootDescriptorBinding(i);
        } else {
          out.kind = AccessKind::DeviceAddress;
          out.rootDword = parameterDword[i];
          out.dwordCount = 2;
          out.rootSource = source;
        }
        return std::optional<ResourceAccess>(out);
      }
      case RootParameterType::DescriptorTable:
        for (const container::DescriptorRange& range : p.ranges) {
          if (!covers(range, r)) continue;
          ResourceAccess out = heapAccess(heaps, r, parameterDword[i]);
          out.baseIndex = range.resolvedOffset + (r.lowerBound - range.baseRegister);
          out.rootParameter = i;
          out.rootSource = source;
          return std::optional<ResourceAccess>(out);
        }
        break;
    }
  }
  if (r.cls == ir::ResourceClass::Sampler) {
    for (uint32_t i = 0; i < sig.staticSamplers.size(); ++i) {
      const container::StaticSampler& s = sig.staticSamplers[i];
      if (!visibleTo(s.visibility, stage) || s.shaderRegister != r.lowerBound || s.space != r.space) continue;
      if (r.rangeSize != 1) return makeError("resource " + resourceName(r) + ": a sampler array cannot be static sampler " + std::to_string(i));
      ResourceAccess out;
      out.kind = AccessKind::Descriptor;
      out.descriptorType = DescriptorType::Sampler;
      out.set = heaps.staticSamplerSet;
      out.binding = i;
      out.rootSource = source;  // a local static sampler is refused by the shader-record mapper
      return std::optional<ResourceAccess>(out);
    }
  }
  return std::optional<ResourceAccess>();
}

Result<ResourceAccess> RootSignatureBindingMapper::map(const ir::Resource& r) const {
  if (r.fromHeap) return heapAccess(layout_.heaps, r, kNoRootDword);
  auto found = findInRootSignature(layout_.signature, layout_.parameterDword, layout_.heaps,
                                   layout_.rootDescriptorsAsDescriptors, RootSource::RootBlock, stage_, r);
  if (!found) return found.takeError();
  if (*found) return std::move(**found);
  return makeError("resource " + resourceName(r) + " is not covered by the root signature (no root parameter" +
                   std::string(r.cls == ir::ResourceClass::Sampler ? " or static sampler" : "") + " visible to this stage holds it)");
}

Result<ResourceAccess> RootSignatureBindingMapper::mapCounter(const ir::Resource& r) const {
  if (r.cls != ir::ResourceClass::UAV || !r.hasCounter) return makeError("resource '" + escapeText(r.name) + "' has no hidden counter");
  auto access = map(r);
  if (!access) return access.takeError();
  if (access->kind != AccessKind::HeapElement)
    return makeError("resource " + resourceName(r) + ": a UAV with a hidden counter must come from a descriptor table or the heap");
  ResourceAccess out = heapCounterAccess(layout_.heaps, access->rootDword);
  out.baseIndex = access->baseIndex;
  out.rootParameter = access->rootParameter;
  out.rootSource = access->rootSource;
  return out;
}

}  // namespace dxsv::bindings
