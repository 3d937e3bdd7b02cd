// Calls to LLVM intrinsics (llvm.*). DXC's validator admits only dx.op functions and, from
// DXIL 1.6, llvm.lifetime.start/end; debug modules add llvm.dbg.*. Those and a few hints
// carry no semantics and are dropped; every other intrinsic is rejected by name.
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Intrinsics.h>

#include "common/escape.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

// Intrinsics that do not change what the program computes, so they are dropped.
bool hasNoEffect(llvm::Intrinsic::ID id) {
  switch (id) {
    // A local array's contents are undefined outside its lifetime: keeping the old contents
    // is one valid reading. SPIR-V's OpLifetimeStart/Stop need the Kernel capability.
    case llvm::Intrinsic::lifetime_start:
    case llvm::Intrinsic::lifetime_end:
    // Debug info (modules compiled with -Zi) and optimizer hints.
    case llvm::Intrinsic::dbg_declare:
    case llvm::Intrinsic::dbg_value:
    case llvm::Intrinsic::dbg_label:
    case llvm::Intrinsic::dbg_assign:
    case llvm::Intrinsic::assume:
    case llvm::Intrinsic::donothing:
    case llvm::Intrinsic::sideeffect:
    case llvm::Intrinsic::experimental_noalias_scope_decl:
      return true;
    default:
      return false;
  }
}

}  // namespace

Status lowerIntrinsicCall(LowerContext& ctx, const llvm::CallInst& call) {
  const llvm::Function* callee = call.getCalledFunction();
  if (hasNoEffect(callee->getIntrinsicID()) && call.getType()->isVoidTy()) return Status::success();
  return ctx.unsupported("LLVM intrinsic '" + escapeText(callee->getName()) + "' is not supported");
}

}  // namespace dxsv::frontend
