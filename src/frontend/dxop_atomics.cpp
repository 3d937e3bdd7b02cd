// atomicBinOp and atomicCompareExchange on raw, structured and typed buffers and RW textures.
// (Groupshared atomics are LLVM atomicrmw/cmpxchg instructions, lowered elsewhere.)
#include "common/escape.h"
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

// DXIL AtomicBinOpCode, in spec order.
constexpr ir::AtomicOp kBinOps[] = {ir::AtomicOp::Add,  ir::AtomicOp::And,  ir::AtomicOp::Or,
                                    ir::AtomicOp::Xor,  ir::AtomicOp::IMin, ir::AtomicOp::IMax,
                                    ir::AtomicOp::UMin, ir::AtomicOp::UMax, ir::AtomicOp::Exchange};

}  // namespace

Result<bool> lowerAtomicOp(LowerContext& ctx, const DxOpCall& op) {
  DxOp code = DxOp(op.opcode);
  if (code != DxOp::AtomicBinOp && code != DxOp::AtomicCompareExchange) return false;
  auto handle = ctx.operand(op.arg(1));
  if (!handle) return handle.takeError();
  auto resource = resourceOf(ctx, *handle);
  if (!resource) return resource.takeError();
  const ir::Resource& r = **resource;
  auto type = ctx.lowerType(op.call.getType());
  if (!type) return type.takeError();
  const char* name = dxOpName(op.opcode);
  const ir::Type& t = ctx.module.types[*type];
  if (t.kind != ir::TypeKind::Int || (t.bits != 32 && t.bits != 64))
    return ctx.error(std::string(name) + " returns " + ctx.module.types.name(*type) + ", not a 32- or 64-bit integer");
  if (op.argCount() != 7) return ctx.error(std::string(name) + " takes 6 operands, not " + std::to_string(op.argCount() - 1));

  // Operands: [atomicOp,] handle, offset0, offset1, offset2, value[, newValue]
  unsigned first = code == DxOp::AtomicBinOp ? 3 : 2;
  ir::AtomicOp atomic = ir::AtomicOp::CompareExchange;
  if (code == DxOp::AtomicBinOp) {
    auto binop = constantArg(ctx, op, 2, "atomicOp");
    if (!binop) return binop.takeError();
    if (*binop >= std::size(kBinOps)) return ctx.error("AtomicBinOp: invalid atomic operation " + std::to_string(*binop));
    atomic = kBinOps[*binop];
  }
  if (r.cls != ir::ResourceClass::UAV) return ctx.error("atomic on resource '" + escapeText(r.name) + "', which is not writable");
  // Typed UAVs and textures: 32- or 64-bit integer texels, or 32-bit float ones (whose atomics
  // the emitter places: SM 6.6 bitwise exchanges, R32ui views).
  if (r.kind != ir::ResourceKind::RawBuffer && r.kind != ir::ResourceKind::StructuredBuffer) {
    using C = ir::ComponentType;
    const C e = r.elementType;
    if (e != C::I32 && e != C::U32 && e != C::I64 && e != C::U64 && e != C::F32)
      return ctx.error(std::string(name) + " on '" + escapeText(r.name) + "', whose texels are of component type " +
                       std::to_string(int(e)) + " (atomics need 32- or 64-bit integer or 32-bit float texels)");
  }
  ir::ValueId address;
  if (r.kind == ir::ResourceKind::TypedBuffer) {
    auto coord0 = ctx.operand(op.arg(first));
    if (!coord0) return coord0.takeError();
    if (ctx.module.typeOf(*coord0) != ctx.i32()) return ctx.error(std::string(name) + ": the element index is not an i32");
    address = *coord0;
  } else if (r.kind == ir::ResourceKind::RawBuffer || r.kind == ir::ResourceKind::StructuredBuffer) {
    auto byte = byteAddress(ctx, r, op.arg(first), op.arg(first + 1));
    if (!byte) return byte.takeError();
    address = *byte;
  } else {
    // RW textures: the offsets are the texel's coordinates (layer last). 64-bit atomics make
    // the texture an R64 image (spirv/emit_images.cpp).
    auto coord = textureCoordinates(ctx, r, op, first);
    if (!coord) return coord.takeError();
    ir::ValueList args = {*handle, *coord};
    for (unsigned i = first + 3; i < op.argCount(); ++i) {
      auto v = ctx.operand(op.arg(i));
      if (!v) return v.takeError();
      if (ctx.module.typeOf(*v) != *type) return ctx.error("atomic operand type differs from the result type");
      args.push_back(*v);
    }
    ctx.values[&op.call] = ctx.emit(ir::Op::TextureAtomic, *type, std::move(args), {uint64_t(atomic)});
    return true;
  }
  ir::ValueList args = {*handle, address};
  for (unsigned i = first + 3; i < op.argCount(); ++i) {
    auto v = ctx.operand(op.arg(i));
    if (!v) return v.takeError();
    if (ctx.module.typeOf(*v) != *type) return ctx.error("atomic operand type differs from the result type");
    args.push_back(*v);
  }
  ctx.values[&op.call] = ctx.emit(ir::Op::BufferAtomic, *type, std::move(args), {uint64_t(atomic)});
  return true;
}

}  // namespace dxsv::frontend
