// cfg/analysis: dominators, post-dominators, natural loops, reducibility.
#include <gtest/gtest.h>

#include "builder.h"
#include "cfg/analysis.h"

namespace dxsv::cfg::test {
namespace {

TEST(Analysis, DiamondDominatorsAndPostDominators) {
  Builder b;
  auto bb = b.blocks(4);
  b.cbr(bb[0], bb[1], bb[2]);
  b.br(bb[1], bb[3]);
  b.br(bb[2], bb[3]);
  b.ret(bb[3]);
  auto info = CfgInfo::build(b.module().function);
  ASSERT_TRUE(info.ok());
  EXPECT_EQ(info->dom.idom(bb[3]), bb[0]);
  EXPECT_TRUE(info->dom.dominates(bb[0], bb[2]));
  EXPECT_FALSE(info->dom.dominates(bb[1], bb[3]));
  EXPECT_EQ(info->ipdom(bb[0]), bb[3]);
  EXPECT_EQ(info->ipdom(bb[1]), bb[3]);
  EXPECT_EQ(info->ipdom(bb[3]), ir::kNoBlock);
  EXPECT_EQ(info->dom.rpo().front(), bb[0]);
  EXPECT_EQ(info->dom.rpo().back(), bb[3]);
  EXPECT_TRUE(info->loops.empty());
}

TEST(Analysis, NestedLoops) {
  // b0 -> b1 (outer) -> b2 (inner) -> b3 -> b2 | b4 -> b1 | b5
  Builder b;
  auto bb = b.blocks(6);
  b.br(bb[0], bb[1]);
  b.br(bb[1], bb[2]);
  b.br(bb[2], bb[3]);
  b.cbr(bb[3], bb[2], bb[4]);
  b.cbr(bb[4], bb[1], bb[5]);
  b.ret(bb[5]);
  auto info = CfgInfo::build(b.module().function);
  ASSERT_TRUE(info.ok());
  ASSERT_EQ(info->loops.size(), 2u);
  int outer = info->loopOf[bb[1]], inner = info->loopOf[bb[2]];
  EXPECT_EQ(info->loops[outer].header, bb[1]);
  EXPECT_EQ(info->loops[inner].header, bb[2]);
  EXPECT_EQ(info->loops[inner].parent, outer);
  EXPECT_EQ(info->loops[inner].depth, 2u);
  EXPECT_EQ(info->loops[outer].blocks, (std::vector<ir::BlockId>{1, 2, 3, 4}));
  ASSERT_EQ(info->loops[outer].exits.size(), 1u);
  EXPECT_EQ(info->loops[outer].exits[0].second, bb[5]);
  EXPECT_TRUE(info->isBackEdge(bb[3], bb[2]));
  EXPECT_FALSE(info->isBackEdge(bb[2], bb[3]));
  EXPECT_EQ(info->forwardPredCount(bb[2]), 1u);
  EXPECT_TRUE(info->inLoop(outer, bb[3]));
  EXPECT_FALSE(info->inLoop(inner, bb[4]));
  // The back edge counts as reaching the loop's exit for post-dominance.
  EXPECT_EQ(info->ipdom(bb[1]), bb[2]);
  EXPECT_EQ(info->ipdom(bb[4]), bb[5]);
}

TEST(Analysis, InfiniteLoopPostDominatedByVirtualExit) {
  Builder b;
  auto bb = b.blocks(3);
  b.cbr(bb[0], bb[1], bb[2]);
  b.br(bb[1], bb[1]);
  b.ret(bb[2]);
  auto info = CfgInfo::build(b.module().function);
  ASSERT_TRUE(info.ok());
  EXPECT_EQ(info->ipdom(bb[0]), ir::kNoBlock);
  ASSERT_EQ(info->loops.size(), 1u);
  EXPECT_TRUE(info->loops[0].exits.empty());
}

TEST(Analysis, IrreducibleRejected) {
  Builder b;
  auto bb = b.blocks(3);
  b.cbr(bb[0], bb[1], bb[2]);
  b.br(bb[1], bb[2]);
  b.br(bb[2], bb[1]);
  auto info = CfgInfo::build(b.module().function);
  EXPECT_FALSE(info.ok());
}

TEST(Analysis, UnreachableBlocksIgnored) {
  Builder b;
  auto bb = b.blocks(3);
  b.ret(bb[0]);
  b.br(bb[1], bb[2]);
  b.ret(bb[2]);
  auto info = CfgInfo::build(b.module().function);
  ASSERT_TRUE(info.ok());
  EXPECT_FALSE(info->reachable(bb[1]));
  EXPECT_TRUE(info->pred[bb[2]].empty());
}

}  // namespace
}  // namespace dxsv::cfg::test
