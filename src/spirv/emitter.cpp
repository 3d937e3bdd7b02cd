// Emission driver: entry point, function, blocks with their merges and terminators.
#include "spirv/emitter.h"

#include <algorithm>
#include <cstring>

#include "common/escape.h"
#include "spirv/emit_context.h"
#include "spirv/quirks.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

uint32_t EmitContext::spirvVersion() const {
  uint32_t version = 0x10300;
  switch (options.targetEnv) {
    case DXSV_TARGET_VULKAN_1_1: version = 0x10300; break;
    case DXSV_TARGET_VULKAN_1_2: version = 0x10500; break;
    case DXSV_TARGET_VULKAN_1_3: version = 0x10600; break;
    case DXSV_TARGET_MAX_ENUM: break;  // the C API refuses other values; C++ callers get 1.1
  }
  if (stage && stage->minimumSpirvVersion() > version) version = stage->minimumSpirvVersion();
  return std::max(version, minimumVersion);
}

uint32_t EmitContext::type(ir::TypeId id) {
  if (id < types_.size() && types_[id]) return types_[id];
  const ir::Type& t = module.types[id];
  uint32_t result = 0;
  switch (t.kind) {
    case ir::TypeKind::Void: result = b.typeVoid(); break;
    case ir::TypeKind::Bool: result = b.typeBool(); break;
    case ir::TypeKind::Int: result = b.typeInt(t.bits); break;
    case ir::TypeKind::Float: result = b.typeFloat(t.bits); break;
    case ir::TypeKind::Vector: result = b.typeVector(type(t.element), t.count); break;
    case ir::TypeKind::Array: result = b.typeArray(type(t.element), t.count); break;
    case ir::TypeKind::Struct: {
      std::vector<uint32_t> members;
      for (ir::TypeId m : t.members) members.push_back(type(m));
      result = b.typeStruct(members);
      break;
    }
    case ir::TypeKind::RayQuery:
      requireRayQuery(*this);
      result = b.typeRayQuery();
      break;
    case ir::TypeKind::Pointer: {
      result = b.typePointer(storageClassOf(t.space), type(t.element));
      break;
    }
  }
  if (id >= types_.size()) types_.resize(std::max(module.types.size(), size_t(id) + 1), 0);
  types_[id] = result;
  return result;
}

uint32_t EmitContext::value(ir::ValueId id) {
  if (id < ids_.size() && ids_[id]) return ids_[id];
  const ir::ValueDef& def = module.values[id];
  uint32_t result = 0;
  const ir::Type& t = module.types[def.type];
  switch (def.kind) {
    case ir::ValueKind::Constant:
      result = t.kind == ir::TypeKind::Bool ? b.constantBool(def.bits != 0) : b.constant(type(def.type), def.bits, t.bits);
      break;
    case ir::ValueKind::ConstantComposite: {
      std::vector<uint32_t> elements;
      for (ir::ValueId e : def.elements) elements.push_back(value(e));
      result = b.constantComposite(type(def.type), elements);
      break;
    }
    case ir::ValueKind::ConstantNull: result = b.constantNull(type(def.type)); break;
    case ir::ValueKind::Undef: result = b.undef(type(def.type)); break;
    default: break;  // instruction results and variables are registered before use
  }
  setValue(id, result);
  return result;
}

uint32_t EmitContext::resultId(const ir::Instr& instr) {
  return instr.result < ids_.size() ? ids_[instr.result] : 0;  // reserved by prepareIds
}

uint32_t EmitContext::op(spv::Op opcode, uint32_t resultType, const uint32_t* operands, size_t count) {
  uint32_t id = b.newId();
  uint32_t* words = b.opWords(opcode, count + 2);
  words[0] = resultType;
  words[1] = id;
  std::copy(operands, operands + count, words + 2);
  return id;
}

uint32_t EmitContext::define(const ir::Instr& instr, spv::Op opcode, const uint32_t* operands, size_t count) {
  uint32_t id = resultId(instr);
  uint32_t resultType = type(instr.type);
  uint32_t* words = b.opWords(opcode, count + 2);
  words[0] = resultType;
  words[1] = id;
  std::copy(operands, operands + count, words + 2);
  if (instr.precise) b.decorate(id, spv::DecorationNoContraction);
  return id;
}

namespace {

// OpExtInst of GLSL.std.450 (`set`, imported before the result id is taken: ids stay in the
// order they always had), written in place.
void writeGlslInst(Builder& b, uint32_t set, uint32_t resultType, uint32_t id, uint32_t instruction, const uint32_t* operands,
                   size_t count) {
  uint32_t* words = b.opWords(spv::OpExtInst, count + 4);
  words[0] = resultType;
  words[1] = id;
  words[2] = set;
  words[3] = instruction;
  std::copy(operands, operands + count, words + 4);
}

}  // namespace

uint32_t EmitContext::defineGlsl(const ir::Instr& instr, uint32_t instruction, const uint32_t* operands, size_t count) {
  uint32_t set = b.glslStd450();
  uint32_t id = resultId(instr);
  writeGlslInst(b, set, type(instr.type), id, instruction, operands, count);
  if (instr.precise) b.decorate(id, spv::DecorationNoContraction);
  return id;
}

uint32_t EmitContext::floatConst(uint32_t type, uint32_t bits, double value) {
  uint64_t pattern = 0;
  if (bits == 64) {
    memcpy(&pattern, &value, 8);
  } else if (bits == 32) {
    float f = float(value);
    uint32_t u;
    memcpy(&u, &f, 4);
    pattern = u;
  } else {
    double magnitude = value < 0 ? -value : value;
    pattern = magnitude == 0.0 ? 0 : magnitude == 1.0 ? 0x3c00 : 0x0400;
    if (value < 0) pattern |= 0x8000;
  }
  return b.constant(type, pattern, bits);
}

uint32_t EmitContext::glsl(uint32_t resultType, uint32_t instruction, const uint32_t* operands, size_t count) {
  uint32_t set = b.glslStd450();
  uint32_t id = b.newId();
  writeGlslInst(b, set, resultType, id, instruction, operands, count);
  return id;
}

uint32_t EmitContext::builtinInput(spv::BuiltIn builtin, uint32_t valueType) {
  auto it = builtins_.find(uint32_t(builtin));
  if (it != builtins_.end()) return it->second;
  uint32_t var = b.variable(b.typePointer(spv::StorageClassInput, valueType), spv::StorageClassInput);
  b.decorate(var, spv::DecorationBuiltIn, {uint32_t(builtin)});
  interface.push_back(var);
  builtins_[uint32_t(builtin)] = var;
  if (stage) stage->builtinInputDeclared(*this, builtin, var);
  return var;
}

Error EmitContext::error(const std::string& why, ErrorKind kind) const {
  std::string where = "SPIR-V emission";
  if (function) where += ", function '" + escapeText(function->name) + "'";
  if (function && currentBlock < function->blocks.size()) {
    const std::string& name = function->blocks[currentBlock].name;
    where += ", block " + std::to_string(currentBlock) + (name.empty() ? "" : " '" + escapeText(name) + "'");
  }
  return makeError(where + ": " + why, kind);
}

void EmitContext::prepareIds() {
  functionIds_.assign(module.functions.size(), 0);
  labels_.resize(module.functions.size());
  ids_.assign(module.values.size(), 0);
  types_.assign(module.types.size(), 0);
  for (size_t f = 0; f < module.functions.size(); ++f) {
    const ir::Function& fn = module.functions[f];
    labels_[f].reserve(fn.blocks.size());
    for (const ir::Block& block : fn.blocks) {
      labels_[f].push_back(b.newId());
      for (const ir::Instr& instr : block.instrs)
        if (instr.result != ir::kNoValue) setValue(instr.result, b.newId());
    }
  }
}

uint32_t EmitContext::functionId(ir::FunctionId function) {
  uint32_t& id = functionIds_.at(function);
  if (!id) {
    id = b.newId();
    for (ir::ValueId param : module.functions[function].params) setValue(param, b.newId());
  }
  return id;
}

void EmitContext::enterFunction(ir::FunctionId id) {
  function = &module.functions[id];
  functionIndex_ = id;
  currentBlock = ir::kNoBlock;
  functionId(id);
}

namespace {

Status emitMerge(EmitContext& ctx, const ir::Block& block) {
  if (block.merge == ir::MergeKind::Loop) {
    ctx.b.op(spv::OpLoopMerge, {ctx.label(block.mergeBlock), ctx.label(block.continueBlock), uint32_t(spv::LoopControlMaskNone)});
  } else if (block.merge == ir::MergeKind::Selection) {
    ctx.b.op(spv::OpSelectionMerge, {ctx.label(block.mergeBlock), uint32_t(spv::SelectionControlMaskNone)});
  }
  // Conditional branches without a merge are breaks/continues the structurizer left
  // unannotated on purpose; spirv-val checks the result.
  return Status::success();
}

Status emitTerminator(EmitContext& ctx, const ir::Instr& term) {
  switch (term.op) {
    case ir::Op::Branch: ctx.b.op(spv::OpBranch, {ctx.label(term.targets[0])}); break;
    case ir::Op::CondBranch:
      if (term.targets[0] == term.targets[1]) {
        ctx.b.op(spv::OpBranch, {ctx.label(term.targets[0])});
      } else {
        ctx.b.op(spv::OpBranchConditional, {ctx.value(term.args[0]), ctx.label(term.targets[0]), ctx.label(term.targets[1])});
      }
      break;
    case ir::Op::Switch: {
      const ir::Type& selType = ctx.module.types[ctx.module.typeOf(term.args[0])];
      std::vector<uint32_t> ops = {ctx.value(term.args[0]), ctx.label(term.targets[0])};
      for (size_t i = 0; i < term.lits.size(); ++i) {
        ops.push_back(uint32_t(term.lits[i]));
        if (selType.bits == 64) ops.push_back(uint32_t(term.lits[i] >> 32));
        ops.push_back(ctx.label(term.targets[i + 1]));
      }
      ctx.b.op(spv::OpSwitch, ops);
      break;
    }
    case ir::Op::Return:
      if (term.args.empty()) ctx.b.op(spv::OpReturn, {});
      else ctx.b.op(spv::OpReturnValue, {ctx.value(term.args[0])});
      break;
    case ir::Op::Unreachable: ctx.b.op(spv::OpUnreachable, {}); break;
    default: return ctx.error("block does not end in a terminator");
  }
  return Status::success();
}

Status emitInstruction(EmitContext& ctx, const ir::Instr& instr) {
  ctx.currentInstr = &instr;
  if (instr.op == ir::Op::Phi) {
    std::vector<uint32_t> ops = {ctx.type(instr.type), ctx.resultId(instr)};
    // FIXUP_LOOP_HEADER_UNDEF_PHIS: a loop-carried variable read before it is written takes 0
    // (what games get on native drivers) instead of undef.
    bool zeroUndef = quirk(ctx, DXSV_QUIRK_FIXUP_LOOP_HEADER_UNDEF_PHIS) &&
                     ctx.function->blocks[ctx.currentBlock].merge == ir::MergeKind::Loop;
    for (size_t i = 0; i < instr.args.size(); ++i) {
      if (zeroUndef && ctx.module.value(instr.args[i]).kind == ir::ValueKind::Undef) {
        ops.push_back(ctx.b.constantNull(ctx.type(instr.type)));
        ops.push_back(ctx.label(instr.targets[i]));
        continue;
      }
      ops.push_back(ctx.value(instr.args[i]));
      ops.push_back(ctx.label(instr.targets[i]));
    }
    ctx.b.op(spv::OpPhi, ops);
    return Status::success();
  }
  if (instr.op == ir::Op::Call) {
    std::vector<uint32_t> ops = {ctx.functionId(ir::FunctionId(instr.lits.at(0)))};
    for (ir::ValueId arg : instr.args) ops.push_back(ctx.value(arg));
    if (instr.result != ir::kNoValue) ctx.define(instr, spv::OpFunctionCall, ops);
    else ctx.b.op(spv::OpFunctionCall, [&] { ops.insert(ops.begin(), {ctx.b.typeVoid(), ctx.b.newId()}); return ops; }());
    return Status::success();
  }
  auto staged = ctx.stage->emitOp(ctx, instr);
  if (!staged) return staged.takeError();
  if (*staged) return Status::success();
  using Family = Result<bool> (*)(EmitContext&, const ir::Instr&);
  static constexpr Family families[] = {emitArithmetic, emitMemory, emitMath, emitResourceOp, emitSyncOp, emitWaveOp,
                                        emitTextureOp, emitSamplerFeedback, emitRayQueryOp, emitDeviceMemoryOp};
  for (Family family : families) {
    auto handled = family(ctx, instr);
    if (!handled) return handled.takeError();
    if (*handled) return Status::success();
  }
  return ctx.error("no SPIR-V lowering for IR op " + std::to_string(int(instr.op)));
}

}  // namespace

Result<uint32_t> StageEmitter::entryFunction(EmitContext& ctx) { return ctx.functionId(ctx.entry.function); }

StageSlots::StageSlots(const ir::EntryPoint& entry) {
  if (auto stage = makeStageEmitter(entry)) stage_ = std::move(*stage);
}
StageSlots::~StageSlots() = default;

InterfaceSlot StageSlots::operator()(const ir::SignatureElement& element, bool output) const {
  return stage_ ? stage_->slotOf(element, output) : interfaceSlot(element);
}

Result<std::unique_ptr<StageEmitter>> makeStageEmitter(const ir::EntryPoint& entry) {
  switch (entry.stage) {
    case ir::ShaderStage::Compute: return makeComputeStage();
    case ir::ShaderStage::Vertex: return makeVertexStage();
    case ir::ShaderStage::Pixel: return makePixelStage();
    case ir::ShaderStage::Hull: return makeHullStage();
    case ir::ShaderStage::Domain: return makeDomainStage();
    case ir::ShaderStage::Geometry: return makeGeometryStage();
    case ir::ShaderStage::Mesh: return makeMeshStage();
    case ir::ShaderStage::Amplification: return makeAmplificationStage();
    case ir::ShaderStage::RayGeneration: case ir::ShaderStage::Intersection: case ir::ShaderStage::AnyHit:
    case ir::ShaderStage::ClosestHit: case ir::ShaderStage::Miss: case ir::ShaderStage::Callable:
      return makeRayTracingStage(entry.stage);
    case ir::ShaderStage::Node: return makeNodeStage();
    default: return unsupportedError("SPIR-V emission: no emitter for this shader stage yet");
  }
}

namespace {

// One IR function as a SPIR-V function, appended to `out`. The entry's function gets the
// stage's prologue at the start of its entry block.
Status emitFunction(EmitContext& ctx, ir::FunctionId id, std::vector<uint32_t>& out) {
  const ir::Function& fn = ctx.module.functions[id];
  if (fn.blocks.empty()) return makeError("SPIR-V emission: function '" + escapeText(fn.name) + "' has no blocks");
  uint32_t returnType = ctx.type(fn.returnType);
  std::vector<uint32_t> paramTypes;
  for (ir::ValueId param : fn.params) paramTypes.push_back(ctx.type(ctx.module.typeOf(param)));
  uint32_t functionType = ctx.b.typeFunction(returnType, paramTypes);
  ctx.enterFunction(id);
  std::vector<ir::BlockId> order = fn.layout;
  if (order.empty())
    for (ir::BlockId i = 0; i < fn.blocks.size(); ++i) order.push_back(i);
  if (order[0] != fn.entry) return ctx.error("block layout does not start with the entry block");

  // Body first (it may create globals and interface variables), then wrap it.
  std::vector<uint32_t> blocksCode;
  blocksCode.reserve(1024);
  for (ir::BlockId b : order) {
    ctx.currentBlock = b;
    const ir::Block& block = fn.blocks[b];
    if (block.instrs.empty() || !block.terminator().isTerminator()) return ctx.error("block has no terminator");
    ctx.b.code().clear();
    if (b == fn.entry && id == ctx.entry.function)
      if (auto s = ctx.stage->entryPrologue(ctx); !s) return s.takeError();
    ctx.blockTerminated = false;
    for (size_t i = 0; i + 1 < block.instrs.size() && !ctx.blockTerminated; ++i)
      if (auto s = emitInstruction(ctx, block.instrs[i]); !s) return s.takeError();
    // An op that ended the SPIR-V block itself (OpEmitMeshTasksEXT) leaves nothing to branch.
    if (!ctx.blockTerminated) {
      if (auto s = emitMerge(ctx, block); !s) return s.takeError();
      if (auto s = emitTerminator(ctx, block.terminator()); !s) return s.takeError();
    }
    uint32_t labelOps[] = {ctx.label(b)};
    Builder::append(blocksCode, spv::OpLabel, labelOps, 1);
    if (b == fn.entry) {
      const std::vector<uint32_t>& vars = ctx.localVariables.at(id);
      blocksCode.insert(blocksCode.end(), vars.begin(), vars.end());
    }
    blocksCode.insert(blocksCode.end(), ctx.b.code().begin(), ctx.b.code().end());
  }
  ctx.b.code().clear();

  uint32_t fnOps[] = {returnType, ctx.functionId(id), uint32_t(spv::FunctionControlMaskNone), functionType};
  Builder::append(out, spv::OpFunction, fnOps, 4);
  for (size_t i = 0; i < fn.params.size(); ++i) {
    uint32_t paramOps[] = {paramTypes[i], ctx.value(fn.params[i])};
    Builder::append(out, spv::OpFunctionParameter, paramOps, 2);
  }
  out.insert(out.end(), blocksCode.begin(), blocksCode.end());
  Builder::append(out, spv::OpFunctionEnd, nullptr, 0);
  ctx.function = nullptr;
  ctx.currentBlock = ir::kNoBlock;
  return Status::success();
}

}  // namespace

Result<std::vector<uint32_t>> emitModule(const ir::Module& module, const bindings::BindingMapper& bindings,
                                         const EmitOptions& options) {
  if (module.entryPoints.size() != 1)
    return makeError("SPIR-V emission: expected one entry point, the module has " + std::to_string(module.entryPoints.size()));
  const ir::EntryPoint& entry = module.entryPoints.front();
  if (entry.function >= module.functions.size()) return makeError("SPIR-V emission: the entry point names no function");
  auto stage = makeStageEmitter(entry);
  if (!stage) return stage.takeError();
  EmitContext ctx(module, entry, bindings, options);
  ctx.stage = stage->get();
  ctx.facts = analyzeModule(module);
  ctx.minimumVersion = rayQueryMinimumSpirvVersion(ctx);
  if (quirk(ctx, DXSV_QUIRK_AGGRESSIVE_NONUNIFORM)) ctx.uniformValues = uniformValues(module);
  ctx.b.capability(spv::CapabilityShader);
  ctx.prepareIds();
  if (auto s = ctx.stage->declareInterface(ctx); !s) return s.takeError();
  if (auto s = declareResources(ctx); !s) return s.takeError();
  if (auto s = declareVariables(ctx); !s) return s.takeError();

  // The entry's function first, then the others in module order (each emitted once,
  // however many places call it).
  std::vector<uint32_t> functionCode;
  functionCode.reserve(1024);
  if (auto s = emitFunction(ctx, entry.function, functionCode); !s) return s.takeError();
  for (ir::FunctionId id = 0; id < module.functions.size(); ++id)
    if (id != entry.function)
      if (auto s = emitFunction(ctx, id, functionCode); !s) return s.takeError();
  auto entryFunction = ctx.stage->entryFunction(ctx);
  if (!entryFunction) return entryFunction.takeError();
  functionCode.insert(functionCode.end(), ctx.helperCode.begin(), ctx.helperCode.end());

  if (auto s = ctx.stage->finish(ctx, *entryFunction); !s) return s.takeError();
  ctx.b.entryPoint(ctx.stage->executionModel(), *entryFunction, "main", ctx.interface);
  if (ctx.transformFeedback) ctx.b.executionMode(*entryFunction, spv::ExecutionModeXfb);
  bool preserve = entry.fp32Denorm == ir::DenormMode::Preserve;
  bool denormSupported = preserve ? options.fp32DenormPreserveSupported : options.fp32DenormFlushToZeroSupported;
  if (entry.fp32Denorm != ir::DenormMode::Any && denormSupported) {
    ctx.b.capability(preserve ? spv::CapabilityDenormPreserve : spv::CapabilityDenormFlushToZero);
    if (ctx.spirvVersion() < 0x10400) ctx.b.extension("SPV_KHR_float_controls");
    ctx.b.executionMode(*entryFunction, preserve ? spv::ExecutionModeDenormPreserve : spv::ExecutionModeDenormFlushToZero, {32});
  }
  return ctx.b.finish(ctx.spirvVersion(), functionCode);
}

}  // namespace dxsv::spirv
