// Work-graph record memory (DXIL address space 6): record pointers are u64 device addresses in
// the IR; GEPs add DXIL data-layout byte offsets, loads, stores and atomics become device ops.
#include <llvm/IR/Instructions.h>

#include "frontend/node_launch.h"

namespace dxsv::frontend {

namespace {

struct Layout {
  uint64_t size = 0, align = 1;
};

uint64_t roundUp(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }

// DXIL's data layout: scalars naturally aligned (i1 in memory is 32 bits), a vector aligned to
// its element, structs padded to their largest member's alignment. Records are laid out so.
Result<Layout> dxilLayout(LowerContext& ctx, const llvm::Type* type) {
  if (type->isIntegerTy(1)) return Layout{4, 4};
  if (type->isIntegerTy() || type->isFloatingPointTy()) {
    uint64_t bytes = type->getPrimitiveSizeInBits() / 8;
    if (bytes == 0 || bytes > 8) return ctx.unsupported("a node record member of an unsupported scalar type");
    return Layout{bytes, bytes};
  }
  if (auto* vec = llvm::dyn_cast<llvm::FixedVectorType>(type)) {
    auto element = dxilLayout(ctx, vec->getElementType());
    if (!element) return element;
    return Layout{element->size * vec->getNumElements(), element->align};
  }
  if (auto* array = llvm::dyn_cast<llvm::ArrayType>(type)) {
    auto element = dxilLayout(ctx, array->getElementType());
    if (!element) return element;
    return Layout{roundUp(element->size, element->align) * array->getNumElements(), element->align};
  }
  if (auto* st = llvm::dyn_cast<llvm::StructType>(type)) {
    Layout out{0, 1};
    for (llvm::Type* member : st->elements()) {
      auto m = dxilLayout(ctx, member);
      if (!m) return m;
      out.size = roundUp(out.size, m->align) + m->size;
      out.align = std::max(out.align, m->align);
    }
    out.size = roundUp(out.size, out.align);
    return out;
  }
  return ctx.unsupported("a node record member of an unsupported type");
}

bool isRecordPointer(const llvm::Value* v) {
  auto* type = llvm::dyn_cast<llvm::PointerType>(v->getType());
  return type && type->getAddressSpace() == kNodeRecordAddressSpace;
}

// Record memory is reached only through what getNodeRecordPtr returned: any other address
// (a constant, a pointer outside a node) would read or write wherever it points.
Status checkRecordPointer(LowerContext& ctx, const llvm::Value* pointer) {
  if (ctx.entry().stage != ir::ShaderStage::Node)
    return ctx.error("node record memory (address space 6) outside a work-graph node shader");
  if (ctx.recordPointers.contains(pointer)) return Status::success();
  if (llvm::isa<llvm::Constant>(pointer)) return ctx.error("a node record pointer that getNodeRecordPtr did not return");
  return ctx.unsupported("a node record pointer chosen by a phi or select, or passed to a function, is not translated");
}

Result<ir::ValueId> index64(LowerContext& ctx, const llvm::Value* index) {
  auto value = ctx.operand(index);
  if (!value) return value;
  const ir::Type& t = ctx.module.types[ctx.module.typeOf(*value)];
  if (t.kind != ir::TypeKind::Int) return ctx.error("a GEP index into node record memory that is not an integer");
  ir::TypeId u64 = ctx.module.types.intType(64);
  if (t.bits == 64) return *value;
  return ctx.emit(ir::Op::SExt, u64, {*value});
}

Status lowerRecordGep(LowerContext& ctx, const llvm::GetElementPtrInst& gep, ir::ValueId base) {
  ir::TypeId u64 = ctx.module.types.intType(64);
  ir::ValueId address = base;
  const llvm::Type* current = gep.getSourceElementType();
  bool first = true;
  for (auto it = gep.idx_begin(); it != gep.idx_end(); ++it) {
    const llvm::Value* idx = it->get();
    uint64_t stride = 0;
    const llvm::Type* next = current;
    if (first) {
      auto layout = dxilLayout(ctx, current);
      if (!layout) return layout.takeError();
      stride = roundUp(layout->size, layout->align);
      first = false;
    } else if (auto* st = llvm::dyn_cast<llvm::StructType>(current)) {
      auto* c = llvm::dyn_cast<llvm::ConstantInt>(idx);
      if (!c || c->getZExtValue() >= st->getNumElements()) return ctx.error("a struct GEP index that is not a member's constant number");
      uint64_t offset = 0;
      for (unsigned m = 0; m <= c->getZExtValue(); ++m) {
        auto layout = dxilLayout(ctx, st->getElementType(m));
        if (!layout) return layout.takeError();
        offset = roundUp(offset, layout->align);
        if (m < c->getZExtValue()) offset += layout->size;
      }
      if (offset) address = ctx.emit(ir::Op::IAdd, u64, {address, ctx.module.constantInt(64, offset)});
      current = st->getElementType(unsigned(c->getZExtValue()));
      continue;
    } else if (auto* array = llvm::dyn_cast<llvm::ArrayType>(current)) {
      next = array->getElementType();
    } else if (auto* vec = llvm::dyn_cast<llvm::FixedVectorType>(current)) {
      next = vec->getElementType();
    } else {
      return ctx.error("a GEP into node record memory indexes past a scalar");
    }
    if (stride == 0) {
      auto layout = dxilLayout(ctx, next);
      if (!layout) return layout.takeError();
      stride = roundUp(layout->size, layout->align);
    }
    current = next;
    if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(idx); c && c->isZero()) continue;
    auto i = index64(ctx, idx);
    if (!i) return i.takeError();
    ir::ValueId scaled = ctx.emit(ir::Op::IMul, u64, {*i, ctx.module.constantInt(64, stride)});
    address = ctx.emit(ir::Op::IAdd, u64, {address, scaled});
  }
  ctx.values[&gep] = address;
  ctx.recordPointers.insert(&gep);
  return Status::success();
}

// What a scalar or vector of `type` is in device memory: bools are 32-bit integers.
Result<ir::TypeId> memoryType(LowerContext& ctx, const llvm::Type* type, bool& isBool) {
  isBool = type->getScalarType()->isIntegerTy(1);
  if (type->isStructTy() || type->isArrayTy())
    return ctx.unsupported("an aggregate load or store of node record memory (only scalars and vectors are translated)");
  if (!isBool) return ctx.lowerType(type);
  ir::TypeId i32 = ctx.i32();
  if (auto* vec = llvm::dyn_cast<llvm::FixedVectorType>(type)) return ctx.module.types.vectorType(i32, vec->getNumElements());
  return i32;
}

uint64_t alignmentOf(llvm::Align align) { return std::max<uint64_t>(align.value(), 1); }

// The pointer a GEP, load, store or atomic goes through (null for other instructions).
const llvm::Value* accessedPointer(const llvm::Instruction& instr) {
  switch (instr.getOpcode()) {
    case llvm::Instruction::GetElementPtr: return llvm::cast<llvm::GetElementPtrInst>(instr).getPointerOperand();
    case llvm::Instruction::Load: return llvm::cast<llvm::LoadInst>(instr).getPointerOperand();
    case llvm::Instruction::Store: return llvm::cast<llvm::StoreInst>(instr).getPointerOperand();
    case llvm::Instruction::AtomicRMW: return llvm::cast<llvm::AtomicRMWInst>(instr).getPointerOperand();
    case llvm::Instruction::AtomicCmpXchg: return llvm::cast<llvm::AtomicCmpXchgInst>(instr).getPointerOperand();
    default: return nullptr;
  }
}

}  // namespace

Result<bool> lowerNodeMemoryAccess(LowerContext& ctx, const llvm::Instruction& instr) {
  const llvm::Value* pointer = accessedPointer(instr);
  if (!pointer || !isRecordPointer(pointer)) return false;
  if (auto s = checkRecordPointer(ctx, pointer); !s) return s.takeError();
  auto address = ctx.operand(pointer);
  if (!address) return address.takeError();
  auto& types = ctx.module.types;
  if (auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&instr)) {
    if (auto s = lowerRecordGep(ctx, *gep, *address); !s) return s.takeError();
    return true;
  }
  if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&instr)) {
    bool isBool = false;
    auto type = memoryType(ctx, load->getType(), isBool);
    if (!type) return type.takeError();
    ir::ValueId value = ctx.emit(ir::Op::DeviceLoad, *type, {*address}, {alignmentOf(load->getAlign())});
    if (isBool) {
      auto boolType = ctx.lowerType(load->getType());
      if (!boolType) return boolType.takeError();
      value = ctx.emit(ir::Op::ICmp, *boolType, {value, ctx.module.constantNull(*type)}, {uint64_t(ir::CmpPredicate::Ne)});
    }
    ctx.values[&instr] = value;
    return true;
  }
  if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instr)) {
    auto value = ctx.operand(store->getValueOperand());
    if (!value) return value.takeError();
    bool isBool = false;
    auto type = memoryType(ctx, store->getValueOperand()->getType(), isBool);
    if (!type) return type.takeError();
    ir::ValueId stored = *value;
    if (isBool) stored = ctx.emit(ir::Op::ZExt, *type, {stored});
    ctx.emit(ir::Op::DeviceStore, types.voidType(), {*address, stored}, {alignmentOf(store->getAlign())});
    return true;
  }
  if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&instr)) {
    using B = llvm::AtomicRMWInst::BinOp;
    // Sub is an Add of the negated value (InterlockedAdd of a negative amount).
    const bool sub = rmw->getOperation() == B::Sub;
    auto op = sub ? Result<ir::AtomicOp>(ir::AtomicOp::Add) : atomicRmwOp(ctx, rmw->getOperation());
    if (!op) return op.takeError();
    auto value = ctx.operand(rmw->getValOperand());
    if (!value) return value.takeError();
    ir::TypeId type = ctx.module.typeOf(*value);
    const ir::Type& t = types[type];
    if (t.kind != ir::TypeKind::Int || (t.bits != 32 && t.bits != 64))
      return ctx.error("an atomic on node record memory of " + types.name(type) + ", not a 32- or 64-bit integer");
    ir::ValueId operand = *value;
    if (sub) operand = ctx.emit(ir::Op::ISub, type, {ctx.module.constant(type, 0), operand});
    ctx.values[&instr] = ctx.emit(ir::Op::DeviceAtomic, type, {*address, operand}, {alignmentOf(rmw->getAlign()), uint64_t(*op)});
    return true;
  }
  // cmpxchg: the old value and whether it matched.
  auto* cas = llvm::cast<llvm::AtomicCmpXchgInst>(&instr);
  auto cmp = ctx.operand(cas->getCompareOperand());
  if (!cmp) return cmp.takeError();
  auto desired = ctx.operand(cas->getNewValOperand());
  if (!desired) return desired.takeError();
  ir::TypeId type = ctx.module.typeOf(*cmp);
  const ir::Type& t = types[type];
  if (t.kind != ir::TypeKind::Int || (t.bits != 32 && t.bits != 64) || ctx.module.typeOf(*desired) != type)
    return ctx.error("a cmpxchg on node record memory that is not of two 32- or 64-bit integers");
  ir::ValueId old = ctx.emit(ir::Op::DeviceAtomic, type, {*address, *cmp, *desired},
                             {alignmentOf(cas->getAlign()), uint64_t(ir::AtomicOp::CompareExchange)});
  ir::ValueId success = ctx.emit(ir::Op::ICmp, types.boolType(), {old, *cmp}, {uint64_t(ir::CmpPredicate::Eq)});
  auto resultType = ctx.lowerType(instr.getType());
  if (!resultType) return resultType.takeError();
  ctx.values[&instr] = ctx.emit(ir::Op::CompositeConstruct, *resultType, {old, success});
  return true;
}

}  // namespace dxsv::frontend
