// Memory at a 64-bit device address (DeviceLoad, DeviceStore, DeviceAtomic): work-graph records
// and the layer's node buffers. The u64 becomes a PhysicalStorageBuffer pointer to the value's
// own type (OpConvertUToPtr); loads and stores carry the Aligned memory operand, which Vulkan
// requires on every access through a physical pointer.
#include "common/escape.h"
#include "spirv/emit_resources.h"

namespace dxsv::spirv {

namespace {

bool isPowerOfTwo(uint64_t v) { return v != 0 && (v & (v - 1)) == 0; }

// A scalar or vector of 16/32/64-bit integers or floats: what a physical pointer may point to
// here (no bools: they have no memory layout).
Status checkValueType(EmitContext& ctx, ir::TypeId type, const char* op) {
  const ir::Type& t = ctx.module.types[type];
  const ir::Type& scalar = t.kind == ir::TypeKind::Vector ? ctx.module.types[t.element] : t;
  bool number = scalar.kind == ir::TypeKind::Int || scalar.kind == ir::TypeKind::Float;
  if (!number || (scalar.bits != 16 && scalar.bits != 32 && scalar.bits != 64) ||
      (t.kind == ir::TypeKind::Vector && t.count > 4))
    return ctx.error(std::string(op) + " of type " + escapeText(ctx.module.types.name(type)) +
                     ": only 16/32/64-bit scalars and vectors live at a device address");
  if (scalar.bits == 16) requireHalfWordStorage(ctx);  // StorageBuffer16BitAccess covers physical pointers
  return Status::success();
}

// The address operand (args[0], lits[0] its alignment) as a pointer to `valueType`.
Result<uint32_t> physicalPointer(EmitContext& ctx, const ir::Instr& instr, uint32_t valueType, const char* op) {
  if (instr.args.empty() || instr.lits.empty()) return ctx.error(std::string(op) + " without an address or alignment");
  ir::TypeId addressType = ctx.module.typeOf(instr.args[0]);
  if (!ctx.module.types.isInt(addressType) || ctx.module.types[addressType].bits != 64)
    return ctx.error(std::string(op) + ": the address is not a 64-bit integer");
  if (!isPowerOfTwo(instr.lits[0]) || instr.lits[0] > 0x80000000u)
    return ctx.error(std::string(op) + ": alignment " + std::to_string(instr.lits[0]) + " is not a power of two");
  requirePhysicalStorageBuffer(ctx);
  uint32_t pointerType = ctx.b.typePointer(spv::StorageClassPhysicalStorageBuffer, valueType);
  return ctx.op(spv::OpConvertUToPtr, pointerType, {ctx.value(instr.args[0])});
}

Result<bool> emitDeviceLoad(EmitContext& ctx, const ir::Instr& instr) {
  if (auto s = checkValueType(ctx, instr.type, "DeviceLoad"); !s) return s.takeError();
  uint32_t type = ctx.type(instr.type);
  auto pointer = physicalPointer(ctx, instr, type, "DeviceLoad");
  if (!pointer) return pointer.takeError();
  ctx.define(instr, spv::OpLoad, {*pointer, uint32_t(spv::MemoryAccessAlignedMask), uint32_t(instr.lits[0])});
  return true;
}

Result<bool> emitDeviceStore(EmitContext& ctx, const ir::Instr& instr) {
  if (instr.args.size() != 2) return ctx.error("DeviceStore needs an address and a value");
  ir::TypeId valueType = ctx.module.typeOf(instr.args[1]);
  if (auto s = checkValueType(ctx, valueType, "DeviceStore"); !s) return s.takeError();
  auto pointer = physicalPointer(ctx, instr, ctx.type(valueType), "DeviceStore");
  if (!pointer) return pointer.takeError();
  ctx.b.op(spv::OpStore, {*pointer, ctx.value(instr.args[1]), uint32_t(spv::MemoryAccessAlignedMask), uint32_t(instr.lits[0])});
  return true;
}

// Device scope, relaxed: D3D's atomics order nothing; barriers (UniformMemory semantics,
// which cover PhysicalStorageBuffer) order memory.
Result<bool> emitDeviceAtomic(EmitContext& ctx, const ir::Instr& instr) {
  const ir::Type& t = ctx.module.types[instr.type];
  if (t.kind != ir::TypeKind::Int || (t.bits != 32 && t.bits != 64))
    return ctx.error("DeviceAtomic of type " + escapeText(ctx.module.types.name(instr.type)) + ": atomics are on i32 or i64");
  if (instr.lits.size() < 2 || instr.lits[1] > uint64_t(ir::AtomicOp::CompareExchange))
    return ctx.error("DeviceAtomic without a valid atomic operation");
  auto atomic = ir::AtomicOp(instr.lits[1]);
  size_t operands = atomic == ir::AtomicOp::CompareExchange ? 3 : 2;
  if (instr.args.size() != operands)
    return ctx.error("DeviceAtomic needs " + std::to_string(operands) + " operands, has " + std::to_string(instr.args.size()));
  for (size_t i = 1; i < operands; ++i) {
    ir::TypeId operand = ctx.module.typeOf(instr.args[i]);
    if (!ctx.module.types.isInt(operand) || ctx.module.types[operand].bits != t.bits)
      return ctx.error("DeviceAtomic: operand " + std::to_string(i) + " is not an integer of the result's width");
  }
  if (t.bits == 64) ctx.b.capability(spv::CapabilityInt64Atomics);
  uint32_t type = ctx.type(instr.type);
  auto pointer = physicalPointer(ctx, instr, type, "DeviceAtomic");
  if (!pointer) return pointer.takeError();
  emitAtomicAt(ctx, instr, *pointer, type, atomic, 1);
  return true;
}

}  // namespace

Result<bool> emitDeviceMemoryOp(EmitContext& ctx, const ir::Instr& instr) {
  switch (instr.op) {
    case ir::Op::DeviceLoad: return emitDeviceLoad(ctx, instr);
    case ir::Op::DeviceStore: return emitDeviceStore(ctx, instr);
    case ir::Op::DeviceAtomic: return emitDeviceAtomic(ctx, instr);
    default: return false;
  }
}

}  // namespace dxsv::spirv
