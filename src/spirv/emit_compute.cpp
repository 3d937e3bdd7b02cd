// Compute system values and barriers.
#include "spirv/emit_context.h"

namespace dxsv::spirv {

namespace {

uint32_t vectorComponent(EmitContext& ctx, uint32_t vector, ir::ValueId component) {
  const ir::ValueDef& c = ctx.module.value(component);
  if (c.kind == ir::ValueKind::Constant) return ctx.op(spv::OpCompositeExtract, ctx.u32(), {vector, uint32_t(c.bits)});
  return ctx.op(spv::OpVectorExtractDynamic, ctx.u32(), {vector, ctx.value(component)});
}

}  // namespace

Result<bool> emitComputeOp(EmitContext& ctx, const ir::Instr& instr) {
  uint32_t u32 = ctx.u32();
  if (instr.op == ir::Op::ReadBuiltin) {
    auto builtin = ir::Builtin(instr.lits.at(0));
    uint32_t uvec3 = ctx.b.typeVector(u32, 3);
    auto loadVector = [&](spv::BuiltIn b) { return ctx.op(spv::OpLoad, uvec3, {ctx.builtinInput(b, uvec3)}); };
    auto loadScalar = [&](spv::BuiltIn b) { return ctx.op(spv::OpLoad, u32, {ctx.builtinInput(b, u32)}); };
    switch (builtin) {
      case ir::Builtin::ThreadId: ctx.defineAs(instr, vectorComponent(ctx, loadVector(spv::BuiltInGlobalInvocationId), instr.args[0])); break;
      case ir::Builtin::GroupId: ctx.defineAs(instr, vectorComponent(ctx, loadVector(spv::BuiltInWorkgroupId), instr.args[0])); break;
      case ir::Builtin::ThreadIdInGroup: ctx.defineAs(instr, vectorComponent(ctx, loadVector(spv::BuiltInLocalInvocationId), instr.args[0])); break;
      case ir::Builtin::FlattenedThreadIdInGroup: ctx.defineAs(instr, loadScalar(spv::BuiltInLocalInvocationIndex)); break;
      case ir::Builtin::WaveLaneCount:
      case ir::Builtin::WaveLaneIndex: {
        ctx.b.capability(spv::CapabilityGroupNonUniform);
        auto b = builtin == ir::Builtin::WaveLaneCount ? spv::BuiltInSubgroupSize : spv::BuiltInSubgroupLocalInvocationId;
        ctx.defineAs(instr, loadScalar(b));
        break;
      }
    }
    return true;
  }
  if (instr.op == ir::Op::Barrier) {
    uint64_t mode = instr.lits.at(0);
    uint32_t semantics = 0;
    if (mode & ir::kBarrierTgsmFence) semantics |= spv::MemorySemanticsWorkgroupMemoryMask;
    if (mode & (ir::kBarrierUavFenceGlobal | ir::kBarrierUavFenceThreadGroup))
      semantics |= spv::MemorySemanticsUniformMemoryMask | spv::MemorySemanticsImageMemoryMask;
    // A sync without memory (SM 6.8 Barrier(0, GROUP_SYNC)) orders no memory: semantics None.
    if (semantics) semantics |= spv::MemorySemanticsAcquireReleaseMask;
    spv::Scope memoryScope = (mode & ir::kBarrierUavFenceGlobal) ? spv::ScopeDevice : spv::ScopeWorkgroup;
    if (mode & ir::kBarrierSyncThreadGroup) {
      ctx.b.op(spv::OpControlBarrier, {ctx.u32Const(spv::ScopeWorkgroup), ctx.u32Const(memoryScope), ctx.u32Const(semantics)});
    } else {
      ctx.b.op(spv::OpMemoryBarrier, {ctx.u32Const(memoryScope), ctx.u32Const(semantics)});
    }
    return true;
  }
  return false;
}

}  // namespace dxsv::spirv
