// ir::verify and ir::print.
#include <gtest/gtest.h>

#include "builder.h"
#include "ir/verifier.h"

namespace dxsv::cfg::test {
namespace {

TEST(Verifier, AcceptsValidIr) {
  Builder b;
  b.diamond();
  EXPECT_TRUE(ir::verify(b.module()).ok());
}

TEST(Verifier, MissingTerminator) {
  Builder b;
  b.diamond();
  b.module().functions[0].blocks[3].instrs.pop_back();
  Status s = ir::verify(b.module());
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("bb3"), std::string::npos) << s.error().message;
}

TEST(Verifier, PhiMustMatchPredecessors) {
  Builder b;
  b.diamond();
  ir::Module& m = b.module();
  ir::Instr phi;
  phi.op = ir::Op::Phi;
  phi.type = m.types.intType(32);
  phi.result = m.newValue(ir::ValueKind::Instruction, phi.type);
  phi.args = {m.constantInt(32, 1)};
  phi.targets = {1};
  auto& instrs = m.functions[0].blocks[3].instrs;
  instrs.insert(instrs.begin(), phi);
  EXPECT_FALSE(ir::verify(m).ok());
  instrs[0].args.push_back(m.constantInt(32, 2));
  instrs[0].targets.push_back(2);
  EXPECT_TRUE(ir::verify(m).ok());
}

TEST(Verifier, UseNotDominatedByDefinition) {
  Builder b;
  b.diamond();
  ir::Module& m = b.module();
  ir::ValueId cond = m.functions[0].blocks[0].instrs[1].result;  // the Load of @cond
  ir::Instr use;
  use.op = ir::Op::Store;
  use.args = {b.condVar, cond};
  auto& instrs = m.functions[0].blocks[3].instrs;
  instrs.insert(instrs.begin(), use);
  EXPECT_TRUE(ir::verify(m).ok());  // b0 dominates b3
  // Move the definition into b1, which does not dominate b3.
  ir::Instr def = m.functions[0].blocks[0].instrs[1];
  def.result = m.newValue(ir::ValueKind::Instruction, def.type);
  m.functions[0].blocks[1].instrs.insert(m.functions[0].blocks[1].instrs.begin(), def);
  instrs[0].args[1] = def.result;
  Status s = ir::verify(m);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("not dominated"), std::string::npos) << s.error().message;
}

TEST(Verifier, StructuralRules) {
  Builder b;
  b.diamond();
  ir::Module& m = b.module();
  m.functions[0].blocks[0].merge = ir::MergeKind::Selection;
  m.functions[0].blocks[0].mergeBlock = 1;  // header does not dominate... it does; but b3 joins
  EXPECT_TRUE(ir::verify(m).ok());
  m.functions[0].blocks[0].mergeBlock = 3;
  m.functions[0].layout = {0, 3, 1, 2};  // merge before its construct is allowed, dominators first
  EXPECT_TRUE(ir::verify(m).ok());
  m.functions[0].layout = {1, 0, 2, 3};
  EXPECT_FALSE(ir::verify(m).ok());
  m.functions[0].layout.clear();
  m.functions[0].blocks[1].terminator().targets = {0};  // back edge to a non-loop header... and entry
  EXPECT_FALSE(ir::verify(m).ok());
}

TEST(Printer, ShowsBlocksMergesAndPhis) {
  Builder b;
  b.diamond();
  ir::Module& m = b.module();
  m.functions[0].blocks[0].merge = ir::MergeKind::Selection;
  m.functions[0].blocks[0].mergeBlock = 3;
  std::string text = ir::print(m);
  EXPECT_NE(text.find("bb0.b0:  ; selection merge bb3.b3"), std::string::npos) << text;
  EXPECT_NE(text.find("CondBranch %"), std::string::npos) << text;
  EXPECT_NE(text.find("Store @trace, i32 3"), std::string::npos) << text;
}

}  // namespace
}  // namespace dxsv::cfg::test
