// Wave ops that the corpus only runs with every lane active, here inside a branch taken by
// some lanes: WaveMatch and WaveMultiPrefix* (built from lane loops over shuffles) must
// leave the inactive lanes out, and quad reads must stay within the quad. Hand-written
// LLVM IR, converted by the translator, run on the device, checked against values
// computed here for the device's subgroup size (lanes are consecutive thread indices).
#include <gtest/gtest.h>

#include "exec/require_device.h"

#include <string>
#include <vector>

#include "../common/assemble_ll.h"
#include "../common/compute_module.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "exec/run_spec.h"
#include "exec/vk_runner.h"

namespace dxsv::exec {
namespace {

constexpr uint32_t kThreads = 64;

// cs_6_5, numthreads(64): odd threads (t & 1) run `body`, which stores words at u0[t * 4 + k].
std::string module(const std::string& body, const std::string& declarations) {
  return dxsv::testing::computeModuleText({.body = R"(entry:
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %a = shl i32 %t, 4
  %odd = and i32 %t, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %done
then:
)" + body + R"(
  br label %done
done:
  ret void)",
                                           .declarations = declarations,
                                           .minor = 5,
                                           .threadsX = kThreads,
                                           .properties = {}});
}

VkRunner& runner() {
  static VkRunner r;
  return r;
}

// Runs the shader; returns u0 (kThreads * 4 words) or fails the test.
std::vector<uint32_t> run(const std::string& body, const std::string& declarations) {
  ConvertOptions options;
  options.validate = true;
  ConvertResult converted = convert(testing::assembleLl(module(body, declarations)), options);
  EXPECT_TRUE(converted.ok()) << converted.error;
  if (!converted.ok()) return {};
  RunSpec spec = parseRunSpec(R"({"dispatch": [1, 1, 1],
    "resources": [{"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 1024}],
    "check": ["u0"], "compare": "exact"})");
  RunResult result = runner().run(converted.spirv, spec);
  if (result.status == RunResult::Status::Skipped) {
    ADD_FAILURE() << "skipped: " << result.message;  // callers check availability first
    return {};
  }
  EXPECT_TRUE(result.ok()) << result.message;
  return result.outputs["u0"];
}

class WaveDivergence : public ::testing::Test {
 protected:
  void SetUp() override {
    DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner());
    wave = runner().subgroupSize();
    if (wave < 4 || wave > 32 || kThreads % wave) GTEST_SKIP() << "subgroup size " << wave << " is not modelled here";
  }
  uint32_t wave = 0;
  // Lanes of t's wave that took the branch (odd threads), as a bit mask by lane index.
  uint32_t activeMask(uint32_t t) const {
    uint32_t mask = 0;
    for (uint32_t j = t - t % wave; j < t - t % wave + wave; ++j)
      if (j & 1) mask |= 1u << (j % wave);
    return mask;
  }
};

TEST_F(WaveDivergence, MatchAndMultiPrefixSeeOnlyActiveLanes) {
  auto out = run(R"(
  %k = urem i32 %t, 3
  %m = call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165, i32 %k)
  %m0 = extractvalue %dx.types.fouri32 %m, 0
  %m1 = extractvalue %dx.types.fouri32 %m, 1
  %m2 = extractvalue %dx.types.fouri32 %m, 2
  %m3 = extractvalue %dx.types.fouri32 %m, 3
  %s = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %t, i32 %m0, i32 %m1, i32 %m2, i32 %m3, i8 0, i8 1)
  %n = call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 true, i32 %m0, i32 %m1, i32 %m2, i32 %m3)
  ; a mask naming every lane, inactive ones included: they must still be left out
  %all = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 1, i32 -1, i32 -1, i32 -1, i32 -1, i8 0, i8 1)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %m0, i32 %s, i32 %n, i32 %all, i8 15)
)",
                 "declare %dx.types.fouri32 @dx.op.waveMatch.i32(i32, i32)\n"
                 "declare i32 @dx.op.waveMultiPrefixOp.i32(i32, i32, i32, i32, i32, i32, i8, i8)\n"
                 "declare i32 @dx.op.waveMultiPrefixBitCount(i32, i1, i32, i32, i32, i32)\n");
  ASSERT_EQ(out.size(), kThreads * 4);
  for (uint32_t t = 0; t < kThreads; ++t) {
    std::vector<uint32_t> want = {0, 0, 0, 0};
    if (t & 1) {
      uint32_t base = t - t % wave, mask = 0, sum = 0, below = 0, activeBelow = 0;
      for (uint32_t j = base; j < base + wave; ++j) {
        if (!(activeMask(t) >> (j % wave) & 1)) continue;
        if (j < t) ++activeBelow;
        if (j % 3 != t % 3) continue;
        mask |= 1u << (j % wave);
        if (j < t) sum += j, ++below;
      }
      want = {mask, sum, below, activeBelow};
    }
    for (uint32_t k = 0; k < 4; ++k) EXPECT_EQ(out[t * 4 + k], want[k]) << "thread " << t << " word " << k;
  }
}

TEST_F(WaveDivergence, QuadReadsFromActiveLanes) {
  // Odd lanes run: in each quad lanes 1 and 3, which read each other across y. Reads from
  // inactive lanes are undefined in D3D too and are not checked.
  auto out = run(R"(
  %y = call i32 @dx.op.quadOp.i32(i32 123, i32 %t, i8 1)
  %l1 = call i32 @dx.op.quadReadLaneAt.i32(i32 122, i32 %t, i32 1)
  %l3 = call i32 @dx.op.quadReadLaneAt.i32(i32 122, i32 %t, i32 3)
  %lane = call i32 @dx.op.waveGetLaneIndex(i32 111)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %y, i32 %l1, i32 %l3, i32 %lane, i8 15)
)",
                 "declare i32 @dx.op.quadOp.i32(i32, i32, i8)\n"
                 "declare i32 @dx.op.quadReadLaneAt.i32(i32, i32, i32)\n"
                 "declare i32 @dx.op.waveGetLaneIndex(i32)\n");
  ASSERT_EQ(out.size(), kThreads * 4);
  for (uint32_t t = 1; t < kThreads; t += 2) {
    std::vector<uint32_t> want = {t ^ 2, (t & ~3u) | 1, (t & ~3u) | 3, t % wave};
    for (uint32_t k = 0; k < 4; ++k) EXPECT_EQ(out[t * 4 + k], want[k]) << "thread " << t << " word " << k;
  }
}

}  // namespace
}  // namespace dxsv::exec
