// cfg/canonicalize_loops: continue blocks, exit ladders, header splitting.
#include <gtest/gtest.h>

#include "builder.h"
#include "cfg/passes.h"
#include "check.h"

namespace dxsv::cfg::test {
namespace {

using ir::MergeKind;

TEST(CanonicalizeLoops, SeveralLatchesShareANewContinueBlock) {
  // header b1: if (c) b2 else b3; both continue.
  Builder b;
  auto bb = b.blocks(5);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[2], bb[4]);
  b.cbr(bb[2], bb[1], bb[3]);
  b.br(bb[3], bb[1]);
  b.ret(bb[4]);
  ir::Module m = b.module();
  ASSERT_TRUE(canonicalizeLoops(m).ok());
  const ir::Block& h = m.functions[0].blocks[bb[1]];
  ASSERT_EQ(h.merge, MergeKind::Loop);
  EXPECT_EQ(h.mergeBlock, bb[4]);
  EXPECT_GE(h.continueBlock, 5u);  // new block
  EXPECT_EQ(m.functions[0].blocks[h.continueBlock].terminator().targets, (std::vector<ir::BlockId>{bb[1]}));
  structurizeAndCheck(b, {{0}, {1, 1, 0}, {1, 0, 1, 1, 0}});
}

TEST(CanonicalizeLoops, ExitsToSeveralBlocksGoThroughALadder) {
  // loop b1..b3 exits to b4 (from b1) and b5 (from b2); both return.
  Builder b;
  auto bb = b.blocks(6);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[4], bb[2]);
  b.cbr(bb[2], bb[5], bb[3]);
  b.br(bb[3], bb[1]);
  b.ret(bb[4]);
  b.ret(bb[5]);
  ir::Module m = b.module();
  ASSERT_TRUE(canonicalizeLoops(m).ok());
  const ir::Block& h = m.functions[0].blocks[bb[1]];
  ASSERT_EQ(h.merge, MergeKind::Loop);
  EXPECT_GE(h.mergeBlock, 6u);
  EXPECT_EQ(m.functions[0].blocks[h.mergeBlock].terminator().op, ir::Op::CondBranch);
  EXPECT_EQ(h.continueBlock, bb[3]);
  structurizeAndCheck(b, {{1}, {0, 1}, {0, 0, 1}, {0, 0, 0, 1}});
}

TEST(CanonicalizeLoops, BreakOutOfTwoLoops) {
  // outer b1 { inner b2 { b3: if (c) goto b6 (leaves both) } b4: latch } b5
  Builder b;
  auto bb = b.blocks(7);
  b.br(bb[0], bb[1]);
  b.br(bb[1], bb[2]);
  b.cbr(bb[2], bb[3], bb[4]);
  b.cbr(bb[3], bb[6], bb[2]);
  b.cbr(bb[4], bb[1], bb[5]);
  b.br(bb[5], bb[6]);
  b.ret(bb[6]);
  structurizeAndCheck(b, {{0, 0}, {0, 1}, {1, 1}, {1, 0, 0, 1}, {0, 1, 1, 0, 0}});
}

TEST(CanonicalizeLoops, ContinueOuterFromInnerLoop) {
  Builder b;
  auto bb = b.blocks(6);
  b.br(bb[0], bb[1]);
  b.br(bb[1], bb[2]);
  b.cbr(bb[2], bb[1], bb[3]);  // continue outer
  b.cbr(bb[3], bb[2], bb[4]);  // inner back edge
  b.cbr(bb[4], bb[1], bb[5]);
  b.ret(bb[5]);
  structurizeAndCheck(b, {{0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0, 1, 0}, {0, 0, 1, 1, 0, 0, 0}});
}

TEST(CanonicalizeLoops, InfiniteLoopGetsAnUnreachableMerge) {
  Builder b;
  auto bb = b.blocks(3);
  b.br(bb[0], bb[1]);
  b.br(bb[1], bb[2]);
  b.br(bb[2], bb[1]);
  ir::Module m = structurizeAndCheck(b, {{}});
  const ir::Block& h = m.functions[0].blocks[bb[1]];
  ASSERT_EQ(h.merge, MergeKind::Loop);
  EXPECT_EQ(h.continueBlock, bb[2]);
  EXPECT_EQ(m.functions[0].blocks[h.mergeBlock].terminator().op, ir::Op::Unreachable);
  EXPECT_EQ(m.functions[0].layout.back(), h.mergeBlock);
}

TEST(CanonicalizeLoops, ReturnInsideLoopIsItsMerge) {
  // The returning block is outside the natural loop: it becomes the merge.
  Builder b;
  auto bb = b.blocks(4);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.ret(bb[2]);
  b.br(bb[3], bb[1]);
  ir::Module m = structurizeAndCheck(b, {{1}, {0, 0, 1}});
  EXPECT_EQ(m.functions[0].blocks[bb[1]].mergeBlock, bb[2]);
}

TEST(CanonicalizeLoops, SingleBlockLoop) {
  Builder b;
  auto bb = b.blocks(3);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[1], bb[2]);
  b.ret(bb[2]);
  ir::Module m = structurizeAndCheck(b, {{0}, {1, 1, 0}});
  const ir::Block& h = m.functions[0].blocks[bb[1]];
  EXPECT_EQ(h.mergeBlock, bb[2]);
  EXPECT_NE(h.continueBlock, bb[1]);
}

TEST(CanonicalizeLoops, SwitchInHeaderIsSplitOff) {
  Builder b;
  auto bb = b.blocks(5);
  b.br(bb[0], bb[1]);
  b.sw(bb[1], bb[4], {bb[2], bb[3]});
  b.br(bb[2], bb[1]);
  b.br(bb[3], bb[1]);
  b.ret(bb[4]);
  ir::Module m = structurizeAndCheck(b, {{5}, {0, 1, 9}, {1, 1, 0, 3}});
  EXPECT_EQ(m.functions[0].blocks[bb[1]].terminator().op, ir::Op::Branch);
}

TEST(CanonicalizeLoops, LoopAfterGuardNeedsItsOwnMerge) {
  // if (c) { loop b2 } ; b3 — the loop's exit target is also reached by the guard.
  Builder b;
  auto bb = b.blocks(4);
  b.cbr(bb[0], bb[1], bb[3]);
  b.br(bb[1], bb[2]);
  b.cbr(bb[2], bb[2], bb[3]);
  b.ret(bb[3]);
  ir::Module m = structurizeAndCheck(b, {{0}, {1, 0}, {1, 1, 1, 0}});
  EXPECT_NE(m.functions[0].blocks[bb[2]].mergeBlock, bb[3]);
}

}  // namespace
}  // namespace dxsv::cfg::test
