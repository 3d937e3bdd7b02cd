// Local root arguments: one Block whose member i is root parameter i of the local root
// signature, a u32 array at the byte offset bindings/shader_record.h gives it (root constants:
// one element per value; root descriptors: the address's low and high words; descriptor
// tables: the heap index, then the ignored high word). Declaring every parameter, read or not,
// keeps the block's offsets those of the layer's records. Ray-tracing stages read it as the
// ShaderRecordBufferKHR variable; work-graph nodes through a PhysicalStorageBuffer pointer made
// from the address their stage gives (ShaderRecordLayout::byAddress).
#include "bindings/shader_record.h"
#include "spirv/emit_resources.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

namespace {

uint32_t recordBlockType(EmitContext& ctx, const bindings::ShaderRecordLayout& layout) {
  Builder& b = ctx.b;
  std::vector<uint32_t> members;
  for (size_t i = 0; i < layout.parameterOffset.size(); ++i) {
    uint32_t array = b.typeArrayUnique(ctx.u32(), std::max<uint32_t>(1, layout.parameterSize[i] / 4));
    b.decorate(array, spv::DecorationArrayStride, {4});
    members.push_back(array);
  }
  uint32_t block = b.typeStructUnique(members);
  b.decorate(block, spv::DecorationBlock);
  for (size_t i = 0; i < members.size(); ++i) {
    b.memberDecorate(block, uint32_t(i), spv::DecorationOffset, {layout.parameterOffset[i]});
    b.memberDecorate(block, uint32_t(i), spv::DecorationNonWritable);
  }
  b.name(block, "LocalRootArguments");
  return block;
}

uint32_t declareShaderRecord(EmitContext& ctx, const bindings::ShaderRecordLayout& layout) {
  if (ctx.shaderRecord) return ctx.shaderRecord;
  Builder& b = ctx.b;
  b.capability(spv::CapabilityRayTracingKHR);
  b.extension("SPV_KHR_ray_tracing");
  uint32_t block = recordBlockType(ctx, layout);
  ctx.shaderRecord = b.variable(b.typePointer(spv::StorageClassShaderRecordBufferKHR, block), spv::StorageClassShaderRecordBufferKHR);
  b.name(ctx.shaderRecord, "shaderRecord");
  if (ctx.interfaceListsAllGlobals()) ctx.interface.push_back(ctx.shaderRecord);
  return ctx.shaderRecord;
}

// The record by address: a pointer made where it is read (any function may read it; the
// address is a push constant, cheap to load again).
uint32_t recordPointer(EmitContext& ctx, const bindings::ShaderRecordLayout& layout) {
  if (!ctx.shaderRecordPointerType) {
    requirePhysicalStorageBuffer(ctx);
    ctx.shaderRecordPointerType = ctx.b.typePointer(spv::StorageClassPhysicalStorageBuffer, recordBlockType(ctx, layout));
  }
  return ctx.op(spv::OpConvertUToPtr, ctx.shaderRecordPointerType, {ctx.stage->localRootArgumentsAddress(ctx)});
}

}  // namespace

uint32_t shaderRecordWord(EmitContext& ctx, uint32_t parameter, uint32_t word) {
  const bindings::ShaderRecordLayout& layout = *ctx.bindings.shaderRecordLayout();
  bool byAddress = layout.byAddress;
  uint32_t record = byAddress ? recordPointer(ctx, layout) : declareShaderRecord(ctx, layout);
  spv::StorageClass sc = byAddress ? spv::StorageClassPhysicalStorageBuffer : spv::StorageClassShaderRecordBufferKHR;
  uint32_t u32 = ctx.u32();
  uint32_t pointerType = ctx.b.typePointer(sc, u32);
  uint32_t member = ctx.u32Const(parameter);
  uint32_t pointer = ctx.op(spv::OpAccessChain, pointerType, {record, member, word});
  if (byAddress) return ctx.op(spv::OpLoad, u32, {pointer, uint32_t(spv::MemoryAccessAlignedMask), 4});
  return ctx.op(spv::OpLoad, u32, {pointer});
}

}  // namespace dxsv::spirv
