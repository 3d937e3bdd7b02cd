// Math families: unary, isSpecialFloat, unaryBits, binary, tertiary, dot, bit-field,
// double packing and legacy half conversions.
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

struct MathMapping {
  DxOp opcode;
  ir::MathOp op;
  unsigned operands;
};

constexpr MathMapping kMappings[] = {
    {DxOp::FAbs, ir::MathOp::FAbs, 1},
    {DxOp::Saturate, ir::MathOp::Saturate, 1},
    {DxOp::IsNaN, ir::MathOp::IsNaN, 1},
    {DxOp::IsInf, ir::MathOp::IsInf, 1},
    {DxOp::IsFinite, ir::MathOp::IsFinite, 1},
    {DxOp::IsNormal, ir::MathOp::IsNormal, 1},
    {DxOp::Cos, ir::MathOp::Cos, 1},
    {DxOp::Sin, ir::MathOp::Sin, 1},
    {DxOp::Tan, ir::MathOp::Tan, 1},
    {DxOp::Acos, ir::MathOp::Acos, 1},
    {DxOp::Asin, ir::MathOp::Asin, 1},
    {DxOp::Atan, ir::MathOp::Atan, 1},
    {DxOp::Hcos, ir::MathOp::Hcos, 1},
    {DxOp::Hsin, ir::MathOp::Hsin, 1},
    {DxOp::Htan, ir::MathOp::Htan, 1},
    {DxOp::Exp, ir::MathOp::Exp2, 1},
    {DxOp::Frc, ir::MathOp::Frc, 1},
    {DxOp::Log, ir::MathOp::Log2, 1},
    {DxOp::Sqrt, ir::MathOp::Sqrt, 1},
    {DxOp::Rsqrt, ir::MathOp::Rsqrt, 1},
    {DxOp::Round_ne, ir::MathOp::RoundNE, 1},
    {DxOp::Round_ni, ir::MathOp::RoundNI, 1},
    {DxOp::Round_pi, ir::MathOp::RoundPI, 1},
    {DxOp::Round_z, ir::MathOp::RoundZ, 1},
    {DxOp::DerivCoarseX, ir::MathOp::DerivCoarseX, 1},
    {DxOp::DerivCoarseY, ir::MathOp::DerivCoarseY, 1},
    {DxOp::DerivFineX, ir::MathOp::DerivFineX, 1},
    {DxOp::DerivFineY, ir::MathOp::DerivFineY, 1},
    {DxOp::Bfrev, ir::MathOp::Bfrev, 1},
    {DxOp::Countbits, ir::MathOp::Countbits, 1},
    {DxOp::FirstbitLo, ir::MathOp::FirstbitLo, 1},
    {DxOp::FirstbitHi, ir::MathOp::FirstbitHi, 1},
    {DxOp::FirstbitSHi, ir::MathOp::FirstbitSHi, 1},
    {DxOp::FMax, ir::MathOp::FMax, 2},
    {DxOp::FMin, ir::MathOp::FMin, 2},
    {DxOp::IMax, ir::MathOp::IMax, 2},
    {DxOp::IMin, ir::MathOp::IMin, 2},
    {DxOp::UMax, ir::MathOp::UMax, 2},
    {DxOp::UMin, ir::MathOp::UMin, 2},
    {DxOp::FMad, ir::MathOp::FMad, 3},
    {DxOp::Fma, ir::MathOp::Fma, 3},
    {DxOp::IMad, ir::MathOp::IMad, 3},
    {DxOp::UMad, ir::MathOp::UMad, 3},
    {DxOp::Msad, ir::MathOp::Msad, 3},
    {DxOp::Ibfe, ir::MathOp::Ibfe, 3},
    {DxOp::Ubfe, ir::MathOp::Ubfe, 3},
    {DxOp::Bfi, ir::MathOp::Bfi, 4},
    {DxOp::Dot2, ir::MathOp::Dot2, 4},
    {DxOp::Dot3, ir::MathOp::Dot3, 6},
    {DxOp::Dot4, ir::MathOp::Dot4, 8},
    {DxOp::LegacyF32ToF16, ir::MathOp::LegacyF32ToF16, 1},
    {DxOp::LegacyF16ToF32, ir::MathOp::LegacyF16ToF32, 1},
    {DxOp::MakeDouble, ir::MathOp::MakeDouble, 2},
    {DxOp::Dot2AddHalf, ir::MathOp::Dot2AddHalf, 5},
    {DxOp::Dot4AddI8Packed, ir::MathOp::Dot4AddI8Packed, 3},
    {DxOp::Dot4AddU8Packed, ir::MathOp::Dot4AddU8Packed, 3},
};

// DXIL's math signatures (DXIL.rst, by op class): which types the result and the operands
// must have. A mutated declaration (say binary.f32 returning a struct) is rejected here
// rather than reaching the emitter as invalid SPIR-V.
enum class Shape { SameFloat, SameInt, FloatTest, IntToI32, Special };

Shape shapeOf(ir::MathOp op) {
  using M = ir::MathOp;
  switch (op) {
    case M::IsNaN: case M::IsInf: case M::IsFinite: case M::IsNormal: return Shape::FloatTest;
    case M::Countbits: case M::FirstbitLo: case M::FirstbitHi: case M::FirstbitSHi: return Shape::IntToI32;
    case M::Bfrev: case M::IMax: case M::IMin: case M::UMax: case M::UMin: case M::IMad: case M::UMad:
    case M::Msad: case M::Ibfe: case M::Ubfe: case M::Bfi: return Shape::SameInt;
    case M::LegacyF32ToF16: case M::LegacyF16ToF32: case M::MakeDouble: case M::Dot2AddHalf:
    case M::Dot4AddI8Packed: case M::Dot4AddU8Packed: return Shape::Special;
    default: return Shape::SameFloat;
  }
}

bool scalarOf(const ir::TypeTable& types, ir::TypeId t, ir::TypeKind kind) { return types[t].kind == kind; }

Status checkMathSignature(LowerContext& ctx, ir::MathOp op, ir::TypeId result, const ir::ValueList& args) {
  const ir::TypeTable& types = ctx.module.types;
  auto all = [&](auto pred) {
    for (ir::ValueId a : args)
      if (!pred(ctx.module.typeOf(a))) return false;
    return true;
  };
  auto isType = [&](ir::TypeKind kind, uint32_t bits) {
    return [&types, kind, bits](ir::TypeId t) { return types[t].kind == kind && (bits == 0 || types[t].bits == bits); };
  };
  bool ok = true;
  switch (shapeOf(op)) {
    case Shape::SameFloat: ok = scalarOf(types, result, ir::TypeKind::Float) && all([&](ir::TypeId t) { return t == result; }); break;
    case Shape::SameInt: ok = scalarOf(types, result, ir::TypeKind::Int) && all([&](ir::TypeId t) { return t == result; }); break;
    case Shape::FloatTest: ok = scalarOf(types, result, ir::TypeKind::Bool) && all(isType(ir::TypeKind::Float, 0)); break;
    case Shape::IntToI32: ok = isType(ir::TypeKind::Int, 32)(result) && all(isType(ir::TypeKind::Int, 0)); break;
    case Shape::Special:  // each has its own fixed types; only the scalar kinds are checked here
      ok = (types[result].kind == ir::TypeKind::Int || types[result].kind == ir::TypeKind::Float) &&
           all([&](ir::TypeId t) { return types[t].kind == ir::TypeKind::Int || types[t].kind == ir::TypeKind::Float; });
      break;
  }
  if (!ok) return ctx.error("operand or result types do not match the dx.op's signature");
  return Status::success();
}

}  // namespace

Result<bool> lowerMathOp(LowerContext& ctx, const DxOpCall& op) {
  if (DxOp(op.opcode) == DxOp::SplitDouble) {
    // Returns { lo, hi }: build the struct from two IR ops.
    auto value = ctx.operand(op.arg(1));
    if (!value) return value.takeError();
    auto type = ctx.lowerType(op.call.getType());
    if (!type) return type.takeError();
    ir::ValueId lo = ctx.emitMath(ir::MathOp::SplitDoubleLo, ctx.i32(), {*value});
    ir::ValueId hi = ctx.emitMath(ir::MathOp::SplitDoubleHi, ctx.i32(), {*value});
    ctx.values[&op.call] = ctx.emit(ir::Op::CompositeConstruct, *type, {lo, hi});
    return true;
  }
  for (const MathMapping& m : kMappings) {
    if (uint32_t(m.opcode) != op.opcode) continue;
    if (op.argCount() != m.operands + 1)
      return ctx.error("expected " + std::to_string(m.operands) + " operands, got " + std::to_string(op.argCount() - 1));
    ir::ValueList args;
    for (unsigned i = 1; i <= m.operands; ++i) {
      auto v = ctx.operand(op.arg(i));
      if (!v) return v.takeError();
      args.push_back(*v);
    }
    auto type = ctx.lowerType(op.call.getType());
    if (!type) return type.takeError();
    if (auto s = checkMathSignature(ctx, m.op, *type, args); !s) return s.takeError();
    ctx.values[&op.call] = ctx.emitMath(m.op, *type, std::move(args));
    if (op.call.getMetadata("dx.precise")) ctx.function().blocks[ctx.currentBlock].instrs.back().precise = true;
    return true;
  }
  return false;
}

}  // namespace dxsv::frontend
