// ir::Op::Math → GLSL.std.450 and core SPIR-V, with D3D's definitions of the edge cases
// (saturate(NaN) = 0, firstbithigh counted from the MSB, bit-field ops with masked widths).
#include <spirv/unified1/GLSL.std.450.h>

#include <optional>

#include "spirv/emit_context.h"
#include "spirv/quirks.h"

namespace dxsv::spirv {

namespace {

using M = ir::MathOp;

std::optional<uint32_t> glslUnary(M op) {
  switch (op) {
    case M::FAbs: return GLSLstd450FAbs;
    case M::Cos: return GLSLstd450Cos;
    case M::Sin: return GLSLstd450Sin;
    case M::Tan: return GLSLstd450Tan;
    case M::Acos: return GLSLstd450Acos;
    case M::Asin: return GLSLstd450Asin;
    case M::Atan: return GLSLstd450Atan;
    case M::Hcos: return GLSLstd450Cosh;
    case M::Hsin: return GLSLstd450Sinh;
    case M::Htan: return GLSLstd450Tanh;
    case M::Exp2: return GLSLstd450Exp2;
    case M::Frc: return GLSLstd450Fract;
    case M::Log2: return GLSLstd450Log2;
    case M::Sqrt: return GLSLstd450Sqrt;
    case M::Rsqrt: return GLSLstd450InverseSqrt;
    case M::RoundNE: return GLSLstd450RoundEven;
    case M::RoundNI: return GLSLstd450Floor;
    case M::RoundPI: return GLSLstd450Ceil;
    case M::RoundZ: return GLSLstd450Trunc;
    case M::FMax: return GLSLstd450NMax;  // D3D max/min return the non-NaN operand
    case M::FMin: return GLSLstd450NMin;
    case M::IMax: return GLSLstd450SMax;
    case M::IMin: return GLSLstd450SMin;
    case M::UMax: return GLSLstd450UMax;
    case M::UMin: return GLSLstd450UMin;
    case M::Fma: return GLSLstd450Fma;
    default: return std::nullopt;
  }
}

// Bit-counting ops work on 32-bit values in Vulkan: widen or split other widths.
uint32_t bitCount32(EmitContext& ctx, uint32_t value, uint32_t bits) {
  uint32_t u32 = ctx.u32();
  if (bits == 32) return ctx.op(spv::OpBitCount, u32, {value});
  if (bits < 32) return ctx.op(spv::OpBitCount, u32, {ctx.op(spv::OpUConvert, u32, {value})});
  uint32_t pair = ctx.bitcast(ctx.b.typeVector(u32, 2), value);
  uint32_t lo = ctx.op(spv::OpBitCount, u32, {ctx.op(spv::OpCompositeExtract, u32, {pair, 0})});
  uint32_t hi = ctx.op(spv::OpBitCount, u32, {ctx.op(spv::OpCompositeExtract, u32, {pair, 1})});
  return ctx.op(spv::OpIAdd, u32, {lo, hi});
}

// DXIL's FirstbitHi/SHi count from the MSB of the operand's width; GLSL's find*Msb count from
// the LSB. -1 means "none" in both. Defines `result`'s value when given.
uint32_t msbFromTop(EmitContext& ctx, uint32_t msb, uint32_t bits, const ir::Instr* result = nullptr) {
  uint32_t u32 = ctx.u32(), minusOne = ctx.u32Const(0xffffffffu);
  uint32_t none = ctx.op(spv::OpIEqual, ctx.b.typeBool(), {msb, minusOne});
  uint32_t fromTop = ctx.op(spv::OpISub, u32, {ctx.u32Const(bits - 1), msb});
  if (result) return ctx.define(*result, spv::OpSelect, {none, minusOne, fromTop});
  return ctx.op(spv::OpSelect, u32, {none, minusOne, fromTop});
}

// Bit reverse and scans on 64-bit values, through their 32-bit halves (Vulkan's bit
// instructions take 32-bit operands).
uint32_t bitOp64(EmitContext& ctx, M op, uint32_t x, uint32_t type) {
  uint32_t u32 = ctx.u32(), boolType = ctx.b.typeBool(), uvec2 = ctx.b.typeVector(u32, 2);
  uint32_t minusOne = ctx.u32Const(0xffffffffu), zero = ctx.u32Const(0);
  if (op == M::FirstbitSHi) {  // the first bit that differs from the sign = FirstbitHi of x or ~x
    uint32_t negative = ctx.op(spv::OpSLessThan, boolType, {x, ctx.b.constant(type, 0, 64)});
    x = ctx.op(spv::OpSelect, type, {negative, ctx.op(spv::OpNot, type, {x}), x});
  }
  uint32_t pair = ctx.bitcast(uvec2, x);
  uint32_t lo = ctx.op(spv::OpCompositeExtract, u32, {pair, 0});
  uint32_t hi = ctx.op(spv::OpCompositeExtract, u32, {pair, 1});
  switch (op) {
    case M::Bfrev: {
      uint32_t swapped = ctx.op(spv::OpCompositeConstruct, uvec2, {ctx.op(spv::OpBitReverse, u32, {hi}), ctx.op(spv::OpBitReverse, u32, {lo})});
      return ctx.bitcast(type, swapped);
    }
    case M::FirstbitLo: {
      uint32_t inHigh = ctx.glsl(u32, GLSLstd450FindILsb, {hi});
      uint32_t highIndex = ctx.op(spv::OpSelect, u32, {ctx.op(spv::OpIEqual, boolType, {inHigh, minusOne}), minusOne,
                                                       ctx.op(spv::OpIAdd, u32, {inHigh, ctx.u32Const(32)})});
      uint32_t loSet = ctx.op(spv::OpINotEqual, boolType, {lo, zero});
      return ctx.op(spv::OpSelect, u32, {loSet, ctx.glsl(u32, GLSLstd450FindILsb, {lo}), highIndex});
    }
    default: {  // FirstbitHi, FirstbitSHi
      uint32_t hiSet = ctx.op(spv::OpINotEqual, boolType, {hi, zero});
      uint32_t inHigh = ctx.op(spv::OpIAdd, u32, {ctx.glsl(u32, GLSLstd450FindUMsb, {hi}), ctx.u32Const(32)});
      uint32_t msb = ctx.op(spv::OpSelect, u32, {hiSet, inHigh, ctx.glsl(u32, GLSLstd450FindUMsb, {lo})});
      return msbFromTop(ctx, msb, 64);
    }
  }
}

Result<bool> emitBitOp(EmitContext& ctx, const ir::Instr& instr, M op) {
  uint32_t u32 = ctx.u32();
  uint32_t x = ctx.value(instr.args[0]);
  uint32_t bits = ctx.module.types[ctx.module.typeOf(instr.args[0])].bits;
  uint32_t type = ctx.type(instr.type);
  if (op == M::Countbits) {
    uint32_t n = bitCount32(ctx, x, bits);
    if (type == u32) ctx.defineAs(instr, n);
    else ctx.define(instr, spv::OpUConvert, {n});
    return true;
  }
  if (bits == 64) {
    ctx.defineAs(instr, bitOp64(ctx, op, x, ctx.type(ctx.module.typeOf(instr.args[0]))));
    return true;
  }
  if (bits != 32 && bits != 16) return ctx.error("bit scan/reverse on " + std::to_string(bits) + "-bit values");
  // 16-bit values are widened: sign-extended for FirstbitSHi (the scan then finds the same
  // bit), zero-extended otherwise.
  uint32_t wide = bits == 32 ? x : ctx.op(op == M::FirstbitSHi ? spv::OpSConvert : spv::OpUConvert, u32, {x});
  switch (op) {
    case M::Bfrev: {
      if (bits == 32) {
        ctx.define(instr, spv::OpBitReverse, {wide});
        return true;
      }
      uint32_t reversed = ctx.op(spv::OpBitReverse, u32, {wide});
      ctx.define(instr, spv::OpUConvert, {ctx.op(spv::OpShiftRightLogical, u32, {reversed, ctx.u32Const(16)})});
      return true;
    }
    case M::FirstbitLo: ctx.defineGlsl(instr, GLSLstd450FindILsb, {wide}); return true;
    case M::FirstbitHi:
    case M::FirstbitSHi: {
      uint32_t msb = ctx.glsl(u32, op == M::FirstbitHi ? GLSLstd450FindUMsb : GLSLstd450FindSMsb, {wide});
      msbFromTop(ctx, msb, bits, &instr);
      return true;
    }
    default: return false;
  }
}

// D3D bit-field ops mask width/offset to 5 bits and clip the field at bit 31.
Result<bool> emitBitField(EmitContext& ctx, const ir::Instr& instr, M op) {
  uint32_t u32 = ctx.u32();
  uint32_t boolType = ctx.b.typeBool();
  if (ctx.module.types[instr.type].bits != 32) return ctx.unsupported("bit-field ops on non-32-bit values are not supported yet");
  uint32_t width = ctx.op(spv::OpBitwiseAnd, u32, {ctx.value(instr.args[0]), ctx.u32Const(31)});
  uint32_t offset = ctx.op(spv::OpBitwiseAnd, u32, {ctx.value(instr.args[1]), ctx.u32Const(31)});
  uint32_t room = ctx.op(spv::OpISub, u32, {ctx.u32Const(32), offset});
  uint32_t count = ctx.glsl(u32, GLSLstd450UMin, {width, room});
  uint32_t value = ctx.value(instr.args[2]);
  if (op == M::Bfi) {
    ctx.define(instr, spv::OpBitFieldInsert, {ctx.value(instr.args[3]), value, offset, count});
    return true;
  }
  uint32_t field = ctx.op(op == M::Ibfe ? spv::OpBitFieldSExtract : spv::OpBitFieldUExtract, u32, {value, offset, count});
  uint32_t empty = ctx.op(spv::OpIEqual, boolType, {width, ctx.u32Const(0)});
  ctx.define(instr, spv::OpSelect, {empty, ctx.u32Const(0), field});
  return true;
}

Result<bool> emitFloatClass(EmitContext& ctx, const ir::Instr& instr, M op) {
  uint32_t boolType = ctx.b.typeBool();
  uint32_t x = ctx.value(instr.args[0]);
  switch (op) {
    case M::IsNaN: ctx.define(instr, spv::OpIsNan, {x}); return true;
    case M::IsInf: ctx.define(instr, spv::OpIsInf, {x}); return true;
    case M::IsFinite:
    case M::IsNormal: {
      uint32_t nan = ctx.op(spv::OpIsNan, boolType, {x});
      uint32_t inf = ctx.op(spv::OpIsInf, boolType, {x});
      uint32_t special = ctx.op(spv::OpLogicalOr, boolType, {nan, inf});
      if (op == M::IsFinite) {
        ctx.define(instr, spv::OpLogicalNot, {special});
        return true;
      }
      ir::TypeId ft = ctx.module.typeOf(instr.args[0]);
      uint32_t bits = ctx.module.types[ft].bits;
      double smallestNormal = bits == 16 ? 6.103515625e-05 : bits == 32 ? 1.17549435082228750797e-38 : 2.2250738585072014e-308;
      uint32_t abs = ctx.glsl(ctx.type(ft), GLSLstd450FAbs, {x});
      uint32_t big = ctx.op(spv::OpFOrdGreaterThanEqual, boolType, {abs, ctx.floatConst(ctx.type(ft), bits, smallestNormal)});
      uint32_t finite = ctx.op(spv::OpLogicalNot, boolType, {special});
      ctx.define(instr, spv::OpLogicalAnd, {big, finite});
      return true;
    }
    default: return false;
  }
}

// Sum of the four byte products of a and b plus acc (dot4add_i8packed / u8packed).
uint32_t packedDot4(EmitContext& ctx, bool isSigned, uint32_t acc, uint32_t a, uint32_t b) {
  uint32_t u32 = ctx.u32();
  spv::Op extract = isSigned ? spv::OpBitFieldSExtract : spv::OpBitFieldUExtract;
  uint32_t sum = acc;
  for (uint32_t i = 0; i < 4; ++i) {
    uint32_t offset = ctx.u32Const(i * 8), count = ctx.u32Const(8);
    uint32_t ai = ctx.op(extract, u32, {a, offset, count});
    uint32_t bi = ctx.op(extract, u32, {b, offset, count});
    sum = ctx.op(spv::OpIAdd, u32, {sum, ctx.op(spv::OpIMul, u32, {ai, bi})});
  }
  return sum;
}

// msad(ref, src, accum): accum plus |ref.byte - src.byte| over the bytes where ref's byte is
// not 0, modulo 2^32. D3D only promises sums up to 65535 (msad4's documentation) and leaves
// larger ones to the implementation; hardware wraps, and applications on D3D12 see that
// (vkd3d-proton's test_instruction_msad_dxil: accum 0xffffffff plus 12 gives 11).
uint32_t maskedSad(EmitContext& ctx, uint32_t ref, uint32_t src, uint32_t accum) {
  uint32_t u32 = ctx.u32(), boolType = ctx.b.typeBool();
  uint32_t zero = ctx.u32Const(0), total = zero;
  for (uint32_t i = 0; i < 4; ++i) {
    uint32_t offset = ctx.u32Const(i * 8), count = ctx.u32Const(8);
    uint32_t r = ctx.op(spv::OpBitFieldUExtract, u32, {ref, offset, count});
    uint32_t s = ctx.op(spv::OpBitFieldUExtract, u32, {src, offset, count});
    uint32_t diff = ctx.op(spv::OpISub, u32, {ctx.glsl(u32, GLSLstd450UMax, {r, s}), ctx.glsl(u32, GLSLstd450UMin, {r, s})});
    uint32_t masked = ctx.op(spv::OpSelect, u32, {ctx.op(spv::OpIEqual, boolType, {r, zero}), zero, diff});
    total = ctx.op(spv::OpIAdd, u32, {total, masked});
  }
  return ctx.op(spv::OpIAdd, u32, {accum, total});
}

// FIXUP_RSQRT_INF_NAN: rsqrt(+-0) (and any +inf result) is the largest finite value of the
// type, so that normalize(0) = 0 * rsqrt(0) is 0, not NaN. NaN inputs and negative inputs keep
// their NaN result; other results are InverseSqrt's. The zero test is on the input because
// Vulkan leaves InverseSqrt(0) undefined.
uint32_t finiteRsqrt(EmitContext& ctx, const ir::Instr& instr, uint32_t x) {
  const ir::Type& t = ctx.module.types[instr.type];
  uint32_t type = ctx.type(instr.type), boolType = ctx.b.typeBool();
  uint64_t maxFinite = t.bits == 16 ? 0x7bff : t.bits == 64 ? 0x7fefffffffffffffull : 0x7f7fffffu;
  uint64_t inf = t.bits == 16 ? 0x7c00 : t.bits == 64 ? 0x7ff0000000000000ull : 0x7f800000u;
  uint32_t r = ctx.glsl(type, GLSLstd450InverseSqrt, {x});
  if (instr.precise) ctx.b.decorate(r, spv::DecorationNoContraction);
  uint32_t isZero = ctx.op(spv::OpFOrdEqual, boolType, {x, ctx.b.constant(type, 0, t.bits)});
  uint32_t isInf = ctx.op(spv::OpFOrdEqual, boolType, {r, ctx.b.constant(type, inf, t.bits)});
  uint32_t clamp = ctx.op(spv::OpLogicalOr, boolType, {isZero, isInf});
  return ctx.define(instr, spv::OpSelect, {clamp, ctx.b.constant(type, maxFinite, t.bits), r});
}

}  // namespace

Result<bool> emitMath(EmitContext& ctx, const ir::Instr& instr) {
  if (instr.op != ir::Op::Math) return false;
  auto op = M(instr.lits.at(0));
  uint32_t type = ctx.type(instr.type);
  auto arg = [&](size_t i) { return ctx.value(instr.args[i]); };
  if (op == M::Rsqrt && quirk(ctx, DXSV_QUIRK_FIXUP_RSQRT_INF_NAN) && ctx.module.types.isFloat(instr.type)) {
    finiteRsqrt(ctx, instr, arg(0));
    return true;
  }
  if (auto glslOp = glslUnary(op)) {
    std::vector<uint32_t> ops;
    for (size_t i = 0; i < instr.args.size(); ++i) ops.push_back(arg(i));
    ctx.defineGlsl(instr, *glslOp, ops);
    return true;
  }
  const ir::Type& t = ctx.module.types[instr.type];
  switch (op) {
    case M::DerivCoarseX:
    case M::DerivCoarseY:
    case M::DerivFineX:
    case M::DerivFineY: {
      ctx.b.capability(spv::CapabilityDerivativeControl);
      ctx.usesDerivatives = true;
      spv::Op opcode = op == M::DerivCoarseX ? spv::OpDPdxCoarse
                       : op == M::DerivCoarseY ? spv::OpDPdyCoarse
                       : op == M::DerivFineX   ? spv::OpDPdxFine
                                               : spv::OpDPdyFine;
      ctx.define(instr, opcode, {arg(0)});
      return true;
    }
    case M::Saturate: {
      // NMax first so that NaN becomes 0, as in D3D.
      uint32_t zero = ctx.floatConst(type, t.bits, 0.0), one = ctx.floatConst(type, t.bits, 1.0);
      uint32_t low = ctx.glsl(type, GLSLstd450NMax, {arg(0), zero});
      ctx.defineGlsl(instr, GLSLstd450NMin, {low, one});
      return true;
    }
    case M::IsNaN: case M::IsInf: case M::IsFinite: case M::IsNormal: return emitFloatClass(ctx, instr, op);
    case M::Bfrev: case M::Countbits: case M::FirstbitLo: case M::FirstbitHi: case M::FirstbitSHi:
      return emitBitOp(ctx, instr, op);
    case M::Ibfe: case M::Ubfe: case M::Bfi: return emitBitField(ctx, instr, op);
    case M::FMad: {
      // PRECISE_FMA: one fused, never-split Fma, the same result wherever the game repeats the
      // expression (invariance).
      if (quirk(ctx, DXSV_QUIRK_PRECISE_FMA)) {
        uint32_t fused = ctx.defineGlsl(instr, GLSLstd450Fma, {arg(0), arg(1), arg(2)});
        if (!instr.precise) ctx.b.decorate(fused, spv::DecorationNoContraction);  // else defineGlsl did
        return true;
      }
      // mad may or may not fuse in D3D; an unfused multiply-add matches DXC's references.
      uint32_t product = ctx.op(spv::OpFMul, type, {arg(0), arg(1)});
      if (instr.precise) ctx.b.decorate(product, spv::DecorationNoContraction);
      ctx.define(instr, spv::OpFAdd, {product, arg(2)});
      return true;
    }
    case M::IMad:
    case M::UMad: {
      uint32_t product = ctx.op(spv::OpIMul, type, {arg(0), arg(1)});
      ctx.define(instr, spv::OpIAdd, {product, arg(2)});
      return true;
    }
    case M::Dot2: case M::Dot3: case M::Dot4: {
      uint32_t n = op == M::Dot2 ? 2 : op == M::Dot3 ? 3 : 4;
      std::vector<uint32_t> a, b;
      for (uint32_t i = 0; i < n; ++i) {
        a.push_back(arg(i));
        b.push_back(arg(n + i));
      }
      uint32_t vec = ctx.b.typeVector(type, n);
      ctx.define(instr, spv::OpDot, {ctx.op(spv::OpCompositeConstruct, vec, a), ctx.op(spv::OpCompositeConstruct, vec, b)});
      return true;
    }
    case M::LegacyF32ToF16: {
      uint32_t pair = ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(ctx.f32(), 2), {arg(0), ctx.floatConst(ctx.f32(), 32, 0.0)});
      ctx.defineGlsl(instr, GLSLstd450PackHalf2x16, {pair});
      return true;
    }
    case M::LegacyF16ToF32: {
      uint32_t pair = ctx.glsl(ctx.b.typeVector(ctx.f32(), 2), GLSLstd450UnpackHalf2x16, {arg(0)});
      ctx.define(instr, spv::OpCompositeExtract, {pair, 0});
      return true;
    }
    case M::MakeDouble: {
      uint32_t pair = ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(ctx.u32(), 2), {arg(0), arg(1)});
      ctx.define(instr, spv::OpBitcast, {pair});
      return true;
    }
    case M::SplitDoubleLo:
    case M::SplitDoubleHi: {
      uint32_t pair = ctx.bitcast(ctx.b.typeVector(ctx.u32(), 2), arg(0));
      ctx.define(instr, spv::OpCompositeExtract, {pair, op == M::SplitDoubleLo ? 0u : 1u});
      return true;
    }
    case M::Dot2AddHalf: {
      // D3D rounds each product to fp16 (2 * 2^15 is +inf) and sums them in fp32 before adding
      // the accumulator (vkd3d-proton's test_shader_sm64_packed checks both). No contraction:
      // fused into an fp32 fma, a product no longer overflows (NVIDIA's driver 580 did that).
      uint32_t f32 = ctx.f32();
      uint32_t f16 = ctx.type(ctx.module.typeOf(instr.args[1]));
      auto product = [&](size_t a, size_t b) {
        uint32_t half = ctx.op(spv::OpFMul, f16, {arg(a), arg(b)});
        ctx.b.decorate(half, spv::DecorationNoContraction);
        return ctx.op(spv::OpFConvert, f32, {half});
      };
      uint32_t p0 = product(1, 3);
      uint32_t p1 = product(2, 4);
      uint32_t dot = ctx.op(spv::OpFAdd, f32, {p0, p1});
      ctx.b.decorate(dot, spv::DecorationNoContraction);
      ctx.define(instr, spv::OpFAdd, {arg(0), dot});
      if (!instr.precise) ctx.b.decorate(ctx.value(instr.result), spv::DecorationNoContraction);  // else define did
      return true;
    }
    case M::IMulHi:
    case M::UMulHi: {
      uint32_t pair = ctx.op(op == M::IMulHi ? spv::OpSMulExtended : spv::OpUMulExtended, ctx.b.typeStruct({type, type}), {arg(0), arg(1)});
      ctx.define(instr, spv::OpCompositeExtract, {pair, 1});
      return true;
    }
    case M::Msad: ctx.defineAs(instr, maskedSad(ctx, arg(0), arg(1), arg(2))); return true;
    case M::Dot4AddI8Packed:
    case M::Dot4AddU8Packed:
      ctx.defineAs(instr, packedDot4(ctx, op == M::Dot4AddI8Packed, arg(0), arg(1), arg(2)));
      return true;
    default: break;
  }
  return ctx.error("math op " + std::to_string(int(op)) + " has no SPIR-V lowering yet");
}

}  // namespace dxsv::spirv
