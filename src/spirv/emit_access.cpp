// How resources are reached, as bindings/ decided (ResourceAccess): descriptor variables,
// descriptor arrays, shared heap arrays, the root-parameter block (root constants, table
// offsets, device addresses). Each ResourceHandle resolves here, where it is created, to
// pointers that the buffer and texture emitters use.
#include "common/escape.h"
#include "spirv/emit_resources.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

namespace {

using bindings::AccessKind;

void requireDescriptorIndexing(EmitContext& ctx, spv::Capability capability) {
  ctx.b.capability(capability);
  if (ctx.spirvVersion() < 0x10500) ctx.b.extension("SPV_EXT_descriptor_indexing");
}

spv::Capability nonUniformCapability(bindings::DescriptorType type) {
  switch (type) {
    case bindings::DescriptorType::StorageBuffer: return spv::CapabilityStorageBufferArrayNonUniformIndexing;
    case bindings::DescriptorType::UniformBuffer: return spv::CapabilityUniformBufferArrayNonUniformIndexing;
    case bindings::DescriptorType::UniformTexelBuffer: return spv::CapabilityUniformTexelBufferArrayNonUniformIndexing;
    case bindings::DescriptorType::StorageTexelBuffer: return spv::CapabilityStorageTexelBufferArrayNonUniformIndexing;
    case bindings::DescriptorType::StorageImage: return spv::CapabilityStorageImageArrayNonUniformIndexing;
    case bindings::DescriptorType::AccelerationStructure: return spv::CapabilityShaderNonUniform;  // no array capability
    case bindings::DescriptorType::SampledImage:
    case bindings::DescriptorType::Sampler: break;
  }
  return spv::CapabilitySampledImageArrayNonUniformIndexing;
}

void declareRootBlock(EmitContext& ctx) {
  if (ctx.rootBlock) return;
  const bindings::RootLayout& layout = ctx.bindings.rootLayout();
  Builder& b = ctx.b;
  uint32_t dwords = std::max<uint32_t>(1, layout.blockDwords);
  uint32_t array, sc;
  if (layout.blockInPushConstants) {
    array = b.typeArrayUnique(ctx.u32(), dwords);
    b.decorate(array, spv::DecorationArrayStride, {4});
    sc = spv::StorageClassPushConstant;
  } else {
    // Uniform buffers keep std140's 16-byte array stride: uvec4 rows.
    array = b.typeArrayUnique(b.typeVector(ctx.u32(), 4), (dwords + 3) / 4);
    b.decorate(array, spv::DecorationArrayStride, {16});
    sc = spv::StorageClassUniform;
  }
  uint32_t block = b.typeStructUnique({array});
  b.decorate(block, spv::DecorationBlock);
  b.memberDecorate(block, 0, spv::DecorationOffset, {0});
  b.name(block, "RootParameters");
  ctx.rootBlock = b.variable(b.typePointer(spv::StorageClass(sc), block), spv::StorageClass(sc));
  if (!layout.blockInPushConstants) {
    b.decorate(ctx.rootBlock, spv::DecorationDescriptorSet, {layout.heaps.rootSet});
    b.decorate(ctx.rootBlock, spv::DecorationBinding, {layout.rootBlockBinding});
  }
  b.name(ctx.rootBlock, "root");
  if (ctx.interfaceListsAllGlobals()) ctx.interface.push_back(ctx.rootBlock);
}

uint32_t chain(EmitContext& ctx, uint32_t pointerType, uint32_t base, uint32_t element, bool nonUniform) {
  uint32_t pointer = ctx.op(spv::OpAccessChain, pointerType, {base, element});
  if (nonUniform) ctx.b.decorate(pointer, spv::DecorationNonUniform);
  return pointer;
}

// The array element a handle picks: heap offset from the root block + base index + the
// handle's index within its range. A non-uniform index is decorated unless it is a constant.
uint32_t elementIndex(EmitContext& ctx, const bindings::ResourceAccess& access, ir::ValueId handleIndex, bool nonUniform) {
  const ir::ValueDef& def = ctx.module.values[handleIndex];
  bool constant = def.kind == ir::ValueKind::Constant;
  uint32_t index = constant ? ctx.u32Const(uint32_t(def.bits) + access.baseIndex) : ctx.value(handleIndex);
  if (!constant && access.baseIndex) index = ctx.op(spv::OpIAdd, ctx.u32(), {index, ctx.u32Const(access.baseIndex)});
  // Address tables (an acceleration structure's; a counter's, DeviceAddress) are indexed as a
  // heap element is.
  bool table = access.kind == AccessKind::HeapElement || access.kind == AccessKind::DeviceAddress ||
               access.kind == AccessKind::AddressTable;
  if (table && access.rootDword != bindings::kNoRootDword) {
    uint32_t start = rootArgumentWord(ctx, access, 0);
    if (access.rootDwordShift) start = ctx.op(spv::OpShiftRightLogical, ctx.u32(), {start, ctx.u32Const(access.rootDwordShift)});
    index = ctx.op(spv::OpIAdd, ctx.u32(), {start, index});
    constant = false;
  }
  if (nonUniform && !constant) ctx.b.decorate(index, spv::DecorationNonUniform);
  return index;
}

// Offset buffers (caller mode): the storage buffer { uvec2 entries[]; } at (set, binding),
// declared once per binding.
uint32_t offsetBufferVariable(EmitContext& ctx, const bindings::OffsetBuffer& ob) {
  auto key = std::make_tuple(ob.set, ob.binding, 0xffffffffu);
  if (auto it = ctx.heapVariables.find(key); it != ctx.heapVariables.end()) return it->second;
  Builder& b = ctx.b;
  uint32_t uvec2 = b.typeVector(ctx.u32(), 2);
  uint32_t array = b.typeRuntimeArrayUnique(uvec2);
  b.decorate(array, spv::DecorationArrayStride, {8});
  uint32_t block = b.typeStructUnique({array});
  b.decorate(block, spv::DecorationBlock);
  b.memberDecorate(block, 0, spv::DecorationOffset, {0});
  b.memberDecorate(block, 0, spv::DecorationNonWritable);
  b.name(block, "ViewOffsets");
  uint32_t variable = b.variable(b.typePointer(spv::StorageClassStorageBuffer, block), spv::StorageClassStorageBuffer);
  b.decorate(variable, spv::DecorationDescriptorSet, {ob.set});
  b.decorate(variable, spv::DecorationBinding, {ob.binding});
  b.name(variable, "viewOffsets");
  if (ctx.spirvVersion() < 0x10300) b.extension("SPV_KHR_storage_buffer_storage_class");
  if (ctx.interfaceListsAllGlobals()) ctx.interface.push_back(variable);
  ctx.heapVariables[key] = variable;
  return variable;
}

// The view (offset, size) of heap element `element`, in the units its accesses index: words
// for raw/structured storage buffers (the entry is in bytes), texels otherwise.
void loadView(EmitContext& ctx, const ResourceVar& rv, uint32_t element, HandleAccess& h) {
  const bindings::OffsetBuffer& ob = rv.access.offsetBuffer;
  uint32_t u32 = ctx.u32(), uvec2 = ctx.b.typeVector(u32, 2);
  uint32_t entry = element;
  if (ob.stride != 1) entry = ctx.op(spv::OpIMul, u32, {entry, ctx.u32Const(ob.stride)});
  if (ob.slot) entry = ctx.op(spv::OpIAdd, u32, {entry, ctx.u32Const(ob.slot)});
  uint32_t pointer = ctx.op(spv::OpAccessChain, ctx.b.typePointer(spv::StorageClassStorageBuffer, uvec2),
                            {offsetBufferVariable(ctx, ob), ctx.u32Const(0), entry});
  uint32_t pair = ctx.op(spv::OpLoad, uvec2, {pointer});
  h.viewOffset = ctx.op(spv::OpCompositeExtract, u32, {pair, 0});
  h.viewSize = ctx.op(spv::OpCompositeExtract, u32, {pair, 1});
  if (rv.access.halfWords) {
    // Bytes to halves: strides are even (DXIL has no 8-bit loads), so views start on a half;
    // the size still covers a trailing odd byte.
    h.viewOffset = ctx.op(spv::OpShiftRightLogical, u32, {h.viewOffset, ctx.u32Const(1)});
    uint32_t end = ctx.op(spv::OpIAdd, u32, {h.viewSize, ctx.u32Const(1)});
    h.viewSize = ctx.op(spv::OpShiftRightLogical, u32, {end, ctx.u32Const(1)});
  } else if (rv.access.descriptorType == bindings::DescriptorType::StorageBuffer) {
    // Bytes to words. A 16-bit structured view may start and end mid-word: accesses add the
    // start's remainder to their byte address, and the size covers every word the view touches.
    uint32_t bytes = h.viewOffset;
    h.viewByteRemainder = ctx.op(spv::OpBitwiseAnd, u32, {bytes, ctx.u32Const(3)});
    h.viewOffset = ctx.op(spv::OpShiftRightLogical, u32, {bytes, ctx.u32Const(2)});
    uint32_t end = ctx.op(spv::OpIAdd, u32, {ctx.op(spv::OpIAdd, u32, {h.viewSize, h.viewByteRemainder}), ctx.u32Const(3)});
    h.viewSize = ctx.op(spv::OpShiftRightLogical, u32, {end, ctx.u32Const(2)});
  }
}

// Entry `element` of an address table (storage buffer { uvec2 addresses[]; }): the address as uvec2.
uint32_t tableAddress(EmitContext& ctx, uint32_t table, uint32_t element) {
  uint32_t uvec2 = ctx.b.typeVector(ctx.u32(), 2);
  uint32_t pointer = ctx.op(spv::OpAccessChain, ctx.b.typePointer(spv::StorageClassStorageBuffer, uvec2), {table, ctx.u32Const(0), element});
  return ctx.op(spv::OpLoad, uvec2, {pointer});
}

// A counter reached by address: entry `element` of the address table, the 64-bit address (0
// for a null descriptor's counter; emitUpdateCounter tests it before any access).
uint32_t counterAddress(EmitContext& ctx, const ResourceVar& rv, uint32_t element) {
  return ctx.bitcast(ctx.b.typeInt(64), tableAddress(ctx, rv.counterVariable, element));
}

}  // namespace

void requirePhysicalStorageBuffer(EmitContext& ctx) {
  ctx.b.capability(spv::CapabilityPhysicalStorageBufferAddresses);
  if (ctx.spirvVersion() < 0x10500) ctx.b.extension("SPV_KHR_physical_storage_buffer");
  ctx.b.addressingModel(spv::AddressingModelPhysicalStorageBuffer64);
}

uint32_t viewIndex(EmitContext& ctx, const HandleAccess& h, uint32_t index, uint32_t* inBounds) {
  if (inBounds) *inBounds = 0;
  if (!h.viewSize) return index;
  uint32_t u32 = ctx.u32();
  uint32_t in = ctx.op(spv::OpULessThan, ctx.b.typeBool(), {index, h.viewSize});
  if (inBounds) *inBounds = in;
  uint32_t inside = ctx.op(spv::OpIAdd, u32, {index, h.viewOffset});
  bool halves = ctx.resources[h.resource].access.halfWords;
  uint32_t outside = ctx.u32Const(halves ? kOutsideAnyViewHalves : kOutsideAnyView);
  return ctx.op(spv::OpSelect, u32, {in, inside, outside});
}

uint32_t zeroOutside(EmitContext& ctx, uint32_t inBounds, uint32_t type, uint32_t value) {
  if (!inBounds) return value;
  return ctx.op(spv::OpSelect, type, {inBounds, value, ctx.b.constantNull(type)});
}

uint32_t addressTableVariable(EmitContext& ctx, uint32_t set, uint32_t binding) {
  auto key = std::make_tuple(set, binding, 0xfffffffeu);
  if (auto it = ctx.heapVariables.find(key); it != ctx.heapVariables.end()) return it->second;
  Builder& b = ctx.b;
  uint32_t array = b.typeRuntimeArrayUnique(b.typeVector(ctx.u32(), 2));
  b.decorate(array, spv::DecorationArrayStride, {8});
  uint32_t block = b.typeStructUnique({array});
  b.decorate(block, spv::DecorationBlock);
  b.memberDecorate(block, 0, spv::DecorationOffset, {0});
  b.memberDecorate(block, 0, spv::DecorationNonWritable);
  b.name(block, "AddressTable");
  uint32_t variable = b.variable(b.typePointer(spv::StorageClassStorageBuffer, block), spv::StorageClassStorageBuffer);
  b.decorate(variable, spv::DecorationDescriptorSet, {set});
  b.decorate(variable, spv::DecorationBinding, {binding});
  b.name(variable, "addressTable");
  if (ctx.spirvVersion() < 0x10300) b.extension("SPV_KHR_storage_buffer_storage_class");
  if (ctx.interfaceListsAllGlobals()) ctx.interface.push_back(variable);
  ctx.heapVariables[key] = variable;
  return variable;
}

uint32_t rootBlockDword(EmitContext& ctx, uint32_t dwordIndex) {
  declareRootBlock(ctx);
  uint32_t u32 = ctx.u32();
  if (ctx.bindings.rootLayout().blockInPushConstants) {
    uint32_t pointer = ctx.b.typePointer(spv::StorageClassPushConstant, u32);
    return ctx.op(spv::OpLoad, u32, {ctx.op(spv::OpAccessChain, pointer, {ctx.rootBlock, ctx.u32Const(0), dwordIndex})});
  }
  return ctx.op(spv::OpLoad, u32, {rowWordPointer(ctx, spv::StorageClassUniform, ctx.rootBlock, dwordIndex)});
}

uint32_t rootArgumentWord(EmitContext& ctx, const bindings::ResourceAccess& access, uint32_t word) {
  if (access.rootSource == bindings::RootSource::ShaderRecord)
    return shaderRecordWord(ctx, access.rootParameter, ctx.u32Const(word));
  return rootBlockDword(ctx, ctx.u32Const(access.rootDword + word));
}

uint32_t rowWordPointer(EmitContext& ctx, spv::StorageClass storageClass, uint32_t block, uint32_t wordIndex) {
  uint32_t u32 = ctx.u32();
  uint32_t row = ctx.op(spv::OpShiftRightLogical, u32, {wordIndex, ctx.u32Const(2)});
  uint32_t column = ctx.op(spv::OpBitwiseAnd, u32, {wordIndex, ctx.u32Const(3)});
  uint32_t pointer = ctx.b.typePointer(storageClass, u32);
  return ctx.op(spv::OpAccessChain, pointer, {block, ctx.u32Const(0), row, column});
}

spv::StorageClass storageClassOf(const bindings::ResourceAccess& access, spv::StorageClass descriptorClass) {
  return access.kind == AccessKind::DeviceAddress ? spv::StorageClassPhysicalStorageBuffer : descriptorClass;
}

Result<DeclaredAccess> declareAccess(EmitContext& ctx, const bindings::ResourceAccess& access, uint32_t type,
                                     spv::StorageClass sc, const std::string& name, bool coherent) {
  Builder& b = ctx.b;
  DeclaredAccess out;
  switch (access.kind) {
    case AccessKind::RootConstants:
      if (access.rootSource == bindings::RootSource::RootBlock) declareRootBlock(ctx);
      return out;
    case AccessKind::AddressTable:
      return ctx.error("resource '" + escapeText(name) + "': only acceleration structures are read from an address table");
    case AccessKind::DeviceAddress:
      if (sc != spv::StorageClassStorageBuffer && sc != spv::StorageClassUniform)
        return ctx.error("resource '" + escapeText(name) + "': only buffers can be reached through a device address");
      requirePhysicalStorageBuffer(ctx);
      if (access.rootSource == bindings::RootSource::RootBlock) declareRootBlock(ctx);
      // No variable to decorate: a globallycoherent buffer reached by address is coherent
      // through its block's member (the block type is the resource's own).
      if (coherent) b.memberDecorate(type, 0, spv::DecorationCoherent);
      out.pointerToBlock = b.typePointer(spv::StorageClassPhysicalStorageBuffer, type);
      return out;
    case AccessKind::Descriptor:
    case AccessKind::HeapElement:
      break;
  }
  out.pointerToBlock = b.typePointer(sc, type);
  bool heap = access.kind == AccessKind::HeapElement;
  auto heapKey = std::make_tuple(access.set, access.binding, type * 2 + (coherent ? 1 : 0));
  if (heap) {
    auto it = ctx.heapVariables.find(heapKey);
    if (it != ctx.heapVariables.end()) {
      out.variable = it->second;
      return out;
    }
  }
  uint32_t variableType = type;
  if (heap || access.arraySize != 1) {
    if (access.arraySize == 0) {
      requireDescriptorIndexing(ctx, spv::CapabilityRuntimeDescriptorArray);
      variableType = b.typeRuntimeArray(type);
    } else {
      variableType = b.typeArray(type, access.arraySize);
    }
  }
  out.variable = b.variable(b.typePointer(sc, variableType), sc);
  b.decorate(out.variable, spv::DecorationDescriptorSet, {access.set});
  b.decorate(out.variable, spv::DecorationBinding, {access.binding});
  if (coherent) b.decorate(out.variable, spv::DecorationCoherent);
  if (!name.empty()) b.name(out.variable, name);
  if (ctx.interfaceListsAllGlobals()) ctx.interface.push_back(out.variable);
  if (heap) ctx.heapVariables[heapKey] = out.variable;
  return out;
}

// A heap element whose table offset comes from the shader record of a hit, miss, intersection
// or callable shader: the lanes of one invocation group may run different records (Vulkan's
// invocation group of a ray tracing stage is any subset of a trace's invocations), so D3D's
// per-record table is a non-uniform index there (lavapipe 25.0 otherwise reads another lane's
// record's descriptor: vkd3d-proton test_raytracing). Ray generation has one record per dispatch.
static bool tableFromHitRecord(EmitContext& ctx, const bindings::ResourceAccess& access) {
  if (access.rootSource != bindings::RootSource::ShaderRecord || access.rootDword == bindings::kNoRootDword) return false;
  if (access.kind != AccessKind::HeapElement) return false;
  spv::ExecutionModel model = ctx.stage->executionModel();
  return model > spv::ExecutionModelRayGenerationKHR && model <= spv::ExecutionModelCallableKHR;
}

// Resolves a handle where it is created, so that later uses need no dominance reasoning.
Result<bool> emitResourceHandle(EmitContext& ctx, const ir::Instr& instr) {
  uint32_t index = uint32_t(instr.lits.at(0));
  if (index >= ctx.resources.size()) return ctx.error("resource handle names resource " + std::to_string(index) + ", which is not declared");
  const ResourceVar& rv = ctx.resources[index];
  HandleAccess h;
  h.resource = index;
  // Only an element of an array can be picked non-uniformly: elsewhere the flag has nothing to
  // decorate (and every NonUniform decoration needs the capability declared here).
  bool marked = instr.lits.size() > 1 && instr.lits[1] != 0;
  // AGGRESSIVE_NONUNIFORM: games forget NonUniformResourceIndex; any index not provably
  // uniform is taken as non-uniform.
  if (!ctx.uniformValues.empty() && !ctx.uniformValues.at(instr.args[0])) marked = true;
  if (tableFromHitRecord(ctx, rv.access)) marked = true;
  h.nonUniform = marked && rv.indexed();
  if (h.nonUniform) {
    requireDescriptorIndexing(ctx, spv::CapabilityShaderNonUniform);
    requireDescriptorIndexing(ctx, nonUniformCapability(rv.access.descriptorType));
  }
  switch (rv.access.kind) {
    case AccessKind::Descriptor:
    case AccessKind::HeapElement:
      if (rv.indexed()) {
        uint32_t element = elementIndex(ctx, rv.access, instr.args[0], h.nonUniform);
        h.base = chain(ctx, rv.pointerToBlock, rv.variable, element, h.nonUniform);
        if (rv.variable64) h.base64 = chain(ctx, rv.pointerToBlock64, rv.variable64, element, h.nonUniform);
        if (rv.variable32) h.base32 = chain(ctx, rv.pointerToBlock32, rv.variable32, element, h.nonUniform);
        if (rv.access.offsetBuffer.present) loadView(ctx, rv, element, h);
      } else {
        h.base = rv.variable;
        h.base64 = rv.variable64;
        h.base32 = rv.variable32;
      }
      break;
    case AccessKind::RootConstants:
      break;
    case AccessKind::AddressTable: {  // an acceleration structure by its address in the table
      uint32_t element = elementIndex(ctx, rv.access, instr.args[0], false);
      h.base = ctx.op(spv::OpConvertUToAccelerationStructureKHR, rv.accelerationStructureType, {tableAddress(ctx, rv.variable, element)});
      break;
    }
    case AccessKind::DeviceAddress: {
      uint32_t u32 = ctx.u32();
      uint32_t lo = rootArgumentWord(ctx, rv.access, 0);
      uint32_t hi = rootArgumentWord(ctx, rv.access, 1);
      uint32_t pair = ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(u32, 2), {lo, hi});
      if (rv.accelerationStructureType) {  // a root SRV TLAS: the address is the structure
        h.base = ctx.op(spv::OpConvertUToAccelerationStructureKHR, rv.accelerationStructureType, {pair});
        break;
      }
      uint32_t address = ctx.bitcast(ctx.b.typeInt(64), pair);
      h.base = ctx.op(spv::OpConvertUToPtr, rv.pointerToBlock, {address});
      if (rv.pointerToBlock64) h.base64 = ctx.op(spv::OpConvertUToPtr, rv.pointerToBlock64, {address});
      break;
    }
  }
  if (rv.counterVariable) {
    const bindings::ResourceAccess& c = rv.counterAccess;
    if (c.kind == AccessKind::DeviceAddress) {
      h.counter = counterAddress(ctx, rv, elementIndex(ctx, c, instr.args[0], h.nonUniform));
    } else if (c.kind == AccessKind::HeapElement || c.arraySize != 1) {
      if (h.nonUniform && rv.counterImageType) requireDescriptorIndexing(ctx, nonUniformCapability(c.descriptorType));
      uint32_t element = elementIndex(ctx, c, instr.args[0], h.nonUniform);
      h.counter = chain(ctx, rv.counterPointerToBlock, rv.counterVariable, element, h.nonUniform);
    } else {
      h.counter = rv.counterVariable;
    }
  }
  ctx.handles[instr.result] = h;
  return true;
}

Result<BoundResource> boundResource(EmitContext& ctx, ir::ValueId handle) {
  auto it = ctx.handles.find(handle);
  if (it == ctx.handles.end()) return ctx.error("resource operand is not a resource handle");
  return BoundResource{&ctx.module.resources[it->second.resource], &ctx.resources[it->second.resource], &it->second};
}

uint32_t loadDescriptor(EmitContext& ctx, const BoundResource& r) {
  uint32_t loaded = ctx.op(spv::OpLoad, r.var->imageType, {r.access->base});
  if (r.access->nonUniform) ctx.b.decorate(loaded, spv::DecorationNonUniform);
  return loaded;
}

uint32_t loadThrough(EmitContext& ctx, const ResourceVar& rv, uint32_t type, uint32_t pointer, uint32_t alignment) {
  if (rv.storageClass != spv::StorageClassPhysicalStorageBuffer) return ctx.op(spv::OpLoad, type, {pointer});
  return ctx.op(spv::OpLoad, type, {pointer, uint32_t(spv::MemoryAccessAlignedMask), alignment});
}

void storeThrough(EmitContext& ctx, const ResourceVar& rv, uint32_t pointer, uint32_t value, uint32_t alignment) {
  if (rv.storageClass != spv::StorageClassPhysicalStorageBuffer) {
    ctx.b.op(spv::OpStore, {pointer, value});
    return;
  }
  ctx.b.op(spv::OpStore, {pointer, value, uint32_t(spv::MemoryAccessAlignedMask), alignment});
}

}  // namespace dxsv::spirv
