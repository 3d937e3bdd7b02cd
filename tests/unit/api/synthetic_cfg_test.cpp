// The structurizer-scaling input (tests/common/synthetic_cfg.h): its largest size, 10,000
// blocks of nested loops and switches, converts and passes spirv-val. Correctness only; its
// speed is measured by bench/scale_bench.cpp.
#include <gtest/gtest.h>

#include "../../common/assemble_ll.h"
#include "../../common/synthetic_cfg.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

void convertsAndValidates(int blocks) {
  auto blob = dxsv::testing::assembleLl(dxsv::testing::syntheticCfgLl(blocks));
  ASSERT_FALSE(blob.empty());
  dxsv::ConvertOptions options;
  options.validate = true;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  auto result = dxsv::convert(blob, options);
  ASSERT_TRUE(result.ok()) << result.error;
  // Every block of the input survives (the structurizer only adds blocks): count OpLabel.
  size_t labels = 0;
  for (size_t i = 5; i < result.spirv.size(); i += result.spirv[i] >> 16) {
    ASSERT_NE(result.spirv[i] >> 16, 0u);
    labels += (result.spirv[i] & 0xffff) == 248;  // OpLabel
  }
  EXPECT_GE(labels, size_t(blocks) * 9 / 10);
}

TEST(SyntheticCfg, SmallConvertsAndValidates) { convertsAndValidates(100); }
TEST(SyntheticCfg, TenThousandBlocksConvertAndValidate) { convertsAndValidates(10000); }

}  // namespace
