#include "spirv/builder.h"

#include <cstring>

namespace dxsv::spirv {

void Builder::append(std::vector<uint32_t>& out, spv::Op opcode, const uint32_t* operands, size_t count) {
  size_t at = out.size();
  out.resize(at + count + 1);
  out[at] = uint32_t(count + 1) << 16 | uint32_t(opcode);
  if (count) std::memcpy(out.data() + at + 1, operands, count * sizeof(uint32_t));
}

void Builder::appendString(std::vector<uint32_t>& out, std::string_view text) {
  // A SPIR-V literal string ends at its first NUL: names taken from the input (semantics,
  // resources) may hold one, and the words after it would be read as further operands.
  text = text.substr(0, text.find('\0'));
  size_t words = text.size() / 4 + 1;  // always NUL-terminated
  size_t start = out.size();
  out.resize(start + words, 0);
  std::memcpy(out.data() + start, text.data(), text.size());
}

uint32_t Builder::glslStd450() {
  if (!glslStd450_) glslStd450_ = newId();
  return glslStd450_;
}

uint32_t Builder::dedupType(spv::Op opcode, const uint32_t* operands, size_t count) {
  // The key is opcode + operands; the instruction is opcode, id, operands.
  key_.assign(1, uint32_t(opcode));
  key_.insert(key_.end(), operands, operands + count);
  if (uint32_t id = findKey(typeCache_)) return id;
  uint32_t id = newId();
  typeCache_.emplace(key_, id);
  globals_.push_back(uint32_t(count + 2) << 16 | uint32_t(opcode));
  globals_.push_back(id);
  globals_.insert(globals_.end(), operands, operands + count);
  return id;
}

// Scalar types are asked for at nearly every instruction: their ids are kept in slots (the
// first request still goes through dedupType, so ids and order are unchanged).
uint32_t Builder::typeVoid() { return voidType_ ? voidType_ : voidType_ = dedupType(spv::OpTypeVoid, {}); }
uint32_t Builder::typeBool() { return boolType_ ? boolType_ : boolType_ = dedupType(spv::OpTypeBool, {}); }

uint32_t Builder::typeInt(uint32_t bits, bool isSigned) {
  uint32_t* slot = bits == 8 ? &intTypes_[0][isSigned] : bits == 16 ? &intTypes_[1][isSigned]
                   : bits == 32 ? &intTypes_[2][isSigned] : bits == 64 ? &intTypes_[3][isSigned] : nullptr;
  if (slot && *slot) return *slot;
  if (bits == 64) capability(spv::CapabilityInt64);
  if (bits == 16) capability(spv::CapabilityInt16);
  if (bits == 8) capability(spv::CapabilityInt8);
  uint32_t id = dedupType(spv::OpTypeInt, {bits, isSigned ? 1u : 0u});
  if (slot) *slot = id;
  return id;
}

uint32_t Builder::typeFloat(uint32_t bits) {
  uint32_t* slot = bits == 16 ? &floatTypes_[0] : bits == 32 ? &floatTypes_[1] : bits == 64 ? &floatTypes_[2] : nullptr;
  if (slot && *slot) return *slot;
  if (bits == 64) capability(spv::CapabilityFloat64);
  if (bits == 16) capability(spv::CapabilityFloat16);
  uint32_t id = dedupType(spv::OpTypeFloat, {bits});
  if (slot) *slot = id;
  return id;
}

uint32_t Builder::typeVector(uint32_t element, uint32_t count) { return dedupType(spv::OpTypeVector, {element, count}); }

uint32_t Builder::typeArray(uint32_t element, uint32_t length) {
  return dedupType(spv::OpTypeArray, {element, constantU32(length)});
}

uint32_t Builder::typeArrayUnique(uint32_t element, uint32_t length) {
  uint32_t lengthId = constantU32(length);
  uint32_t id = newId();
  uint32_t ops[] = {id, element, lengthId};
  append(globals_, spv::OpTypeArray, ops, 3);
  return id;
}

uint32_t Builder::typeRuntimeArrayUnique(uint32_t element) {
  uint32_t id = newId();
  uint32_t ops[] = {id, element};
  append(globals_, spv::OpTypeRuntimeArray, ops, 2);
  return id;
}

uint32_t Builder::typeRuntimeArray(uint32_t element) { return dedupType(spv::OpTypeRuntimeArray, {element}); }

uint32_t Builder::typeStruct(const std::vector<uint32_t>& members) {
  return dedupType(spv::OpTypeStruct, members.data(), members.size());
}

uint32_t Builder::typeStructUnique(const std::vector<uint32_t>& members) {
  uint32_t id = newId();
  std::vector<uint32_t> ops = {id};
  ops.insert(ops.end(), members.begin(), members.end());
  append(globals_, spv::OpTypeStruct, ops.data(), ops.size());
  return id;
}

uint32_t Builder::typePointer(spv::StorageClass storage, uint32_t pointee) {
  return dedupType(spv::OpTypePointer, {uint32_t(storage), pointee});
}

uint32_t Builder::typeFunction(uint32_t result, const std::vector<uint32_t>& params) {
  std::vector<uint32_t> ops = {result};
  ops.insert(ops.end(), params.begin(), params.end());
  return dedupType(spv::OpTypeFunction, ops.data(), ops.size());
}

uint32_t Builder::typeImage(uint32_t sampledType, spv::Dim dim, uint32_t depth, uint32_t arrayed, uint32_t ms,
                            uint32_t sampled, spv::ImageFormat format) {
  return dedupType(spv::OpTypeImage, {sampledType, uint32_t(dim), depth, arrayed, ms, sampled, uint32_t(format)});
}

uint32_t Builder::typeSampler() { return dedupType(spv::OpTypeSampler, {}); }
uint32_t Builder::typeSampledImage(uint32_t imageType) { return dedupType(spv::OpTypeSampledImage, {imageType}); }
uint32_t Builder::typeMatrix(uint32_t columnType, uint32_t columns) { return dedupType(spv::OpTypeMatrix, {columnType, columns}); }
uint32_t Builder::typeRayQuery() { return dedupType(spv::OpTypeRayQueryKHR, {}); }
uint32_t Builder::typeAccelerationStructure() { return dedupType(spv::OpTypeAccelerationStructureKHR, {}); }

uint32_t Builder::constant(uint32_t type, uint64_t bits, uint32_t widthBits) {
  // A fixed-size key (no allocation per lookup); a type has one width, so (type, bits) is unique.
  if (widthBits != 64) bits = uint32_t(bits);
  auto [it, fresh] = scalarConstants_.try_emplace({type, bits}, 0);
  if (!fresh) return it->second;
  uint32_t id = it->second = newId();
  uint32_t ops[] = {type, id, uint32_t(bits), uint32_t(bits >> 32)};
  append(globals_, spv::OpConstant, ops, widthBits == 64 ? 4 : 3);
  return id;
}

uint32_t Builder::constantBool(bool value) {
  spv::Op opcode = value ? spv::OpConstantTrue : spv::OpConstantFalse;
  uint32_t type = typeBool();
  key_ = {uint32_t(opcode), type};
  if (uint32_t id = findKey(constantCache_)) return id;
  uint32_t id = newId();
  uint32_t ops[] = {type, id};
  append(globals_, opcode, ops, 2);
  constantCache_.emplace(key_, id);
  return id;
}

uint32_t Builder::constantComposite(uint32_t type, const std::vector<uint32_t>& elements) {
  key_ = {uint32_t(spv::OpConstantComposite), type};
  key_.insert(key_.end(), elements.begin(), elements.end());
  if (uint32_t id = findKey(constantCache_)) return id;
  uint32_t id = newId();
  constantCache_.emplace(key_, id);
  globals_.push_back(uint32_t(elements.size() + 3) << 16 | uint32_t(spv::OpConstantComposite));
  globals_.push_back(type);
  globals_.push_back(id);
  globals_.insert(globals_.end(), elements.begin(), elements.end());
  return id;
}

uint32_t Builder::specConstant32(uint32_t type, uint32_t defaultValue, uint32_t specId) {
  key_ = {uint32_t(spv::OpSpecConstant), type, specId};
  if (uint32_t id = findKey(constantCache_)) return id;
  uint32_t id = newId();
  constantCache_.emplace(key_, id);
  uint32_t ops[] = {type, id, defaultValue};
  append(globals_, spv::OpSpecConstant, ops, 3);
  decorate(id, spv::DecorationSpecId, {specId});
  return id;
}

uint32_t Builder::specConstantBool(bool defaultValue, uint32_t specId) {
  uint32_t type = typeBool();
  key_ = {uint32_t(spv::OpSpecConstantTrue), type, specId};  // one key for both defaults: one per id
  if (uint32_t id = findKey(constantCache_)) return id;
  uint32_t id = newId();
  constantCache_.emplace(key_, id);
  uint32_t ops[] = {type, id};
  append(globals_, defaultValue ? spv::OpSpecConstantTrue : spv::OpSpecConstantFalse, ops, 2);
  decorate(id, spv::DecorationSpecId, {specId});
  return id;
}

uint32_t Builder::specConstantComposite(uint32_t type, const std::vector<uint32_t>& elements) {
  key_ = {uint32_t(spv::OpSpecConstantComposite), type};
  key_.insert(key_.end(), elements.begin(), elements.end());
  if (uint32_t id = findKey(constantCache_)) return id;
  uint32_t id = newId();
  constantCache_.emplace(key_, id);
  globals_.push_back(uint32_t(elements.size() + 3) << 16 | uint32_t(spv::OpSpecConstantComposite));
  globals_.push_back(type);
  globals_.push_back(id);
  globals_.insert(globals_.end(), elements.begin(), elements.end());
  return id;
}

uint32_t Builder::constantNull(uint32_t type) {
  key_ = {uint32_t(spv::OpConstantNull), type};
  if (uint32_t id = findKey(constantCache_)) return id;
  uint32_t id = newId();
  uint32_t ops[] = {type, id};
  append(globals_, spv::OpConstantNull, ops, 2);
  constantCache_.emplace(key_, id);
  return id;
}

uint32_t Builder::undef(uint32_t type) {
  key_ = {uint32_t(spv::OpUndef), type};
  if (uint32_t id = findKey(constantCache_)) return id;
  uint32_t id = newId();
  uint32_t ops[] = {type, id};
  append(globals_, spv::OpUndef, ops, 2);
  constantCache_.emplace(key_, id);
  return id;
}

uint32_t Builder::variable(uint32_t pointerType, spv::StorageClass storage, uint32_t initializer) {
  uint32_t id = newId();
  std::vector<uint32_t> ops = {pointerType, id, uint32_t(storage)};
  if (initializer) ops.push_back(initializer);
  append(globals_, spv::OpVariable, ops.data(), ops.size());
  return id;
}

void Builder::functionVariable(std::vector<uint32_t>& out, uint32_t pointerType, uint32_t id, uint32_t initializer) {
  std::vector<uint32_t> ops = {pointerType, id, uint32_t(spv::StorageClassFunction)};
  if (initializer) ops.push_back(initializer);
  append(out, spv::OpVariable, ops.data(), ops.size());
}

void Builder::decorate(uint32_t target, spv::Decoration decoration, const uint32_t* literals, size_t count) {
  annotations_.push_back(uint32_t(count + 3) << 16 | uint32_t(spv::OpDecorate));
  annotations_.push_back(target);
  annotations_.push_back(uint32_t(decoration));
  annotations_.insert(annotations_.end(), literals, literals + count);
}

void Builder::memberDecorate(uint32_t structType, uint32_t member, spv::Decoration decoration,
                             std::initializer_list<uint32_t> literals) {
  annotations_.push_back(uint32_t(literals.size() + 4) << 16 | uint32_t(spv::OpMemberDecorate));
  annotations_.push_back(structType);
  annotations_.push_back(member);
  annotations_.push_back(uint32_t(decoration));
  annotations_.insert(annotations_.end(), literals.begin(), literals.end());
}

void Builder::name(uint32_t target, std::string_view text) {
  std::vector<uint32_t> ops = {target};
  appendString(ops, text);
  append(debugNames_, spv::OpName, ops.data(), ops.size());
}

void Builder::memberName(uint32_t structType, uint32_t member, std::string_view text) {
  std::vector<uint32_t> ops = {structType, member};
  appendString(ops, text);
  append(debugNames_, spv::OpMemberName, ops.data(), ops.size());
}

void Builder::entryPoint(spv::ExecutionModel model, uint32_t function, std::string_view text,
                         const std::vector<uint32_t>& interface) {
  std::vector<uint32_t> ops = {uint32_t(model), function};
  appendString(ops, text);
  ops.insert(ops.end(), interface.begin(), interface.end());
  append(entryPoints_, spv::OpEntryPoint, ops.data(), ops.size());
}

void Builder::executionMode(uint32_t function, spv::ExecutionMode mode, std::initializer_list<uint32_t> literals) {
  executionModes_.push_back(uint32_t(literals.size() + 3) << 16 | uint32_t(spv::OpExecutionMode));
  executionModes_.push_back(function);
  executionModes_.push_back(uint32_t(mode));
  executionModes_.insert(executionModes_.end(), literals.begin(), literals.end());
}

std::vector<uint32_t> Builder::finish(uint32_t version, const std::vector<uint32_t>& functionCode) const {
  std::vector<uint32_t> out;
  out.reserve(5 + 2 * capabilities_.size() + 16 * extensions_.size() + 6 + 3 + entryPoints_.size() +
              executionModes_.size() + debugNames_.size() + annotations_.size() + globals_.size() + functionCode.size());
  out.insert(out.end(), {spv::MagicNumber, version, 0 /* generator */, nextId_, 0});
  for (spv::Capability cap : capabilities_) {
    uint32_t c = uint32_t(cap);
    append(out, spv::OpCapability, &c, 1);
  }
  for (const std::string& ext : extensions_) {
    std::vector<uint32_t> ops;
    appendString(ops, ext);
    append(out, spv::OpExtension, ops.data(), ops.size());
  }
  if (glslStd450_) {
    std::vector<uint32_t> ops = {glslStd450_};
    appendString(ops, "GLSL.std.450");
    append(out, spv::OpExtInstImport, ops.data(), ops.size());
  }
  uint32_t memoryModel[] = {uint32_t(addressingModel_), uint32_t(spv::MemoryModelGLSL450)};
  append(out, spv::OpMemoryModel, memoryModel, 2);
  out.insert(out.end(), entryPoints_.begin(), entryPoints_.end());
  out.insert(out.end(), executionModes_.begin(), executionModes_.end());
  out.insert(out.end(), debugNames_.begin(), debugNames_.end());
  out.insert(out.end(), annotations_.begin(), annotations_.end());
  out.insert(out.end(), globals_.begin(), globals_.end());
  out.insert(out.end(), functionCode.begin(), functionCode.end());
  return out;
}

}  // namespace dxsv::spirv
