// Wave intrinsics (WaveActive*, WavePrefix*, WaveReadLane*, Quad*, WaveMatch, ...).
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

Result<bool> lowerWaveOp(LowerContext& ctx, const DxOpCall& op) {
  switch (DxOp(op.opcode)) {
    case DxOp::WaveGetLaneIndex:
      ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, ctx.i32(), {}, {uint64_t(ir::Builtin::WaveLaneIndex)});
      return true;
    case DxOp::WaveGetLaneCount:
      ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, ctx.i32(), {}, {uint64_t(ir::Builtin::WaveLaneCount)});
      return true;
    default: return false;
  }
}

}  // namespace dxsv::frontend
