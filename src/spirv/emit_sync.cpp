// Barriers and the wave built-ins, the same in every stage.
#include "spirv/emit_context.h"
#include "spirv/quirks.h"

namespace dxsv::spirv {

Result<bool> emitSyncOp(EmitContext& ctx, const ir::Instr& instr) {
  uint32_t u32 = ctx.u32();
  if (instr.op == ir::Op::ReadBuiltin) {
    auto builtin = ir::Builtin(instr.lits.at(0));
    if (builtin != ir::Builtin::WaveLaneCount && builtin != ir::Builtin::WaveLaneIndex) return false;
    ctx.b.capability(spv::CapabilityGroupNonUniform);
    auto b = builtin == ir::Builtin::WaveLaneCount ? spv::BuiltInSubgroupSize : spv::BuiltInSubgroupLocalInvocationId;
    ctx.defineAs(instr, ctx.op(spv::OpLoad, u32, {ctx.builtinInput(b, u32)}));
    return true;
  }
  if (instr.op == ir::Op::Barrier) {
    uint64_t mode = instr.lits.at(0);
    // PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER: every barrier also fences UAV memory at device
    // scope, as DeviceMemoryBarrier does (games that need it use a group barrier).
    if (quirk(ctx, DXSV_QUIRK_PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER)) mode |= ir::kBarrierUavFenceGlobal;
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
