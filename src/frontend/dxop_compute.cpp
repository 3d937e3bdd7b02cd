// Compute system values and barriers.
#include <llvm/IR/Constants.h>

#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {
namespace {

// SM 6.8 flags (DXIL.rst: MemoryTypeFlag, BarrierSemanticFlag).
constexpr uint64_t kUavMemory = 1, kGroupSharedMemory = 2, kNodeMemory = 4 | 8, kAllMemory = 0xF;
constexpr uint64_t kGroupSync = 1, kDeviceScope = 4, kAllSemantics = 7;  // GROUP_SCOPE (2) is the default

// BarrierByMemoryType(memoryFlags, semanticFlags) and BarrierByMemoryHandle(uav, semanticFlags)
// as a legacy barrier mode: UAV memory fenced at device scope when DEVICE_SCOPE is given,
// else at group scope; groupshared memory at group scope.
Result<bool> lowerSm68Barrier(LowerContext& ctx, const DxOpCall& op) {
  const bool byType = DxOp(op.opcode) == DxOp::BarrierByMemoryType;
  const char* name = byType ? "BarrierByMemoryType" : "BarrierByMemoryHandle";
  uint64_t memory = kUavMemory;
  if (byType) {
    auto flags = constantArg(ctx, op, 1, "memoryTypeFlags");
    if (!flags) return flags.takeError();
    memory = *flags;
  } else {
    auto handle = ctx.operand(op.arg(1));
    if (!handle) return handle.takeError();
    auto resource = resourceOf(ctx, *handle);
    if (!resource) return resource.takeError();
    if ((*resource)->cls != ir::ResourceClass::UAV)
      return ctx.error(std::string(name) + ": the handle is not a UAV");
  }
  auto semantics = constantArg(ctx, op, 2, "semanticFlags");
  if (!semantics) return semantics.takeError();
  if ((memory & ~kAllMemory) || (*semantics & ~kAllSemantics))
    return ctx.error(std::string(name) + ": invalid flags (memory " + std::to_string(memory) + ", semantics " +
                     std::to_string(*semantics) + ")");
  // Node records are device memory, ordered like UAVs.
  if (memory & kNodeMemory) memory |= kUavMemory;
  uint64_t mode = 0;
  if (*semantics & kGroupSync) mode |= ir::kBarrierSyncThreadGroup;
  if (memory & kUavMemory) mode |= (*semantics & kDeviceScope) ? ir::kBarrierUavFenceGlobal : ir::kBarrierUavFenceThreadGroup;
  if (memory & kGroupSharedMemory) mode |= ir::kBarrierTgsmFence;
  if (mode == 0) return ctx.error(std::string(name) + ": orders no memory and does not sync");
  ctx.emit(ir::Op::Barrier, ctx.module.types.voidType(), {}, {mode});
  return true;
}

}  // namespace

Result<bool> lowerComputeOp(LowerContext& ctx, const DxOpCall& op) {
  // The component operand of a 3-component id (a constant one must be 0-2).
  auto idComponent = [&]() -> Result<ir::ValueId> {
    if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(op.arg(1)); c && c->getZExtValue() > 2)
      return ctx.error(std::string(dxOpName(op.opcode)) + ": component " + std::to_string(c->getZExtValue()) + " of a 3-component id");
    return ctx.operand(op.arg(1));
  };
  auto builtinComponent = [&](ir::Builtin builtin) -> Result<bool> {
    auto component = idComponent();
    if (!component) return component.takeError();
    ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, ctx.i32(), {*component}, {uint64_t(builtin)});
    return true;
  };
  // A broadcasting node's group is the wrapper's current group of the record's grid.
  auto virtualGroup = [&](bool thread) -> Result<bool> {
    auto component = idComponent();
    if (!component) return component.takeError();
    ir::TypeId element = ctx.module.types.pointerType(ctx.i32(), ir::AddressSpace::Private);
    ir::ValueId group = ctx.emit(ir::Op::Load, ctx.i32(), {ctx.emit(ir::Op::AccessChain, element, {ctx.node.groupId, *component})});
    if (!thread) {
      ctx.values[&op.call] = group;
      return true;
    }
    auto* c = llvm::dyn_cast<llvm::ConstantInt>(op.arg(1));
    if (!c) return ctx.unsupported(std::string(dxOpName(op.opcode)) + ": a dynamic component of a broadcasting node's thread id");
    ir::ValueId perGroup = ctx.module.constantInt(32, ctx.entry().numThreads[c->getZExtValue()]);
    ir::ValueId local = ctx.emit(ir::Op::ReadBuiltin, ctx.i32(), {*component}, {uint64_t(ir::Builtin::ThreadIdInGroup)});
    ctx.values[&op.call] = ctx.emit(ir::Op::IAdd, ctx.i32(), {ctx.emit(ir::Op::IMul, ctx.i32(), {group, perGroup}), local});
    return true;
  };
  const bool broadcasting = ctx.node.groupId != ir::kNoValue;
  switch (DxOp(op.opcode)) {
    case DxOp::ThreadId: return broadcasting ? virtualGroup(true) : builtinComponent(ir::Builtin::ThreadId);
    case DxOp::GroupId: return broadcasting ? virtualGroup(false) : builtinComponent(ir::Builtin::GroupId);
    case DxOp::ThreadIdInGroup: return builtinComponent(ir::Builtin::ThreadIdInGroup);
    case DxOp::FlattenedThreadIdInGroup:
      ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, ctx.i32(), {}, {uint64_t(ir::Builtin::FlattenedThreadIdInGroup)});
      return true;
    case DxOp::Barrier: {
      auto mode = constantArg(ctx, op, 1, "barrierMode");
      if (!mode) return mode.takeError();
      if (*mode == 0 || *mode > 15) return ctx.error("Barrier: invalid barrier mode " + std::to_string(*mode));
      ctx.emit(ir::Op::Barrier, ctx.module.types.voidType(), {}, {*mode});
      return true;
    }
    case DxOp::BarrierByMemoryType:
    case DxOp::BarrierByMemoryHandle: return lowerSm68Barrier(ctx, op);
    default: return false;
  }
}

}  // namespace dxsv::frontend
