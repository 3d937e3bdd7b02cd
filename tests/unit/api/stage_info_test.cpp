// dxsv_result_stage_info: the execution properties a layer builds its pipeline from.
#include <gtest/gtest.h>

#include "../../common/container_builder.h"
#include "dxil_spirv/dxil_spirv.h"

namespace {

using dxsv::testing::Bytes;

dxsv_stage_info infoOf(const std::string& reference) {
  Bytes blob = dxsv::testing::readReference(reference);
  dxsv_result result = nullptr;
  EXPECT_EQ(dxsv_convert(blob.data(), blob.size(), nullptr, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  dxsv_stage_info info;
  EXPECT_EQ(dxsv_result_stage_info(result, &info), DXSV_SUCCESS);
  dxsv_result_destroy(result);
  return info;
}

TEST(StageInfo, ComputeAndMeshWorkgroupSize) {
  dxsv_stage_info cs = infoOf("compute/cf_loops.dxil");  // [numthreads(32, 1, 1)]
  EXPECT_EQ(cs.workgroup_size[0], 32u);
  EXPECT_EQ(cs.workgroup_size[1], 1u);
  EXPECT_EQ(cs.workgroup_size[2], 1u);
  EXPECT_EQ(cs.input_control_points, 0u);
  dxsv_stage_info ms = infoOf("graphics/ms_basic_quad.dxil");  // [numthreads(4, 1, 1)]
  EXPECT_EQ(ms.workgroup_size[0], 4u);
}

TEST(StageInfo, HullAndDomainControlPoints) {
  dxsv_stage_info hs = infoOf("graphics/hs_pn_triangles.dxil");  // InputPatch<_, 3>, [outputcontrolpoints(10)]
  EXPECT_EQ(hs.input_control_points, 3u);
  EXPECT_EQ(hs.output_control_points, 10u);
  EXPECT_EQ(hs.workgroup_size[0], 0u);
  dxsv_stage_info ds = infoOf("graphics/ds_isoline.dxil");  // OutputPatch<_, 4>
  EXPECT_EQ(ds.input_control_points, 4u);
  EXPECT_EQ(ds.output_control_points, 0u);
}

TEST(StageInfo, FailedConversionAndBadArguments) {
  dxsv_stage_info info;
  EXPECT_EQ(dxsv_result_stage_info(nullptr, &info), DXSV_ERROR_INVALID_ARGUMENT);
  const uint8_t junk[4] = {1, 2, 3, 4};
  dxsv_result result = nullptr;
  ASSERT_NE(dxsv_convert(junk, sizeof(junk), nullptr, &result), DXSV_SUCCESS);
  info.workgroup_size[0] = 7;
  EXPECT_NE(dxsv_result_stage_info(result, &info), DXSV_SUCCESS);
  EXPECT_EQ(info.workgroup_size[0], 0u);
  EXPECT_EQ(dxsv_result_stage_info(result, nullptr), DXSV_ERROR_INVALID_ARGUMENT);
  dxsv_result_destroy(result);
}

}  // namespace
