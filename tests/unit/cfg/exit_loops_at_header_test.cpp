// cfg/exit_loops_at_header (StructurizeOptions::exitLoopsAtHeader): every loop is left only
// from its header, and runs keep their traces and the lanes of every wave op.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "builder.h"
#include "cfg/passes.h"
#include "check.h"

namespace dxsv::cfg::test {
namespace {

const StructurizeOptions kAtHeader{.exitLoopsAtHeader = true};

std::set<ir::BlockId> predecessors(const ir::Function& f, ir::BlockId target) {
  std::set<ir::BlockId> preds;
  for (ir::BlockId b = 0; b < f.blocks.size(); ++b) {
    if (f.blocks[b].instrs.empty()) continue;
    auto succ = f.blocks[b].successors();
    if (std::find(succ.begin(), succ.end(), target) != succ.end()) preds.insert(b);
  }
  return preds;
}

// Every loop merge is entered only from its header; returns the number of loops.
size_t expectLoopsLeftFromHeader(const ir::Module& m) {
  size_t loops = 0;
  for (ir::BlockId h = 0; h < m.functions[0].blocks.size(); ++h) {
    const ir::Block& b = m.functions[0].blocks[h];
    if (b.merge != ir::MergeKind::Loop) continue;
    ++loops;
    auto preds = predecessors(m.functions[0], b.mergeBlock);
    if (m.functions[0].blocks[b.mergeBlock].terminator().op == ir::Op::Unreachable && preds.empty()) continue;
    EXPECT_EQ(preds, std::set<ir::BlockId>{h}) << "loop at bb" << h << "\n" << ir::print(m);
  }
  return loops;
}

TEST(ExitLoopsAtHeader, BottomTestedLoopKeepsHeaderPhiValue) {
  // b1: i = phi(0 from b0, 1 from b2); b2: if (c) b1 else b3; b3 traces i.
  Builder b;
  auto bb = b.blocks(4);
  b.br(bb[0], bb[1]);
  ir::ValueId i = b.phi(bb[1], {{b.constant(0), bb[0]}, {b.constant(1), bb[2]}});
  b.br(bb[1], bb[2]);
  b.cbr(bb[2], bb[1], bb[3]);
  b.traceValue(bb[3], i);
  b.ret(bb[3]);
  ir::Module out = structurizeAndCheck(b, {{0}, {1, 0}, {1, 1, 1, 0}}, kAtHeader);
  EXPECT_EQ(expectLoopsLeftFromHeader(out), 1u);
  EXPECT_EQ(out.functions[0].blocks[bb[1]].terminator().op, ir::Op::CondBranch);
}

TEST(ExitLoopsAtHeader, ExitAfterInnerLoop) {
  // The lavapipe shape: outer b1 { inner b2 { b3 } b4: x = load; if (c) continue; } b5 uses x.
  Builder b;
  auto bb = b.blocks(6);
  b.br(bb[0], bb[1]);
  b.br(bb[1], bb[2]);
  b.br(bb[2], bb[3]);
  b.cbr(bb[3], bb[2], bb[4]);
  ir::ValueId x = b.load(bb[4]);
  b.cbr(bb[4], bb[1], bb[5]);
  b.traceValue(bb[5], x);
  b.ret(bb[5]);
  ir::Module out = structurizeAndCheck(b, {{0, 4, 0}, {1, 0, 6, 1, 1, 0, 8, 0}, {0, 3, 1, 0, 2, 1, 1, 0, 9, 0}},
                                       kAtHeader);
  EXPECT_EQ(expectLoopsLeftFromHeader(out), 2u);
}

TEST(ExitLoopsAtHeader, SeveralExitsWithMergePhi) {
  // loop b1 { b2: if (c) goto b4; b3: if (c) goto b4 else latch } b4: v = phi(10 from b2, 20 from
  // b3); and a second exit target b5 from the header.
  Builder b;
  auto bb = b.blocks(6);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[5], bb[2]);
  b.cbr(bb[2], bb[4], bb[3]);
  b.cbr(bb[3], bb[4], bb[1]);
  ir::ValueId v = b.phi(bb[4], {{b.constant(10), bb[2]}, {b.constant(20), bb[3]}});
  b.traceValue(bb[4], v);
  b.ret(bb[4]);
  b.ret(bb[5]);
  ir::Module out =
      structurizeAndCheck(b, {{1}, {0, 1}, {0, 0, 1}, {0, 0, 0, 0, 1}, {0, 0, 0, 1, 0, 0, 0, 0, 1}}, kAtHeader);
  EXPECT_EQ(expectLoopsLeftFromHeader(out), 1u);
}

TEST(ExitLoopsAtHeader, WaveOpsKeepTheirLanes) {
  // A wave op after an inner loop and before the exit test, and one after the outer loop.
  Builder b;
  auto bb = b.blocks(6);
  b.br(bb[0], bb[1]);
  b.br(bb[1], bb[2]);
  b.br(bb[2], bb[3]);
  b.cbr(bb[3], bb[2], bb[4]);
  b.waveMarker(bb[4]);
  b.cbr(bb[4], bb[1], bb[5]);
  b.waveMarker(bb[5]);
  b.ret(bb[5]);
  ir::Module out = structurizeAndCheck(b, {{0, 0}, {1, 0, 0, 0}, {0, 1, 1, 0, 0}}, kAtHeader);
  EXPECT_EQ(expectLoopsLeftFromHeader(out), 2u);
}

TEST(ExitLoopsAtHeader, TopTestedLoopUnchanged) {
  // b1 = phi(c0 from b0, c2 from b2); CondBranch on it: a header without code, left from
  // the header (c0 and c2 are conditions loaded in b0 and b2).
  Builder b;
  auto bb = b.blocks(4);
  ir::Module& m = b.module();
  auto loadCond = [&](ir::BlockId at) {
    ir::Instr load;
    load.op = ir::Op::Load;
    load.type = m.types.boolType();
    load.result = m.newValue(ir::ValueKind::Instruction, load.type);
    load.args = {b.condVar};
    m.functions[0].blocks[at].instrs.push_back(load);
    return load.result;
  };
  ir::ValueId c0 = loadCond(bb[0]);
  ir::ValueId c2 = loadCond(bb[2]);
  b.br(bb[0], bb[1]);
  b.br(bb[2], bb[1]);
  m.functions[0].blocks[bb[1]].instrs.clear();  // no trace: the header holds only the Phi
  ir::Instr phi;
  phi.op = ir::Op::Phi;
  phi.type = m.types.boolType();
  phi.result = m.newValue(ir::ValueKind::Instruction, phi.type);
  phi.args = {c0, c2};
  phi.targets = {bb[0], bb[2]};
  ir::Instr branch;
  branch.op = ir::Op::CondBranch;
  branch.args = {phi.result};
  branch.targets = {bb[2], bb[3]};
  m.functions[0].blocks[bb[1]].instrs = {phi, branch};
  b.ret(bb[3]);
  ir::Module plain = structurizeAndCheck(b, {{0}, {1, 1, 0}});
  ir::Module out = structurizeAndCheck(b, {{0}, {1, 1, 0}}, kAtHeader);
  EXPECT_EQ(out.functions[0].blocks.size(), plain.functions[0].blocks.size());
  EXPECT_EQ(expectLoopsLeftFromHeader(out), 1u);
}

TEST(ExitLoopsAtHeader, HeaderCodeRunsOncePerIteration) {
  // while (c) with code in the header (it traces itself): the code moves after the new exit
  // test, so the extra trip through the header that an exit takes does not run it again.
  Builder b;
  auto bb = b.blocks(4);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.cbr(bb[2], bb[1], bb[3]);
  b.ret(bb[3]);
  ir::Module out = structurizeAndCheck(b, {{0}, {1, 0}, {1, 1, 1, 1, 0}}, kAtHeader);
  EXPECT_EQ(expectLoopsLeftFromHeader(out), 1u);
}

TEST(ExitLoopsAtHeader, ReturnFromLoopAndInfiniteLoop) {
  // Outer loop b1 exits only by returning from b3; inner loop b4 <-> b5 never exits.
  Builder b;
  auto bb = b.blocks(6);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[2], bb[4]);
  b.cbr(bb[2], bb[3], bb[1]);
  b.ret(bb[3]);
  b.br(bb[4], bb[5]);
  b.br(bb[5], bb[4]);
  ir::Module out = structurizeAndCheck(b, {{1, 0, 1, 1}, {1, 1}}, kAtHeader);
  EXPECT_EQ(expectLoopsLeftFromHeader(out), 2u);
}

}  // namespace
}  // namespace dxsv::cfg::test
