// cfg/canonicalize_loops: a loop exit block holding a wave op stays inside the loop, so the
// op runs with the lanes of one iteration (D3D semantics of `if (c) { WaveOp(); return; }`
// written in a loop), while wave ops after the loop stay after its merge.
#include <gtest/gtest.h>

#include <algorithm>

#include "builder.h"
#include "cfg/passes.h"
#include "check.h"

namespace dxsv::cfg::test {
namespace {

// b0 -> loop header b1: if (c) b2 (wave op, then b5) else b3; b3: if (c) b1 else b4 -> b5.
Builder earlyReturnLoop(bool waveInExit) {
  Builder b;
  auto bb = b.blocks(6);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.cbr(bb[3], bb[1], bb[4]);
  b.br(bb[2], bb[5]);
  b.br(bb[4], bb[5]);
  b.ret(bb[5]);
  if (waveInExit) b.waveMarker(bb[2], false);
  return b;
}

TEST(WaveLoopExits, ExitBlockWithAWaveOpJoinsTheLoop) {
  Builder b = earlyReturnLoop(true);
  ir::Module m = b.module();
  ASSERT_TRUE(canonicalizeLoops(m).ok());
  const ir::Block& header = m.functions[0].blocks[1];
  ASSERT_EQ(header.merge, ir::MergeKind::Loop);
  // b2 is left through the merge ladder instead of being entered from it.
  EXPECT_EQ(m.functions[0].blocks[2].terminator().targets, std::vector<ir::BlockId>{header.mergeBlock});
  EXPECT_NE(header.mergeBlock, 2u);
  structurizeAndCheck(b, {{1}, {0, 1, 1}, {0, 0}, {0, 1, 0}});
}

TEST(WaveLoopExits, ExitBlockWithoutWaveOpsStaysOutside) {
  Builder b = earlyReturnLoop(false);
  ir::Module m = b.module();
  ASSERT_TRUE(canonicalizeLoops(m).ok());
  const ir::Block& header = m.functions[0].blocks[1];
  // The ladder dispatches to b2.
  const auto& ladder = m.functions[0].blocks[header.mergeBlock].terminator().targets;
  EXPECT_NE(std::find(ladder.begin(), ladder.end(), 2u), ladder.end());
}

TEST(WaveLoopExits, WaveOpAfterTheLoopStaysAfterTheMerge) {
  // Both exits reach b3 (the code after the loop): lanes reconverge there.
  Builder b;
  auto bb = b.blocks(4);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[3], bb[2]);
  b.cbr(bb[2], bb[1], bb[3]);
  b.ret(bb[3]);
  b.waveMarker(bb[3], false);
  ir::Module m = structurizeAndCheck(b, {{1}, {0, 1, 1}, {0, 0}});
  EXPECT_EQ(m.functions[0].blocks[bb[1]].mergeBlock, bb[3]);
}

}  // namespace
}  // namespace dxsv::cfg::test
