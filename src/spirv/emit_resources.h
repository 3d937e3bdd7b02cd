// Helpers shared by the resource emitters: buffers (emit_resources.cpp), image and sampler
// declarations (emit_images.cpp) and texture ops (emit_textures.cpp).
#pragma once

#include <array>
#include <functional>

#include "spirv/emit_context.h"

namespace dxsv::spirv {

bool isSignedComponent(ir::ComponentType t);  // isFloatComponent: ir.h
bool is16BitComponent(ir::ComponentType t);
// R32f / R32i / R32ui for the element type (typed UAV reads and atomics).
spv::ImageFormat singleChannelFormat(ir::ComponentType t);

// Typed UAVs with 64-bit atomics (emit_images.cpp). D3D does them on R32G32_UINT/SINT views;
// SPIR-V needs an R64ui/R64i image (SPV_EXT_shader_image_int64), whose texel D3D's loads and
// stores see as two 32-bit components, the low word first.
// declareInt64Texels: marks resource `index` so (ResourceVar::int64Texels) and returns the
// 64-bit sampled type of its element type's signedness, setting `format`; float elements are
// UNSUPPORTED. checkAtomicWidth: an atomic's width must match the texels (Int64Atomics for 64).
Result<uint32_t> declareInt64Texels(EmitContext& ctx, uint32_t index, spv::ImageFormat& format);
Status checkAtomicWidth(EmitContext& ctx, const ir::Instr& instr, const ResourceVar& rv);
// A read vec4 of 64-bit texels as D3D's components {low, high, 0, 1}, each a u32.
std::array<uint32_t, 4> splitInt64Texel(EmitContext& ctx, uint32_t texel, uint32_t texelType);
// The vec4 to write: component 0 = args[first] | args[first + 1] << 32 (missing ones are 0).
uint32_t packInt64Texel(EmitContext& ctx, const ir::Instr& instr, size_t first, uint32_t texelType);
// The texel a typed store (TextureStore, TypedBufferStore: values in args[2..5]) writes to the
// image of `rv`, whose D3D element type is `element`.
uint32_t storedTexel(EmitContext& ctx, const ir::Instr& instr, const ResourceVar& rv, ir::ComponentType element);

// The atomic `instr` (lits[0] = AtomicOp; args[2] its operand, or a compare-exchange's
// comparand with args[3] the new value) on `pointer`, computed in `valueType` and defined as
// instr's type.
void emitAtomicAt(EmitContext& ctx, const ir::Instr& instr, uint32_t pointer, uint32_t valueType);
// The same with the operation given and its operands from args[first] (DeviceAtomic: 1).
void emitAtomicAt(EmitContext& ctx, const ir::Instr& instr, uint32_t pointer, uint32_t valueType, ir::AtomicOp atomic,
                  size_t first);

// A 32-bit texel component converted to / from an IR scalar type (16-bit values are
// converted, not bitcast).
uint32_t fromTexelComponent(EmitContext& ctx, uint32_t component, uint32_t texelType, ir::TypeId to);
uint32_t toTexelComponent(EmitContext& ctx, uint32_t value, ir::TypeId from, uint32_t texelType, bool signedTexel);

// Sparse image instructions (OpImageSparse*) return { residency code, texel } (emit_textures.cpp):
// sparseType is that result type for `texelType` (the texel type itself when not sparse),
// splitSparse takes it apart (status 0 when not sparse).
struct Texel {
  uint32_t value = 0;
  uint32_t status = 0;
};
uint32_t sparseType(EmitContext& ctx, uint32_t texelType, bool sparse);
Texel splitSparse(EmitContext& ctx, uint32_t result, uint32_t texelType, bool sparse);

struct BoundResource;
// OpSampledImage of `image` with the sampler `samplerHandle` names (emit_textures.cpp).
Result<uint32_t> sampledImage(EmitContext& ctx, const BoundResource& image, ir::ValueId samplerHandle);
// Implicit-LOD sampling or LOD queries: compute-like stages then need a derivative group mode
// (pixel shaders ignore it).
void needDerivatives(EmitContext& ctx);

// GetDimensions of mip `mip` from mip 0's members {width, height, depth or layers, levels}
// (emit_mip_dimensions.cpp): sizes scaled per lane, all but the level count 0 past the last mip.
void mipDimensions(EmitContext& ctx, ir::ResourceKind kind, uint32_t sizeCount, uint32_t mip,
                   std::vector<uint32_t>& members);

// Declares the image or sampler type of resource `index` (emit_images.cpp): fills its
// ResourceVar's imageType and elementType (the sampled scalar type).
Status declareImage(EmitContext& ctx, uint32_t index);
// Declares the acceleration structure `index` (emit_rayquery.cpp): a descriptor, an element
// of the heap's acceleration-structure array, or nothing for a root SRV address.
Status declareAccelerationStructure(EmitContext& ctx, uint32_t index);

// ---- emit_access.cpp: reaching resources as bindings/ decided.
// PhysicalStorageBuffer64 addressing, its capability (and extension below SPIR-V 1.5): root
// descriptors, counters and DeviceLoad / DeviceStore / DeviceAtomic reach memory by address.
void requirePhysicalStorageBuffer(EmitContext& ctx);
struct DeclaredAccess {
  uint32_t variable = 0;        // 0 for root constants and device addresses
  uint32_t pointerToBlock = 0;  // pointer type to one element (block, image or sampler)
};
// Declares what reaches a resource whose descriptor has SPIR-V type `type` in storage class
// `sc`: a variable, an array variable, a shared heap array, or the root-parameter block.
Result<DeclaredAccess> declareAccess(EmitContext& ctx, const bindings::ResourceAccess& access, uint32_t type,
                                     spv::StorageClass sc, const std::string& name, bool coherent);
// The storage class of a buffer's data: PhysicalStorageBuffer for device addresses.
spv::StorageClass storageClassOf(const bindings::ResourceAccess& access, spv::StorageClass descriptorClass);
// Loads DWORD `dwordIndex` (an id) of the root-parameter block.
uint32_t rootBlockDword(EmitContext& ctx, uint32_t dwordIndex);
// The storage buffer { uvec2 addresses[]; } at (set, binding), declared once (address tables).
uint32_t addressTableVariable(EmitContext& ctx, uint32_t set, uint32_t binding);
// Loads 32-bit word `word` (an id) of root parameter `parameter`'s local root arguments in the
// shader record (emit_shader_record.cpp).
uint32_t shaderRecordWord(EmitContext& ctx, uint32_t parameter, uint32_t word);
// Loads word `word` (a constant) of the root arguments an access reads: the root-parameter
// block, or the shader record for a local root signature's parameters.
uint32_t rootArgumentWord(EmitContext& ctx, const bindings::ResourceAccess& access, uint32_t word);
// Pointer to 32-bit word `wordIndex` (an id) of a Block of uvec4 rows: component
// wordIndex % 4 of row wordIndex / 4.
uint32_t rowWordPointer(EmitContext& ctx, spv::StorageClass storageClass, uint32_t block, uint32_t wordIndex);
Result<bool> emitResourceHandle(EmitContext& ctx, const ir::Instr& instr);
// Heap buffers with an offset buffer (HandleAccess::viewSize): the index an access at `index`
// (view units) uses, the view's offset added, or kOutsideAnyView when it is outside the view;
// *inBounds gets the check (0 without a view). D3D drops writes and atomics outside the view
// and reads 0 there: the index past every buffer relies on robustBufferAccess for the former
// (D3D12 layers enable it), zeroOutside gives the latter.
constexpr uint32_t kOutsideAnyView = 0x3fffffffu;
constexpr uint32_t kOutsideAnyViewHalves = 0x7fffffffu;  // the same byte, in 16-bit units
uint32_t viewIndex(EmitContext& ctx, const HandleAccess& h, uint32_t index, uint32_t* inBounds);
uint32_t zeroOutside(EmitContext& ctx, uint32_t inBounds, uint32_t type, uint32_t value);

struct BoundResource {
  const ir::Resource* resource = nullptr;
  const ResourceVar* var = nullptr;
  const HandleAccess* access = nullptr;
};
Result<BoundResource> boundResource(EmitContext& ctx, ir::ValueId handle);
// OpLoad of an image, sampler or texel buffer (NonUniform when the handle is).
uint32_t loadDescriptor(EmitContext& ctx, const BoundResource& r);
// Loads and stores through a buffer pointer; device addresses need an alignment.
uint32_t loadThrough(EmitContext& ctx, const ResourceVar& rv, uint32_t type, uint32_t pointer, uint32_t alignment);
void storeThrough(EmitContext& ctx, const ResourceVar& rv, uint32_t pointer, uint32_t value, uint32_t alignment);

// ---- emit_buffer_halves.cpp: structured buffers in 16-bit units (ResourceAccess::halfWords).
// The StorageBuffer16BitAccess capability (and its extension before SPIR-V 1.3).
void requireHalfWordStorage(EmitContext& ctx);
// One element of `bits` (16, 32, 64) at byte address `byteAddress`, as `type`; stores take an
// integer value of 16 bits as is (`isInt`) and bitcast anything else.
uint32_t loadHalves(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t byteAddress, uint32_t bits, uint32_t type);
void storeHalves(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t byteAddress, uint32_t bits, uint32_t value,
                 bool isInt);
// The 32-bit word at `byteAddress` in the buffer's 32-bit view, for an atomic.
uint32_t halfWordBufferAtomicPointer(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t byteAddress);

}  // namespace dxsv::spirv
