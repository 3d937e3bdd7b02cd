// cfg/normalize: unreachable blocks, duplicate Phi entries, degenerate branches.
#include <gtest/gtest.h>

#include "builder.h"
#include "cfg/passes.h"
#include "ir/verifier.h"

namespace dxsv::cfg::test {
namespace {

TEST(Normalize, DropsUnreachableBlocksAndTheirPhiEntries) {
  Builder b;
  auto bb = b.blocks(4);
  b.br(bb[0], bb[2]);
  b.br(bb[1], bb[2]);  // unreachable
  b.br(bb[2], bb[3]);
  b.ret(bb[3]);
  ir::Module& m = b.module();
  auto i32 = m.types.intType(32);
  ir::Instr phi;
  phi.op = ir::Op::Phi;
  phi.type = i32;
  phi.result = m.newValue(ir::ValueKind::Instruction, i32);
  phi.args = {m.constantInt(32, 1), m.constantInt(32, 2)};
  phi.targets = {bb[0], bb[1]};
  auto& instrs = m.functions[0].blocks[bb[2]].instrs;
  instrs.insert(instrs.begin(), phi);
  ASSERT_TRUE(normalize(m).ok());
  ASSERT_EQ(m.functions[0].blocks.size(), 3u);
  EXPECT_EQ(m.functions[0].blocks[1].name, "b2");
  const ir::Instr& p = m.functions[0].blocks[1].instrs[0];
  EXPECT_EQ(p.targets, (std::vector<ir::BlockId>{0}));
  EXPECT_EQ(m.functions[0].blocks[1].terminator().targets, (std::vector<ir::BlockId>{2}));
  EXPECT_TRUE(ir::verify(m).ok());
}

TEST(Normalize, MergesDuplicatePhiEntriesAndDegenerateBranches) {
  Builder b;
  auto bb = b.blocks(3);
  b.sw(bb[0], bb[1], {bb[2], bb[2]});
  b.cbr(bb[1], bb[2], bb[2]);
  b.ret(bb[2]);
  ir::Module& m = b.module();
  auto i32 = m.types.intType(32);
  ir::Instr phi;
  phi.op = ir::Op::Phi;
  phi.type = i32;
  phi.result = m.newValue(ir::ValueKind::Instruction, i32);
  phi.args = {m.constantInt(32, 1), m.constantInt(32, 1), m.constantInt(32, 3)};
  phi.targets = {bb[0], bb[0], bb[1]};
  auto& instrs = m.functions[0].blocks[bb[2]].instrs;
  instrs.insert(instrs.begin(), phi);
  ASSERT_TRUE(normalize(m).ok());
  EXPECT_EQ(m.functions[0].blocks[bb[2]].instrs[0].targets.size(), 2u);
  EXPECT_EQ(m.functions[0].blocks[bb[1]].terminator().op, ir::Op::Branch);
  EXPECT_TRUE(ir::verify(m).ok());
}

TEST(Normalize, ConflictingDuplicatePhiEntriesAreAnError) {
  Builder b;
  auto bb = b.blocks(2);
  b.sw(bb[0], bb[1], {bb[1]});
  b.ret(bb[1]);
  ir::Module& m = b.module();
  m.functions[0].blocks[0].terminator().targets = {bb[1], bb[1]};
  auto i32 = m.types.intType(32);
  ir::Instr phi;
  phi.op = ir::Op::Phi;
  phi.type = i32;
  phi.result = m.newValue(ir::ValueKind::Instruction, i32);
  phi.args = {m.constantInt(32, 1), m.constantInt(32, 2)};
  phi.targets = {bb[0], bb[0]};
  auto& instrs = m.functions[0].blocks[bb[1]].instrs;
  instrs.insert(instrs.begin(), phi);
  EXPECT_FALSE(normalize(m).ok());
}

}  // namespace
}  // namespace dxsv::cfg::test
