// Compute system values and barriers.
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

Result<bool> lowerComputeOp(LowerContext& ctx, const DxOpCall& op) {
  auto builtinComponent = [&](ir::Builtin builtin) -> Result<bool> {
    auto component = ctx.operand(op.arg(1));
    if (!component) return component.takeError();
    ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, ctx.i32(), {*component}, {uint64_t(builtin)});
    return true;
  };
  switch (DxOp(op.opcode)) {
    case DxOp::ThreadId: return builtinComponent(ir::Builtin::ThreadId);
    case DxOp::GroupId: return builtinComponent(ir::Builtin::GroupId);
    case DxOp::ThreadIdInGroup: return builtinComponent(ir::Builtin::ThreadIdInGroup);
    case DxOp::FlattenedThreadIdInGroup:
      ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, ctx.i32(), {}, {uint64_t(ir::Builtin::FlattenedThreadIdInGroup)});
      return true;
    case DxOp::Barrier: {
      auto mode = constantArg(ctx, op, 1, "barrierMode");
      if (!mode) return mode.takeError();
      if (*mode == 0 || *mode > 15) return ctx.error("Barrier: invalid barrier mode " + std::to_string(*mode));
      ctx.emit(ir::Op::Barrier, ctx.module.types.voidType(), {}, {*mode});
      return true;
    }
    default: return false;
  }
}

}  // namespace dxsv::frontend
