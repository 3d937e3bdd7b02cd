// Buffer access: bufferLoad/Store, rawBufferLoad/Store, cbufferLoad(Legacy), getDimensions,
// bufferUpdateCounter.
// Raw and structured buffers become byte addresses here (index * stride + offset), so the
// emitter sees one addressing scheme for both.
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>

#include "common/escape.h"
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {


// Components of a ResRet that the program reads; loading only those keeps a Load() at the
// end of a buffer from touching words past it.
uint64_t usedComponents(const llvm::CallInst& call) {
  uint64_t mask = 0;
  for (const llvm::User* user : call.users()) {
    auto* extract = llvm::dyn_cast<llvm::ExtractValueInst>(user);
    if (!extract || extract->getNumIndices() != 1) return 0xf;
    if (extract->getIndices()[0] < 4) mask |= 1ull << extract->getIndices()[0];
  }
  return mask;
}

Result<ir::ValueList> storeValues(LowerContext& ctx, const DxOpCall& op, unsigned first, uint64_t mask) {
  ir::ValueList values;
  for (unsigned i = 0; i < 4; ++i) {
    if (!(mask & (1u << i))) {
      values.push_back(ir::kNoValue);
      continue;
    }
    auto v = ctx.operand(op.arg(first + i));
    if (!v) return v.takeError();
    values.push_back(*v);
  }
  return values;
}

}  // namespace

Result<const ir::Resource*> resourceOf(LowerContext& ctx, ir::ValueId handle) {
  auto it = ctx.handleResources.find(handle);
  if (it == ctx.handleResources.end())
    return ctx.unsupported("resource handle does not come directly from a handle creation (dynamic handles are not supported)");
  return &ctx.module.resources[it->second];
}

Result<ir::ValueId> byteAddress(LowerContext& ctx, const ir::Resource& r, const llvm::Value* index, const llvm::Value* offset) {
  auto idx = ctx.operand(index);
  if (!idx) return idx;
  if (r.kind == ir::ResourceKind::RawBuffer) return *idx;
  if (r.kind != ir::ResourceKind::StructuredBuffer) return ctx.error("resource '" + escapeText(r.name) + "' is not a raw or structured buffer");
  ir::ValueId address = ctx.emit(ir::Op::IMul, ctx.i32(), {*idx, ctx.module.constantInt(32, r.stride)});
  if (offset && !llvm::isa<llvm::UndefValue>(offset)) {
    auto off = ctx.operand(offset);
    if (!off) return off;
    address = ctx.emit(ir::Op::IAdd, ctx.i32(), {address, *off});
  }
  return address;
}

Result<bool> lowerBufferOp(LowerContext& ctx, const DxOpCall& op) {
  auto& types = ctx.module.types;
  DxOp code = DxOp(op.opcode);
  if (code != DxOp::BufferLoad && code != DxOp::BufferStore && code != DxOp::RawBufferLoad &&
      code != DxOp::RawBufferStore && code != DxOp::CBufferLoadLegacy && code != DxOp::CBufferLoad &&
      code != DxOp::GetDimensions &&
      code != DxOp::BufferUpdateCounter)
    return false;

  auto handle = ctx.operand(op.arg(1));
  if (!handle) return handle.takeError();
  auto resource = resourceOf(ctx, *handle);
  if (!resource) return resource.takeError();
  const ir::Resource& r = **resource;
  auto resultType = ctx.lowerType(op.call.getType());
  if (!resultType) return resultType.takeError();
  bool typed = r.kind == ir::ResourceKind::TypedBuffer;

  switch (code) {
    case DxOp::BufferLoad: {
      if (typed) {
        auto index = ctx.operand(op.arg(2));
        if (!index) return index.takeError();
        ctx.values[&op.call] = ctx.emit(ir::Op::TypedBufferLoad, *resultType, {*handle, *index},
                                        {readsStatus(op.call) ? ir::kTexSparse : 0});
        return true;
      }
      auto address = byteAddress(ctx, r, op.arg(2), op.arg(3));
      if (!address) return address.takeError();
      ctx.values[&op.call] = ctx.emit(ir::Op::RawBufferLoad, *resultType, {*handle, *address}, {usedComponents(op.call), 4});
      return true;
    }
    case DxOp::RawBufferLoad: {
      auto mask = constantArg(ctx, op, 4, "mask");
      if (!mask) return mask.takeError();
      auto align = constantArg(ctx, op, 5, "alignment");
      if (!align) return align.takeError();
      auto address = byteAddress(ctx, r, op.arg(2), op.arg(3));
      if (!address) return address.takeError();
      ctx.values[&op.call] = ctx.emit(ir::Op::RawBufferLoad, *resultType, {*handle, *address}, {*mask, *align});
      return true;
    }
    case DxOp::BufferStore:
    case DxOp::RawBufferStore: {
      bool raw = code == DxOp::RawBufferStore;
      if (r.cls != ir::ResourceClass::UAV)
        return ctx.error(std::string(dxOpName(op.opcode)) + " on resource '" + escapeText(r.name) + "', which is not writable");
      auto mask = constantArg(ctx, op, raw ? 8 : 8, "mask");
      if (!mask) return mask.takeError();
      if (*mask == 0 || *mask > 15) return ctx.error("store with write mask " + std::to_string(*mask));
      auto values = storeValues(ctx, op, 4, *mask);
      if (!values) return values.takeError();
      if (typed) {
        auto index = ctx.operand(op.arg(2));
        if (!index) return index.takeError();
        ir::ValueList args = {*handle, *index};
        for (ir::ValueId v : *values) args.push_back(v);
        ctx.emit(ir::Op::TypedBufferStore, types.voidType(), std::move(args), {*mask});
        return true;
      }
      uint64_t align = 4;
      if (raw) {
        auto a = constantArg(ctx, op, 9, "alignment");
        if (!a) return a.takeError();
        align = *a;
      }
      auto address = byteAddress(ctx, r, op.arg(2), op.arg(3));
      if (!address) return address.takeError();
      ir::ValueList args = {*handle, *address};
      for (ir::ValueId v : *values) args.push_back(v);
      ctx.emit(ir::Op::RawBufferStore, types.voidType(), std::move(args), {*mask, align});
      return true;
    }
    case DxOp::CBufferLoadLegacy: {
      if (r.cls != ir::ResourceClass::CBV) return ctx.error("CBufferLoadLegacy on a resource that is not a constant buffer");
      auto row = ctx.operand(op.arg(2));
      if (!row) return row.takeError();
      ctx.values[&op.call] = ctx.emit(ir::Op::CBufferLoadLegacy, *resultType, {*handle, *row});
      return true;
    }
    case DxOp::CBufferLoad: {
      // The linear layout: one scalar at a byte offset (DXIL.rst, CBufferLoad).
      if (r.cls != ir::ResourceClass::CBV) return ctx.error("CBufferLoad on a resource that is not a constant buffer");
      const ir::Type& t = types[*resultType];
      bool scalar = t.kind == ir::TypeKind::Int || t.kind == ir::TypeKind::Float;
      if (!scalar || (t.bits != 16 && t.bits != 32 && t.bits != 64))
        return ctx.error("CBufferLoad of " + types.name(*resultType) + " (expected a 16-, 32- or 64-bit scalar)");
      auto align = constantArg(ctx, op, 3, "alignment");
      if (!align) return align.takeError();
      auto offset = ctx.operand(op.arg(2));
      if (!offset) return offset.takeError();
      ctx.values[&op.call] = ctx.emit(ir::Op::CBufferLoad, *resultType, {*handle, *offset}, {*align});
      return true;
    }
    case DxOp::GetDimensions: {
      if (r.kind != ir::ResourceKind::RawBuffer && r.kind != ir::ResourceKind::StructuredBuffer && !typed)
        return ctx.error("GetDimensions is only supported on buffers");
      ctx.values[&op.call] = ctx.emit(ir::Op::BufferGetDimensions, *resultType, {*handle});
      return true;
    }
    case DxOp::BufferUpdateCounter: {
      if (r.cls != ir::ResourceClass::UAV || !r.hasCounter)
        return ctx.error("BufferUpdateCounter on resource '" + escapeText(r.name) + "', which has no hidden counter");
      auto* delta = llvm::dyn_cast<llvm::ConstantInt>(op.arg(2));
      if (!delta || (delta->getSExtValue() != 1 && delta->getSExtValue() != -1))
        return ctx.error("BufferUpdateCounter needs a constant increment of 1 or -1");
      uint64_t increment = delta->getSExtValue() == 1 ? 1 : 0;
      ctx.values[&op.call] = ctx.emit(ir::Op::BufferUpdateCounter, *resultType, {*handle}, {increment});
      return true;
    }
    default: return false;
  }
}

}  // namespace dxsv::frontend
