// The root-signature ABI (bindings/root_layout.h) and how resources map through a root
// signature, against offsets worked out by hand.
#include <gtest/gtest.h>

#include "bindings/bindings.h"

namespace dxsv::bindings {
namespace {

using container::DescriptorRange;
using container::DescriptorRangeType;
using container::RootParameter;
using container::RootParameterType;
using container::ShaderVisibility;

ir::Resource resource(ir::ResourceClass cls, ir::ResourceKind kind, uint32_t space, uint32_t reg, uint32_t count = 1) {
  ir::Resource r;
  r.cls = cls;
  r.kind = kind;
  r.space = space;
  r.lowerBound = reg;
  r.rangeSize = count;
  r.name = "R";
  return r;
}

RootParameter constants(uint32_t reg, uint32_t space, uint32_t count, ShaderVisibility visibility = ShaderVisibility::All) {
  RootParameter p;
  p.type = RootParameterType::Constants32Bit;
  p.shaderRegister = reg;
  p.space = space;
  p.num32BitValues = count;
  p.visibility = visibility;
  return p;
}

RootParameter rootDescriptor(RootParameterType type, uint32_t reg, uint32_t space = 0) {
  RootParameter p;
  p.type = type;
  p.shaderRegister = reg;
  p.space = space;
  return p;
}

RootParameter table(std::vector<DescriptorRange> ranges) {
  RootParameter p;
  p.type = RootParameterType::DescriptorTable;
  for (DescriptorRange& r : ranges) r.resolvedOffset = r.offsetInTable;
  p.ranges = std::move(ranges);
  return p;
}

DescriptorRange range(DescriptorRangeType type, uint32_t base, uint32_t count, uint32_t offset, uint32_t space = 0) {
  DescriptorRange r;
  r.type = type;
  r.baseRegister = base;
  r.numDescriptors = count;
  r.offsetInTable = offset;
  r.space = space;
  return r;
}

// [0] constants b0 x3, [1] table (SRV t4..t7 at 2, UAV u0.. unbounded at 10), [2] root CBV b1,
// [3] root SRV t0, [4] constants b2 x1 pixel-only.
container::RootSignature sample() {
  container::RootSignature sig;
  sig.parameters.push_back(constants(0, 0, 3));
  sig.parameters.push_back(table({range(DescriptorRangeType::SRV, 4, 4, 2), range(DescriptorRangeType::UAV, 0, container::kUnboundedRange, 10)}));
  sig.parameters.push_back(rootDescriptor(RootParameterType::CBV, 1));
  sig.parameters.push_back(rootDescriptor(RootParameterType::SRV, 0));
  sig.parameters.push_back(constants(2, 0, 1, ShaderVisibility::Pixel));
  container::StaticSampler s;
  s.shaderRegister = 3;
  sig.staticSamplers.push_back(s);
  return sig;
}

TEST(RootLayout, AddressesFirstThenConstantsAndTablesInParameterOrder) {
  auto layout = makeRootLayout(sample(), {});
  ASSERT_TRUE(layout.ok()) << layout.error().message;
  // root CBV at 0-1, root SRV at 2-3; then constants b0 (3 DWORDs) at 4, the table at 7, b2 at 8.
  EXPECT_EQ(layout->parameterDword, (std::vector<uint32_t>{4, 7, 0, 2, 8}));
  EXPECT_EQ(layout->blockDwords, 9u);
  EXPECT_TRUE(layout->blockInPushConstants);  // 36 bytes <= 128
}

TEST(RootLayout, TooLargeForPushConstantsGoesToAUniformBuffer) {
  RootLayoutOptions options;
  options.pushConstantBytes = 32;
  auto layout = makeRootLayout(sample(), options);
  ASSERT_TRUE(layout.ok());
  EXPECT_FALSE(layout->blockInPushConstants);
}

TEST(RootLayout, PlainRootDescriptorsTakeNoBlockSpace) {
  RootLayoutOptions options;
  options.rootDescriptorsAsDescriptors = true;
  auto layout = makeRootLayout(sample(), options);
  ASSERT_TRUE(layout.ok());
  EXPECT_EQ(layout->parameterDword[0], 0u);
  EXPECT_EQ(layout->parameterDword[1], 3u);
  EXPECT_EQ(layout->blockDwords, 5u);
}

TEST(RootLayout, MoreThan64DwordsIsAnError) {
  container::RootSignature sig;
  sig.parameters.push_back(constants(0, 0, 63));
  sig.parameters.push_back(rootDescriptor(RootParameterType::UAV, 0));
  auto layout = makeRootLayout(sig, {});
  ASSERT_FALSE(layout.ok());
  EXPECT_NE(layout.error().message.find("65 DWORDs"), std::string::npos) << layout.error().message;
}

RootSignatureBindingMapper mapperFor(const container::RootSignature& sig, ir::ShaderStage stage = ir::ShaderStage::Pixel,
                                     RootLayoutOptions options = {}) {
  auto layout = makeRootLayout(sig, options);
  EXPECT_TRUE(layout.ok());
  return RootSignatureBindingMapper(std::move(*layout), stage);
}

TEST(RootSignatureMapping, RootConstantsSitAtTheirDword) {
  auto mapper = mapperFor(sample());
  auto b0 = mapper.map(resource(ir::ResourceClass::CBV, ir::ResourceKind::CBuffer, 0, 0));
  ASSERT_TRUE(b0.ok()) << b0.error().message;
  EXPECT_EQ(b0->kind, AccessKind::RootConstants);
  EXPECT_EQ(b0->rootDword, 4u);
  EXPECT_EQ(b0->dwordCount, 3u);
  EXPECT_EQ(b0->rootParameter, 0u);
}

TEST(RootSignatureMapping, RootDescriptorsAreDeviceAddressesOrPlainDescriptors) {
  auto cbv = mapperFor(sample()).map(resource(ir::ResourceClass::CBV, ir::ResourceKind::CBuffer, 0, 1));
  ASSERT_TRUE(cbv.ok());
  EXPECT_EQ(cbv->kind, AccessKind::DeviceAddress);
  EXPECT_EQ(cbv->rootDword, 0u);
  auto srv = mapperFor(sample()).map(resource(ir::ResourceClass::SRV, ir::ResourceKind::StructuredBuffer, 0, 0));
  ASSERT_TRUE(srv.ok());
  EXPECT_EQ(srv->kind, AccessKind::DeviceAddress);
  EXPECT_EQ(srv->rootDword, 2u);

  RootLayoutOptions plain;
  plain.rootDescriptorsAsDescriptors = true;
  auto asDescriptor = mapperFor(sample(), ir::ShaderStage::Pixel, plain).map(resource(ir::ResourceClass::SRV, ir::ResourceKind::RawBuffer, 0, 0));
  ASSERT_TRUE(asDescriptor.ok());
  EXPECT_EQ(asDescriptor->kind, AccessKind::Descriptor);
  EXPECT_EQ(asDescriptor->set, 3u);
  EXPECT_EQ(asDescriptor->binding, 4u);  // 1 + parameter index 3
}

TEST(RootSignatureMapping, OnlyBuffersMayBeRootDescriptors) {
  auto texture = mapperFor(sample()).map(resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 0, 0));
  ASSERT_FALSE(texture.ok());
  EXPECT_NE(texture.error().message.find("root parameter 3"), std::string::npos) << texture.error().message;
}

TEST(RootSignatureMapping, TableRangesAreHeapElements) {
  auto mapper = mapperFor(sample());
  // t6..t7 inside the SRV range t4..t7 at table offset 2: heap index = table + 2 + (6 - 4).
  auto srv = mapper.map(resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 0, 6, 2));
  ASSERT_TRUE(srv.ok()) << srv.error().message;
  EXPECT_EQ(srv->kind, AccessKind::HeapElement);
  EXPECT_EQ(srv->set, 0u);
  EXPECT_EQ(srv->binding, uint32_t(HeapBinding::SampledImage));
  EXPECT_EQ(srv->baseIndex, 4u);
  EXPECT_EQ(srv->rootDword, 7u);
  EXPECT_EQ(srv->rootParameter, 1u);
  // An unbounded UAV array inside the unbounded range.
  ir::Resource uavs = resource(ir::ResourceClass::UAV, ir::ResourceKind::RawBuffer, 0, 5, 0xffffffffu);
  uavs.hasCounter = false;
  auto uav = mapper.map(uavs);
  ASSERT_TRUE(uav.ok());
  EXPECT_EQ(uav->binding, uint32_t(HeapBinding::StorageBuffer));
  EXPECT_EQ(uav->baseIndex, 15u);
  // A range that runs past the table's: not covered.
  auto past = mapper.map(resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 0, 6, 3));
  ASSERT_FALSE(past.ok());
  EXPECT_NE(past.error().message.find("t6-t8"), std::string::npos) << past.error().message;
}

TEST(RootSignatureMapping, CountersShareTheirUavsHeapIndex) {
  ir::Resource uav = resource(ir::ResourceClass::UAV, ir::ResourceKind::StructuredBuffer, 0, 2);
  uav.hasCounter = true;
  auto counter = mapperFor(sample()).mapCounter(uav);
  ASSERT_TRUE(counter.ok()) << counter.error().message;
  EXPECT_EQ(counter->binding, uint32_t(HeapBinding::UavCounter));
  EXPECT_EQ(counter->baseIndex, 12u);
  EXPECT_EQ(counter->rootDword, 7u);
}

TEST(RootSignatureMapping, VisibilityHidesParametersFromOtherStages) {
  ir::Resource b2 = resource(ir::ResourceClass::CBV, ir::ResourceKind::CBuffer, 0, 2);
  EXPECT_TRUE(mapperFor(sample(), ir::ShaderStage::Pixel).map(b2).ok());
  auto vertex = mapperFor(sample(), ir::ShaderStage::Vertex).map(b2);
  ASSERT_FALSE(vertex.ok());
  EXPECT_NE(vertex.error().message.find("'R' (b2, space 0) is not covered"), std::string::npos) << vertex.error().message;
}

TEST(RootSignatureMapping, StaticSamplersAreImmutableSamplersInTheirSet) {
  auto s3 = mapperFor(sample()).map(resource(ir::ResourceClass::Sampler, ir::ResourceKind::Sampler, 0, 3));
  ASSERT_TRUE(s3.ok());
  EXPECT_EQ(s3->kind, AccessKind::Descriptor);
  EXPECT_EQ(s3->set, 2u);
  EXPECT_EQ(s3->binding, 0u);
  EXPECT_FALSE(mapperFor(sample()).map(resource(ir::ResourceClass::Sampler, ir::ResourceKind::Sampler, 0, 4)).ok());
}

TEST(RootSignatureMapping, HeapResourcesIgnoreTheTables) {
  ir::Resource heap = resource(ir::ResourceClass::UAV, ir::ResourceKind::Texture2D, 0, 0, 0xffffffffu);
  heap.fromHeap = true;
  auto access = mapperFor(sample()).map(heap);
  ASSERT_TRUE(access.ok());
  EXPECT_EQ(access->kind, AccessKind::HeapElement);
  EXPECT_EQ(access->binding, uint32_t(HeapBinding::StorageImage));
  EXPECT_EQ(access->rootDword, kNoRootDword);
  EXPECT_EQ(access->baseIndex, 0u);
}

TEST(DirectMapping, RangesBecomeDescriptorArraysAndHeapsUseTheHeapSets) {
  DirectBindingMapper mapper(BindingShifts{}, HeapLayout{7, 8, 9, 10, 0});
  auto four = mapper.map(resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 1, 2, 4));
  ASSERT_TRUE(four.ok());
  EXPECT_EQ(four->arraySize, 4u);
  EXPECT_EQ(four->binding, 2u);
  auto unbounded = mapper.map(resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 1, 2, 0xffffffffu));
  EXPECT_EQ(unbounded->arraySize, 0u);
  ir::Resource sampler = resource(ir::ResourceClass::Sampler, ir::ResourceKind::Sampler, 0, 0, 0xffffffffu);
  sampler.fromHeap = true;
  auto heap = mapper.map(sampler);
  EXPECT_EQ(heap->kind, AccessKind::HeapElement);
  EXPECT_EQ(heap->set, 8u);
  EXPECT_EQ(heap->binding, 0u);
}

}  // namespace
}  // namespace dxsv::bindings
