// What caller mode can ask of the emitter beyond the built-in modes, over every binding case
// of reference/ (each result checked by spirv-val): raw and structured buffers as r32ui texel
// buffers, CBVs as storage buffers, heap buffers read through an offset buffer, UAV counters as
// texel buffers or device addresses, heap table offsets at caller-given root words.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "../../common/container_builder.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

std::vector<std::string> bindingBlobs() {
  std::vector<std::string> names;
  for (const std::string& name : dxsv::testing::referenceBlobNames())
    if (name.rfind("binding/", 0) == 0) names.push_back(name);
  return names;
}

bool isRawOrStructured(const dxsv_resource_desc& d) {
  return d.kind == DXSV_RESOURCE_KIND_RAW_BUFFER || d.kind == DXSV_RESOURCE_KIND_STRUCTURED_BUFFER;
}
bool isBuffer(const dxsv_resource_desc& d) { return isRawOrStructured(d) || d.kind == DXSV_RESOURCE_KIND_TYPED_BUFFER; }

struct Sweep {
  int converted = 0, unsupported = 0;
  std::vector<std::string> texts;  // disassembly of each converted module
  std::vector<std::string> counterTexts;  // of those with a hidden counter
};

// Converts every binding case with `edit` applied on top of direct mode's answer (set = space,
// binding = shift + register), the result validated; DXSV_ERROR_UNSUPPORTED only where
// `mayBeUnsupported` says why.
Sweep sweep(const std::function<void(const dxsv_resource_desc&, dxsv_resource_mapping&)>& edit, uint32_t rootWords = 0,
            const char* mayBeUnsupported = nullptr) {
  Sweep out;
  for (const std::string& name : bindingBlobs()) {
    dxsv::ConvertOptions options;
    options.validate = true;
    options.bindingMode = DXSV_BINDING_CALLER;
    options.rootConstantWords = rootWords;
    bool counter = false;
    options.resourceMapper = [&](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
      counter |= d.has_counter != 0;
      static const uint32_t shift[] = {0, 300, 200, 100};
      if (!d.heap) {
        m.resource.binding = shift[d.resource_class] + d.lower_bound;
        m.counter.binding = 400 + d.lower_bound;
      }
      edit(d, m);
      return DXSV_SUCCESS;
    };
    auto result = dxsv::convert(dxsv::testing::readReference(name), options);
    if (result.status == DXSV_ERROR_UNSUPPORTED && mayBeUnsupported && result.error.find(mayBeUnsupported) != std::string::npos) {
      ++out.unsupported;
      continue;
    }
    EXPECT_TRUE(result.ok()) << name << ": " << result.error;
    if (!result.ok()) continue;
    ++out.converted;
    std::string text, error;
    EXPECT_TRUE(dxsv::disassembleSpirv(result.spirv, text, error)) << error;
    out.texts.push_back(text);
    if (counter) out.counterTexts.push_back(text);
  }
  return out;
}

int countContaining(const Sweep& s, const std::string& needle) {
  int n = 0;
  for (const std::string& t : s.texts) n += t.find(needle) != std::string::npos;
  return n;
}

TEST(CallerFeatures, RawAndStructuredBuffersAsTexelBuffers) {
  Sweep s = sweep(
      [](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
        if (isRawOrStructured(d))
          m.resource.descriptor_type = d.resource_class == DXSV_RESOURCE_CLASS_UAV ? DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER
                                                                                 : DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
      },
      0, "64-bit atomics");
  EXPECT_GE(s.converted, 50);
  EXPECT_GE(countContaining(s, "R32ui"), 30);  // the UAV views
  EXPECT_GE(countContaining(s, "OpImageTexelPointer"), 3);  // raw atomics on texels
}

TEST(CallerFeatures, ConstantBuffersAsStorageBuffers) {
  Sweep s = sweep([](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
    if (d.resource_class == DXSV_RESOURCE_CLASS_CBV) m.resource.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
  });
  EXPECT_GE(s.converted, 50);
  int uniformBlocks = 0;
  for (const std::string& t : s.texts) uniformBlocks += t.find("Uniform ") != std::string::npos && t.find("OpTypePointer Uniform") != std::string::npos;
  EXPECT_EQ(uniformBlocks, 0);  // no CBV left in a uniform buffer
}

// Every resource as a heap element whose table offset is root word 0 (base index = register),
// buffers with an offset buffer at (9, 0) (vkd3d-proton's layout: 2 entries per descriptor,
// raw views in slot 0, typed in slot 1), raw buffers as texel buffers or not.
void heapWithOffsets(bool rawAsTexel) {
  Sweep s = sweep(
      [&](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
        m.resource.kind = DXSV_ACCESS_HEAP_ELEMENT;
        m.resource.set = d.resource_class == DXSV_RESOURCE_CLASS_SAMPLER ? 1 : 0;
        if (!d.heap) {
          m.resource.root_word = 0;
          m.resource.base_index = d.lower_bound;
        }
        if (rawAsTexel && isRawOrStructured(d))
          m.resource.descriptor_type = d.resource_class == DXSV_RESOURCE_CLASS_UAV ? DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER
                                                                                 : DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
        m.resource.binding = m.resource.descriptor_type;
        m.resource.array_size = 0;
        if (isBuffer(d)) {
          m.resource.has_offset_buffer = 1;
          m.resource.offset_buffer_set = 9;
          m.resource.offset_buffer_stride = 2;
          m.resource.offset_buffer_slot = m.resource.descriptor_type == DXSV_DESCRIPTOR_STORAGE_BUFFER ? 0 : 1;
        }
        m.counter = m.resource;
        m.counter.has_offset_buffer = 0;
        m.counter.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
        m.counter.binding = 6;
      },
      1, "offset buffer");
  EXPECT_GE(s.converted, 50);
  EXPECT_GE(countContaining(s, "viewOffsets"), 25);
}

TEST(CallerFeatures, HeapBuffersThroughAnOffsetBuffer) { heapWithOffsets(false); }
TEST(CallerFeatures, HeapRawBuffersAsTexelBuffersThroughAnOffsetBuffer) { heapWithOffsets(true); }

// Reference blobs carry no names: the counters are recognised by their instructions.
TEST(CallerFeatures, CountersAsTexelBuffers) {
  Sweep s = sweep([](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
    if (d.has_counter) m.counter.descriptor_type = DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
  });
  EXPECT_GE(s.counterTexts.size(), 3u);  // buf_counter_inc_dec, buf_append_consume, heap_structured
  for (const std::string& t : s.counterTexts) {
    EXPECT_NE(t.find("R32ui"), std::string::npos);
    EXPECT_NE(t.find("OpImageTexelPointer"), std::string::npos);
  }
}

TEST(CallerFeatures, CountersThroughDeviceAddresses) {
  Sweep s = sweep(
      [](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
        if (!d.has_counter) return;
        m.counter.kind = DXSV_ACCESS_DEVICE_ADDRESS;
        m.counter.set = 8;
        m.counter.binding = 0;
        m.counter.root_word = 0;  // the table offset, as for a heap element
        m.counter.base_index = d.heap ? 0 : d.lower_bound;
      },
      1);
  EXPECT_GE(s.counterTexts.size(), 3u);
  int increments = 0, decrements = 0;
  for (const std::string& t : s.counterTexts) {
    EXPECT_NE(t.find("OpConvertUToPtr"), std::string::npos);
    EXPECT_NE(t.find("DescriptorSet 8"), std::string::npos);
    // A null descriptor's counter (address 0) is never touched and reads 0 (D3D): the atomic
    // sits in a selection on address != 0 inside a helper function, its result merged by a Phi.
    for (const char* name : {"%counter_increment_or_null = OpFunction", "%counter_decrement_or_null = OpFunction"}) {
      size_t at = t.find(name);
      if (at == std::string::npos) continue;
      (std::string(name).find("increment") != std::string::npos ? increments : decrements)++;
      std::string body = t.substr(at, t.find("OpFunctionEnd", at) - at);
      size_t test = body.find("OpINotEqual"), merge = body.find("OpSelectionMerge"),
             branch = body.find("OpBranchConditional"), pointer = body.find("OpConvertUToPtr"),
             atomic = body.find("OpAtomicI"), phi = body.find("OpPhi");
      ASSERT_NE(phi, std::string::npos) << body;
      EXPECT_TRUE(test < merge && merge < branch && branch < pointer && pointer < atomic && atomic < phi) << body;
      EXPECT_NE(body.find("%uint_0 %"), std::string::npos) << body;  // 0 from the null path
    }
  }
  EXPECT_GE(increments, 2);
  EXPECT_GE(decrements, 1);
}

}  // namespace
