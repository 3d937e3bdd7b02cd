// The hand-written realistic ray-tracing libraries (reference/raytracing/rt_real_*), converted
// as a layer would: every export listed and converted on its own, and the path tracer's
// hit-group exports with their local root signature (RootConstants(2, b0, space1): the
// per-geometry material index and heap base) read from the shader record. The library
// container has no RDAT part, so the local root signature comes through the options.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../common/container_builder.h"
#include "container/root_signature.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

TEST(RealRayTracingLibraries, EveryExportConvertsAndValidates) {
  const std::pair<const char*, size_t> libraries[] = {
      {"rt_real_reflections", 3}, {"rt_real_shadows", 4}, {"rt_real_pathtracer", 6}};
  for (const auto& [name, exports] : libraries) {
    std::vector<uint8_t> blob = dxsv::testing::readReference(std::string("raytracing/") + name + ".dxil");
    std::vector<dxsv::EntryInfo> entries;
    std::string error;
    ASSERT_EQ(dxsv::listEntries(blob, entries, error), DXSV_SUCCESS) << name << ": " << error;
    EXPECT_EQ(entries.size(), exports) << name;
    for (const auto& e : entries) {
      dxsv::ConvertOptions options;
      options.entryPoint = e.name;
      options.targetEnv = DXSV_TARGET_VULKAN_1_3;
      auto r = dxsv::convert(blob, options);
      EXPECT_TRUE(r.ok()) << name << "." << e.name << ": " << r.error;
    }
  }
}

TEST(RealRayTracingLibraries, PathTracerHitGroupsReadTheShaderRecord) {
  std::vector<uint8_t> blob = dxsv::testing::readReference("raytracing/rt_real_pathtracer.dxil");
  dxsv::container::RootSignature local;
  local.flags = dxsv::container::kLocalRootSignatureFlag;
  local.parameters.resize(1);
  local.parameters[0].type = dxsv::container::RootParameterType::Constants32Bit;
  local.parameters[0].shaderRegister = 0;
  local.parameters[0].space = 1;
  local.parameters[0].num32BitValues = 2;
  std::vector<uint8_t> bytes = dxsv::container::serializeRootSignature(local);
  for (const char* entry : {"ClosestHitMaterial", "IntersectSphere", "ClosestHitSphere"}) {
    dxsv::ConvertOptions options;
    options.entryPoint = entry;
    options.targetEnv = DXSV_TARGET_VULKAN_1_3;
    options.localRootSignature = bytes;
    auto r = dxsv::convert(blob, options);
    ASSERT_TRUE(r.ok()) << entry << ": " << r.error;
    EXPECT_TRUE(r.binding.usesShaderRecord) << entry;
    EXPECT_EQ(r.binding.shaderRecordBytes, 8u) << entry;
    std::string text, error;
    ASSERT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error)) << error;
    // (SPIRV-Tools' disassembler names the storage class by its NV alias.)
    EXPECT_NE(text.find("ShaderRecordBuffer"), std::string::npos) << entry;
    EXPECT_NE(text.find("Block"), std::string::npos) << entry;
  }
  // The ray-generation export converts with it too, and does not read the record: an
  // export's module holds only the resources its own functions use.
  dxsv::ConvertOptions options;
  options.entryPoint = "RayGenPath";
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  options.localRootSignature = bytes;
  auto r = dxsv::convert(blob, options);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_FALSE(r.binding.usesShaderRecord);
}

}  // namespace
