// cfg/repair_ssa: a value defined in a loop and used after a loop-exit ladder.
#include <gtest/gtest.h>

#include "builder.h"
#include "check.h"
#include "interpreter.h"

namespace dxsv::cfg::test {
namespace {

TEST(RepairSsa, ValueUsedAfterExitLadder) {
  // loop b1 { if (c) goto b3; b2: x = load; if (c) goto b4 (uses x); latch }. Both exits go
  // through the loop's merge ladder, which b2 does not dominate.
  Builder b;
  auto bb = b.blocks(5);
  ir::Module& m = b.module();
  auto i32 = m.types.intType(32);
  ir::ValueId x = m.newValue(ir::ValueKind::Instruction, i32);
  ir::Instr load;
  load.op = ir::Op::Load;
  load.type = i32;
  load.result = x;
  load.args = {b.selVar};
  m.function.blocks[bb[2]].instrs.push_back(load);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[3], bb[2]);
  b.cbr(bb[2], bb[4], bb[1]);
  ir::Instr use;
  use.op = ir::Op::Store;
  use.args = {b.traceVar, x};
  m.function.blocks[bb[4]].instrs.push_back(use);
  b.ret(bb[3]);
  b.ret(bb[4]);
  // Inputs: the load of @sel and the conditions come from one sequence.
  ir::Module out = structurizeAndCheck(b, {{1}, {0, 7, 1}, {0, 5, 0, 0, 9, 1}, {0, 5, 0, 1}});
  // The use in b4 now reads a Phi in the ladder, not x.
  EXPECT_NE(out.function.blocks[bb[4]].instrs[1].args[1], x);
}

}  // namespace
}  // namespace dxsv::cfg::test
