// Memory variables (allocas, groupshared, static globals) and pointer access.
#include <spirv/unified1/GLSL.std.450.h>

#include <algorithm>

#include "spirv/emit_context.h"
#include "spirv/quirks.h"

namespace dxsv::spirv {

namespace {

spv::Scope scopeFor(const EmitContext& ctx, ir::ValueId pointer) {
  auto space = ctx.module.types[ctx.module.typeOf(pointer)].space;
  return space == ir::AddressSpace::Workgroup || space == ir::AddressSpace::TaskPayload ? spv::ScopeWorkgroup
                                                                                        : spv::ScopeInvocation;
}

// GROUP_SHARED_AUTO_BARRIER: games forget barrier() after writing groupshared memory. A
// memory barrier (never a control barrier: the write may be in divergent control flow) makes
// the write visible to the workgroup before anything after it.
void groupSharedWriteBarrier(EmitContext& ctx, ir::ValueId pointer) {
  if (!quirk(ctx, DXSV_QUIRK_GROUP_SHARED_AUTO_BARRIER)) return;
  if (ctx.module.types[ctx.module.typeOf(pointer)].space != ir::AddressSpace::Workgroup) return;
  ctx.b.op(spv::OpMemoryBarrier, {ctx.u32Const(spv::ScopeWorkgroup),
                                  ctx.u32Const(spv::MemorySemanticsAcquireReleaseMask | spv::MemorySemanticsWorkgroupMemoryMask)});
}

// ROBUST_PHYSICAL_CBV_FORWARDING: games index local (alloca) arrays filled from a cbuffer out
// of bounds; a driver that keeps such an array in memory may then fault. Every dynamic index
// into an array or vector of Function memory is clamped to its last element (UMin, so a
// negative index is clamped too). Constant indices are in bounds (the frontend checks them).
void clampLocalIndices(EmitContext& ctx, const ir::Instr& instr, std::vector<uint32_t>& ops) {
  const ir::TypeTable& types = ctx.module.types;
  const ir::Type& base = types[ctx.module.typeOf(instr.args[0])];
  if (base.kind != ir::TypeKind::Pointer || base.space != ir::AddressSpace::Function) return;
  ir::TypeId pointee = base.element;
  for (size_t i = 1; i < instr.args.size(); ++i) {
    const ir::Type& t = types[pointee];
    ir::ValueId index = instr.args[i];
    const ir::ValueDef& def = ctx.module.value(index);
    if (t.kind == ir::TypeKind::Struct) {
      if (def.kind != ir::ValueKind::Constant || def.bits >= t.members.size()) return;
      pointee = t.members[def.bits];
      continue;
    }
    if (t.kind != ir::TypeKind::Array && t.kind != ir::TypeKind::Vector) return;
    if (def.kind != ir::ValueKind::Constant && t.count > 0 && types.isInt(def.type)) {
      uint32_t indexType = ctx.type(def.type);
      uint32_t last = ctx.b.constant(indexType, t.count - 1, types[def.type].bits);
      ops[i] = ctx.glsl(indexType, GLSLstd450UMin, {ops[i], last});
    }
    pointee = t.element;
  }
}

}  // namespace

spv::Op atomicOpcode(ir::AtomicOp op) {
  switch (op) {
    case ir::AtomicOp::Add: return spv::OpAtomicIAdd;
    case ir::AtomicOp::And: return spv::OpAtomicAnd;
    case ir::AtomicOp::Or: return spv::OpAtomicOr;
    case ir::AtomicOp::Xor: return spv::OpAtomicXor;
    case ir::AtomicOp::IMin: return spv::OpAtomicSMin;
    case ir::AtomicOp::IMax: return spv::OpAtomicSMax;
    case ir::AtomicOp::UMin: return spv::OpAtomicUMin;
    case ir::AtomicOp::UMax: return spv::OpAtomicUMax;
    case ir::AtomicOp::Exchange: return spv::OpAtomicExchange;
    case ir::AtomicOp::CompareExchange: break;
  }
  return spv::OpAtomicCompareExchange;
}

spv::StorageClass storageClassOf(ir::AddressSpace space) {
  switch (space) {
    case ir::AddressSpace::Function: return spv::StorageClassFunction;
    case ir::AddressSpace::Private: return spv::StorageClassPrivate;
    case ir::AddressSpace::Workgroup: return spv::StorageClassWorkgroup;
    case ir::AddressSpace::TaskPayload: return spv::StorageClassTaskPayloadWorkgroupEXT;
    case ir::AddressSpace::RayPayload: return spv::StorageClassRayPayloadKHR;
    case ir::AddressSpace::IncomingRayPayload: return spv::StorageClassIncomingRayPayloadKHR;
    case ir::AddressSpace::HitAttribute: return spv::StorageClassHitAttributeKHR;
    case ir::AddressSpace::CallableData: return spv::StorageClassCallableDataKHR;
    case ir::AddressSpace::IncomingCallableData: return spv::StorageClassIncomingCallableDataKHR;
  }
  return spv::StorageClassPrivate;
}

Status declareVariables(EmitContext& ctx) {
  // Every variable, module-scope or local, gets its id in creation order (deterministic ids
  // whatever function a variable belongs to); locals are collected per function.
  std::vector<std::pair<ir::ValueId, ir::FunctionId>> all;
  for (ir::ValueId var : ctx.module.variables) all.push_back({var, ir::kNoFunction});
  for (ir::FunctionId f = 0; f < ctx.module.functions.size(); ++f)
    for (ir::ValueId var : ctx.module.functions[f].variables) all.push_back({var, f});
  std::sort(all.begin(), all.end());
  ctx.localVariables.assign(ctx.module.functions.size(), {});
  // A caller's payload and callable-data variables: distinct Locations per storage class (the
  // GLSL-style numbering; OpTraceRayKHR / OpExecuteCallableKHR name the variable itself).
  uint32_t payloadLocation = 0, callableLocation = 0;
  for (auto [var, owner] : all) {
    const ir::ValueDef& def = ctx.module.value(var);
    const ir::Type& ptr = ctx.module.types[def.type];
    uint32_t ptrType = ctx.type(def.type);
    uint32_t init = def.initializer != ir::kNoValue ? ctx.value(def.initializer) : 0;
    if ((ptr.space == ir::AddressSpace::Function) != (owner != ir::kNoFunction))
      return ctx.error("variable %" + std::to_string(var) + " is in the wrong scope for its address space");
    uint32_t id = 0;
    if (owner != ir::kNoFunction) {
      id = ctx.b.newId();
      Builder::functionVariable(ctx.localVariables[owner], ptrType, id, init);
    } else {
      id = ctx.b.variable(ptrType, storageClassOf(ptr.space), init);
      if (ptr.space == ir::AddressSpace::RayPayload) ctx.b.decorate(id, spv::DecorationLocation, {payloadLocation++});
      if (ptr.space == ir::AddressSpace::CallableData) ctx.b.decorate(id, spv::DecorationLocation, {callableLocation++});
      if (ctx.interfaceListsAllGlobals()) ctx.interface.push_back(id);
    }
    if (!def.name.empty()) ctx.b.name(id, def.name);
    ctx.setValue(var, id);
  }
  return Status::success();
}

Result<bool> emitMemory(EmitContext& ctx, const ir::Instr& instr) {
  switch (instr.op) {
    case ir::Op::AccessChain: {
      std::vector<uint32_t> ops;
      for (ir::ValueId v : instr.args) ops.push_back(ctx.value(v));
      if (quirk(ctx, DXSV_QUIRK_ROBUST_PHYSICAL_CBV_FORWARDING)) clampLocalIndices(ctx, instr, ops);
      ctx.define(instr, spv::OpAccessChain, ops);
      return true;
    }
    case ir::Op::Load: ctx.define(instr, spv::OpLoad, {ctx.value(instr.args[0])}); return true;
    case ir::Op::Store:
      ctx.b.op(spv::OpStore, {ctx.value(instr.args[0]), ctx.value(instr.args[1])});
      groupSharedWriteBarrier(ctx, instr.args[0]);
      return true;
    case ir::Op::PointerAtomic: {
      uint32_t pointer = ctx.value(instr.args[0]);
      uint32_t scope = ctx.u32Const(uint32_t(scopeFor(ctx, instr.args[0])));
      uint32_t semantics = ctx.u32Const(0);
      uint32_t value = ctx.value(instr.args[1]);
      auto atomic = ir::AtomicOp(instr.lits.at(0));
      if (ctx.module.types[instr.type].bits == 64) ctx.b.capability(spv::CapabilityInt64Atomics);
      if (atomic == ir::AtomicOp::CompareExchange) {
        // args: pointer, comparator, new value
        ctx.define(instr, spv::OpAtomicCompareExchange, {pointer, scope, semantics, semantics, ctx.value(instr.args[2]), value});
      } else {
        ctx.define(instr, atomicOpcode(atomic), {pointer, scope, semantics, value});
      }
      groupSharedWriteBarrier(ctx, instr.args[0]);
      return true;
    }
    default: return false;
  }
}

}  // namespace dxsv::spirv
