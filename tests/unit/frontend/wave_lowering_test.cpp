// Wave and quad dx.ops on hand-written LLVM IR: which SPIR-V instructions and capabilities
// they become (execution is covered by the wave_* reference cases), how bad operands are
// reported, and how [WaveSize] reaches the conversion result.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "../../common/assemble_ll.h"
#include "../../common/compute_module.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// A cs_6_<minor> entry with one RWByteAddressBuffer at u0 and the extra entry `properties`
// (tag/value pairs after numthreads, e.g. "i32 11, !{i32 32}").
std::string waveModule(const std::string& body, const std::string& declarations, int minor = 0,
                       const std::string& properties = "") {
  return computeModuleText({.body = R"(  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %a = shl i32 %t, 2
)" + body + "  ret void",
                            .declarations = declarations,
                            .minor = minor,
                            .properties = properties});
}

// Stores i32 %name to u0 at the thread's word.
std::string store(const std::string& name) {
  return "  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 " + name +
         ", i32 undef, i32 undef, i32 undef, i8 1)\n";
}

struct Converted {
  dxsv::ConvertResult result;
  std::string text;  // disassembly
};

Converted convertWave(const std::string& body, const std::string& declarations, int minor = 0,
                      const std::string& properties = "") {
  Converted c;
  dxsv::ConvertOptions options;
  options.validate = true;
  c.result = dxsv::convert(assembleLl(waveModule(body, declarations, minor, properties)), options);
  std::string error;
  if (c.result.ok()) EXPECT_TRUE(dxsv::disassembleSpirv(c.result.spirv, c.text, error)) << error;
  return c;
}

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

const char* kActiveOp = "declare i32 @dx.op.waveActiveOp.i32(i32, i32, i8, i8)\n"
                        "declare float @dx.op.waveActiveOp.f32(i32, float, i8, i8)\n";

TEST(WaveLowering, ActiveMinMaxFollowSignednessAndType) {
  auto c = convertWave(R"(
  %smin = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %t, i8 2, i8 0)
  %umin = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %smin, i8 2, i8 1)
  %smax = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %umin, i8 3, i8 0)
  %umax = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %smax, i8 3, i8 1)
  %f = uitofp i32 %umax to float
  %fmin = call float @dx.op.waveActiveOp.f32(i32 119, float %f, i8 2, i8 0)
  %r = fptoui float %fmin to i32
)" + store("%r"), kActiveOp);
  ASSERT_TRUE(c.result.ok()) << c.result.error;
  for (const char* op : {"OpGroupNonUniformSMin", "OpGroupNonUniformUMin", "OpGroupNonUniformSMax",
                         "OpGroupNonUniformUMax", "OpGroupNonUniformFMin"})
    EXPECT_EQ(count(c.text, op), 1u) << op << "\n" << c.text;
  EXPECT_TRUE(has(c.text, "OpCapability GroupNonUniformArithmetic"));
  // Only what is used is declared.
  EXPECT_FALSE(has(c.text, "GroupNonUniformVote"));
  EXPECT_FALSE(has(c.text, "GroupNonUniformShuffle"));
  EXPECT_FALSE(has(c.text, "GroupNonUniformBallot"));
}

TEST(WaveLowering, PrefixSumIsAnExclusiveScan) {
  auto c = convertWave(R"(
  %p = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %t, i8 0, i8 1)
  %n = call i32 @dx.op.wavePrefixOp(i32 136, i1 true)
  %s = add i32 %p, %n
)" + store("%s"), "declare i32 @dx.op.wavePrefixOp.i32(i32, i32, i8, i8)\ndeclare i32 @dx.op.wavePrefixOp(i32, i1)\n");
  ASSERT_TRUE(c.result.ok()) << c.result.error;
  EXPECT_TRUE(has(c.text, "OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan")) << c.text;
  EXPECT_TRUE(has(c.text, "OpGroupNonUniformBallotBitCount %uint %uint_3 ExclusiveScan")) << c.text;
}

TEST(WaveLowering, ReadLaneAtBroadcastsConstantLanesAndShufflesOthers) {
  auto c = convertWave(R"(
  %x = call i32 @dx.op.waveReadLaneAt.i32(i32 117, i32 %t, i32 3)
  %l = xor i32 %t, 1
  %y = call i32 @dx.op.waveReadLaneAt.i32(i32 117, i32 %x, i32 %l)
)" + store("%y"), "declare i32 @dx.op.waveReadLaneAt.i32(i32, i32, i32)\n");
  ASSERT_TRUE(c.result.ok()) << c.result.error;
  EXPECT_TRUE(has(c.text, "OpGroupNonUniformBroadcast %uint %uint_3")) << c.text;
  EXPECT_TRUE(has(c.text, "OpGroupNonUniformShuffle %uint %uint_3")) << c.text;
  EXPECT_TRUE(has(c.text, "OpCapability GroupNonUniformBallot"));
  EXPECT_TRUE(has(c.text, "OpCapability GroupNonUniformShuffle"));
}

TEST(WaveLowering, BallotReturnsTheFourWordStruct) {
  auto c = convertWave(R"(
  %c = icmp ult i32 %t, 5
  %b = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %c)
  %w = extractvalue %dx.types.fouri32 %b, 1
)" + store("%w"), "declare %dx.types.fouri32 @dx.op.waveActiveBallot(i32, i1)\n");
  ASSERT_TRUE(c.result.ok()) << c.result.error;
  EXPECT_TRUE(has(c.text, "OpGroupNonUniformBallot %v4uint %uint_3")) << c.text;
}

TEST(WaveLowering, QuadOpsInComputeAreShuffles) {
  auto c = convertWave(R"(
  %x = call i32 @dx.op.quadOp.i32(i32 123, i32 %t, i8 0)
  %y = call i32 @dx.op.quadOp.i32(i32 123, i32 %x, i8 1)
  %d = call i32 @dx.op.quadOp.i32(i32 123, i32 %y, i8 2)
  %l = call i32 @dx.op.quadReadLaneAt.i32(i32 122, i32 %d, i32 2)
)" + store("%l"), "declare i32 @dx.op.quadOp.i32(i32, i32, i8)\ndeclare i32 @dx.op.quadReadLaneAt.i32(i32, i32, i32)\n");
  ASSERT_TRUE(c.result.ok()) << c.result.error;
  // Across X / Y / diagonal flip lane bits 0 / 1 / both; QuadReadLaneAt reads lane (lane & ~3) | 2.
  for (const char* mask : {"%uint_1\n", "%uint_2\n", "%uint_3\n"})
    EXPECT_TRUE(std::regex_search(c.text, std::regex(std::string("OpGroupNonUniformShuffleXor %uint %uint_3 %\\w+ ") + mask)))
        << mask << c.text;
  EXPECT_TRUE(has(c.text, "%uint_4294967292")) << c.text;  // ~3
  EXPECT_EQ(count(c.text, "OpGroupNonUniformShuffle "), 1u) << c.text;
  EXPECT_FALSE(has(c.text, "GroupNonUniformQuad"));
}

TEST(WaveLowering, MatchAndMultiPrefixUseOneLaneLoopHelperPerOpAndType) {
  auto c = convertWave(R"(
  %k = and i32 %t, 3
  %m = call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165, i32 %k)
  %m0 = extractvalue %dx.types.fouri32 %m, 0
  %m1 = extractvalue %dx.types.fouri32 %m, 1
  %m2 = extractvalue %dx.types.fouri32 %m, 2
  %m3 = extractvalue %dx.types.fouri32 %m, 3
  %n = call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165, i32 %m0)
  %n0 = extractvalue %dx.types.fouri32 %n, 0
  %s = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %t, i32 %m0, i32 %m1, i32 %m2, i32 %m3, i8 0, i8 1)
  %p = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %s, i32 %n0, i32 %m1, i32 %m2, i32 %m3, i8 4, i8 1)
  %c = icmp ugt i32 %t, 7
  %b = call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 %c, i32 %m0, i32 %m1, i32 %m2, i32 %m3)
  %r = add i32 %p, %b
)" + store("%r"),
                       "declare %dx.types.fouri32 @dx.op.waveMatch.i32(i32, i32)\n"
                       "declare i32 @dx.op.waveMultiPrefixOp.i32(i32, i32, i32, i32, i32, i32, i8, i8)\n"
                       "declare i32 @dx.op.waveMultiPrefixBitCount(i32, i1, i32, i32, i32, i32)\n",
                       5);
  ASSERT_TRUE(c.result.ok()) << c.result.error;
  // Helpers: WaveMatch_i32 (shared by both matches), WaveMultiPrefixSum_i32, WaveMultiPrefixProduct_i32.
  EXPECT_EQ(count(c.text, "OpFunction %"), 4u) << c.text;
  EXPECT_EQ(count(c.text, "OpFunctionCall"), 4u) << c.text;
  EXPECT_EQ(count(c.text, "OpLoopMerge"), 3u) << c.text;
  EXPECT_TRUE(has(c.text, "WaveMatch_i32"));
  EXPECT_TRUE(has(c.text, "WaveMultiPrefixProduct_i32"));
  // The bit count needs no loop: ballot & mask & lanes below.
  EXPECT_TRUE(has(c.text, "SubgroupLtMask")) << c.text;
  EXPECT_FALSE(has(c.text, "PartitionedNV"));
}

TEST(WaveLowering, SixtyFourBitHalfAndBoolOperandsValidate) {
  auto c = convertWave(R"(
  %w = zext i32 %t to i64
  %s = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %w, i8 0, i8 1)
  %d = uitofp i32 %t to double
  %dm = call %dx.types.fouri32 @dx.op.waveMatch.f64(i32 165, double %d)
  %x = call double @dx.op.waveMultiPrefixOp.f64(i32 166, double %d, i32 1, i32 0, i32 0, i32 0, i8 4, i8 0)
  %f = uitofp i32 %t to half
  %hm = call %dx.types.fouri32 @dx.op.waveMatch.f16(i32 165, half %f)
  %b = icmp ult i32 %t, 3
  %bf = call i1 @dx.op.waveReadLaneFirst.i1(i32 118, i1 %b)
  %r0 = trunc i64 %s to i32
  %r1 = extractvalue %dx.types.fouri32 %dm, 0
  %r2 = extractvalue %dx.types.fouri32 %hm, 0
  %r3 = fptoui double %x to i32
  %r4 = zext i1 %bf to i32
  %r5 = add i32 %r0, %r1
  %r6 = add i32 %r5, %r2
  %r7 = add i32 %r6, %r3
  %r8 = add i32 %r7, %r4
)" + store("%r8"),
                       "declare i64 @dx.op.waveActiveOp.i64(i32, i64, i8, i8)\n"
                       "declare %dx.types.fouri32 @dx.op.waveMatch.f64(i32, double)\n"
                       "declare %dx.types.fouri32 @dx.op.waveMatch.f16(i32, half)\n"
                       "declare double @dx.op.waveMultiPrefixOp.f64(i32, double, i32, i32, i32, i32, i8, i8)\n"
                       "declare i1 @dx.op.waveReadLaneFirst.i1(i32, i1)\n", 5);
  ASSERT_TRUE(c.result.ok()) << c.result.error;
  EXPECT_TRUE(has(c.text, "OpGroupNonUniformIAdd %ulong")) << c.text;
  EXPECT_TRUE(has(c.text, "WaveMatch_f64"));
  EXPECT_TRUE(has(c.text, "WaveMatch_f16"));
  EXPECT_TRUE(has(c.text, "WaveMultiPrefixProduct_f64"));
  EXPECT_TRUE(has(c.text, "OpGroupNonUniformBroadcastFirst %bool"));
}

TEST(WaveLowering, BadOperandsAreNamed) {
  auto prefixMax = convertWave(R"(
  %p = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %t, i8 3, i8 1)
)" + store("%p"), "declare i32 @dx.op.wavePrefixOp.i32(i32, i32, i8, i8)\n");
  ASSERT_FALSE(prefixMax.result.ok());
  EXPECT_TRUE(has(prefixMax.result.error, "WavePrefixOp")) << prefixMax.result.error;

  auto badKind = convertWave(R"(
  %q = call i32 @dx.op.quadOp.i32(i32 123, i32 %t, i8 7)
)" + store("%q"), "declare i32 @dx.op.quadOp.i32(i32, i32, i8)\n");
  ASSERT_FALSE(badKind.result.ok());
  EXPECT_TRUE(has(badKind.result.error, "QuadOp: invalid op 7")) << badKind.result.error;

  auto dynamicKind = convertWave(R"(
  %k = trunc i32 %t to i8
  %v = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %t, i8 %k)
)" + store("%v"), "declare i32 @dx.op.waveActiveBit.i32(i32, i32, i8)\n");
  ASSERT_FALSE(dynamicKind.result.ok());
  EXPECT_TRUE(has(dynamicKind.result.error, "must be a constant")) << dynamicKind.result.error;
}

TEST(WaveLowering, WaveSizeReachesTheResult) {
  const char* decl = "declare i32 @dx.op.waveGetLaneCount(i32)\n";
  std::string body = "  %n = call i32 @dx.op.waveGetLaneCount(i32 112)\n" + store("%n");

  auto any = convertWave(body, decl);
  ASSERT_TRUE(any.result.ok()) << any.result.error;
  EXPECT_EQ(any.result.waveSizeMin, 0u);

  auto fixed = convertWave(body, decl, 6, "i32 11, !{i32 32}");
  ASSERT_TRUE(fixed.result.ok()) << fixed.result.error;
  EXPECT_EQ(fixed.result.waveSizeMin, 32u);
  EXPECT_EQ(fixed.result.waveSizeMax, 32u);
  EXPECT_EQ(fixed.result.waveSizePreferred, 32u);

  // SM 6.8 ranges: (min, max, preferred), 0 = not given; min alone is a single size.
  auto range = convertWave(body, decl, 8, "i32 23, !{i32 16, i32 64, i32 0}");
  ASSERT_TRUE(range.result.ok()) << range.result.error;
  EXPECT_EQ(range.result.waveSizeMin, 16u);
  EXPECT_EQ(range.result.waveSizeMax, 64u);
  EXPECT_EQ(range.result.waveSizePreferred, 0u);
  auto single = convertWave(body, decl, 8, "i32 23, !{i32 64, i32 0, i32 0}");
  ASSERT_TRUE(single.result.ok()) << single.result.error;
  EXPECT_EQ(single.result.waveSizeMax, 64u);
  EXPECT_EQ(single.result.waveSizePreferred, 64u);

  auto invalid = convertWave(body, decl, 6, "i32 11, !{i32 24}");
  ASSERT_FALSE(invalid.result.ok());
  EXPECT_TRUE(has(invalid.result.error, "WaveSize")) << invalid.result.error;
}

TEST(WaveLowering, WaveSizeThroughTheCApi) {
  std::string body = "  %n = call i32 @dx.op.waveGetLaneCount(i32 112)\n" + store("%n");
  Bytes blob = assembleLl(waveModule(body, "declare i32 @dx.op.waveGetLaneCount(i32)\n", 8,
                                     "i32 23, !{i32 16, i32 64, i32 32}"));
  dxsv_result result = nullptr;
  ASSERT_EQ(dxsv_convert(blob.data(), blob.size(), nullptr, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  uint32_t min = 0, max = 0, preferred = 0;
  EXPECT_EQ(dxsv_result_wave_size(result, &min, &max, &preferred), DXSV_SUCCESS);
  EXPECT_EQ(min, 16u);
  EXPECT_EQ(max, 64u);
  EXPECT_EQ(preferred, 32u);
  EXPECT_EQ(dxsv_result_wave_size(result, nullptr, &max, nullptr), DXSV_SUCCESS);
  dxsv_result_destroy(result);
  EXPECT_EQ(dxsv_result_wave_size(nullptr, &min, &max, &preferred), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(min, 0u);
}

}  // namespace
