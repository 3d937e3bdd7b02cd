#include <charconv>
#include <string>

#include "bindings/bindings.h"
#include "common/escape.h"

namespace dxsv::bindings {

Result<BindingShifts> parseBindingShifts(std::string_view text, BindingShifts base) {
  BindingShifts shifts = base;
  while (!text.empty()) {
    size_t comma = text.find(',');
    std::string_view item = text.substr(0, comma);
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    size_t eq = item.find('=');
    if (eq != 1) return makeError("binding shift '" + escapeText(item) + "': expected CLASS=N with CLASS one of t, s, b, u, c");
    uint32_t value = 0;
    std::string_view digits = item.substr(2);
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty())
      return makeError("binding shift '" + escapeText(item) + "': '" + escapeText(digits) + "' is not an unsigned number");
    switch (item[0]) {
      case 't': shifts.srv = value; break;
      case 's': shifts.sampler = value; break;
      case 'b': shifts.cbv = value; break;
      case 'u': shifts.uav = value; break;
      case 'c': shifts.uavCounter = value; break;
      default: return makeError("binding shift '" + escapeText(item) + "': unknown register class '" + escapeText(item.substr(0, 1)) + "'");
    }
  }
  return shifts;
}

DescriptorType descriptorTypeFor(const ir::Resource& r) {
  using K = ir::ResourceKind;
  switch (r.cls) {
    case ir::ResourceClass::CBV: return DescriptorType::UniformBuffer;
    case ir::ResourceClass::Sampler: return DescriptorType::Sampler;
    case ir::ResourceClass::SRV:
    case ir::ResourceClass::UAV: {
      bool uav = r.cls == ir::ResourceClass::UAV;
      if (r.kind == K::RTAccelerationStructure) return DescriptorType::AccelerationStructure;
      if (r.kind == K::RawBuffer || r.kind == K::StructuredBuffer) return DescriptorType::StorageBuffer;
      if (r.kind == K::TypedBuffer) return uav ? DescriptorType::StorageTexelBuffer : DescriptorType::UniformTexelBuffer;
      if (r.kind == K::CBuffer || r.kind == K::TBuffer) return DescriptorType::UniformBuffer;
      return uav ? DescriptorType::StorageImage : DescriptorType::SampledImage;
    }
  }
  return DescriptorType::StorageBuffer;
}

namespace {

Result<ResourceAccess> descriptorAt(const ir::Resource& r, uint32_t shift, DescriptorType type) {
  uint64_t binding = uint64_t(shift) + r.lowerBound;
  if (binding > 0xffffffffu)
    return makeError("resource '" + escapeText(r.name) + "': binding " + std::to_string(binding) + " does not fit in 32 bits");
  ResourceAccess out;
  out.kind = AccessKind::Descriptor;
  out.descriptorType = type;
  out.set = r.space;
  out.binding = static_cast<uint32_t>(binding);
  out.arraySize = r.rangeSize == 0xffffffffu ? 0 : r.rangeSize;
  return out;
}

HeapBinding heapBindingFor(DescriptorType type) {
  switch (type) {
    case DescriptorType::SampledImage: return HeapBinding::SampledImage;
    case DescriptorType::StorageImage: return HeapBinding::StorageImage;
    case DescriptorType::UniformTexelBuffer: return HeapBinding::UniformTexelBuffer;
    case DescriptorType::StorageTexelBuffer: return HeapBinding::StorageTexelBuffer;
    case DescriptorType::UniformBuffer: return HeapBinding::UniformBuffer;
    case DescriptorType::AccelerationStructure: return HeapBinding::AccelerationStructure;
    case DescriptorType::StorageBuffer:
    case DescriptorType::Sampler: break;
  }
  return HeapBinding::StorageBuffer;
}

}  // namespace

ResourceAccess heapAccess(const HeapLayout& heaps, const ir::Resource& r, uint32_t tableDword) {
  ResourceAccess out;
  out.kind = AccessKind::HeapElement;
  out.descriptorType = descriptorTypeFor(r);
  bool sampler = out.descriptorType == DescriptorType::Sampler;
  out.set = sampler ? heaps.samplerHeapSet : heaps.resourceHeapSet;
  out.binding = sampler ? 0 : uint32_t(heapBindingFor(out.descriptorType));
  out.arraySize = heaps.heapArraySize;
  out.rootDword = tableDword;
  return out;
}

ResourceAccess heapCounterAccess(const HeapLayout& heaps, uint32_t tableDword) {
  ResourceAccess out;
  out.kind = AccessKind::HeapElement;
  out.descriptorType = DescriptorType::StorageBuffer;
  out.set = heaps.resourceHeapSet;
  out.binding = uint32_t(HeapBinding::UavCounter);
  out.arraySize = heaps.heapArraySize;
  out.rootDword = tableDword;
  return out;
}

Result<ResourceAccess> DirectBindingMapper::map(const ir::Resource& r) const {
  if (r.fromHeap) return heapAccess(layout_.heaps, r, kNoRootDword);
  uint32_t shift = 0;
  switch (r.cls) {
    case ir::ResourceClass::SRV: shift = shifts_.srv; break;
    case ir::ResourceClass::UAV: shift = shifts_.uav; break;
    case ir::ResourceClass::CBV: shift = shifts_.cbv; break;
    case ir::ResourceClass::Sampler: shift = shifts_.sampler; break;
  }
  return descriptorAt(r, shift, descriptorTypeFor(r));
}

Result<ResourceAccess> DirectBindingMapper::mapCounter(const ir::Resource& r) const {
  if (r.cls != ir::ResourceClass::UAV || !r.hasCounter)
    return makeError("resource '" + escapeText(r.name) + "' has no hidden counter");
  if (r.fromHeap) return heapCounterAccess(layout_.heaps, kNoRootDword);
  return descriptorAt(r, shifts_.uavCounter, DescriptorType::StorageBuffer);
}

}  // namespace dxsv::bindings
