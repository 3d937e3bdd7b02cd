#include "frontend/lower_context.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Operator.h>
#include <llvm/Support/raw_ostream.h>

#include "common/escape.h"

namespace dxsv::frontend {

namespace {

std::string describe(const llvm::Value& value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  value.print(os);
  os.flush();
  size_t start = text.find_first_not_of(' ');
  text = start == std::string::npos ? text : text.substr(start);
  if (text.size() > 160) text = text.substr(0, 157) + "...";
  return escapeText(text);
}

// Whether `pointer` (a global, or a GEP/cast of it) is the target of an integer atomic.
bool hasIntegerAtomicUse(const llvm::Value* pointer) {
  for (const llvm::User* user : pointer->users()) {
    if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(user)) {
      if (rmw->getPointerOperand() == pointer && rmw->getValOperand()->getType()->isIntegerTy()) return true;
    } else if (auto* cas = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(user)) {
      if (cas->getPointerOperand() == pointer && cas->getCompareOperand()->getType()->isIntegerTy()) return true;
    } else if (auto* gep = llvm::dyn_cast<llvm::GEPOperator>(user)) {
      if (gep->getPointerOperand() == pointer && hasIntegerAtomicUse(gep)) return true;
    } else if (llvm::isa<llvm::BitCastOperator>(user) || llvm::isa<llvm::AddrSpaceCastOperator>(user)) {
      if (hasIntegerAtomicUse(user)) return true;
    }
  }
  return false;
}

// `type` with every float replaced by the integer of the same width.
ir::TypeId integerLeaves(ir::TypeTable& types, ir::TypeId type) {
  ir::Type t = types[type];
  switch (t.kind) {
    case ir::TypeKind::Float: return types.intType(t.bits);
    case ir::TypeKind::Vector: return types.vectorType(integerLeaves(types, t.element), t.count);
    case ir::TypeKind::Array: return types.arrayType(integerLeaves(types, t.element), t.count);
    case ir::TypeKind::Struct:
      for (ir::TypeId& m : t.members) m = integerLeaves(types, m);
      return types.structType(t.members);
    default: return type;
  }
}

}  // namespace

Error LowerContext::error(const std::string& why, ErrorKind kind) const {
  std::string where = "function '" + (functionId < module.functions.size() ? escapeText(function().name) : std::string()) + "'";
  if (currentInstr) {
    const llvm::BasicBlock* bb = currentInstr->getParent();
    if (bb && bb->hasName()) where += ", block '" + escapeText(bb->getName()) + "'";
    where += ", instruction '" + describe(*currentInstr) + "'";
  }
  return makeError(where + ": " + why, kind);
}

Result<ir::TypeId> LowerContext::lowerType(const llvm::Type* type) {
  auto& types = module.types;
  switch (type->getTypeID()) {
    case llvm::Type::VoidTyID: return types.voidType();
    // Work-graph record pointers (address space 6) are device addresses.
    case llvm::Type::PointerTyID:
      if (type->getPointerAddressSpace() == 6) return types.intType(64);
      break;
    case llvm::Type::HalfTyID: return types.floatType(16);
    case llvm::Type::FloatTyID: return types.floatType(32);
    case llvm::Type::DoubleTyID: return types.floatType(64);
    case llvm::Type::IntegerTyID: {
      unsigned bits = type->getIntegerBitWidth();
      if (bits == 1) return types.boolType();
      if (bits == 8 || bits == 16 || bits == 32 || bits == 64) return types.intType(bits);
      return unsupported("unsupported integer width i" + std::to_string(bits));
    }
    case llvm::Type::FixedVectorTyID: {
      auto* vec = llvm::cast<llvm::FixedVectorType>(type);
      auto element = lowerType(vec->getElementType());
      if (!element) return element;
      // SPIR-V vectors hold at most 4 components for shaders (Vector16 is a Kernel
      // capability); wider ones (a float4x4 moved as <16 x float>) are arrays, and
      // arithmetic on them goes element by element (lower_instructions.cpp).
      if (vec->getNumElements() > 4) return types.arrayType(*element, vec->getNumElements());
      if (vec->getNumElements() < 2) return error("vector type of one element (SPIR-V vectors hold 2 to 4)");
      return types.vectorType(*element, vec->getNumElements());
    }
    case llvm::Type::ArrayTyID: {
      // SPIR-V arrays hold 1 to 2^32-1 elements (OpTypeArray's length is a 32-bit constant).
      const uint64_t count = type->getArrayNumElements();
      if (count == 0 || count > UINT32_MAX)
        return error("array type of " + std::to_string(count) + " elements (arrays hold 1 to 2^32-1)");
      auto element = lowerType(type->getArrayElementType());
      if (!element) return element;
      return types.arrayType(*element, static_cast<uint32_t>(type->getArrayNumElements()));
    }
    case llvm::Type::StructTyID: {
      std::vector<ir::TypeId> members;
      for (llvm::Type* member : llvm::cast<llvm::StructType>(type)->elements()) {
        auto m = lowerType(member);
        if (!m) return m;
        members.push_back(*m);
      }
      return types.structType(std::move(members));
    }
    default: break;
  }
  std::string name;
  llvm::raw_string_ostream os(name);
  type->print(os);
  return unsupported("unsupported type '" + escapeText(os.str()) + "'");
}

Result<ir::TypeId> LowerContext::pointerTypeFor(const llvm::Type* pointee, unsigned addressSpace) {
  auto element = lowerType(pointee);
  if (!element) return element;
  ir::AddressSpace space;
  switch (addressSpace) {
    case 0: space = ir::AddressSpace::Function; break;
    case 3: space = ir::AddressSpace::Workgroup; break;
    default: return unsupported("unsupported pointer address space " + std::to_string(addressSpace));
  }
  return module.types.pointerType(*element, space);
}

Result<ir::ValueId> LowerContext::operand(const llvm::Value* value) {
  auto it = values.find(value);
  if (it != values.end()) return it->second;
  if (auto* constant = llvm::dyn_cast<llvm::Constant>(value)) {
    // The reader builds undef/null of any type; only first-class values can be operands.
    if (!value->getType()->isFirstClassType() || value->getType()->isLabelTy() || value->getType()->isMetadataTy())
      return error("operand '" + describe(*value) + "' has a type no value can have");
    auto id = lowerConstant(constant);
    // Constant expressions become instructions at their use; don't cache them across blocks.
    if (id && !llvm::isa<llvm::ConstantExpr>(value)) values[value] = *id;
    return id;
  }
  return error("operand '" + describe(*value) + "' is used before it is defined");
}

Result<ir::ValueId> LowerContext::lowerConstant(const llvm::Constant* constant) {
  if (auto* expr = llvm::dyn_cast<llvm::ConstantExpr>(constant)) return lowerConstantExpr(expr);
  if (auto* global = llvm::dyn_cast<llvm::GlobalVariable>(constant)) {
    unsigned as = global->getAddressSpace();
    auto ptrType = pointerTypeFor(global->getValueType(), as);
    if (!ptrType) return ptrType;
    ir::ValueId init = ir::kNoValue;
    if (global->hasInitializer() && !llvm::isa<llvm::UndefValue>(global->getInitializer())) {
      auto value = operand(global->getInitializer());
      if (!value) return value;
      init = *value;
    }
    // Thread-private globals (static variables, constant tables) live in Private memory.
    if (as == 0) ptrType = module.types.pointerType(module.types[*ptrType].element, ir::AddressSpace::Private);
    if (as == 3 && init != ir::kNoValue) init = ir::kNoValue;  // groupshared can't be initialized
    // HLSL's float InterlockedExchange / InterlockedCompare*FloatBitwise are i32 atomics on a
    // float variable. SPIR-V has no compare-exchange on floats (and float exchange needs an
    // extension), so such a variable stores integers; float loads and stores bitcast.
    if (as == 3 && hasIntegerAtomicUse(global)) {
      ir::TypeId stored = integerLeaves(module.types, module.types[*ptrType].element);
      ptrType = module.types.pointerType(stored, ir::AddressSpace::Workgroup);
    }
    if (isMeshPayloadGlobal(*this, *global))
      ptrType = module.types.pointerType(module.types[*ptrType].element, ir::AddressSpace::TaskPayload);
    return module.variable(*ptrType, init, global->getName().str());
  }
  auto type = lowerType(constant->getType());
  if (!type) return type;
  if (llvm::isa<llvm::UndefValue>(constant)) return module.undef(*type);  // also poison
  if (llvm::isa<llvm::ConstantAggregateZero>(constant) || llvm::isa<llvm::ConstantPointerNull>(constant))
    return module.constantNull(*type);
  if (auto* ci = llvm::dyn_cast<llvm::ConstantInt>(constant)) {
    if (ci->getBitWidth() == 1) return module.constantBool(!ci->isZero());
    return module.constant(*type, ci->getZExtValue());
  }
  if (auto* cf = llvm::dyn_cast<llvm::ConstantFP>(constant))
    return module.constant(*type, cf->getValueAPF().bitcastToAPInt().getZExtValue());
  if (auto* data = llvm::dyn_cast<llvm::ConstantDataSequential>(constant)) {
    std::vector<ir::ValueId> elements;
    for (unsigned i = 0; i < data->getNumElements(); ++i) {
      auto e = operand(data->getElementAsConstant(i));
      if (!e) return e;
      elements.push_back(*e);
    }
    return module.constantComposite(*type, std::move(elements));
  }
  if (llvm::isa<llvm::ConstantArray>(constant) || llvm::isa<llvm::ConstantStruct>(constant) ||
      llvm::isa<llvm::ConstantVector>(constant)) {
    std::vector<ir::ValueId> elements;
    for (unsigned i = 0; i < constant->getNumOperands(); ++i) {
      auto e = operand(llvm::cast<llvm::Constant>(constant->getOperand(i)));
      if (!e) return e;
      elements.push_back(*e);
    }
    return module.constantComposite(*type, std::move(elements));
  }
  return unsupported("unsupported constant '" + describe(*constant) + "'");
}

Result<ir::ValueId> LowerContext::lowerConstantExpr(const llvm::ConstantExpr* expr) {
  // DXC folds GEPs into global pointers (e.g. a groupshared array element) as constant
  // expressions: materialize them as instructions where they are used.
  if (auto* gep = llvm::dyn_cast<llvm::GEPOperator>(expr)) {
    auto base = operand(gep->getPointerOperand());
    if (!base) return base;
    ir::ValueList args = {*base};
    auto idx = gep->idx_begin();
    auto* first = llvm::dyn_cast<llvm::ConstantInt>(idx->get());
    if (!first || !first->isZero()) return unsupported("GEP constant expression with a non-zero first index is not supported");
    for (++idx; idx != gep->idx_end(); ++idx) {
      auto i = operand(idx->get());
      if (!i) return i;
      args.push_back(*i);
    }
    if (args.size() == 1) return *base;
    auto ptrType = accessChainType(args);
    if (!ptrType) return ptrType;
    return emit(ir::Op::AccessChain, *ptrType, std::move(args));
  }
  if (expr->getOpcode() == llvm::Instruction::BitCast || expr->getOpcode() == llvm::Instruction::AddrSpaceCast) {
    // The reader builds constant casts without checking them (llvm_rules.cpp).
    auto op = llvm::Instruction::CastOps(expr->getOpcode());
    if (!llvm::CastInst::castIsValid(op, expr->getOperand(0), expr->getType()))
      return error("invalid cast constant expression '" + describe(*expr) + "'");
    if (expr->getType()->isPointerTy()) return operand(expr->getOperand(0));
  }
  return unsupported("unsupported constant expression '" + describe(*expr) + "'");
}

Result<ir::TypeId> LowerContext::accessChainType(const ir::ValueList& chain) {
  auto& types = module.types;
  const ir::Type& base = types[module.typeOf(chain[0])];
  if (base.kind != ir::TypeKind::Pointer) return error("GEP base is not a pointer");
  ir::TypeId current = base.element;
  for (size_t i = 1; i < chain.size(); ++i) {
    // OpAccessChain indices are integers (LLVM also takes an i1, sign-extended).
    if (types[module.typeOf(chain[i])].kind != ir::TypeKind::Int)
      return error("GEP index " + std::to_string(i) + " is " + types.name(module.typeOf(chain[i])) + ", not an integer");
    const ir::Type& t = types[current];
    if (t.kind == ir::TypeKind::Array || t.kind == ir::TypeKind::Vector) {
      current = t.element;
    } else if (t.kind == ir::TypeKind::Struct) {
      const ir::ValueDef& index = module.value(chain[i]);
      if (index.kind != ir::ValueKind::Constant || index.bits >= t.members.size())
        return error("GEP into a struct with a non-constant or out-of-range member index");
      current = t.members[index.bits];
    } else {
      return error("GEP indexes into the scalar type " + types.name(current));
    }
  }
  return types.pointerType(current, base.space);
}

ir::ValueId LowerContext::emit(ir::Op op, ir::TypeId type, ir::ValueList args, ir::LiteralList lits,
                               ir::TargetList targets) {
  ir::Instr instr;
  instr.op = op;
  instr.type = type;
  if (type != module.types.voidType()) instr.result = module.newValue(ir::ValueKind::Instruction, type);
  instr.args = std::move(args);
  instr.lits = std::move(lits);
  instr.targets = std::move(targets);
  ir::ValueId result = instr.result;
  function().blocks[currentBlock].instrs.push_back(std::move(instr));
  return result;
}

std::pair<ir::BlockId, ir::BlockId> LowerContext::emitIf(ir::ValueId cond, bool runWhen, const std::string& suffix,
                                                         const std::function<void()>& body) {
  ir::TypeId voidType = module.types.voidType();
  ir::BlockId from = currentBlock;
  std::string name = function().blocks[from].name;
  ir::BlockId then = function().addBlock(name + "." + suffix);
  ir::BlockId join = function().addBlock(name + ".after_" + suffix);
  emit(ir::Op::CondBranch, voidType, {cond}, {}, runWhen ? ir::TargetList{then, join} : ir::TargetList{join, then});
  currentBlock = then;
  body();
  ir::BlockId bodyEnd = currentBlock;
  emit(ir::Op::Branch, voidType, {}, {}, {join});
  currentBlock = join;
  if (currentInstr) exitBlocks[currentInstr->getParent()] = join;
  return {from, bodyEnd};
}

ir::ValueId LowerContext::emitOutsideHelperLanes(ir::TypeId type, const std::function<ir::ValueId()>& body,
                                                 ir::ValueId helperValue) {
  if (entry().stage != ir::ShaderStage::Pixel || entry().waveOpsIncludeHelperLanes) return body();
  ir::TypeId boolType = module.types.boolType();
  ir::ValueId helper = emit(ir::Op::ReadBuiltin, boolType, {}, {uint64_t(ir::Builtin::IsHelperLane)});
  ir::ValueId value = ir::kNoValue;
  auto [from, bodyEnd] = emitIf(helper, false, "non_helper", [&] { value = body(); });
  if (type == module.types.voidType()) return ir::kNoValue;
  return emit(ir::Op::Phi, type, {value, helperValue == ir::kNoValue ? module.undef(type) : helperValue}, {},
              {bodyEnd, from});
}

Result<uint64_t> constantArg(LowerContext& ctx, const DxOpCall& op, unsigned index, const char* what) {
  if (index >= op.argCount()) return ctx.error(std::string("missing argument '") + what + "'");
  auto* c = llvm::dyn_cast<llvm::ConstantInt>(op.arg(index));
  if (!c) return ctx.error(std::string("argument '") + what + "' must be a constant integer");
  return c->getZExtValue();
}

}  // namespace dxsv::frontend
