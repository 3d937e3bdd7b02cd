// The local root signature the add_local_root_* calls build, serialized as D3D12 does and read
// back by dxil-spirv's own parser.
#include <gtest/gtest.h>

#include "compat/src/compat.h"
#include "container/root_signature.h"

namespace {

using namespace dxsv::container;

TEST(CompatLocalRootSignature, EveryParameterKindRoundTrips) {
  std::vector<compat::LocalParameter> parameters(4);
  parameters[0].kind = compat::LocalParameter::Constants;
  parameters[0].space = 1, parameters[0].reg = 2, parameters[0].words = 3;
  parameters[1].kind = compat::LocalParameter::Descriptor;
  parameters[1].resourceClass = DXIL_SPV_RESOURCE_CLASS_UAV;
  parameters[1].space = 4, parameters[1].reg = 5;
  parameters[2].kind = compat::LocalParameter::Table;
  parameters[2].ranges = {{DXIL_SPV_RESOURCE_CLASS_SRV, 0, 1, 2, 0}, {DXIL_SPV_RESOURCE_CLASS_CBV, 3, 4, 0xffffffffu, 2}};
  parameters[3].kind = compat::LocalParameter::Descriptor;
  parameters[3].resourceClass = DXIL_SPV_RESOURCE_CLASS_SRV;

  auto parsed = parseSerializedRootSignature(compat::serializeLocalRootSignature(parameters));
  ASSERT_TRUE(parsed) << parsed.error().message;
  ASSERT_TRUE(validateRootSignature(*parsed)) << validateRootSignature(*parsed).error().message;
  EXPECT_EQ(parsed->flags, kLocalRootSignatureFlag);
  ASSERT_EQ(parsed->parameters.size(), 4u);
  const RootParameter& constants = parsed->parameters[0];
  EXPECT_EQ(constants.type, RootParameterType::Constants32Bit);
  EXPECT_EQ(constants.space, 1u);
  EXPECT_EQ(constants.shaderRegister, 2u);
  EXPECT_EQ(constants.num32BitValues, 3u);
  EXPECT_EQ(parsed->parameters[1].type, RootParameterType::UAV);
  EXPECT_EQ(parsed->parameters[1].space, 4u);
  EXPECT_EQ(parsed->parameters[1].shaderRegister, 5u);
  const RootParameter& table = parsed->parameters[2];
  EXPECT_EQ(table.type, RootParameterType::DescriptorTable);
  ASSERT_EQ(table.ranges.size(), 2u);
  EXPECT_EQ(table.ranges[0].type, DescriptorRangeType::SRV);
  EXPECT_EQ(table.ranges[0].baseRegister, 1u);
  EXPECT_EQ(table.ranges[0].numDescriptors, 2u);
  EXPECT_EQ(table.ranges[1].type, DescriptorRangeType::CBV);
  EXPECT_EQ(table.ranges[1].space, 3u);
  EXPECT_EQ(table.ranges[1].numDescriptors, kUnboundedRange);
  EXPECT_EQ(table.ranges[1].resolvedOffset, 2u);
  EXPECT_EQ(parsed->parameters[3].type, RootParameterType::SRV);
}

}  // namespace
