// Caller mode, API v14: acceleration structures read from an address table (DXSV_ACCESS_ADDRESS_TABLE,
// a layer that keeps its heap's acceleration structures as an array of device addresses), and the
// descriptor tables of a local root signature placed in the caller's heap arrays, their shader-record
// slot holding heap index << log2(descriptor size) (shader_record_*_descriptor_size_log2).
// Every module converted here passes spirv-val (ConvertOptions::validate is on by default).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "tests/common/container_builder.h"

namespace {

std::vector<uint8_t> readRayTracing(const std::string& name) {
  return dxsv::testing::readReference("raytracing/" + name + ".dxil");
}

std::string disassemble(const dxsv::ConvertResult& result) {
  std::string text, error;
  EXPECT_TRUE(dxsv::disassembleSpirv(result.spirv, text, error)) << error;
  return text;
}

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

dxsv::ConvertOptions callerOptions(dxsv::ResourceMapper mapper, uint32_t rootWords) {
  dxsv::ConvertOptions options;
  options.targetEnv = DXSV_TARGET_VULKAN_1_2;
  options.bindingMode = DXSV_BINDING_CALLER;
  options.resourceMapper = std::move(mapper);
  options.rootConstantWords = rootWords;
  return options;
}

// rq_basic_opaque: a compute shader tracing t0 (inline ray query) into u0. The caller keeps t0's
// address at entry (root word 1 + 3) of the storage buffer at (5, 9).
TEST(CallerAddressTable, RegisterAccelerationStructureIsConvertedFromTheTablesAddress) {
  auto options = callerOptions(
      [](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
        if (d.kind != DXSV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE) return DXSV_SUCCESS;
        m.resource.kind = DXSV_ACCESS_ADDRESS_TABLE;
        m.resource.set = 5;
        m.resource.binding = 9;
        m.resource.root_word = 1;
        m.resource.base_index = 3;
        return DXSV_SUCCESS;
      },
      2);
  auto result = dxsv::convert(readRayTracing("rq_basic_opaque"), options);
  ASSERT_TRUE(result.ok()) << result.error;
  std::string text = disassemble(result);
  EXPECT_EQ(count(text, "OpConvertUToAccelerationStructureKHR"), 1u) << text;
  EXPECT_NE(text.find("DescriptorSet 5"), std::string::npos);
  EXPECT_NE(text.find("Binding 9"), std::string::npos);
  // No acceleration-structure descriptor: the structure exists only as a converted address.
  EXPECT_EQ(text.find("UniformConstant %accelerationStructure"), std::string::npos);
  EXPECT_EQ(count(text, "OpTypeAccelerationStructureKHR"), 1u);
  EXPECT_NE(text.find("ArrayStride 8"), std::string::npos);  // uvec2 entries
  EXPECT_TRUE(result.binding.usesRootBlock);
}

// rq_heap_accel: two SM 6.6 heap TLASes (one NonUniformResourceIndex) from one address table.
TEST(CallerAddressTable, HeapAccelerationStructuresShareOneTable) {
  int tables = 0;
  auto options = callerOptions(
      [&](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
        if (d.kind != DXSV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE) return DXSV_SUCCESS;
        EXPECT_EQ(d.heap, 1);
        EXPECT_EQ(m.resource.kind, DXSV_ACCESS_HEAP_ELEMENT);  // pre-filled
        m.resource.kind = DXSV_ACCESS_ADDRESS_TABLE;
        m.resource.set = 2;
        m.resource.binding = 1;
        ++tables;
        return DXSV_SUCCESS;
      },
      4);
  auto result = dxsv::convert(readRayTracing("rq_heap_accel"), options);
  ASSERT_TRUE(result.ok()) << result.error;
  EXPECT_GE(tables, 1);
  std::string text = disassemble(result);
  EXPECT_EQ(count(text, "OpConvertUToAccelerationStructureKHR"), 2u) << text;
  EXPECT_EQ(count(text, "DescriptorSet 2"), 1u) << text;  // one variable for the table
}

TEST(CallerAddressTable, BadAnswersAreInvalidArguments) {
  struct Case {
    const char* what;
    bool onAccelerationStructure;
    uint32_t rootWord;
    const char* message;
  };
  const Case cases[] = {
      {"a buffer as an address table", false, UINT32_MAX, "only an acceleration structure can be an ADDRESS_TABLE"},
      {"a table word outside the root block", true, 2, "beyond the root block"},
  };
  for (const Case& c : cases) {
    auto options = callerOptions(
        [&](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
          bool as = d.kind == DXSV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE;
          if (as == c.onAccelerationStructure) {
            m.resource.kind = DXSV_ACCESS_ADDRESS_TABLE;
            m.resource.root_word = c.rootWord;
          }
          return DXSV_SUCCESS;
        },
        2);
    auto result = dxsv::convert(readRayTracing("rq_basic_opaque"), options);
    EXPECT_EQ(result.status, DXSV_ERROR_INVALID_ARGUMENT) << c.what;
    EXPECT_NE(result.error.find(c.message), std::string::npos) << c.what << ": " << result.error;
  }
  // Through the C API too: an unknown access kind after ADDRESS_TABLE.
  auto dxil = readRayTracing("rq_basic_opaque");
  dxsv_options options;
  dxsv_options_init(&options);
  options.binding_mode = DXSV_BINDING_CALLER;
  options.resource_mapper = [](void*, const dxsv_resource_desc*, dxsv_resource_mapping* m) {
    m->resource.kind = dxsv_access_kind(DXSV_ACCESS_ADDRESS_TABLE + 1);
    return DXSV_SUCCESS;
  };
  dxsv_result result = nullptr;
  EXPECT_EQ(dxsv_convert(dxil.data(), dxil.size(), &options, &result), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(dxsv_result_error(result)).find("access kind 5 is unknown"), std::string::npos) << dxsv_result_error(result);
  dxsv_result_destroy(result);
}

// rt_local_descriptor_tables, ClosestHitMaterial: its local root signature (root constants b0
// space 3; tables of SRVs t0-t3 space 3, SRVs t0.. space 4, samplers s0-s1 space 3). The caller
// places the tables' resources in its own heap arrays: sets 7 (SRVs) and 8 (samplers).
dxsv::ConvertResult convertLocalTables(bool answerTables, uint32_t resourceLog2, uint32_t samplerLog2, int* tableAnswers = nullptr,
                                       const char* entry = "ClosestHitMaterial") {
  auto dxil = readRayTracing("rt_local_descriptor_tables");
  auto subobjects = dxsv::readSubobjects(dxil);
  EXPECT_TRUE(subobjects.ok()) << subobjects.error;
  std::string error;
  const dxsv::Subobject* local = dxsv::localRootSignatureFor(subobjects.subobjects, "ClosestHitMaterial", error);
  EXPECT_NE(local, nullptr) << error;
  auto options = callerOptions(
      [=](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
        bool inTable = d.register_space == 4 || (d.register_space == 3 && d.resource_class != DXSV_RESOURCE_CLASS_CBV);
        if (!inTable || !answerTables) return DXSV_SUCCESS;
        if (tableAnswers) ++*tableAnswers;
        bool sampler = d.resource_class == DXSV_RESOURCE_CLASS_SAMPLER;
        m.resource.kind = DXSV_ACCESS_HEAP_ELEMENT;
        m.resource.set = sampler ? 8 : 7;
        m.resource.binding = sampler ? 12 : 11;
        m.resource.array_size = 0;
        return DXSV_SUCCESS;
      },
      0);
  options.entryPoint = entry;
  options.localRootSignature = local ? local->rootSignature : std::vector<uint8_t>();
  options.shaderRecordResourceDescriptorSizeLog2 = resourceLog2;
  options.shaderRecordSamplerDescriptorSizeLog2 = samplerLog2;
  return dxsv::convert(dxil, options);
}

TEST(CallerLocalTables, TablesUseTheCallersHeapArrays) {
  int answers = 0;
  auto result = convertLocalTables(true, 0, 0, &answers);
  ASSERT_TRUE(result.ok()) << result.error;
  EXPECT_GE(answers, 2);  // the SRV tables and the sampler table
  std::string text = disassemble(result);
  EXPECT_NE(text.find("DescriptorSet 7"), std::string::npos) << text;
  EXPECT_NE(text.find("DescriptorSet 8"), std::string::npos) << text;
  EXPECT_NE(text.find("Binding 11"), std::string::npos);
  EXPECT_NE(text.find("Binding 12"), std::string::npos);
  EXPECT_EQ(text.find("DescriptorSet 0"), std::string::npos) << "the ABI's resource heap is not used";
  EXPECT_EQ(text.find("DescriptorSet 1"), std::string::npos) << "the ABI's sampler heap is not used";
  EXPECT_TRUE(result.binding.usesShaderRecord);
}

// A hit shader's tables come from its shader record, which differs between the lanes of one
// invocation group: each element picked through one is NonUniform, even at a constant register
// (AnyHitMaterial: MaterialTextures[3], MaterialSamplers[1]; lavapipe 25.0 reads another lane's
// descriptor otherwise: vkd3d-proton test_raytracing).
TEST(CallerLocalTables, HitRecordTablesAreNonUniform) {
  auto result = convertLocalTables(true, 0, 0, nullptr, "AnyHitMaterial");
  ASSERT_TRUE(result.ok()) << result.error;
  std::string text = disassemble(result);
  EXPECT_GE(count(text, " NonUniform\n"), 2u) << text;  // the SRV and the sampler picked
  EXPECT_NE(text.find("OpCapability ShaderNonUniform"), std::string::npos) << text;
}

// A caller that leaves the pre-filled answer (as before v14) keeps the ABI's heap arrays.
TEST(CallerLocalTables, PreFilledAnswersKeepTheAbisHeaps) {
  auto result = convertLocalTables(false, 0, 0);
  ASSERT_TRUE(result.ok()) << result.error;
  std::string text = disassemble(result);
  EXPECT_NE(text.find("DescriptorSet 0"), std::string::npos) << text;
  EXPECT_NE(text.find("DescriptorSet 1"), std::string::npos) << text;
  EXPECT_EQ(text.find("DescriptorSet 7"), std::string::npos);
}

// Shifted slots: each table word read from the shader record is shifted right once, by the
// resource or the sampler log2; without the option nothing is shifted and the module is otherwise
// the same size.
TEST(CallerLocalTables, DescriptorSizeLog2ShiftsEachTableSlot) {
  auto plain = convertLocalTables(true, 0, 0);
  auto shifted = convertLocalTables(true, 5, 6);
  ASSERT_TRUE(plain.ok()) << plain.error;
  ASSERT_TRUE(shifted.ok()) << shifted.error;
  std::string a = disassemble(plain), b = disassemble(shifted);
  size_t tables = count(b, "OpShiftRightLogical") - count(a, "OpShiftRightLogical");
  EXPECT_GE(tables, 2u) << b;  // at least one SRV table and the sampler table
  EXPECT_NE(b.find("%uint_5"), std::string::npos) << b;
  EXPECT_NE(b.find("%uint_6"), std::string::npos) << b;
  // The same in root-signature mode (the ABI's heaps): the option belongs to the shader record.
  auto dxil = readRayTracing("rt_local_descriptor_tables");
  auto subobjects = dxsv::readSubobjects(dxil);
  ASSERT_TRUE(subobjects.ok());
  std::string error;
  dxsv::ConvertOptions rs;
  rs.targetEnv = DXSV_TARGET_VULKAN_1_2;
  rs.bindingMode = DXSV_BINDING_ROOT_SIGNATURE;
  rs.entryPoint = "ClosestHitMaterial";
  const dxsv::Subobject* global = dxsv::globalRootSignatureFor(subobjects.subobjects, "ClosestHitMaterial", error);
  const dxsv::Subobject* local = dxsv::localRootSignatureFor(subobjects.subobjects, "ClosestHitMaterial", error);
  ASSERT_NE(global, nullptr);
  ASSERT_NE(local, nullptr);
  rs.rootSignature = global->rootSignature;
  rs.localRootSignature = local->rootSignature;
  auto rsPlain = dxsv::convert(dxil, rs);
  rs.shaderRecordResourceDescriptorSizeLog2 = 5;
  auto rsShifted = dxsv::convert(dxil, rs);
  ASSERT_TRUE(rsPlain.ok()) << rsPlain.error;
  ASSERT_TRUE(rsShifted.ok()) << rsShifted.error;
  EXPECT_GT(count(disassemble(rsShifted), "OpShiftRightLogical"), count(disassemble(rsPlain), "OpShiftRightLogical"));
}

TEST(CallerLocalTables, DescriptorSizeLog2Above31IsRefused) {
  auto result = convertLocalTables(true, 32, 0);
  EXPECT_EQ(result.status, DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(result.error.find("above 31"), std::string::npos) << result.error;
}

}  // namespace
