// Local root arguments: one ShaderRecordBufferKHR Block whose member i is root parameter i of
// the local root signature, a u32 array at the byte offset bindings/shader_record.h gives it
// (root constants: one element per value; root descriptors: the address's low and high
// words; descriptor tables: the heap index, then the ignored high word). Declaring every
// parameter, read or not, keeps the block's offsets those of the layer's records.
#include "bindings/shader_record.h"
#include "spirv/emit_resources.h"

namespace dxsv::spirv {

namespace {

uint32_t declareShaderRecord(EmitContext& ctx) {
  if (ctx.shaderRecord) return ctx.shaderRecord;
  const bindings::ShaderRecordLayout& layout = *ctx.bindings.shaderRecordLayout();
  Builder& b = ctx.b;
  b.capability(spv::CapabilityRayTracingKHR);
  b.extension("SPV_KHR_ray_tracing");
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
  ctx.shaderRecord = b.variable(b.typePointer(spv::StorageClassShaderRecordBufferKHR, block), spv::StorageClassShaderRecordBufferKHR);
  b.name(ctx.shaderRecord, "shaderRecord");
  if (ctx.interfaceListsAllGlobals()) ctx.interface.push_back(ctx.shaderRecord);
  return ctx.shaderRecord;
}

}  // namespace

uint32_t shaderRecordWord(EmitContext& ctx, uint32_t parameter, uint32_t word) {
  uint32_t record = declareShaderRecord(ctx);
  uint32_t u32 = ctx.u32();
  uint32_t pointerType = ctx.b.typePointer(spv::StorageClassShaderRecordBufferKHR, u32);
  uint32_t member = ctx.u32Const(parameter);
  uint32_t pointer = ctx.op(spv::OpAccessChain, pointerType, {record, member, word});
  return ctx.op(spv::OpLoad, u32, {pointer});
}

}  // namespace dxsv::spirv
