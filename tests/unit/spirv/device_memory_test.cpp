// DeviceLoad / DeviceStore / DeviceAtomic: memory at a 64-bit device address as
// PhysicalStorageBuffer pointers (Aligned on every load and store, atomics at Device scope),
// valid for Vulkan 1.1 (SPV_KHR_physical_storage_buffer) and 1.3 (core).
#include <gtest/gtest.h>

#include "../../common/spirv_text.h"
#include "hand_ir.h"

namespace {

using namespace dxsv;
using dxsv::testing::disassembly;
using dxsv::testing::HandIr;
using dxsv::testing::occurrences;
using dxsv::testing::validationError;

// One of each: scalar and vector loads and stores of 16/32/64 bits, 32- and 64-bit atomics.
void buildAccesses(HandIr& t) {
  ir::TypeId i32 = t.i32(), i64 = t.i64();
  ir::TypeId f32x4 = t.m.types.vectorType(t.m.types.floatType(32), 4);
  ir::TypeId i32x2 = t.m.types.vectorType(i32, 2);
  ir::TypeId f16 = t.m.types.floatType(16);
  ir::ValueId address = t.m.constantInt(64, 0x10000);
  ir::ValueId word = t.emit(ir::Op::DeviceLoad, i32, {address}, {4});
  ir::ValueId vec = t.emit(ir::Op::DeviceLoad, f32x4, {address}, {16});
  ir::ValueId wide = t.emit(ir::Op::DeviceLoad, i64, {address}, {8});
  ir::ValueId half = t.emit(ir::Op::DeviceLoad, f16, {address}, {2});
  t.emit(ir::Op::DeviceStore, t.m.types.voidType(), {address, word}, {4});
  t.emit(ir::Op::DeviceStore, t.m.types.voidType(), {address, vec}, {16});
  t.emit(ir::Op::DeviceStore, t.m.types.voidType(), {address, half}, {2});
  ir::ValueId pair = t.emit(ir::Op::CompositeConstruct, i32x2, {word, word});
  t.emit(ir::Op::DeviceStore, t.m.types.voidType(), {address, pair}, {8});
  t.emit(ir::Op::DeviceAtomic, i32, {address, word}, {4, uint64_t(ir::AtomicOp::Add)});
  t.emit(ir::Op::DeviceAtomic, i64, {address, wide, wide}, {8, uint64_t(ir::AtomicOp::CompareExchange)});
  t.emit(ir::Op::DeviceAtomic, i32, {address, word}, {4, uint64_t(ir::AtomicOp::UMax)});
}

TEST(DeviceMemory, LoadsStoresAndAtomicsValidateWithAlignedOperands) {
  for (dxsv_target_env env : {DXSV_TARGET_VULKAN_1_1, DXSV_TARGET_VULKAN_1_3}) {
    HandIr t;
    buildAccesses(t);
    spirv::EmitOptions options;
    options.targetEnv = env;
    auto words = t.spirv(nullptr, options);
    ASSERT_TRUE(words.ok()) << words.error().message;
    EXPECT_EQ(validationError(*words, env), "");
    std::string text = disassembly(*words);
    EXPECT_NE(text.find("OpMemoryModel PhysicalStorageBuffer64 GLSL450"), std::string::npos) << text;
    EXPECT_NE(text.find("OpCapability PhysicalStorageBufferAddresses"), std::string::npos);
    EXPECT_NE(text.find("OpCapability Int64Atomics"), std::string::npos);
    EXPECT_NE(text.find("OpCapability StorageBuffer16BitAccess"), std::string::npos);
    EXPECT_EQ(text.find("SPV_KHR_physical_storage_buffer") != std::string::npos, env == DXSV_TARGET_VULKAN_1_1);
    EXPECT_EQ(occurrences(text, "OpConvertUToPtr"), 11u);
    // Every load and store carries its alignment.
    EXPECT_EQ(occurrences(text, " Aligned "), 8u);
    EXPECT_EQ(occurrences(text, " Aligned 16"), 2u);
    EXPECT_EQ(occurrences(text, " Aligned 8"), 2u);
    EXPECT_EQ(occurrences(text, " Aligned 2"), 2u);
    // Device scope (1), relaxed (0).
    EXPECT_NE(text.find("OpAtomicIAdd %uint %"), std::string::npos);
    EXPECT_EQ(occurrences(text, " %uint_1 %uint_0 "), 3u) << text;
    EXPECT_NE(text.find("OpAtomicCompareExchange %ulong"), std::string::npos);
    EXPECT_NE(text.find("OpAtomicUMax %uint"), std::string::npos);
  }
}

TEST(DeviceMemory, PrintedByName) {
  HandIr t;
  ir::ValueId address = t.m.constantInt(64, 64);
  ir::ValueId v = t.emit(ir::Op::DeviceLoad, t.i32(), {address}, {4});
  t.emit(ir::Op::DeviceStore, t.m.types.voidType(), {address, v}, {4});
  t.emit(ir::Op::DeviceAtomic, t.i32(), {address, v}, {4, 0});
  std::string text = ir::print(t.m);
  EXPECT_NE(text.find("DeviceLoad i64 64 lits(4)"), std::string::npos) << text;
  EXPECT_NE(text.find("DeviceStore"), std::string::npos);
  EXPECT_NE(text.find("DeviceAtomic"), std::string::npos);
}

TEST(DeviceMemory, VerifierRefusesMalformedOps) {
  auto verdict = [](auto build) {
    HandIr t;
    build(t);
    auto words = t.spirv();
    return words.ok() ? std::string() : words.error().message;
  };
  EXPECT_NE(verdict([](HandIr& t) { t.emit(ir::Op::DeviceLoad, t.i32(), {t.m.constantInt(64, 0)}, {3}); }).find("power of two"),
            std::string::npos);
  EXPECT_NE(verdict([](HandIr& t) { t.emit(ir::Op::DeviceLoad, t.i32(), {t.m.constantInt(32, 0)}, {4}); }).find("64-bit"),
            std::string::npos);
  EXPECT_NE(verdict([](HandIr& t) {
              t.emit(ir::Op::DeviceAtomic, t.i32(), {t.m.constantInt(64, 0), t.m.constantInt(64, 1)}, {4, 0});
            }).find("operand 1"),
            std::string::npos);
  EXPECT_NE(verdict([](HandIr& t) {
              t.emit(ir::Op::DeviceAtomic, t.i32(), {t.m.constantInt(64, 0), t.m.constantInt(32, 1)},
                     {4, uint64_t(ir::AtomicOp::CompareExchange)});
            }).find("takes 3 operands"),
            std::string::npos);
}

TEST(DeviceMemory, BoolsHaveNoMemoryLayout) {
  HandIr t;
  t.emit(ir::Op::DeviceLoad, t.m.types.boolType(), {t.m.constantInt(64, 0)}, {4});
  auto words = t.spirv();
  ASSERT_FALSE(words.ok());
  EXPECT_NE(words.error().message.find("only 16/32/64-bit scalars and vectors"), std::string::npos) << words.error().message;
}

}  // namespace
