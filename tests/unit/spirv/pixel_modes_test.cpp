// Pixel-shader options that add execution modes and instructions: early-and-late fragment
// tests (SPV_AMD_shader_early_and_late_fragment_tests), quad control (SPV_KHR_quad_control),
// and how IsHelperLane is read. The modules are scanned word by word: SPIRV-Tools 2023.1
// (Debian's) cannot disassemble or validate SPV_KHR_quad_control.
#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include <algorithm>
#include <set>
#include <string>

#include "dxil_spirv/dxil_spirv.hpp"
#include "spirv/spirv_ext_enums.h"
#include "tests/common/container_builder.h"

namespace {

namespace ext = dxsv::spirv::ext;

std::vector<uint8_t> referenceBlob(const std::string& name) {
  return dxsv::testing::readReference("graphics/" + name + ".dxil");
}

// What a module declares, read from its words.
struct Scan {
  std::set<uint32_t> opcodes, capabilities, modes;
  std::set<std::string> extensions;
  std::set<std::pair<uint32_t, uint32_t>> decorations;  // (target, decoration)
  uint32_t helperInvocationVar = 0;                     // the variable decorated BuiltIn HelperInvocation
};

Scan scan(const std::vector<uint32_t>& words) {
  Scan s;
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16, op = words[i] & 0xffff;
    if (count == 0 || i + count > words.size()) {
      ADD_FAILURE() << "malformed instruction at word " << i;
      break;
    }
    s.opcodes.insert(op);
    if (op == spv::OpCapability) s.capabilities.insert(words[i + 1]);
    if (op == spv::OpExecutionMode) s.modes.insert(words[i + 2]);
    if (op == spv::OpExtension) s.extensions.insert(reinterpret_cast<const char*>(&words[i + 1]));
    if (op == spv::OpDecorate) {
      s.decorations.insert({words[i + 1], words[i + 2]});
      if (words[i + 2] == spv::DecorationBuiltIn && words[i + 3] == spv::BuiltInHelperInvocation)
        s.helperInvocationVar = words[i + 1];
    }
    i += count;
  }
  return s;
}

dxsv::ConvertResult convert(const std::string& name, dxsv::ConvertOptions options) {
  auto blob = referenceBlob(name);
  EXPECT_FALSE(blob.empty()) << name;
  return dxsv::convert(blob, options);
}

// ------------------------------------------------------------ early and late fragment tests

TEST(EarlyAndLateFragmentTests, UavWritingDepthExportGetsDepthUnchanged) {
  dxsv::ConvertOptions options;
  options.validate = true;  // spirv-val 2023.1 knows the AMD modes
  options.earlyAndLateFragmentTests = true;
  auto r = convert("ps_uav_with_depth_out", options);
  ASSERT_TRUE(r.ok()) << r.error;
  Scan s = scan(r.spirv);
  EXPECT_TRUE(s.modes.count(spv::ExecutionModeEarlyAndLateFragmentTestsAMD));
  EXPECT_TRUE(s.modes.count(spv::ExecutionModeDepthReplacing));
  // SV_Depth says nothing about the value: the early test assumes the rasterized depth.
  EXPECT_TRUE(s.modes.count(spv::ExecutionModeDepthUnchanged));
  EXPECT_FALSE(s.modes.count(spv::ExecutionModeEarlyFragmentTests));
  EXPECT_TRUE(s.extensions.count("SPV_AMD_shader_early_and_late_fragment_tests"));

  options.earlyAndLateFragmentTests = false;
  auto plain = convert("ps_uav_with_depth_out", options);
  ASSERT_TRUE(plain.ok()) << plain.error;
  Scan p = scan(plain.spirv);
  EXPECT_FALSE(p.modes.count(spv::ExecutionModeEarlyAndLateFragmentTestsAMD));
  EXPECT_FALSE(p.modes.count(spv::ExecutionModeDepthUnchanged));
  EXPECT_FALSE(p.extensions.count("SPV_AMD_shader_early_and_late_fragment_tests"));
}

TEST(EarlyAndLateFragmentTests, UavWritingStencilExportGetsBothFaces) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.earlyAndLateFragmentTests = true;
  auto r = convert("ps_stencilref_uav", options);
  ASSERT_TRUE(r.ok()) << r.error;
  Scan s = scan(r.spirv);
  EXPECT_TRUE(s.modes.count(spv::ExecutionModeEarlyAndLateFragmentTestsAMD));
  EXPECT_TRUE(s.modes.count(spv::ExecutionModeStencilRefReplacingEXT));
  EXPECT_TRUE(s.modes.count(spv::ExecutionModeStencilRefUnchangedFrontAMD));
  EXPECT_TRUE(s.modes.count(spv::ExecutionModeStencilRefUnchangedBackAMD));
  EXPECT_FALSE(s.modes.count(spv::ExecutionModeDepthReplacing));

  options.earlyAndLateFragmentTests = false;
  auto plain = convert("ps_stencilref_uav", options);
  ASSERT_TRUE(plain.ok()) << plain.error;
  Scan p = scan(plain.spirv);
  EXPECT_FALSE(p.modes.count(spv::ExecutionModeEarlyAndLateFragmentTestsAMD));
  EXPECT_FALSE(p.modes.count(spv::ExecutionModeStencilRefUnchangedFrontAMD));
}

// Without UAV writes the device culls early anyway (no side effects to keep); with
// [earlydepthstencil] the tests are early only. Neither gets the AMD mode.
TEST(EarlyAndLateFragmentTests, OnlyForUavWritersWithoutEarlyDepthStencil) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.earlyAndLateFragmentTests = true;
  for (const char* name : {"ps_depth_out", "ps_depth_greater_equal", "ps_depth_less_equal", "ps_stencil_ref",
                           "ps_earlydepthstencil_uav"}) {
    auto r = convert(name, options);
    ASSERT_TRUE(r.ok()) << name << ": " << r.error;
    Scan s = scan(r.spirv);
    EXPECT_FALSE(s.modes.count(spv::ExecutionModeEarlyAndLateFragmentTestsAMD)) << name;
    EXPECT_FALSE(s.modes.count(spv::ExecutionModeDepthUnchanged)) << name;
  }
  Scan early = scan(convert("ps_earlydepthstencil_uav", options).spirv);
  EXPECT_TRUE(early.modes.count(spv::ExecutionModeEarlyFragmentTests));
  Scan greater = scan(convert("ps_depth_greater_equal", options).spirv);
  EXPECT_TRUE(greater.modes.count(spv::ExecutionModeDepthGreater));
}

// ------------------------------------------------------------------------- quad control

// Debian's spirv-val (SPIRV-Tools 2023.1) predates SPV_KHR_quad_control: it rejects capability
// 5087 as unknown. The quad-control modules are therefore checked here by their words, and
// validation is required to fail for exactly that reason (if a newer validator accepts them,
// the module must validate).
void expectValidOrUnknownQuadControl(const std::string& name, dxsv::ConvertOptions options) {
  options.validate = true;
  auto validated = convert(name, options);
  if (validated.ok()) return;
  EXPECT_NE(validated.error.find("5087"), std::string::npos)
      << name << ": spirv-val failed for another reason than not knowing QuadControlKHR: " << validated.error;
  std::cout << "[note] " << name
            << ": spirv-val cannot validate SPV_KHR_quad_control (Debian SPIRV-Tools 2023.1); checked by its words\n";
}

TEST(QuadControl, QuadAnyAllBecomeKhrVotesWithQuadDerivatives) {
  dxsv::ConvertOptions options;
  options.validate = false;
  options.quadControl = true;
  auto r = convert("ps_quad_any_all", options);
  ASSERT_TRUE(r.ok()) << r.error;
  Scan s = scan(r.spirv);
  EXPECT_TRUE(s.capabilities.count(ext::kCapabilityQuadControlKHR));
  EXPECT_TRUE(s.extensions.count("SPV_KHR_quad_control"));
  EXPECT_TRUE(s.opcodes.count(ext::kOpGroupNonUniformQuadAnyKHR));
  EXPECT_TRUE(s.opcodes.count(ext::kOpGroupNonUniformQuadAllKHR));
  // The shader samples with implicit derivatives inside `if (QuadAny(...))`.
  EXPECT_TRUE(s.modes.count(ext::kExecutionModeQuadDerivativesKHR));
  EXPECT_FALSE(s.modes.count(ext::kExecutionModeRequireFullQuadsKHR));
  EXPECT_FALSE(s.opcodes.count(spv::OpGroupNonUniformShuffleXor));
  expectValidOrUnknownQuadControl("ps_quad_any_all", options);
}

TEST(QuadControl, PortableFormByDefault) {
  dxsv::ConvertOptions options;
  options.validate = true;  // no SPV_KHR_quad_control: spirv-val judges it
  auto r = convert("ps_quad_any_all", options);
  ASSERT_TRUE(r.ok()) << r.error;
  Scan s = scan(r.spirv);
  EXPECT_FALSE(s.capabilities.count(ext::kCapabilityQuadControlKHR));
  EXPECT_FALSE(s.opcodes.count(ext::kOpGroupNonUniformQuadAnyKHR));
  EXPECT_FALSE(s.opcodes.count(ext::kOpGroupNonUniformQuadAllKHR));
  EXPECT_FALSE(s.modes.count(ext::kExecutionModeQuadDerivativesKHR));
  EXPECT_TRUE(s.opcodes.count(spv::OpGroupNonUniformShuffleXor));
  EXPECT_TRUE(s.opcodes.count(spv::OpLogicalOr));
  EXPECT_TRUE(s.opcodes.count(spv::OpLogicalAnd));
}

TEST(QuadControl, WaveOpsIncludeHelperLanesRequiresFullQuads) {
  dxsv::ConvertOptions options;
  options.validate = false;
  options.quadControl = true;
  auto r = convert("ps_wave_ops_include_helpers", options);
  ASSERT_TRUE(r.ok()) << r.error;
  Scan s = scan(r.spirv);
  EXPECT_TRUE(s.capabilities.count(ext::kCapabilityQuadControlKHR));
  EXPECT_TRUE(s.modes.count(ext::kExecutionModeRequireFullQuadsKHR));
  EXPECT_FALSE(s.modes.count(ext::kExecutionModeQuadDerivativesKHR));  // no quad vote
  expectValidOrUnknownQuadControl("ps_wave_ops_include_helpers", options);

  // Portable: no mode; the wave ops are not fenced off from helper lanes (no branch on
  // HelperInvocation around them), and the module validates.
  options.quadControl = false;
  options.validate = true;
  auto plain = convert("ps_wave_ops_include_helpers", options);
  ASSERT_TRUE(plain.ok()) << plain.error;
  Scan p = scan(plain.spirv);
  EXPECT_FALSE(p.capabilities.count(ext::kCapabilityQuadControlKHR));
  EXPECT_FALSE(p.modes.count(ext::kExecutionModeRequireFullQuadsKHR));
  EXPECT_FALSE(p.opcodes.count(spv::OpBranchConditional));
}

// A shader without quad ops gets nothing from the option.
TEST(QuadControl, NoQuadOpsNoExtension) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.quadControl = true;
  auto r = convert("ps_depth_out", options);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_FALSE(scan(r.spirv).capabilities.count(ext::kCapabilityQuadControlKHR));
}

// ------------------------------------------------------------------------- helper lanes

TEST(HelperLanes, IsHelperLaneAfterDemote) {
  dxsv::ConvertOptions options;
  options.validate = true;
  // SPIR-V 1.6: the HelperInvocation built-in, Volatile because demote changes it.
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  auto r = convert("ps_is_helper_lane", options);
  ASSERT_TRUE(r.ok()) << r.error;
  Scan s = scan(r.spirv);
  ASSERT_NE(s.helperInvocationVar, 0u);
  EXPECT_TRUE(s.decorations.count({s.helperInvocationVar, spv::DecorationVolatile}));
  EXPECT_TRUE(s.opcodes.count(spv::OpDemoteToHelperInvocation));
  EXPECT_FALSE(s.opcodes.count(spv::OpIsHelperInvocationEXT));

  // SPIR-V 1.3: the demote extension's query instead.
  options.targetEnv = DXSV_TARGET_VULKAN_1_1;
  auto old = convert("ps_is_helper_lane", options);
  ASSERT_TRUE(old.ok()) << old.error;
  Scan o = scan(old.spirv);
  EXPECT_TRUE(o.opcodes.count(spv::OpIsHelperInvocationEXT));
}

TEST(HelperLanes, NoDemoteNoVolatile) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  auto r = convert("ps_wave_ops_include_helpers", options);
  ASSERT_TRUE(r.ok()) << r.error;
  Scan s = scan(r.spirv);
  ASSERT_NE(s.helperInvocationVar, 0u);
  EXPECT_FALSE(s.decorations.count({s.helperInvocationVar, spv::DecorationVolatile}));
}

}  // namespace
