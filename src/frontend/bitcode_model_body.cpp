// The bitcode model's metadata and function-body records (see bitcode_model.h).
#include <llvm/Bitcode/LLVMBitCodes.h>

#include "frontend/bitcode_model.h"

#include <algorithm>

namespace dxsv::frontend {

namespace bitc = llvm::bitc;

namespace {

constexpr unsigned kCallExplicitType = 15, kCallFastMath = 17;  // bits of a call's calling-convention field

}  // namespace

// A reference must name metadata defined by the end of the open metadata block: LLVM resolves
// forward references there through a lazy-loading index that plain DXIL does not have.
Status BitcodeModel::checkMetadataRef(uint64_t id, const char* what) {
  if (id >= (uint64_t(1) << 32)) return malformedBitcode(std::string(what) + " names metadata " + std::to_string(id));
  metadataRefs_.push_back(id);
  return Status::success();
}

Status BitcodeModel::closeMetadataScope() {
  if (expectNamedNode_) return malformedBitcode("named metadata without its node list");
  for (uint64_t id : metadataRefs_)
    if (id >= metadataCount_)
      return malformedBitcode("metadata " + std::to_string(id) + " is referenced but never defined (" +
                       std::to_string(metadataCount_) + " metadata records)");
  metadataRefs_.clear();
  return Status::success();
}

Status BitcodeModel::metadataRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops) {
  if (expectNamedNode_ != (code == bitc::METADATA_NAMED_NODE))
    return malformedBitcode(expectNamedNode_ ? "named metadata name not followed by its node list"
                                      : "named metadata node list without a name");
  switch (code) {
    case bitc::METADATA_STRING_OLD: ++metadataCount_; return Status::success();
    case bitc::METADATA_STRINGS:  // [count, offset size, blob]
      if (ops.empty() || ops[0] > (uint64_t(1) << 24)) return malformedBitcode("metadata string table size is implausible");
      metadataCount_ += ops[0];
      return Status::success();
    case bitc::METADATA_VALUE: {  // [type, value]
      if (ops.size() != 2) return malformedBitcode("metadata value record has " + std::to_string(ops.size()) + " operands");
      if (auto s = checkType(ops[0], "metadata value"); !s) return s;
      if (ops[1] >= values_.size())
        return malformedBitcode("metadata refers to value " + std::to_string(ops[1]) + " before it is defined");
      ++metadataCount_;
      return Status::success();
    }
    case bitc::METADATA_NODE:
    case bitc::METADATA_DISTINCT_NODE:  // [n x (id + 1)], 0 = null
      for (uint64_t op : ops)
        if (op != 0)
          if (auto s = checkMetadataRef(op - 1, "metadata node"); !s) return s;
    {
      // Usable as TBAA: the first operand is set and every operand is null, an earlier string
      // or value, or an earlier usable node (so the nodes below form no cycle).
      tbaaNodes_.resize(metadataCount_ + 1, TbaaNode::NotANode);
      bool usable = !ops.empty() && ops[0] != 0;
      for (uint64_t op : ops)
        usable = usable && (op == 0 || (op - 1 < metadataCount_ && tbaaNodes_[op - 1] != TbaaNode::Unusable));
      tbaaNodes_[metadataCount_] = usable ? TbaaNode::Usable : TbaaNode::Unusable;
    }
      ++metadataCount_;
      return Status::success();
    case bitc::METADATA_NAME: expectNamedNode_ = true; return Status::success();
    case bitc::METADATA_NAMED_NODE:  // [n x id]
      expectNamedNode_ = false;
      for (uint64_t op : ops)
        if (auto s = checkMetadataRef(op, "named metadata"); !s) return s;
      return Status::success();
    case bitc::METADATA_KIND:
      noteKind(ops);
      return Status::success();
    case bitc::METADATA_INDEX_OFFSET:
    case bitc::METADATA_INDEX: return Status::success();  // define no metadata; LLVM checks them
    default:
      return unsupportedBitcode("metadata record code " + std::to_string(code) +
                         " (debug information or a newer LLVM's metadata) is not expected in a DXIL part");
  }
}

// [instruction, (kind, metadata)...] or, for the function itself, [(kind, metadata)...].
Status BitcodeModel::attachmentRecord(const llvm::SmallVectorImpl<uint64_t>& ops) {
  if (!insideFunction()) return malformedBitcode("metadata attachment outside a function");
  size_t first = 0;
  if (ops.size() % 2 == 1) {
    if (ops[0] >= instructionCount_)
      return malformedBitcode("metadata attached to instruction " + std::to_string(ops[0]) + " of " +
                       std::to_string(instructionCount_));
    first = 1;
  }
  for (size_t i = first + 1; i < ops.size(); i += 2) {
    if (ops[i] >= metadataCount_) return malformedBitcode("metadata attachment names undefined metadata " + std::to_string(ops[i]));
    // LLVM upgrades every !tbaa node and reads its first operand unchecked, and its TBAA
    // verifier walks the nodes below without guarding against cycles.
    const bool tbaa = std::find(tbaaKinds_.begin(), tbaaKinds_.end(), ops[i - 1]) != tbaaKinds_.end();
    if (tbaa && (ops[i] >= tbaaNodes_.size() || tbaaNodes_[ops[i]] != TbaaNode::Usable))
      return malformedBitcode("!tbaa attachment is not a node with a first operand over earlier nodes");
  }
  return Status::success();
}

Status BitcodeModel::functionRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops) {
  const uint64_t next = values_.size();  // the ID the next value-producing instruction gets
  // Relative operand (version >= 1): an ID at or past `next` is a forward reference that is
  // followed by its type.
  auto absolute = [&](uint64_t relative) { return uint64_t(uint32_t(next - relative)); };
  bool definesValue = true;
  switch (code) {
    case bitc::FUNC_CODE_DECLAREBLOCKS:
      if (ops.empty() || ops[0] == 0 || ops[0] > (uint64_t(1) << 20)) return malformedBitcode("implausible basic block count");
      return Status::success();
    case bitc::FUNC_CODE_DEBUG_LOC:  // [line, column, scope + 1, inlined-at + 1, ...]
      if (ops.size() < 4) return malformedBitcode("debug location record is too short");
      for (int i : {2, 3})
        if (ops[i] != 0 && ops[i] - 1 >= metadataCount_) return malformedBitcode("debug location names undefined metadata");
      return Status::success();
    case bitc::FUNC_CODE_DEBUG_LOC_AGAIN: return Status::success();
    case bitc::FUNC_CODE_INST_RET:
    case bitc::FUNC_CODE_INST_BR:
    case bitc::FUNC_CODE_INST_SWITCH:
    case bitc::FUNC_CODE_INST_UNREACHABLE:
    case bitc::FUNC_CODE_INST_STORE:
    case bitc::FUNC_CODE_INST_STORE_OLD:
    case bitc::FUNC_CODE_INST_STOREATOMIC:
    case bitc::FUNC_CODE_INST_STOREATOMIC_OLD:
    case bitc::FUNC_CODE_INST_FENCE: definesValue = false; break;
    case bitc::FUNC_CODE_INST_BINOP:
    case bitc::FUNC_CODE_INST_UNOP:
    case bitc::FUNC_CODE_INST_CAST:
    case bitc::FUNC_CODE_INST_SELECT:
    case bitc::FUNC_CODE_INST_VSELECT:
    case bitc::FUNC_CODE_INST_EXTRACTELT:
    case bitc::FUNC_CODE_INST_INSERTELT:
    case bitc::FUNC_CODE_INST_SHUFFLEVEC:
    case bitc::FUNC_CODE_INST_CMP:
    case bitc::FUNC_CODE_INST_CMP2:
    case bitc::FUNC_CODE_INST_PHI:
    case bitc::FUNC_CODE_INST_ALLOCA:
    case bitc::FUNC_CODE_INST_LOAD:
    case bitc::FUNC_CODE_INST_LOADATOMIC:
    case bitc::FUNC_CODE_INST_EXTRACTVAL:
    case bitc::FUNC_CODE_INST_INSERTVAL:
    case bitc::FUNC_CODE_INST_CMPXCHG:
    case bitc::FUNC_CODE_INST_CMPXCHG_OLD:
    case bitc::FUNC_CODE_INST_ATOMICRMW:
    case bitc::FUNC_CODE_INST_ATOMICRMW_OLD:
    case bitc::FUNC_CODE_INST_FREEZE: break;
    case bitc::FUNC_CODE_INST_GEP: {  // [flags, source type, (pointer), (index)...]
      if (ops.size() < 3) return malformedBitcode("getelementptr record is too short");
      PendingGep gep;
      gep.sourceType = ops[1];
      if (auto s = checkType(gep.sourceType, "getelementptr"); !s) return s;
      for (size_t at = 2; at < ops.size();) {
        const uint64_t id = absolute(ops[at++]);
        if (id >= next) {
          if (at == ops.size()) return malformedBitcode("getelementptr forward reference without its type");
          ++at;  // the forward reference's type
        }
        gep.indices.push_back(id);
      }
      if (gep.indices.size() < 2) return malformedBitcode("getelementptr without indices");
      gep.indices.erase(gep.indices.begin());  // the base pointer
      if (auto s = checkGep(gep, "getelementptr"); !s) return s;
      break;
    }
    case bitc::FUNC_CODE_INST_CALL: {  // [attributes, cc, (fmf), (function type), callee, args...]
      if (ops.size() < 3) return malformedBitcode("call record is too short");
      size_t at = 2;
      if ((ops[1] >> kCallFastMath) & 1) ++at;
      std::optional<uint64_t> fnType;
      if ((ops[1] >> kCallExplicitType) & 1) {
        if (at >= ops.size()) return malformedBitcode("call record is too short");
        fnType = ops[at++];
        if (auto s = checkType(*fnType, "call"); !s) return s;
        if (types_[*fnType].kind != TypeKind::Function) return malformedBitcode("call's explicit type is not a function type");
      }
      if (at >= ops.size()) return malformedBitcode("call record has no callee");
      const uint64_t callee = absolute(ops[at]);
      if (callee >= next || !values_[callee].functionType)
        return unsupportedBitcode("indirect call (the callee is not a function): DXIL calls functions directly");
      if (!fnType) fnType = values_[callee].functionType;
      const uint64_t result = types_[*fnType].contained[0];
      if (auto s = checkType(result, "call's return"); !s) return s;
      definesValue = types_[result].kind != TypeKind::Void;
      break;
    }
    default:
      return unsupportedBitcode("instruction record code " + std::to_string(code) + " is not a DXIL instruction");
  }
  ++instructionCount_;
  if (definesValue) values_.push_back(ValueInfo{});
  return Status::success();
}

void BitcodeModel::noteKind(const llvm::SmallVectorImpl<uint64_t>& ops) {  // [id, name...]
  static constexpr char kTbaa[] = "tbaa";
  if (ops.size() == 5 && std::equal(ops.begin() + 1, ops.end(), kTbaa)) tbaaKinds_.push_back(ops[0]);
}

}  // namespace dxsv::frontend
