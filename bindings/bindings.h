// How the SPIR-V emitter reaches each DXIL resource. The emitter asks a BindingMapper and
// never hard-codes a Vulkan binding; root-signature modes (push constants, BDA root
// descriptors, bindless heaps, SBT records) become further AccessKinds and mappers.
#pragma once

#include <cstdint>
#include <string_view>

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::bindings {

enum class AccessKind : uint8_t {
  DescriptorSet,  // a (set, binding) descriptor, arrayed when the range has > 1 register
};

// The Vulkan descriptor type that a resource becomes under the direct mapping.
enum class DescriptorType : uint8_t {
  StorageBuffer,       // raw and structured buffers (SRV and UAV)
  UniformBuffer,       // constant buffers
  UniformTexelBuffer,  // typed SRV buffers
  StorageTexelBuffer,  // typed UAV buffers
  SampledImage,
  StorageImage,
  Sampler,
};

struct ResourceBinding {
  AccessKind kind = AccessKind::DescriptorSet;
  DescriptorType descriptorType = DescriptorType::StorageBuffer;
  uint32_t set = 0;
  uint32_t binding = 0;
};

// Per-register-class binding offsets, as in `dxc -spirv -fvk-{t,s,b,u}-shift N all`.
struct BindingShifts {
  uint32_t srv = 0;      // t registers
  uint32_t sampler = 100;  // s registers
  uint32_t cbv = 200;    // b registers
  uint32_t uav = 300;    // u registers
  uint32_t uavCounter = 400;  // hidden counters of u registers (append/consume, IncrementCounter)
};

// Parses "t=0,s=100,b=200,u=300,c=400" (any subset, any order) on top of `base`; c is the
// UAV counter class.
Result<BindingShifts> parseBindingShifts(std::string_view text, BindingShifts base = {});

DescriptorType descriptorTypeFor(const ir::Resource& resource);

class BindingMapper {
 public:
  virtual ~BindingMapper() = default;
  virtual Result<ResourceBinding> map(const ir::Resource& resource) const = 0;
  // The hidden counter of a UAV (`resource.hasCounter`): a storage buffer holding one uint.
  virtual Result<ResourceBinding> mapCounter(const ir::Resource& resource) const = 0;
};

// Descriptor set = register space, binding = class shift + lower bound register.
class DirectBindingMapper final : public BindingMapper {
 public:
  explicit DirectBindingMapper(BindingShifts shifts) : shifts_(shifts) {}
  Result<ResourceBinding> map(const ir::Resource& resource) const override;
  Result<ResourceBinding> mapCounter(const ir::Resource& resource) const override;

 private:
  BindingShifts shifts_;
};

}  // namespace dxsv::bindings
