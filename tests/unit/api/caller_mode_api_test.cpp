// Caller binding mode (DXSV_BINDING_CALLER) through the public APIs: the callback is told
// about each resource, its answers reach the SPIR-V, answers that mimic the built-in modes
// give their exact bytes (the built-in modes are providers of the same answer), and bad
// answers fail with DXSV_ERROR_INVALID_ARGUMENT naming the resource.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../common/container_builder.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

std::vector<uint8_t> blob(const std::string& name) { return dxsv::testing::readReference("binding/" + name + ".dxil"); }

// The heap arrays of the root-signature ABI (bindings/root_layout.h), per descriptor type.
void heapLike(dxsv_resource_access& a) {
  static const uint32_t heapBinding[] = {4, 5, 2, 3, 0, 1, 0, 7};
  a.set = a.descriptor_type == DXSV_DESCRIPTOR_SAMPLER ? 1 : 0;
  a.binding = heapBinding[a.descriptor_type];
}

// What a layer that wants direct mode's layout answers (set = space, binding = shift + register).
// Reference blobs carry no resource names: messages name the register.
dxsv_status directLike(const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
  static const uint32_t shift[] = {0, 300, 200, 100};  // SRV, UAV, CBV, sampler
  if (d.heap) {
    EXPECT_EQ(m.resource.kind, DXSV_ACCESS_HEAP_ELEMENT);  // pre-filled
    heapLike(m.resource);
    m.counter.binding = 6;  // the ABI's counter array
    return DXSV_SUCCESS;
  }
  m.resource.set = d.register_space;
  m.resource.binding = shift[d.resource_class] + d.lower_bound;
  m.counter.set = d.register_space;
  m.counter.binding = 400 + d.lower_bound;
  return DXSV_SUCCESS;
}

dxsv::ConvertResult convertCaller(const std::vector<uint8_t>& dxil, dxsv::ResourceMapper mapper, uint32_t rootDescriptors = 0,
                                  uint32_t rootWords = 0) {
  dxsv::ConvertOptions options;
  options.bindingMode = DXSV_BINDING_CALLER;
  options.resourceMapper = std::move(mapper);
  options.rootDescriptorCount = rootDescriptors;
  options.rootConstantWords = rootWords;
  return dxsv::convert(dxil, options);
}

TEST(CallerModeApi, DirectLikeAnswersGiveDirectModesBytes) {
  int compared = 0;
  for (const char* name : {"buf_typed_vs_raw", "buf_counter_inc_dec", "buf_append_consume", "arr_all_kinds_nonuniform",
                           "arr_unbounded_cbuffer", "arr_tex2d_dynamic_uniform", "buf_cbuffer_packing", "heap_sampler_ps"}) {
    auto dxil = blob(name);
    dxsv::ConvertOptions direct;
    auto expected = dxsv::convert(dxil, direct);
    ASSERT_TRUE(expected.ok()) << name << ": " << expected.error;
    auto caller = convertCaller(dxil, directLike);
    ASSERT_TRUE(caller.ok()) << name << ": " << caller.error;
    EXPECT_EQ(caller.spirv, expected.spirv) << name;
    ++compared;
  }
  EXPECT_EQ(compared, 8);
}

// rs_root_constants: RootConstants(num32BitConstants=12, b0), UAV(u0) -> the root-signature
// ABI puts the UAV's address at words 0-1 and the constants at 2-13; a caller saying the same
// gets the same module.
TEST(CallerModeApi, RootSignatureLikeAnswersGiveRootSignatureModesBytes) {
  auto dxil = blob("rs_root_constants");
  dxsv::ConvertOptions rs;
  rs.bindingMode = DXSV_BINDING_ROOT_SIGNATURE;
  auto expected = dxsv::convert(dxil, rs);
  ASSERT_TRUE(expected.ok()) << expected.error;
  std::vector<dxsv_resource_desc> seen;
  auto caller = convertCaller(
      dxil,
      [&](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
        seen.push_back(d);
        if (d.resource_class == DXSV_RESOURCE_CLASS_CBV) {
          m.resource.kind = DXSV_ACCESS_ROOT_CONSTANTS;
          m.resource.root_word = 2;
          m.resource.word_count = 12;
        } else {
          m.resource.kind = DXSV_ACCESS_DEVICE_ADDRESS;
          m.resource.root_word = 0;
        }
        return DXSV_SUCCESS;
      },
      1, 12);
  ASSERT_TRUE(caller.ok()) << caller.error;
  EXPECT_EQ(caller.spirv, expected.spirv);
  EXPECT_EQ(caller.binding.rootBlockBytes, 56u);
  EXPECT_TRUE(caller.binding.usesRootBlock);
  ASSERT_EQ(seen.size(), 2u);
  for (const dxsv_resource_desc& d : seen) {
    EXPECT_EQ(d.stage, DXSV_STAGE_COMPUTE);
    EXPECT_EQ(d.range_size, 1u);
    EXPECT_EQ(d.heap, 0);
    if (d.resource_class == DXSV_RESOURCE_CLASS_CBV) {
      EXPECT_EQ(d.kind, DXSV_RESOURCE_KIND_CBUFFER);
      EXPECT_EQ(d.usage, DXSV_RESOURCE_USAGE_READ);
    } else {
      EXPECT_EQ(d.kind, DXSV_RESOURCE_KIND_RAW_BUFFER);
      EXPECT_EQ(d.usage, DXSV_RESOURCE_USAGE_WRITE);
    }
  }
}

// heap_buffers: SM 6.6 heap accesses plus root constants b0 (4 words).
TEST(CallerModeApi, HeapAccessesAreHeapElements) {
  auto dxil = blob("heap_buffers");
  dxsv::ConvertOptions rs;
  rs.bindingMode = DXSV_BINDING_ROOT_SIGNATURE;
  auto expected = dxsv::convert(dxil, rs);
  ASSERT_TRUE(expected.ok()) << expected.error;
  int heapResources = 0;
  auto caller = convertCaller(
      dxil,
      [&](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
        if (d.resource_class == DXSV_RESOURCE_CLASS_CBV) {
          m.resource.kind = DXSV_ACCESS_ROOT_CONSTANTS;
          m.resource.root_word = 0;
          m.resource.word_count = 4;
          return DXSV_SUCCESS;
        }
        EXPECT_TRUE(d.heap);
        EXPECT_EQ(d.register_space, UINT32_MAX);
        EXPECT_EQ(m.resource.kind, DXSV_ACCESS_HEAP_ELEMENT);  // pre-filled
        ++heapResources;
        heapLike(m.resource);
        return DXSV_SUCCESS;
      },
      0, 4);
  ASSERT_TRUE(caller.ok()) << caller.error;
  EXPECT_EQ(heapResources, 4);
  EXPECT_EQ(caller.spirv, expected.spirv);
  EXPECT_TRUE(caller.binding.usesResourceHeap);
}

// A heap element whose table offset lives in the root block at a caller-given word.
TEST(CallerModeApi, HeapElementReadsTheTableOffsetWord) {
  auto dxil = blob("buf_typed_vs_raw");
  auto caller = convertCaller(
      dxil,
      [&](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
        m.resource.kind = DXSV_ACCESS_HEAP_ELEMENT;
        m.resource.set = 5;
        m.resource.binding = d.resource_class == DXSV_RESOURCE_CLASS_UAV ? 1 : 0;
        m.resource.array_size = 0;
        m.resource.root_word = d.resource_class == DXSV_RESOURCE_CLASS_UAV ? 3 : 2;
        m.resource.base_index = d.lower_bound;
        return DXSV_SUCCESS;
      },
      1, 2);
  ASSERT_TRUE(caller.ok()) << caller.error;
  std::string text, error;
  ASSERT_TRUE(dxsv::disassembleSpirv(caller.spirv, text, error)) << error;
  EXPECT_NE(text.find("PushConstant"), std::string::npos);
  EXPECT_NE(text.find("DescriptorSet 5"), std::string::npos);
  EXPECT_EQ(caller.binding.rootBlockBytes, 16u);
  EXPECT_TRUE(caller.binding.usesRootBlock);
}

// The root block in a uniform buffer at a caller-given (set, binding).
TEST(CallerModeApi, RootBlockInUniformBuffer) {
  auto dxil = blob("rs_root_constants");
  dxsv::ConvertOptions options;
  options.bindingMode = DXSV_BINDING_CALLER;
  options.rootConstantWords = 12;
  options.rootDescriptorCount = 1;
  options.rootBlockInUniformBuffer = true;
  options.rootBlockSet = 7;
  options.rootBlockBinding = 9;
  options.resourceMapper = [](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
    m.resource.kind = d.resource_class == DXSV_RESOURCE_CLASS_CBV ? DXSV_ACCESS_ROOT_CONSTANTS : DXSV_ACCESS_DEVICE_ADDRESS;
    m.resource.root_word = d.resource_class == DXSV_RESOURCE_CLASS_CBV ? 2 : 0;
    m.resource.word_count = d.resource_class == DXSV_RESOURCE_CLASS_CBV ? 12 : 2;
    return DXSV_SUCCESS;
  };
  auto result = dxsv::convert(dxil, options);
  ASSERT_TRUE(result.ok()) << result.error;
  EXPECT_FALSE(result.binding.rootBlockInPushConstants);
  std::string text, error;
  ASSERT_TRUE(dxsv::disassembleSpirv(result.spirv, text, error)) << error;
  EXPECT_EQ(text.find("PushConstant"), std::string::npos);
  EXPECT_NE(text.find("DescriptorSet 7"), std::string::npos);
  EXPECT_NE(text.find("Binding 9"), std::string::npos);
}

// ---- the C API

struct Calls {
  int count = 0;
  dxsv_status answer = DXSV_SUCCESS;
  void (*edit)(const dxsv_resource_desc*, dxsv_resource_mapping*) = nullptr;
};

dxsv_status cMapper(void* user, const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
  auto* calls = static_cast<Calls*>(user);
  ++calls->count;
  directLike(*d, *m);
  if (calls->edit) calls->edit(d, m);
  return calls->answer;
}

struct CResult {
  dxsv_status status;
  std::string error;
  std::vector<uint32_t> spirv;
};

CResult convertC(const std::vector<uint8_t>& dxil, Calls& calls, uint32_t rootDescriptors = 0, uint32_t rootWords = 0) {
  dxsv_options options;
  dxsv_options_init(&options);
  options.validate = 1;
  options.binding_mode = DXSV_BINDING_CALLER;
  options.resource_mapper = cMapper;
  options.resource_mapper_user_data = &calls;
  options.root_descriptor_count = rootDescriptors;
  options.root_constant_words = rootWords;
  dxsv_result result = nullptr;
  CResult out;
  out.status = dxsv_convert(dxil.data(), dxil.size(), &options, &result);
  out.error = dxsv_result_error(result);
  size_t words = 0;
  const uint32_t* spirv = dxsv_result_spirv(result, &words);
  if (spirv) out.spirv.assign(spirv, spirv + words);
  dxsv_result_destroy(result);
  return out;
}

TEST(CallerModeApi, CApiCallsOncePerResourceAndMatchesDirectMode) {
  auto dxil = blob("buf_typed_vs_raw");
  Calls calls;
  CResult r = convertC(dxil, calls);
  ASSERT_EQ(r.status, DXSV_SUCCESS) << r.error;
  EXPECT_EQ(calls.count, 6);
  EXPECT_EQ(r.spirv, dxsv::convert(dxil).spirv);
}

TEST(CallerModeApi, CallbackFailureNamesTheResource) {
  Calls calls;
  calls.answer = DXSV_ERROR_UNSUPPORTED;
  CResult r = convertC(blob("buf_typed_vs_raw"), calls);
  EXPECT_EQ(r.status, DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(r.error.find("(t0, space 0)"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("callback"), std::string::npos) << r.error;
  EXPECT_EQ(calls.count, 1);  // the first failure stops the conversion
}

TEST(CallerModeApi, CallerModeWithoutCallbackIsRejected) {
  auto dxil = blob("buf_typed_vs_raw");
  dxsv_options options;
  dxsv_options_init(&options);
  options.binding_mode = DXSV_BINDING_CALLER;
  dxsv_result result = nullptr;
  EXPECT_EQ(dxsv_convert(dxil.data(), dxil.size(), &options, &result), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(dxsv_result_error(result)).find("resource_mapper"), std::string::npos) << dxsv_result_error(result);
  dxsv_result_destroy(result);
}

struct BadAnswer {
  const char* what;
  const char* blob;
  uint32_t rootDescriptors, rootWords;
  void (*edit)(const dxsv_resource_desc*, dxsv_resource_mapping*);
  const char* resource;  // named in the message (by register: the blobs carry no names)
  const char* reason;    // part of the message
};

const BadAnswer kBadAnswers[] = {
    {"texture as storage buffer", "buf_typed_vs_raw", 0, 0,
     [](const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
       if (d->kind == DXSV_RESOURCE_KIND_TYPED_BUFFER) m->resource.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
     },
     "(t0, space 0)", "cannot hold"},
    {"unknown access kind", "buf_typed_vs_raw", 0, 0,
     [](const dxsv_resource_desc*, dxsv_resource_mapping* m) { m->resource.kind = dxsv_access_kind(9); }, "(t0, space 0)", "access kind 9"},
    {"unknown descriptor type", "buf_typed_vs_raw", 0, 0,
     [](const dxsv_resource_desc*, dxsv_resource_mapping* m) { m->resource.descriptor_type = dxsv_descriptor_type(77); },
     "(t0, space 0)", "descriptor type 77"},
    {"root constants beyond the block", "rs_root_constants", 0, 8,
     [](const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
       if (d->resource_class != DXSV_RESOURCE_CLASS_CBV) return;
       m->resource.kind = DXSV_ACCESS_ROOT_CONSTANTS;
       m->resource.root_word = 0;
       m->resource.word_count = 12;
     },
     "(b0, space 0)", "beyond the root block"},
    {"device address beyond the block", "rs_root_constants", 0, 0,
     [](const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
       if (d->resource_class != DXSV_RESOURCE_CLASS_UAV) return;
       m->resource.kind = DXSV_ACCESS_DEVICE_ADDRESS;
       m->resource.root_word = 0;
     },
     "(u0, space 0)", "beyond the root block"},
    {"texture as device address", "buf_typed_vs_raw", 1, 0,
     [](const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
       if (d->kind != DXSV_RESOURCE_KIND_TYPED_BUFFER) return;
       m->resource.kind = DXSV_ACCESS_DEVICE_ADDRESS;
       m->resource.root_word = 0;
     },
     "(t0, space 0)", "DEVICE_ADDRESS"},
    {"SRV as root constants", "buf_typed_vs_raw", 0, 4,
     [](const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
       m->resource.kind = DXSV_ACCESS_ROOT_CONSTANTS;
       m->resource.root_word = 0;
       m->resource.word_count = 4;
     },
     "(t0, space 0)", "ROOT_CONSTANTS"},
    {"heap table word beyond the block", "buf_typed_vs_raw", 0, 2,
     [](const dxsv_resource_desc*, dxsv_resource_mapping* m) {
       m->resource.kind = DXSV_ACCESS_HEAP_ELEMENT;
       m->resource.root_word = 2;
     },
     "(t0, space 0)", "root word 2"},
    {"descriptor array too small", "arr_tex2d_const_index", 0, 0,
     [](const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
       if (d->range_size > 1) m->resource.array_size = d->range_size - 1;
     },
     "", "do not fit"},
    {"unbounded range as a fixed array", "arr_unbounded_tex2d", 0, 0,
     [](const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
       if (d->range_size == UINT32_MAX) m->resource.array_size = 16;
     },
     "", "runtime array"},
    {"shader record source", "buf_typed_vs_raw", 0, 0,
     [](const dxsv_resource_desc*, dxsv_resource_mapping* m) { m->resource.root_source = DXSV_ROOT_SOURCE_SHADER_RECORD; },
     "(t0, space 0)", "local_root_signature"},
    {"heap access as descriptor", "heap_buffers", 0, 4,
     [](const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
       if (d->heap) m->resource.kind = DXSV_ACCESS_DESCRIPTOR;
       if (d->resource_class == DXSV_RESOURCE_CLASS_CBV) {
         m->resource.kind = DXSV_ACCESS_ROOT_CONSTANTS;
         m->resource.root_word = 0;
         m->resource.word_count = 4;
       }
     },
     "(resource heap)", "HEAP_ELEMENT"},
    {"counter as sampled image", "buf_counter_inc_dec", 0, 0,
     [](const dxsv_resource_desc* d, dxsv_resource_mapping* m) {
       if (d->has_counter) m->counter.descriptor_type = DXSV_DESCRIPTOR_SAMPLED_IMAGE;
     },
     "(u0, space 0)", "counter"},
    {"offset buffer on a descriptor", "buf_typed_vs_raw", 0, 0,
     [](const dxsv_resource_desc*, dxsv_resource_mapping* m) { m->resource.has_offset_buffer = 1; },
     "(t0, space 0)", "offset buffer"},
};

TEST(CallerModeApi, BadAnswersAreRejectedNamingTheResource) {
  for (const BadAnswer& bad : kBadAnswers) {
    Calls calls;
    calls.edit = bad.edit;
    CResult r = convertC(blob(bad.blob), calls, bad.rootDescriptors, bad.rootWords);
    EXPECT_EQ(r.status, DXSV_ERROR_INVALID_ARGUMENT) << bad.what << ": " << r.error;
    EXPECT_NE(r.error.find(bad.resource), std::string::npos) << bad.what << ": " << r.error;
    EXPECT_NE(r.error.find(bad.reason), std::string::npos) << bad.what << ": " << r.error;
    EXPECT_TRUE(r.spirv.empty()) << bad.what;
  }
}

}  // namespace
