// Structurization keeps which lanes run a wave op together. Each graph has markers (the wave
// op AllBitCount(true), traced) and runs as four lanes in lockstep on the structurized IR
// (runLockstep: lanes meet at merges and the continue block, as in SPIR-V). A marker's value
// is the number of lanes running it together; the expected numbers follow the input CFG:
// a block in a loop runs once per iteration with the lanes still in the loop, a block after
// the loop once with every lane that left it. checkConvergence (in structurizeAndCheck) checks
// the same rules structurally.
#include <gtest/gtest.h>

#include "builder.h"
#include "check.h"
#include "convergence.h"
#include "interpreter.h"

namespace dxsv::cfg::test {
namespace {

// Wave values seen by each lane, in order.
std::vector<std::vector<uint64_t>> lanes(const ir::Module& m, const Builder& b,
                                         const std::vector<std::vector<uint64_t>>& inputs) {
  std::vector<std::vector<uint64_t>> seen;
  for (const RunResult& r : runLockstep(m, inputs, b.condVar, b.selVar)) {
    EXPECT_EQ(r.error, "");
    EXPECT_TRUE(r.finished);
    seen.push_back(r.trace);
  }
  return seen;
}

using Traces = std::vector<std::vector<uint64_t>>;

TEST(WaveConvergence, CodeAfterALoopWithTwoExitsSeesEveryLane) {
  // loop { b1: marker; if (!c) goto b3; b2: if (!c) goto b4; } b3|b4 -> b5: marker
  Builder b;
  ir::BlockId b0 = b.block("b0"), b1 = b.block("b1"), b2 = b.block("b2"), b3 = b.block("b3"), b4 = b.block("b4"),
              b5 = b.block("b5");
  b.br(b0, b1);
  b.waveMarker(b1);
  b.cbr(b1, b2, b3);
  b.cbr(b2, b1, b4);
  b.br(b3, b5);
  b.br(b4, b5);
  b.waveMarker(b5);
  b.ret(b5);
  Traces inputs = {{0}, {1, 0}, {1, 1, 0}, {1, 1, 1, 0}};
  ir::Module m = structurizeAndCheck(b, inputs);
  // Iteration 1 has all four lanes, iteration 2 lanes 2 and 3; b5 runs once, with all.
  EXPECT_EQ(lanes(m, b, inputs), (Traces{{4, 4}, {4, 4}, {4, 2, 4}, {4, 2, 4}}));
}

TEST(WaveConvergence, BreakPathKeptInTheLoopByAFakeLatchEdge) {
  // DXC's dx.break: loop { b1: if (c) { b2: marker; break } b3: if (!c) break } b4: marker.
  // b2's fake edge to the latch (on a constant) keeps it in the loop: it runs per iteration
  // with the lanes breaking there, not after the loop with all of them.
  Builder b;
  ir::BlockId b0 = b.block("b0"), b1 = b.block("b1"), b2 = b.block("b2"), b3 = b.block("b3"), b4 = b.block("b4");
  b.br(b0, b1);
  b.cbr(b1, b2, b3);
  b.waveMarker(b2);
  {
    ir::Instr t;
    t.op = ir::Op::CondBranch;
    t.args = {b.module().constantBool(true)};
    t.targets = {b4, b3};
    b.module().functions[0].blocks[b2].instrs.push_back(t);
  }
  b.cbr(b3, b1, b4);
  b.waveMarker(b4);
  b.ret(b4);
  Traces inputs = {{1}, {0, 1, 1}, {0, 1, 0, 0}, {1}};
  ir::Module m = structurizeAndCheck(b, inputs);
  EXPECT_EQ(lanes(m, b, inputs), (Traces{{2, 4}, {1, 4}, {4}, {2, 4}}));
}

TEST(WaveConvergence, ReturnFromALoopAndCodeAfterIt) {
  // loop { b1: if (!c) { b3: marker; return } b2: marker; if (!c) break } b4: marker
  Builder b;
  ir::BlockId b0 = b.block("b0"), b1 = b.block("b1"), b2 = b.block("b2"), b3 = b.block("b3"), b4 = b.block("b4");
  b.br(b0, b1);
  b.cbr(b1, b2, b3);
  b.waveMarker(b2);
  b.cbr(b2, b1, b4);
  b.waveMarker(b3);
  b.ret(b3);
  b.waveMarker(b4);
  b.ret(b4);
  // Lane 0 returns at once; lane 1 leaves by b4 after one iteration; lane 2 returns in the
  // second; lane 3 leaves by b4 in the second.
  Traces inputs = {{0}, {1, 0}, {1, 1, 0}, {1, 1, 1, 0}};
  ir::Module m = structurizeAndCheck(b, inputs);
  // b3, the return path with a wave op, joins the loop (waveExitBlocks): it runs in each
  // iteration with the lanes returning then; b4 runs once for the two lanes leaving the loop.
  EXPECT_EQ(lanes(m, b, inputs), (Traces{{1}, {3, 2}, {3, 1}, {3, 1, 2}}));
}

TEST(WaveConvergence, BreakOutOfTwoLoops) {
  // outer b1 { inner b2 { b3: marker; if (c) goto b6 (out of both); b4: if (c) continue inner }
  //            b5: marker; if (c) continue outer } b6: marker
  Builder b;
  ir::BlockId b0 = b.block("b0"), b1 = b.block("b1"), b2 = b.block("b2"), b3 = b.block("b3"), b4 = b.block("b4"),
              b5 = b.block("b5"), b6 = b.block("b6");
  b.br(b0, b1);
  b.br(b1, b2);
  b.br(b2, b3);
  b.waveMarker(b3);
  b.cbr(b3, b6, b4);
  b.cbr(b4, b2, b5);
  b.waveMarker(b5);
  b.cbr(b5, b1, b6);
  b.waveMarker(b6);
  b.ret(b6);
  // Lane 0 breaks out of both at once; lane 1 leaves the inner loop, then the outer one;
  // lane 2 goes round the outer loop once more and breaks out of both; lane 3 as lane 1.
  Traces inputs = {{1}, {0, 0, 0}, {0, 0, 1, 1}, {0, 0, 0}};
  ir::Module m = structurizeAndCheck(b, inputs);
  // b3: 4 lanes; b5: lanes 1-3; outer iteration 2, b3: lane 2 alone; b6: all four together.
  EXPECT_EQ(lanes(m, b, inputs), (Traces{{4, 4}, {4, 3, 4}, {4, 3, 1, 4}, {4, 3, 4}}));
}

TEST(WaveConvergence, JoinAfterShortCircuitSeesEveryLane) {
  // if (a && b) b2 else b3; b4: marker
  Builder b;
  ir::BlockId b0 = b.block("b0"), b1 = b.block("b1"), b2 = b.block("b2"), b3 = b.block("b3"), b4 = b.block("b4");
  b.cbr(b0, b1, b3);
  b.cbr(b1, b2, b3);
  b.waveMarker(b2);
  b.br(b2, b4);
  b.br(b3, b4);
  b.waveMarker(b4);
  b.ret(b4);
  Traces inputs = {{0}, {1, 0}, {1, 1}, {1, 1}};
  ir::Module m = structurizeAndCheck(b, inputs);
  EXPECT_EQ(lanes(m, b, inputs), (Traces{{4}, {4}, {2, 4}, {2, 4}}));
}

// The oracles themselves: they must tell a wrong placement from a right one.

TEST(WaveConvergence, BreakPathWithAWaveOpJoinsTheLoopWithoutDxBreak) {
  // As BreakPathKeptInTheLoopByAFakeLatchEdge without the fake edge: b2 is outside the
  // natural loop, but as an exit block with a wave op it joins the loop (waveExitBlocks), so
  // lanes see the same counts as with dx.break.
  Builder b;
  ir::BlockId b0 = b.block("b0"), b1 = b.block("b1"), b2 = b.block("b2"), b3 = b.block("b3"), b4 = b.block("b4");
  b.br(b0, b1);
  b.cbr(b1, b2, b3);
  b.waveMarker(b2);
  b.br(b2, b4);
  b.cbr(b3, b1, b4);
  b.waveMarker(b4);
  b.ret(b4);
  Traces inputs = {{1}, {0, 1, 1}, {0, 1, 0, 0}, {1}};
  ir::Module m = structurizeAndCheck(b, inputs);
  EXPECT_EQ(lanes(m, b, inputs), (Traces{{2, 4}, {1, 4}, {4}, {2, 4}}));
}

TEST(WaveConvergence, CheckerRejectsCodePulledIntoALoop) {
  // b1 { if (c) b2 (latch) else exit to b3 }; b3 -> b4. Annotating b4 as the loop's merge
  // would make b3 a break block that runs in the loop.
  Builder b;
  auto bb = b.blocks(5);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.br(bb[2], bb[1]);
  b.br(bb[3], bb[4]);
  b.ret(bb[4]);
  ir::Module bad = b.module();
  bad.functions[0].blocks[bb[1]].merge = ir::MergeKind::Loop;
  bad.functions[0].blocks[bb[1]].mergeBlock = bb[4];
  bad.functions[0].blocks[bb[1]].continueBlock = bb[2];
  EXPECT_EQ(checkConvergence(b.module(), bad), "bb3 was pulled into the loop at bb1");
  ir::Module good = b.module();
  good.functions[0].blocks[bb[1]].merge = ir::MergeKind::Loop;
  good.functions[0].blocks[bb[1]].mergeBlock = bb[3];
  good.functions[0].blocks[bb[1]].continueBlock = bb[2];
  EXPECT_EQ(checkConvergence(b.module(), good), "");
}

TEST(WaveConvergence, CheckerRejectsAJoinInsideTheSelection) {
  Builder b;
  auto bb = b.blocks(5);
  b.cbr(bb[0], bb[1], bb[2]);
  b.br(bb[1], bb[3]);
  b.br(bb[2], bb[3]);
  b.br(bb[3], bb[4]);
  b.ret(bb[4]);
  ir::Module bad = b.module();
  bad.functions[0].blocks[bb[0]].merge = ir::MergeKind::Selection;
  bad.functions[0].blocks[bb[0]].mergeBlock = bb[4];
  EXPECT_NE(checkConvergence(b.module(), bad).find("bb3, where the paths from bb0 meet"), std::string::npos);
}

}  // namespace
}  // namespace dxsv::cfg::test
