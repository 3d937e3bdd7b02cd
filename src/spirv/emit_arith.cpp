// Arithmetic, compares, conversions, select and composites, with D3D semantics where
// SPIR-V leaves results undefined (division by zero, signed remainder, shift amounts).
#include <spirv/unified1/GLSL.std.450.h>

#include <algorithm>

#include "spirv/emit_context.h"

namespace dxsv::spirv {

namespace {

using ir::Op;

uint64_t allOnes(uint32_t bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

// D3D: unsigned division/remainder by zero gives all ones; SPIR-V leaves it undefined.
uint32_t unsignedDivRem(EmitContext& ctx, spv::Op opcode, uint32_t type, uint32_t bits, uint32_t a, uint32_t b) {
  uint32_t zero = ctx.b.constant(type, 0, bits);
  uint32_t isZero = ctx.op(spv::OpIEqual, ctx.b.typeBool(), {b, zero});
  uint32_t safe = ctx.op(spv::OpSelect, type, {isZero, ctx.b.constant(type, 1, bits), b});
  uint32_t r = ctx.op(opcode, type, {a, safe});
  return ctx.op(spv::OpSelect, type, {isZero, ctx.b.constant(type, allOnes(bits), bits), r});
}

// Signed division/remainder via magnitudes: Vulkan leaves OpSRem/OpSMod (and the sign of
// OpSDiv's rounding on some drivers) undefined for negative operands; D3D truncates.
uint32_t signedDivRem(EmitContext& ctx, bool remainder, uint32_t type, uint32_t bits, uint32_t a, uint32_t b) {
  uint32_t boolType = ctx.b.typeBool();
  uint32_t zero = ctx.b.constant(type, 0, bits);
  uint32_t absA = ctx.glsl(type, GLSLstd450SAbs, {a});
  uint32_t absB = ctx.glsl(type, GLSLstd450SAbs, {b});
  uint32_t mag = unsignedDivRem(ctx, remainder ? spv::OpUMod : spv::OpUDiv, type, bits, absA, absB);
  uint32_t negA = ctx.op(spv::OpSLessThan, boolType, {a, zero});
  uint32_t negate = negA;
  if (!remainder) negate = ctx.op(spv::OpLogicalNotEqual, boolType, {negA, ctx.op(spv::OpSLessThan, boolType, {b, zero})});
  uint32_t negated = ctx.op(spv::OpSNegate, type, {mag});
  return ctx.op(spv::OpSelect, type, {negate, negated, mag});
}

// Bit pattern of ±2^exponent in a float of `bits` width, or ±infinity where it is too large.
uint64_t powerOfTwoBits(uint32_t bits, uint32_t exponent, bool negative) {
  uint32_t mantissa = bits == 16 ? 10 : bits == 32 ? 23 : 52;
  uint32_t bias = bits == 16 ? 15 : bits == 32 ? 127 : 1023;
  uint64_t biased = std::min<uint64_t>(exponent + bias, 2 * bias + 1);  // 2 * bias + 1: infinity
  return (uint64_t(negative) << (bits - 1)) | biased << mantissa;
}

// D3D's float -> int conversions (ftoi/ftou) clamp to the destination range and turn NaN into
// 0; SPIR-V leaves out-of-range conversions undefined. Convert a value known to be in range,
// then substitute the ends. Defines `result`'s value when given.
uint32_t saturatingFloatToInt(EmitContext& ctx, bool isSigned, uint32_t src, const ir::Type& from, uint32_t dstType,
                              uint32_t dstBits, const ir::Instr* result = nullptr) {
  uint32_t boolType = ctx.b.typeBool();
  uint32_t floatType = ctx.b.typeFloat(from.bits);
  auto limit = [&](uint32_t exponent, bool negative) {
    return ctx.b.constant(floatType, powerOfTwoBits(from.bits, exponent, negative), from.bits);
  };
  uint32_t magnitudeBits = isSigned ? dstBits - 1 : dstBits;
  uint32_t tooBig = ctx.op(spv::OpFOrdGreaterThanEqual, boolType, {src, limit(magnitudeBits, false)});
  uint32_t tooSmall;
  if (!isSigned) {
    tooSmall = ctx.op(spv::OpFOrdLessThan, boolType, {src, ctx.floatConst(floatType, from.bits, 0.0)});
  } else {
    // -2^(n-1) converts exactly; where it is beyond the float's range, only -inf is too small.
    bool representable = magnitudeBits <= (from.bits == 16 ? 15u : from.bits == 32 ? 127u : 1023u);
    tooSmall = ctx.op(representable ? spv::OpFOrdLessThan : spv::OpFOrdLessThanEqual, boolType, {src, limit(magnitudeBits, true)});
  }
  uint32_t nan = ctx.op(spv::OpIsNan, boolType, {src});
  uint32_t bad = ctx.op(spv::OpLogicalOr, boolType, {ctx.op(spv::OpLogicalOr, boolType, {tooBig, tooSmall}), nan});
  uint32_t safe = ctx.op(spv::OpSelect, floatType, {bad, ctx.floatConst(floatType, from.bits, 0.0), src});
  uint32_t converted = ctx.op(isSigned ? spv::OpConvertFToS : spv::OpConvertFToU, dstType, {safe});
  uint64_t maxValue = isSigned ? allOnes(dstBits - 1) : allOnes(dstBits);
  // Unsigned: negative inputs were replaced by 0.0 above.
  if (isSigned)
    converted = ctx.op(spv::OpSelect, dstType, {tooSmall, ctx.b.constant(dstType, 1ull << (dstBits - 1), dstBits), converted});
  std::vector<uint32_t> last = {tooBig, ctx.b.constant(dstType, maxValue, dstBits), converted};
  return result ? ctx.define(*result, spv::OpSelect, last) : ctx.op(spv::OpSelect, dstType, last);
}

spv::Op compareOp(ir::CmpPredicate p, bool boolOperands) {
  using P = ir::CmpPredicate;
  switch (p) {
    case P::Eq: return boolOperands ? spv::OpLogicalEqual : spv::OpIEqual;
    case P::Ne: return boolOperands ? spv::OpLogicalNotEqual : spv::OpINotEqual;
    case P::Ugt: return spv::OpUGreaterThan;
    case P::Uge: return spv::OpUGreaterThanEqual;
    case P::Ult: return spv::OpULessThan;
    case P::Ule: return spv::OpULessThanEqual;
    case P::Sgt: return spv::OpSGreaterThan;
    case P::Sge: return spv::OpSGreaterThanEqual;
    case P::Slt: return spv::OpSLessThan;
    case P::Sle: return spv::OpSLessThanEqual;
    case P::FOeq: return spv::OpFOrdEqual;
    case P::FOne: return spv::OpFOrdNotEqual;
    case P::FOgt: return spv::OpFOrdGreaterThan;
    case P::FOge: return spv::OpFOrdGreaterThanEqual;
    case P::FOlt: return spv::OpFOrdLessThan;
    case P::FOle: return spv::OpFOrdLessThanEqual;
    case P::FUeq: return spv::OpFUnordEqual;
    case P::FUne: return spv::OpFUnordNotEqual;
    case P::FUgt: return spv::OpFUnordGreaterThan;
    case P::FUge: return spv::OpFUnordGreaterThanEqual;
    case P::FUlt: return spv::OpFUnordLessThan;
    case P::FUle: return spv::OpFUnordLessThanEqual;
    default: return spv::OpNop;
  }
}

Result<bool> emitCompare(EmitContext& ctx, const ir::Instr& instr) {
  auto pred = ir::CmpPredicate(instr.lits.at(0));
  uint32_t a = ctx.value(instr.args[0]);
  uint32_t b = ctx.value(instr.args[1]);
  using P = ir::CmpPredicate;
  switch (pred) {
    case P::FFalse: ctx.defineAs(instr, ctx.b.constantBool(false)); return true;
    case P::FTrue: ctx.defineAs(instr, ctx.b.constantBool(true)); return true;
    case P::FOrd: {  // neither is NaN
      uint32_t boolType = ctx.b.typeBool();
      uint32_t nanA = ctx.op(spv::OpIsNan, boolType, {a});
      uint32_t nanB = ctx.op(spv::OpIsNan, boolType, {b});
      uint32_t any = ctx.op(spv::OpLogicalOr, boolType, {nanA, nanB});
      ctx.define(instr, spv::OpLogicalNot, {any});
      return true;
    }
    case P::FUno: {
      uint32_t boolType = ctx.b.typeBool();
      uint32_t nanA = ctx.op(spv::OpIsNan, boolType, {a});
      uint32_t nanB = ctx.op(spv::OpIsNan, boolType, {b});
      ctx.define(instr, spv::OpLogicalOr, {nanA, nanB});
      return true;
    }
    default: break;
  }
  bool boolOperands = ctx.module.types.isBool(ctx.module.typeOf(instr.args[0]));
  spv::Op opcode = compareOp(pred, boolOperands);
  if (opcode == spv::OpNop || (boolOperands && pred != P::Eq && pred != P::Ne))
    return ctx.unsupported("unsupported compare predicate " + std::to_string(int(pred)));
  ctx.define(instr, opcode, {a, b});
  return true;
}

// A float scalar, or a vector of floats, `bits` wide.
static bool isFloatOfBits(const ir::TypeTable& types, ir::TypeId id, uint32_t bits) {
  const ir::Type* t = &types[id];
  if (t->kind == ir::TypeKind::Vector) t = &types[t->element];
  return t->kind == ir::TypeKind::Float && t->bits == bits;
}

Result<bool> emitConversion(EmitContext& ctx, const ir::Instr& instr) {
  auto& types = ctx.module.types;
  ir::TypeId fromId = ctx.module.typeOf(instr.args[0]);
  const ir::Type& from = types[fromId];
  const ir::Type& to = types[instr.type];
  uint32_t src = ctx.value(instr.args[0]);
  uint32_t dstType = ctx.type(instr.type);
  bool fromBool = from.kind == ir::TypeKind::Bool;
  // Bools have no numeric representation in SPIR-V: select between constants.
  auto selectConst = [&](uint64_t ifTrue) {
    ctx.define(instr, spv::OpSelect, {src, ctx.b.constant(dstType, ifTrue, to.bits), ctx.b.constant(dstType, 0, to.bits)});
  };
  switch (instr.op) {
    case Op::Trunc:
      if (to.kind == ir::TypeKind::Bool) {
        uint32_t one = ctx.b.constant(ctx.type(fromId), 1, from.bits);
        uint32_t bit = ctx.op(spv::OpBitwiseAnd, ctx.type(fromId), {src, one});
        ctx.define(instr, spv::OpINotEqual, {bit, ctx.b.constant(ctx.type(fromId), 0, from.bits)});
      } else {
        ctx.define(instr, spv::OpUConvert, {src});
      }
      return true;
    case Op::ZExt:
      if (fromBool) selectConst(1);
      else ctx.define(instr, spv::OpUConvert, {src});
      return true;
    case Op::SExt:
      if (fromBool) selectConst(allOnes(to.bits));
      else ctx.define(instr, spv::OpSConvert, {src});
      return true;
    case Op::FPTrunc:
      if (isFloatOfBits(types, fromId, 32) && isFloatOfBits(types, instr.type, 16)) ctx.halfRoundedFrom[instr.result] = src;
      ctx.define(instr, spv::OpFConvert, {src});
      return true;
    case Op::FPExt:
      if (isFloatOfBits(types, instr.type, 32)) {
        auto narrowed = ctx.halfRoundedFrom.find(instr.args[0]);
        if (narrowed != ctx.halfRoundedFrom.end()) {
          // Rounds as the FConvert pair would (fp16 denormals may flush to zero).
          ctx.define(instr, spv::OpQuantizeToF16, {narrowed->second});
          return true;
        }
      }
      ctx.define(instr, spv::OpFConvert, {src});
      return true;
    case Op::FPToUI:
    case Op::FPToSI: {
      bool isSigned = instr.op == Op::FPToSI;
      if (from.kind != ir::TypeKind::Float || (to.kind != ir::TypeKind::Int && to.kind != ir::TypeKind::Bool))
        return ctx.error("float to integer conversion of a non-scalar value");
      if (to.kind == ir::TypeKind::Bool) {  // only 0 and 1 (-1 signed) are in range: test for non-zero
        uint32_t u32 = ctx.u32();
        uint32_t wide = saturatingFloatToInt(ctx, isSigned, src, from, u32, 32);
        ctx.define(instr, spv::OpINotEqual, {wide, ctx.u32Const(0)});
        return true;
      }
      saturatingFloatToInt(ctx, isSigned, src, from, dstType, to.bits, &instr);
      return true;
    }
    case Op::UIToFP:
    case Op::SIToFP: {
      if (fromBool) {
        double one = instr.op == Op::UIToFP ? 1.0 : -1.0;  // sitofp of i1 true is -1
        ctx.define(instr, spv::OpSelect, {src, ctx.floatConst(dstType, to.bits, one), ctx.floatConst(dstType, to.bits, 0.0)});
        return true;
      }
      ctx.define(instr, instr.op == Op::UIToFP ? spv::OpConvertUToF : spv::OpConvertSToF, {src});
      return true;
    }
    case Op::Bitcast: ctx.define(instr, spv::OpBitcast, {src}); return true;
    default: return false;
  }
}

Result<bool> emitBinary(EmitContext& ctx, const ir::Instr& instr) {
  const ir::Type& t = ctx.module.types[instr.type];
  uint32_t type = ctx.type(instr.type);
  uint32_t a = ctx.value(instr.args[0]);
  uint32_t b = ctx.value(instr.args[1]);
  if (t.kind == ir::TypeKind::Bool) {
    switch (instr.op) {
      case Op::And: ctx.define(instr, spv::OpLogicalAnd, {a, b}); return true;
      case Op::Or: ctx.define(instr, spv::OpLogicalOr, {a, b}); return true;
      case Op::Xor: ctx.define(instr, spv::OpLogicalNotEqual, {a, b}); return true;
      default: return ctx.error("arithmetic on bool values");
    }
  }
  switch (instr.op) {
    case Op::IAdd: ctx.define(instr, spv::OpIAdd, {a, b}); return true;
    case Op::ISub: ctx.define(instr, spv::OpISub, {a, b}); return true;
    case Op::IMul: ctx.define(instr, spv::OpIMul, {a, b}); return true;
    case Op::And: ctx.define(instr, spv::OpBitwiseAnd, {a, b}); return true;
    case Op::Or: ctx.define(instr, spv::OpBitwiseOr, {a, b}); return true;
    case Op::Xor: ctx.define(instr, spv::OpBitwiseXor, {a, b}); return true;
    case Op::UDiv: ctx.defineAs(instr, unsignedDivRem(ctx, spv::OpUDiv, type, t.bits, a, b)); return true;
    case Op::URem: ctx.defineAs(instr, unsignedDivRem(ctx, spv::OpUMod, type, t.bits, a, b)); return true;
    case Op::SDiv: ctx.defineAs(instr, signedDivRem(ctx, false, type, t.bits, a, b)); return true;
    case Op::SRem: ctx.defineAs(instr, signedDivRem(ctx, true, type, t.bits, a, b)); return true;
    case Op::Shl:
    case Op::LShr:
    case Op::AShr: {
      // D3D masks the shift amount to the operand width; SPIR-V is undefined past it.
      const ir::ValueDef& amount = ctx.module.value(instr.args[1]);
      if (!(amount.kind == ir::ValueKind::Constant && amount.bits < t.bits))
        b = ctx.op(spv::OpBitwiseAnd, type, {b, ctx.b.constant(type, t.bits - 1, t.bits)});
      spv::Op opcode = instr.op == Op::Shl ? spv::OpShiftLeftLogical
                       : instr.op == Op::LShr ? spv::OpShiftRightLogical : spv::OpShiftRightArithmetic;
      ctx.define(instr, opcode, {a, b});
      return true;
    }
    case Op::FAdd: ctx.define(instr, spv::OpFAdd, {a, b}); return true;
    case Op::FSub: ctx.define(instr, spv::OpFSub, {a, b}); return true;
    case Op::FMul: ctx.define(instr, spv::OpFMul, {a, b}); return true;
    case Op::FDiv: ctx.define(instr, spv::OpFDiv, {a, b}); return true;
    case Op::FRem: ctx.define(instr, spv::OpFRem, {a, b}); return true;
    default: return false;
  }
}

}  // namespace

Result<bool> emitArithmetic(EmitContext& ctx, const ir::Instr& instr) {
  switch (instr.op) {
    case Op::IAdd: case Op::ISub: case Op::IMul: case Op::SDiv: case Op::UDiv: case Op::SRem:
    case Op::URem: case Op::Shl: case Op::LShr: case Op::AShr: case Op::And: case Op::Or:
    case Op::Xor: case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FDiv: case Op::FRem:
      return emitBinary(ctx, instr);
    case Op::FNeg: ctx.define(instr, spv::OpFNegate, {ctx.value(instr.args[0])}); return true;
    case Op::ICmp:
    case Op::FCmp: return emitCompare(ctx, instr);
    case Op::Trunc: case Op::ZExt: case Op::SExt: case Op::FPTrunc: case Op::FPExt: case Op::FPToUI:
    case Op::FPToSI: case Op::UIToFP: case Op::SIToFP: case Op::Bitcast:
      return emitConversion(ctx, instr);
    case Op::Select: {
      const ir::Type& t = ctx.module.types[instr.type];
      bool composite = t.kind == ir::TypeKind::Struct || t.kind == ir::TypeKind::Array;
      if (composite && ctx.spirvVersion() < 0x10400) return ctx.error("select of a composite needs SPIR-V 1.4 (--target-env vulkan1.2)");
      ctx.define(instr, spv::OpSelect, {ctx.value(instr.args[0]), ctx.value(instr.args[1]), ctx.value(instr.args[2])});
      return true;
    }
    case Op::ExtractValue: {
      std::vector<uint32_t> ops = {ctx.value(instr.args[0])};
      for (uint64_t i : instr.lits) ops.push_back(uint32_t(i));
      ctx.define(instr, spv::OpCompositeExtract, ops);
      return true;
    }
    case Op::InsertValue: {
      std::vector<uint32_t> ops = {ctx.value(instr.args[1]), ctx.value(instr.args[0])};
      for (uint64_t i : instr.lits) ops.push_back(uint32_t(i));
      ctx.define(instr, spv::OpCompositeInsert, ops);
      return true;
    }
    case Op::CompositeConstruct: {
      std::vector<uint32_t> ops;
      for (ir::ValueId v : instr.args) ops.push_back(ctx.value(v));
      ctx.define(instr, spv::OpCompositeConstruct, ops);
      return true;
    }
    default: return false;
  }
}

}  // namespace dxsv::spirv
