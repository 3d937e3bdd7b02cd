// cfg/analysis: dominators, post-dominators, frontiers, natural loops, reducibility,
// reachability.
#include <gtest/gtest.h>

#include <algorithm>

#include "builder.h"
#include "cfg/analysis.h"

namespace dxsv::cfg::test {
namespace {

TEST(Analysis, DiamondDominatorsAndPostDominators) {
  Builder b;
  auto bb = b.diamond();
  auto info = CfgInfo::build(b.module().functions[0]);
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
  auto info = CfgInfo::build(b.module().functions[0]);
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
  auto info = CfgInfo::build(b.module().functions[0]);
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
  auto info = CfgInfo::build(b.module().functions[0]);
  EXPECT_FALSE(info.ok());
}

TEST(Analysis, UnreachableBlocksIgnored) {
  Builder b;
  auto bb = b.blocks(3);
  b.ret(bb[0]);
  b.br(bb[1], bb[2]);
  b.ret(bb[2]);
  auto info = CfgInfo::build(b.module().functions[0]);
  ASSERT_TRUE(info.ok());
  EXPECT_FALSE(info->reachable(bb[1]));
  EXPECT_TRUE(info->pred(bb[2]).empty());
}

TEST(Analysis, DominanceFrontiers) {
  // b0 -> b1 | b2; b1 -> b3; b2 -> b3; b3 -> b4 (loop b4 <-> b5) -> b6
  Builder b;
  auto bb = b.blocks(7);
  b.cbr(bb[0], bb[1], bb[2]);
  b.br(bb[1], bb[3]);
  b.br(bb[2], bb[3]);
  b.br(bb[3], bb[4]);
  b.br(bb[4], bb[5]);
  b.cbr(bb[5], bb[4], bb[6]);
  b.ret(bb[6]);
  auto info = CfgInfo::build(b.module().functions[0]);
  ASSERT_TRUE(info.ok());
  auto df = info->dominanceFrontiers();
  EXPECT_EQ(df[bb[1]], (std::vector<ir::BlockId>{bb[3]}));
  EXPECT_EQ(df[bb[2]], (std::vector<ir::BlockId>{bb[3]}));
  EXPECT_TRUE(df[bb[0]].empty());
  EXPECT_TRUE(df[bb[3]].empty());
  // The back edge puts the header in the frontier of the loop body and of itself.
  EXPECT_EQ(df[bb[5]], (std::vector<ir::BlockId>{bb[4]}));
  EXPECT_EQ(df[bb[4]], (std::vector<ir::BlockId>{bb[4]}));
  auto idf = info->iteratedFrontier(df, {bb[1]});
  EXPECT_TRUE(idf[bb[3]]);
  EXPECT_FALSE(idf[bb[4]]);
  idf = info->iteratedFrontier(df, {bb[5]});
  EXPECT_TRUE(idf[bb[4]]);
  EXPECT_FALSE(idf[bb[6]]);
}

TEST(Analysis, PostDominanceFrontiersAreControlDependences) {
  // b0: if (c) { b1: if (d) b2 ; b3 } b4; return.  b2 depends on b1, b1 and b3 on b0.
  Builder b;
  auto bb = b.blocks(5);
  b.cbr(bb[0], bb[1], bb[4]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.br(bb[2], bb[3]);
  b.br(bb[3], bb[4]);
  b.ret(bb[4]);
  auto info = CfgInfo::build(b.module().functions[0]);
  ASSERT_TRUE(info.ok());
  auto pdf = info->postDominanceFrontiers();
  EXPECT_EQ(pdf[bb[2]], (std::vector<ir::BlockId>{bb[1]}));
  EXPECT_EQ(pdf[bb[1]], (std::vector<ir::BlockId>{bb[0]}));
  EXPECT_EQ(pdf[bb[3]], (std::vector<ir::BlockId>{bb[0]}));
  EXPECT_TRUE(pdf[bb[4]].empty());
  EXPECT_TRUE(pdf[bb[0]].empty());
}

TEST(Analysis, ControlDependenceOfALoopBodyIsItsExitBranch) {
  // b0 -> b1 (header) -> b2: if (c) b1 else b3.  The back edge counts as reaching b3, so the
  // body does not depend on the latch's branch (it runs until the exit is taken).
  Builder b;
  auto bb = b.blocks(4);
  b.br(bb[0], bb[1]);
  b.br(bb[1], bb[2]);
  b.cbr(bb[2], bb[1], bb[3]);
  b.ret(bb[3]);
  auto info = CfgInfo::build(b.module().functions[0]);
  ASSERT_TRUE(info.ok());
  auto pdf = info->postDominanceFrontiers();
  for (ir::BlockId x : bb) EXPECT_TRUE(pdf[x].empty()) << "bb" << x;
  EXPECT_EQ(info->loops[0].continueBlock, bb[2]);
}

TEST(Analysis, Reachability) {
  // b0 -> b1 (loop b1 <-> b2) -> b3; b4 unreachable
  Builder b;
  auto bb = b.blocks(5);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.br(bb[2], bb[1]);
  b.ret(bb[3]);
  b.br(bb[4], bb[3]);
  auto info = CfgInfo::build(b.module().functions[0]);
  ASSERT_TRUE(info.ok());
  auto all = info->reachableFrom(bb[2]);
  EXPECT_TRUE(all[bb[1]] && all[bb[2]] && all[bb[3]]);
  EXPECT_FALSE(all[bb[0]] || all[bb[4]]);
  auto forward = info->reachableFrom(bb[2], false);
  EXPECT_TRUE(forward[bb[2]]);
  EXPECT_FALSE(forward[bb[1]] || forward[bb[3]]);
  EXPECT_FALSE(info->reachableFrom(bb[4])[bb[3]]);  // unreachable blocks are not analysed
}


TEST(Analysis, RebuildReadingOnlyChangedBlocks) {
  // b0 -> b1 | b2 -> b3; then b1 is retargeted to a new block b4 -> b3. Re-reading b1 (and
  // the new block) gives the fresh analysis; not listing b1 keeps its old targets, which
  // targetsMatch() reports.
  Builder b;
  auto bb = b.diamond();
  ir::Function& f = b.module().functions[0];
  CfgInfo info;
  ASSERT_TRUE(info.rebuild(f, CfgInfo::Depth::All).ok());
  const ir::BlockId added = f.addBlock("b4");
  b.br(added, bb[3]);
  f.blocks[bb[1]].terminator().targets = {added};
  CfgInfo stale = info;
  ASSERT_TRUE(stale.rebuild(f, CfgInfo::Depth::All, {}).ok());
  EXPECT_FALSE(stale.targetsMatch(f));
  const ir::BlockId changed[] = {bb[1]};
  ASSERT_TRUE(info.rebuild(f, CfgInfo::Depth::All, changed).ok());
  EXPECT_TRUE(info.targetsMatch(f));
  auto fresh = CfgInfo::build(f);
  ASSERT_TRUE(fresh.ok());
  EXPECT_EQ(info.dom.rpo(), fresh->dom.rpo());
  for (ir::BlockId x = 0; x < f.blocks.size(); ++x) {
    EXPECT_EQ(info.dom.idom(x), fresh->dom.idom(x)) << x;
    EXPECT_TRUE(std::ranges::equal(info.succ(x), fresh->succ(x))) << x;
    EXPECT_TRUE(std::ranges::equal(info.pred(x), fresh->pred(x))) << x;
    EXPECT_EQ(info.ipdom(x), fresh->ipdom(x)) << x;
  }
  EXPECT_EQ(info.dom.idom(added), bb[1]);
  EXPECT_EQ(info.dom.idom(bb[3]), bb[0]);
}

}  // namespace
}  // namespace dxsv::cfg::test
