// Bitcode parsing and the per-function lowering driver.
#include "frontend/frontend.h"

#include <algorithm>

#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>

#include "common/escape.h"
#include "frontend/bitcode_guard.h"
#include "frontend/library_metadata.h"
#include "frontend/library_resources.h"
#include "frontend/lower_context.h"
#include "frontend/node_launch.h"
#include "frontend/metadata.h"

namespace dxsv::frontend {

namespace {

// DXIL's datalayout ("i8:32", ...) is rejected by LLVM 19. Nothing reads the layout (we never
// ask LLVM for sizes or alignments; the reader uses it only for the default alignment of loads,
// stores and allocas without one, which lowering ignores, and for address spaces, which the
// empty layout leaves at 0 as DXIL's does), so the empty layout (LLVM's defaults) replaces it:
// the cheapest for LLVM to parse.
std::optional<std::string> replaceDataLayout(llvm::StringRef, llvm::StringRef) { return std::string(); }

// LLVM's default diagnostic handler prints to the process-wide llvm::errs() (unsynchronized
// across threads) and calls exit(1) on an error. Keep diagnostics in the conversion instead:
// errors fail it, warnings (e.g. debug info dropped by the reader) are ignored.
void keepDiagnostic(const llvm::DiagnosticInfo* info, void* context) {
  std::string& error = *static_cast<std::string*>(context);
  if (info->getSeverity() != llvm::DS_Error || !error.empty()) return;
  llvm::raw_string_ostream stream(error);
  llvm::DiagnosticPrinterRawOStream printer(stream);
  info->print(printer);
}

// The functions to lower: the entry's, the patch-constant function, then every defined
// function they call, in the order calls are first met (deterministic ids).
std::vector<const llvm::Function*> functionsToLower(const llvm::Function* entry, const llvm::Function* patchConstant) {
  std::vector<const llvm::Function*> order = {entry};
  if (patchConstant && patchConstant != entry) order.push_back(patchConstant);
  for (size_t i = 0; i < order.size(); ++i)
    for (const llvm::BasicBlock& bb : *order[i])
      for (const llvm::Instruction& instr : bb)
        if (auto* call = llvm::dyn_cast<llvm::CallInst>(&instr))
          if (const llvm::Function* callee = call->getCalledFunction(); callee && !callee->isDeclaration())
            if (std::find(order.begin(), order.end(), callee) == order.end()) order.push_back(callee);
  return order;
}

// Creates the IR function of `fn` with its parameters and return type (bodies come later, so
// that calls can name functions not lowered yet).
Status declareFunction(LowerContext& ctx, const llvm::Function& fn, bool isEntry) {
  ir::FunctionId id = ctx.module.addFunction(fn.getName().str());
  ctx.functions[&fn] = id;
  ctx.functionId = id;
  ctx.currentInstr = nullptr;
  if (fn.empty()) return ctx.error("function has no body");
  if (isEntry && ir::isRayTracingStage(ctx.entry().stage)) {
    if (!fn.getReturnType()->isVoidTy()) return ctx.error("a ray-tracing shader returns void");
    return declareRayTracingParameters(ctx, fn);
  }
  if (isEntry && (fn.arg_size() != 0 || !fn.getReturnType()->isVoidTy()))
    return ctx.error("an entry point (or patch-constant function) takes no parameters and returns void");
  if (fn.isVarArg()) return ctx.unsupported("variadic functions are not supported");
  auto returnType = ctx.lowerType(fn.getReturnType());
  if (!returnType) return returnType.takeError();
  ctx.module.functions[id].returnType = *returnType;
  for (const llvm::Argument& arg : fn.args()) {
    if (arg.getType()->isPointerTy())
      return ctx.unsupported("parameter " + std::to_string(arg.getArgNo()) + " is a pointer; pointer parameters are not supported yet");
    auto type = ctx.lowerType(arg.getType());
    if (!type) return type.takeError();
    ctx.values[&arg] = ctx.module.parameter(id, *type, arg.getName().str());
  }
  return Status::success();
}

Status lowerFunction(LowerContext& ctx, const llvm::Function& fn) {
  ctx.functionId = ctx.functions.at(&fn);
  ctx.currentInstr = nullptr;
  ctx.blocks.clear();
  ctx.exitBlocks.clear();

  if (auto s = checkFunctionRules(ctx, fn); !s) return s;
  // Dominators first, so every non-Phi operand is lowered before its use: a use met before
  // its definition fails here (LowerContext::operand), one whose definition does not
  // dominate it in ir::verify, which cfg runs before reading the CFG.
  llvm::ReversePostOrderTraversal<const llvm::Function*> rpo(&fn);
  for (const llvm::BasicBlock* bb : rpo) {
    ctx.blocks[bb] = ctx.function().addBlock(bb->getName().str());
    ctx.function().blocks[ctx.blocks[bb]].instrs.reserve(bb->size());  // about one IR instruction each
  }

  std::vector<std::pair<const llvm::PHINode*, std::pair<ir::BlockId, size_t>>> phis;
  for (const llvm::BasicBlock* bb : rpo) {
    ctx.currentBlock = ctx.blocks[bb];
    bool phisDone = false;
    for (const llvm::Instruction& instr : *bb) {
      ctx.currentInstr = &instr;
      if (auto* phi = llvm::dyn_cast<llvm::PHINode>(&instr)) {
        if (phisDone) return ctx.error("a phi after an instruction that is not a phi");
        if (auto s = checkHandleUse(ctx, *phi); !s) return s;
        auto type = ctx.lowerType(phi->getType());
        if (!type) return type.takeError();
        auto& block = ctx.function().blocks[ctx.currentBlock];
        phis.push_back({phi, {ctx.currentBlock, block.instrs.size()}});
        ctx.values[phi] = ctx.emit(ir::Op::Phi, *type);
        continue;
      }
      phisDone = true;
      if (auto status = lowerInstruction(ctx, instr); !status) return status;
    }
  }
  // Phi operands may come from later blocks (loops): fill them once everything exists.
  // Incoming edges from unreachable blocks are dropped with those blocks.
  for (auto& [phi, where] : phis) {
    ctx.currentInstr = phi;
    for (unsigned i = 0; i < phi->getNumIncomingValues(); ++i) {
      const llvm::BasicBlock* incoming = phi->getIncomingBlock(i);
      auto exit = ctx.exitBlocks.find(incoming);
      auto entry = ctx.blocks.find(incoming);
      if (entry == ctx.blocks.end()) continue;
      ir::BlockId pred = exit != ctx.exitBlocks.end() ? exit->second : entry->second;
      // Constant expressions in phis are materialized at the end of the predecessor.
      ctx.currentBlock = pred;
      auto& predInstrs = ctx.function().blocks[pred].instrs;
      ir::Instr terminator = std::move(predInstrs.back());
      predInstrs.pop_back();
      auto value = ctx.operand(phi->getIncomingValue(i));
      ctx.function().blocks[pred].instrs.push_back(std::move(terminator));
      if (!value) return value.takeError();
      ir::Instr& instr = ctx.function().blocks[where.first].instrs[where.second];
      instr.args.push_back(*value);
      instr.targets.push_back(pred);
    }
  }
  return Status::success();
}

}  // namespace

Result<std::unique_ptr<llvm::Module>> parseLlvmBitcode(std::span<const uint8_t> bitcode, llvm::LLVMContext& context) {
  llvm::StringRef bytes(reinterpret_cast<const char*>(bitcode.data()), bitcode.size());
  llvm::ParserCallbacks callbacks;
  callbacks.DataLayout = replaceDataLayout;
  auto parsed = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bytes, "DXIL"), context, callbacks);
  if (!parsed) return makeError("DXIL bitcode: " + escapeText(llvm::toString(parsed.takeError())));
  return std::move(*parsed);
}

static Error invalidIr(std::string problems) {
  if (problems.size() > 400) problems.resize(400);
  return makeError("DXIL bitcode: the module is not valid LLVM IR: " + escapeText(problems, Newlines::Keep));
}

ParsedModule::ParsedModule(ContextLease lease, std::unique_ptr<llvm::Module> module, std::vector<std::string> structNames)
    : lease_(std::move(lease)), module_(std::move(module)), structNames_(std::move(structNames)) {}

ParsedModule::~ParsedModule() {
  lease_.forgetStructNames(structNames_);
  module_.reset();
}

// LLVM's reader accepts IR that breaks its own rules (a use its definition does not
// dominate, a Phi that does not match the predecessors, ...). Conversion checks the rules
// lowering relies on where it reads each function, block and instruction (llvm_rules.cpp,
// LowerContext::operand, then ir::verify in cfg) instead of walking the IR once more with
// llvm::verifyModule. Entry listing runs no verifier either: listing reads only metadata
// (as conversion does), and converting a listed export lowers it with the same checks.
Result<std::unique_ptr<ParsedModule>> parseModule(std::span<const uint8_t> bitcode, const ParseOptions& options) {
  std::vector<std::string> structNames;
  if (auto s = checkBitcode(bitcode, &structNames); !s) return s.takeError();
  ContextLease lease = ContextLease::acquire(options.freshContext);
  llvm::LLVMContext& context = lease.context();
  std::string diagnostic;
  context.setDiagnosticHandlerCallBack(keepDiagnostic, &diagnostic);
  auto parsed = parseLlvmBitcode(bitcode, context);
  // The context outlives `diagnostic` (it is reused): no handler left pointing at it.
  context.setDiagnosticHandlerCallBack(nullptr, nullptr);
  if (!parsed) return parsed.takeError();
  auto out = std::make_unique<ParsedModule>(std::move(lease), std::move(*parsed), std::move(structNames));
  if (!diagnostic.empty()) return makeError("DXIL bitcode: " + escapeText(diagnostic));
  return out;
}

// The reader does not check that an initializer has its global's type; lowering reads the
// initializers of the globals the lowered bodies use.
static Status checkGlobalInitializers(const llvm::Module& module) {
  for (const llvm::GlobalVariable& global : module.globals())
    if (global.hasInitializer() && global.getInitializer()->getType() != global.getValueType())
      return invalidIr("Global variable initializer type does not match global variable type!");
  return Status::success();
}

Result<std::vector<EntryInfo>> listEntries(std::span<const uint8_t> bitcode) {
  auto parsed = parseModule(bitcode, {});
  if (!parsed) return parsed.takeError();
  return listEntries(**parsed);
}

Result<std::vector<EntryInfo>> listEntries(const ParsedModule& parsed) {
  const llvm::Module& module = parsed.module();
  std::vector<EntryInfo> out;
  const llvm::NamedMDNode* sm = module.getNamedMetadata("dx.shaderModel");
  auto* kind = sm && sm->getNumOperands() == 1 && sm->getOperand(0)->getNumOperands()
                   ? llvm::dyn_cast_or_null<llvm::MDString>(sm->getOperand(0)->getOperand(0).get())
                   : nullptr;
  if (kind && kind->getString() == "lib") {
    auto exports = readLibraryExports(module);
    if (!exports) return exports.takeError();
    for (const LibraryExport& e : *exports) out.push_back({e.name, stageName(e.stage), e.node.node});
    return out;
  }
  auto meta = readMetadata(module);
  if (!meta) return meta.takeError();
  out.push_back({meta->entry.name, stageName(meta->entry.stage), {}});
  return out;
}

Result<ir::Module> lowerDxil(std::span<const uint8_t> bitcode, const std::string& entryName) {
  auto parsed = parseModule(bitcode, {});
  if (!parsed) return parsed.takeError();
  return lowerDxil(**parsed, entryName);
}

Result<ir::Module> lowerDxil(const ParsedModule& parsed, const std::string& entryName) {
  const llvm::Module& llvmModule = parsed.module();
  auto meta = readMetadata(llvmModule, entryName);
  if (!meta) return meta.takeError();
  if (!meta->function) return makeError("DXIL metadata: the entry point record names no function");
  // Lists the functions by walking unchecked bodies: only calls' direct callees are read.
  std::vector<const llvm::Function*> functions = functionsToLower(meta->function, meta->patchConstantFunction);
  if (auto s = checkGlobalInitializers(llvmModule); !s) return s.takeError();

  ir::Module module;
  ir::EntryPoint& entry = module.entryPoints.emplace_back(std::move(meta->entry));
  if (auto denorm = meta->function->getFnAttribute("fp32-denorm-mode"); denorm.isStringAttribute()) {
    llvm::StringRef mode = denorm.getValueAsString();
    if (mode == "preserve") entry.fp32Denorm = ir::DenormMode::Preserve;
    else if (mode == "ftz") entry.fp32Denorm = ir::DenormMode::FlushToZero;
    else if (mode != "any") return makeError("entry point: unknown fp32-denorm-mode '" + escapeText(mode) + "'");
  }
  entry.waveOpsIncludeHelperLanes = meta->function->hasFnAttribute("waveops-include-helper-lanes");
  module.resources = std::move(meta->resources);
  LowerContext ctx(module, llvmModule);
  for (size_t i = 0; i < meta->resourceGlobals.size(); ++i)
    if (meta->resourceGlobals[i]) ctx.resourceGlobals[meta->resourceGlobals[i]] = uint32_t(i);
  for (const llvm::Function* fn : functions)
    if (auto status = declareFunction(ctx, *fn, fn == meta->function || fn == meta->patchConstantFunction); !status)
      return status.takeError();
  entry.function = ctx.functions.at(meta->function);
  if (meta->patchConstantFunction) entry.patchConstantFunction = ctx.functions.at(meta->patchConstantFunction);
  if (entry.stage == ir::ShaderStage::Node) declareNodeState(ctx);
  for (const llvm::Function* fn : functions)
    if (auto status = lowerFunction(ctx, *fn); !status) return status.takeError();
  // Library exports declare only the library's resources they use (each has its own root signatures).
  if (ir::isRayTracingStage(entry.stage) || entry.stage == ir::ShaderStage::Node) keepUsedResources(module);
  // A node's function is the body of the wrapper that finds its records.
  if (entry.stage == ir::ShaderStage::Node)
    if (auto status = buildNodeEntry(ctx, entry.function); !status) return status.takeError();
  return module;
}

}  // namespace dxsv::frontend
