// Modules with several functions: ir::verify's call rules and per-function structurization.
#include <gtest/gtest.h>

#include <algorithm>

#include "builder.h"
#include "cfg/structurize.h"
#include "ir/verifier.h"

namespace dxsv::cfg::test {
namespace {

// Adds a function `name(i32) -> i32` whose body returns its parameter plus 1.
ir::FunctionId addIncrement(ir::Module& m, const std::string& name) {
  ir::FunctionId id = m.addFunction(name);
  ir::TypeId i32 = m.types.intType(32);
  m.functions[id].returnType = i32;
  ir::ValueId param = m.parameter(id, i32, "x");
  ir::BlockId b = m.functions[id].addBlock("entry");
  ir::Instr add;
  add.op = ir::Op::IAdd;
  add.type = i32;
  add.result = m.newValue(ir::ValueKind::Instruction, i32);
  add.args = {param, m.constantInt(32, 1)};
  ir::Instr ret;
  ret.op = ir::Op::Return;
  ret.args = {add.result};
  m.functions[id].blocks[b].instrs = {add, ret};
  return id;
}

// Inserts `call callee(arg)` before the terminator of block 0 of function `caller`.
ir::Instr& insertCall(ir::Module& m, ir::FunctionId caller, ir::FunctionId callee, std::vector<ir::ValueId> args) {
  ir::Instr call;
  call.op = ir::Op::Call;
  call.type = m.functions[callee].returnType;
  if (call.type != m.types.voidType()) call.result = m.newValue(ir::ValueKind::Instruction, call.type);
  call.args = std::move(args);
  call.lits = {callee};
  auto& instrs = m.functions[caller].blocks[0].instrs;
  return *instrs.insert(instrs.end() - 1, call);
}

Builder twoBlocks() {
  Builder b;
  auto bb = b.blocks(2);
  b.br(bb[0], bb[1]);
  b.ret(bb[1]);
  return b;
}

TEST(Functions, CallsVerifyAndEveryFunctionIsStructurized) {
  Builder b = twoBlocks();
  ir::Module& m = b.module();
  ir::FunctionId inc = addIncrement(m, "inc");
  insertCall(m, 0, inc, {m.constantInt(32, 4)});
  insertCall(m, 0, inc, {m.constantInt(32, 5)});
  ASSERT_TRUE(ir::verify(m).ok()) << ir::verify(m).error().message;
  ASSERT_TRUE(structurize(m).ok());
  EXPECT_FALSE(m.functions[inc].layout.empty());  // the callee got its own layout
  EXPECT_FALSE(m.functions[0].layout.empty());
  std::string text = ir::print(m);
  EXPECT_NE(text.find("function inc returns i32 params"), std::string::npos) << text;
}

TEST(Functions, CallArgumentsMustMatchTheParameters) {
  Builder b = twoBlocks();
  ir::Module& m = b.module();
  ir::FunctionId inc = addIncrement(m, "inc");
  insertCall(m, 0, inc, {});
  Status s = ir::verify(m);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("wrong number of arguments"), std::string::npos) << s.error().message;

  auto& instrs = m.functions[0].blocks[0].instrs;
  instrs.erase(std::find_if(instrs.begin(), instrs.end(), [](const ir::Instr& in) { return in.op == ir::Op::Call; }));
  insertCall(m, 0, inc, {m.constantBool(true)});
  s = ir::verify(m);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("wrong type"), std::string::npos) << s.error().message;
}

TEST(Functions, ReturnMustMatchTheReturnType) {
  Builder b = twoBlocks();
  ir::Module& m = b.module();
  ir::FunctionId inc = addIncrement(m, "inc");
  m.functions[inc].blocks[0].instrs.back().args.clear();
  Status s = ir::verify(m);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("return value"), std::string::npos) << s.error().message;
}

TEST(Functions, ParametersBelongToTheirFunction) {
  Builder b = twoBlocks();
  ir::Module& m = b.module();
  ir::FunctionId inc = addIncrement(m, "inc");
  insertCall(m, 0, inc, {m.functions[inc].params[0]});
  Status s = ir::verify(m);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("parameter of another function"), std::string::npos) << s.error().message;
}

TEST(Functions, RecursionIsRejected) {
  Builder b = twoBlocks();
  ir::Module& m = b.module();
  ir::FunctionId f = addIncrement(m, "f");
  ir::FunctionId g = addIncrement(m, "g");
  insertCall(m, f, g, {m.constantInt(32, 1)});
  insertCall(m, g, f, {m.constantInt(32, 2)});
  Status s = ir::verify(m);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("recursion"), std::string::npos) << s.error().message;
}

}  // namespace
}  // namespace dxsv::cfg::test
