// cfg/repair_ssa: a value defined in a loop and used after a loop-exit ladder.
#include <gtest/gtest.h>

#include <algorithm>

#include "builder.h"
#include "cfg/structurize.h"
#include "check.h"
#include "interpreter.h"
#include "ir/verifier.h"

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
  m.functions[0].blocks[bb[2]].instrs.push_back(load);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[3], bb[2]);
  b.cbr(bb[2], bb[4], bb[1]);
  ir::Instr use;
  use.op = ir::Op::Store;
  use.args = {b.traceVar, x};
  m.functions[0].blocks[bb[4]].instrs.push_back(use);
  b.ret(bb[3]);
  b.ret(bb[4]);
  // Inputs: the load of @sel and the conditions come from one sequence.
  ir::Module out = structurizeAndCheck(b, {{1}, {0, 7, 1}, {0, 5, 0, 0, 9, 1}, {0, 5, 0, 1}});
  // The use in b4 now reads a Phi in the ladder, not x.
  EXPECT_NE(out.functions[0].blocks[bb[4]].instrs[1].args[1], x);
}

TEST(RepairSsa, AccessChainIsCopiedNotMergedByAPhi) {
  // As above, but b2 computes p = &arr[x] and b4 loads through p: SPIR-V cannot merge
  // pointers in a Phi, so b4 gets its own AccessChain (its index x is what a Phi carries).
  Builder b;
  auto bb = b.blocks(5);
  ir::Module& m = b.module();
  auto i32 = m.types.intType(32);
  ir::ValueId arr = m.variable(m.types.pointerType(m.types.arrayType(i32, 4), ir::AddressSpace::Private),
                               ir::kNoValue, "arr");
  ir::ValueId x = b.load(bb[2]);
  ir::Instr chain;
  chain.op = ir::Op::AccessChain;
  chain.type = m.types.pointerType(i32, ir::AddressSpace::Private);
  chain.result = m.newValue(ir::ValueKind::Instruction, chain.type);
  chain.args = {arr, x};
  m.functions[0].blocks[bb[2]].instrs.push_back(chain);
  b.br(bb[0], bb[1]);
  b.cbr(bb[1], bb[3], bb[2]);
  b.cbr(bb[2], bb[4], bb[1]);
  ir::Instr load;
  load.op = ir::Op::Load;
  load.type = i32;
  load.result = m.newValue(ir::ValueKind::Instruction, i32);
  load.args = {chain.result};
  m.functions[0].blocks[bb[4]].instrs.push_back(load);
  b.traceValue(bb[4], load.result);
  b.ret(bb[3]);
  b.ret(bb[4]);
  ir::Module out = m;
  ASSERT_TRUE(structurize(out).ok());
  ASSERT_TRUE(ir::verify(out).ok()) << ir::print(out);
  for (const ir::Block& block : out.functions[0].blocks)
    for (const ir::Instr& in : block.instrs)
      EXPECT_FALSE(in.op == ir::Op::Phi && in.type == chain.type) << "pointer Phi\n" << ir::print(out);
  const auto& instrs = out.functions[0].blocks[bb[4]].instrs;
  auto use = std::find_if(instrs.begin(), instrs.end(),
                          [&](const ir::Instr& in) { return in.op == ir::Op::Load && in.args[0] != b.selVar; });
  ASSERT_NE(use, instrs.end());
  auto copy = std::find_if(instrs.begin(), use, [&](const ir::Instr& in) { return in.result == use->args[0]; });
  ASSERT_NE(copy, use) << ir::print(out);
  EXPECT_EQ(copy->op, ir::Op::AccessChain);
  EXPECT_EQ(copy->args[0], arr);
  EXPECT_NE(copy->args[1], x);  // the index comes through a Phi
}

}  // namespace
}  // namespace dxsv::cfg::test
