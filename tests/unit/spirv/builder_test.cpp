#include <gtest/gtest.h>

#include "dxil_spirv/dxil_spirv.hpp"
#include "spirv/builder.h"

namespace dxsv::spirv {
namespace {

TEST(Builder, DeduplicatesTypesAndConstants) {
  Builder b;
  uint32_t u32 = b.typeInt(32);
  EXPECT_EQ(b.typeInt(32), u32);
  EXPECT_NE(b.typeInt(32, true), u32);
  EXPECT_EQ(b.typeVector(u32, 4), b.typeVector(u32, 4));
  EXPECT_EQ(b.constantU32(7), b.constantU32(7));
  EXPECT_NE(b.constantU32(7), b.constantU32(8));
  EXPECT_EQ(b.constantBool(true), b.constantBool(true));
  // Layout-decorated types are never shared.
  EXPECT_NE(b.typeRuntimeArrayUnique(u32), b.typeRuntimeArrayUnique(u32));
}

TEST(Builder, SixtyFourBitConstantsKeepBothWords) {
  Builder b;
  uint32_t u64 = b.typeInt(64);
  EXPECT_NE(b.constant(u64, 0x100000001ull, 64), b.constant(u64, 0x1ull, 64));
}

TEST(Builder, MinimalComputeModuleValidates) {
  Builder b;
  b.capability(spv::CapabilityShader);
  uint32_t voidType = b.typeVoid();
  uint32_t fnType = b.typeFunction(voidType);
  uint32_t fn = b.newId();
  uint32_t label = b.newId();
  std::vector<uint32_t> code;
  uint32_t fnOps[] = {voidType, fn, 0, fnType};
  Builder::append(code, spv::OpFunction, fnOps, 4);
  Builder::append(code, spv::OpLabel, &label, 1);
  Builder::append(code, spv::OpReturn, nullptr, 0);
  Builder::append(code, spv::OpFunctionEnd, nullptr, 0);
  b.entryPoint(spv::ExecutionModelGLCompute, fn, "main", {});
  b.executionMode(fn, spv::ExecutionModeLocalSize, {1, 1, 1});
  auto words = b.finish(0x10300, code);
  ASSERT_GE(words.size(), 5u);
  EXPECT_EQ(words[0], spv::MagicNumber);
  EXPECT_EQ(words[1], 0x10300u);
  EXPECT_EQ(words[3], fn > label ? fn + 1 : label + 1);  // id bound
  std::string error;
  EXPECT_TRUE(validateSpirv(words, DXSV_TARGET_VULKAN_1_1, error)) << error;
}

TEST(Builder, StringsAreNulTerminatedAndPadded) {
  std::vector<uint32_t> out;
  Builder::appendString(out, "main");  // 4 chars + NUL -> 2 words
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[1], 0u);
}

// Names come from the input (found by the mutation test: a semantic name with a NUL in it
// made OpName's word count disagree with its string).
TEST(Builder, StringsEndAtTheirFirstNul) {
  std::vector<uint32_t> out;
  Builder::appendString(out, std::string_view("ab\0cdefgh", 8));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0], 0x6261u);
}

}  // namespace
}  // namespace dxsv::spirv
