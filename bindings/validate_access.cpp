// Checks the caller's answers (caller mode) before the emitter sees them: the caller is outside
// the library, so an answer that cannot hold its resource, or reads outside the declared root
// block, is an invalid argument naming the resource, never a crash or invalid SPIR-V.
#include <string>

#include "bindings/caller_mapping.h"

namespace dxsv::bindings {

namespace {

const char* descriptorTypeName(DescriptorType t) {
  static const char* names[] = {"STORAGE_BUFFER", "UNIFORM_BUFFER", "UNIFORM_TEXEL_BUFFER", "STORAGE_TEXEL_BUFFER",
                                "SAMPLED_IMAGE", "STORAGE_IMAGE", "SAMPLER", "ACCELERATION_STRUCTURE"};
  return names[uint32_t(t)];
}

bool isBufferKind(ir::ResourceKind k) {
  return k == ir::ResourceKind::RawBuffer || k == ir::ResourceKind::StructuredBuffer || k == ir::ResourceKind::TypedBuffer;
}

struct Checker {
  const ir::Resource& r;
  const char* what;  // "answer" or "counter answer"
  Error bad(const std::string& why) const {
    return makeError("resource " + resourceName(r) + ": the caller's " + what + " is invalid: " + why, ErrorKind::InvalidArgument);
  }
};

// Whether `type` can hold the resource in a descriptor or heap element: its natural type, a
// raw/structured buffer as an r32ui texel buffer (SRV uniform, UAV storage), a CBV as a
// storage buffer.
bool typeHolds(const ir::Resource& r, DescriptorType type) {
  DescriptorType natural = descriptorTypeFor(r);
  if (type == natural) return true;
  bool uav = r.cls == ir::ResourceClass::UAV;
  bool rawOrStructured = r.kind == ir::ResourceKind::RawBuffer || r.kind == ir::ResourceKind::StructuredBuffer;
  if (rawOrStructured) return type == (uav ? DescriptorType::StorageTexelBuffer : DescriptorType::UniformTexelBuffer);
  if (r.cls == ir::ResourceClass::CBV) return type == DescriptorType::StorageBuffer;
  return false;
}

// The element index checks shared by descriptors and heap elements.
Status checkRootWord(const Checker& c, uint32_t word, uint32_t words, const RootLayout& root) {
  if (word == kNoRootDword) return Status::success();
  if (uint64_t(word) + words > root.blockDwords)
    return c.bad("root word " + std::to_string(word) + (words > 1 ? " (+" + std::to_string(words) + " words)" : std::string()) +
                 " is beyond the root block's " + std::to_string(root.blockDwords) + " words");
  return Status::success();
}

Result<ResourceAccess> convertCommon(const Checker& c, const dxsv_resource_access& a) {
  if (uint32_t(a.kind) > DXSV_ACCESS_ADDRESS_TABLE) return c.bad("access kind " + std::to_string(uint32_t(a.kind)) + " is unknown");
  if (uint32_t(a.descriptor_type) > DXSV_DESCRIPTOR_ACCELERATION_STRUCTURE)
    return c.bad("descriptor type " + std::to_string(uint32_t(a.descriptor_type)) + " is unknown");
  if (a.root_source == DXSV_ROOT_SOURCE_SHADER_RECORD)
    return c.bad("root_source SHADER_RECORD: local root arguments come from options.local_root_signature");
  if (a.root_source != DXSV_ROOT_SOURCE_ROOT_BLOCK) return c.bad("root source " + std::to_string(uint32_t(a.root_source)) + " is unknown");
  ResourceAccess out;
  out.kind = AccessKind(a.kind);
  out.descriptorType = DescriptorType(a.descriptor_type);
  out.set = a.set;
  out.binding = a.binding;
  out.arraySize = a.array_size;
  out.baseIndex = a.base_index;
  out.rootDword = a.root_word;
  out.dwordCount = a.word_count;
  return out;
}

// Array size and base index of a descriptor (array) or heap element.
Status checkElements(const Checker& c, const ir::Resource& r, const ResourceAccess& out) {
  if (out.kind == AccessKind::HeapElement) {
    if (out.arraySize != 0 && out.baseIndex >= out.arraySize)
      return c.bad("base index " + std::to_string(out.baseIndex) + " is outside the heap array of " + std::to_string(out.arraySize));
    return Status::success();
  }
  if (out.rootDword != kNoRootDword) return c.bad("a DESCRIPTOR reads no root word (root_word must be UINT32_MAX)");
  // A caller may bind just the first register of an unbounded range (its root signature holds
  // one descriptor there): the only one D3D lets the shader reach.
  if ((r.rangeSize == 1 || r.rangeSize == UINT32_MAX) && out.arraySize == 1) {
    if (out.baseIndex != 0) return c.bad("base index " + std::to_string(out.baseIndex) + " of a single descriptor (array size 1)");
    return Status::success();
  }
  if (r.rangeSize == UINT32_MAX && out.arraySize != 0)
    return c.bad("an unbounded register range needs a runtime array (array size 0), not " + std::to_string(out.arraySize));
  if (out.arraySize != 0 && uint64_t(out.baseIndex) + r.rangeSize > out.arraySize)
    return c.bad("base index " + std::to_string(out.baseIndex) + " + " + std::to_string(r.rangeSize) +
                 " registers do not fit an array of " + std::to_string(out.arraySize));
  return Status::success();
}

}  // namespace

Result<ResourceAccess> acceptResourceAnswer(const ir::Resource& r, const dxsv_resource_access& a, const RootLayout& root,
                                            uint32_t rootDescriptorCount) {
  Checker c{r, "answer"};
  auto converted = convertCommon(c, a);
  if (!converted) return converted;
  ResourceAccess out = *converted;
  bool accelerationStructure = r.kind == ir::ResourceKind::RTAccelerationStructure;
  if (r.fromHeap && out.kind != AccessKind::HeapElement && !(accelerationStructure && out.kind == AccessKind::AddressTable))
    return c.bad("an SM 6.6 heap access must be a HEAP_ELEMENT (or, for an acceleration structure, an ADDRESS_TABLE)");
  if (a.has_offset_buffer) {
    if (out.kind != AccessKind::HeapElement || !isBufferKind(r.kind))
      return c.bad("an offset buffer applies only to typed, raw or structured buffers reached as HEAP_ELEMENT");
    uint32_t stride = a.offset_buffer_stride ? a.offset_buffer_stride : 1;
    if (a.offset_buffer_slot >= stride)
      return c.bad("offset buffer slot " + std::to_string(a.offset_buffer_slot) + " is not below its stride " + std::to_string(stride));
    out.offsetBuffer = OffsetBuffer{true, a.offset_buffer_set, a.offset_buffer_binding, stride, a.offset_buffer_slot};
  }
  switch (out.kind) {
    case AccessKind::Descriptor:
    case AccessKind::HeapElement: {
      if (!typeHolds(r, out.descriptorType))
        return c.bad(std::string("descriptor type ") + descriptorTypeName(out.descriptorType) + " cannot hold it");
      if (auto s = checkElements(c, r, out); !s) return s.takeError();
      if (auto s = checkRootWord(c, out.rootDword, 1, root); !s) return s.takeError();
      return out;
    }
    case AccessKind::RootConstants: {
      if (r.cls != ir::ResourceClass::CBV || r.rangeSize != 1) return c.bad("only a single CBV can be ROOT_CONSTANTS");
      if (out.rootDword == kNoRootDword || out.dwordCount == 0) return c.bad("ROOT_CONSTANTS need a root word and a word count");
      if (auto s = checkRootWord(c, out.rootDword, out.dwordCount, root); !s) return s.takeError();
      out.descriptorType = DescriptorType::UniformBuffer;
      return out;
    }
    case AccessKind::AddressTable:
      if (!accelerationStructure) return c.bad("only an acceleration structure can be an ADDRESS_TABLE");
      // One storage buffer of addresses, indexed as a heap element; the resource stays an
      // acceleration structure (the emitter declares the table for it).
      if (auto s = checkRootWord(c, out.rootDword, 1, root); !s) return s.takeError();
      out.descriptorType = DescriptorType::AccelerationStructure;
      out.arraySize = 1;
      return out;
    case AccessKind::DeviceAddress: {
      bool buffer = r.kind == ir::ResourceKind::RawBuffer || r.kind == ir::ResourceKind::StructuredBuffer ||
                    r.kind == ir::ResourceKind::CBuffer || r.kind == ir::ResourceKind::RTAccelerationStructure;
      // An unbounded range as one root descriptor: the first register, as for arraySize 1 above.
      if (!buffer || (r.rangeSize != 1 && r.rangeSize != UINT32_MAX))
        return c.bad("only a single constant, raw or structured buffer or acceleration structure can be a DEVICE_ADDRESS");
      if (out.dwordCount != 0 && out.dwordCount != 2) return c.bad("a DEVICE_ADDRESS is 2 words, not " + std::to_string(out.dwordCount));
      if (out.rootDword == kNoRootDword) return c.bad("a DEVICE_ADDRESS needs its root word");
      if (auto s = checkRootWord(c, out.rootDword, 2, root); !s) return s.takeError();
      (void)rootDescriptorCount;
      out.dwordCount = 2;
      out.descriptorType = descriptorTypeFor(r);
      return out;
    }
  }
  return c.bad("unreachable access kind");
}

Result<ResourceAccess> acceptCounterAnswer(const ir::Resource& r, const dxsv_resource_access& a, const RootLayout& root) {
  Checker c{r, "counter answer"};
  auto converted = convertCommon(c, a);
  if (!converted) return converted;
  ResourceAccess out = *converted;
  if (a.has_offset_buffer) return c.bad("a counter has no offset buffer");
  if (r.fromHeap && out.kind == AccessKind::Descriptor) return c.bad("the counter of an SM 6.6 heap access cannot be a DESCRIPTOR");
  switch (out.kind) {
    case AccessKind::Descriptor:
    case AccessKind::HeapElement:
      if (out.descriptorType != DescriptorType::StorageBuffer && out.descriptorType != DescriptorType::StorageTexelBuffer)
        return c.bad(std::string("a counter is a STORAGE_BUFFER or STORAGE_TEXEL_BUFFER, not ") + descriptorTypeName(out.descriptorType));
      if (auto s = checkElements(c, r, out); !s) return s.takeError();
      if (auto s = checkRootWord(c, out.rootDword, 1, root); !s) return s.takeError();
      return out;
    case AccessKind::DeviceAddress:
    case AccessKind::AddressTable:
      // The address table is one storage buffer of uvec2, indexed as a heap element; counters
      // keep the DeviceAddress kind for it.
      if (auto s = checkRootWord(c, out.rootDword, 1, root); !s) return s.takeError();
      out.kind = AccessKind::DeviceAddress;
      out.descriptorType = DescriptorType::StorageBuffer;
      return out;
    case AccessKind::RootConstants:
      break;
  }
  return c.bad("a counter cannot be ROOT_CONSTANTS");
}

}  // namespace dxsv::bindings
