// LLVM's IR rules that lowering relies on and LLVM 19's bitcode reader does not enforce.
// Conversion does not run llvm::verifyFunction (a separate walk, ~6 % of a small shader's
// conversion): these checks run as lowering starts each function (the shape of every block)
// and reads each instruction. What the
// reader enforces itself (operand types of binary operators, casts, compares and calls
// against the call's function type, extractvalue/insertvalue indices, select conditions,
// atomic orderings) and what ir::verify checks after lowering (dominance of every use, one
// terminator per block, Phi incoming blocks, call arguments) is not repeated here; the list,
// with the reasons, is in docs/PERFORMANCE.md (perf-verify).
#include <algorithm>
#include <iterator>

#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>

#include "common/escape.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

using llvm::Instruction;

std::string blockName(const llvm::BasicBlock& bb) {
  if (bb.hasName()) return "block '" + escapeText(bb.getName()) + "'";
  const llvm::Function& fn = *bb.getParent();
  return "block " + std::to_string(std::distance(fn.begin(), bb.getIterator()));
}

// Every Phi lists each predecessor edge once (a block reached by two edges of one switch
// twice), as LLVM's rules ask: lowering maps incoming blocks to their lowered exits and fills
// operands from them. (The reader itself gives every entry of one block the first entry's value.)
Status checkPhiEntries(LowerContext& ctx, const llvm::BasicBlock& bb) {
  llvm::SmallVector<const llvm::BasicBlock*, 8> preds(llvm::pred_begin(&bb), llvm::pred_end(&bb));
  std::sort(preds.begin(), preds.end());
  llvm::SmallVector<const llvm::BasicBlock*, 8> incoming;
  for (const llvm::PHINode& phi : bb.phis()) {
    ctx.currentInstr = &phi;
    // A block without predecessors (the entry) may not have Phis either: SPIR-V's OpPhi needs a parent.
    if (phi.getNumIncomingValues() == 0) return ctx.error("a phi without incoming values");
    if (phi.getNumIncomingValues() != preds.size())
      return ctx.error("the phi has " + std::to_string(phi.getNumIncomingValues()) + " incoming values for " +
                       std::to_string(preds.size()) + " predecessor edges");
    incoming.clear();
    incoming.append(phi.block_begin(), phi.block_end());
    std::sort(incoming.begin(), incoming.end());
    for (size_t i = 0; i < incoming.size(); ++i)
      if (incoming[i] != preds[i]) return ctx.error("the phi's incoming blocks are not the block's predecessors");
  }
  ctx.currentInstr = nullptr;
  return Status::success();
}

bool isIntOrPointer(const llvm::Type* type) {
  const llvm::Type* scalar = type->getScalarType();
  return scalar->isIntegerTy() || scalar->isPointerTy();
}

}  // namespace

// Every block, reachable or not (lowering drops unreachable ones, but they are few and the
// check is a pointer test): the CFG and the Phis must be well formed before anything walks them.
Status checkFunctionRules(LowerContext& ctx, const llvm::Function& fn) {
  ctx.currentInstr = nullptr;
  // Linkage rules the verifier applies to every function (they do not change what we emit,
  // but a module breaking them is not valid IR).
  if (fn.hasCommonLinkage() || fn.hasAppendingLinkage()) return ctx.error("a function with common or appending linkage");
  if (fn.hasDLLImportStorageClass() && !fn.hasAvailableExternallyLinkage())
    return ctx.error("a defined function marked dllimport");
  // The reader lets a branch name the entry block; lowering makes it the IR's entry.
  if (!llvm::pred_empty(&fn.getEntryBlock())) return ctx.error("a branch targets the entry block");
  // The reader ends a block at its first terminator, so a terminator is never in the
  // middle; but blocks declared and never filled (or the last one cut short) have none.
  for (const llvm::BasicBlock& bb : fn)
    if (!bb.getTerminator()) return ctx.error(blockName(bb) + " does not end in a terminator");
  for (const llvm::BasicBlock& bb : fn)
    if (llvm::isa<llvm::PHINode>(bb.front()))
      if (auto s = checkPhiEntries(ctx, bb); !s) return s;
  return Status::success();
}

Status checkInstructionRules(LowerContext& ctx, const Instruction& instr) {
  switch (instr.getOpcode()) {
    case Instruction::Ret: {
      const llvm::Type* want = instr.getFunction()->getReturnType();
      const llvm::Type* got = instr.getNumOperands() ? instr.getOperand(0)->getType() : nullptr;
      if (want->isVoidTy() ? got != nullptr : got != want)
        return ctx.error("the returned value does not have the function's return type");
      return Status::success();
    }
    case Instruction::Switch: {
      auto& sw = llvm::cast<llvm::SwitchInst>(instr);
      if (!sw.getCondition()->getType()->isIntegerTy()) return ctx.error("switch on a value that is not an integer");
      if (sw.getNumCases() < 2) return Status::success();
      llvm::SmallVector<const llvm::ConstantInt*, 16> values;
      for (const auto& c : sw.cases()) values.push_back(c.getCaseValue());
      std::sort(values.begin(), values.end());  // by address: constants are uniqued
      if (std::adjacent_find(values.begin(), values.end()) != values.end())
        return ctx.error("switch lists one case value twice");
      return Status::success();
    }
    case Instruction::ICmp:
      // The reader makes an fcmp of floating-point operands and an icmp of anything else.
      if (!isIntOrPointer(instr.getOperand(0)->getType())) return ctx.error("icmp on operands that are not integers or pointers");
      return Status::success();
    case Instruction::Select:
      if (const char* why = llvm::SelectInst::areInvalidOperands(instr.getOperand(0), instr.getOperand(1), instr.getOperand(2)))
        return ctx.error(std::string("invalid select: ") + why);
      return Status::success();
    case Instruction::ExtractElement:
      if (!llvm::ExtractElementInst::isValidOperands(instr.getOperand(0), instr.getOperand(1)))
        return ctx.error("extractelement operands are not a vector and an integer index");
      return Status::success();
    case Instruction::InsertElement:
      if (!llvm::InsertElementInst::isValidOperands(instr.getOperand(0), instr.getOperand(1), instr.getOperand(2)))
        return ctx.error("insertelement operands are not a vector, its element and an integer index");
      return Status::success();
    case Instruction::ShuffleVector: {
      auto& shuffle = llvm::cast<llvm::ShuffleVectorInst>(instr);
      if (!llvm::ShuffleVectorInst::isValidOperands(shuffle.getOperand(0), shuffle.getOperand(1), shuffle.getShuffleMask()))
        return ctx.error("shufflevector mask selects an element its operands do not have");
      return Status::success();
    }
    // The reader checks sizes only where no alignment is given. (A stored value of an unsized
    // type can only come from such a load, a constant, which the bitstream guard rejects, or
    // a parameter of a function that such values are passed to.)
    case Instruction::Alloca:
      if (!llvm::cast<llvm::AllocaInst>(instr).getAllocatedType()->isSized()) return ctx.error("alloca of an unsized type");
      return Status::success();
    case Instruction::Load:
      if (!instr.getType()->isSized()) return ctx.error("load of an unsized type");
      return Status::success();
    case Instruction::GetElementPtr: {
      // The reader takes any base and index values (the bitstream guard checks the indices
      // against the source type).
      auto& gep = llvm::cast<llvm::GetElementPtrInst>(instr);
      if (!gep.getPointerOperandType()->isPtrOrPtrVectorTy()) return ctx.error("getelementptr on a value that is not a pointer");
      if (!gep.getSourceElementType()->isSized()) return ctx.error("getelementptr into an unsized type");
      for (const llvm::Use& index : gep.indices())
        if (!index->getType()->isIntOrIntVectorTy()) return ctx.error("getelementptr index that is not an integer");
      return Status::success();
    }
    case Instruction::Call: {
      // musttail: the call must be returned right away (through at most a bitcast) from a
      // caller of the callee's signature. Lowering ignores the marker; the rule is LLVM's.
      auto& call = llvm::cast<llvm::CallInst>(instr);
      if (!call.isMustTailCall()) return Status::success();
      const llvm::Instruction* next = call.getNextNode();
      const llvm::Instruction* cast = nullptr;  // the optional bitcast of the call's result
      if (next && llvm::isa<llvm::BitCastInst>(next) && next->getOperand(0) == &call) {
        cast = next;
        next = next->getNextNode();
      }
      auto* ret = llvm::dyn_cast_or_null<llvm::ReturnInst>(next);
      const llvm::Value* returned = ret && ret->getNumOperands() ? ret->getOperand(0) : nullptr;
      const llvm::FunctionType* caller = call.getFunction()->getFunctionType();
      if (!ret || (returned && returned != &call && returned != cast) ||
          caller->getReturnType() != call.getType() || caller->params() != call.getFunctionType()->params() ||
          caller->isVarArg() != call.getFunctionType()->isVarArg())
        return ctx.error("a musttail call not returned right away from a caller of the callee's signature");
      return Status::success();
    }
    default: return Status::success();
  }
}

}  // namespace dxsv::frontend
