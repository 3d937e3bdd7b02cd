// Where RaytracingAccelerationStructure SRVs (inline ray queries) live: an acceleration-
// structure descriptor in direct mode, binding 7 of the resource heap set when they come from
// the heap or a descriptor table, and a device address (or a plain descriptor) as a root SRV.
#include <gtest/gtest.h>

#include "bindings/bindings.h"

namespace dxsv::bindings {
namespace {

using container::DescriptorRange;
using container::DescriptorRangeType;
using container::RootParameter;
using container::RootParameterType;

ir::Resource tlas(uint32_t reg, uint32_t space = 0) {
  ir::Resource r;
  r.cls = ir::ResourceClass::SRV;
  r.kind = ir::ResourceKind::RTAccelerationStructure;
  r.space = space;
  r.lowerBound = reg;
  r.name = "Scene";
  return r;
}

// [0] root CBV b0, [1] root SRV t0 (a TLAS), [2] table with SRV t1..t4 at offset 3.
container::RootSignature signature() {
  container::RootSignature sig;
  RootParameter cbv;
  cbv.type = RootParameterType::CBV;
  sig.parameters.push_back(cbv);
  RootParameter srv;
  srv.type = RootParameterType::SRV;
  sig.parameters.push_back(srv);
  RootParameter table;
  table.type = RootParameterType::DescriptorTable;
  DescriptorRange range;
  range.type = DescriptorRangeType::SRV;
  range.baseRegister = 1;
  range.numDescriptors = 4;
  range.offsetInTable = range.resolvedOffset = 3;
  table.ranges.push_back(range);
  sig.parameters.push_back(table);
  return sig;
}

TEST(AccelerationStructureMapping, DirectModeIsADescriptorAtTheSrvShift) {
  BindingShifts shifts;
  shifts.srv = 10;
  DirectBindingMapper mapper(shifts);
  auto access = mapper.map(tlas(2, 1));
  ASSERT_TRUE(access.ok()) << access.error().message;
  EXPECT_EQ(access->kind, AccessKind::Descriptor);
  EXPECT_EQ(access->descriptorType, DescriptorType::AccelerationStructure);
  EXPECT_EQ(access->set, 1u);
  EXPECT_EQ(access->binding, 12u);
}

TEST(AccelerationStructureMapping, HeapResourcesUseBindingSeven) {
  DirectBindingMapper mapper(BindingShifts{});
  ir::Resource r = tlas(0);
  r.fromHeap = true;
  r.rangeSize = 0xffffffffu;
  auto access = mapper.map(r);
  ASSERT_TRUE(access.ok());
  EXPECT_EQ(access->kind, AccessKind::HeapElement);
  EXPECT_EQ(access->set, 0u);
  EXPECT_EQ(access->binding, uint32_t(HeapBinding::AccelerationStructure));
  EXPECT_EQ(access->binding, 7u);
}

TEST(AccelerationStructureMapping, RootSrvIsADeviceAddressAfterTheRootCbv) {
  auto layout = makeRootLayout(signature(), {});
  ASSERT_TRUE(layout.ok()) << layout.error().message;
  RootSignatureBindingMapper mapper(*layout, ir::ShaderStage::Compute);
  auto access = mapper.map(tlas(0));
  ASSERT_TRUE(access.ok()) << access.error().message;
  EXPECT_EQ(access->kind, AccessKind::DeviceAddress);
  EXPECT_EQ(access->descriptorType, DescriptorType::AccelerationStructure);
  EXPECT_EQ(access->rootDword, 2u);  // root CBV at DWORDs 0-1, the TLAS address at 2-3
  EXPECT_EQ(access->dwordCount, 2u);

  RootLayoutOptions plain;
  plain.rootDescriptorsAsDescriptors = true;
  auto plainLayout = makeRootLayout(signature(), plain);
  ASSERT_TRUE(plainLayout.ok());
  auto descriptor = RootSignatureBindingMapper(*plainLayout, ir::ShaderStage::Compute).map(tlas(0));
  ASSERT_TRUE(descriptor.ok());
  EXPECT_EQ(descriptor->kind, AccessKind::Descriptor);
  EXPECT_EQ(descriptor->set, plain.heaps.rootSet);
  EXPECT_EQ(descriptor->binding, rootDescriptorBinding(1));
}

TEST(AccelerationStructureMapping, TableEntryIsAHeapElementAtItsOffset) {
  auto layout = makeRootLayout(signature(), {});
  ASSERT_TRUE(layout.ok());
  auto access = RootSignatureBindingMapper(*layout, ir::ShaderStage::Pixel).map(tlas(3));
  ASSERT_TRUE(access.ok()) << access.error().message;
  EXPECT_EQ(access->kind, AccessKind::HeapElement);
  EXPECT_EQ(access->binding, 7u);
  EXPECT_EQ(access->baseIndex, 5u);   // offset 3 + (t3 - t1)
  EXPECT_EQ(access->rootDword, 4u);   // two root addresses, then the table's heap offset
}

}  // namespace
}  // namespace dxsv::bindings
