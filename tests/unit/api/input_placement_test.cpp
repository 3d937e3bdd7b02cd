// dxsv_options.stage_input_mapper / ConvertOptions::stageInputs: a pixel shader's user inputs go
// where the caller says the previous stage wrote them; the interface report follows; bad
// answers fail with DXSV_ERROR_INVALID_ARGUMENT naming the element.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "../../common/container_builder.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

// graphics/ps_clip_loop: SV_Position, WORLDPOS (register 1, xyz), COLOR (register 2, xyzw).
dxsv::ConvertResult convertWith(std::map<std::string, std::pair<uint32_t, uint32_t>> placement,
                                std::vector<std::string>* asked = nullptr) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.stageInputs = [&](dxsv_stage_input_element& e) {
    std::string name = std::string(e.semantic_name) + std::to_string(e.semantic_index);
    if (asked) asked->push_back(name + "@" + std::to_string(e.location) + "." + std::to_string(e.component));
    auto found = placement.find(name);
    if (found == placement.end()) return DXSV_ERROR_UNSUPPORTED;
    e.location = found->second.first;
    e.component = found->second.second;
    return DXSV_SUCCESS;
  };
  return dxsv::convert(dxsv::testing::readReference("graphics/ps_clip_loop.dxil"), options);
}

int32_t locationOf(const dxsv::ConvertResult& r, const std::string& semantic) {
  for (const dxsv::InterfaceElement& e : r.inputs)
    if (e.semanticName == semantic) return e.location;
  return -2;
}

TEST(InputPlacement, AskedWithItsOwnRegisterAndMoved) {
  std::vector<std::string> asked;
  auto r = convertWith({{"WORLDPOS0", {3, 0}}, {"COLOR0", {1, 0}}}, &asked);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(asked, (std::vector<std::string>{"WORLDPOS0@1.0", "COLOR0@2.0"}));  // system values are not asked
  EXPECT_EQ(locationOf(r, "WORLDPOS"), 3);
  EXPECT_EQ(locationOf(r, "COLOR"), 1);
  EXPECT_EQ(locationOf(r, "SV_Position"), -1);
}

TEST(InputPlacement, ComponentsMoveToo) {
  // WORLDPOS has 3 columns: component 1 still fits.
  auto r = convertWith({{"WORLDPOS0", {4, 1}}, {"COLOR0", {2, 0}}});
  ASSERT_TRUE(r.ok()) << r.error;
  for (const dxsv::InterfaceElement& e : r.inputs)
    if (e.semanticName == "WORLDPOS") EXPECT_EQ(e.component, 1u);
}

TEST(InputPlacement, BadAnswersFailNamingTheElement) {
  struct Case {
    std::map<std::string, std::pair<uint32_t, uint32_t>> placement;
    const char* expected;
  } cases[] = {
      {{{"WORLDPOS0", {1, 0}}}, "stage input COLOR0: the stage input mapper answered status"},
      {{{"WORLDPOS0", {1, 2}}, {"COLOR0", {2, 0}}}, "stage input WORLDPOS0: placement at location 1 component 2"},
      {{{"WORLDPOS0", {32, 0}}, {"COLOR0", {2, 0}}}, "stage input WORLDPOS0: placement at location 32"},
      {{{"WORLDPOS0", {2, 0}}, {"COLOR0", {2, 0}}}, "stage input COLOR0: placed over WORLDPOS0 (location 2)"},
  };
  for (const Case& c : cases) {
    auto r = convertWith(c.placement);
    EXPECT_EQ(r.status, DXSV_ERROR_INVALID_ARGUMENT) << c.expected;
    EXPECT_NE(r.error.find(c.expected), std::string::npos) << r.error;
  }
}

TEST(InputPlacement, AnInputThePreviousStageDoesNotWriteReadsZero) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.stageInputs = [](dxsv_stage_input_element& e) {
    if (std::string(e.semantic_name) == "COLOR") e.not_written = 1;
    else e.location = 2;  // WORLDPOS where COLOR's register was: no clash, COLOR takes no location
    return DXSV_SUCCESS;
  };
  auto r = dxsv::convert(dxsv::testing::readReference("graphics/ps_clip_loop.dxil"), options);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(locationOf(r, "COLOR"), -1);
  EXPECT_EQ(locationOf(r, "WORLDPOS"), 2);
}

TEST(InputPlacement, EvaluatingAnInputThePreviousStageDoesNotWriteReadsZero) {
  // graphics/ps_evaluate_attribute evaluates TEXCOORD0 at a sample and snapped, COLOR0 at the
  // centroid. InterpolateAt* takes only Input variables: the unwritten ones read their zero.
  auto convertWithUnwritten = [](const std::string& unwritten) {
    dxsv::ConvertOptions options;
    options.validate = true;
    options.stageInputs = [&](dxsv_stage_input_element& e) {
      if (std::string(e.semantic_name) == unwritten) e.not_written = 1;
      return DXSV_SUCCESS;
    };
    return dxsv::convert(dxsv::testing::readReference("graphics/ps_evaluate_attribute.dxil"), options);
  };
  auto interpolations = [](const dxsv::ConvertResult& r) {
    // OpExtInst with GLSL.std.450 InterpolateAtCentroid (76), AtSample (77), AtOffset (78).
    int count = 0;
    for (size_t i = 5; i < r.spirv.size(); i += std::max<uint32_t>(r.spirv[i] >> 16, 1))
      if ((r.spirv[i] & 0xffff) == 12 && i + 4 < r.spirv.size() && r.spirv[i + 4] >= 76 && r.spirv[i + 4] <= 78) ++count;
    return count;
  };
  auto both = convertWithUnwritten("");
  ASSERT_TRUE(both.ok()) << both.error;
  EXPECT_EQ(interpolations(both), 7);  // per component: uv 2 x (sample, snapped), color 3
  auto noColor = convertWithUnwritten("COLOR");
  ASSERT_TRUE(noColor.ok()) << noColor.error;
  EXPECT_EQ(locationOf(noColor, "COLOR"), -1);
  EXPECT_EQ(interpolations(noColor), 4);
  auto noUv = convertWithUnwritten("TEXCOORD");
  ASSERT_TRUE(noUv.ok()) << noUv.error;
  EXPECT_EQ(interpolations(noUv), 3);
}

TEST(InputPlacement, VertexShadersAreNotAsked) {
  dxsv::ConvertOptions options;
  bool called = false;
  options.stageInputs = [&](dxsv_stage_input_element&) { return called = true, DXSV_SUCCESS; };
  auto r = dxsv::convert(dxsv::testing::readReference("graphics/vs_clip_distance.dxil"), options);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_FALSE(called);
}

}  // namespace
