// Shapes the structurizer must handle that the pass-specific tests do not cover: a loop
// whose exits land inside another construct (the loop is "transposed" into the enclosing
// selection's ladder), critical edges carrying Phi values, a switch in a loop whose cases
// fall through, break, continue and return, and one exit block shared by two loops.
#include <gtest/gtest.h>

#include "builder.h"
#include "check.h"

namespace dxsv::cfg::test {
namespace {

using ir::MergeKind;

TEST(HardShapes, LoopExitIntoAnotherConstruct) {
  // if (c) { loop b1 { b2: if (!c) goto b5; b3: if (!c) goto b6 } } else { b4; b5 } b6
  // b5 lies in the else side: the loop's merge ladder dispatches into the other branch's
  // construct, so the selection at b0 needs a ladder of its own.
  Builder b;
  auto bb = b.blocks(7);
  b.cbr(bb[0], bb[1], bb[4]);
  b.br(bb[1], bb[2]);
  b.cbr(bb[2], bb[3], bb[5]);
  b.cbr(bb[3], bb[1], bb[6]);
  b.br(bb[4], bb[5]);
  b.br(bb[5], bb[6]);
  b.ret(bb[6]);
  structurizeAndCheck(b, {{0}, {1, 0}, {1, 1, 0}, {1, 1, 1, 0}, {1, 1, 1, 1, 0}, {1, 1, 1, 1, 1, 0}});
}

TEST(HardShapes, CriticalEdgesCarryPhiValues) {
  // b0 -> b2 directly and through b1; b1 enters the loop b3 (a critical preheader edge); the
  // latch b4 both loops and leaves to b2 (critical back and exit edges). b2's Phi takes a
  // different value on each edge, and the loop header's Phi a value from the preheader edge.
  Builder b;
  auto bb = b.blocks(5);
  ir::ValueId seed = b.load(bb[0]);
  b.cbr(bb[0], bb[1], bb[2]);
  b.cbr(bb[1], bb[3], bb[2]);
  ir::ValueId acc = b.phi(bb[3], {{b.constant(10), bb[1]}, {ir::kNoValue, bb[4]}});
  b.traceValue(bb[3], acc);
  b.br(bb[3], bb[4]);
  ir::Module& m = b.module();
  ir::Instr add;
  add.op = ir::Op::IAdd;
  add.type = m.types.intType(32);
  add.result = m.newValue(ir::ValueKind::Instruction, add.type);
  add.args = {acc, seed};
  m.functions[0].blocks[bb[4]].instrs.push_back(add);
  for (ir::Instr& in : m.functions[0].blocks[bb[3]].instrs)
    if (in.op == ir::Op::Phi) in.args[1] = add.result;
  b.cbr(bb[4], bb[3], bb[2]);
  ir::ValueId out = b.phi(bb[2], {{seed, bb[0]}, {b.constant(7), bb[1]}, {add.result, bb[4]}});
  b.traceValue(bb[2], out);
  b.ret(bb[2]);
  // Inputs: @sel (seed), then the conditions.
  structurizeAndCheck(b, {{5, 0}, {5, 1, 0}, {5, 1, 1, 0}, {3, 1, 1, 1, 1, 0}});
}

TEST(HardShapes, SwitchInALoopFallsThroughBreaksContinuesAndReturns) {
  // loop b1 { switch (sel) { case 0: b2 -> falls into b3; case 1: b3; case 2: break (b6);
  //           case 3: return (b5); default: continue } b3 -> b4: if (c) continue } b6
  Builder b;
  auto bb = b.blocks(7);
  b.br(bb[0], bb[1]);
  b.sw(bb[1], bb[4], {bb[2], bb[3], bb[6], bb[5]});
  b.br(bb[2], bb[3]);
  b.br(bb[3], bb[4]);
  b.cbr(bb[4], bb[1], bb[6]);
  b.ret(bb[5]);
  b.ret(bb[6]);
  // Inputs: the selector, then b4's condition, in turn.
  ir::Module m = structurizeAndCheck(
      b, {{0, 0}, {1, 1, 2}, {3}, {4, 1, 0, 1, 1, 0}, {2}, {1, 1, 4, 1, 3}, {0, 1, 0, 1, 2}});
  EXPECT_EQ(m.functions[0].blocks[bb[1]].merge, MergeKind::Loop);
}

TEST(HardShapes, SharedExitBlockOfTwoLoopsInASelection) {
  // if (c) { loop b1 { if (c) goto b5 } } else { loop b3 { if (c) goto b5 } } b5, where both
  // loops also leave normally to b6 -> b5: b5 is shared by four exits of two constructs.
  Builder b;
  auto bb = b.blocks(7);
  b.cbr(bb[0], bb[1], bb[3]);
  b.cbr(bb[1], bb[5], bb[2]);
  b.cbr(bb[2], bb[1], bb[6]);
  b.cbr(bb[3], bb[5], bb[4]);
  b.cbr(bb[4], bb[3], bb[6]);
  b.ret(bb[5]);
  b.br(bb[6], bb[5]);
  structurizeAndCheck(b, {{1, 1}, {1, 0, 1, 0, 0}, {0, 1}, {0, 0, 1, 1}, {0, 0, 0}});
}

TEST(HardShapes, NestedSearchLoopOfCfLoops) {
  // compute/cf_loops' last loop nest: outer b1 { inner b2 { if (hit) goto b3; b4: if (more)
  // continue inner; else goto b5 } b3: found = a*16+b; b5: found = -1; b6: join; if (again)
  // continue outer } b7: use found. The inner loop leaves to two blocks (a ladder), the join
  // takes a Phi of values defined in the inner loop, and found is used after the outer loop.
  Builder b;
  auto bb = b.blocks(8);
  b.br(bb[0], bb[1]);
  ir::ValueId a = b.phi(bb[1], {{b.constant(1), bb[0]}, {ir::kNoValue, bb[6]}});
  b.br(bb[1], bb[2]);
  ir::ValueId inner = b.phi(bb[2], {{a, bb[1]}, {ir::kNoValue, bb[4]}});
  b.cbr(bb[2], bb[3], bb[4]);
  ir::Module& m = b.module();
  auto addInstr = [&](ir::BlockId blk, ir::Op op, std::vector<ir::ValueId> args) {
    ir::Instr in;
    in.op = op;
    in.type = m.types.intType(32);
    in.result = m.newValue(ir::ValueKind::Instruction, in.type);
    in.args = std::move(args);
    m.functions[0].blocks[blk].instrs.push_back(in);
    return in.result;
  };
  ir::ValueId next = addInstr(bb[4], ir::Op::IAdd, {inner, b.constant(1)});
  m.functions[0].blocks[bb[2]].instrs[0].args[1] = next;
  b.cbr(bb[4], bb[2], bb[5]);
  ir::ValueId shifted = addInstr(bb[3], ir::Op::Shl, {a, b.constant(4)});
  ir::ValueId found = addInstr(bb[3], ir::Op::IAdd, {shifted, inner});
  b.br(bb[3], bb[6]);
  b.br(bb[5], bb[6]);
  ir::ValueId joined = b.phi(bb[6], {{found, bb[3]}, {b.constant(0xffffffff), bb[5]}});
  ir::ValueId a1 = addInstr(bb[6], ir::Op::IAdd, {a, b.constant(1)});
  m.functions[0].blocks[bb[1]].instrs[0].args[1] = a1;
  b.cbr(bb[6], bb[1], bb[7]);
  b.traceValue(bb[7], joined);
  b.traceValue(bb[7], a1);
  b.ret(bb[7]);
  // Conditions: hit?, (more?)..., again?
  structurizeAndCheck(b, {{1, 0}, {0, 1, 1, 0}, {0, 0, 1, 1, 0, 0, 1, 0}, {0, 1, 0, 1, 0, 1, 1, 0}});
}

}  // namespace
}  // namespace dxsv::cfg::test
