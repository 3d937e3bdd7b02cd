// The compat library's parsed blobs: stages, a library's exports and its RDAT subobjects in the
// layer's shape; and the thread log callback.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <thread>

#include "../../common/container_builder.h"
#include "../../common/sm4_container.h"
#include "dxil_spirv_c.h"

namespace {

using dxsv::testing::Bytes;

std::string logged;
void capture(void* userdata, dxil_spv_log_level level, const char* message) {
  EXPECT_EQ(userdata, &logged);
  EXPECT_EQ(level, DXIL_SPV_LOG_LEVEL_ERROR);
  logged += message;
}

TEST(CompatBlob, ShaderStageAndEntry) {
  Bytes blob = dxsv::testing::readReference("compute/cf_loops.dxil");
  dxil_spv_parsed_blob parsed = nullptr;
  ASSERT_EQ(dxil_spv_parse_dxil_blob(blob.data(), blob.size(), &parsed), DXIL_SPV_SUCCESS);
  EXPECT_EQ(dxil_spv_parsed_blob_get_shader_stage(parsed), DXIL_SPV_STAGE_COMPUTE);
  unsigned count = 0;
  ASSERT_EQ(dxil_spv_parsed_blob_get_num_entry_points(parsed, &count), DXIL_SPV_SUCCESS);
  EXPECT_EQ(count, 1u);
  EXPECT_EQ(dxil_spv_parsed_blob_get_num_rdat_subobjects(parsed), 0u);
  dxil_spv_parsed_blob_free(parsed);
  dxil_spv_parsed_blob_free(nullptr);
}

TEST(CompatBlob, GarbageIsAParserErrorWithAMessage) {
  logged.clear();
  dxil_spv_set_thread_log_callback(capture, &logged);
  const uint8_t junk[] = {'D', 'X', 'B', 'C', 1, 2, 3};
  dxil_spv_parsed_blob parsed = reinterpret_cast<dxil_spv_parsed_blob>(&logged);
  EXPECT_EQ(dxil_spv_parse_dxil_blob(junk, sizeof(junk), &parsed), DXIL_SPV_ERROR_PARSER);
  EXPECT_EQ(parsed, nullptr);
  EXPECT_NE(logged.find("cannot parse the DXIL blob"), std::string::npos) << logged;
  EXPECT_EQ(logged.back(), '\n');
  dxil_spv_set_thread_log_callback(nullptr, nullptr);
}

// vkd3d-proton hands over SM 4/5 shaders too: refused as an unsupported feature, not a parse
// failure, with dxil-spirv's message in the log.
TEST(CompatBlob, Sm4BytecodeIsAnUnsupportedFeatureWithAMessage) {
  logged.clear();
  dxil_spv_set_thread_log_callback(capture, &logged);
  const Bytes blob = dxsv::testing::buildSm4Container("SHEX", 1, 5, 0);
  dxil_spv_parsed_blob parsed = reinterpret_cast<dxil_spv_parsed_blob>(&logged);
  EXPECT_EQ(dxil_spv_parse_dxil_blob(blob.data(), blob.size(), &parsed), DXIL_SPV_ERROR_UNSUPPORTED_FEATURE);
  EXPECT_EQ(parsed, nullptr);
  EXPECT_EQ(logged,
            "unsupported shader: DXBC shader (SHEX part, vs_5_0): SM 4/5 bytecode is not translated, only DXIL (SM 6.0+)\n");
  dxil_spv_parsed_blob_free(parsed);

  // A part too short for its version token is broken input: a parser error.
  logged.clear();
  const Bytes cut = dxsv::testing::buildContainer({{dxsv::testing::code("SHEX"), Bytes(2, 0)}});
  EXPECT_EQ(dxil_spv_parse_dxil_blob(cut.data(), cut.size(), &parsed), DXIL_SPV_ERROR_PARSER);
  EXPECT_EQ(parsed, nullptr);
  EXPECT_NE(logged.find("cannot parse the DXIL blob: DXBC shader: SHEX part is 2 bytes"), std::string::npos) << logged;
  dxil_spv_set_thread_log_callback(nullptr, nullptr);
}

TEST(CompatBlob, LogCallbackIsPerThread) {
  logged.clear();
  dxil_spv_set_thread_log_callback(capture, &logged);
  std::thread other([] {
    const uint8_t junk[] = {0};
    dxil_spv_parsed_blob parsed = nullptr;
    EXPECT_NE(dxil_spv_parse_dxil_blob(junk, sizeof(junk), &parsed), DXIL_SPV_SUCCESS);  // no callback here
  });
  other.join();
  EXPECT_TRUE(logged.empty()) << logged;
  dxil_spv_set_thread_log_callback(nullptr, nullptr);
}

TEST(CompatBlob, LibraryExportsAndSubobjects) {
  Bytes blob = dxsv::testing::readReference("raytracing/rt_subobjects_all.dxil");
  dxil_spv_parsed_blob parsed = nullptr;
  ASSERT_EQ(dxil_spv_parse_dxil_blob(blob.data(), blob.size(), &parsed), DXIL_SPV_SUCCESS);
  unsigned count = 0;
  ASSERT_EQ(dxil_spv_parsed_blob_get_num_entry_points(parsed, &count), DXIL_SPV_SUCCESS);
  EXPECT_EQ(count, 6u);
  for (unsigned i = 0; i < count; ++i) {
    const char *name = nullptr, *demangled = nullptr;
    ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_name(parsed, i, &name), DXIL_SPV_SUCCESS);
    ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_demangled_name(parsed, i, &demangled), DXIL_SPV_SUCCESS);
    EXPECT_STREQ(name, demangled);
    EXPECT_NE(dxil_spv_parsed_blob_get_shader_stage_for_entry(parsed, name), DXIL_SPV_STAGE_UNKNOWN) << name;
  }
  EXPECT_EQ(dxil_spv_parsed_blob_get_shader_stage_for_entry(parsed, "RayGenMain"), DXIL_SPV_STAGE_RAY_GENERATION);
  EXPECT_EQ(dxil_spv_parsed_blob_get_shader_stage_for_entry(parsed, "IntersectProc"), DXIL_SPV_STAGE_INTERSECTION);
  EXPECT_EQ(dxil_spv_parsed_blob_get_shader_stage_for_entry(parsed, "NoSuchExport"), DXIL_SPV_STAGE_UNKNOWN);
  EXPECT_EQ(dxil_spv_parsed_blob_get_shader_stage(parsed), DXIL_SPV_STAGE_UNKNOWN);  // several exports

  unsigned subobjects = dxil_spv_parsed_blob_get_num_rdat_subobjects(parsed);
  EXPECT_EQ(subobjects, 11u);
  bool sawHitGroup = false, sawAssociation = false, sawConfig = false, sawLocal = false;
  for (unsigned i = 0; i < subobjects; ++i) {
    dxil_spv_rdat_subobject s;
    dxil_spv_parsed_blob_get_rdat_subobject(parsed, i, &s);
    std::string name = s.subobject_name;
    if (name == "ProcHitGroup") {
      sawHitGroup = true;
      EXPECT_EQ(s.kind, DXIL_SPV_RDAT_SUBOBJECT_KIND_HIT_GROUP);
      EXPECT_EQ(s.hit_group_type, 1u);  // procedural
      ASSERT_EQ(s.num_exports, 3u);
      EXPECT_STREQ(s.exports[0], "");
      EXPECT_STREQ(s.exports[1], "ClosestHitProc");
      EXPECT_STREQ(s.exports[2], "IntersectProc");
    } else if (name == "HitAssociation") {
      sawAssociation = true;
      EXPECT_EQ(s.kind, DXIL_SPV_RDAT_SUBOBJECT_KIND_SUBOBJECT_TO_EXPORTS_ASSOCIATION);
      ASSERT_EQ(s.num_exports, 3u);
      EXPECT_STREQ(s.exports[0], "HitLocalRS");
      EXPECT_STREQ(s.exports[1], "TriHitGroup");
      EXPECT_STREQ(s.exports[2], "ProcHitGroup");
    } else if (name == "ShaderConfig") {
      sawConfig = true;
      EXPECT_EQ(s.kind, DXIL_SPV_RDAT_SUBOBJECT_KIND_RAYTRACING_SHADER_CONFIG);
      EXPECT_EQ(s.args[0], 24u);
      EXPECT_EQ(s.args[1], 12u);
    } else if (name == "HitLocalRS") {
      sawLocal = true;
      EXPECT_EQ(s.kind, DXIL_SPV_RDAT_SUBOBJECT_KIND_LOCAL_ROOT_SIGNATURE);
      ASSERT_GT(s.payload_size, 24u);
      uint32_t flags = 0;
      std::memcpy(&flags, static_cast<const uint8_t*>(s.payload) + 20, 4);
      EXPECT_EQ(flags & 0x80u, 0x80u);  // D3D12_ROOT_SIGNATURE_FLAG_LOCAL_ROOT_SIGNATURE
    }
  }
  EXPECT_TRUE(sawHitGroup && sawAssociation && sawConfig && sawLocal);
  dxil_spv_rdat_subobject outOfRange;
  dxil_spv_parsed_blob_get_rdat_subobject(parsed, subobjects, &outOfRange);
  EXPECT_STREQ(outOfRange.subobject_name, "");
  dxil_spv_parsed_blob_free(parsed);
}

}  // namespace
