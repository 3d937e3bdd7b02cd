// Emission driver: entry point, function, blocks with their merges and terminators.
#include "spirv/emitter.h"

#include <cstring>

#include "spirv/emit_context.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

uint32_t EmitContext::spirvVersion() const {
  switch (options.targetEnv) {
    case TargetEnv::Vulkan11: return 0x10300;
    case TargetEnv::Vulkan12: return 0x10500;
    case TargetEnv::Vulkan13: return 0x10600;
  }
  return 0x10300;
}

uint32_t EmitContext::type(ir::TypeId id) {
  auto it = types_.find(id);
  if (it != types_.end()) return it->second;
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
    case ir::TypeKind::Pointer: {
      spv::StorageClass sc = spv::StorageClassFunction;
      if (t.space == ir::AddressSpace::Private) sc = spv::StorageClassPrivate;
      if (t.space == ir::AddressSpace::Workgroup) sc = spv::StorageClassWorkgroup;
      result = b.typePointer(sc, type(t.element));
      break;
    }
  }
  types_[id] = result;
  return result;
}

uint32_t EmitContext::value(ir::ValueId id) {
  auto it = ids_.find(id);
  if (it != ids_.end()) return it->second;
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
  ids_[id] = result;
  return result;
}

uint32_t EmitContext::resultId(const ir::Instr& instr) { return ids_.at(instr.result); }

uint32_t EmitContext::op(spv::Op opcode, uint32_t resultType, std::vector<uint32_t> operands) {
  uint32_t id = b.newId();
  operands.insert(operands.begin(), {resultType, id});
  b.op(opcode, operands);
  return id;
}

uint32_t EmitContext::define(const ir::Instr& instr, spv::Op opcode, std::vector<uint32_t> operands) {
  uint32_t id = resultId(instr);
  operands.insert(operands.begin(), {type(instr.type), id});
  b.op(opcode, operands);
  if (instr.precise) b.decorate(id, spv::DecorationNoContraction);
  return id;
}

uint32_t EmitContext::defineGlsl(const ir::Instr& instr, uint32_t instruction, std::vector<uint32_t> operands) {
  operands.insert(operands.begin(), {b.glslStd450(), instruction});
  return define(instr, spv::OpExtInst, std::move(operands));
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

uint32_t EmitContext::glsl(uint32_t resultType, uint32_t instruction, std::vector<uint32_t> operands) {
  operands.insert(operands.begin(), {b.glslStd450(), instruction});
  return op(spv::OpExtInst, resultType, std::move(operands));
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
  if (currentBlock != ir::kNoBlock) {
    const std::string& name = module.function.blocks[currentBlock].name;
    where += ", block " + std::to_string(currentBlock) + (name.empty() ? "" : " '" + name + "'");
  }
  return makeError(where + ": " + why, kind);
}

void EmitContext::prepareIds() {
  const ir::Function& fn = module.function;
  for (ir::BlockId i = 0; i < fn.blocks.size(); ++i) {
    labels_[i] = b.newId();
    for (const ir::Instr& instr : fn.blocks[i].instrs) {
      if (instr.result != ir::kNoValue) {
        ids_[instr.result] = b.newId();
        defs[instr.result] = &instr;
      }
    }
  }
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
    case ir::Op::Return: ctx.b.op(spv::OpReturn, {}); break;
    case ir::Op::Unreachable: ctx.b.op(spv::OpUnreachable, {}); break;
    default: return ctx.error("block does not end in a terminator");
  }
  return Status::success();
}

Status emitInstruction(EmitContext& ctx, const ir::Instr& instr) {
  ctx.currentInstr = &instr;
  if (instr.op == ir::Op::Phi) {
    std::vector<uint32_t> ops = {ctx.type(instr.type), ctx.resultId(instr)};
    for (size_t i = 0; i < instr.args.size(); ++i) {
      ops.push_back(ctx.value(instr.args[i]));
      ops.push_back(ctx.label(instr.targets[i]));
    }
    ctx.b.op(spv::OpPhi, ops);
    return Status::success();
  }
  auto staged = ctx.stage->emitOp(ctx, instr);
  if (!staged) return staged.takeError();
  if (*staged) return Status::success();
  using Family = Result<bool> (*)(EmitContext&, const ir::Instr&);
  static constexpr Family families[] = {emitArithmetic, emitMemory, emitMath, emitResourceOp, emitSyncOp, emitWaveOp,
                                        emitTextureOp};
  for (Family family : families) {
    auto handled = family(ctx, instr);
    if (!handled) return handled.takeError();
    if (*handled) return Status::success();
  }
  return ctx.error("no SPIR-V lowering for IR op " + std::to_string(int(instr.op)));
}

}  // namespace

Result<std::unique_ptr<StageEmitter>> makeStageEmitter(const ir::Module& module) {
  switch (module.entry.stage) {
    case ir::ShaderStage::Compute: return makeComputeStage();
    case ir::ShaderStage::Vertex: return makeVertexStage();
    case ir::ShaderStage::Pixel: return makePixelStage();
    default: return unsupportedError("SPIR-V emission: no emitter for this shader stage yet");
  }
}

Result<std::vector<uint32_t>> emitModule(const ir::Module& module, const bindings::BindingMapper& bindings,
                                         const EmitOptions& options) {
  const ir::Function& fn = module.function;
  if (fn.blocks.empty()) return makeError("SPIR-V emission: function has no blocks");
  auto stage = makeStageEmitter(module);
  if (!stage) return stage.takeError();
  EmitContext ctx(module, bindings, options);
  ctx.stage = stage->get();
  ctx.b.capability(spv::CapabilityShader);
  ctx.prepareIds();
  if (auto s = ctx.stage->declareInterface(ctx); !s) return s.takeError();
  if (auto s = declareResources(ctx); !s) return s.takeError();
  if (auto s = declareVariables(ctx); !s) return s.takeError();

  uint32_t voidType = ctx.b.typeVoid();
  uint32_t fnType = ctx.b.typeFunction(voidType);
  uint32_t fnId = ctx.b.newId();

  std::vector<ir::BlockId> order = fn.layout;
  if (order.empty())
    for (ir::BlockId i = 0; i < fn.blocks.size(); ++i) order.push_back(i);
  if (order.empty() || order[0] != fn.entry) return makeError("SPIR-V emission: block layout does not start with the entry block");

  // Body first (it may create globals and interface variables), then wrap it.
  std::vector<uint32_t> blocksCode;
  for (ir::BlockId id : order) {
    ctx.currentBlock = id;
    const ir::Block& block = fn.blocks[id];
    if (block.instrs.empty() || !block.terminator().isTerminator()) return ctx.error("block has no terminator");
    ctx.b.code().clear();
    if (id == fn.entry)
      if (auto s = ctx.stage->entryPrologue(ctx); !s) return s.takeError();
    for (size_t i = 0; i + 1 < block.instrs.size(); ++i)
      if (auto s = emitInstruction(ctx, block.instrs[i]); !s) return s.takeError();
    if (auto s = emitMerge(ctx, block); !s) return s.takeError();
    if (auto s = emitTerminator(ctx, block.terminator()); !s) return s.takeError();
    uint32_t labelOps[] = {ctx.label(id)};
    Builder::append(blocksCode, spv::OpLabel, labelOps, 1);
    if (id == fn.entry) {
      const auto& vars = ctx.b.functionVariables();
      blocksCode.insert(blocksCode.end(), vars.begin(), vars.end());
    }
    blocksCode.insert(blocksCode.end(), ctx.b.code().begin(), ctx.b.code().end());
  }

  std::vector<uint32_t> functionCode;
  uint32_t fnOps[] = {voidType, fnId, uint32_t(spv::FunctionControlMaskNone), fnType};
  Builder::append(functionCode, spv::OpFunction, fnOps, 4);
  functionCode.insert(functionCode.end(), blocksCode.begin(), blocksCode.end());
  Builder::append(functionCode, spv::OpFunctionEnd, nullptr, 0);
  functionCode.insert(functionCode.end(), ctx.helperCode.begin(), ctx.helperCode.end());

  if (auto s = ctx.stage->finish(ctx, fnId); !s) return s.takeError();
  ctx.b.entryPoint(ctx.stage->executionModel(), fnId, "main", ctx.interface);
  bool preserve = module.entry.fp32Denorm == ir::DenormMode::Preserve;
  bool denormSupported = preserve ? options.fp32DenormPreserveSupported : options.fp32DenormFlushToZeroSupported;
  if (module.entry.fp32Denorm != ir::DenormMode::Any && denormSupported) {
    ctx.b.capability(preserve ? spv::CapabilityDenormPreserve : spv::CapabilityDenormFlushToZero);
    if (ctx.spirvVersion() < 0x10400) ctx.b.extension("SPV_KHR_float_controls");
    ctx.b.executionMode(fnId, preserve ? spv::ExecutionModeDenormPreserve : spv::ExecutionModeDenormFlushToZero, {32});
  }
  return ctx.b.finish(ctx.spirvVersion(), functionCode);
}

}  // namespace dxsv::spirv
