// A model of the module that the bitcode pre-check (bitcode_guard.cpp) keeps while it walks
// the bitstream: type table, value numbering, constants, metadata numbering and function
// bodies. It checks what LLVM 19's reader trusts blindly and crashes on (release builds) or
// asserts on (debug builds):
//   - metadata: every referenced ID is defined by the end of its block (else the reader
//     dereferences a lazy-loading index that does not exist), no debug-info records;
//   - function bodies: only DXIL's instructions, GEP indices into structs are constants in
//     range, metadata attachments name existing instructions;
//   - constants: GEP constant expressions index validly, aggregates have the right size, no
//     aggregate or constant expression is its own operand (LLVM materializes them from their
//     operands with a worklist that a cycle grows without end);
//   - types: no aggregate holds itself (LLVM's isSized recurses without end);
//   - the module symbol table's function offsets point at the function blocks;
//   - no use-list order block (its records index values unchecked; DXC writes none).
#pragma once

#include <llvm/ADT/SmallVector.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/status.h"

namespace dxsv::frontend {

// Errors of the pre-check (bitcode_guard.cpp and the model), which name the bitcode.
inline Error malformedBitcode(const std::string& why) { return makeError("DXIL bitcode: " + why); }
inline Error unsupportedBitcode(const std::string& why) { return unsupportedError("DXIL bitcode: " + why); }

class BitcodeModel {
 public:
  // `bitPosition`: the cursor's bit after a sub-block's ID was read (LLVM's function offsets).
  Status enterBlock(unsigned blockId, uint64_t bitPosition, unsigned outerAbbrevWidth);
  Status exitBlock(unsigned blockId);
  Status record(unsigned blockId, unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops);
  Status finish();

 private:
  enum class TypeKind { Void, Integer, Float, Label, Metadata, Pointer, Function, Struct, OpaqueStruct, Array, Vector, Other };
  struct TypeInfo {
    TypeKind kind = TypeKind::Other;
    std::vector<uint64_t> contained;  // struct/function: elements (function: return, params); pointer: pointee
    uint64_t count = 0;               // array/vector length; integer width
    bool typedPointee = false;        // a pointer that names its pointee
  };
  struct ValueInfo {
    uint64_t type = ~uint64_t(0);           // known for constants and globals
    std::optional<uint64_t> constantInt;    // zero-extended value of an integer constant
    std::optional<uint64_t> functionType;   // for functions
    bool lazy = false;                      // an aggregate or constant expression, built from:
    std::vector<uint64_t> operands;         // its operands' value IDs
  };
  static ValueInfo valueOfType(uint64_t type) {
    ValueInfo value;
    value.type = type;
    return value;
  }
  struct PendingGep {
    uint64_t sourceType;
    std::vector<uint64_t> indices;  // absolute value IDs, the first one steps over the pointer
  };

  Status typeRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops);
  Status moduleRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops);
  Status constantRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops);
  Status metadataRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops);
  Status attachmentRecord(const llvm::SmallVectorImpl<uint64_t>& ops);
  Status functionRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops);
  Status symtabRecord(unsigned code, const llvm::SmallVectorImpl<uint64_t>& ops);
  Status checkGep(const PendingGep& gep, const char* what);
  Status checkConstantCycles(size_t first);
  Status checkTypeCycles() const;
  Status checkType(uint64_t type, const char* what) const;
  Status checkMetadataRef(uint64_t id, const char* what);
  Status closeMetadataScope();
  void noteKind(const llvm::SmallVectorImpl<uint64_t>& ops);

  bool insideFunction() const { return currentBody_ >= 0; }

  uint64_t version_ = 0;
  std::vector<TypeInfo> types_;
  std::vector<ValueInfo> values_;
  size_t moduleValueCount_ = 0;
  bool moduleValuesClosed_ = false;  // after the first function block, module values are fixed
  std::vector<uint64_t> bodyFunctionTypes_;  // per function with a body, in block order
  std::vector<uint64_t> bodyValueIds_;       // their value IDs
  std::vector<uint64_t> functionBlockBits_;  // where each function block starts
  std::vector<std::pair<uint64_t, uint64_t>> symtabFunctionOffsets_;  // (value ID, word offset)
  unsigned moduleAbbrevWidth_ = 2;
  std::optional<uint64_t> symtabOffset_;  // MODULE_CODE_VSTOFFSET, in 32-bit words
  uint64_t moduleSymtabBit_ = 0;          // where the module-level symbol table block starts
  int currentBody_ = -1;

  uint64_t currentConstantType_ = ~uint64_t(0);
  size_t constantsBlockStart_ = 0;  // the first value ID of the open constants block
  std::vector<PendingGep> pendingConstantGeps_;

  // Metadata numbering: module-level IDs first, then each function's own.
  uint64_t metadataCount_ = 0;
  uint64_t moduleMetadataCount_ = 0;
  std::vector<uint64_t> metadataRefs_;  // IDs referenced in the open scope, checked at its end
  bool expectNamedNode_ = false;
  // Per metadata ID, whether a !tbaa attachment may name it: a node whose first operand is set
  // (LLVM's TBAA upgrade reads it unchecked) over earlier strings, values and usable nodes
  // (its TBAA verifier walks them without guarding against cycles).
  enum class TbaaNode : uint8_t { NotANode, Unusable, Usable };
  std::vector<TbaaNode> tbaaNodes_;
  std::vector<uint64_t> tbaaKinds_;  // kind IDs named "tbaa"

  uint64_t instructionCount_ = 0;  // of the current function body
};

}  // namespace dxsv::frontend
