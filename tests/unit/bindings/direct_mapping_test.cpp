#include <gtest/gtest.h>

#include "bindings/bindings.h"

namespace dxsv::bindings {
namespace {

ir::Resource resource(ir::ResourceClass cls, ir::ResourceKind kind, uint32_t space, uint32_t reg) {
  ir::Resource r;
  r.cls = cls;
  r.kind = kind;
  r.space = space;
  r.lowerBound = reg;
  r.name = "R";
  return r;
}

TEST(BindingShifts, ParsesAnySubsetInAnyOrder) {
  auto shifts = parseBindingShifts("u=7,t=1");
  ASSERT_TRUE(shifts.ok());
  EXPECT_EQ(shifts->srv, 1u);
  EXPECT_EQ(shifts->uav, 7u);
  EXPECT_EQ(shifts->sampler, 100u);  // untouched default
  EXPECT_EQ(shifts->cbv, 200u);
}

TEST(BindingShifts, RejectsMalformedItems) {
  EXPECT_FALSE(parseBindingShifts("x=1").ok());
  EXPECT_FALSE(parseBindingShifts("t=").ok());
  EXPECT_FALSE(parseBindingShifts("t=-1").ok());
  EXPECT_FALSE(parseBindingShifts("t1").ok());
  auto bad = parseBindingShifts("t=12abc");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("12abc"), std::string::npos);
}

TEST(DirectBindingMapper, SetIsSpaceAndBindingIsShiftPlusRegister) {
  DirectBindingMapper mapper(BindingShifts{});
  auto uav = mapper.map(resource(ir::ResourceClass::UAV, ir::ResourceKind::RawBuffer, 2, 5));
  ASSERT_TRUE(uav.ok());
  EXPECT_EQ(uav->set, 2u);
  EXPECT_EQ(uav->binding, 305u);
  EXPECT_EQ(uav->descriptorType, DescriptorType::StorageBuffer);
  auto cbv = mapper.map(resource(ir::ResourceClass::CBV, ir::ResourceKind::CBuffer, 0, 1));
  ASSERT_TRUE(cbv.ok());
  EXPECT_EQ(cbv->binding, 201u);
  EXPECT_EQ(cbv->descriptorType, DescriptorType::UniformBuffer);
}

TEST(DirectBindingMapper, TypedBuffersBecomeTexelBuffers) {
  EXPECT_EQ(descriptorTypeFor(resource(ir::ResourceClass::SRV, ir::ResourceKind::TypedBuffer, 0, 0)), DescriptorType::UniformTexelBuffer);
  EXPECT_EQ(descriptorTypeFor(resource(ir::ResourceClass::UAV, ir::ResourceKind::TypedBuffer, 0, 0)), DescriptorType::StorageTexelBuffer);
  EXPECT_EQ(descriptorTypeFor(resource(ir::ResourceClass::SRV, ir::ResourceKind::StructuredBuffer, 0, 0)), DescriptorType::StorageBuffer);
}

TEST(DirectBindingMapper, OverflowingBindingIsAnError) {
  DirectBindingMapper mapper(BindingShifts{0, 0, 0, 0xffffffffu});
  auto r = mapper.map(resource(ir::ResourceClass::UAV, ir::ResourceKind::RawBuffer, 0, 2));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("32 bits"), std::string::npos);
}

TEST(DirectBindingMapper, HiddenCounterIsItsOwnStorageBuffer) {
  auto shifts = parseBindingShifts("c=1000");
  ASSERT_TRUE(shifts.ok());
  EXPECT_EQ(shifts->uavCounter, 1000u);
  DirectBindingMapper mapper(*shifts);
  ir::Resource uav = resource(ir::ResourceClass::UAV, ir::ResourceKind::StructuredBuffer, 1, 3);
  EXPECT_FALSE(mapper.mapCounter(uav).ok());  // no counter declared
  uav.hasCounter = true;
  auto counter = mapper.mapCounter(uav);
  ASSERT_TRUE(counter.ok());
  EXPECT_EQ(counter->set, 1u);
  EXPECT_EQ(counter->binding, 1003u);
  EXPECT_EQ(counter->descriptorType, DescriptorType::StorageBuffer);
  EXPECT_EQ(mapper.map(uav)->binding, 303u);  // the UAV itself is unaffected
}

}  // namespace
}  // namespace dxsv::bindings
