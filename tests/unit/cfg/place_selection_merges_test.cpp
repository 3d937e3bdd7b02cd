// cfg/place_selection_merges: merges, ladders for exits that skip a merge, switches.
#include <gtest/gtest.h>

#include "builder.h"
#include "cfg/passes.h"
#include "check.h"

namespace dxsv::cfg::test {
namespace {

using ir::MergeKind;

TEST(PlaceSelectionMerges, ShortCircuitNeedsALadder) {
  // if (a && b) T else E; both -> M.  E is reached from both headers.
  Builder b;
  auto bb = b.blocks(5);
  b.cbr(bb[0], bb[1], bb[3]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.br(bb[2], bb[4]);
  b.br(bb[3], bb[4]);
  b.ret(bb[4]);
  ir::Module m = structurizeAndCheck(b, allBoolInputs(2));
  // b0 merges at a ladder that runs E (b3) for both ways of failing; b1's failing side is
  // then a plain conditional branch to that merge.
  EXPECT_EQ(m.functions[0].blocks[bb[0]].merge, MergeKind::Selection);
  ir::BlockId ladder = m.functions[0].blocks[bb[0]].mergeBlock;
  EXPECT_GE(ladder, 5u);
  EXPECT_EQ(m.functions[0].blocks[ladder].merge, MergeKind::Selection);
  EXPECT_EQ(m.functions[0].blocks[ladder].mergeBlock, bb[4]);
}

TEST(PlaceSelectionMerges, SharedMergeGetsANewInnerMerge) {
  // Nested ifs that both end at b4: the inner one needs its own merge.
  Builder b;
  auto bb = b.blocks(5);
  b.cbr(bb[0], bb[1], bb[4]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.br(bb[2], bb[4]);
  b.br(bb[3], bb[4]);
  b.ret(bb[4]);
  ir::Module m = structurizeAndCheck(b, allBoolInputs(2));
  EXPECT_EQ(m.functions[0].blocks[bb[0]].mergeBlock, bb[4]);
  ir::BlockId inner = m.functions[0].blocks[bb[1]].mergeBlock;
  EXPECT_GE(inner, 5u);
  EXPECT_EQ(m.functions[0].blocks[inner].terminator().targets, (std::vector<ir::BlockId>{bb[4]}));
}

TEST(PlaceSelectionMerges, SwitchFallThrough) {
  // case 0: b1 falls through into case 1: b2; default b3; all -> b4
  Builder b;
  auto bb = b.blocks(5);
  b.sw(bb[0], bb[3], {bb[1], bb[2]});
  b.br(bb[1], bb[2]);
  b.br(bb[2], bb[4]);
  b.br(bb[3], bb[4]);
  b.ret(bb[4]);
  structurizeAndCheck(b, {{0}, {1}, {2}});
}

TEST(PlaceSelectionMerges, SwitchCasesSharingATailAndReturning) {
  Builder b;
  auto bb = b.blocks(6);
  b.sw(bb[0], bb[5], {bb[1], bb[2], bb[3]});
  b.br(bb[1], bb[4]);
  b.br(bb[2], bb[4]);
  b.ret(bb[3]);
  b.ret(bb[4]);
  b.ret(bb[5]);
  structurizeAndCheck(b, {{0}, {1}, {2}, {3}});
}

TEST(PlaceSelectionMerges, BreakFromNestedSelectionStaysDirect) {
  // loop { if (a) { if (b) break; X } latch }
  Builder b;
  auto bb = b.blocks(7);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[2], bb[5]);
  b.cbr(bb[2], bb[6], bb[3]);
  b.br(bb[3], bb[4]);
  b.br(bb[4], bb[5]);
  b.cbr(bb[5], bb[1], bb[6]);
  b.ret(bb[6]);
  ir::Module m = structurizeAndCheck(b, {{0, 0}, {1, 1}, {1, 0, 1, 1}, {0, 1, 1, 0, 0}});
  // b2's break is a plain conditional branch to the loop merge.
  EXPECT_EQ(m.functions[0].blocks[bb[2]].merge, MergeKind::None);
}

TEST(PlaceSelectionMerges, BothSidesReturn) {
  Builder b;
  auto bb = b.blocks(3);
  b.cbr(bb[0], bb[1], bb[2]);
  b.ret(bb[1]);
  b.ret(bb[2]);
  ir::Module m = structurizeAndCheck(b, allBoolInputs(1));
  EXPECT_EQ(m.functions[0].blocks[bb[0]].merge, MergeKind::Selection);
}

TEST(PlaceSelectionMerges, ExitIntoAnotherConstruct) {
  // b1's then-side jumps into the middle of b0's else-side chain (b4), skipping b3.
  Builder b;
  auto bb = b.blocks(6);
  b.cbr(bb[0], bb[1], bb[3]);
  b.cbr(bb[1], bb[2], bb[4]);
  b.br(bb[2], bb[5]);
  b.br(bb[3], bb[4]);
  b.br(bb[4], bb[5]);
  b.ret(bb[5]);
  structurizeAndCheck(b, allBoolInputs(2));
}

TEST(PlaceSelectionMerges, SwitchCaseStraightToMergeGetsItsOwnBlock) {
  // loop { switch (sel) { case 0: goto join; default/case 1: b2 } join: phi; if (c) continue }
  // (controlflow/switch_from_memory): the direct case -> merge edge gets an empty block.
  Builder b;
  auto bb = b.blocks(5);
  b.br(bb[0], bb[1]);
  b.sw(bb[1], bb[2], {bb[3], bb[2]});
  b.br(bb[2], bb[3]);
  ir::ValueId x = b.phi(bb[3], {{b.constant(100), bb[1]}, {b.constant(7), bb[2]}});
  b.traceValue(bb[3], x);
  b.cbr(bb[3], bb[1], bb[4]);
  b.ret(bb[4]);
  ir::Module m = structurizeAndCheck(b, {{0, 0}, {1, 0}, {0, 1, 2, 1, 0, 0}});
  size_t switches = 0;
  for (const ir::Block& blk : m.functions[0].blocks) {
    if (blk.instrs.empty() || blk.terminator().op != ir::Op::Switch) continue;
    ++switches;
    ASSERT_EQ(blk.merge, MergeKind::Selection);
    for (ir::BlockId t : blk.terminator().targets) EXPECT_NE(t, blk.mergeBlock) << ir::print(m);
  }
  EXPECT_EQ(switches, 1u);
}

}  // namespace
}  // namespace dxsv::cfg::test
