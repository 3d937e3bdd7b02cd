#include <charconv>
#include <string>

#include "bindings/bindings.h"

namespace dxsv::bindings {

Result<BindingShifts> parseBindingShifts(std::string_view text, BindingShifts base) {
  BindingShifts shifts = base;
  while (!text.empty()) {
    size_t comma = text.find(',');
    std::string_view item = text.substr(0, comma);
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    size_t eq = item.find('=');
    if (eq != 1) return makeError("binding shift '" + std::string(item) + "': expected CLASS=N with CLASS one of t, s, b, u, c");
    uint32_t value = 0;
    std::string_view digits = item.substr(2);
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty())
      return makeError("binding shift '" + std::string(item) + "': '" + std::string(digits) + "' is not an unsigned number");
    switch (item[0]) {
      case 't': shifts.srv = value; break;
      case 's': shifts.sampler = value; break;
      case 'b': shifts.cbv = value; break;
      case 'u': shifts.uav = value; break;
      case 'c': shifts.uavCounter = value; break;
      default: return makeError("binding shift '" + std::string(item) + "': unknown register class '" + std::string(1, item[0]) + "'");
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
      if (r.kind == K::RawBuffer || r.kind == K::StructuredBuffer) return DescriptorType::StorageBuffer;
      if (r.kind == K::TypedBuffer) return uav ? DescriptorType::StorageTexelBuffer : DescriptorType::UniformTexelBuffer;
      if (r.kind == K::CBuffer || r.kind == K::TBuffer) return DescriptorType::UniformBuffer;
      return uav ? DescriptorType::StorageImage : DescriptorType::SampledImage;
    }
  }
  return DescriptorType::StorageBuffer;
}

namespace {

Result<ResourceBinding> descriptorAt(const ir::Resource& r, uint32_t shift, DescriptorType type) {
  uint64_t binding = uint64_t(shift) + r.lowerBound;
  if (binding > 0xffffffffu)
    return makeError("resource '" + r.name + "': binding " + std::to_string(binding) + " does not fit in 32 bits");
  ResourceBinding out;
  out.kind = AccessKind::DescriptorSet;
  out.descriptorType = type;
  out.set = r.space;
  out.binding = static_cast<uint32_t>(binding);
  return out;
}

}  // namespace

Result<ResourceBinding> DirectBindingMapper::map(const ir::Resource& r) const {
  uint32_t shift = 0;
  switch (r.cls) {
    case ir::ResourceClass::SRV: shift = shifts_.srv; break;
    case ir::ResourceClass::UAV: shift = shifts_.uav; break;
    case ir::ResourceClass::CBV: shift = shifts_.cbv; break;
    case ir::ResourceClass::Sampler: shift = shifts_.sampler; break;
  }
  return descriptorAt(r, shift, descriptorTypeFor(r));
}

Result<ResourceBinding> DirectBindingMapper::mapCounter(const ir::Resource& r) const {
  if (r.cls != ir::ResourceClass::UAV || !r.hasCounter)
    return makeError("resource '" + r.name + "' has no hidden counter");
  return descriptorAt(r, shifts_.uavCounter, DescriptorType::StorageBuffer);
}

}  // namespace dxsv::bindings
