// Already-structured shapes: the structurizer must annotate them without adding blocks.
#include <gtest/gtest.h>

#include "cfg/structurize.h"
#include "check.h"

namespace dxsv::cfg::test {
namespace {

using ir::MergeKind;

TEST(StructurizeBasic, StraightLine) {
  Builder b;
  auto bb = b.blocks(3);
  b.br(bb[0], bb[1]);
  b.br(bb[1], bb[2]);
  b.ret(bb[2]);
  ir::Module m = structurizeAndCheck(b, {{}});
  EXPECT_EQ(m.functions[0].blocks.size(), 3u);
  EXPECT_EQ(m.functions[0].layout, (std::vector<ir::BlockId>{0, 1, 2}));
}

TEST(StructurizeBasic, Diamond) {
  Builder b;
  auto bb = b.diamond();
  ir::Module m = structurizeAndCheck(b, allBoolInputs(1));
  EXPECT_EQ(m.functions[0].blocks.size(), 4u);
  EXPECT_EQ(m.functions[0].blocks[0].merge, MergeKind::Selection);
  EXPECT_EQ(m.functions[0].blocks[0].mergeBlock, bb[3]);
  EXPECT_EQ(m.functions[0].layout.back(), bb[3]);
}

TEST(StructurizeBasic, Triangle) {
  Builder b;
  auto bb = b.blocks(3);
  b.cbr(bb[0], bb[1], bb[2]);
  b.br(bb[1], bb[2]);
  b.ret(bb[2]);
  ir::Module m = structurizeAndCheck(b, allBoolInputs(1));
  EXPECT_EQ(m.functions[0].blocks.size(), 3u);
  EXPECT_EQ(m.functions[0].blocks[0].mergeBlock, bb[2]);
}

TEST(StructurizeBasic, NestedIfs) {
  Builder b;
  auto bb = b.blocks(7);
  b.cbr(bb[0], bb[1], bb[5]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.br(bb[2], bb[4]);
  b.br(bb[3], bb[4]);
  b.br(bb[4], bb[6]);
  b.br(bb[5], bb[6]);
  b.ret(bb[6]);
  ir::Module m = structurizeAndCheck(b, allBoolInputs(2));
  EXPECT_EQ(m.functions[0].blocks.size(), 7u);
  EXPECT_EQ(m.functions[0].blocks[0].mergeBlock, bb[6]);
  EXPECT_EQ(m.functions[0].blocks[1].mergeBlock, bb[4]);
}

TEST(StructurizeBasic, SwitchWithoutFallThrough) {
  Builder b;
  auto bb = b.blocks(5);
  b.sw(bb[0], bb[1], {bb[2], bb[3], bb[2]});
  b.br(bb[1], bb[4]);
  b.br(bb[2], bb[4]);
  b.br(bb[3], bb[4]);
  b.ret(bb[4]);
  ir::Module m = structurizeAndCheck(b, {{0}, {1}, {2}, {7}});
  EXPECT_EQ(m.functions[0].blocks.size(), 5u);
  EXPECT_EQ(m.functions[0].blocks[0].merge, MergeKind::Selection);
  EXPECT_EQ(m.functions[0].blocks[0].mergeBlock, bb[4]);
}

TEST(StructurizeBasic, ReturnInTheMiddle) {
  Builder b;
  auto bb = b.blocks(4);
  b.cbr(bb[0], bb[1], bb[2]);
  b.ret(bb[1]);
  b.br(bb[2], bb[3]);
  b.ret(bb[3]);
  ir::Module m = structurizeAndCheck(b, allBoolInputs(1));
  EXPECT_EQ(m.functions[0].blocks.size(), 4u);
  EXPECT_EQ(m.functions[0].blocks[0].mergeBlock, bb[2]);
}

TEST(StructurizeBasic, WhileLoop) {
  // b0 -> b1 (header: cond) -> b2 (body, latch) -> b1 ; b1 -> b3 (exit)
  Builder b;
  auto bb = b.blocks(4);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.br(bb[2], bb[1]);
  b.ret(bb[3]);
  ir::Module m = structurizeAndCheck(b, {{0}, {1, 0}, {1, 1, 1, 0}});
  EXPECT_EQ(m.functions[0].blocks.size(), 4u);
  const ir::Block& h = m.functions[0].blocks[1];
  EXPECT_EQ(h.merge, MergeKind::Loop);
  EXPECT_EQ(h.mergeBlock, bb[3]);
  EXPECT_EQ(h.continueBlock, bb[2]);
  EXPECT_EQ(m.functions[0].layout, (std::vector<ir::BlockId>{0, 1, 2, 3}));
}

TEST(StructurizeBasic, LoopWithBreakAndContinue) {
  // header b1 -> b2: if (c) break (b5); b3: if (c) continue (b4); ... b4 latch
  Builder b;
  auto bb = b.blocks(6);
  b.br(bb[0], bb[1]);
  b.br(bb[1], bb[2]);
  b.cbr(bb[2], bb[5], bb[3]);
  b.cbr(bb[3], bb[4], bb[4]);  // degenerate: becomes a branch
  b.br(bb[4], bb[1]);
  b.ret(bb[5]);
  structurizeAndCheck(b, {{1}, {0, 0, 1}, {0, 1, 0, 0, 1}});
}

TEST(StructurizeBasic, DoWhileLatchWithCondition) {
  Builder b;
  auto bb = b.blocks(4);
  b.br(bb[0], bb[1]);
  b.br(bb[1], bb[2]);
  b.cbr(bb[2], bb[1], bb[3]);
  b.ret(bb[3]);
  ir::Module m = structurizeAndCheck(b, {{0}, {1, 0}, {1, 1, 0}});
  EXPECT_EQ(m.functions[0].blocks[1].merge, MergeKind::Loop);
  EXPECT_EQ(m.functions[0].blocks[1].mergeBlock, bb[3]);
}

TEST(StructurizeBasic, IrreducibleIsAnError) {
  Builder b;
  auto bb = b.blocks(4);
  b.cbr(bb[0], bb[1], bb[2]);
  b.br(bb[1], bb[2]);
  b.cbr(bb[2], bb[1], bb[3]);
  b.ret(bb[3]);
  ir::Module m = b.module();
  Status s = structurize(m);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("irreducible"), std::string::npos) << s.error().message;
}

TEST(StructurizeBasic, DotOutput) {
  Builder b;
  auto bb = b.diamond();
  ir::Module m = structurizeAndCheck(b, allBoolInputs(1));
  std::string dot = toDot(m.functions[0]);
  EXPECT_NE(dot.find("digraph"), std::string::npos);
  EXPECT_NE(dot.find("bb0 -> bb3 [style=dashed"), std::string::npos) << dot;
}

}  // namespace
}  // namespace dxsv::cfg::test
