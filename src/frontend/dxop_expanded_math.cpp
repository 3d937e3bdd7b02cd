// Math dx.ops that become several IR instructions: the two-result integer ops (IMul, UMul,
// UDiv), add with carry / subtract with borrow, 8-bit pack/unpack (SM 6.6), the sized
// bitcasts and the legacy double conversions.
#include <optional>

#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

Result<ir::ValueList> operandsFrom(LowerContext& ctx, const DxOpCall& op, unsigned first) {
  ir::ValueList ids;
  for (unsigned i = first; i < op.argCount(); ++i) {
    auto v = ctx.operand(op.arg(i));
    if (!v) return v.takeError();
    ids.push_back(*v);
  }
  return ids;
}

// {hi, lo} = IMul/UMul, {quotient, remainder} = UDiv, {result, carry} = UAddc/USubb.
ir::ValueId twoResults(LowerContext& ctx, DxOp code, ir::TypeId resultType, ir::ValueId a, ir::ValueId b) {
  ir::TypeId i32 = ctx.i32(), boolType = ctx.module.types.boolType();
  auto cmp = [&](ir::ValueId x, ir::ValueId y) {
    return ctx.emit(ir::Op::ICmp, boolType, {x, y}, {uint64_t(ir::CmpPredicate::Ult)});
  };
  ir::ValueId first = 0, second = 0;
  switch (code) {
    case DxOp::IMul:
    case DxOp::UMul:
      first = ctx.emitMath(code == DxOp::IMul ? ir::MathOp::IMulHi : ir::MathOp::UMulHi, i32, {a, b});
      second = ctx.emit(ir::Op::IMul, i32, {a, b});
      break;
    case DxOp::UDiv:  // the IR's UDiv/URem give all ones for a zero divisor, as D3D defines
      first = ctx.emit(ir::Op::UDiv, i32, {a, b});
      second = ctx.emit(ir::Op::URem, i32, {a, b});
      break;
    case DxOp::UAddc:
      first = ctx.emit(ir::Op::IAdd, i32, {a, b});
      second = cmp(first, a);  // the sum wrapped
      break;
    default:  // USubb
      first = ctx.emit(ir::Op::ISub, i32, {a, b});
      second = cmp(a, b);
      break;
  }
  return ctx.emit(ir::Op::CompositeConstruct, resultType, {first, second});
}

// Unpack4x8: mode 0 zero-extends, 1 sign-extends each byte of `packed` to the element type.
Result<ir::ValueId> unpack(LowerContext& ctx, uint64_t mode, ir::TypeId resultType, ir::ValueId packed) {
  std::vector<ir::TypeId> members = ctx.module.types[resultType].members;  // a copy: types may grow below
  if (mode > 1) return ctx.error("Unpack4x8: invalid unpack mode " + std::to_string(mode));
  ir::TypeId i32 = ctx.i32();
  ir::ValueList parts;
  for (uint32_t i = 0; i < 4; ++i) {
    ir::ValueId byte;
    if (mode == 0) {
      ir::ValueId shifted = ctx.emit(ir::Op::LShr, i32, {packed, ctx.module.constantInt(32, 8 * i)});
      byte = ctx.emit(ir::Op::And, i32, {shifted, ctx.module.constantInt(32, 0xff)});
    } else {  // move the byte to the top, then shift it down arithmetically
      ir::ValueId top = ctx.emit(ir::Op::Shl, i32, {packed, ctx.module.constantInt(32, 24 - 8 * i)});
      byte = ctx.emit(ir::Op::AShr, i32, {top, ctx.module.constantInt(32, 24)});
    }
    parts.push_back(members[i] == i32 ? byte : ctx.emit(ir::Op::Trunc, members[i], {byte}));
  }
  return ctx.emit(ir::Op::CompositeConstruct, resultType, std::move(parts));
}

// Pack4x8: mode 0 keeps the low 8 bits of each value, 1 clamps to [0, 255], 2 to [-128, 127]
// (values are signed); x lands in the lowest byte.
Result<ir::ValueId> pack(LowerContext& ctx, uint64_t mode, const ir::ValueList& values) {
  if (mode > 2) return ctx.error("Pack4x8: invalid pack mode " + std::to_string(mode));
  ir::TypeId i32 = ctx.i32();
  auto c = [&](int64_t v) { return ctx.module.constantInt(32, uint64_t(uint32_t(int32_t(v)))); };
  ir::ValueId result = 0;
  for (uint32_t i = 0; i < 4; ++i) {
    ir::ValueId v = values[i];
    if (ctx.module.typeOf(v) != i32) v = ctx.emit(ir::Op::SExt, i32, {v});
    if (mode != 0) {
      v = ctx.emitMath(ir::MathOp::IMax, i32, {v, c(mode == 1 ? 0 : -128)});
      v = ctx.emitMath(ir::MathOp::IMin, i32, {v, c(mode == 1 ? 255 : 127)});
    }
    ir::ValueId byte = ctx.emit(ir::Op::And, i32, {v, c(0xff)});
    if (i) byte = ctx.emit(ir::Op::Shl, i32, {byte, c(8 * i)});
    result = i ? ctx.emit(ir::Op::Or, i32, {result, byte}) : byte;
  }
  return result;
}

// The single IR conversion a sized bitcast or legacy double conversion becomes.
std::optional<ir::Op> conversionOf(DxOp code) {
  switch (code) {
    case DxOp::BitcastI16toF16: case DxOp::BitcastF16toI16: case DxOp::BitcastI32toF32:
    case DxOp::BitcastF32toI32: case DxOp::BitcastI64toF64: case DxOp::BitcastF64toI64:
      return ir::Op::Bitcast;
    case DxOp::LegacyDoubleToFloat: return ir::Op::FPTrunc;
    case DxOp::LegacyDoubleToSInt32: return ir::Op::FPToSI;  // saturating, as all float->int (emit_arith)
    case DxOp::LegacyDoubleToUInt32: return ir::Op::FPToUI;
    default: return std::nullopt;
  }
}

// Operand and result types these lowerings rely on (malformed input must not reach SPIR-V).
Status checkTypes(LowerContext& ctx, DxOp code, ir::TypeId result, const ir::ValueList& args) {
  const ir::TypeTable& types = ctx.module.types;
  auto is = [&](ir::TypeId t, ir::TypeKind kind, uint32_t bits) { return types[t].kind == kind && types[t].bits == bits; };
  auto isInt = [&](ir::TypeId t, uint32_t bits) { return is(t, ir::TypeKind::Int, bits); };
  bool ok = true;
  switch (code) {
    case DxOp::IMul: case DxOp::UMul: case DxOp::UDiv: case DxOp::UAddc: case DxOp::USubb: {
      const ir::Type& r = types[result];
      ok = isInt(ctx.module.typeOf(args[0]), 32) && isInt(ctx.module.typeOf(args[1]), 32) &&
           r.kind == ir::TypeKind::Struct && r.members.size() == 2 && isInt(r.members[0], 32) &&
           (code == DxOp::UAddc || code == DxOp::USubb ? types.isBool(r.members[1]) : isInt(r.members[1], 32));
      break;
    }
    case DxOp::Pack4x8:
      ok = isInt(result, 32);
      for (ir::ValueId v : args)
        ok = ok && (isInt(ctx.module.typeOf(v), 32) || isInt(ctx.module.typeOf(v), 16)) && ctx.module.typeOf(v) == ctx.module.typeOf(args[0]);
      break;
    case DxOp::Unpack4x8: {
      const ir::Type& r = types[result];
      ok = isInt(ctx.module.typeOf(args[0]), 32) && r.kind == ir::TypeKind::Struct && r.members.size() == 4;
      for (ir::TypeId m : r.members) ok = ok && (isInt(m, 32) || isInt(m, 16));
      break;
    }
    case DxOp::LegacyDoubleToFloat: ok = is(ctx.module.typeOf(args[0]), ir::TypeKind::Float, 64) && is(result, ir::TypeKind::Float, 32); break;
    case DxOp::LegacyDoubleToSInt32:
    case DxOp::LegacyDoubleToUInt32: ok = is(ctx.module.typeOf(args[0]), ir::TypeKind::Float, 64) && isInt(result, 32); break;
    default: {  // sized bitcasts: scalars of one width
      const ir::Type &from = types[ctx.module.typeOf(args[0])], &to = types[result];
      ok = (from.kind == ir::TypeKind::Int || from.kind == ir::TypeKind::Float) &&
           (to.kind == ir::TypeKind::Int || to.kind == ir::TypeKind::Float) && from.bits == to.bits;
      break;
    }
  }
  if (!ok) return ctx.error(std::string(dxOpName(code)) + ": unexpected operand or result types");
  return Status::success();
}

}  // namespace

Result<bool> lowerExpandedMathOp(LowerContext& ctx, const DxOpCall& op) {
  DxOp code = DxOp(op.opcode);
  std::optional<ir::Op> conversion = conversionOf(code);
  bool twoResultOp = code == DxOp::IMul || code == DxOp::UMul || code == DxOp::UDiv || code == DxOp::UAddc ||
                     code == DxOp::USubb;
  bool packOp = code == DxOp::Pack4x8 || code == DxOp::Unpack4x8;
  if (!conversion && !twoResultOp && !packOp) return false;
  auto type = ctx.lowerType(op.call.getType());
  if (!type) return type.takeError();
  auto args = operandsFrom(ctx, op, packOp ? 2 : 1);  // pack/unpack have a mode first
  if (!args) return args.takeError();
  size_t wanted = code == DxOp::Pack4x8 ? 4 : twoResultOp ? 2 : 1;
  if (args->size() != wanted)
    return ctx.error("expected " + std::to_string(wanted) + " operands, got " + std::to_string(args->size()));
  const ir::ValueList& a = *args;
  if (auto s = checkTypes(ctx, code, *type, a); !s) return s.takeError();
  if (conversion) {
    ctx.values[&op.call] = ctx.emit(*conversion, *type, {a[0]});
  } else if (twoResultOp) {
    ctx.values[&op.call] = twoResults(ctx, code, *type, a[0], a[1]);
  } else {
    auto mode = constantArg(ctx, op, 1, code == DxOp::Pack4x8 ? "packMode" : "unpackMode");
    if (!mode) return mode.takeError();
    auto value = code == DxOp::Pack4x8 ? pack(ctx, *mode, a) : unpack(ctx, *mode, *type, a[0]);
    if (!value) return value.takeError();
    ctx.values[&op.call] = *value;
  }
  return true;
}

}  // namespace dxsv::frontend
