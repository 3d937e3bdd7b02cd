// Library subobjects and the local-root-signature option through the public C and C++ APIs.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../common/container_builder.h"
#include "container/root_signature.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

TEST(SubobjectsApi, CApiListsEveryKind) {
  std::vector<uint8_t> blob = dxsv::testing::readReference("raytracing/rt_subobjects_all.dxil");
  dxsv_subobjects handle = nullptr;
  ASSERT_EQ(dxsv_read_subobjects(blob.data(), blob.size(), &handle), DXSV_SUCCESS) << dxsv_subobjects_error(handle);
  ASSERT_EQ(dxsv_subobjects_count(handle), 11u);
  int hitGroups = 0, associations = 0, locals = 0;
  for (size_t i = 0; i < dxsv_subobjects_count(handle); ++i) {
    dxsv_subobject s;
    ASSERT_EQ(dxsv_subobjects_get(handle, i, &s), DXSV_SUCCESS);
    std::string name = s.name;
    if (s.kind == DXSV_SUBOBJECT_HIT_GROUP) {
      ++hitGroups;
      if (name == "ProcHitGroup") {
        EXPECT_EQ(s.hit_group_type, 1u);
        EXPECT_STREQ(s.any_hit, "");
        EXPECT_STREQ(s.intersection, "IntersectProc");
      }
    } else if (s.kind == DXSV_SUBOBJECT_SUBOBJECT_TO_EXPORTS_ASSOCIATION) {
      ++associations;
      if (name == "HitAssociation") {
        EXPECT_STREQ(s.associated_subobject, "HitLocalRS");
        ASSERT_EQ(s.export_count, 2u);
        EXPECT_STREQ(dxsv_subobjects_export(handle, i, 0), "TriHitGroup");
        EXPECT_STREQ(dxsv_subobjects_export(handle, i, 1), "ProcHitGroup");
        EXPECT_EQ(dxsv_subobjects_export(handle, i, 2), nullptr);
      }
    } else if (s.kind == DXSV_SUBOBJECT_LOCAL_ROOT_SIGNATURE) {
      ++locals;
      ASSERT_NE(s.root_signature, nullptr);
      auto sig = dxsv::container::parseSerializedRootSignature(
          {static_cast<const uint8_t*>(s.root_signature), s.root_signature_size});
      ASSERT_TRUE(sig.ok());
      EXPECT_NE(sig->flags & dxsv::container::kLocalRootSignatureFlag, 0u);
    } else if (s.kind == DXSV_SUBOBJECT_RAYTRACING_SHADER_CONFIG) {
      EXPECT_EQ(s.max_payload_size_in_bytes, 24u);
      EXPECT_EQ(s.max_attribute_size_in_bytes, 12u);
    } else if (s.kind == DXSV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG) {
      EXPECT_EQ(s.max_trace_recursion_depth, 1u);
    }
  }
  EXPECT_EQ(hitGroups, 2);
  EXPECT_EQ(associations, 3);
  EXPECT_EQ(locals, 2);
  dxsv_subobject past;
  EXPECT_EQ(dxsv_subobjects_get(handle, 11, &past), DXSV_ERROR_INVALID_ARGUMENT);
  dxsv_subobjects_destroy(handle);
}

TEST(SubobjectsApi, ErrorsAndShadersWithoutSubobjects) {
  dxsv_subobjects handle = nullptr;
  EXPECT_EQ(dxsv_read_subobjects(nullptr, 4, &handle), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_STRNE(dxsv_subobjects_error(handle), "");
  EXPECT_EQ(dxsv_subobjects_count(handle), 0u);
  dxsv_subobjects_destroy(handle);
  std::vector<uint8_t> junk(64, 0x5a);
  EXPECT_EQ(dxsv_read_subobjects(junk.data(), junk.size(), &handle), DXSV_ERROR_MALFORMED_INPUT);
  dxsv_subobjects_destroy(handle);
  auto compute = dxsv::readSubobjects(dxsv::testing::readReference("binding/rs_root_constants.dxil"));
  ASSERT_TRUE(compute.ok()) << compute.error;
  EXPECT_TRUE(compute.subobjects.empty());
}

TEST(SubobjectsApi, LocalRootSignatureOptionIsCheckedAndRefusedOutsideRayTracing) {
  std::vector<uint8_t> shader = dxsv::testing::readReference("binding/rs_root_constants.dxil");
  dxsv_options options;
  dxsv_options_init(&options);
  EXPECT_EQ(options.local_root_signature, nullptr);
  options.local_root_signature_size = 8;
  dxsv_result result = nullptr;
  EXPECT_EQ(dxsv_convert(shader.data(), shader.size(), &options, &result), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(dxsv_result_error(result)).find("local_root_signature"), std::string::npos);
  dxsv_result_destroy(result);

  // A compute shader reads no shader record: a local root signature is a caller error.
  dxsv::container::RootSignature local;
  local.flags = dxsv::container::kLocalRootSignatureFlag;
  local.parameters.resize(1);
  local.parameters[0].num32BitValues = 2;
  auto bytes = dxsv::container::serializeRootSignature(local);
  options.local_root_signature = bytes.data();
  options.local_root_signature_size = bytes.size();
  EXPECT_EQ(dxsv_convert(shader.data(), shader.size(), &options, &result), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(dxsv_result_error(result)).find("only ray-tracing shaders"), std::string::npos) << dxsv_result_error(result);
  uint32_t size = 1, count = 1;
  int used = 1;
  EXPECT_EQ(dxsv_result_shader_record(result, &size, &count, &used), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(size, 0u);
  dxsv_result_destroy(result);
}

}  // namespace
