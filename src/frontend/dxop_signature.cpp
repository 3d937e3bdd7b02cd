// A dx.op call's function type against its opcode's signature (dxil_op_classes.h), checked
// before any family lowers the call: the families index operands, read result members and
// pick SPIR-V types trusting that shape, so a damaged declaration (an atomic returning a
// struct, a ResRet with an i8 member, an operand too few) is refused here, by name.
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/Support/raw_ostream.h>

#include <string_view>
#include <vector>

#include "common/escape.h"
#include "frontend/dxil_op_classes.h"
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

bool isScalar(const llvm::Type* t) {
  return t->isIntegerTy(1) || t->isIntegerTy(8) || t->isIntegerTy(16) || t->isIntegerTy(32) || t->isIntegerTy(64) ||
         t->isHalfTy() || t->isFloatTy() || t->isDoubleTy();
}

bool isFixed(std::string_view item, const llvm::Type* t) {
  if (item == "i1") return t->isIntegerTy(1);
  if (item == "i8") return t->isIntegerTy(8);
  if (item == "i16") return t->isIntegerTy(16);
  if (item == "i32") return t->isIntegerTy(32);
  if (item == "i64") return t->isIntegerTy(64);
  if (item == "f16") return t->isHalfTy();
  if (item == "f32") return t->isFloatTy();
  if (item == "f64") return t->isDoubleTy();
  return false;
}

// Matches items against types; every `o` must be the same scalar type.
class Matcher {
 public:
  bool match(std::string_view item, const llvm::Type* t) {
    if (item == "*") return true;
    if (item == "v") return t->isVoidTy();
    if (item == "o") return overload(t);
    if (item == "P") return t->isPointerTy();
    auto* st = llvm::dyn_cast<llvm::StructType>(t);
    if (item == "H") return st && st->hasName() && st->getName().starts_with("dx.types.Handle");
    if (!st) return isFixed(item, t);
    const unsigned n = st->getNumElements();
    auto members = [&](std::initializer_list<const char*> items) {
      if (n != items.size()) return false;
      unsigned i = 0;
      for (const char* m : items)
        if (!match(m, st->getElementType(i++))) return false;
      return true;
    };
    if (item == "R") return members({"o", "o", "o", "o", "i32"});
    if (item == "D" || item == "4i") return members({"i32", "i32", "i32", "i32"});
    if (item == "4o") return members({"o", "o", "o", "o"});
    if (item == "T2") return members({"i32", "i32"});
    if (item == "IC") return members({"i32", "i1"});
    if (item == "SP") return members({"f32", "f32"});
    if (item == "RB") return members({"i32", "i32", "i32", "i8"});
    if (item == "RP") return members({"i32", "i32"});
    if (item == "C") {  // 16 bytes of one scalar type
      if (n != 2 && n != 4 && n != 8) return false;
      for (unsigned i = 0; i < n; ++i)
        if (!overload(st->getElementType(i))) return false;
      return n * st->getElementType(0)->getPrimitiveSizeInBits() == 128;
    }
    return false;
  }

 private:
  bool overload(const llvm::Type* t) {
    if (!isScalar(t)) return false;
    if (!overload_) overload_ = t;
    return t == overload_;
  }
  const llvm::Type* overload_ = nullptr;
};

std::string typeName(const llvm::Type* t) {
  std::string text;
  llvm::raw_string_ostream os(text);
  t->print(os);
  return escapeText(os.str());
}

}  // namespace

Status checkDxOpSignature(LowerContext& ctx, const llvm::CallInst& call, uint32_t opcode) {
  const char* signature = dxOpSignature(opcode);
  if (!signature) return Status::success();
  const llvm::FunctionType* type = call.getFunctionType();
  // The check reads only the function type: calls through one declaration pass or fail alike.
  if (ctx.checkedDxOpTypes.contains({type, opcode})) return Status::success();
  const std::string_view text = signature;
  const size_t open = text.find('(');
  const std::string_view result = text.substr(0, open), paramList = text.substr(open + 1, text.size() - open - 2);
  llvm::SmallVector<std::string_view, 24> params;
  for (size_t at = 0; at < paramList.size();) {
    size_t comma = paramList.find(',', at);
    if (comma == std::string_view::npos) comma = paramList.size();
    params.push_back(paramList.substr(at, comma - at));
    at = comma + 1;
  }
  auto op = [&] { return std::string("dx.op '") + dxOpName(opcode) + "' (opcode " + std::to_string(opcode) + ")"; };
  if (type->isVarArg() || type->getNumParams() != params.size() + 1)
    return ctx.error(op() + " takes " + std::to_string(params.size()) + " operands after the opcode, its function " +
                     std::to_string(type->getNumParams() > 0 ? type->getNumParams() - 1 : 0) +
                     (type->isVarArg() ? " and more" : ""));
  if (!type->getParamType(0)->isIntegerTy(32)) return ctx.error(op() + ": the opcode operand is not an i32");
  Matcher matcher;
  for (size_t i = 0; i < params.size(); ++i)
    if (!matcher.match(params[i], type->getParamType(unsigned(i + 1))))
      return ctx.error(op() + ": operand " + std::to_string(i + 1) + " is " + typeName(type->getParamType(unsigned(i + 1))) +
                       ", not what its signature " + std::string(text) + " has there (" + std::string(params[i]) + ")");
  if (!matcher.match(result, type->getReturnType()))
    return ctx.error(op() + " returns " + typeName(type->getReturnType()) + ", not what its signature " + std::string(text) +
                     " says (" + std::string(result) + ")");
  ctx.checkedDxOpTypes.insert({type, opcode});
  return Status::success();
}

}  // namespace dxsv::frontend
