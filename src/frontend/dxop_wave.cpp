// Wave intrinsics (WaveActive*, WavePrefix*, WaveReadLane*, Quad*, WaveMatch, ...).
// Operand layouts follow the DXIL opcode table; the i8 "kind" operands are the DXIL
// WaveOpKind, WaveBitOpKind, WaveMultiPrefixOpKind, SignedOpKind and QuadOpKind enums.
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

using ir::ReduceOp;
using ir::WaveOp;

// WaveOpKind: Sum, Product, Min, Max. WavePrefixOp allows only Sum and Product.
constexpr ReduceOp kWaveOpKinds[] = {ReduceOp::Sum, ReduceOp::Product, ReduceOp::Min, ReduceOp::Max};
// WaveBitOpKind: And, Or, Xor.
constexpr ReduceOp kBitOpKinds[] = {ReduceOp::And, ReduceOp::Or, ReduceOp::Xor};
// WaveMultiPrefixOpKind: Sum, And, Or, Xor, Product.
constexpr ReduceOp kMultiPrefixKinds[] = {ReduceOp::Sum, ReduceOp::And, ReduceOp::Or, ReduceOp::Xor, ReduceOp::Product};
// QuadOpKind: ReadAcrossX, ReadAcrossY, ReadAcrossDiagonal.
constexpr WaveOp kQuadOps[] = {WaveOp::QuadReadAcrossX, WaveOp::QuadReadAcrossY, WaveOp::QuadReadAcrossDiagonal};

struct WaveLowering {
  LowerContext& ctx;
  const DxOpCall& op;

  // Lowers operands [first, first + count) and emits the wave op with `lits` after the WaveOp.
  Result<bool> emit(WaveOp wave, unsigned first, unsigned count, ir::LiteralList lits = {}) {
    if (op.argCount() < first + count)
      return ctx.error(std::string(dxOpName(op.opcode)) + ": expected at least " + std::to_string(first + count - 1) +
                       " operands");
    ir::ValueList args;
    for (unsigned i = first; i < first + count; ++i) {
      auto v = ctx.operand(op.arg(i));
      if (!v) return v.takeError();
      args.push_back(*v);
    }
    auto type = ctx.lowerType(op.call.getType());
    if (!type) return type.takeError();
    lits.insert(lits.begin(), uint64_t(wave));
    auto waveOp = [&] { return ctx.emit(ir::Op::Wave, *type, std::move(args), std::move(lits)); };
    // Quad ops read helper lanes on purpose (derivative-like); the others must not see them.
    bool quad = wave == WaveOp::QuadReadLaneAt || wave == WaveOp::QuadReadAcrossX || wave == WaveOp::QuadReadAcrossY ||
                wave == WaveOp::QuadReadAcrossDiagonal || wave == WaveOp::QuadVote;
    if (quad) {
      ctx.values[&op.call] = waveOp();
      return true;
    }
    // A helper lane gets the op's value over no lanes, as D3D drivers return it when only helper
    // lanes reach the op: true for the All* votes, 0 otherwise (vkd3d-proton
    // test_sm67_helper_lane_only_wave_ops).
    ir::ValueId none = ir::kNoValue;
    if (*type != ctx.module.types.voidType()) {
      bool vacuous = wave == WaveOp::AllTrue || wave == WaveOp::AllEqual;
      none = vacuous ? ctx.module.constantBool(true) : ctx.module.constantNull(*type);
    }
    ctx.values[&op.call] = ctx.emitOutsideHelperLanes(*type, waveOp, none);
    return true;
  }

  // A constant "kind" operand looked up in `table`.
  template <typename T, size_t N>
  Result<T> kind(unsigned index, const char* what, const T (&table)[N]) {
    auto k = constantArg(ctx, op, index, what);
    if (!k) return k.takeError();
    if (*k >= N) return ctx.error(std::string(dxOpName(op.opcode)) + ": invalid " + what + " " + std::to_string(*k));
    return table[*k];
  }

  Result<uint64_t> isUnsigned(unsigned index) {
    auto sop = constantArg(ctx, op, index, "sop");
    if (!sop) return sop.takeError();
    if (*sop > 1) return ctx.error(std::string(dxOpName(op.opcode)) + ": invalid signedness " + std::to_string(*sop));
    return *sop;
  }

  // Arithmetic ops are defined on numbers only (DXIL overloads: half/float/double/i16/i32/i64).
  Status requireNumber() {
    const llvm::Type* t = op.call.getType();
    if (t->isIntegerTy(1) || !(t->isIntegerTy() || t->isFloatingPointTy()))
      return ctx.error(std::string(dxOpName(op.opcode)) + ": operand must be an integer or float scalar");
    return Status::success();
  }

  // value, op, sop  (WaveActiveOp, WavePrefixOp)
  Result<bool> arithmetic(WaveOp wave, bool prefix) {
    if (auto s = requireNumber(); !s) return s.takeError();
    auto reduce = kind(2, "op", kWaveOpKinds);
    if (!reduce) return reduce.takeError();
    if (prefix && *reduce != ReduceOp::Sum && *reduce != ReduceOp::Product)
      return ctx.error("WavePrefixOp: only Sum and Product have prefix forms");
    auto sop = isUnsigned(3);
    if (!sop) return sop.takeError();
    return emit(wave, 1, 1, {uint64_t(*reduce), *sop});
  }

  Result<bool> lower() {
    switch (DxOp(op.opcode)) {
      case DxOp::WaveGetLaneIndex:
        ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, ctx.i32(), {}, {uint64_t(ir::Builtin::WaveLaneIndex)});
        return true;
      case DxOp::WaveGetLaneCount:
        ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, ctx.i32(), {}, {uint64_t(ir::Builtin::WaveLaneCount)});
        return true;
      case DxOp::WaveIsFirstLane: return emit(WaveOp::IsFirstLane, 1, 0);
      case DxOp::WaveAnyTrue: return emit(WaveOp::AnyTrue, 1, 1);
      case DxOp::WaveAllTrue: return emit(WaveOp::AllTrue, 1, 1);
      case DxOp::WaveActiveAllEqual: return emit(WaveOp::AllEqual, 1, 1);
      case DxOp::WaveActiveBallot: return emit(WaveOp::Ballot, 1, 1);
      case DxOp::WaveReadLaneAt: return emit(WaveOp::ReadLaneAt, 1, 2);
      case DxOp::WaveReadLaneFirst: return emit(WaveOp::ReadLaneFirst, 1, 1);
      case DxOp::WaveActiveOp: return arithmetic(WaveOp::ActiveOp, false);
      case DxOp::WavePrefixOp: return arithmetic(WaveOp::PrefixOp, true);
      case DxOp::WaveActiveBit: {
        if (!op.call.getType()->isIntegerTy() || op.call.getType()->isIntegerTy(1))
          return ctx.error("WaveActiveBit: operand must be an integer");
        auto reduce = kind(2, "op", kBitOpKinds);
        if (!reduce) return reduce.takeError();
        return emit(WaveOp::ActiveBit, 1, 1, {uint64_t(*reduce)});
      }
      case DxOp::WaveAllBitCount: return emit(WaveOp::AllBitCount, 1, 1);
      case DxOp::WavePrefixBitCount: return emit(WaveOp::PrefixBitCount, 1, 1);
      case DxOp::QuadReadLaneAt: return emit(WaveOp::QuadReadLaneAt, 1, 2);
      case DxOp::QuadOp: {
        auto quad = kind(2, "op", kQuadOps);
        if (!quad) return quad.takeError();
        return emit(*quad, 1, 1);
      }
      case DxOp::QuadVote: {
        // QuadAny / QuadAll (SM 6.7). Like the other quad ops, the vote includes helper lanes
        // (they keep the quad's control flow uniform for derivatives); the emitter picks
        // SPV_KHR_quad_control or the portable form.
        auto all = constantArg(ctx, op, 2, "op");
        if (!all) return all.takeError();
        if (*all > 1) return ctx.error("QuadVote: invalid op " + std::to_string(*all));
        if (op.argCount() < 2 || !op.arg(1)->getType()->isIntegerTy(1))
          return ctx.error("QuadVote: the condition must be an i1");
        return emit(WaveOp::QuadVote, 1, 1, {*all});
      }
      case DxOp::WaveMatch: return emit(WaveOp::Match, 1, 1);
      case DxOp::WaveMultiPrefixOp: {
        // value, mask0..mask3, op, sop
        if (auto s = requireNumber(); !s) return s.takeError();
        auto reduce = kind(6, "op", kMultiPrefixKinds);
        if (!reduce) return reduce.takeError();
        bool bitwise = *reduce == ReduceOp::And || *reduce == ReduceOp::Or || *reduce == ReduceOp::Xor;
        if (bitwise && !op.call.getType()->isIntegerTy())
          return ctx.error("WaveMultiPrefixOp: bitwise operations need an integer operand");
        auto sop = isUnsigned(7);
        if (!sop) return sop.takeError();
        return emit(WaveOp::MultiPrefixOp, 1, 5, {uint64_t(*reduce), *sop});
      }
      case DxOp::WaveMultiPrefixBitCount: return emit(WaveOp::MultiPrefixBitCount, 1, 5);
      default: return false;
    }
  }
};

}  // namespace

Result<bool> lowerWaveOp(LowerContext& ctx, const DxOpCall& op) { return WaveLowering{ctx, op}.lower(); }

}  // namespace dxsv::frontend
