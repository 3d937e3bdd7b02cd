// Library exports converted with the local root signature their library associates with them:
// the association lookup, the ShaderRecordBufferKHR block at D3D12's offsets, and an export's
// module holding only its own resources.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "dxil_spirv/dxil_spirv.hpp"
#include "tests/common/container_builder.h"

namespace {

std::vector<uint8_t> readLibrary(const std::string& name) {
  return dxsv::testing::readReference("raytracing/" + name + ".dxil");
}

const dxsv::Subobject* associated(const std::vector<dxsv::Subobject>& all, const std::string& exportName) {
  std::string error;
  const dxsv::Subobject* found = dxsv::localRootSignatureFor(all, exportName, error);
  EXPECT_TRUE(error.empty()) << exportName << ": " << error;
  return found;
}

TEST(LocalRootSignatureFor, FollowsHitGroupsAndExports) {
  auto subobjects = dxsv::readSubobjects(readLibrary("rt_subobjects_all"));
  ASSERT_TRUE(subobjects.ok()) << subobjects.error;
  const auto& all = subobjects.subobjects;
  // HitAssociation names the hit groups; their shaders get HitLocalRS.
  for (const char* shader : {"AnyHitTri", "ClosestHitTri", "ClosestHitProc", "IntersectProc"}) {
    const dxsv::Subobject* local = associated(all, shader);
    ASSERT_NE(local, nullptr) << shader;
    EXPECT_EQ(local->name, "HitLocalRS") << shader;
  }
  const dxsv::Subobject* miss = associated(all, "MissMain");
  ASSERT_NE(miss, nullptr);
  EXPECT_EQ(miss->name, "MissLocalRS");
  // ConfigAssociation names RayGenMain, but with a shader config, not a root signature.
  EXPECT_EQ(associated(all, "RayGenMain"), nullptr);
}

TEST(LocalRootSignatureFor, DefaultAssociationAndConflicts) {
  auto local = [](const char* name) {
    dxsv::Subobject s;
    s.kind = DXSV_SUBOBJECT_LOCAL_ROOT_SIGNATURE;
    s.name = name;
    return s;
  };
  auto association = [](const char* subobject, std::vector<std::string> exports) {
    dxsv::Subobject s;
    s.kind = DXSV_SUBOBJECT_SUBOBJECT_TO_EXPORTS_ASSOCIATION;
    s.associatedSubobject = subobject;
    s.exports = std::move(exports);
    return s;
  };
  std::vector<dxsv::Subobject> all = {local("A"), local("B"), association("A", {}), association("B", {"Hit"})};
  std::string error;
  EXPECT_EQ(dxsv::localRootSignatureFor(all, "Miss", error)->name, "A");  // the default one
  EXPECT_EQ(dxsv::localRootSignatureFor(all, "Hit", error)->name, "B");   // explicit wins
  all.push_back(association("A", {"Hit"}));
  EXPECT_EQ(dxsv::localRootSignatureFor(all, "Hit", error), nullptr);
  EXPECT_NE(error.find("two local root signatures"), std::string::npos) << error;
  // A root signature no association names is a default association too (D3D12).
  std::vector<dxsv::Subobject> unnamed = {local("C"), local("D"), association("D", {"Hit"})};
  EXPECT_EQ(dxsv::localRootSignatureFor(unnamed, "Miss", error)->name, "C");
  EXPECT_EQ(dxsv::localRootSignatureFor(unnamed, "Hit", error)->name, "D");
  unnamed.push_back(local("E"));  // two defaults: a conflict for exports without an explicit one
  EXPECT_EQ(dxsv::localRootSignatureFor(unnamed, "Miss", error), nullptr);
  EXPECT_NE(error.find("default"), std::string::npos) << error;
  EXPECT_EQ(dxsv::localRootSignatureFor(unnamed, "Hit", error)->name, "D");
  EXPECT_TRUE(error.empty()) << error;
}

TEST(LocalRootSignatureFor, GlobalRootSignatureWithoutAssociationIsTheDefault) {
  auto subobjects = dxsv::readSubobjects(readLibrary("rt_subobjects_all"));
  ASSERT_TRUE(subobjects.ok()) << subobjects.error;
  std::string error;
  for (const char* shader : {"RayGenMain", "MissMain", "ClosestHitTri"}) {
    const dxsv::Subobject* global = dxsv::globalRootSignatureFor(subobjects.subobjects, shader, error);
    ASSERT_NE(global, nullptr) << shader << ": " << error;
    EXPECT_EQ(global->name, "GlobalRS");
  }
}

TEST(LocalRootSignatureFor, CApi) {
  std::vector<uint8_t> blob = readLibrary("rt_subobjects_all");
  dxsv_subobjects subobjects = nullptr;
  ASSERT_EQ(dxsv_read_subobjects(blob.data(), blob.size(), &subobjects), DXSV_SUCCESS);
  size_t index = 0;
  ASSERT_EQ(dxsv_subobjects_local_root_signature_for(subobjects, "ClosestHitProc", &index), DXSV_SUCCESS);
  ASSERT_LT(index, dxsv_subobjects_count(subobjects));
  dxsv_subobject local;
  ASSERT_EQ(dxsv_subobjects_get(subobjects, index, &local), DXSV_SUCCESS);
  EXPECT_EQ(local.kind, DXSV_SUBOBJECT_LOCAL_ROOT_SIGNATURE);
  EXPECT_STREQ(local.name, "HitLocalRS");
  EXPECT_NE(local.root_signature, nullptr);
  EXPECT_EQ(dxsv_subobjects_local_root_signature_for(subobjects, "RayGenMain", &index), DXSV_SUCCESS);
  EXPECT_EQ(index, SIZE_MAX);
  EXPECT_EQ(dxsv_subobjects_local_root_signature_for(subobjects, nullptr, &index), DXSV_ERROR_INVALID_ARGUMENT);
  dxsv_subobjects_destroy(subobjects);
}

dxsv::ConvertResult convertWithAssociation(const std::string& library, const std::string& exportName) {
  std::vector<uint8_t> blob = readLibrary(library);
  auto subobjects = dxsv::readSubobjects(blob);
  EXPECT_TRUE(subobjects.ok()) << subobjects.error;
  dxsv::ConvertOptions options;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  options.validate = true;
  options.entryPoint = exportName;
  if (const dxsv::Subobject* local = associated(subobjects.subobjects, exportName))
    options.localRootSignature = local->rootSignature;
  return dxsv::convert(blob, options);
}

std::string disassemble(const std::vector<uint32_t>& spirv) {
  std::string text, error;
  EXPECT_TRUE(dxsv::disassembleSpirv(spirv, text, error)) << error;
  return text;
}

TEST(LocalRootSignatureExports, HitGroupRecordAtD3D12Offsets) {
  // HitLocalRS: RootConstants(4) at 0, SRV (8-byte address) at 16, a table (8 bytes) at 24.
  auto result = convertWithAssociation("rt_subobjects_all", "ClosestHitProc");
  ASSERT_TRUE(result.ok()) << result.error;
  EXPECT_TRUE(result.binding.usesShaderRecord);
  EXPECT_EQ(result.binding.shaderRecordBytes, 32u);
  ASSERT_EQ(result.binding.localParameters.size(), 3u);
  EXPECT_EQ(result.binding.localParameters[0].offsetBytes, 0u);
  EXPECT_EQ(result.binding.localParameters[1].offsetBytes, 16u);
  EXPECT_EQ(result.binding.localParameters[2].offsetBytes, 24u);
  EXPECT_TRUE(result.binding.localParameters[0].used);   // Tint
  EXPECT_TRUE(result.binding.localParameters[1].used);   // PrimitiveColors
  EXPECT_FALSE(result.binding.localParameters[2].used);  // Albedo/Opacity: any-hit and ClosestHitTri only
  std::string text = disassemble(result.spirv);
  EXPECT_NE(text.find("ShaderRecordBuffer"), std::string::npos);  // KHR (SPIRV-Tools 2023.1 prints the NV alias)
  EXPECT_NE(text.find("OpMemberDecorate %LocalRootArguments 1 Offset 16"), std::string::npos) << text;
  EXPECT_NE(text.find("OpMemberDecorate %LocalRootArguments 2 Offset 24"), std::string::npos);
  // The root SRV is read through its address (the record's two words), not a descriptor.
  EXPECT_NE(text.find("PhysicalStorageBuffer"), std::string::npos);
  EXPECT_EQ(text.find("PrimitiveColors\""), std::string::npos) << "PrimitiveColors became a descriptor";
}

TEST(LocalRootSignatureExports, EveryAssociatedExportValidates) {
  for (const char* library : {"rt_subobjects_all", "rt_local_root_constants", "rt_local_descriptor_tables",
                              "rt_local_root_descriptors", "rt_bindless_hit_66"}) {
    std::vector<dxsv::EntryInfo> entries;
    std::string error;
    ASSERT_EQ(dxsv::listEntries(readLibrary(library), entries, error), DXSV_SUCCESS) << library << ": " << error;
    for (const dxsv::EntryInfo& e : entries) {
      auto result = convertWithAssociation(library, e.name);
      EXPECT_TRUE(result.ok()) << library << "." << e.name << ": " << result.error;
    }
  }
}

TEST(LocalRootSignatureExports, AnExportDeclaresOnlyItsOwnResources) {
  // MissMain reads MissConstants from its record and nothing else of the library.
  auto result = convertWithAssociation("rt_subobjects_all", "MissMain");
  ASSERT_TRUE(result.ok()) << result.error;
  std::string text = disassemble(result.spirv);
  for (const char* other : {"\"Output\"", "\"Scene\"", "\"Albedo\"", "\"PrimitiveColors\"", "\"Linear\"", "\"Frame\""})
    EXPECT_EQ(text.find(other), std::string::npos) << other << " declared by MissMain";
  EXPECT_EQ(result.binding.shaderRecordBytes, 16u);
  EXPECT_TRUE(result.binding.usesShaderRecord);
}

}  // namespace
