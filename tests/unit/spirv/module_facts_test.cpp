// analyzeModule: the one walk that answers the emitter's whole-module questions.
#include <gtest/gtest.h>

#include "ir/ir.h"
#include "spirv/module_facts.h"

namespace {

using namespace dxsv;

struct Builder {
  ir::Module m;
  ir::FunctionId f = m.addFunction("main");
  ir::BlockId b = m.functions[f].addBlock("entry");
  ir::ValueId emit(ir::Op op, ir::TypeId type, ir::ValueList args, ir::LiteralList lits = {}) {
    ir::Instr in;
    in.op = op;
    in.type = type;
    if (type != m.types.voidType()) in.result = m.newValue(ir::ValueKind::Instruction, type);
    in.args = std::move(args);
    in.lits = std::move(lits);
    m.functions[f].blocks[b].instrs.push_back(in);
    return in.result;
  }
};

TEST(ModuleFacts, ResourceUsesFollowTheirHandles) {
  Builder t;
  t.m.resources.resize(4);
  t.m.resources[2].rasterizerOrdered = true;
  ir::TypeId i32 = t.m.types.intType(32), i64 = t.m.types.intType(64);
  ir::ValueId zero = t.m.constantInt(32, 0);
  ir::ValueId h0 = t.emit(ir::Op::ResourceHandle, i32, {}, {0});
  ir::ValueId h1 = t.emit(ir::Op::ResourceHandle, i32, {}, {1});
  t.emit(ir::Op::TypedBufferLoad, i32, {h0, zero});
  t.emit(ir::Op::BufferAtomic, i64, {h1, zero, zero}, {0});
  ir::ValueId h3 = t.emit(ir::Op::ResourceHandle, i32, {}, {3});
  t.emit(ir::Op::TextureAtomic, i64, {h3, zero, zero}, {0});
  t.emit(ir::Op::Return, t.m.types.voidType(), {});
  spirv::ModuleFacts facts = spirv::analyzeModule(t.m);
  ASSERT_EQ(facts.resources.size(), 4u);
  EXPECT_TRUE(facts.resources[0].typedRead);
  EXPECT_FALSE(facts.resources[0].atomic64);
  EXPECT_TRUE(facts.resources[1].typedRead);
  EXPECT_TRUE(facts.resources[1].atomic64);
  EXPECT_FALSE(facts.resources[2].typedRead);
  EXPECT_TRUE(facts.resources[3].textureAtomic);
  EXPECT_TRUE(facts.resources[3].atomic64);
  EXPECT_FALSE(facts.rasterizerOrderedHandle);  // resource 2 has no handle
  EXPECT_TRUE(facts.writesMemory);              // the atomic
  EXPECT_FALSE(facts.discard);
}

TEST(ModuleFacts, StageFlagsAndPerVertexInputs) {
  Builder t;
  t.m.resources.resize(1);
  t.m.resources[0].rasterizerOrdered = true;
  ir::TypeId f32 = t.m.types.floatType(32), i32 = t.m.types.intType(32);
  ir::ValueId zero = t.m.constantInt(32, 0), one = t.m.constantInt(32, 1);
  t.emit(ir::Op::ResourceHandle, i32, {}, {0});
  t.emit(ir::Op::LoadInput, f32, {zero, one}, {4, 0});  // at a vertex
  t.emit(ir::Op::LoadInput, f32, {zero, one}, {2, 0});
  t.emit(ir::Op::LoadInput, f32, {zero}, {7, 0});  // not at a vertex
  t.emit(ir::Op::Discard, t.m.types.voidType(), {});
  t.emit(ir::Op::Return, t.m.types.voidType(), {});
  spirv::ModuleFacts facts = spirv::analyzeModule(t.m);
  EXPECT_TRUE(facts.rasterizerOrderedHandle);
  EXPECT_TRUE(facts.discard);
  EXPECT_FALSE(facts.writesMemory);
  EXPECT_FALSE(facts.rayQueries);
  EXPECT_EQ(facts.perVertexInputs, (std::vector<uint32_t>{2, 4}));
}

}  // namespace
