// Proves the runner right without our translator: GLSL compute shaders (tests/exec/shaders,
// compiled by glslangValidator at build time) run with small specs written here, and the
// results are checked against values computed on the CPU.
#include <gtest/gtest.h>

#include "exec/require_device.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <map>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <csignal>

#include "exec/compare.h"
#include "exec/run_spec.h"
#include "exec/spirv_scan.h"
#include "exec/selftest_util.h"
#include "exec/vk_runner.h"

namespace dxsv::exec {
namespace {

class RunnerSelfTest : public ::testing::Test {
 protected:
  void SetUp() override {
    DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner());
  }

 public:
  // Runs `shader` with the spec in `json`; fails the test unless the run succeeds.
  std::map<std::string, std::vector<uint32_t>> runOk(const std::string& shader, const std::string& json) {
    std::vector<uint32_t> spirv = loadSpirv(shader);
    EXPECT_FALSE(spirv.empty()) << shader << ".spv not found in " << shaderDir();
    RunResult r = runner().run(spirv, parseRunSpec(json, shader));
    EXPECT_EQ(r.status, RunResult::Status::Ok) << r.message;
    return r.outputs;
  }
};

TEST_F(RunnerSelfTest, StorageAndUniformBuffers) {
  auto out = runOk("storage_uniform", R"({
    "dispatch": [2, 1, 1],
    "resources": [
      {"register": "t0", "space": 0, "type": "StructuredBuffer", "stride": 4, "size": 64,
       "init": {"u32": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]}},
      {"register": "b0", "space": 0, "type": "cbuffer", "size": 16, "init": {"u32": [3, 100]}},
      {"register": "u0", "space": 0, "type": "RWStructuredBuffer", "stride": 4, "size": 72,
       "init": {"hex": "efbeadde"}}
    ],
    "check": ["u0"], "compare": "exact"})");
  ASSERT_EQ(out["u0"].size(), 18u);
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(out["u0"][i], i * 3 + 100) << i;
  EXPECT_EQ(out["u0"][16], 0u);  // past the dispatch: zero-filled
  EXPECT_EQ(out["u0"][17], 0u);
}

TEST_F(RunnerSelfTest, TexelBuffers) {
  auto out = runOk("texel_buffers", R"({
    "dispatch": [2, 1, 1],
    "resources": [
      {"register": "t0", "space": 0, "type": "Buffer", "format": "R32_UINT", "size": 32,
       "init": {"u32": [10, 20, 30, 40, 50, 60, 70, 80]}},
      {"register": "t1", "space": 0, "type": "Buffer", "format": "R32G32B32A32_FLOAT", "size": 128,
       "init": {"f32": [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8,
                        -1, -2, -3, -4, 0, 0, 0, 0, 1e10, 0, 0, 0, 0.25, 0.125, 0, 0]}},
      {"register": "u0", "space": 0, "type": "RWBuffer", "format": "R32_UINT", "size": 32},
      {"register": "u1", "space": 0, "type": "RWBuffer", "format": "R32G32B32A32_FLOAT", "size": 128,
       "init": {"f32": [100, 0, 0, 0, 0, 100]}}
    ],
    "check": ["u0", "u1"], "compare": "exact"})");
  const uint32_t t0[] = {10, 20, 30, 40, 50, 60, 70, 80};
  ASSERT_EQ(out["u0"].size(), 8u);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(out["u0"][i], t0[i] * 3 + 1) << i;
  const float t1[] = {0.5f, 1, 1.5f, 2, 2.5f, 3, 3.5f, 4, 4.5f, 5, 5.5f, 6, 6.5f, 7, 7.5f, 8,
                      -1, -2, -3, -4, 0, 0, 0, 0, 1e10f, 0, 0, 0, 0.25f, 0.125f, 0, 0};
  float u1[32] = {100, 0, 0, 0, 0, 100};
  ASSERT_EQ(out["u1"].size(), 32u);
  for (int i = 0; i < 32; ++i) EXPECT_EQ(std::bit_cast<float>(out["u1"][i]), t1[i] * 2 + u1[i]) << i;
}

TEST_F(RunnerSelfTest, TwoDescriptorSets) {
  auto out = runOk("two_sets", R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 16, "init": {"u32": [1, 2, 3, 4]}},
      {"register": "t0", "space": 1, "type": "ByteAddressBuffer", "size": 16, "init": {"u32": [9, 9, 9, 9]}},
      {"register": "b0", "space": 1, "type": "cbuffer", "size": 16, "init": {"i32": [-1]}},
      {"register": "u0", "space": 1, "type": "RWByteAddressBuffer", "size": 16}
    ],
    "check": ["u0"], "compare": "exact"})");
  EXPECT_EQ(out["u0"], (std::vector<uint32_t>{0, 1, 2, 3}));
}

TEST_F(RunnerSelfTest, EmptySetsFillGaps) {
  auto out = runOk("set_gap", R"({
    "dispatch": [2, 1, 1],
    "resources": [{"register": "u2", "space": 2, "type": "RWByteAddressBuffer", "size": 64}],
    "check": ["u2"], "compare": "exact"})");
  ASSERT_EQ(out["u2"].size(), 16u);
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(out["u2"][i], i * 7) << i;
}

TEST_F(RunnerSelfTest, SubgroupSizeMatchesDevice) {
  auto out = runOk("subgroup_size", R"({
    "dispatch": [1, 1, 1],
    "resources": [{"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4}],
    "check": ["u0"], "compare": "exact"})");
  ASSERT_EQ(out["u0"].size(), 1u);
  EXPECT_EQ(out["u0"][0], runner().subgroupSize());
}

// 8/16/64-bit subgroup operations need shaderSubgroupExtendedTypes: the scan sees them, and a
// device without the feature skips the run instead of failing it.
TEST_F(RunnerSelfTest, SubgroupExtendedTypes) {
  SpirvInfo wide, narrow;
  std::string error;
  ASSERT_TRUE(scanSpirv(loadSpirv("subgroup_int64"), wide, error)) << error;
  ASSERT_TRUE(scanSpirv(loadSpirv("subgroup_clustered"), narrow, error)) << error;
  EXPECT_TRUE(wide.usesSubgroupExtendedTypes);
  EXPECT_FALSE(narrow.usesSubgroupExtendedTypes);
  RunResult r = runner().run(loadSpirv("subgroup_int64"), parseRunSpec(R"({
    "dispatch": [1, 1, 1],
    "resources": [{"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 256}],
    "check": ["u0"], "compare": "exact"})"));
  if (!runner().hasFeature(Feature::SubgroupExtendedTypes) || !runner().hasFeature(Feature::Int64) ||
      !runner().hasFeature(Feature::SubgroupArithmetic)) {
    EXPECT_EQ(r.status, RunResult::Status::Skipped) << r.message;
    GTEST_SKIP() << r.message;
  }
  ASSERT_EQ(r.status, RunResult::Status::Ok) << r.message;
  uint32_t n = runner().subgroupSize();
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(r.outputs["u0"][i], n * (n + 1) / 2) << i;
}

// [WaveSize] support: a required size the device has is used; one it lacks skips with a reason.
TEST_F(RunnerSelfTest, RequiredSubgroupSize) {
  const DeviceInfo& device = runner().device();
  RunSpec spec = parseRunSpec(R"({
    "dispatch": [1, 1, 1],
    "resources": [{"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4}],
    "check": ["u0"], "compare": "exact"})");
  std::vector<uint32_t> spirv = loadSpirv("subgroup_size");
  uint32_t tooBig = std::max(device.maxSubgroupSize, runner().subgroupSize()) * 2;
  RunResult missing = runner().run(spirv, spec, {tooBig, tooBig, tooBig});
  EXPECT_EQ(missing.status, RunResult::Status::Skipped) << missing.message;
  EXPECT_NE(missing.message.find("WaveSize"), std::string::npos) << missing.message;
  EXPECT_NE(missing.message.find(std::to_string(tooBig)), std::string::npos) << missing.message;

  if (!device.maxSubgroupSize) GTEST_SKIP() << device.name << " cannot require a subgroup size";
  for (uint32_t size = device.minSubgroupSize; size <= device.maxSubgroupSize; size *= 2) {
    RunResult r = runner().run(spirv, spec, {size, size, size});
    ASSERT_EQ(r.status, RunResult::Status::Ok) << r.message;
    EXPECT_EQ(r.outputs["u0"][0], size);
  }
  // A range reaching past the device's: the preferred size when the device has it, else the
  // smallest size both allow.
  uint32_t max = device.maxSubgroupSize;
  RunResult preferred = runner().run(spirv, spec, {device.minSubgroupSize, max * 2, max});
  ASSERT_EQ(preferred.status, RunResult::Status::Ok) << preferred.message;
  EXPECT_EQ(preferred.outputs["u0"][0], max);
  RunResult lowest = runner().run(spirv, spec, {device.minSubgroupSize, max * 2, max * 2});
  ASSERT_EQ(lowest.status, RunResult::Status::Ok) << lowest.message;
  EXPECT_EQ(lowest.outputs["u0"][0], device.minSubgroupSize);
}

TEST_F(RunnerSelfTest, FloatResultsWithinUlps) {
  std::string json = R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t0", "space": 0, "type": "StructuredBuffer", "stride": 4, "size": 16, "init": {"f32": [2, 3, 0.5, 1e-3]}},
      {"register": "u0", "space": 0, "type": "RWStructuredBuffer", "stride": 4, "size": 16}
    ],
    "check": ["u0"], "compare": {"f32_ulp": 4}})";
  RunSpec spec = parseRunSpec(json);
  RunResult r = runner().run(loadSpirv("float_math"), spec);
  ASSERT_TRUE(r.ok()) << r.message;
  ExpectSpec expected;
  for (float x : {2.0f, 3.0f, 0.5f, 1e-3f}) expected["u0"].push_back(std::bit_cast<uint32_t>(std::sqrt(x)));
  CompareReport report = compareOutputs(spec, expected, r.outputs);
  EXPECT_TRUE(report.ok) << report.message;
}

TEST_F(RunnerSelfTest, MissingBindingIsAFailureWithReason) {
  RunResult r = runner().run(loadSpirv("missing_binding"), parseRunSpec(R"({
    "dispatch": [1, 1, 1],
    "resources": [{"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4}],
    "check": ["u0"]})"));
  EXPECT_EQ(r.status, RunResult::Status::Failed);
  EXPECT_NE(r.message.find("u5 space 0"), std::string::npos) << r.message;
}

TEST_F(RunnerSelfTest, DescriptorTypeMismatchIsAFailure) {
  // The shader reads t0 as a storage buffer; a typed Buffer is a uniform texel buffer.
  RunResult r = runner().run(loadSpirv("storage_uniform"), parseRunSpec(R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t0", "space": 0, "type": "Buffer", "format": "R32_UINT", "size": 32},
      {"register": "b0", "space": 0, "type": "cbuffer", "size": 16},
      {"register": "u0", "space": 0, "type": "RWStructuredBuffer", "stride": 4, "size": 32}
    ],
    "check": ["u0"]})"));
  EXPECT_EQ(r.status, RunResult::Status::Failed);
  EXPECT_NE(r.message.find("UNIFORM_TEXEL_BUFFER"), std::string::npos) << r.message;
}

TEST_F(RunnerSelfTest, MissingSubgroupFeatureSkips) {
  RunResult r = runner().run(loadSpirv("subgroup_clustered"), parseRunSpec(R"({
    "dispatch": [1, 1, 1],
    "resources": [{"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 16}],
    "check": ["u0"]})"));
  if (runner().hasFeature(Feature::SubgroupClustered)) {
    ASSERT_TRUE(r.ok()) << r.message;
    if (runner().subgroupSize() >= 4) {
      EXPECT_EQ(r.outputs["u0"], (std::vector<uint32_t>{1, 1, 5, 5}));
    }
  } else {
    EXPECT_EQ(r.status, RunResult::Status::Skipped) << r.message;
    EXPECT_NE(r.message.find("GroupNonUniformClustered"), std::string::npos) << r.message;
  }
}

TEST_F(RunnerSelfTest, BadSpirvIsAFailure) {
  RunResult r = runner().run({1, 2, 3}, parseRunSpec(R"({"dispatch": [1, 1, 1], "resources": []})"));
  EXPECT_EQ(r.status, RunResult::Status::Failed);
}

TEST_F(RunnerSelfTest, ReusableAcrossManyRuns) {
  // Objects of one run must not leak into the next.
  for (int i = 0; i < 20; ++i) {
    auto out = runOk("set_gap", R"({
      "dispatch": [2, 1, 1],
      "resources": [{"register": "u2", "space": 2, "type": "RWByteAddressBuffer", "size": 64}],
      "check": ["u2"]})");
    ASSERT_EQ(out["u2"].size(), 16u);
    EXPECT_EQ(out["u2"][5], 35u);
  }
}

// The loop of the lavapipe loop-exit defect (shaders/loop_exit_*.comp) on 32 lanes that leave
// it after (in[t] & 15) + 1 iterations; returns the words it wrote and the right ones.
std::pair<std::vector<uint32_t>, std::vector<uint32_t>> runLoopExitShader(RunnerSelfTest& test, const char* shader) {
  std::string init;
  std::vector<uint32_t> expected;
  for (uint32_t i = 0; i < 32; ++i) {
    init += (i ? ", " : "") + std::to_string(i * 37 + 3);
    expected.push_back(4 * ((i * 37 + 3) & 15));
  }
  auto out = test.runOk(shader, R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t0", "space": 0, "type": "StructuredBuffer", "stride": 4, "size": 128, "init": {"u32": [)" + init + R"(]}},
      {"register": "u0", "space": 0, "type": "RWStructuredBuffer", "stride": 4, "size": 128}
    ],
    "check": ["u0"], "compare": "exact"})");
  return {out["u0"], expected};
}

// Driver defects, each reproduced with plain GLSL compiled by glslang (no translator) on the
// driver that has it; reference/*/driver_defects.txt lists the cases they skip there.

// lavapipe of Mesa 22.3 (Debian bookworm's own) overwrites a value computed in a loop after an
// inner loop, and used after the loop, for lanes that left the loop early. The translator's
// DXSV_WORKAROUND_LOOP_EXITS_AT_HEADER avoids it; this test keeps the proof, on that driver only.
TEST_F(RunnerSelfTest, LavapipeMesa22LoopExitValueAfterInnerLoop) {
  if (!lavapipeOfMesa(22, 3))
    GTEST_SKIP() << "reproduces a defect of lavapipe in Mesa 22.3 only; this driver is " << runner().device().driver;
  auto [out, expected] = runLoopExitShader(*this, "loop_exit_after_inner_loop");
  EXPECT_NE(out, expected) << "the loop-exit defect of lavapipe (Mesa 22.3) did not reproduce";
}

// The same loop left only from its top, the shape DXSV_WORKAROUND_LOOP_EXITS_AT_HEADER gives:
// right on every device, lavapipe of Mesa 22.3 included.
TEST_F(RunnerSelfTest, LoopLeftFromItsHeaderAvoidsTheLavapipeDefect) {
  auto [out, expected] = runLoopExitShader(*this, "loop_exit_at_header");
  EXPECT_EQ(out, expected);
}

// Residency codes read from an ordinary texture (shaders/sparse_residency.comp): every texel is
// resident. lavapipe of Mesa 25.0 crashes the process there (the JIT-compiled shader faults),
// so on that driver the run goes to a child process that must die of a signal; elsewhere it
// must give the texels and "resident". reference/handwritten/tex_sparse_status skips there.
std::map<std::string, std::vector<uint32_t>> runResidencyShader(RunnerSelfTest& test) {
  return test.runOk("sparse_residency", R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 4, "height": 4,
       "init": {"f32": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]}},
      {"register": "s0", "type": "SamplerState", "filter": "point", "address": "clamp"},
      {"register": "u0", "type": "RWByteAddressBuffer", "size": 64}],
    "check": ["u0"], "compare": "exact"})");
}

TEST_F(RunnerSelfTest, ResidencyOfAnOrdinaryTexture) {
  if (!runner().hasFeature(Feature::SparseResidency))
    GTEST_SKIP() << "device lacks " << featureName(Feature::SparseResidency);
  if (lavapipeOfMesa(25, 0)) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");  // the child starts afresh: no device inherited
    EXPECT_EXIT(runResidencyShader(*this), ::testing::KilledBySignal(SIGSEGV), "")
        << "the residency crash of lavapipe (Mesa 25.0) did not reproduce";
    return;
  }
  auto out = runResidencyShader(*this);
  ASSERT_EQ(out["u0"].size(), 16u);
  for (uint32_t t = 0; t < 4; ++t) {
    EXPECT_EQ(asFloat(out["u0"][4 * t]), float(4 + t)) << t;      // texel (t, 1)
    EXPECT_EQ(out["u0"][4 * t + 1], 1u) << t;                       // resident
    EXPECT_EQ(asFloat(out["u0"][4 * t + 2]), float(8 + t)) << t;  // texel (t, 2), point-sampled
    EXPECT_EQ(out["u0"][4 * t + 3], 1u) << t;
  }
}

// A sparse texture with one unbound tile (shaders/sparse_tiles.comp): texels of the bound tile
// read back with "resident", those of the unbound one report "not resident".
TEST_F(RunnerSelfTest, ResidencyOfASparseTexture) {
  if (!runner().hasFeature(Feature::SparseResidency))
    GTEST_SKIP() << "device lacks " << featureName(Feature::SparseResidency);
  std::string init;
  for (uint32_t y = 0; y < 10; ++y)
    for (uint32_t x = 0; x < 256; ++x) init += (init.empty() ? "" : ", ") + std::to_string(x + 1000 * y);
  RunResult r = runner().run(loadSpirv("sparse_tiles"), parseRunSpec(R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 256, "height": 128,
       "sparse": {"unbound_tiles": [[1, 0]]}, "init": {"f32": [)" + init + R"(]}},
      {"register": "s0", "type": "SamplerState", "filter": "point", "address": "clamp"},
      {"register": "u0", "type": "RWByteAddressBuffer", "size": 128}],
    "check": ["u0"]})"));
  if (r.status == RunResult::Status::Skipped) GTEST_SKIP() << r.message;
  ASSERT_EQ(r.status, RunResult::Status::Ok) << r.message;
  const std::vector<uint32_t>& u0 = r.outputs.at("u0");
  ASSERT_EQ(u0.size(), 32u);
  for (uint32_t t = 0; t < 8; ++t) {
    bool bound = 32 * t < 128;  // the sparse block of a 4-byte format is 128x128 texels
    EXPECT_EQ(asFloat(u0[4 * t]), bound ? float(32 * t + 5000) : -1.0f) << t;
    EXPECT_EQ(asFloat(u0[4 * t + 1]), bound ? 1.0f : 0.0f) << t;
    EXPECT_EQ(asFloat(u0[4 * t + 2]), bound ? float(32 * t + 9000) : -1.0f) << t;
    EXPECT_EQ(asFloat(u0[4 * t + 3]), bound ? 1.0f : 0.0f) << t;
  }
}

// textureSize with a per-lane LOD (shaders/size_lane_lod.comp, every LOD in range): each lane
// gets its own mip's size. lavapipe (Mesa 25.0) answers every lane of an 8-lane vector with the
// first lane's mip, so all 16 lanes read mip 0 there; the translator lowers GetDimensions with
// a mip level so that it does not depend on this (emit_mip_dimensions.cpp,
// handwritten/tex_getdimensions_lane_lod).
TEST_F(RunnerSelfTest, TextureSizeWithALodPerLane) {
  RunResult r = runner().run(loadSpirv("size_lane_lod"), parseRunSpec(R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 16, "height": 8, "mips": 4},
      {"register": "u0", "type": "RWByteAddressBuffer", "size": 128}],
    "check": ["u0"]})"));
  if (r.status == RunResult::Status::Skipped) GTEST_SKIP() << r.message;
  ASSERT_EQ(r.status, RunResult::Status::Ok) << r.message;
  const std::vector<uint32_t>& u0 = r.outputs.at("u0");
  ASSERT_EQ(u0.size(), 32u);
  bool defect = lavapipeOfMesa(25, 0);
  for (uint32_t lane = 0; lane < 16; ++lane) {
    uint32_t mip = defect ? 0 : lane % 4;
    EXPECT_EQ(u0[2 * lane], 16u >> mip) << "lane " << lane << (defect ? " (lavapipe 25.0's defect did not reproduce)" : "");
    EXPECT_EQ(u0[2 * lane + 1], 8u >> mip) << "lane " << lane;
  }
}

}  // namespace
}  // namespace dxsv::exec
