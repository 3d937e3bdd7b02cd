// Resource declarations (through the BindingMapper) and buffer access.
// Raw/structured buffers are `uint[]` storage buffers addressed in bytes (structured views
// that may start mid-word: `uint16_t[]`, emit_buffer_halves.cpp); constant buffers
// are `uvec4[]` uniform buffers (D3D's 16-byte register layout); typed buffers are texel
// buffers.
#include <spirv/unified1/GLSL.std.450.h>

#include "spirv/emit_resources.h"
#include "spirv/quirks.h"
#include "common/escape.h"
#include "spirv/interlock.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

bool isSignedComponent(ir::ComponentType t) {
  return t == ir::ComponentType::I32 || t == ir::ComponentType::I16 || t == ir::ComponentType::I64;
}

bool is16BitComponent(ir::ComponentType t) {
  return t == ir::ComponentType::F16 || t == ir::ComponentType::I16 || t == ir::ComponentType::U16;
}

spv::ImageFormat singleChannelFormat(ir::ComponentType t) {
  if (isFloatComponent(t)) return spv::ImageFormatR32f;
  return isSignedComponent(t) ? spv::ImageFormatR32i : spv::ImageFormatR32ui;
}

// Texel components are 32-bit (the view's format narrows and widens). A 16-bit value is
// converted, not bitcast: OpBitcast needs equal widths, and the value must survive the format
// conversion (R16_FLOAT stores the float value, R16_SINT the sign-extended integer). An
// integer value and a float texel (or the reverse) meet only in damaged input; the widths are
// converted on the integer side and the bits reinterpreted, so the module stays valid.
uint32_t fromTexelComponent(EmitContext& ctx, uint32_t component, uint32_t texelType, ir::TypeId to) {
  const ir::Type& t = ctx.module.types[to];
  uint32_t type = ctx.type(to);
  if (t.bits == 32) return type == texelType ? component : ctx.bitcast(type, component);
  if (t.kind == ir::TypeKind::Float) {
    uint32_t f32 = ctx.f32();
    return ctx.op(spv::OpFConvert, type, {texelType == f32 ? component : ctx.bitcast(f32, component)});
  }
  // Keeps the low bits, signed or not.
  return ctx.op(spv::OpUConvert, type, {texelType == ctx.f32() ? ctx.bitcast(ctx.u32(), component) : component});
}

uint32_t toTexelComponent(EmitContext& ctx, uint32_t value, ir::TypeId from, uint32_t texelType, bool signedTexel) {
  const ir::Type& t = ctx.module.types[from];
  uint32_t type = ctx.type(from);
  if (t.bits == 32) return type == texelType ? value : ctx.bitcast(texelType, value);
  if (t.kind == ir::TypeKind::Float) {
    uint32_t wide = ctx.op(spv::OpFConvert, ctx.f32(), {value});
    return texelType == ctx.f32() ? wide : ctx.bitcast(texelType, wide);
  }
  if (texelType != ctx.f32()) return ctx.op(signedTexel ? spv::OpSConvert : spv::OpUConvert, texelType, {value});
  return ctx.bitcast(texelType, ctx.op(signedTexel ? spv::OpSConvert : spv::OpUConvert, ctx.u32(), {value}));
}

void emitAtomicAt(EmitContext& ctx, const ir::Instr& instr, uint32_t pointer, uint32_t valueType, ir::AtomicOp atomic,
                  size_t first) {
  auto operand = [&](size_t i) {
    uint32_t id = ctx.value(instr.args[i]);
    return ctx.type(ctx.module.typeOf(instr.args[i])) == valueType ? id : ctx.bitcast(valueType, id);
  };
  uint32_t scope = ctx.u32Const(spv::ScopeDevice), semantics = ctx.u32Const(0);
  uint32_t result;
  if (atomic == ir::AtomicOp::CompareExchange) {
    result = ctx.op(spv::OpAtomicCompareExchange, valueType, {pointer, scope, semantics, semantics, operand(first + 1), operand(first)});
  } else {
    result = ctx.op(atomicOpcode(atomic), valueType, {pointer, scope, semantics, operand(first)});
  }
  if (valueType == ctx.type(instr.type)) ctx.defineAs(instr, result);
  else ctx.define(instr, spv::OpBitcast, {result});
}

void emitAtomicAt(EmitContext& ctx, const ir::Instr& instr, uint32_t pointer, uint32_t valueType) {
  emitAtomicAt(ctx, instr, pointer, valueType, ir::AtomicOp(instr.lits.at(0)), 2);
}

namespace {

using bindings::DescriptorType;

// Block { member } with `member` (an array) made by `makeMember`, NonWritable if asked. Heap
// arrays share one block type per `kind` of layout (their variables alias one binding); other
// resources keep a type of their own, so that GLSL output names each block after its resource.
uint32_t blockType(EmitContext& ctx, bool shared, std::vector<uint32_t> kind, bool nonWritable,
                   const std::function<uint32_t()>& makeMember) {
  kind.push_back(nonWritable ? 1u : 0u);
  if (shared)
    if (auto it = ctx.layoutTypes.find(kind); it != ctx.layoutTypes.end()) return it->second;
  Builder& b = ctx.b;
  uint32_t block = b.typeStructUnique({makeMember()});
  b.decorate(block, spv::DecorationBlock);
  b.memberDecorate(block, 0, spv::DecorationOffset, {0});
  if (nonWritable) b.memberDecorate(block, 0, spv::DecorationNonWritable);
  if (shared) ctx.layoutTypes[kind] = block;
  return block;
}

// Storage buffer block { T data[]; } with the given array stride; `readOnly` for SRVs.
uint32_t storageBlock(EmitContext& ctx, bool shared, uint32_t element, uint32_t stride, bool readOnly) {
  return blockType(ctx, shared, {1, element, stride}, readOnly, [&] {
    uint32_t array = ctx.b.typeRuntimeArrayUnique(element);
    ctx.b.decorate(array, spv::DecorationArrayStride, {stride});
    return array;
  });
}

// Constant buffer block { uvec4 rows[N]; } (D3D's 16-byte registers).
// Through a device address it is physical storage: NonWritable says what a CBV is.
uint32_t uniformBlock(EmitContext& ctx, bool shared, uint32_t rows, bool nonWritable) {
  return blockType(ctx, shared, {2, rows}, nonWritable, [&] {
    uint32_t array = ctx.b.typeArrayUnique(ctx.b.typeVector(ctx.u32(), 4), rows);
    ctx.b.decorate(array, spv::DecorationArrayStride, {16});
    return array;
  });
}

constexpr uint32_t kMaxCBufferRows = 4096;  // D3D12's 64 KiB constant buffer limit

Status declareBuffer(EmitContext& ctx, uint32_t index) {
  const ir::Resource& r = ctx.module.resources[index];
  ResourceVar& rv = ctx.resources[index];
  const bindings::ResourceAccess& access = rv.access;
  Builder& b = ctx.b;
  bool shared = access.kind == bindings::AccessKind::HeapElement;
  uint32_t descriptor = 0;
  spv::StorageClass descriptorClass = spv::StorageClassUniformConstant;
  switch (access.descriptorType) {
    case DescriptorType::StorageBuffer: {
      uint32_t u32 = ctx.u32();
      descriptorClass = spv::StorageClassStorageBuffer;
      rv.storageClass = storageClassOf(access, descriptorClass);
      if (r.cls == ir::ResourceClass::CBV) {
        // A CBV the caller maps to a storage buffer: the same uvec4 rows, runtime-sized.
        rv.elementType = b.typeVector(u32, 4);
        descriptor = storageBlock(ctx, shared, rv.elementType, 16, true);
      } else if (access.halfWords) {
        requireHalfWordStorage(ctx);
        rv.elementType = b.typeInt(16);
        descriptor = storageBlock(ctx, shared, rv.elementType, 2, r.cls == ir::ResourceClass::SRV);
      } else {
        descriptor = storageBlock(ctx, shared, u32, 4, r.cls == ir::ResourceClass::SRV);
        rv.elementType = u32;
      }
      if (ctx.spirvVersion() < 0x10300) b.extension("SPV_KHR_storage_buffer_storage_class");
      break;
    }
    case DescriptorType::UniformBuffer: {
      uint32_t uvec4 = b.typeVector(ctx.u32(), 4);
      descriptorClass = spv::StorageClassUniform;
      rv.storageClass = storageClassOf(access, descriptorClass);
      // Heap and device-address constant buffers have no declared size: D3D's maximum.
      uint32_t rows = access.kind == bindings::AccessKind::Descriptor ? std::max<uint32_t>(1, (r.cbufferSize + 15) / 16)
                                                                       : kMaxCBufferRows;
      descriptor = uniformBlock(ctx, shared, rows, access.kind == bindings::AccessKind::DeviceAddress);
      rv.elementType = uvec4;
      break;
    }
    case DescriptorType::UniformTexelBuffer:
    case DescriptorType::StorageTexelBuffer: {
      bool storage = access.descriptorType == DescriptorType::StorageTexelBuffer;
      rv.texelWords = r.kind != ir::ResourceKind::TypedBuffer;  // raw/structured through an r32ui view
      uint32_t sampled = rv.texelWords || !isFloatComponent(r.elementType) ? b.typeInt(32, !rv.texelWords && isSignedComponent(r.elementType))
                                                                           : ctx.f32();
      spv::ImageFormat format = spv::ImageFormatUnknown;
      if (storage && rv.texelWords) {
        format = spv::ImageFormatR32ui;  // word reads, writes and atomics
        b.capability(spv::CapabilityImageBuffer);
      } else if (storage && ctx.facts.resources[index].atomic64) {
        auto texel = declareInt64Texels(ctx, index, format);
        if (!texel) return texel.takeError();
        sampled = *texel;
        b.capability(spv::CapabilityImageBuffer);
      } else if (storage) {
        // D3D reads typed UAVs of single-channel 32-bit formats, or of 16-bit element types
        // through optional formats (R16G16B16A16_FLOAT...) whose channel count DXIL does not
        // give: those are read without a format, as writes always are.
        bool read = ctx.facts.resources[index].typedRead;  // typed UAV reads and atomics need a format
        if (read && !is16BitComponent(r.elementType)) format = singleChannelFormat(r.elementType);
        if (read && format == spv::ImageFormatUnknown) b.capability(spv::CapabilityStorageImageReadWithoutFormat);
        if (format == spv::ImageFormatUnknown) b.capability(spv::CapabilityStorageImageWriteWithoutFormat);
        b.capability(spv::CapabilityImageBuffer);
      } else {
        b.capability(spv::CapabilitySampledBuffer);
      }
      rv.imageType = b.typeImage(sampled, spv::DimBuffer, 0, 0, 0, storage ? 2 : 1, format);
      rv.elementType = sampled;
      descriptor = rv.imageType;
      break;
    }
    case DescriptorType::SampledImage:
    case DescriptorType::StorageImage:
    case DescriptorType::Sampler:
      if (auto s = declareImage(ctx, index); !s) return s;
      descriptor = rv.imageType;
      break;
    case DescriptorType::AccelerationStructure:
      return declareAccelerationStructure(ctx, index);
  }
  // ROV accesses must see the previous invocation's writes inside the interlock.
  bool coherent = r.globallyCoherent || rasterizerOrdered(ctx, r);
  // FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE: games expect a group's threads to see
  // each other's UAV writes (after a barrier) without globallycoherent. Coherent (device-wide
  // under the GLSL450 model) gives at least the workgroup coherence they rely on.
  const ir::ShaderStage stage = ctx.entry.stage;
  if (r.cls == ir::ResourceClass::UAV && quirk(ctx, DXSV_QUIRK_FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE) &&
      (stage == ir::ShaderStage::Compute || stage == ir::ShaderStage::Mesh || stage == ir::ShaderStage::Amplification ||
       stage == ir::ShaderStage::Node))
    coherent = true;
  auto declared = declareAccess(ctx, access, descriptor, descriptorClass, r.name, coherent);
  if (!declared) return declared.takeError();
  rv.variable = declared->variable;
  rv.pointerToBlock = declared->pointerToBlock;
  bool buffer = access.descriptorType == DescriptorType::StorageBuffer || access.descriptorType == DescriptorType::UniformBuffer;
  if (buffer) rv.pointerToData = b.typePointer(rv.storageClass, rv.elementType);
  bool aliased = false;
  if (access.halfWords && ctx.facts.resources[index].bufferAtomic32) {
    // Atomics stay on words (D3D aligns them to 4 bytes): an aliased uint view of the binding.
    uint32_t block32 = storageBlock(ctx, shared, ctx.u32(), 4, false);
    auto view = declareAccess(ctx, access, block32, descriptorClass, r.name.empty() ? "" : r.name + "_u32", coherent);
    if (!view) return view.takeError();
    rv.variable32 = view->variable;
    rv.pointerToBlock32 = view->pointerToBlock;
    rv.pointerToData32 = b.typePointer(rv.storageClass, ctx.u32());
    aliased = true;
  }
  if (access.descriptorType == DescriptorType::StorageBuffer && ctx.facts.resources[index].atomic64) {
    // Vulkan lets several variables share a binding; both views are Aliased so that the
    // compiler orders the 32-bit accesses and the 64-bit atomics on the same memory.
    uint32_t u64 = b.typeInt(64);
    uint32_t block64 = storageBlock(ctx, shared, u64, 8, false);
    auto view = declareAccess(ctx, access, block64, descriptorClass, r.name.empty() ? "" : r.name + "_u64", coherent);
    if (!view) return view.takeError();
    rv.variable64 = view->variable;
    rv.pointerToBlock64 = view->pointerToBlock;
    rv.pointerToData64 = b.typePointer(rv.storageClass, u64);
    aliased = true;
  }
  if (aliased && access.kind == bindings::AccessKind::Descriptor)
    for (uint32_t var : {rv.variable, rv.variable32, rv.variable64})
      if (var) b.decorate(var, spv::DecorationAliased);
  return Status::success();
}

// Pointer to 32-bit word `wordIndex` of a storage buffer, or of a uniform buffer's uvec4
// rows (component wordIndex % 4 of row wordIndex / 4).
uint32_t wordPointer(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t wordIndex) {
  uint32_t u32 = ctx.u32();
  wordIndex = viewIndex(ctx, h, wordIndex, nullptr);
  if (rv.texelWords) {  // atomics (and 16-bit stores) on the r32ui texel
    uint32_t pointer = ctx.op(spv::OpImageTexelPointer, ctx.b.typePointer(spv::StorageClassImage, u32), {h.base, wordIndex, ctx.u32Const(0)});
    if (h.nonUniform) ctx.b.decorate(pointer, spv::DecorationNonUniform);
    return pointer;
  }
  if (rv.elementType == u32) return ctx.op(spv::OpAccessChain, rv.pointerToData, {h.base, ctx.u32Const(0), wordIndex});
  return rowWordPointer(ctx, rv.storageClass, h.base, wordIndex);
}

// Reads 32-bit word `wordIndex`. Root constants read the root-parameter block; a read past
// their end (undefined in D3D) is clamped to stay inside it.
uint32_t loadWord(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t wordIndex) {
  uint32_t u32 = ctx.u32();
  if (rv.access.kind == bindings::AccessKind::RootConstants) {
    uint32_t last = ctx.u32Const(std::max<uint32_t>(1, rv.access.dwordCount) - 1);
    uint32_t clamped = ctx.glsl(u32, GLSLstd450UMin, {wordIndex, last});
    if (rv.access.rootSource == bindings::RootSource::ShaderRecord) return shaderRecordWord(ctx, rv.access.rootParameter, clamped);
    return rootBlockDword(ctx, ctx.op(spv::OpIAdd, u32, {clamped, ctx.u32Const(rv.access.rootDword)}));
  }
  uint32_t inBounds = 0;
  uint32_t index = viewIndex(ctx, h, wordIndex, &inBounds);
  uint32_t word;
  if (rv.texelWords) {
    BoundResource br{nullptr, &rv, &h};
    uint32_t texel = ctx.op(rv.access.descriptorType == DescriptorType::StorageTexelBuffer ? spv::OpImageRead : spv::OpImageFetch,
                            ctx.b.typeVector(u32, 4), {loadDescriptor(ctx, br), index});
    word = ctx.op(spv::OpCompositeExtract, u32, {texel, 0});
  } else {
    HandleAccess unchecked = h;
    unchecked.viewSize = 0;  // already applied
    word = loadThrough(ctx, rv, u32, wordPointer(ctx, rv, unchecked, index), 4);
  }
  return zeroOutside(ctx, inBounds, u32, word);
}

// Stores one 32-bit word (texel words: an r32ui texel write).
void storeWord(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t wordIndex, uint32_t value) {
  if (!rv.texelWords) {
    uint32_t pointer = wordPointer(ctx, rv, h, wordIndex);
    storeThrough(ctx, rv, pointer, value, 4);
    return;
  }
  uint32_t index = viewIndex(ctx, h, wordIndex, nullptr);
  uint32_t u32 = ctx.u32(), zero = ctx.u32Const(0);
  uint32_t texel = ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(u32, 4), {value, zero, zero, zero});
  BoundResource br{nullptr, &rv, &h};
  ctx.b.op(spv::OpImageWrite, {loadDescriptor(ctx, br), index, texel});
}

uint32_t addWords(EmitContext& ctx, uint32_t base, uint32_t offset) {
  return offset == 0 ? base : ctx.op(spv::OpIAdd, ctx.u32(), {base, ctx.u32Const(offset)});
}

// Reads one element of `bits` width at byte address `address` + `byteOffset`.
// The byte address of an element: `address` + `byteOffset`, plus the view's mid-word start.
uint32_t elementByte(EmitContext& ctx, const HandleAccess& h, uint32_t address, uint32_t byteOffset) {
  uint32_t u32 = ctx.u32();
  uint32_t at = byteOffset ? ctx.op(spv::OpIAdd, u32, {address, ctx.u32Const(byteOffset)}) : address;
  return h.viewByteRemainder ? ctx.op(spv::OpIAdd, u32, {at, h.viewByteRemainder}) : at;
}

uint32_t loadElement(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t address, uint32_t byteOffset, uint32_t bits, uint32_t type) {
  uint32_t u32 = ctx.u32();
  uint32_t at = elementByte(ctx, h, address, byteOffset);
  if (rv.access.halfWords) return loadHalves(ctx, rv, h, at, bits, type);
  uint32_t word = ctx.op(spv::OpShiftRightLogical, u32, {at, ctx.u32Const(2)});
  if (bits == 32) {
    uint32_t v = loadWord(ctx, rv, h, word);
    return type == u32 ? v : ctx.bitcast(type, v);
  }
  if (bits == 64) {
    uint32_t lo = loadWord(ctx, rv, h, word);
    uint32_t hi = loadWord(ctx, rv, h, addWords(ctx, word, 1));
    uint32_t pair = ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(u32, 2), {lo, hi});
    return ctx.bitcast(type, pair);
  }
  // 16-bit: pick the half of the word.
  uint32_t v = loadWord(ctx, rv, h, word);
  uint32_t shift = ctx.op(spv::OpShiftLeftLogical, u32, {ctx.op(spv::OpBitwiseAnd, u32, {at, ctx.u32Const(2)}), ctx.u32Const(3)});
  uint32_t half = ctx.op(spv::OpShiftRightLogical, u32, {v, shift});
  uint32_t u16 = ctx.b.typeInt(16);
  uint32_t narrow = ctx.op(spv::OpUConvert, u16, {half});
  return type == u16 ? narrow : ctx.bitcast(type, narrow);
}

void storeElement(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t address, uint32_t byteOffset, uint32_t bits,
                  uint32_t value, bool isU32) {
  uint32_t u32 = ctx.u32();
  uint32_t at = elementByte(ctx, h, address, byteOffset);
  if (rv.access.halfWords) {
    storeHalves(ctx, rv, h, at, bits, value, isU32);
    return;
  }
  uint32_t word = ctx.op(spv::OpShiftRightLogical, u32, {at, ctx.u32Const(2)});
  if (bits == 32 && !rv.texelWords && !h.viewSize) {
    uint32_t pointer = wordPointer(ctx, rv, h, word);  // ids in a fixed order: arguments are unsequenced
    storeThrough(ctx, rv, pointer, isU32 ? value : ctx.bitcast(u32, value), 4);
    return;
  }
  if (bits == 32) {
    storeWord(ctx, rv, h, word, isU32 ? value : ctx.bitcast(u32, value));
    return;
  }
  if (bits == 64 && (rv.texelWords || h.viewSize)) {
    uint32_t pair = ctx.bitcast(ctx.b.typeVector(u32, 2), value);
    storeWord(ctx, rv, h, word, ctx.op(spv::OpCompositeExtract, u32, {pair, 0}));
    storeWord(ctx, rv, h, addWords(ctx, word, 1), ctx.op(spv::OpCompositeExtract, u32, {pair, 1}));
    return;
  }
  if (bits == 64) {
    uint32_t pair = ctx.bitcast(ctx.b.typeVector(u32, 2), value);
    uint32_t low = wordPointer(ctx, rv, h, word);
    storeThrough(ctx, rv, low, ctx.op(spv::OpCompositeExtract, u32, {pair, 0}), 4);
    uint32_t high = wordPointer(ctx, rv, h, addWords(ctx, word, 1));
    storeThrough(ctx, rv, high, ctx.op(spv::OpCompositeExtract, u32, {pair, 1}), 4);
    return;
  }
  // 16-bit: clear and set the half atomically, so neighbours writing the other half of the
  // same word don't race with us.
  uint32_t u16 = ctx.b.typeInt(16);
  uint32_t bits16 = isU32 ? value : ctx.bitcast(u16, value);
  uint32_t wide = ctx.op(spv::OpUConvert, u32, {bits16});
  uint32_t shift = ctx.op(spv::OpShiftLeftLogical, u32, {ctx.op(spv::OpBitwiseAnd, u32, {at, ctx.u32Const(2)}), ctx.u32Const(3)});
  uint32_t keepMask = ctx.op(spv::OpNot, u32, {ctx.op(spv::OpShiftLeftLogical, u32, {ctx.u32Const(0xffff), shift})});
  uint32_t setBits = ctx.op(spv::OpShiftLeftLogical, u32, {wide, shift});
  uint32_t ptr = wordPointer(ctx, rv, h, word);
  uint32_t scope = ctx.u32Const(spv::ScopeDevice), semantics = ctx.u32Const(0);
  ctx.op(spv::OpAtomicAnd, u32, {ptr, scope, semantics, keepMask});
  ctx.op(spv::OpAtomicOr, u32, {ptr, scope, semantics, setBits});
}

// Builds a ResRet-like struct from the loaded components (missing ones undefined).
void defineResRet(EmitContext& ctx, const ir::Instr& instr, const std::vector<uint32_t>& components) {
  const ir::Type& t = ctx.module.types[instr.type];
  std::vector<uint32_t> members;
  for (size_t i = 0; i < t.members.size(); ++i) {
    if (i < components.size() && components[i]) members.push_back(components[i]);
    else if (i == t.members.size() - 1 && t.members.size() == 5) members.push_back(ctx.b.constant(ctx.type(t.members[i]), 0, 32));
    else members.push_back(ctx.b.undef(ctx.type(t.members[i])));
  }
  ctx.define(instr, spv::OpCompositeConstruct, members);
}

Result<bool> emitRawLoad(EmitContext& ctx, const ir::Instr& instr, const ResourceVar& rv, const HandleAccess& h) {
  const ir::Type& t = ctx.module.types[instr.type];
  if (t.kind != ir::TypeKind::Struct || t.members.empty()) return ctx.error("raw buffer load with a non-struct result");
  ir::TypeId elemId = t.members[0];
  uint32_t bits = ctx.module.types[elemId].bits;
  uint32_t elemType = ctx.type(elemId);
  uint32_t address = ctx.value(instr.args[1]);
  std::vector<uint32_t> comps;
  for (uint32_t i = 0; i < 4 && i + 1 < t.members.size(); ++i)
    comps.push_back(instr.lits[0] & (1u << i) ? loadElement(ctx, rv, h, address, i * bits / 8, bits, elemType) : 0);
  defineResRet(ctx, instr, comps);
  return true;
}

Result<bool> emitRawStore(EmitContext& ctx, const ir::Instr& instr, const ResourceVar& rv, const HandleAccess& h) {
  uint32_t address = ctx.value(instr.args[1]);
  for (uint32_t i = 0; i < 4; ++i) {
    ir::ValueId v = instr.args[2 + i];
    if (!(instr.lits[0] & (1u << i)) || v == ir::kNoValue) continue;
    ir::TypeId vt = ctx.module.typeOf(v);
    uint32_t bits = ctx.module.types[vt].bits;
    bool isUnsignedInt = ctx.module.types[vt].kind == ir::TypeKind::Int && bits != 64;
    storeElement(ctx, rv, h, address, i * bits / 8, bits, ctx.value(v), isUnsignedInt);
  }
  return true;
}

Result<bool> emitCBufferLoad(EmitContext& ctx, const ir::Instr& instr, const ResourceVar& rv, const HandleAccess& h) {
  const ir::Type& t = ctx.module.types[instr.type];
  uint32_t u32 = ctx.u32();
  uint32_t row;
  if (rv.access.kind == bindings::AccessKind::RootConstants) {
    uint32_t first = ctx.op(spv::OpShiftLeftLogical, u32, {ctx.value(instr.args[1]), ctx.u32Const(2)});
    std::vector<uint32_t> words;
    for (uint32_t i = 0; i < 4; ++i) words.push_back(loadWord(ctx, rv, h, addWords(ctx, first, i)));
    row = ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(u32, 4), words);
  } else {
    uint32_t ptr = ctx.op(spv::OpAccessChain, rv.pointerToData, {h.base, ctx.u32Const(0), ctx.value(instr.args[1])});
    row = loadThrough(ctx, rv, rv.elementType, ptr, 16);
  }
  std::vector<uint32_t> comps;
  for (size_t i = 0; i < t.members.size(); ++i) {
    const ir::Type& mt = ctx.module.types[t.members[i]];
    uint32_t mtype = ctx.type(t.members[i]);
    if (mt.bits == 32) {
      uint32_t w = ctx.op(spv::OpCompositeExtract, u32, {row, uint32_t(i)});
      comps.push_back(mtype == u32 ? w : ctx.bitcast(mtype, w));
    } else if (mt.bits == 64) {
      uint32_t lo = ctx.op(spv::OpCompositeExtract, u32, {row, uint32_t(2 * i)});
      uint32_t hi = ctx.op(spv::OpCompositeExtract, u32, {row, uint32_t(2 * i + 1)});
      comps.push_back(ctx.bitcast(mtype, ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(u32, 2), {lo, hi})));
    } else if (mt.bits == 16) {
      uint32_t w = ctx.op(spv::OpCompositeExtract, u32, {row, uint32_t(i / 2)});
      uint32_t shifted = (i % 2) ? ctx.op(spv::OpShiftRightLogical, u32, {w, ctx.u32Const(16)}) : w;
      uint32_t u16 = ctx.b.typeInt(16);
      uint32_t narrow = ctx.op(spv::OpUConvert, u16, {shifted});
      comps.push_back(mtype == u16 ? narrow : ctx.bitcast(mtype, narrow));
    } else {
      return ctx.unsupported("constant buffer load of an unsupported element width");
    }
  }
  ctx.define(instr, spv::OpCompositeConstruct, comps);
  return true;
}

// CBufferLoad: one scalar at a byte offset, read through the words of the uvec4 rows.
Result<bool> emitCBufferScalarLoad(EmitContext& ctx, const ir::Instr& instr, const ResourceVar& rv, const HandleAccess& h) {
  uint32_t bits = ctx.module.types[instr.type].bits;
  ctx.defineAs(instr, loadElement(ctx, rv, h, ctx.value(instr.args[1]), 0, bits, ctx.type(instr.type)));
  return true;
}

Result<bool> emitTypedLoad(EmitContext& ctx, const ir::Instr& instr, const BoundResource& br, bool storage) {
  const ir::Type& t = ctx.module.types[instr.type];
  const ResourceVar& rv = *br.var;
  uint32_t image = loadDescriptor(ctx, br);
  uint32_t vec4 = ctx.b.typeVector(rv.elementType, 4);
  // Outside an offset buffer's view the fetch goes to an index outside every view, and the
  // driver's out-of-bounds texel is the result (robustBufferAccess2: zeros, format-expanded, so
  // an R32 view reads (0, 0, 0, 1)), as for a descriptor sized to the view; no zero select.
  uint32_t coord = viewIndex(ctx, *br.access, ctx.value(instr.args[1]), nullptr);
  // CheckAccessFullyMapped on the status: the sparse variants report a tiled buffer's
  // unmapped pages (vkd3d-proton test_sparse_default_mapping).
  const bool sparse = !instr.lits.empty() && (instr.lits[0] & ir::kTexSparse);
  spv::Op opcode = storage ? (sparse ? spv::OpImageSparseRead : spv::OpImageRead)
                           : (sparse ? spv::OpImageSparseFetch : spv::OpImageFetch);
  Texel texel = splitSparse(ctx, ctx.op(opcode, sparseType(ctx, vec4, sparse), {image, coord}), vec4, sparse);
  std::array<uint32_t, 4> words{};
  if (rv.int64Texels) words = splitInt64Texel(ctx, texel.value, rv.elementType);
  uint32_t componentType = rv.int64Texels ? ctx.u32() : rv.elementType;
  std::vector<uint32_t> comps;
  for (uint32_t i = 0; i < 4 && i < t.members.size(); ++i) {
    uint32_t c = rv.int64Texels ? words[i] : ctx.op(spv::OpCompositeExtract, rv.elementType, {texel.value, i});
    comps.push_back(fromTexelComponent(ctx, c, componentType, t.members[i]));
  }
  if (sparse) {
    comps.resize(4, 0);
    comps.push_back(texel.status);
  }
  defineResRet(ctx, instr, comps);
  return true;
}

Result<bool> emitTypedStore(EmitContext& ctx, const ir::Instr& instr, const BoundResource& br) {
  uint32_t image = loadDescriptor(ctx, br);
  uint32_t texel = storedTexel(ctx, instr, *br.var, br.resource->elementType);
  ctx.b.op(spv::OpImageWrite, {image, viewIndex(ctx, *br.access, ctx.value(instr.args[1]), nullptr), texel});
  return true;
}

Result<bool> emitBufferAtomic(EmitContext& ctx, const ir::Instr& instr, const ResourceVar& rv, const HandleAccess& h, bool typed) {
  uint32_t valueType = ctx.type(instr.type);
  const ir::Type& t = ctx.module.types[instr.type];
  uint32_t ptr;
  if (typed) {
    if (auto s = checkAtomicWidth(ctx, instr, rv); !s) return s.takeError();
    uint32_t texelPtr = ctx.b.typePointer(spv::StorageClassImage, rv.elementType);
    ptr = ctx.op(spv::OpImageTexelPointer, texelPtr, {h.base, viewIndex(ctx, h, ctx.value(instr.args[1]), nullptr), ctx.u32Const(0)});
    if (h.nonUniform) ctx.b.decorate(ptr, spv::DecorationNonUniform);
    valueType = rv.elementType;
  } else {
    if (t.bits == 64 && (rv.texelWords || h.viewSize))
      return ctx.unsupported("64-bit atomics on a raw buffer mapped to a texel buffer or read through an offset buffer");
    if (t.bits == 64) {
      ctx.b.capability(spv::CapabilityInt64Atomics);
      uint32_t index = ctx.op(spv::OpShiftRightLogical, ctx.u32(), {ctx.value(instr.args[1]), ctx.u32Const(3)});
      ptr = ctx.op(spv::OpAccessChain, rv.pointerToData64, {h.base64, ctx.u32Const(0), index});
      valueType = ctx.b.typeInt(64);
    } else if (rv.access.halfWords) {
      if (!h.base32) return ctx.error("atomic on a 16-bit buffer view without its 32-bit view");
      ptr = halfWordBufferAtomicPointer(ctx, rv, h, ctx.value(instr.args[1]));
      valueType = ctx.u32();
    } else {
      uint32_t word = ctx.op(spv::OpShiftRightLogical, ctx.u32(), {ctx.value(instr.args[1]), ctx.u32Const(2)});
      ptr = wordPointer(ctx, rv, h, word);
      valueType = ctx.u32();
    }
  }
  emitAtomicAt(ctx, instr, ptr, valueType);
  return true;
}

Result<bool> emitDimensions(EmitContext& ctx, const ir::Instr& instr, const BoundResource& br) {
  uint32_t u32 = ctx.u32();
  const ir::Resource& r = *br.resource;
  const ResourceVar& rv = *br.var;
  uint32_t size;
  const uint32_t unitShift = rv.access.halfWords ? 1 : 2;  // bytes per array element, log2
  if (br.access->viewSize) {
    // The view's own size (the descriptor may be larger): texels, or words (halves) of a raw buffer.
    size = br.access->viewSize;
    if (r.kind != ir::ResourceKind::TypedBuffer) {
      uint32_t bytes = ctx.op(spv::OpShiftLeftLogical, u32, {size, ctx.u32Const(unitShift)});
      size = r.kind == ir::ResourceKind::StructuredBuffer ? ctx.op(spv::OpUDiv, u32, {bytes, ctx.u32Const(r.stride)}) : bytes;
    }
  } else if (r.kind == ir::ResourceKind::TypedBuffer) {
    ctx.b.capability(spv::CapabilityImageQuery);
    size = ctx.op(spv::OpImageQuerySize, u32, {loadDescriptor(ctx, br)});
  } else if (rv.texelWords) {
    ctx.b.capability(spv::CapabilityImageQuery);
    uint32_t words = ctx.op(spv::OpImageQuerySize, u32, {loadDescriptor(ctx, br)});
    uint32_t bytes = ctx.op(spv::OpShiftLeftLogical, u32, {words, ctx.u32Const(2)});
    size = r.kind == ir::ResourceKind::StructuredBuffer ? ctx.op(spv::OpUDiv, u32, {bytes, ctx.u32Const(r.stride)}) : bytes;
  } else if (rv.access.kind != bindings::AccessKind::Descriptor && rv.access.kind != bindings::AccessKind::HeapElement) {
    return ctx.unsupported("GetDimensions on resource '" + escapeText(r.name) + "', a root descriptor: a device address carries no size");
  } else {
    uint32_t words = ctx.op(spv::OpArrayLength, u32, {br.access->base, 0});
    uint32_t bytes = ctx.op(spv::OpShiftLeftLogical, u32, {words, ctx.u32Const(unitShift)});
    size = r.kind == ir::ResourceKind::StructuredBuffer ? ctx.op(spv::OpUDiv, u32, {bytes, ctx.u32Const(r.stride)}) : bytes;
  }
  const ir::Type& t = ctx.module.types[instr.type];
  std::vector<uint32_t> members = {size};
  for (size_t i = 1; i < t.members.size(); ++i) members.push_back(ctx.b.undef(ctx.type(t.members[i])));
  ctx.define(instr, spv::OpCompositeConstruct, members);
  return true;
}

// The hidden counter is its own descriptor, as D3D binds it separately from the UAV.
Status declareCounter(EmitContext& ctx, uint32_t index) {
  const ir::Resource& r = ctx.module.resources[index];
  ResourceVar& rv = ctx.resources[index];
  auto access = ctx.bindings.mapCounter(r);
  if (!access) return access.takeError();
  rv.counterAccess = *access;
  std::string name = r.name.empty() ? "" : r.name + "_counter";
  bool shared = access->kind == bindings::AccessKind::HeapElement;
  Result<DeclaredAccess> declared = DeclaredAccess{};
  if (access->kind == bindings::AccessKind::DeviceAddress) {
    // A table of counter addresses (uvec2 each), one storage buffer at (set, binding).
    bindings::ResourceAccess table = *access;
    table.kind = bindings::AccessKind::Descriptor;
    table.arraySize = 1;
    uint32_t block = storageBlock(ctx, false, ctx.b.typeVector(ctx.u32(), 2), 8, true);
    declared = declareAccess(ctx, table, block, spv::StorageClassStorageBuffer, name.empty() ? "" : name + "_addresses", false);
    requirePhysicalStorageBuffer(ctx);
  } else if (access->descriptorType == DescriptorType::StorageTexelBuffer) {
    // An r32ui texel buffer: the count is texel 0 (atomics on R32ui are required of every device).
    ctx.b.capability(spv::CapabilityImageBuffer);
    rv.counterImageType = ctx.b.typeImage(ctx.u32(), spv::DimBuffer, 0, 0, 0, 2, spv::ImageFormatR32ui);
    declared = declareAccess(ctx, *access, rv.counterImageType, spv::StorageClassUniformConstant, name, false);
  } else {
    uint32_t block = blockType(ctx, shared, {3}, false, [&] { return ctx.u32(); });
    declared = declareAccess(ctx, *access, block, spv::StorageClassStorageBuffer, name, false);
  }
  if (!declared) return declared.takeError();
  rv.counterVariable = declared->variable;
  rv.counterPointerToBlock = declared->pointerToBlock;
  return Status::success();
}

// A counter reached by address may belong to a null descriptor (address 0). D3D makes a null
// counter's IncrementCounter / DecrementCounter return 0 and drops the update; Vulkan would
// dereference address 0. A helper function per direction does
//   if (address != 0) r = atomic(address) (DecrementCounter: minus 1); return address ? r : 0;
// as a selection construct, so the caller's block is not split.
uint32_t addressedCounterFunction(EmitContext& ctx, bool increment) {
  std::string name = increment ? "counter_increment_or_null" : "counter_decrement_or_null";
  if (auto it = ctx.helperFunctions.find(name); it != ctx.helperFunctions.end()) return it->second;
  Builder& b = ctx.b;
  HelperFunctionScope aside(ctx);
  uint32_t u32 = ctx.u32(), u64 = b.typeInt(64), boolType = b.typeBool();
  uint32_t fn = b.newId(), address = b.newId();
  b.name(fn, name);
  b.op(spv::OpFunction, {u32, fn, uint32_t(spv::FunctionControlMaskNone), b.typeFunction(u32, {u64})});
  b.op(spv::OpFunctionParameter, {u64, address});
  uint32_t entry = b.newId(), update = b.newId(), merge = b.newId();
  b.op(spv::OpLabel, {entry});
  uint32_t nonNull = ctx.op(spv::OpINotEqual, boolType, {address, b.constant(u64, 0, 64)});
  b.op(spv::OpSelectionMerge, {merge, uint32_t(spv::SelectionControlMaskNone)});
  b.op(spv::OpBranchConditional, {nonNull, update, merge});
  b.op(spv::OpLabel, {update});
  uint32_t ptr = ctx.op(spv::OpConvertUToPtr, b.typePointer(spv::StorageClassPhysicalStorageBuffer, u32), {address});
  uint32_t scope = ctx.u32Const(spv::ScopeDevice), semantics = ctx.u32Const(0);
  uint32_t counted = increment ? ctx.op(spv::OpAtomicIAdd, u32, {ptr, scope, semantics, ctx.u32Const(1)})
                               : ctx.op(spv::OpISub, u32, {ctx.op(spv::OpAtomicISub, u32, {ptr, scope, semantics, ctx.u32Const(1)}),
                                                           ctx.u32Const(1)});
  b.op(spv::OpBranch, {merge});
  b.op(spv::OpLabel, {merge});
  uint32_t result = b.newId();
  b.op(spv::OpPhi, {u32, result, counted, update, ctx.u32Const(0), entry});
  b.op(spv::OpReturnValue, {result});
  b.op(spv::OpFunctionEnd, {});
  ctx.helperFunctions[name] = fn;
  return fn;
}

// IncrementCounter returns the count before the increment, DecrementCounter the count after.
Result<bool> emitUpdateCounter(EmitContext& ctx, const ir::Instr& instr, const ResourceVar& rv, const HandleAccess& h) {
  uint32_t u32 = ctx.u32();
  uint32_t ptr;
  if (rv.counterAccess.kind == bindings::AccessKind::DeviceAddress) {
    ctx.define(instr, spv::OpFunctionCall, {addressedCounterFunction(ctx, instr.lits.at(0) == 1), h.counter});
    return true;
  } else if (rv.counterImageType) {
    ptr = ctx.op(spv::OpImageTexelPointer, ctx.b.typePointer(spv::StorageClassImage, u32), {h.counter, ctx.u32Const(0), ctx.u32Const(0)});
    if (h.nonUniform) ctx.b.decorate(ptr, spv::DecorationNonUniform);
  } else {
    ptr = ctx.op(spv::OpAccessChain, ctx.b.typePointer(spv::StorageClassStorageBuffer, u32), {h.counter, ctx.u32Const(0)});
  }
  uint32_t scope = ctx.u32Const(spv::ScopeDevice), semantics = ctx.u32Const(0);
  if (instr.lits.at(0) == 1) {
    ctx.define(instr, spv::OpAtomicIAdd, {ptr, scope, semantics, ctx.u32Const(1)});
  } else {
    uint32_t before = ctx.op(spv::OpAtomicISub, u32, {ptr, scope, semantics, ctx.u32Const(1)});
    ctx.define(instr, spv::OpISub, {before, ctx.u32Const(1)});
  }
  return true;
}

}  // namespace

// A stage that owns its push constants (work-graph nodes) reads root arguments only from a
// root-parameter block in a uniform buffer: one entry point may use one push-constant block.
static Status checkRootBlockPlacement(EmitContext& ctx, const ir::Resource& r, const bindings::ResourceAccess& access) {
  const char* owner = ctx.stage->ownPushConstants();
  if (!owner || !ctx.bindings.rootLayout().blockInPushConstants) return Status::success();
  if (access.rootSource != bindings::RootSource::RootBlock || access.rootDword == bindings::kNoRootDword) return Status::success();
  return ctx.unsupported("resource " + escapeText(bindings::resourceName(r)) + " is reached through the root-parameter block, which " +
                         "is in push constants, but " + owner + " owns the push constants: the layer must put the root-parameter " +
                         "block in a uniform buffer (root_block_in_uniform_buffer / ROOT_CONSTANT_INLINE_UNIFORM_BLOCK; " +
                         "root-signature mode: push_constant_bytes 0)");
}

Status declareResources(EmitContext& ctx) {
  ctx.resources.resize(ctx.module.resources.size());
  for (uint32_t i = 0; i < ctx.module.resources.size(); ++i) {
    const ir::Resource& r = ctx.module.resources[i];
    auto access = ctx.bindings.map(r);
    if (!access) return access.takeError();
    if (auto s = checkRootBlockPlacement(ctx, r, *access); !s) return s;
    ctx.resources[i].access = *access;
    if (auto s = declareBuffer(ctx, i); !s) return s;
    if (!r.hasCounter) continue;
    if (auto s = declareCounter(ctx, i); !s) return s;
    if (auto s = checkRootBlockPlacement(ctx, r, ctx.resources[i].counterAccess); !s) return s;
  }
  return Status::success();
}

Result<bool> emitResourceOp(EmitContext& ctx, const ir::Instr& instr) {
  switch (instr.op) {
    case ir::Op::ResourceHandle: return emitResourceHandle(ctx, instr);
    case ir::Op::RawBufferLoad: case ir::Op::RawBufferStore: case ir::Op::TypedBufferLoad:
    case ir::Op::TypedBufferStore: case ir::Op::CBufferLoadLegacy: case ir::Op::CBufferLoad:
    case ir::Op::BufferAtomic:
    case ir::Op::BufferGetDimensions: case ir::Op::BufferUpdateCounter: break;
    default: return false;
  }
  auto bound = boundResource(ctx, instr.args[0]);
  if (!bound) return bound.takeError();
  const ir::Resource& r = *bound->resource;
  const ResourceVar& rv = *bound->var;
  const HandleAccess& h = *bound->access;
  bool typed = r.kind == ir::ResourceKind::TypedBuffer;
  bool isImage = rv.imageType != 0;
  // Raw/structured buffers through texel views are images for every op, their counter op included.
  bool needsImage = (typed && instr.op != ir::Op::BufferUpdateCounter) || rv.texelWords;
  if (isImage != needsImage || (instr.op == ir::Op::BufferUpdateCounter && !h.counter))
    return ctx.error("buffer operation on resource '" + escapeText(r.name) + "', which does not support it");
  switch (instr.op) {
    case ir::Op::RawBufferLoad: return emitRawLoad(ctx, instr, rv, h);
    case ir::Op::RawBufferStore: return emitRawStore(ctx, instr, rv, h);
    case ir::Op::TypedBufferLoad: return emitTypedLoad(ctx, instr, *bound, r.cls == ir::ResourceClass::UAV);
    case ir::Op::TypedBufferStore: return emitTypedStore(ctx, instr, *bound);
    case ir::Op::CBufferLoadLegacy: return emitCBufferLoad(ctx, instr, rv, h);
    case ir::Op::CBufferLoad: return emitCBufferScalarLoad(ctx, instr, rv, h);
    case ir::Op::BufferAtomic: return emitBufferAtomic(ctx, instr, rv, h, typed);
    case ir::Op::BufferGetDimensions: return emitDimensions(ctx, instr, *bound);
    case ir::Op::BufferUpdateCounter: return emitUpdateCounter(ctx, instr, rv, h);
    default: return false;
  }
}

}  // namespace dxsv::spirv
