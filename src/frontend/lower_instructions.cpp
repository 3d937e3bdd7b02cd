// LLVM core instructions (everything except dx.op calls) to IR.
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Operator.h>

#include "common/escape.h"
#include "frontend/lower_context.h"
#include "frontend/memory_view.h"

namespace dxsv::frontend {

namespace {

using llvm::Instruction;

Result<ir::Op> binaryOp(LowerContext& ctx, unsigned opcode) {
  switch (opcode) {
    case Instruction::Add: return ir::Op::IAdd;
    case Instruction::Sub: return ir::Op::ISub;
    case Instruction::Mul: return ir::Op::IMul;
    case Instruction::SDiv: return ir::Op::SDiv;
    case Instruction::UDiv: return ir::Op::UDiv;
    case Instruction::SRem: return ir::Op::SRem;
    case Instruction::URem: return ir::Op::URem;
    case Instruction::Shl: return ir::Op::Shl;
    case Instruction::LShr: return ir::Op::LShr;
    case Instruction::AShr: return ir::Op::AShr;
    case Instruction::And: return ir::Op::And;
    case Instruction::Or: return ir::Op::Or;
    case Instruction::Xor: return ir::Op::Xor;
    case Instruction::FAdd: return ir::Op::FAdd;
    case Instruction::FSub: return ir::Op::FSub;
    case Instruction::FMul: return ir::Op::FMul;
    case Instruction::FDiv: return ir::Op::FDiv;
    case Instruction::FRem: return ir::Op::FRem;
    default: return ctx.unsupported("unsupported binary operator");
  }
}

Result<ir::Op> castOp(LowerContext& ctx, unsigned opcode) {
  switch (opcode) {
    case Instruction::Trunc: return ir::Op::Trunc;
    case Instruction::ZExt: return ir::Op::ZExt;
    case Instruction::SExt: return ir::Op::SExt;
    case Instruction::FPTrunc: return ir::Op::FPTrunc;
    case Instruction::FPExt: return ir::Op::FPExt;
    case Instruction::FPToUI: return ir::Op::FPToUI;
    case Instruction::FPToSI: return ir::Op::FPToSI;
    case Instruction::UIToFP: return ir::Op::UIToFP;
    case Instruction::SIToFP: return ir::Op::SIToFP;
    case Instruction::BitCast: return ir::Op::Bitcast;
    default: return ctx.unsupported("unsupported cast");
  }
}

ir::CmpPredicate predicate(llvm::CmpInst::Predicate p) {
  using P = llvm::CmpInst::Predicate;
  using C = ir::CmpPredicate;
  switch (p) {
    case P::ICMP_EQ: return C::Eq;
    case P::ICMP_NE: return C::Ne;
    case P::ICMP_UGT: return C::Ugt;
    case P::ICMP_UGE: return C::Uge;
    case P::ICMP_ULT: return C::Ult;
    case P::ICMP_ULE: return C::Ule;
    case P::ICMP_SGT: return C::Sgt;
    case P::ICMP_SGE: return C::Sge;
    case P::ICMP_SLT: return C::Slt;
    case P::ICMP_SLE: return C::Sle;
    case P::FCMP_OEQ: return C::FOeq;
    case P::FCMP_ONE: return C::FOne;
    case P::FCMP_OGT: return C::FOgt;
    case P::FCMP_OGE: return C::FOge;
    case P::FCMP_OLT: return C::FOlt;
    case P::FCMP_OLE: return C::FOle;
    case P::FCMP_ORD: return C::FOrd;
    case P::FCMP_UEQ: return C::FUeq;
    case P::FCMP_UNE: return C::FUne;
    case P::FCMP_UGT: return C::FUgt;
    case P::FCMP_UGE: return C::FUge;
    case P::FCMP_ULT: return C::FUlt;
    case P::FCMP_ULE: return C::FUle;
    case P::FCMP_UNO: return C::FUno;
    case P::FCMP_FALSE: return C::FFalse;
    default: return C::FTrue;
  }
}

// Collects operand ids, failing on the first that can't be lowered.
Result<ir::ValueList> operands(LowerContext& ctx, const Instruction& instr) {
  ir::ValueList ids;
  for (const llvm::Use& use : instr.operands()) {
    auto id = ctx.operand(use.get());
    if (!id) return id.takeError();
    ids.push_back(*id);
  }
  return ids;
}

Status lowerGep(LowerContext& ctx, const llvm::GetElementPtrInst& gep) {
  auto base = ctx.operand(gep.getPointerOperand());
  if (!base) return base.takeError();
  auto idx = gep.idx_begin();
  auto* first = llvm::dyn_cast<llvm::ConstantInt>(idx->get());
  // DXIL pointers come from variables; pointer arithmetic past the object isn't expressible.
  if (!first || !first->isZero()) return ctx.unsupported("GEP with a non-zero first index (pointer arithmetic) is not supported");
  ir::ValueList args = {*base};
  // The GEP indexes its own source type; the memory may be of another (LLVM 19 dropped an
  // all-zero GEP to an inner member, or DXC bitcast the pointer). Integer-for-float
  // variables differ only in scalar kind and index alike.
  auto& types = ctx.module.types;
  auto viewed = ctx.lowerType(gep.getSourceElementType());
  ir::TypeId memory = types[ctx.module.typeOf(*base)].element;
  if (viewed && gep.getNumIndices() > 1 && types[ctx.module.typeOf(*base)].kind == ir::TypeKind::Pointer &&
      !sameShape(types, memory, *viewed)) {
    int depth = firstMemberDepth(types, memory, *viewed);
    for (int i = 0; i < depth; ++i) args.push_back(ctx.module.constantInt(32, 0));
    if (depth < 0) {
      std::vector<uint64_t> indices;
      for (auto it = std::next(gep.idx_begin()); it != gep.idx_end(); ++it) {
        auto* c = llvm::dyn_cast<llvm::ConstantInt>(it->get());
        if (!c) return ctx.unsupported("dynamic index into " + types.name(memory) + " reinterpreted as " + types.name(*viewed) +
                                       " (pointer reinterpretation) is not translated");
        indices.push_back(c->getZExtValue());
      }
      auto element = ctx.lowerType(gep.getResultElementType());
      if (!element) return element.takeError();
      auto pointer = gepReinterpreted(ctx, *base, *viewed, indices, *element);
      if (!pointer) return pointer.takeError();
      ctx.values[&gep] = *pointer;
      return Status::success();
    }
  }
  for (++idx; idx != gep.idx_end(); ++idx) {
    auto i = ctx.operand(idx->get());
    if (!i) return i.takeError();
    args.push_back(*i);
  }
  if (args.size() == 1) {
    ctx.values[&gep] = *base;
    return Status::success();
  }
  auto ptrType = ctx.accessChainType(args);
  if (!ptrType) return ptrType.takeError();
  ctx.values[&gep] = ctx.emit(ir::Op::AccessChain, *ptrType, std::move(args));
  return Status::success();
}

// A pointer to memory of type `stored`, through which a value of the requested type is read
// or written (they differ only where a float variable stores integers, see lowerConstant).
// `reinterpret`: no member of the memory has the requested type; loads and stores go
// scalar by scalar where the layouts agree (memory_view.h).
struct Access {
  ir::ValueId pointer;
  ir::TypeId stored;
  bool reinterpret = false;
};

bool sameWidthScalars(const ir::TypeTable& types, ir::TypeId a, ir::TypeId b) {
  const ir::Type &x = types[a], &y = types[b];
  bool scalars = (x.kind == ir::TypeKind::Int || x.kind == ir::TypeKind::Float) &&
                 (y.kind == ir::TypeKind::Int || y.kind == ir::TypeKind::Float);
  return scalars && x.bits == y.bits;
}

// With opaque pointers, LLVM 19 drops all-zero GEPs: `load i32, ptr @array` reads element
// 0. Re-create the access chain down to the first member of the accessed type. Loads and
// stores (`bitcastOk`) may also reach a scalar of the same width but another kind, or
// reinterpret the memory.
Result<Access> pointerTo(LowerContext& ctx, ir::ValueId pointer, ir::TypeId wanted, bool bitcastOk) {
  auto& types = ctx.module.types;
  const ir::Type ptrType = types[ctx.module.typeOf(pointer)];  // a copy: constants below may add types
  if (ptrType.kind != ir::TypeKind::Pointer) return ctx.error("memory access through a non-pointer value");
  ir::TypeId pointee = ptrType.element;
  ir::ValueList args = {pointer};
  while (pointee != wanted && !(bitcastOk && sameWidthScalars(types, pointee, wanted))) {
    const ir::Type& t = types[pointee];
    if (t.kind == ir::TypeKind::Array || t.kind == ir::TypeKind::Vector) pointee = t.element;
    else if (t.kind == ir::TypeKind::Struct && !t.members.empty()) pointee = t.members[0];
    else if (bitcastOk) return Access{pointer, ptrType.element, true};
    else return ctx.unsupported("access of " + types.name(wanted) + " through a pointer to " + types.name(ptrType.element) +
                                ": reinterpreting memory as another type is not translated for atomics");
    args.push_back(ctx.module.constantInt(32, 0));
  }
  if (args.size() == 1) return Access{pointer, pointee};
  return Access{ctx.emit(ir::Op::AccessChain, types.pointerType(pointee, ptrType.space), std::move(args)), pointee};
}

// DXC gives every non-precise float op fast-math flags; an op without them is `precise`.
void markPrecise(LowerContext& ctx, const Instruction& instr) {
  if (!llvm::isa<llvm::FPMathOperator>(instr) || instr.getFastMathFlags().any()) return;
  ctx.function().blocks[ctx.currentBlock].instrs.back().precise = true;
}

// Arithmetic on a vector wider than 4 (an array in the IR, see LowerContext::lowerType)
// goes element by element; other types take one instruction.
ir::ValueId emitElementwise(LowerContext& ctx, ir::Op op, ir::TypeId type, ir::ValueList args) {
  const ir::Type t = ctx.module.types[type];  // a copy: emitting may add types
  if (t.kind != ir::TypeKind::Array) return ctx.emit(op, type, std::move(args));
  ir::ValueList parts;
  for (uint32_t i = 0; i < t.count; ++i) {
    ir::ValueList elements;
    for (ir::ValueId a : args) {
      ir::TypeId elementType = ctx.module.types[ctx.module.typeOf(a)].element;
      ir::ValueId e = ctx.emit(ir::Op::ExtractValue, elementType, {a}, {i});
      elements.push_back(e);
    }
    ir::ValueId part = ctx.emit(op, t.element, std::move(elements));
    parts.push_back(part);
  }
  return ctx.emit(ir::Op::CompositeConstruct, type, std::move(parts));
}

}  // namespace

Result<ir::AtomicOp> atomicRmwOp(LowerContext& ctx, llvm::AtomicRMWInst::BinOp op) {
  using B = llvm::AtomicRMWInst::BinOp;
  switch (op) {
    case B::Add: return ir::AtomicOp::Add;
    case B::And: return ir::AtomicOp::And;
    case B::Or: return ir::AtomicOp::Or;
    case B::Xor: return ir::AtomicOp::Xor;
    case B::Min: return ir::AtomicOp::IMin;
    case B::Max: return ir::AtomicOp::IMax;
    case B::UMin: return ir::AtomicOp::UMin;
    case B::UMax: return ir::AtomicOp::UMax;
    case B::Xchg: return ir::AtomicOp::Exchange;
    default: return ctx.unsupported("unsupported atomicrmw operation");
  }
}

Status checkHandleUse(LowerContext& ctx, const Instruction& instr) {
  auto isHandle = [](const llvm::Type* type) {
    auto* st = llvm::dyn_cast<llvm::StructType>(type);
    return st && st->hasName() && st->getName().starts_with("dx.types.Handle");
  };
  if (auto* call = llvm::dyn_cast<llvm::CallInst>(&instr))
    if (const llvm::Function* callee = call->getCalledFunction(); callee && callee->getName().starts_with("dx.op."))
      return Status::success();
  // SM 6.6 libraries load handles from their resource globals (lowerResourceGlobalAccess).
  if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&instr)) {
    const llvm::Value* pointer = load->getPointerOperand();
    if (auto* gep = llvm::dyn_cast<llvm::GEPOperator>(pointer)) pointer = gep->getPointerOperand();
    if (ctx.resourceGlobals.count(pointer)) return Status::success();
  }
  bool handle = isHandle(instr.getType());
  for (const llvm::Use& use : instr.operands()) handle = handle || isHandle(use->getType());
  if (!handle) return Status::success();
  if (llvm::isa<llvm::CallInst>(instr)) return ctx.unsupported("resource handles passed to or returned by a function");
  return ctx.error(std::string("a resource handle in a '") + instr.getOpcodeName() +
                   "' instruction (handles pass only between dx.op calls)");
}

// Stores and atomics: memory the stage may write. Closest-hit and any-hit shaders only read
// their hit attributes, mesh shaders their task payload.
static Status checkWritable(LowerContext& ctx, ir::ValueId pointer) {
  using S = ir::ShaderStage;
  const ir::AddressSpace space = ctx.module.types[ctx.module.typeOf(pointer)].space;
  const S stage = ctx.entry().stage;
  if (space == ir::AddressSpace::HitAttribute && (stage == S::ClosestHit || stage == S::AnyHit))
    return ctx.error("a write to the hit attributes, which closest-hit and any-hit shaders only read");
  if (space == ir::AddressSpace::TaskPayload && stage == S::Mesh)
    return ctx.error("a write to the task payload, which mesh shaders only read");
  return Status::success();
}

// LLVM atomics in DXIL reach groupshared memory (the task payload is groupshared in an
// amplification shader), on 32- or 64-bit integers.
static Status checkAtomic(LowerContext& ctx, ir::ValueId pointer, ir::TypeId valueType) {
  if (auto s = checkWritable(ctx, pointer); !s) return s;
  const ir::AddressSpace space = ctx.module.types[ctx.module.typeOf(pointer)].space;
  if (space != ir::AddressSpace::Workgroup && space != ir::AddressSpace::TaskPayload)
    return ctx.error("an atomic on memory that is not groupshared");
  const ir::Type& t = ctx.module.types[valueType];
  if (t.kind != ir::TypeKind::Int || (t.bits != 32 && t.bits != 64))
    return ctx.error("an atomic on " + ctx.module.types.name(valueType) + ", not a 32- or 64-bit integer");
  return Status::success();
}

Status lowerInstruction(LowerContext& ctx, const Instruction& instr) {
  auto& types = ctx.module.types;
  ctx.currentInstr = &instr;
  unsigned opcode = instr.getOpcode();
  if (auto s = checkHandleUse(ctx, instr); !s) return s;
  if (auto s = checkInstructionRules(ctx, instr); !s) return s;
  // Work-graph record memory (address space 6): its loads, stores, atomics and GEPs.
  if (auto node = lowerNodeMemoryAccess(ctx, instr); !node || *node) return node ? Status::success() : node.takeError();

  if (instr.isBinaryOp()) {
    auto op = binaryOp(ctx, opcode);
    if (!op) return op.takeError();
    auto args = operands(ctx, instr);
    if (!args) return args.takeError();
    auto type = ctx.lowerType(instr.getType());
    if (!type) return type.takeError();
    ctx.values[&instr] = emitElementwise(ctx, *op, *type, std::move(*args));
    markPrecise(ctx, instr);
    return Status::success();
  }
  if (instr.isCast()) {
    auto type = ctx.lowerType(instr.getType());
    if (opcode == Instruction::BitCast && instr.getType()->isPointerTy()) {
      auto src = ctx.operand(instr.getOperand(0));
      if (!src) return src.takeError();
      ctx.values[&instr] = *src;  // opaque pointers: a pointer bitcast changes nothing
      return Status::success();
    }
    if (!type) return type.takeError();
    auto op = castOp(ctx, opcode);
    if (!op) return op.takeError();
    auto args = operands(ctx, instr);
    if (!args) return args.takeError();
    ctx.values[&instr] = emitElementwise(ctx, *op, *type, std::move(*args));
    return Status::success();
  }

  switch (opcode) {
    case Instruction::FNeg: {
      auto args = operands(ctx, instr);
      if (!args) return args.takeError();
      auto type = ctx.lowerType(instr.getType());
      if (!type) return type.takeError();
      ctx.values[&instr] = emitElementwise(ctx, ir::Op::FNeg, *type, std::move(*args));
      markPrecise(ctx, instr);
      return Status::success();
    }
    case Instruction::ICmp:
    case Instruction::FCmp: {
      auto args = operands(ctx, instr);
      if (!args) return args.takeError();
      auto* cmp = llvm::cast<llvm::CmpInst>(&instr);
      if (cmp->getType()->isVectorTy()) return ctx.unsupported("vector compares are not supported");
      ir::Op op = opcode == Instruction::ICmp ? ir::Op::ICmp : ir::Op::FCmp;
      ctx.values[&instr] = ctx.emit(op, types.boolType(), std::move(*args), {uint64_t(predicate(cmp->getPredicate()))});
      return Status::success();
    }
    case Instruction::Select: {
      auto args = operands(ctx, instr);
      if (!args) return args.takeError();
      auto type = ctx.lowerType(instr.getType());
      if (!type) return type.takeError();
      ctx.values[&instr] = ctx.emit(ir::Op::Select, *type, std::move(*args));
      return Status::success();
    }
    case Instruction::ExtractValue: {
      auto& ev = llvm::cast<llvm::ExtractValueInst>(instr);
      auto agg = ctx.operand(ev.getAggregateOperand());
      if (!agg) return agg.takeError();
      auto type = ctx.lowerType(instr.getType());
      if (!type) return type.takeError();
      ir::LiteralList indices(ev.idx_begin(), ev.idx_end());
      ctx.values[&instr] = ctx.emit(ir::Op::ExtractValue, *type, {*agg}, std::move(indices));
      return Status::success();
    }
    case Instruction::InsertValue: {
      auto& iv = llvm::cast<llvm::InsertValueInst>(instr);
      // The reader leaves this rule to the verifier (bitcode can insert any value anywhere).
      const llvm::Type* member = llvm::ExtractValueInst::getIndexedType(iv.getAggregateOperand()->getType(), iv.getIndices());
      if (!member || member != iv.getInsertedValueOperand()->getType())
        return ctx.error("insertvalue of a value whose type is not the indexed member's");
      auto agg = ctx.operand(iv.getAggregateOperand());
      if (!agg) return agg.takeError();
      auto val = ctx.operand(iv.getInsertedValueOperand());
      if (!val) return val.takeError();
      auto type = ctx.lowerType(instr.getType());
      if (!type) return type.takeError();
      ir::LiteralList indices(iv.idx_begin(), iv.idx_end());
      ctx.values[&instr] = ctx.emit(ir::Op::InsertValue, *type, {*agg, *val}, std::move(indices));
      return Status::success();
    }
    // Vectors (libraries keep them; other shader models are scalarized by DXC): constant
    // element indices only.
    case Instruction::ExtractElement:
    case Instruction::InsertElement: {
      bool extract = opcode == Instruction::ExtractElement;
      auto* index = llvm::dyn_cast<llvm::ConstantInt>(instr.getOperand(extract ? 1 : 2));
      if (!index) return ctx.unsupported("vector element with a dynamic index");
      // LLVM lets a constant index past the end give poison; SPIR-V has no such element.
      const uint64_t count = llvm::cast<llvm::FixedVectorType>(instr.getOperand(0)->getType())->getNumElements();
      if (index->getValue().uge(count))
        return ctx.error("element index " + std::to_string(index->getLimitedValue()) + " of a " + std::to_string(count) +
                         "-element vector");
      auto vec = ctx.operand(instr.getOperand(0));
      if (!vec) return vec.takeError();
      auto type = ctx.lowerType(instr.getType());
      if (!type) return type.takeError();
      if (extract) {
        ctx.values[&instr] = ctx.emit(ir::Op::ExtractValue, *type, {*vec}, {index->getZExtValue()});
      } else {
        auto element = ctx.operand(instr.getOperand(1));
        if (!element) return element.takeError();
        ctx.values[&instr] = ctx.emit(ir::Op::InsertValue, *type, {*vec, *element}, {index->getZExtValue()});
      }
      return Status::success();
    }
    case Instruction::ShuffleVector: {
      auto& shuffle = llvm::cast<llvm::ShuffleVectorInst>(instr);
      auto a = ctx.operand(shuffle.getOperand(0));
      if (!a) return a.takeError();
      auto b = ctx.operand(shuffle.getOperand(1));
      if (!b) return b.takeError();
      auto type = ctx.lowerType(instr.getType());
      if (!type) return type.takeError();
      ir::TypeId element = types[*type].element;
      auto* inputType = llvm::cast<llvm::FixedVectorType>(shuffle.getOperand(0)->getType());
      int width = int(inputType->getNumElements());
      ir::ValueList elements;
      for (int m : shuffle.getShuffleMask()) {
        if (m < 0) {
          elements.push_back(ctx.module.undef(element));
          continue;
        }
        ir::ValueId source = m < width ? *a : *b;
        elements.push_back(ctx.emit(ir::Op::ExtractValue, element, {source}, {uint64_t(m < width ? m : m - width)}));
      }
      ctx.values[&instr] = ctx.emit(ir::Op::CompositeConstruct, *type, std::move(elements));
      return Status::success();
    }
    case Instruction::Alloca: {
      auto& alloca = llvm::cast<llvm::AllocaInst>(instr);
      if (alloca.isArrayAllocation()) return ctx.unsupported("dynamically sized alloca is not supported");
      auto ptrType = ctx.pointerTypeFor(alloca.getAllocatedType(), 0);
      if (!ptrType) return ptrType.takeError();
      ctx.values[&instr] = ctx.module.localVariable(ctx.functionId, *ptrType, ir::kNoValue, alloca.getName().str());
      return Status::success();
    }
    case Instruction::GetElementPtr: {
      auto resource = lowerResourceGlobalAccess(ctx, instr);
      if (!resource) return resource.takeError();
      if (*resource) return Status::success();
      return lowerGep(ctx, llvm::cast<llvm::GetElementPtrInst>(instr));
    }
    case Instruction::Load: {
      auto resource = lowerResourceGlobalAccess(ctx, instr);
      if (!resource) return resource.takeError();
      if (*resource) return Status::success();
      auto base = ctx.operand(instr.getOperand(0));
      if (!base) return base.takeError();
      auto type = ctx.lowerType(instr.getType());
      if (!type) return type.takeError();
      auto access = pointerTo(ctx, *base, *type, true);
      if (!access) return access.takeError();
      if (access->reinterpret) {
        auto loaded = loadReinterpreted(ctx, *base, *type);
        if (!loaded) return loaded.takeError();
        ctx.values[&instr] = *loaded;
        return Status::success();
      }
      ir::ValueId loaded = ctx.emit(ir::Op::Load, access->stored, {access->pointer});
      if (access->stored != *type) loaded = ctx.emit(ir::Op::Bitcast, *type, {loaded});
      ctx.values[&instr] = loaded;
      return Status::success();
    }
    case Instruction::Store: {
      auto value = ctx.operand(instr.getOperand(0));
      if (!value) return value.takeError();
      auto base = ctx.operand(instr.getOperand(1));
      if (!base) return base.takeError();
      auto access = pointerTo(ctx, *base, ctx.module.typeOf(*value), true);
      if (!access) return access.takeError();
      if (auto s = checkWritable(ctx, access->pointer); !s) return s;
      if (access->reinterpret) return storeReinterpreted(ctx, *base, *value);
      ir::ValueId stored = *value;
      if (access->stored != ctx.module.typeOf(*value)) stored = ctx.emit(ir::Op::Bitcast, access->stored, {stored});
      ctx.emit(ir::Op::Store, types.voidType(), {access->pointer, stored});
      return Status::success();
    }
    case Instruction::AtomicRMW: {
      auto& rmw = llvm::cast<llvm::AtomicRMWInst>(instr);
      auto op = atomicRmwOp(ctx, rmw.getOperation());
      if (!op) return op.takeError();
      auto value = ctx.operand(rmw.getValOperand());
      if (!value) return value.takeError();
      auto base = ctx.operand(rmw.getPointerOperand());
      if (!base) return base.takeError();
      auto access = pointerTo(ctx, *base, ctx.module.typeOf(*value), false);
      if (!access) return access.takeError();
      if (auto s = checkAtomic(ctx, access->pointer, ctx.module.typeOf(*value)); !s) return s;
      ctx.values[&instr] = ctx.emit(ir::Op::PointerAtomic, ctx.module.typeOf(*value), {access->pointer, *value}, {uint64_t(*op)});
      return Status::success();
    }
    case Instruction::AtomicCmpXchg: {
      // Returns { old value, success }; the IR atomic yields the old value.
      auto& cas = llvm::cast<llvm::AtomicCmpXchgInst>(instr);
      auto cmp = ctx.operand(cas.getCompareOperand());
      if (!cmp) return cmp.takeError();
      auto desired = ctx.operand(cas.getNewValOperand());
      if (!desired) return desired.takeError();
      auto base = ctx.operand(cas.getPointerOperand());
      if (!base) return base.takeError();
      ir::TypeId valueType = ctx.module.typeOf(*cmp);
      auto access = pointerTo(ctx, *base, valueType, false);
      if (!access) return access.takeError();
      if (auto s = checkAtomic(ctx, access->pointer, valueType); !s) return s;
      if (ctx.module.typeOf(*desired) != valueType) return ctx.error("cmpxchg operands of different types");
      ir::ValueId old = ctx.emit(ir::Op::PointerAtomic, valueType, {access->pointer, *cmp, *desired}, {uint64_t(ir::AtomicOp::CompareExchange)});
      ir::ValueId success = ctx.emit(ir::Op::ICmp, types.boolType(), {old, *cmp}, {uint64_t(ir::CmpPredicate::Eq)});
      auto type = ctx.lowerType(instr.getType());
      if (!type) return type.takeError();
      ctx.values[&instr] = ctx.emit(ir::Op::CompositeConstruct, *type, {old, success});
      return Status::success();
    }
    case Instruction::Br: {
      auto& br = llvm::cast<llvm::BranchInst>(instr);
      if (br.isUnconditional()) {
        ctx.emit(ir::Op::Branch, types.voidType(), {}, {}, {ctx.blocks.at(br.getSuccessor(0))});
        return Status::success();
      }
      auto cond = ctx.operand(br.getCondition());
      if (!cond) return cond.takeError();
      ctx.emit(ir::Op::CondBranch, types.voidType(), {*cond}, {},
               {ctx.blocks.at(br.getSuccessor(0)), ctx.blocks.at(br.getSuccessor(1))});
      return Status::success();
    }
    case Instruction::Switch: {
      auto& sw = llvm::cast<llvm::SwitchInst>(instr);
      auto cond = ctx.operand(sw.getCondition());
      if (!cond) return cond.takeError();
      ir::LiteralList cases;
      ir::TargetList targets = {ctx.blocks.at(sw.getDefaultDest())};
      for (auto& c : sw.cases()) {
        cases.push_back(c.getCaseValue()->getZExtValue());
        targets.push_back(ctx.blocks.at(c.getCaseSuccessor()));
      }
      ctx.emit(ir::Op::Switch, types.voidType(), {*cond}, std::move(cases), std::move(targets));
      return Status::success();
    }
    case Instruction::Ret: {
      ir::ValueList args;
      if (instr.getNumOperands() != 0) {
        auto value = ctx.operand(instr.getOperand(0));
        if (!value) return value.takeError();
        args.push_back(*value);
      }
      ctx.emit(ir::Op::Return, types.voidType(), std::move(args));
      return Status::success();
    }
    case Instruction::Unreachable:
      ctx.emit(ir::Op::Unreachable, types.voidType());
      return Status::success();
    case Instruction::Call: {
      auto& call = llvm::cast<llvm::CallInst>(instr);
      const llvm::Function* callee = call.getCalledFunction();
      if (callee && callee->getName().starts_with("dx.op.")) return lowerDxOpCall(ctx, call);
      if (callee && callee->isIntrinsic()) return lowerIntrinsicCall(ctx, call);
      if (auto it = callee ? ctx.functions.find(callee) : ctx.functions.end(); it != ctx.functions.end())
        return lowerFunctionCall(ctx, call, it->second);
      std::string name = callee ? callee->getName().str() : "<indirect>";
      return ctx.unsupported("call to '" + escapeText(name) + "' is not supported (only dx.op functions and functions defined in the module)");
    }
    default: break;
  }
  return ctx.unsupported(std::string("unsupported LLVM instruction '") + instr.getOpcodeName() + "'");
}

Status lowerFunctionCall(LowerContext& ctx, const llvm::CallInst& call, ir::FunctionId callee) {
  const ir::Function& target = ctx.module.functions[callee];
  if (call.arg_size() != target.params.size()) return ctx.error("call passes a wrong number of arguments");
  ir::ValueList args;
  for (unsigned i = 0; i < call.arg_size(); ++i) {
    auto arg = ctx.operand(call.getArgOperand(i));
    if (!arg) return arg.takeError();
    if (ctx.module.typeOf(*arg) != ctx.module.typeOf(target.params[i]))
      return ctx.error("argument " + std::to_string(i) + " does not match the parameter's type");
    args.push_back(*arg);
  }
  ir::ValueId result = ctx.emit(ir::Op::Call, target.returnType, std::move(args), {callee});
  if (result != ir::kNoValue) ctx.values[&call] = result;
  return Status::success();
}

}  // namespace dxsv::frontend
