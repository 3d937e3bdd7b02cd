#include "frontend/bitcode_model.h"

#include <llvm/Bitcode/LLVMBitCodes.h>

#include <algorithm>

namespace dxsv::frontend {

namespace bitc = llvm::bitc;

namespace {

constexpr uint64_t kNone = ~uint64_t(0);
constexpr unsigned kBlockIdWidth = 8;  // the bitstream's block-ID field

uint64_t decodeSigned(uint64_t v) {
  if ((v & 1) == 0) return v >> 1;
  if (v == 1) return uint64_t(1) << 63;
  return uint64_t(0) - (v >> 1);
}

}  // namespace

Status BitcodeModel::checkType(uint64_t type, const char* what) const {
  if (type >= types_.size())
    return malformedBitcode(std::string(what) + " names type " + std::to_string(type) + ", but the type table has " +
                     std::to_string(types_.size()));
  return Status::success();
}

Status BitcodeModel::enterBlock(unsigned blockId, uint64_t bitPosition, unsigned outerAbbrevWidth) {
  switch (blockId) {
    case bitc::MODULE_BLOCK_ID: break;
    case bitc::FUNCTION_BLOCK_ID: {
      if (insideFunction()) return malformedBitcode("function block inside a function block");
      if (!moduleValuesClosed_) {
        moduleValuesClosed_ = true;
        moduleValueCount_ = values_.size();
        moduleMetadataCount_ = metadataCount_;
        moduleAbbrevWidth_ = outerAbbrevWidth;
      }
      currentBody_ = int(functionBlockBits_.size());
      functionBlockBits_.push_back(bitPosition);
      if (size_t(currentBody_) >= bodyFunctionTypes_.size())
        return malformedBitcode("function block " + std::to_string(currentBody_) + " has no function record with a body");
      values_.resize(moduleValueCount_);
      metadataCount_ = moduleMetadataCount_;
      if (tbaaNodes_.size() > moduleMetadataCount_) tbaaNodes_.resize(moduleMetadataCount_);
      instructionCount_ = 0;
      const uint64_t type = bodyFunctionTypes_[currentBody_];  // a function type: see moduleRecord
      const size_t params = types_[type].contained.size() - 1;
      for (size_t i = 0; i < params; ++i) values_.push_back(valueOfType(types_[type].contained[i + 1]));
      break;
    }
    case bitc::CONSTANTS_BLOCK_ID:
      currentConstantType_ = kNone;
      constantsBlockStart_ = values_.size();
      break;
    case bitc::METADATA_BLOCK_ID: metadataRefs_.clear(); expectNamedNode_ = false; break;
    case bitc::USELIST_BLOCK_ID:  // LLVM's reader indexes values with its records unchecked
      return unsupportedBitcode("use-list order block: DXC does not write one");
    case bitc::VALUE_SYMTAB_BLOCK_ID:
      if (!insideFunction()) moduleSymtabBit_ = bitPosition - outerAbbrevWidth - kBlockIdWidth;
      break;
    default: break;
  }
  return Status::success();
}

Status BitcodeModel::exitBlock(unsigned blockId) {
  switch (blockId) {
    case bitc::FUNCTION_BLOCK_ID: currentBody_ = -1; break;
    case bitc::CONSTANTS_BLOCK_ID: {
      for (const PendingGep& gep : pendingConstantGeps_)
        if (auto s = checkGep(gep, "constant getelementptr"); !s) return s;
      pendingConstantGeps_.clear();
      return checkConstantCycles(constantsBlockStart_);
    }
    case bitc::METADATA_BLOCK_ID: return closeMetadataScope();
    case bitc::TYPE_BLOCK_ID_NEW:
      // Elements may be forward references: check them once every type exists. LLVM's reader
      // builds a struct of a function or void member, and later code crashes on it.
      for (const TypeInfo& t : types_) {
        if (t.kind != TypeKind::Struct && t.kind != TypeKind::Array && t.kind != TypeKind::Vector) continue;
        for (uint64_t element : t.contained) {
          if (element >= types_.size()) return malformedBitcode("aggregate type names type " + std::to_string(element) + ", which does not exist");
          TypeKind k = types_[element].kind;
          if (k == TypeKind::Void || k == TypeKind::Label || k == TypeKind::Metadata || k == TypeKind::Function)
            return malformedBitcode("aggregate type with a void, label, metadata or function element");
        }
      }
      return checkTypeCycles();
    default: break;
  }
  return Status::success();
}

Status BitcodeModel::record(unsigned blockId, unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops) {
  switch (blockId) {
    case bitc::MODULE_BLOCK_ID: return moduleRecord(code, ops);
    case bitc::TYPE_BLOCK_ID_NEW: return typeRecord(code, ops);
    case bitc::CONSTANTS_BLOCK_ID: return constantRecord(code, ops);
    case bitc::METADATA_BLOCK_ID: return metadataRecord(code, ops);
    case bitc::METADATA_ATTACHMENT_ID: return attachmentRecord(ops);
    case bitc::METADATA_KIND_BLOCK_ID:
      if (code == bitc::METADATA_KIND) noteKind(ops);
      return Status::success();
    case bitc::FUNCTION_BLOCK_ID: return functionRecord(code, ops);
    case bitc::VALUE_SYMTAB_BLOCK_ID: return symtabRecord(code, ops);
    default: return Status::success();
  }
}

Status BitcodeModel::typeRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops) {
  TypeInfo type;
  auto need = [&](size_t n) { return ops.size() >= n; };
  switch (code) {
    case bitc::TYPE_CODE_NUMENTRY:
    case bitc::TYPE_CODE_STRUCT_NAME: return Status::success();  // define no type
    case bitc::TYPE_CODE_VOID: type.kind = TypeKind::Void; break;
    case bitc::TYPE_CODE_HALF:
    case bitc::TYPE_CODE_FLOAT:
    case bitc::TYPE_CODE_DOUBLE: type.kind = TypeKind::Float; break;
    case bitc::TYPE_CODE_LABEL: type.kind = TypeKind::Label; break;
    case bitc::TYPE_CODE_METADATA: type.kind = TypeKind::Metadata; break;
    case bitc::TYPE_CODE_INTEGER:
      if (!need(1)) return malformedBitcode("integer type record is too short");
      type.kind = TypeKind::Integer, type.count = ops[0];
      break;
    case bitc::TYPE_CODE_POINTER:
      if (!need(1)) return malformedBitcode("pointer type record is too short");
      type.kind = TypeKind::Pointer, type.contained = {ops[0]}, type.typedPointee = true;
      break;
    case bitc::TYPE_CODE_OPAQUE_POINTER: type.kind = TypeKind::Pointer; break;
    case bitc::TYPE_CODE_FUNCTION:  // [vararg, retty, paramty...]
      if (!need(2)) return malformedBitcode("function type record is too short");
      type.kind = TypeKind::Function, type.contained.assign(ops.begin() + 1, ops.end());
      break;
    case bitc::TYPE_CODE_FUNCTION_OLD:  // [vararg, attrid, retty, paramty...]
      if (!need(3)) return malformedBitcode("function type record is too short");
      type.kind = TypeKind::Function, type.contained.assign(ops.begin() + 2, ops.end());
      break;
    case bitc::TYPE_CODE_STRUCT_ANON:
    case bitc::TYPE_CODE_STRUCT_NAMED:  // [ispacked, eltty...]
      if (!need(1)) return malformedBitcode("struct type record is too short");
      type.kind = TypeKind::Struct, type.contained.assign(ops.begin() + 1, ops.end());
      break;
    case bitc::TYPE_CODE_OPAQUE: type.kind = TypeKind::OpaqueStruct; break;
    case bitc::TYPE_CODE_ARRAY:
    case bitc::TYPE_CODE_VECTOR:  // [numelts, eltty]
      if (!need(2)) return malformedBitcode("array or vector type record is too short");
      if (code == bitc::TYPE_CODE_VECTOR && ops.size() > 2 && ops[2] != 0)
        return unsupportedBitcode("scalable vector type: DXIL vectors have a fixed size");
      type.kind = code == bitc::TYPE_CODE_ARRAY ? TypeKind::Array : TypeKind::Vector;
      type.count = ops[0], type.contained = {ops[1]};
      break;
    default: return unsupportedBitcode("type record code " + std::to_string(code) + " is not a DXIL type");
  }
  types_.push_back(std::move(type));
  return Status::success();
}

Status BitcodeModel::moduleRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops) {
  // Version 2 (LLVM 5+) puts a string-table offset and size in front of global records.
  const size_t skip = version_ >= 2 ? 2 : 0;
  switch (code) {
    case bitc::MODULE_CODE_VERSION:
      if (ops.empty() || ops[0] < 1 || ops[0] > 2)
        return unsupportedBitcode("module version " + (ops.empty() ? std::string("(missing)") : std::to_string(ops[0])) +
                           ": DXIL uses relative value IDs (version 1)");
      version_ = ops[0];
      return Status::success();
    case bitc::MODULE_CODE_GLOBALVAR:
    case bitc::MODULE_CODE_ALIAS:
    case bitc::MODULE_CODE_ALIAS_OLD:
    case bitc::MODULE_CODE_IFUNC:
      if (moduleValuesClosed_) return malformedBitcode("global value record after the function bodies");
      values_.push_back(ValueInfo{});
      return Status::success();
    case bitc::MODULE_CODE_FUNCTION: {  // [type, callingconv, isproto, ...]
      if (moduleValuesClosed_) return malformedBitcode("function record after the function bodies");
      if (ops.size() < skip + 3) return malformedBitcode("function record is too short");
      const uint64_t type = ops[skip];
      if (auto s = checkType(type, "function record"); !s) return s;
      uint64_t fnType = type;
      if (types_[fnType].kind == TypeKind::Pointer && types_[fnType].typedPointee) fnType = types_[fnType].contained[0];
      if (fnType >= types_.size() || types_[fnType].kind != TypeKind::Function)
        return malformedBitcode("function record's type is not a function type");
      ValueInfo value;
      value.functionType = fnType;
      if (ops[skip + 2] == 0) {
        bodyFunctionTypes_.push_back(fnType);
        bodyValueIds_.push_back(values_.size());
      }
      values_.push_back(value);
      return Status::success();
    }
    case bitc::MODULE_CODE_VSTOFFSET:
      if (ops.empty()) return malformedBitcode("symbol table offset record is too short");
      symtabOffset_ = ops[0];
      return Status::success();
    default: return Status::success();
  }
}

Status BitcodeModel::constantRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops) {
  if (code == bitc::CST_CODE_SETTYPE) {
    if (ops.empty()) return malformedBitcode("constant type record is too short");
    if (auto s = checkType(ops[0], "constant type record"); !s) return s;
    currentConstantType_ = ops[0];
    return Status::success();
  }
  if (currentConstantType_ == kNone) return malformedBitcode("constant before its type");
  const TypeInfo& type = types_[currentConstantType_];
  // LLVM's reader builds the constant unchecked: a null metadata or opaque struct crashes it.
  if (type.kind == TypeKind::Void || type.kind == TypeKind::Label || type.kind == TypeKind::Function ||
      type.kind == TypeKind::Metadata || type.kind == TypeKind::OpaqueStruct)
    return malformedBitcode("constant of type void, label, function, metadata or opaque struct");
  ValueInfo value = valueOfType(currentConstantType_);
  switch (code) {
    case bitc::CST_CODE_NULL:
      if (type.kind == TypeKind::Integer) value.constantInt = 0;
      break;
    case bitc::CST_CODE_INTEGER:
      if (ops.empty()) return malformedBitcode("integer constant record is too short");
      if (type.kind == TypeKind::Integer) {
        uint64_t v = decodeSigned(ops[0]);
        if (type.count < 64) v &= (uint64_t(1) << type.count) - 1;
        value.constantInt = v;
      }
      break;
    case bitc::CST_CODE_DATA:
    case bitc::CST_CODE_STRING:
    case bitc::CST_CODE_CSTRING: {
      // LLVM's reader takes the element type of an array or vector unchecked.
      const bool sequence = type.kind == TypeKind::Array || type.kind == TypeKind::Vector;
      const TypeKind element = sequence && type.contained[0] < types_.size() ? types_[type.contained[0]].kind : TypeKind::Other;
      if (element != TypeKind::Integer && element != TypeKind::Float)
        return malformedBitcode("constant data whose type is not an array or vector of integers or floats");
      if (code == bitc::CST_CODE_DATA && ops.size() != type.count)
        return malformedBitcode("constant data has " + std::to_string(ops.size()) + " elements, its type " + std::to_string(type.count));
      break;
    }
    case bitc::CST_CODE_AGGREGATE: {
      value.lazy = true;
      value.operands.assign(ops.begin(), ops.end());
      const bool aggregate = type.kind == TypeKind::Struct || type.kind == TypeKind::Array || type.kind == TypeKind::Vector;
      const uint64_t expected = type.kind == TypeKind::Struct ? type.contained.size() : type.count;
      if (aggregate && ops.size() != expected)
        return malformedBitcode("aggregate constant has " + std::to_string(ops.size()) + " elements, its type " +
                         std::to_string(expected));
      break;
    }
    case bitc::CST_CODE_CE_GEP_OLD:
    case bitc::CST_CODE_CE_INBOUNDS_GEP:
    case bitc::CST_CODE_CE_GEP: {
      // [pointee type, (flags,) (type, value)...]: DXC always names the pointee type.
      size_t at = 0;
      const bool hasFlags = code == bitc::CST_CODE_CE_GEP;
      if (!hasFlags && ops.size() % 2 == 0) return unsupportedBitcode("constant getelementptr without its source type");
      if (ops.size() < 3 + (hasFlags ? 1 : 0)) return malformedBitcode("constant getelementptr record is too short");
      PendingGep gep;
      gep.sourceType = ops[at++];
      if (hasFlags) ++at;
      if ((ops.size() - at) % 2 != 0) return malformedBitcode("constant getelementptr has an odd operand list");
      if (auto s = checkType(gep.sourceType, "constant getelementptr"); !s) return s;
      value.lazy = true;
      for (size_t op = at; op + 1 < ops.size(); op += 2) value.operands.push_back(ops[op + 1]);
      for (at += 2; at + 1 < ops.size(); at += 2) gep.indices.push_back(ops[at + 1]);  // skips the base pointer
      pendingConstantGeps_.push_back(std::move(gep));
      break;
    }
    // Constant expressions: the positions of their operands' value IDs.
    case bitc::CST_CODE_CE_UNOP:       // [opcode, value]
    case bitc::CST_CODE_CE_BINOP:      // [opcode, value, value, (flags)]
    case bitc::CST_CODE_CE_CAST:       // [opcode, type, value]
    case bitc::CST_CODE_CE_SELECT:     // [value, value, value]
    case bitc::CST_CODE_CE_EXTRACTELT:  // [type, value, (type,) value]
    case bitc::CST_CODE_CE_INSERTELT:  // [value, value, (type,) value]
    case bitc::CST_CODE_CE_SHUFFLEVEC:  // [value, value, value]
    case bitc::CST_CODE_CE_SHUFVEC_EX:  // [type, value, value, value]
    case bitc::CST_CODE_CE_CMP: {      // [type, value, value, predicate]
      std::vector<size_t> at;
      switch (code) {
        case bitc::CST_CODE_CE_UNOP: at = {1}; break;
        case bitc::CST_CODE_CE_BINOP: at = {1, 2}; break;
        case bitc::CST_CODE_CE_CAST: at = {2}; break;
        case bitc::CST_CODE_CE_EXTRACTELT: at = {1, size_t(ops.size() == 4 ? 3 : 2)}; break;
        case bitc::CST_CODE_CE_INSERTELT: at = {0, 1, size_t(ops.size() == 4 ? 3 : 2)}; break;
        case bitc::CST_CODE_CE_SHUFVEC_EX: at = {1, 2, 3}; break;
        case bitc::CST_CODE_CE_CMP: at = {1, 2}; break;
        default: at = {0, 1, 2}; break;
      }
      value.lazy = true;
      for (size_t i : at)
        if (i < ops.size()) value.operands.push_back(ops[i]);
      break;
    }
    case bitc::CST_CODE_CE_GEP_WITH_INRANGE:
    case bitc::CST_CODE_CE_GEP_WITH_INRANGE_INDEX_OLD:
    case bitc::CST_CODE_BLOCKADDRESS:
    case bitc::CST_CODE_DSO_LOCAL_EQUIVALENT:
    case bitc::CST_CODE_NO_CFI_VALUE:
    case bitc::CST_CODE_PTRAUTH:
    case bitc::CST_CODE_INLINEASM:
    case bitc::CST_CODE_INLINEASM_OLD:
    case bitc::CST_CODE_INLINEASM_OLD2:
    case bitc::CST_CODE_INLINEASM_OLD3:
      return unsupportedBitcode("constant record code " + std::to_string(code) + " is not DXIL");
    default: break;
  }
  values_.push_back(value);
  return Status::success();
}

// An aggregate that holds itself (through members and elements, not pointers) has no size;
// LLVM's isSized recurses on it without end.
Status BitcodeModel::checkTypeCycles() const {
  enum : uint8_t { kNew, kOpen, kDone };
  std::vector<uint8_t> state(types_.size(), kNew);
  std::vector<std::pair<uint64_t, size_t>> stack;  // (type, next element)
  auto aggregate = [&](uint64_t t) {
    const TypeKind k = types_[t].kind;
    return k == TypeKind::Struct || k == TypeKind::Array || k == TypeKind::Vector;
  };
  for (uint64_t root = 0; root < types_.size(); ++root) {
    if (!aggregate(root) || state[root] != kNew) continue;
    state[root] = kOpen;
    stack.push_back({root, 0});
    while (!stack.empty()) {
      auto& [type, next] = stack.back();
      if (next == types_[type].contained.size()) {
        state[type] = kDone;
        stack.pop_back();
        continue;
      }
      const uint64_t element = types_[type].contained[next++];  // checked to exist by the caller
      if (!aggregate(element) || state[element] == kDone) continue;
      if (state[element] == kOpen) return malformedBitcode("type " + std::to_string(element) + " contains itself");
      state[element] = kOpen;
      stack.push_back({element, 0});
    }
  }
  return Status::success();
}

// LLVM 19 builds aggregates and constant expressions on first use, pushing operands not built
// yet onto a worklist: one that is (through others) its own operand grows it without end.
Status BitcodeModel::checkConstantCycles(size_t first) {
  enum : uint8_t { kNew, kOpen, kDone };
  std::vector<uint8_t> state(values_.size(), kNew);
  std::vector<std::pair<uint64_t, size_t>> stack;  // (constant, next operand)
  for (size_t root = first; root < values_.size(); ++root) {
    if (!values_[root].lazy || state[root] != kNew) continue;
    state[root] = kOpen;
    stack.push_back({root, 0});
    while (!stack.empty()) {
      auto& [id, next] = stack.back();
      const std::vector<uint64_t>& operands = values_[id].operands;
      if (next == operands.size()) {
        state[id] = kDone;
        stack.pop_back();
        continue;
      }
      const uint64_t op = operands[next++];
      if (op >= values_.size() || !values_[op].lazy || state[op] == kDone) continue;
      if (state[op] == kOpen)
        return malformedBitcode("constant " + std::to_string(op) + " is its own operand" +
                                (op == id ? std::string() : " (through constant " + std::to_string(id) + ")"));
      state[op] = kOpen;
      stack.push_back({op, 0});
    }
  }
  return Status::success();
}

// Walks a GEP's indices over its source type; LLVM's reader reads struct indices as
// ConstantInts without checking (an out-of-range or non-constant one crashes it).
Status BitcodeModel::checkGep(const PendingGep& gep, const char* what) {
  uint64_t current = gep.sourceType;
  for (size_t i = 1; i < gep.indices.size(); ++i) {
    if (auto s = checkType(current, what); !s) return s;
    const TypeInfo& type = types_[current];
    if (type.kind == TypeKind::Array || type.kind == TypeKind::Vector) {
      current = type.contained[0];
      continue;
    }
    if (type.kind != TypeKind::Struct)
      return malformedBitcode(std::string(what) + ": index " + std::to_string(i) + " steps into a type that is not an aggregate");
    const uint64_t id = gep.indices[i];
    const ValueInfo* index = id < values_.size() ? &values_[id] : nullptr;
    const bool i32 = index && index->type < types_.size() && types_[index->type].kind == TypeKind::Integer &&
                     types_[index->type].count == 32;
    if (!index || !index->constantInt || !i32)
      return malformedBitcode(std::string(what) + ": struct index " + std::to_string(i) + " is not a 32-bit integer constant");
    if (*index->constantInt >= type.contained.size())
      return malformedBitcode(std::string(what) + ": struct index " + std::to_string(*index->constantInt) + " is past the " +
                       std::to_string(type.contained.size()) + " struct members");
    current = type.contained[*index->constantInt];
  }
  return Status::success();
}

Status BitcodeModel::symtabRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops) {
  if (insideFunction() || code != bitc::VST_CODE_FNENTRY) return Status::success();
  if (ops.size() < 2) return malformedBitcode("function symbol record is too short");
  symtabFunctionOffsets_.push_back({ops[0], ops[1]});
  return Status::success();
}

// LLVM jumps to the offsets in the module symbol table: they must be the blocks walked here.
Status BitcodeModel::finish() {
  if (symtabOffset_ && *symtabOffset_ * 32 != moduleSymtabBit_)
    return malformedBitcode("the symbol table offset " + std::to_string(*symtabOffset_) + " does not point at the symbol table");
  for (auto [valueId, wordOffset] : symtabFunctionOffsets_) {
    auto body = std::find(bodyValueIds_.begin(), bodyValueIds_.end(), valueId);
    if (body == bodyValueIds_.end())
      return malformedBitcode("the symbol table gives an offset for value " + std::to_string(valueId) +
                       ", which is not a function with a body");
    const size_t index = size_t(body - bodyValueIds_.begin());
    const uint64_t bit = (wordOffset - 1) * 32 + 32 + moduleAbbrevWidth_ + kBlockIdWidth;
    if (wordOffset == 0 || index >= functionBlockBits_.size() || functionBlockBits_[index] != bit)
      return malformedBitcode("the symbol table's offset for function " + std::to_string(index) +
                       " does not point at its body");
  }
  if (functionBlockBits_.size() < bodyFunctionTypes_.size())
    return malformedBitcode(std::to_string(bodyFunctionTypes_.size()) + " functions have bodies, but the bitcode holds " +
                     std::to_string(functionBlockBits_.size()));
  return Status::success();
}

}  // namespace dxsv::frontend
