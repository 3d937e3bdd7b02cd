// Resource handle creation: createHandle (SM 6.0-6.5), createHandleFromBinding and
// annotateHandle (SM 6.6+). Bindless heaps come with the root-signature binding modes.
#include <llvm/IR/Constants.h>

#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

// Emits a handle for resource `index` at `registerIndex` (an absolute register number).
Result<bool> emitHandle(LowerContext& ctx, const DxOpCall& op, uint32_t index, const llvm::Value* registerIndex) {
  const ir::Resource& r = ctx.module.resources[index];
  auto reg = ctx.operand(registerIndex);
  if (!reg) return reg.takeError();
  ir::ValueId relative = *reg;
  if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(registerIndex)) {
    uint64_t value = c->getZExtValue();
    if (value < r.lowerBound || (r.rangeSize != 0xffffffffu && value - r.lowerBound >= r.rangeSize))
      return ctx.error("register " + std::to_string(value) + " is outside the range of resource '" + r.name + "'");
    relative = ctx.module.constantInt(32, value - r.lowerBound);
  } else if (r.lowerBound != 0) {
    relative = ctx.emit(ir::Op::ISub, ctx.i32(), {*reg, ctx.module.constantInt(32, r.lowerBound)});
  }
  ir::ValueId handle = ctx.emit(ir::Op::ResourceHandle, ctx.i32(), {relative}, {index});
  ctx.values[&op.call] = handle;
  ctx.handleResources[handle] = index;
  return true;
}

}  // namespace

Result<bool> lowerHandleOp(LowerContext& ctx, const DxOpCall& op) {
  auto& resources = ctx.module.resources;
  switch (DxOp(op.opcode)) {
    case DxOp::CreateHandle: {
      auto cls = constantArg(ctx, op, 1, "resourceClass");
      if (!cls) return cls.takeError();
      auto rangeId = constantArg(ctx, op, 2, "rangeId");
      if (!rangeId) return rangeId.takeError();
      for (uint32_t i = 0; i < resources.size(); ++i)
        if (uint64_t(resources[i].cls) == *cls && resources[i].rangeId == *rangeId) return emitHandle(ctx, op, i, op.arg(3));
      return ctx.error("CreateHandle: no resource of class " + std::to_string(*cls) + " with range id " + std::to_string(*rangeId));
    }
    case DxOp::CreateHandleFromBinding: {
      // %dx.types.ResBind = { lowerBound, upperBound, space, class } as a constant struct.
      auto* bind = llvm::dyn_cast<llvm::Constant>(op.arg(1));
      if (!bind || !bind->getType()->isStructTy() || bind->getType()->getStructNumElements() != 4)
        return ctx.error("CreateHandleFromBinding: binding is not a constant ResBind");
      uint64_t field[4];
      for (unsigned i = 0; i < 4; ++i) {
        auto* c = llvm::dyn_cast_or_null<llvm::ConstantInt>(bind->getAggregateElement(i));
        if (!c) return ctx.error("CreateHandleFromBinding: binding field is not a constant");
        field[i] = c->getZExtValue();
      }
      for (uint32_t i = 0; i < resources.size(); ++i) {
        const ir::Resource& r = resources[i];
        if (uint64_t(r.cls) == field[3] && r.space == field[2] && r.lowerBound == field[0]) return emitHandle(ctx, op, i, op.arg(2));
      }
      return ctx.error("CreateHandleFromBinding: no resource declared at space " + std::to_string(field[2]) +
                       ", register " + std::to_string(field[0]));
    }
    case DxOp::AnnotateHandle: {
      auto handle = ctx.operand(op.arg(1));
      if (!handle) return handle.takeError();
      ctx.values[&op.call] = *handle;  // the properties repeat the declaration's
      return true;
    }
    default: return false;
  }
}

}  // namespace dxsv::frontend
