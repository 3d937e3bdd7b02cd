#include "ir/ir.h"

#include <tuple>

namespace dxsv::ir {

bool Type::operator<(const Type& o) const {
  return std::tie(kind, bits, count, element, space, members) <
         std::tie(o.kind, o.bits, o.count, o.element, o.space, o.members);
}

namespace {

Type typeOfKind(TypeKind kind, uint32_t bits = 0) {
  Type t;
  t.kind = kind;
  t.bits = bits;
  return t;
}

}  // namespace

TypeTable::TypeTable() { get(Type{}); }

TypeId TypeTable::get(const Type& type) {
  auto it = index_.find(type);
  if (it != index_.end()) return it->second;
  TypeId id = static_cast<TypeId>(types_.size());
  types_.push_back(type);
  index_.emplace(type, id);
  return id;
}

TypeId TypeTable::boolType() { return get(typeOfKind(TypeKind::Bool, 1)); }
TypeId TypeTable::intType(uint32_t bits) { return get(typeOfKind(TypeKind::Int, bits)); }
TypeId TypeTable::floatType(uint32_t bits) { return get(typeOfKind(TypeKind::Float, bits)); }

TypeId TypeTable::vectorType(TypeId element, uint32_t count) {
  Type t = typeOfKind(TypeKind::Vector);
  t.element = element;
  t.count = count;
  return get(t);
}

TypeId TypeTable::arrayType(TypeId element, uint32_t count) {
  Type t = typeOfKind(TypeKind::Array);
  t.element = element;
  t.count = count;
  return get(t);
}

TypeId TypeTable::structType(std::vector<TypeId> members) {
  Type t = typeOfKind(TypeKind::Struct);
  t.members = std::move(members);
  return get(t);
}

TypeId TypeTable::pointerType(TypeId pointee, AddressSpace space) {
  Type t = typeOfKind(TypeKind::Pointer);
  t.element = pointee;
  t.space = space;
  return get(t);
}

TypeId TypeTable::rayQueryType() { return get(typeOfKind(TypeKind::RayQuery)); }

uint32_t TypeTable::byteSize(TypeId id) const {
  const Type& t = types_[id];
  switch (t.kind) {
    case TypeKind::Bool: return 4;
    case TypeKind::Int:
    case TypeKind::Float: return t.bits / 8;
    case TypeKind::Vector:
    case TypeKind::Array: return t.count * byteSize(t.element);
    case TypeKind::Struct: {
      uint32_t size = 0;
      for (TypeId m : t.members) size += byteSize(m);
      return size;
    }
    default: return 0;
  }
}

std::string TypeTable::name(TypeId id) const {
  const Type& t = types_[id];
  switch (t.kind) {
    case TypeKind::Void: return "void";
    case TypeKind::Bool: return "bool";
    case TypeKind::Int: return "i" + std::to_string(t.bits);
    case TypeKind::Float: return "f" + std::to_string(t.bits);
    case TypeKind::Vector: return "<" + std::to_string(t.count) + " x " + name(t.element) + ">";
    case TypeKind::Array: return "[" + std::to_string(t.count) + " x " + name(t.element) + "]";
    case TypeKind::Struct: {
      std::string s = "{";
      for (size_t i = 0; i < t.members.size(); ++i) s += (i ? ", " : "") + name(t.members[i]);
      return s + "}";
    }
    case TypeKind::RayQuery: return "rayquery";
    case TypeKind::Pointer: {
      static const char* const spaces[] = {"function", "private", "workgroup", "taskpayload", "raypayload",
                                           "incomingraypayload", "hitattribute", "callabledata", "incomingcallabledata"};
      return name(t.element) + " " + spaces[static_cast<int>(t.space)] + "*";
    }
  }
  return "?";
}

std::vector<BlockId> Block::successors() const {
  if (instrs.empty() || !instrs.back().isTerminator()) return {};
  return std::vector<BlockId>(instrs.back().targets);
}

std::vector<std::vector<BlockId>> Function::predecessors() const {
  std::vector<std::vector<BlockId>> preds(blocks.size());
  for (BlockId b = 0; b < blocks.size(); ++b) {
    for (BlockId s : blocks[b].successors()) {
      if (s >= blocks.size()) continue;  // the verifier reports bad targets
      auto& list = preds[s];
      if (list.empty() || list.back() != b) list.push_back(b);
    }
  }
  return preds;
}

Module::Module() { values.emplace_back(); }

ValueId Module::newValue(ValueKind kind, TypeId type) {
  ValueId id = static_cast<ValueId>(values.size());
  ValueDef def;
  def.kind = kind;
  def.type = type;
  values.push_back(std::move(def));
  return id;
}

ValueId Module::constant(TypeId type, uint64_t bits) {
  auto key = std::make_pair(type, bits);
  auto it = constants_.find(key);
  if (it != constants_.end()) return it->second;
  ValueId id = newValue(ValueKind::Constant, type);
  values[id].bits = bits;
  constants_.emplace(key, id);
  return id;
}

ValueId Module::constantComposite(TypeId type, std::vector<ValueId> elements) {
  ValueId id = newValue(ValueKind::ConstantComposite, type);
  values[id].elements = std::move(elements);
  return id;
}

ValueId Module::constantNull(TypeId type) {
  auto it = nulls_.find(type);
  if (it != nulls_.end()) return it->second;
  ValueId id = newValue(ValueKind::ConstantNull, type);
  nulls_.emplace(type, id);
  return id;
}

ValueId Module::undef(TypeId type) {
  auto it = undefs_.find(type);
  if (it != undefs_.end()) return it->second;
  ValueId id = newValue(ValueKind::Undef, type);
  undefs_.emplace(type, id);
  return id;
}

ValueId Module::variable(TypeId pointerType, ValueId initializer, std::string name) {
  ValueId id = newValue(ValueKind::Variable, pointerType);
  values[id].initializer = initializer;
  values[id].name = std::move(name);
  variables.push_back(id);
  return id;
}

ValueId Module::localVariable(FunctionId function, TypeId pointerType, ValueId initializer, std::string name) {
  ValueId id = newValue(ValueKind::Variable, pointerType);
  values[id].initializer = initializer;
  values[id].name = std::move(name);
  functions[function].variables.push_back(id);
  return id;
}

ValueId Module::parameter(FunctionId function, TypeId type, std::string name) {
  ValueId id = newValue(ValueKind::Parameter, type);
  values[id].name = std::move(name);
  functions[function].params.push_back(id);
  return id;
}

FunctionId Module::addFunction(std::string name) {
  functions.emplace_back();
  functions.back().name = std::move(name);
  return FunctionId(functions.size() - 1);
}

BlockId Function::addBlock(std::string name) {
  BlockId id = static_cast<BlockId>(blocks.size());
  blocks.emplace_back();
  blocks.back().name = std::move(name);
  return id;
}

}  // namespace dxsv::ir
