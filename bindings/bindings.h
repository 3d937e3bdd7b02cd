// How the SPIR-V emitter reaches each DXIL resource. The emitter asks a BindingMapper once
// per resource and never hard-codes a mode; the answer (a ResourceAccess) says where the
// descriptor, heap element, root constants or device address live. Per handle, the emitter
// adds the handle's register index (relative to the resource's lower bound) to the answer's
// base index. The root-signature ABI itself lives in root_layout.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>
#include <string_view>

#include "bindings/root_layout.h"
#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::bindings {

enum class AccessKind : uint8_t {
  Descriptor,     // (set, binding): one descriptor, or an array of `arraySize` (0 = runtime array)
  HeapElement,    // element of a bindless heap array at (set, binding)
  RootConstants,  // 32-bit values in the root-parameter block
  DeviceAddress,  // a 64-bit buffer device address in the root-parameter block
  // An acceleration structure's 64-bit address: entry `index` (as a HeapElement's) of the uvec2
  // array in the storage buffer at (set, binding) (caller mode: a layer's address array).
  AddressTable,
};

// Where `rootDword` of RootConstants, DeviceAddress and HeapElement accesses points: the
// global root signature's root-parameter block, or the shader record (ShaderRecordBufferKHR)
// holding a local root signature's arguments (bindings/shader_record.h). The kinds stay the
// same: local root constants, root descriptors and tables are reached as the global ones are.
enum class RootSource : uint8_t { RootBlock, ShaderRecord };

// The Vulkan descriptor type a resource becomes (its heap class in heap mode).
enum class DescriptorType : uint8_t {
  StorageBuffer,       // raw and structured buffers (SRV and UAV)
  UniformBuffer,       // constant buffers
  UniformTexelBuffer,  // typed SRV buffers
  StorageTexelBuffer,  // typed UAV buffers
  SampledImage,
  StorageImage,
  Sampler,
  AccelerationStructure,  // RaytracingAccelerationStructure SRVs (inline ray queries)
};

// Heap buffers whose view is a window of their descriptor: entry heap index * stride + slot of
// the uvec2 array in the storage buffer at (set, binding) holds the view's (offset, size):
// bytes for storage buffers, elements for texel buffers (caller mode only).
struct OffsetBuffer {
  bool present = false;
  uint32_t set = 0, binding = 0;
  uint32_t stride = 1, slot = 0;
};

struct ResourceAccess {
  AccessKind kind = AccessKind::Descriptor;
  DescriptorType descriptorType = DescriptorType::StorageBuffer;
  uint32_t set = 0;
  uint32_t binding = 0;
  // Descriptor: elements of the array (1 = a single descriptor, 0 = runtime array).
  // HeapElement: the heap array's size (0 = runtime array).
  uint32_t arraySize = 1;
  // HeapElement: index = rootBlock[rootDword] (when not kNoRootDword) + baseIndex + register index.
  // Descriptor arrays: index = baseIndex + register index.
  uint32_t baseIndex = 0;
  // RootConstants: the first of `dwordCount` values; DeviceAddress: the low half of the address;
  // HeapElement: the descriptor table's heap offset.
  uint32_t rootDword = kNoRootDword;
  // HeapElement / AddressTable / counter address tables: the root word holds the heap index
  // shifted left by this (a shader record's descriptor handle, bytes per descriptor = 1 << shift).
  uint32_t rootDwordShift = 0;
  uint32_t dwordCount = 0;
  uint32_t rootParameter = kNoRootDword;  // the root parameter that provides it, if any
  RootSource rootSource = RootSource::RootBlock;
  OffsetBuffer offsetBuffer;
  // Structured storage buffers whose view may start at a 2-byte boundary (ssbo_alignment 1 or
  // 2, a stride not a multiple of 4): the array has 16-bit elements and accesses address
  // halves, since 32-bit accesses there would be misaligned (docs/BINDING_MODEL.md).
  bool halfWords = false;
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

// "'NAME' (u3, space 0)" (with the range, or "heap" for an SM 6.6 heap access), for messages.
std::string resourceName(const ir::Resource& resource);

struct ShaderRecordLayout;  // bindings/shader_record.h

class BindingMapper {
 public:
  virtual ~BindingMapper() = default;
  virtual Result<ResourceAccess> map(const ir::Resource& resource) const = 0;
  // The hidden counter of a UAV (`resource.hasCounter`): a storage buffer holding one uint.
  virtual Result<ResourceAccess> mapCounter(const ir::Resource& resource) const = 0;
  // Where the root-parameter block lives; its size is 0 when nothing reads it.
  virtual const RootLayout& rootLayout() const = 0;
  // The shader record's layout when a local root signature is in use (ShaderRecordBinding-
  // Mapper), else null.
  virtual const ShaderRecordLayout* shaderRecordLayout() const { return nullptr; }
  // Where a local root signature's descriptor table puts this resource (its counter): the
  // array (set, binding, type, offset buffer) of a HeapElement or AddressTable (counters:
  // HeapElement or DeviceAddress table) whose index the shader record gives. Nothing: the
  // root-signature ABI's heap arrays. Caller mode answers; the built-in modes have no opinion.
  virtual std::optional<ResourceAccess> localTableArray(const ir::Resource&) const { return std::nullopt; }
  virtual std::optional<ResourceAccess> localTableCounterArray(const ir::Resource&) const { return std::nullopt; }
};

// Descriptor set = register space, binding = class shift + lower bound register; a range of
// N registers is an array of N descriptors. SM 6.6 heap resources use the heap arrays.
class DirectBindingMapper final : public BindingMapper {
 public:
  explicit DirectBindingMapper(BindingShifts shifts, HeapLayout heaps = {})
      : shifts_(shifts), layout_(RootLayout::direct(heaps)) {}
  Result<ResourceAccess> map(const ir::Resource& resource) const override;
  Result<ResourceAccess> mapCounter(const ir::Resource& resource) const override;
  const RootLayout& rootLayout() const override { return layout_; }

 private:
  BindingShifts shifts_;
  RootLayout layout_;
};

// The root-signature ABI (root_layout.h): root constants and descriptor-table offsets in the
// root-parameter block, root descriptors as device addresses (or plain descriptors), tables
// as heap elements, static samplers as immutable samplers.
class RootSignatureBindingMapper final : public BindingMapper {
 public:
  RootSignatureBindingMapper(RootLayout layout, ir::ShaderStage stage) : layout_(std::move(layout)), stage_(stage) {}
  Result<ResourceAccess> map(const ir::Resource& resource) const override;
  Result<ResourceAccess> mapCounter(const ir::Resource& resource) const override;
  const RootLayout& rootLayout() const override { return layout_; }

 private:
  RootLayout layout_;
  ir::ShaderStage stage_;
};

// Looks `r` up among the root parameters (and static samplers) of `sig` visible to `stage`:
// parameter i's arguments start at parameterDword[i] of wherever `source` says. Returns an
// nothing when no parameter holds the resource.
Result<std::optional<ResourceAccess>> findInRootSignature(const container::RootSignature& sig, const std::vector<uint32_t>& parameterDword,
                                           const HeapLayout& heaps, bool rootDescriptorsAsDescriptors, RootSource source,
                                           ir::ShaderStage stage, const ir::Resource& r);

// Where the heap arrays put an SM 6.6 heap resource (ResourceDescriptorHeap[i]).
ResourceAccess heapAccess(const HeapLayout& heaps, const ir::Resource& resource, uint32_t tableDword);
ResourceAccess heapCounterAccess(const HeapLayout& heaps, uint32_t tableDword);

}  // namespace dxsv::bindings
