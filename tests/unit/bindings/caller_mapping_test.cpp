// Caller mode's answer checks (bindings/validate_access.cpp) and what the caller is told
// (bindings/caller_mapping.cpp), on hand-made resources.
#include <gtest/gtest.h>

#include "bindings/caller_mapping.h"

namespace dxsv::bindings {
namespace {

ir::Resource resource(ir::ResourceClass cls, ir::ResourceKind kind, uint32_t reg, uint32_t range = 1) {
  ir::Resource r;
  r.cls = cls;
  r.kind = kind;
  r.space = 1;
  r.lowerBound = reg;
  r.rangeSize = range;
  r.name = "R";
  return r;
}

RootLayout block(uint32_t descriptors, uint32_t words) {
  BindingOptions options;
  options.rootDescriptorCount = descriptors;
  options.rootConstantWords = words;
  return callerRootLayout(options);
}

TEST(CallerMapping, DefaultAnswerIsTheNaturalDescriptor) {
  auto r = resource(ir::ResourceClass::UAV, ir::ResourceKind::TypedBuffer, 3, 4);
  dxsv_resource_mapping m = defaultMapping(r);
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_DESCRIPTOR);
  EXPECT_EQ(m.resource.descriptor_type, DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER);
  EXPECT_EQ(m.resource.set, 1u);
  EXPECT_EQ(m.resource.binding, 3u);
  EXPECT_EQ(m.resource.array_size, 4u);
  EXPECT_EQ(m.resource.root_word, UINT32_MAX);
  auto access = acceptResourceAnswer(r, m.resource, block(0, 0), 0);
  ASSERT_TRUE(access.ok()) << access.error().message;
  EXPECT_EQ(access->kind, AccessKind::Descriptor);
  EXPECT_EQ(access->arraySize, 4u);
}

TEST(CallerMapping, RootBlockIsAddressesThenConstants) {
  RootLayout root = block(2, 5);
  EXPECT_EQ(root.blockDwords, 9u);
  EXPECT_TRUE(root.blockInPushConstants);
  auto cbv = resource(ir::ResourceClass::CBV, ir::ResourceKind::CBuffer, 0);
  dxsv_resource_access a = defaultMapping(cbv).resource;
  a.kind = DXSV_ACCESS_ROOT_CONSTANTS;
  a.root_word = 4;
  a.word_count = 5;
  auto ok = acceptResourceAnswer(cbv, a, root, 2);
  ASSERT_TRUE(ok.ok()) << ok.error().message;
  EXPECT_EQ(ok->rootDword, 4u);
  a.word_count = 6;  // one word past the block
  auto bad = acceptResourceAnswer(cbv, a, root, 2);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().kind, ErrorKind::InvalidArgument);
  EXPECT_NE(bad.error().message.find("'R' (b0, space 1)"), std::string::npos) << bad.error().message;
}

// vkd3d-proton 3.0.1 binds an unbounded DXIL range as the one descriptor (or root descriptor)
// its root signature has there: the first register, the only one D3D lets the shader reach.
TEST(CallerMapping, UnboundedRangeAsItsFirstRegister) {
  auto tex = resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 0, UINT32_MAX);
  dxsv_resource_access a = defaultMapping(tex).resource;
  EXPECT_EQ(a.array_size, 0u);
  a.array_size = 1;
  auto one = acceptResourceAnswer(tex, a, block(0, 0), 0);
  ASSERT_TRUE(one.ok()) << one.error().message;
  EXPECT_EQ(one->arraySize, 1u);
  a.array_size = 2;  // a fixed array is not enough for an unbounded range
  auto two = acceptResourceAnswer(tex, a, block(0, 0), 0);
  ASSERT_FALSE(two.ok());
  EXPECT_NE(two.error().message.find("runtime array"), std::string::npos) << two.error().message;

  auto raw = resource(ir::ResourceClass::UAV, ir::ResourceKind::RawBuffer, 1, UINT32_MAX);
  dxsv_resource_access address = defaultMapping(raw).resource;
  address.kind = DXSV_ACCESS_DEVICE_ADDRESS;
  address.root_word = 0;
  address.word_count = 2;
  EXPECT_TRUE(acceptResourceAnswer(raw, address, block(1, 0), 1).ok());
  auto range = resource(ir::ResourceClass::UAV, ir::ResourceKind::RawBuffer, 1, 4);  // bounded, several
  EXPECT_FALSE(acceptResourceAnswer(range, address, block(1, 0), 1).ok());
}

TEST(CallerMapping, DescriptorTypeOverrides) {
  auto raw = resource(ir::ResourceClass::SRV, ir::ResourceKind::RawBuffer, 0);
  dxsv_resource_access a = defaultMapping(raw).resource;
  a.descriptor_type = DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
  EXPECT_TRUE(acceptResourceAnswer(raw, a, block(0, 0), 0).ok());
  a.descriptor_type = DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;  // an SRV's texel view is uniform
  EXPECT_FALSE(acceptResourceAnswer(raw, a, block(0, 0), 0).ok());
  auto cbv = resource(ir::ResourceClass::CBV, ir::ResourceKind::CBuffer, 0);
  a = defaultMapping(cbv).resource;
  a.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
  EXPECT_TRUE(acceptResourceAnswer(cbv, a, block(0, 0), 0).ok());
  auto tex = resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 0);
  a = defaultMapping(tex).resource;
  for (dxsv_descriptor_type t : {DXSV_DESCRIPTOR_STORAGE_BUFFER, DXSV_DESCRIPTOR_UNIFORM_BUFFER, DXSV_DESCRIPTOR_STORAGE_IMAGE,
                                 DXSV_DESCRIPTOR_SAMPLER, DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER}) {
    a.descriptor_type = t;
    auto bad = acceptResourceAnswer(tex, a, block(0, 0), 0);
    ASSERT_FALSE(bad.ok()) << t;
    EXPECT_NE(bad.error().message.find("cannot hold"), std::string::npos) << bad.error().message;
  }
}

TEST(CallerMapping, OffsetBuffersOnlyForHeapBuffers) {
  auto typed = resource(ir::ResourceClass::SRV, ir::ResourceKind::TypedBuffer, 0);
  dxsv_resource_access a = defaultMapping(typed).resource;
  a.has_offset_buffer = 1;
  a.offset_buffer_set = 4;
  a.offset_buffer_binding = 2;
  EXPECT_FALSE(acceptResourceAnswer(typed, a, block(0, 0), 0).ok());  // a DESCRIPTOR
  a.kind = DXSV_ACCESS_HEAP_ELEMENT;
  a.offset_buffer_stride = 2;
  a.offset_buffer_slot = 1;
  auto ok = acceptResourceAnswer(typed, a, block(0, 0), 0);
  ASSERT_TRUE(ok.ok()) << ok.error().message;
  EXPECT_TRUE(ok->offsetBuffer.present);
  EXPECT_EQ(ok->offsetBuffer.set, 4u);
  EXPECT_EQ(ok->offsetBuffer.binding, 2u);
  EXPECT_EQ(ok->offsetBuffer.stride, 2u);
  EXPECT_EQ(ok->offsetBuffer.slot, 1u);
  a.offset_buffer_slot = 2;  // not below the stride
  EXPECT_FALSE(acceptResourceAnswer(typed, a, block(0, 0), 0).ok());
  auto tex = resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 0);
  a = defaultMapping(tex).resource;
  a.kind = DXSV_ACCESS_HEAP_ELEMENT;
  a.has_offset_buffer = 1;
  EXPECT_FALSE(acceptResourceAnswer(tex, a, block(0, 0), 0).ok());
}

TEST(CallerMapping, CounterPlaces) {
  auto uav = resource(ir::ResourceClass::UAV, ir::ResourceKind::StructuredBuffer, 2);
  uav.hasCounter = true;
  dxsv_resource_access c = defaultMapping(uav).counter;
  EXPECT_EQ(c.descriptor_type, DXSV_DESCRIPTOR_STORAGE_BUFFER);
  EXPECT_TRUE(acceptCounterAnswer(uav, c, block(0, 1)).ok());
  c.descriptor_type = DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
  EXPECT_TRUE(acceptCounterAnswer(uav, c, block(0, 1)).ok());
  c.descriptor_type = DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
  EXPECT_FALSE(acceptCounterAnswer(uav, c, block(0, 1)).ok());
  c.kind = DXSV_ACCESS_DEVICE_ADDRESS;
  c.root_word = 0;
  auto address = acceptCounterAnswer(uav, c, block(0, 1));
  ASSERT_TRUE(address.ok()) << address.error().message;
  EXPECT_EQ(address->kind, AccessKind::DeviceAddress);
  c.root_word = 1;  // past the one-word block
  EXPECT_FALSE(acceptCounterAnswer(uav, c, block(0, 1)).ok());
  c.kind = DXSV_ACCESS_ROOT_CONSTANTS;
  EXPECT_FALSE(acceptCounterAnswer(uav, c, block(0, 1)).ok());
}

TEST(CallerMapping, DescriptionOfAResource) {
  ir::Module module;
  ir::EntryPoint entry;
  entry.stage = ir::ShaderStage::Pixel;
  module.entryPoints.push_back(entry);
  auto r = resource(ir::ResourceClass::UAV, ir::ResourceKind::StructuredBuffer, 7, 3);
  r.stride = 12;
  r.hasCounter = true;
  r.globallyCoherent = true;
  module.resources.push_back(r);
  ir::Resource heap = resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 0);
  heap.fromHeap = true;
  module.resources.push_back(heap);
  std::vector<uint32_t> usage;
  dxsv_resource_desc d = describeResource(module, 0, usage);
  EXPECT_EQ(d.resource_class, DXSV_RESOURCE_CLASS_UAV);
  EXPECT_EQ(d.kind, DXSV_RESOURCE_KIND_STRUCTURED_BUFFER);
  EXPECT_EQ(d.register_space, 1u);
  EXPECT_EQ(d.lower_bound, 7u);
  EXPECT_EQ(d.range_size, 3u);
  EXPECT_EQ(d.stage, DXSV_STAGE_PIXEL);
  EXPECT_EQ(d.structure_stride, 12u);
  EXPECT_TRUE(d.has_counter);
  EXPECT_TRUE(d.globally_coherent);
  EXPECT_FALSE(d.heap);
  EXPECT_EQ(d.usage, 0u);  // no instruction uses it
  EXPECT_STREQ(d.name, "R");
  dxsv_resource_desc h = describeResource(module, 1, usage);
  EXPECT_TRUE(h.heap);
  EXPECT_EQ(h.register_space, UINT32_MAX);
  EXPECT_EQ(h.lower_bound, UINT32_MAX);
  EXPECT_EQ(h.range_size, UINT32_MAX);
  EXPECT_EQ(h.resource_index, 1u);
}

}  // namespace
}  // namespace dxsv::bindings
