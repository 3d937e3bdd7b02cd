// SPIR-V module builder: ids, logical-layout sections, deduplicated types and constants.
#pragma once

#include <spirv/unified1/spirv.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <set>
#include <unordered_map>
#include <vector>

namespace dxsv::spirv {

class Builder {
 public:
  // Room for a small shader's sections up front: growing each from empty costs a chain of
  // reallocations per conversion.
  Builder() {
    debugNames_.reserve(256);
    annotations_.reserve(256);
    globals_.reserve(512);
    code_.reserve(512);
    key_.reserve(16);
  }
  uint32_t newId() { return nextId_++; }

  void capability(spv::Capability cap) { capabilities_.insert(cap); }
  void extension(std::string_view name) {
    if (extensions_.find(name) == extensions_.end()) extensions_.emplace(name);
  }
  void addressingModel(spv::AddressingModel model) { addressingModel_ = model; }
  uint32_t glslStd450();

  // Types. Plain types are deduplicated; "unique" variants are for types that carry
  // layout decorations (Block structs, strided arrays), which must not be shared.
  uint32_t typeVoid();
  uint32_t typeBool();
  uint32_t typeInt(uint32_t bits, bool isSigned = false);
  uint32_t typeFloat(uint32_t bits);
  uint32_t typeVector(uint32_t element, uint32_t count);
  uint32_t typeArray(uint32_t element, uint32_t length);  // length is a literal
  uint32_t typeArrayUnique(uint32_t element, uint32_t length);
  uint32_t typeRuntimeArrayUnique(uint32_t element);
  uint32_t typeRuntimeArray(uint32_t element);  // undecorated (descriptor arrays)
  uint32_t typeStruct(const std::vector<uint32_t>& members);
  uint32_t typeStructUnique(const std::vector<uint32_t>& members);
  uint32_t typePointer(spv::StorageClass storage, uint32_t pointee);
  uint32_t typeFunction(uint32_t result, const std::vector<uint32_t>& params = {});
  uint32_t typeImage(uint32_t sampledType, spv::Dim dim, uint32_t depth, uint32_t arrayed, uint32_t ms,
                     uint32_t sampled, spv::ImageFormat format);
  uint32_t typeSampler();
  uint32_t typeSampledImage(uint32_t imageType);
  uint32_t typeMatrix(uint32_t columnType, uint32_t columns);
  uint32_t typeRayQuery();              // OpTypeRayQueryKHR
  uint32_t typeAccelerationStructure();  // OpTypeAccelerationStructureKHR

  // Constants (deduplicated).
  uint32_t constant(uint32_t type, uint64_t bits, uint32_t widthBits);
  uint32_t constantU32(uint32_t value) { return constant(typeInt(32), value, 32); }
  uint32_t constantBool(bool value);
  uint32_t constantComposite(uint32_t type, const std::vector<uint32_t>& elements);
  uint32_t constantNull(uint32_t type);
  // A 32-bit OpSpecConstant decorated SpecId `specId` (one per id and type).
  uint32_t specConstant32(uint32_t type, uint32_t defaultValue, uint32_t specId);
  // OpSpecConstantTrue / OpSpecConstantFalse decorated SpecId `specId` (one per id).
  uint32_t specConstantBool(bool defaultValue, uint32_t specId);
  uint32_t specConstantComposite(uint32_t type, const std::vector<uint32_t>& elements);
  uint32_t undef(uint32_t type);

  // Global variables (module scope).
  uint32_t variable(uint32_t pointerType, spv::StorageClass storage, uint32_t initializer = 0);

  void decorate(uint32_t target, spv::Decoration decoration, std::initializer_list<uint32_t> literals = {}) {
    decorate(target, decoration, literals.begin(), literals.size());
  }
  void decorate(uint32_t target, spv::Decoration decoration, const std::vector<uint32_t>& literals) {
    decorate(target, decoration, literals.data(), literals.size());
  }
  void decorate(uint32_t target, spv::Decoration decoration, const uint32_t* literals, size_t count);
  void memberDecorate(uint32_t structType, uint32_t member, spv::Decoration decoration,
                      std::initializer_list<uint32_t> literals = {});
  void name(uint32_t target, std::string_view name);
  void memberName(uint32_t structType, uint32_t member, std::string_view name);

  void entryPoint(spv::ExecutionModel model, uint32_t function, std::string_view name, const std::vector<uint32_t>& interface);
  void executionMode(uint32_t function, spv::ExecutionMode mode, std::initializer_list<uint32_t> literals = {});

  // Function-body instructions go to `code()`; the emitter appends with `op`.
  void op(spv::Op opcode, std::initializer_list<uint32_t> operands) { append(code_, opcode, operands.begin(), operands.size()); }
  void op(spv::Op opcode, const std::vector<uint32_t>& operands) { append(code_, opcode, operands.data(), operands.size()); }
  // Function-scope variables must open a function's first block: the caller collects them
  // per function in `out`.
  static void functionVariable(std::vector<uint32_t>& out, uint32_t pointerType, uint32_t id, uint32_t initializer = 0);
  std::vector<uint32_t>& code() { return code_; }
  // Appends an instruction of `count` operand words to the function body; the caller fills them.
  uint32_t* opWords(spv::Op opcode, size_t count) {
    size_t at = code_.size();
    code_.resize(at + count + 1);
    code_[at] = uint32_t(count + 1) << 16 | uint32_t(opcode);
    return code_.data() + at + 1;
  }

  // Header + all sections in the logical layout order.
  std::vector<uint32_t> finish(uint32_t version, const std::vector<uint32_t>& functionCode) const;

  static void append(std::vector<uint32_t>& out, spv::Op opcode, const uint32_t* operands, size_t count);
  static void appendString(std::vector<uint32_t>& out, std::string_view text);

 private:
  uint32_t dedupType(spv::Op opcode, std::initializer_list<uint32_t> operands) {
    return dedupType(opcode, operands.begin(), operands.size());
  }
  uint32_t dedupType(spv::Op opcode, const uint32_t* operands, size_t count);
  // Dedup keys are looked up through one reused buffer: no allocation unless the key is new.
  struct KeyHash {
    size_t operator()(const std::vector<uint32_t>& key) const {
      uint64_t h = 0xcbf29ce484222325ull;
      for (uint32_t w : key) h = (h ^ w) * 0x100000001b3ull;
      return size_t(h ^ (h >> 29));
    }
  };
  using KeyMap = std::unordered_map<std::vector<uint32_t>, uint32_t, KeyHash>;
  // The id cached under key_ (built by the caller), 0 if none.
  uint32_t findKey(const KeyMap& map) const {
    auto it = map.find(key_);
    return it == map.end() ? 0 : it->second;
  }
  std::vector<uint32_t> key_;

  uint32_t nextId_ = 1;
  spv::AddressingModel addressingModel_ = spv::AddressingModelLogical;
  uint32_t glslStd450_ = 0;
  std::set<spv::Capability> capabilities_;
  std::set<std::string, std::less<>> extensions_;
  std::vector<uint32_t> entryPoints_, executionModes_, debugNames_, annotations_, globals_;
  std::vector<uint32_t> code_;
  KeyMap typeCache_;      // opcode + operands -> id
  KeyMap constantCache_;  // opcode + type + operands -> id
  struct ScalarKeyHash {
    size_t operator()(const std::pair<uint32_t, uint64_t>& k) const {
      return size_t((k.second ^ (uint64_t(k.first) << 40)) * 0x9e3779b97f4a7c15ull >> 16);
    }
  };
  std::unordered_map<std::pair<uint32_t, uint64_t>, uint32_t, ScalarKeyHash> scalarConstants_;  // OpConstant: (type, bits) -> id
  uint32_t voidType_ = 0, boolType_ = 0;
  uint32_t intTypes_[4][2] = {};  // 8, 16, 32, 64 bits; unsigned, signed
  uint32_t floatTypes_[3] = {};   // 16, 32, 64 bits
};

}  // namespace dxsv::spirv
