// The compat library's resource remapping (compat/src/remap.cpp): a layer's SRV/UAV/CBV/sampler
// answers, shaped as vkd3d-proton gives them, turned into dxil-spirv's caller-mode answers; and
// one conversion end to end against the same answers given to dxil-spirv directly.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../common/container_builder.h"
#include "compat/src/remap.h"
#include "dxil_spirv_c.h"

namespace {

std::string logged;
void capture(void*, dxil_spv_log_level, const char* message) { logged += message; }

// What the layer answers, whatever it is asked.
struct Layer {
  bool found = true;
  dxil_spv_vulkan_binding buffer{};
  dxil_spv_vulkan_binding counter{};
  dxil_spv_vulkan_offset_binding offset{UINT32_MAX, UINT32_MAX};
  bool pushConstant = false;
  unsigned pushOffset = 0;
  dxil_spv_d3d_binding asked{};
  bool askedCounter = false;
};

dxil_spv_bool srv(void* u, const dxil_spv_d3d_binding* in, dxil_spv_srv_vulkan_binding* out) {
  auto* l = static_cast<Layer*>(u);
  l->asked = *in;
  out->buffer_binding = l->buffer;
  if (l->offset.set != UINT32_MAX) out->offset_binding = l->offset;
  return l->found;
}
dxil_spv_bool uav(void* u, const dxil_spv_uav_d3d_binding* in, dxil_spv_uav_vulkan_binding* out) {
  auto* l = static_cast<Layer*>(u);
  l->asked = in->d3d_binding;
  l->askedCounter = in->has_counter;
  out->buffer_binding = l->buffer;
  out->counter_binding = l->counter;
  if (l->offset.set != UINT32_MAX) out->offset_binding = l->offset;
  return l->found;
}
dxil_spv_bool cbv(void* u, const dxil_spv_d3d_binding* in, dxil_spv_cbv_vulkan_binding* out) {
  auto* l = static_cast<Layer*>(u);
  l->asked = *in;
  out->push_constant = l->pushConstant;
  if (l->pushConstant)
    out->vulkan.push_constant.offset_in_words = l->pushOffset;
  else
    out->vulkan.uniform_binding = l->buffer;
  return l->found;
}
dxil_spv_bool sampler(void* u, const dxil_spv_d3d_binding* in, dxil_spv_vulkan_binding* out) {
  auto* l = static_cast<Layer*>(u);
  l->asked = *in;
  *out = l->buffer;
  return l->found;
}

dxil_spv_vulkan_binding heap(unsigned set, unsigned binding, unsigned rootIndex, unsigned offset,
                             dxil_spv_vulkan_descriptor_type type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY) {
  dxil_spv_vulkan_binding b{};
  b.set = set;
  b.binding = binding;
  b.root_constant_index = rootIndex;
  b.bindless.use_heap = DXIL_SPV_TRUE;
  b.bindless.heap_root_offset = offset;
  b.descriptor_type = type;
  return b;
}

struct CompatRemapAnswers : ::testing::Test {
  dxil_spv_converter_s converter;
  Layer layer;
  compat::Bindings bindings;
  void SetUp() override {
    logged.clear();
    dxil_spv_set_thread_log_callback(capture, nullptr);
    converter.srv = {srv, &layer};
    converter.uav = {uav, &layer};
    converter.cbv = {cbv, &layer};
    converter.sampler = {sampler, &layer};
    converter.rootDescriptorCount = 2;
    converter.rootConstantWords = 6;
    bindings.converter = &converter;
  }
  void TearDown() override { dxil_spv_set_thread_log_callback(nullptr, nullptr); }

  static dxsv_resource_desc desc(dxsv_resource_class cls, dxsv_resource_kind kind, uint32_t space = 1, uint32_t reg = 3,
                                 uint32_t range = 1) {
    dxsv_resource_desc d{};
    d.resource_class = cls;
    d.kind = kind;
    d.register_space = space;
    d.lower_bound = reg;
    d.range_size = range;
    d.stage = DXSV_STAGE_COMPUTE;
    d.name = "R";
    return d;
  }
  // dxil-spirv's pre-filled answer (dxsv_resource_access's comment).
  static dxsv_resource_mapping prefilled(const dxsv_resource_desc& d, dxsv_descriptor_type natural) {
    dxsv_resource_mapping m{};
    m.resource.kind = DXSV_ACCESS_DESCRIPTOR;
    m.resource.descriptor_type = natural;
    m.resource.set = d.register_space;
    m.resource.binding = d.lower_bound;
    m.resource.array_size = d.range_size == UINT32_MAX ? 0 : d.range_size;
    m.resource.root_word = UINT32_MAX;
    m.counter = m.resource;
    m.counter.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
    return m;
  }
  dxsv_status map(const dxsv_resource_desc& d, dxsv_resource_mapping& m) { return compat::mapResource(&bindings, &d, &m); }
};

TEST_F(CompatRemapAnswers, TypedBufferInTheHeapWithItsOffsetBuffer) {
  converter.options.typedBufferOffsets = true;
  converter.options.offsetUntyped = 0, converter.options.offsetTyped = 1, converter.options.offsetStride = 2;
  layer.buffer = heap(5, 2, 1, 7);
  layer.offset = {0, 9};
  auto d = desc(DXSV_RESOURCE_CLASS_SRV, DXSV_RESOURCE_KIND_TYPED_BUFFER);
  auto m = prefilled(d, DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER);
  ASSERT_EQ(map(d, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(layer.asked.register_space, 1u);
  EXPECT_EQ(layer.asked.register_index, 3u);
  EXPECT_EQ(layer.asked.stage, DXIL_SPV_STAGE_COMPUTE);
  EXPECT_EQ(layer.asked.kind, DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER);
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_HEAP_ELEMENT);
  EXPECT_EQ(m.resource.set, 5u);
  EXPECT_EQ(m.resource.binding, 2u);
  EXPECT_EQ(m.resource.array_size, 0u);
  EXPECT_EQ(m.resource.root_word, 2u * 2 + 1);  // after the two root descriptors
  EXPECT_EQ(m.resource.base_index, 7u);
  EXPECT_EQ(m.resource.descriptor_type, DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER);
  EXPECT_TRUE(m.resource.has_offset_buffer);
  EXPECT_EQ(m.resource.offset_buffer_binding, 9u);
  EXPECT_EQ(m.resource.offset_buffer_stride, 2u);
  EXPECT_EQ(m.resource.offset_buffer_slot, 1u);  // typed: elements

  converter.options.typedBufferOffsets = false;  // typed offsets need BINDLESS_TYPED_BUFFER_OFFSETS
  m = prefilled(d, DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER);
  ASSERT_EQ(map(d, m), DXSV_SUCCESS) << logged;
  EXPECT_FALSE(m.resource.has_offset_buffer);
}

TEST_F(CompatRemapAnswers, RawBuffersAsStorageOrTexelBuffers) {
  layer.buffer = heap(5, 4, 0, 0, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO);
  layer.offset = {0, 9};
  auto d = desc(DXSV_RESOURCE_CLASS_SRV, DXSV_RESOURCE_KIND_RAW_BUFFER);
  auto m = prefilled(d, DXSV_DESCRIPTOR_STORAGE_BUFFER);
  ASSERT_EQ(map(d, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.descriptor_type, DXSV_DESCRIPTOR_STORAGE_BUFFER);
  EXPECT_TRUE(m.resource.has_offset_buffer);
  EXPECT_EQ(m.resource.offset_buffer_slot, 0u);  // storage buffer: bytes

  layer.buffer.descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY;  // a texel buffer view
  m = prefilled(d, DXSV_DESCRIPTOR_STORAGE_BUFFER);
  ASSERT_EQ(map(d, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.descriptor_type, DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER);
  EXPECT_EQ(m.resource.offset_buffer_slot, 1u);

  auto u = desc(DXSV_RESOURCE_CLASS_UAV, DXSV_RESOURCE_KIND_STRUCTURED_BUFFER);
  layer.buffer.descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER;
  m = prefilled(u, DXSV_DESCRIPTOR_STORAGE_BUFFER);
  ASSERT_EQ(map(u, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.descriptor_type, DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER);
}

TEST_F(CompatRemapAnswers, UavCounters) {
  auto u = desc(DXSV_RESOURCE_CLASS_UAV, DXSV_RESOURCE_KIND_STRUCTURED_BUFFER);
  u.has_counter = 1;
  layer.buffer = heap(5, 4, 0, 3, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO);
  layer.counter = heap(5, 8, 0, 3);  // the layer's raw-address array
  converter.options.physicalStorageBuffer = true;
  auto m = prefilled(u, DXSV_DESCRIPTOR_STORAGE_BUFFER);
  ASSERT_EQ(map(u, m), DXSV_SUCCESS) << logged;
  EXPECT_TRUE(layer.askedCounter);
  EXPECT_EQ(m.counter.kind, DXSV_ACCESS_DEVICE_ADDRESS);
  EXPECT_EQ(m.counter.set, 5u);
  EXPECT_EQ(m.counter.binding, 8u);
  EXPECT_EQ(m.counter.root_word, 4u);
  EXPECT_EQ(m.counter.base_index, 3u);

  layer.counter.descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER;
  m = prefilled(u, DXSV_DESCRIPTOR_STORAGE_BUFFER);
  ASSERT_EQ(map(u, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.counter.kind, DXSV_ACCESS_HEAP_ELEMENT);
  EXPECT_EQ(m.counter.descriptor_type, DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER);
}

TEST_F(CompatRemapAnswers, RootDescriptorsAndRootConstants) {
  dxil_spv_vulkan_binding address{};
  address.descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS;
  address.root_constant_index = 1;  // the second root descriptor
  layer.buffer = address;
  auto d = desc(DXSV_RESOURCE_CLASS_SRV, DXSV_RESOURCE_KIND_STRUCTURED_BUFFER);
  auto m = prefilled(d, DXSV_DESCRIPTOR_STORAGE_BUFFER);
  ASSERT_EQ(map(d, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_DEVICE_ADDRESS);
  EXPECT_EQ(m.resource.root_word, 2u);
  EXPECT_EQ(m.resource.word_count, 2u);

  layer.pushConstant = true;
  layer.pushOffset = 2;
  auto c = desc(DXSV_RESOURCE_CLASS_CBV, DXSV_RESOURCE_KIND_CBUFFER);
  m = prefilled(c, DXSV_DESCRIPTOR_UNIFORM_BUFFER);
  ASSERT_EQ(map(c, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_ROOT_CONSTANTS);
  EXPECT_EQ(m.resource.root_word, 2u * 2 + 2);
  EXPECT_EQ(m.resource.word_count, 6u - 2);  // up to the end of the root constants

  layer.pushOffset = 6;  // past the layer's own root constant count
  m = prefilled(c, DXSV_DESCRIPTOR_UNIFORM_BUFFER);
  EXPECT_EQ(map(c, m), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(logged.find("CBV 'R' (space 1, register 3)"), std::string::npos) << logged;
}

TEST_F(CompatRemapAnswers, HeapCbvAsStorageBufferAndSm66Heap) {
  converter.options.cbvAsSsboInHeap = true;
  layer.buffer = heap(5, 6, UINT32_MAX, 0);
  auto c = desc(DXSV_RESOURCE_CLASS_CBV, DXSV_RESOURCE_KIND_CBUFFER, UINT32_MAX, UINT32_MAX, UINT32_MAX);
  c.heap = 1;
  auto m = prefilled(c, DXSV_DESCRIPTOR_UNIFORM_BUFFER);
  ASSERT_EQ(map(c, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(layer.asked.register_index, UINT32_MAX);
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_HEAP_ELEMENT);
  EXPECT_EQ(m.resource.root_word, UINT32_MAX);  // the SM 6.6 heap: no table offset
  EXPECT_EQ(m.resource.descriptor_type, DXSV_DESCRIPTOR_STORAGE_BUFFER);
}

TEST_F(CompatRemapAnswers, PlainDescriptorsAndRefusals) {
  dxil_spv_vulkan_binding plain{};
  plain.set = 2;
  plain.binding = 11;
  layer.buffer = plain;
  auto s = desc(DXSV_RESOURCE_CLASS_SAMPLER, DXSV_RESOURCE_KIND_SAMPLER);
  auto m = prefilled(s, DXSV_DESCRIPTOR_SAMPLER);
  ASSERT_EQ(map(s, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_DESCRIPTOR);
  EXPECT_EQ(m.resource.set, 2u);
  EXPECT_EQ(m.resource.binding, 11u);
  EXPECT_EQ(m.resource.array_size, 1u);

  auto range = desc(DXSV_RESOURCE_CLASS_SAMPLER, DXSV_RESOURCE_KIND_SAMPLER, 0, 0, 4);  // consecutive bindings
  m = prefilled(range, DXSV_DESCRIPTOR_SAMPLER);
  EXPECT_EQ(map(range, m), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(logged.find("consecutive bindings"), std::string::npos) << logged;

  layer.found = false;
  m = prefilled(s, DXSV_DESCRIPTOR_SAMPLER);
  EXPECT_EQ(map(s, m), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(logged.find("sampler remapper has no binding"), std::string::npos) << logged;

}

// vkd3d-proton keeps the heap's acceleration structures as raw addresses in an SSBO (one
// VkDeviceAddress per heap index): an ADDRESS_TABLE indexed as the heap element would be.
TEST_F(CompatRemapAnswers, HeapAccelerationStructureIsAnAddressTable) {
  layer.buffer = heap(5, 10, 1, 2, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO);
  auto as = desc(DXSV_RESOURCE_CLASS_SRV, DXSV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE);
  auto m = prefilled(as, DXSV_DESCRIPTOR_ACCELERATION_STRUCTURE);
  ASSERT_EQ(map(as, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_ADDRESS_TABLE);
  EXPECT_EQ(m.resource.set, 5u);
  EXPECT_EQ(m.resource.binding, 10u);
  EXPECT_EQ(m.resource.root_word, 2 * 2 + 1u);  // after the 2 root descriptors
  EXPECT_EQ(m.resource.base_index, 2u);
  // A heap of acceleration-structure descriptors (not vkd3d-proton's way) stays a heap element.
  layer.buffer = heap(5, 7, 1, 2);
  m = prefilled(as, DXSV_DESCRIPTOR_ACCELERATION_STRUCTURE);
  ASSERT_EQ(map(as, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_HEAP_ELEMENT);
  EXPECT_EQ(m.resource.descriptor_type, DXSV_DESCRIPTOR_ACCELERATION_STRUCTURE);
}

// A local root signature's table: the layer's answer (its local bindings) gives the array, the
// index is the shader record's, so the root word and base are cleared.
TEST_F(CompatRemapAnswers, LocalTableResourcesTakeTheLayersArray) {
  compat::LocalParameter table;
  table.kind = compat::LocalParameter::Table;
  table.ranges.push_back({DXIL_SPV_RESOURCE_CLASS_SRV, 1, 0, 8, 0});
  table.ranges.push_back({DXIL_SPV_RESOURCE_CLASS_UAV, 1, 0, 1, 8});
  converter.localParameters.push_back(table);
  converter.options.physicalStorageBuffer = true;
  layer.buffer = heap(6, 3, 0, 5);
  auto srvDesc = desc(DXSV_RESOURCE_CLASS_SRV, DXSV_RESOURCE_KIND_TEXTURE_2D);
  auto m = prefilled(srvDesc, DXSV_DESCRIPTOR_SAMPLED_IMAGE);
  ASSERT_EQ(map(srvDesc, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_HEAP_ELEMENT);
  EXPECT_EQ(m.resource.set, 6u);
  EXPECT_EQ(m.resource.binding, 3u);
  EXPECT_EQ(m.resource.root_word, UINT32_MAX);
  EXPECT_EQ(m.resource.base_index, 0u);
  // An acceleration structure in the table: the address table, index from the record too.
  layer.buffer = heap(6, 9, 0, 5, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO);
  auto as = desc(DXSV_RESOURCE_CLASS_SRV, DXSV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE);
  m = prefilled(as, DXSV_DESCRIPTOR_ACCELERATION_STRUCTURE);
  ASSERT_EQ(map(as, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_ADDRESS_TABLE);
  EXPECT_EQ(m.resource.root_word, UINT32_MAX);
  EXPECT_EQ(m.resource.base_index, 0u);
  // A UAV with its counter in the layer's address table.
  layer.buffer = heap(6, 4, 0, 8, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO);
  layer.counter = heap(6, 9, 0, 8);
  auto u = desc(DXSV_RESOURCE_CLASS_UAV, DXSV_RESOURCE_KIND_RAW_BUFFER, 1, 0);
  u.has_counter = 1;
  m = prefilled(u, DXSV_DESCRIPTOR_STORAGE_BUFFER);
  ASSERT_EQ(map(u, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.root_word, UINT32_MAX);
  EXPECT_EQ(m.counter.kind, DXSV_ACCESS_DEVICE_ADDRESS);
  EXPECT_EQ(m.counter.binding, 9u);
  EXPECT_EQ(m.counter.root_word, UINT32_MAX);
  EXPECT_EQ(m.counter.base_index, 0u);
}

TEST_F(CompatRemapAnswers, LocalRootArgumentsAreNotTheLayers) {
  compat::LocalParameter constants;
  constants.kind = compat::LocalParameter::Constants;
  constants.space = 1, constants.reg = 3, constants.words = 2;
  converter.localParameters.push_back(constants);
  layer.found = false;  // the layer has no global binding for it
  auto c = desc(DXSV_RESOURCE_CLASS_CBV, DXSV_RESOURCE_KIND_CBUFFER);
  auto m = prefilled(c, DXSV_DESCRIPTOR_UNIFORM_BUFFER);
  auto before = m;
  ASSERT_EQ(map(c, m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(m.resource.kind, before.resource.kind);
  EXPECT_EQ(m.resource.binding, before.resource.binding);
  auto other = desc(DXSV_RESOURCE_CLASS_CBV, DXSV_RESOURCE_KIND_CBUFFER, 1, 4);  // not in the local signature
  m = prefilled(other, DXSV_DESCRIPTOR_UNIFORM_BUFFER);
  EXPECT_EQ(map(other, m), DXSV_ERROR_INVALID_ARGUMENT);
}

// End to end: a shader with every resource class, mapped by layer callbacks, gives the same
// SPIR-V as dxil-spirv given the translated answers directly.
struct ByClass {
  Layer srv, uav, cbv, sampler;
};
dxsv_status directAnswers(void*, const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
  switch (d->resource_class) {
    case DXSV_RESOURCE_CLASS_CBV:
      if (d->register_space == 0) {  // cbuffer Push: b0
        m->resource.kind = DXSV_ACCESS_ROOT_CONSTANTS;
        m->resource.root_word = 2;
        m->resource.word_count = 8;
        return DXSV_SUCCESS;
      }
      [[fallthrough]];
    default:
      m->resource.kind = DXSV_ACCESS_HEAP_ELEMENT;
      m->resource.set = d->resource_class == DXSV_RESOURCE_CLASS_SAMPLER ? 1 : 0;
      m->resource.binding = uint32_t(d->resource_class);
      m->resource.array_size = 0;
      m->resource.root_word = d->resource_class == DXSV_RESOURCE_CLASS_SAMPLER ? 3 : 2 + 4;
      m->resource.base_index = 100 * d->register_space;
      return DXSV_SUCCESS;
  }
}

dxil_spv_bool e2eSrv(void*, const dxil_spv_d3d_binding* in, dxil_spv_srv_vulkan_binding* out) {
  out->buffer_binding = heap(0, DXIL_SPV_RESOURCE_CLASS_SRV, 4, 100 * in->register_space, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO);
  return DXIL_SPV_TRUE;
}
dxil_spv_bool e2eUav(void*, const dxil_spv_uav_d3d_binding* in, dxil_spv_uav_vulkan_binding* out) {
  out->buffer_binding = heap(0, DXIL_SPV_RESOURCE_CLASS_UAV, 4, 100 * in->d3d_binding.register_space, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO);
  return DXIL_SPV_TRUE;
}
dxil_spv_bool e2eCbv(void*, const dxil_spv_d3d_binding* in, dxil_spv_cbv_vulkan_binding* out) {
  if (in->register_space == 0) {
    out->push_constant = DXIL_SPV_TRUE;
    out->vulkan.push_constant.offset_in_words = 0;
  } else {
    out->vulkan.uniform_binding = heap(0, DXIL_SPV_RESOURCE_CLASS_CBV, 4, 100 * in->register_space);
  }
  return DXIL_SPV_TRUE;
}
dxil_spv_bool e2eSampler(void*, const dxil_spv_d3d_binding* in, dxil_spv_vulkan_binding* out) {
  *out = heap(1, DXIL_SPV_RESOURCE_CLASS_SAMPLER, 1, 100 * in->register_space);
  return DXIL_SPV_TRUE;
}

TEST(CompatRemap, ConversionMatchesDirectCallerAnswers) {
  // Texture2D t0 space1, StructuredBuffer t0 space2, RWByteAddressBuffer u0 space3,
  // ConstantBuffer b0 space4, SamplerState s0 space5, cbuffer Push b0.
  dxsv::testing::Bytes blob = dxsv::testing::readReference("binding/arr_all_kinds_nonuniform.dxil");
  logged.clear();
  dxil_spv_set_thread_log_callback(capture, nullptr);
  dxil_spv_parsed_blob parsed = nullptr;
  dxil_spv_converter converter = nullptr;
  ASSERT_EQ(dxil_spv_parse_dxil_blob(blob.data(), blob.size(), &parsed), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_create_converter(parsed, &converter), DXIL_SPV_SUCCESS);
  dxil_spv_converter_set_root_descriptor_count(converter, 1);
  dxil_spv_converter_set_root_constant_word_count(converter, 8);
  dxil_spv_converter_set_srv_remapper(converter, e2eSrv, nullptr);
  dxil_spv_converter_set_uav_remapper(converter, e2eUav, nullptr);
  dxil_spv_converter_set_cbv_remapper(converter, e2eCbv, nullptr);
  dxil_spv_converter_set_sampler_remapper(converter, e2eSampler, nullptr);
  ASSERT_EQ(dxil_spv_converter_run(converter), DXIL_SPV_SUCCESS) << logged;
  dxil_spv_compiled_spirv compiled{};
  ASSERT_EQ(dxil_spv_converter_get_compiled_spirv(converter, &compiled), DXIL_SPV_SUCCESS);
  std::vector<uint32_t> viaLayer(static_cast<const uint32_t*>(compiled.data),
                                 static_cast<const uint32_t*>(compiled.data) + compiled.size / 4);
  dxil_spv_converter_free(converter);
  dxil_spv_parsed_blob_free(parsed);
  dxil_spv_set_thread_log_callback(nullptr, nullptr);

  dxsv_options options;
  dxsv_options_init(&options);
  options.target_env = DXSV_TARGET_VULKAN_1_3;
  options.skip_hash_check = 1;
  options.validate = 1;
  options.binding_mode = DXSV_BINDING_CALLER;
  options.resource_mapper = directAnswers;
  options.root_descriptor_count = 1;
  options.root_constant_words = 8;
  dxsv_result result = nullptr;
  ASSERT_EQ(dxsv_convert(blob.data(), blob.size(), &options, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  size_t words = 0;
  const uint32_t* code = dxsv_result_spirv(result, &words);
  EXPECT_EQ(viaLayer, std::vector<uint32_t>(code, code + words));
  dxsv_result_destroy(result);
}

}  // namespace
