// Wave ops as SPIR-V GroupNonUniform instructions at Subgroup scope. Each instruction
// declares only the capability it needs (Vote, Ballot, Arithmetic, Shuffle), so a shader
// asks the device for no more subgroup features than it uses.
//
// Quad ops: D3D's quads are lanes 4k..4k+3, the same lanes Vulkan's quad ops use
// (SubgroupLocalInvocationId / 4). They become shuffles in every stage: OpGroupNonUniformQuad*
// needs the subgroup quad feature, which Vulkan does not require (lavapipe lacks it; outside
// fragment shaders it also needs quadOperationsInAllStages), while shuffles work everywhere.
// D3D's quad ops include helper lanes; devices run helpers as ordinary lanes of the
// subgroup, so the shuffles see them (docs/ARCHITECTURE.md, "Helper lanes").
//
// QuadAny / QuadAll: with EmitOptions::quadControl (pixel shaders) the SPV_KHR_quad_control
// vote; otherwise the portable form, the lane's condition combined with the other three
// lanes' of its quad (shuffle-xor 1, 2, 3) with OR / AND.
//
// WaveMatch and WaveMultiPrefix*: SPV_NV_shader_subgroup_partitioned would express them
// directly, but few devices have it (not lavapipe). They are built from portable ops: a
// helper SPIR-V function loops over lane indices 0..SubgroupSize-1 with a trip count
// that is the same for every lane, so the shuffles inside see exactly the lanes that
// called it (a function call is not divergence; a loop with a uniform exit is not either).
#include <functional>
#include <string>

#include "spirv/emit_context.h"
#include "spirv/quirks.h"
#include "spirv/spirv_ext_enums.h"

namespace dxsv::spirv {

namespace {

using ir::ReduceOp;
using ir::WaveOp;

uint64_t allOnes(uint32_t bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

class WaveEmitter {
 public:
  explicit WaveEmitter(EmitContext& ctx) : ctx(ctx), b(ctx.b) {}

  Result<bool> emit(const ir::Instr& instr);

 private:
  EmitContext& ctx;
  Builder& b;

  uint32_t scope() { return ctx.u32Const(spv::ScopeSubgroup); }
  uint32_t uvec4() { return b.typeVector(ctx.u32(), 4); }
  uint32_t boolType() { return b.typeBool(); }
  uint32_t loadBuiltin(spv::BuiltIn builtin, uint32_t type) {
    return ctx.op(spv::OpLoad, type, {ctx.builtinInput(builtin, type)});
  }
  uint32_t laneIndex() {
    b.capability(spv::CapabilityGroupNonUniform);
    return loadBuiltin(spv::BuiltInSubgroupLocalInvocationId, ctx.u32());
  }
  uint32_t ballot(uint32_t condition) {
    b.capability(spv::CapabilityGroupNonUniformBallot);
    return ctx.op(spv::OpGroupNonUniformBallot, uvec4(), {scope(), condition});
  }
  uint32_t shuffle(uint32_t type, uint32_t value, uint32_t lane) {
    b.capability(spv::CapabilityGroupNonUniformShuffle);
    return ctx.op(spv::OpGroupNonUniformShuffle, type, {scope(), value, lane});
  }
  // A uvec4 ballot as DXIL's fouri32 struct (the IR result type).
  void defineStruct(const ir::Instr& instr, uint32_t vector) {
    std::vector<uint32_t> words;
    for (uint32_t i = 0; i < 4; ++i) words.push_back(ctx.op(spv::OpCompositeExtract, ctx.u32(), {vector, i}));
    ctx.define(instr, spv::OpCompositeConstruct, words);
  }
  uint32_t maskVector(const ir::Instr& instr) {
    return ctx.op(spv::OpCompositeConstruct, uvec4(),
                  {ctx.value(instr.args[1]), ctx.value(instr.args[2]), ctx.value(instr.args[3]), ctx.value(instr.args[4])});
  }

  Result<spv::Op> arithmeticOpcode(const ir::Instr& instr, ir::TypeId type);
  uint32_t quadLaneAt(const ir::Instr& instr);
  Result<bool> emitQuad(const ir::Instr& instr, WaveOp wave);
  Result<bool> emitQuadVote(const ir::Instr& instr);
  uint32_t matchFunction(ir::TypeId type);
  Result<uint32_t> multiPrefixFunction(const ir::Instr& instr, ir::TypeId type);
  uint32_t keyBits(ir::TypeId type, uint32_t value);
  uint32_t keysEqual(ir::TypeId type, uint32_t a, uint32_t b);
  uint32_t laneLoopFunction(const std::string& name, uint32_t resultType, const std::vector<uint32_t>& paramTypes,
                            const std::function<uint32_t(const std::vector<uint32_t>&)>& prologue,
                            const std::function<uint32_t(const std::vector<uint32_t>&, uint32_t, uint32_t)>& step);
};

// The GroupNonUniform arithmetic opcode for a reduction / scan of `type`.
Result<spv::Op> WaveEmitter::arithmeticOpcode(const ir::Instr& instr, ir::TypeId type) {
  const auto& types = ctx.module.types;
  bool isFloat = types.isFloat(type);
  bool isUnsigned = instr.lits.size() > 2 && instr.lits[2] != 0;
  if (!isFloat && !types.isInt(type)) return ctx.error("wave arithmetic on a non-numeric type");
  switch (ReduceOp(instr.lits.at(1))) {
    case ReduceOp::Sum: return isFloat ? spv::OpGroupNonUniformFAdd : spv::OpGroupNonUniformIAdd;
    case ReduceOp::Product: return isFloat ? spv::OpGroupNonUniformFMul : spv::OpGroupNonUniformIMul;
    case ReduceOp::Min:
      return isFloat ? spv::OpGroupNonUniformFMin : isUnsigned ? spv::OpGroupNonUniformUMin : spv::OpGroupNonUniformSMin;
    case ReduceOp::Max:
      return isFloat ? spv::OpGroupNonUniformFMax : isUnsigned ? spv::OpGroupNonUniformUMax : spv::OpGroupNonUniformSMax;
    case ReduceOp::And: if (!isFloat) return spv::OpGroupNonUniformBitwiseAnd; break;
    case ReduceOp::Or: if (!isFloat) return spv::OpGroupNonUniformBitwiseOr; break;
    case ReduceOp::Xor: if (!isFloat) return spv::OpGroupNonUniformBitwiseXor; break;
  }
  return ctx.error("invalid wave reduction for type " + types.name(type));
}

// QuadReadLaneAt's source: lane (lane & ~3) | (quadLane & 3).
uint32_t WaveEmitter::quadLaneAt(const ir::Instr& instr) {
  uint32_t quadBase = ctx.op(spv::OpBitwiseAnd, ctx.u32(), {laneIndex(), ctx.u32Const(~3u)});
  const ir::ValueDef& quadLane = ctx.module.value(instr.args[1]);
  uint32_t inQuad = quadLane.kind == ir::ValueKind::Constant
                        ? ctx.u32Const(uint32_t(quadLane.bits & 3))
                        : ctx.op(spv::OpBitwiseAnd, ctx.u32(), {ctx.value(instr.args[1]), ctx.u32Const(3)});
  return ctx.op(spv::OpBitwiseOr, ctx.u32(), {quadBase, inQuad});
}

Result<bool> WaveEmitter::emitQuad(const ir::Instr& instr, WaveOp wave) {
  uint32_t value = ctx.value(instr.args[0]);
  b.capability(spv::CapabilityGroupNonUniformShuffle);
  ctx.usesQuadOps = true;
  // Within a quad, lane bit 0 is x and bit 1 is y: the across reads XOR the lane with this.
  uint32_t acrossMask = wave == WaveOp::QuadReadAcrossX ? 1 : wave == WaveOp::QuadReadAcrossY ? 2 : 3;
  // ROBUST_COMPUTE_QUAD_BROADCAST (compute): a read from a lane that is not active (a group
  // whose size is not a multiple of 4, a lane that returned) gives 0, as on NVIDIA, instead of
  // an undefined value: the shuffle, then a select on the source lane's ballot bit.
  if (ctx.entry.stage == ir::ShaderStage::Compute && quirk(ctx, DXSV_QUIRK_ROBUST_COMPUTE_QUAD_BROADCAST)) {
    uint32_t lane = wave == WaveOp::QuadReadLaneAt
                        ? quadLaneAt(instr)
                        : ctx.op(spv::OpBitwiseXor, ctx.u32(), {laneIndex(), ctx.u32Const(acrossMask)});
    uint32_t type = ctx.type(instr.type);
    uint32_t read = shuffle(type, value, lane);
    uint32_t active = ctx.op(spv::OpGroupNonUniformBallotBitExtract, boolType(), {scope(), ballot(b.constantBool(true)), lane});
    ctx.define(instr, spv::OpSelect, {active, read, b.constantNull(type)});
    return true;
  }
  if (wave == WaveOp::QuadReadLaneAt) {
    ctx.define(instr, spv::OpGroupNonUniformShuffle, {scope(), value, quadLaneAt(instr)});
    return true;
  }
  ctx.define(instr, spv::OpGroupNonUniformShuffleXor, {scope(), value, ctx.u32Const(acrossMask)});
  return true;
}

Result<bool> WaveEmitter::emitQuadVote(const ir::Instr& instr) {
  bool all = instr.lits.at(1) != 0;
  uint32_t condition = ctx.value(instr.args.at(0));
  ctx.usesQuadOps = true;
  if (ctx.entry.stage == ir::ShaderStage::Pixel && ctx.options.quadControl) {
    b.capability(ext::kCapabilityQuadControlKHR);
    b.extension("SPV_KHR_quad_control");
    ctx.define(instr, all ? ext::kOpGroupNonUniformQuadAllKHR : ext::kOpGroupNonUniformQuadAnyKHR, {condition});
    return true;
  }
  b.capability(spv::CapabilityGroupNonUniformShuffle);
  spv::Op combine = all ? spv::OpLogicalAnd : spv::OpLogicalOr;
  uint32_t boolT = boolType();
  uint32_t vote = condition;
  for (uint32_t mask = 1; mask < 4; ++mask) {
    uint32_t other = ctx.op(spv::OpGroupNonUniformShuffleXor, boolT, {scope(), condition, ctx.u32Const(mask)});
    vote = ctx.op(combine, boolT, {vote, other});
  }
  ctx.defineAs(instr, vote);
  return true;
}

// Emits (once per name) a function that runs
//   acc = prologue(params); for (j = 0; j < SubgroupSize; ++j) acc = step(params, j, acc); return acc;
// The prologue runs in the entry block; step in the loop body.
uint32_t WaveEmitter::laneLoopFunction(const std::string& name, uint32_t resultType, const std::vector<uint32_t>& paramTypes,
                                       const std::function<uint32_t(const std::vector<uint32_t>&)>& prologue,
                                       const std::function<uint32_t(const std::vector<uint32_t>&, uint32_t, uint32_t)>& step) {
  if (auto it = ctx.helperFunctions.find(name); it != ctx.helperFunctions.end()) return it->second;
  // The caller's block is being written to code(): build the helper aside.
  HelperFunctionScope aside(ctx);

  uint32_t u32 = ctx.u32();
  uint32_t fn = b.newId();
  b.name(fn, name);
  b.op(spv::OpFunction, {resultType, fn, uint32_t(spv::FunctionControlMaskNone), b.typeFunction(resultType, paramTypes)});
  std::vector<uint32_t> params;
  for (uint32_t t : paramTypes) {
    params.push_back(b.newId());
    b.op(spv::OpFunctionParameter, {t, params.back()});
  }
  uint32_t entry = b.newId(), header = b.newId(), body = b.newId(), latch = b.newId(), merge = b.newId();
  uint32_t j = b.newId(), acc = b.newId(), jNext = b.newId(), accNext = b.newId();

  b.op(spv::OpLabel, {entry});
  uint32_t size = loadBuiltin(spv::BuiltInSubgroupSize, u32);
  uint32_t init = prologue(params);
  b.op(spv::OpBranch, {header});

  b.op(spv::OpLabel, {header});
  b.op(spv::OpPhi, {u32, j, ctx.u32Const(0), entry, jNext, latch});
  b.op(spv::OpPhi, {resultType, acc, init, entry, accNext, latch});
  uint32_t more = ctx.op(spv::OpULessThan, boolType(), {j, size});
  b.op(spv::OpLoopMerge, {merge, latch, uint32_t(spv::LoopControlMaskNone)});
  b.op(spv::OpBranchConditional, {more, body, merge});

  b.op(spv::OpLabel, {body});
  uint32_t stepped = step(params, j, acc);
  b.op(spv::OpBranch, {latch});

  b.op(spv::OpLabel, {latch});
  b.op(spv::OpIAdd, {u32, jNext, j, ctx.u32Const(1)});
  b.op(spv::OpCopyObject, {resultType, accNext, stepped});
  b.op(spv::OpBranch, {header});

  b.op(spv::OpLabel, {merge});
  b.op(spv::OpReturnValue, {acc});
  b.op(spv::OpFunctionEnd, {});
  ctx.helperFunctions[name] = fn;
  return fn;
}

// WaveMatch compares the values' bits (so -0.0 and +0.0 are different keys and a NaN
// matches the same NaN): floats as 32-bit words (half widened exactly, double as two).
uint32_t WaveEmitter::keyBits(ir::TypeId type, uint32_t value) {
  const ir::Type& t = ctx.module.types[type];
  if (t.kind != ir::TypeKind::Float) return value;
  if (t.bits == 16) value = ctx.op(spv::OpFConvert, ctx.f32(), {value});
  return ctx.bitcast(t.bits == 64 ? b.typeVector(ctx.u32(), 2) : ctx.u32(), value);
}

uint32_t WaveEmitter::keysEqual(ir::TypeId type, uint32_t a, uint32_t c) {
  const ir::Type& t = ctx.module.types[type];
  if (t.kind == ir::TypeKind::Bool) return ctx.op(spv::OpLogicalEqual, boolType(), {a, c});
  if (t.kind == ir::TypeKind::Float && t.bits == 64)
    return ctx.op(spv::OpAll, boolType(), {ctx.op(spv::OpIEqual, b.typeVector(boolType(), 2), {a, c})});
  return ctx.op(spv::OpIEqual, boolType(), {a, c});
}

uint32_t WaveEmitter::matchFunction(ir::TypeId type) {
  uint32_t valueType = ctx.type(type);
  uint32_t active = 0, mine = 0;
  return laneLoopFunction(
      "WaveMatch_" + ctx.module.types.name(type), uvec4(), {valueType},
      [&](const std::vector<uint32_t>& params) {
        active = ballot(b.constantBool(true));
        mine = keyBits(type, params[0]);
        return b.constantNull(uvec4());
      },
      [&](const std::vector<uint32_t>& params, uint32_t j, uint32_t acc) {
        uint32_t theirs = keyBits(type, shuffle(valueType, params[0], j));
        uint32_t isActive = ctx.op(spv::OpGroupNonUniformBallotBitExtract, boolType(), {scope(), active, j});
        uint32_t take = ctx.op(spv::OpLogicalAnd, boolType(), {keysEqual(type, mine, theirs), isActive});
        // acc[j / 32] |= take ? 1 << (j % 32) : 0
        uint32_t bit = ctx.op(spv::OpShiftLeftLogical, ctx.u32(),
                              {ctx.u32Const(1), ctx.op(spv::OpBitwiseAnd, ctx.u32(), {j, ctx.u32Const(31)})});
        uint32_t word = ctx.op(spv::OpShiftRightLogical, ctx.u32(), {j, ctx.u32Const(5)});
        uint32_t old = ctx.op(spv::OpVectorExtractDynamic, ctx.u32(), {acc, word});
        uint32_t set = ctx.op(spv::OpSelect, ctx.u32(), {take, bit, ctx.u32Const(0)});
        uint32_t updated = ctx.op(spv::OpBitwiseOr, ctx.u32(), {old, set});
        return ctx.op(spv::OpVectorInsertDynamic, uvec4(), {acc, updated, word});
      });
}

Result<uint32_t> WaveEmitter::multiPrefixFunction(const ir::Instr& instr, ir::TypeId type) {
  const ir::Type& t = ctx.module.types[type];
  bool isFloat = t.kind == ir::TypeKind::Float;
  uint32_t valueType = ctx.type(type);
  spv::Op combine;
  uint32_t identity;
  std::string opName;
  switch (ReduceOp(instr.lits.at(1))) {
    case ReduceOp::Sum:
      combine = isFloat ? spv::OpFAdd : spv::OpIAdd;
      identity = isFloat ? ctx.floatConst(valueType, t.bits, 0.0) : b.constant(valueType, 0, t.bits);
      opName = "Sum";
      break;
    case ReduceOp::Product:
      combine = isFloat ? spv::OpFMul : spv::OpIMul;
      identity = isFloat ? ctx.floatConst(valueType, t.bits, 1.0) : b.constant(valueType, 1, t.bits);
      opName = "Product";
      break;
    case ReduceOp::And: combine = spv::OpBitwiseAnd; identity = b.constant(valueType, allOnes(t.bits), t.bits); opName = "And"; break;
    case ReduceOp::Or: combine = spv::OpBitwiseOr; identity = b.constant(valueType, 0, t.bits); opName = "Or"; break;
    case ReduceOp::Xor: combine = spv::OpBitwiseXor; identity = b.constant(valueType, 0, t.bits); opName = "Xor"; break;
    default: return ctx.error("invalid WaveMultiPrefixOp operation");
  }
  if (isFloat && combine != spv::OpFAdd && combine != spv::OpFMul)
    return ctx.error("WaveMultiPrefixOp: bitwise operation on a float");
  uint32_t active = 0, lane = 0;
  return laneLoopFunction(
      "WaveMultiPrefix" + opName + "_" + ctx.module.types.name(type), valueType, {valueType, uvec4()},
      [&](const std::vector<uint32_t>&) {
        active = ballot(b.constantBool(true));
        lane = laneIndex();
        return identity;
      },
      [&](const std::vector<uint32_t>& params, uint32_t j, uint32_t acc) {
        uint32_t other = shuffle(valueType, params[0], j);
        uint32_t inMask = ctx.op(spv::OpGroupNonUniformBallotBitExtract, boolType(), {scope(), params[1], j});
        uint32_t isActive = ctx.op(spv::OpGroupNonUniformBallotBitExtract, boolType(), {scope(), active, j});
        uint32_t below = ctx.op(spv::OpULessThan, boolType(), {j, lane});
        uint32_t take = ctx.op(spv::OpLogicalAnd, boolType(),
                               {ctx.op(spv::OpLogicalAnd, boolType(), {inMask, isActive}), below});
        uint32_t combined = ctx.op(combine, valueType, {acc, other});
        return ctx.op(spv::OpSelect, valueType, {take, combined, acc});
      });
}

Result<bool> WaveEmitter::emit(const ir::Instr& instr) {
  auto wave = WaveOp(instr.lits.at(0));
  auto arg = [&](size_t i) { return ctx.value(instr.args.at(i)); };
  switch (wave) {
    case WaveOp::IsFirstLane:
      b.capability(spv::CapabilityGroupNonUniform);
      ctx.define(instr, spv::OpGroupNonUniformElect, {scope()});
      return true;
    case WaveOp::AnyTrue:
    case WaveOp::AllTrue:
    case WaveOp::AllEqual: {
      b.capability(spv::CapabilityGroupNonUniformVote);
      spv::Op opcode = wave == WaveOp::AnyTrue  ? spv::OpGroupNonUniformAny
                       : wave == WaveOp::AllTrue ? spv::OpGroupNonUniformAll
                                                 : spv::OpGroupNonUniformAllEqual;
      ctx.define(instr, opcode, {scope(), arg(0)});
      return true;
    }
    case WaveOp::Ballot: defineStruct(instr, ballot(arg(0))); return true;
    case WaveOp::ReadLaneAt: {
      // Broadcast needs a constant lane before SPIR-V 1.5; any other lane is a shuffle.
      ir::ValueId lane = instr.args.at(1);
      if (ctx.module.value(lane).kind == ir::ValueKind::Constant) {
        b.capability(spv::CapabilityGroupNonUniformBallot);
        ctx.define(instr, spv::OpGroupNonUniformBroadcast, {scope(), arg(0), arg(1)});
      } else {
        b.capability(spv::CapabilityGroupNonUniformShuffle);
        ctx.define(instr, spv::OpGroupNonUniformShuffle, {scope(), arg(0), arg(1)});
      }
      return true;
    }
    case WaveOp::ReadLaneFirst:
      b.capability(spv::CapabilityGroupNonUniformBallot);
      ctx.define(instr, spv::OpGroupNonUniformBroadcastFirst, {scope(), arg(0)});
      return true;
    case WaveOp::ActiveOp:
    case WaveOp::ActiveBit:
    case WaveOp::PrefixOp: {
      auto opcode = arithmeticOpcode(instr, instr.type);
      if (!opcode) return opcode.takeError();
      b.capability(spv::CapabilityGroupNonUniformArithmetic);
      uint32_t operation = wave == WaveOp::PrefixOp ? spv::GroupOperationExclusiveScan : spv::GroupOperationReduce;
      ctx.define(instr, *opcode, {scope(), operation, arg(0)});
      return true;
    }
    case WaveOp::AllBitCount:
    case WaveOp::PrefixBitCount: {
      uint32_t operation = wave == WaveOp::PrefixBitCount ? spv::GroupOperationExclusiveScan : spv::GroupOperationReduce;
      uint32_t bits = ballot(arg(0));
      ctx.define(instr, spv::OpGroupNonUniformBallotBitCount, {scope(), operation, bits});
      return true;
    }
    case WaveOp::QuadReadLaneAt:
    case WaveOp::QuadReadAcrossX:
    case WaveOp::QuadReadAcrossY:
    case WaveOp::QuadReadAcrossDiagonal: return emitQuad(instr, wave);
    case WaveOp::QuadVote: return emitQuadVote(instr);
    case WaveOp::Match: {
      uint32_t fn = matchFunction(ctx.module.typeOf(instr.args.at(0)));
      defineStruct(instr, ctx.op(spv::OpFunctionCall, uvec4(), {fn, arg(0)}));
      return true;
    }
    case WaveOp::MultiPrefixOp: {
      auto fn = multiPrefixFunction(instr, instr.type);
      if (!fn) return fn.takeError();
      ctx.define(instr, spv::OpFunctionCall, {*fn, arg(0), maskVector(instr)});
      return true;
    }
    case WaveOp::MultiPrefixBitCount: {
      // Lanes below this one, in the mask, active, with the condition true.
      uint32_t bits = ballot(arg(0));
      uint32_t below = loadBuiltin(spv::BuiltInSubgroupLtMask, uvec4());
      uint32_t selected = ctx.op(spv::OpBitwiseAnd, uvec4(), {ctx.op(spv::OpBitwiseAnd, uvec4(), {bits, maskVector(instr)}), below});
      ctx.define(instr, spv::OpGroupNonUniformBallotBitCount, {scope(), uint32_t(spv::GroupOperationReduce), selected});
      return true;
    }
  }
  return ctx.error("unknown wave operation " + std::to_string(instr.lits.at(0)));
}

}  // namespace

Result<bool> emitWaveOp(EmitContext& ctx, const ir::Instr& instr) {
  if (instr.op != ir::Op::Wave) return false;
  return WaveEmitter(ctx).emit(instr);
}

}  // namespace dxsv::spirv
