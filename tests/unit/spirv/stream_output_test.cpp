// Stream output (transform feedback) and dual-source blending: the decorations each puts on
// the interface variables, spirv-val on the results, and the refusals (each naming the element).
#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "dxil_spirv/dxil_spirv.hpp"
#include "tests/common/container_builder.h"

namespace {

// What the module says about its variables, read from its words.
struct Scan {
  std::set<uint32_t> capabilities, modes;
  std::map<std::pair<uint32_t, uint32_t>, uint32_t> decorations;  // (target, decoration) -> first literal
  std::map<uint32_t, std::string> names;
  std::map<uint32_t, uint32_t> storage;  // variable -> storage class
  uint32_t variable(const std::string& name) const {
    for (auto& [id, n] : names)
      if (n == name) return id;
    return 0;
  }
  bool has(uint32_t id, spv::Decoration d) const { return decorations.count({id, d}) != 0; }
  uint32_t at(uint32_t id, spv::Decoration d) const {
    auto it = decorations.find({id, d});
    return it == decorations.end() ? ~0u : it->second;
  }
};

Scan scan(const std::vector<uint32_t>& words) {
  Scan s;
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16, op = words[i] & 0xffff;
    if (count == 0 || i + count > words.size()) {
      ADD_FAILURE() << "malformed instruction at word " << i;
      break;
    }
    if (op == spv::OpCapability) s.capabilities.insert(words[i + 1]);
    if (op == spv::OpExecutionMode) s.modes.insert(words[i + 2]);
    if (op == spv::OpDecorate) s.decorations[{words[i + 1], words[i + 2]}] = count > 3 ? words[i + 3] : 0;
    if (op == spv::OpName) s.names[words[i + 1]] = reinterpret_cast<const char*>(&words[i + 2]);
    if (op == spv::OpVariable) s.storage[words[i + 2]] = words[i + 3];
    i += count;
  }
  return s;
}

struct Capture {
  std::string semantic;
  uint32_t index = 0, buffer = 0, offset = 0, stride = 0;
};

// What the mapper was asked, with its own copy of the name (semantic_name lives only for the call).
struct Asked : dxsv_stream_output_element {
  std::string semantic;
};

// A mapper capturing `list` (by semantic and index) and recording what it was asked.
dxsv::StreamOutputMapper mapper(std::vector<Capture> list, std::vector<Asked>* asked = nullptr) {
  return [list, asked](const dxsv_stream_output_element& e, dxsv_stream_output_target& t) {
    if (asked) {
      Asked a{e, e.semantic_name};
      a.semantic_name = nullptr;
      asked->push_back(a);
    }
    EXPECT_EQ(t.enable, 0);
    for (const Capture& c : list)
      if (c.semantic == e.semantic_name && c.index == e.semantic_index) t = {1, c.buffer, c.offset, c.stride};
    return DXSV_SUCCESS;
  };
}

dxsv::ConvertResult convert(const std::string& name, const dxsv::ConvertOptions& options) {
  auto blob = dxsv::testing::readReference("graphics/" + name + ".dxil");
  EXPECT_FALSE(blob.empty()) << name;
  return dxsv::convert(blob, options);
}

dxsv::ConvertOptions validating() {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  return options;
}

TEST(StreamOutput, VertexShaderPositionAndUserElement) {
  dxsv::ConvertOptions options = validating();
  std::vector<Asked> asked;
  std::vector<std::string> names;
  options.streamOutput = mapper({{"SV_Position", 0, 0, 0, 32}, {"COLOR", 0, 0, 16, 32}}, &asked);
  auto r = convert("vs_clip_distance", options);
  ASSERT_TRUE(r.ok()) << r.error;
  // Every output element is asked about, once.
  for (auto& e : asked) names.push_back(e.semantic + std::to_string(e.semantic_index));
  EXPECT_EQ(names, (std::vector<std::string>{"SV_Position0", "SV_ClipDistance0", "SV_ClipDistance1", "COLOR0"}));
  EXPECT_EQ(asked[0].system_value, 3u);
  EXPECT_EQ(asked[0].cols, 4u);
  Scan s = scan(r.spirv);
  EXPECT_TRUE(s.capabilities.count(spv::CapabilityTransformFeedback));
  EXPECT_TRUE(s.modes.count(spv::ExecutionModeXfb));
  uint32_t color = s.variable("out_COLOR0");
  ASSERT_NE(color, 0u);
  EXPECT_EQ(s.at(color, spv::DecorationXfbBuffer), 0u);
  EXPECT_EQ(s.at(color, spv::DecorationXfbStride), 32u);
  EXPECT_EQ(s.at(color, spv::DecorationOffset), 16u);
  uint32_t position = 0;
  for (auto& [key, value] : s.decorations)
    if (key.second == spv::DecorationBuiltIn && value == spv::BuiltInPosition) position = key.first;
  ASSERT_NE(position, 0u);
  EXPECT_EQ(s.at(position, spv::DecorationOffset), 0u);
  EXPECT_EQ(s.at(position, spv::DecorationXfbStride), 32u);
}

TEST(StreamOutput, NothingCapturedAddsNothing) {
  dxsv::ConvertOptions options = validating();
  options.streamOutput = mapper({});
  auto r = convert("vs_clip_distance", options);
  ASSERT_TRUE(r.ok()) << r.error;
  Scan s = scan(r.spirv);
  EXPECT_FALSE(s.capabilities.count(spv::CapabilityTransformFeedback));
  EXPECT_FALSE(s.modes.count(spv::ExecutionModeXfb));
}

TEST(StreamOutput, SeveralRowsCapturedWhole) {
  dxsv::ConvertOptions options = validating();
  std::vector<Asked> asked;
  options.streamOutput = mapper({{"TBN", 0, 2, 0, 52}, {"SV_Position", 0, 2, 36, 52}}, &asked);
  auto r = convert("vs_matrix_interpolants", options);
  ASSERT_TRUE(r.ok()) << r.error;
  bool sawTbn = false;
  for (auto& e : asked)
    if (e.semantic == "TBN") {
      sawTbn = true;
      EXPECT_EQ(e.rows, 3u);
      EXPECT_EQ(e.cols, 3u);
    }
  EXPECT_TRUE(sawTbn);
  Scan s = scan(r.spirv);
  uint32_t tbn = s.variable("out_TBN0");
  ASSERT_NE(tbn, 0u);
  EXPECT_EQ(s.at(tbn, spv::DecorationXfbBuffer), 2u);
  EXPECT_EQ(s.at(tbn, spv::DecorationOffset), 0u);
}

TEST(StreamOutput, DomainShader) {
  dxsv::ConvertOptions options = validating();
  options.streamOutput = mapper({{"SV_Position", 0, 0, 0, 16}});
  auto r = convert("ds_quad", options);
  ASSERT_TRUE(r.ok()) << r.error;
  Scan s = scan(r.spirv);
  EXPECT_TRUE(s.modes.count(spv::ExecutionModeXfb));
}

TEST(StreamOutput, GeometryShaderStreamsInTheirOwnBuffers) {
  dxsv::ConvertOptions options = validating();
  std::vector<Asked> asked;
  options.streamOutput = mapper({{"VELOCITY", 0, 0, 0, 16}, {"AGE", 0, 0, 12, 16}, {"KIND", 0, 1, 0, 12},
                                 {"EXTRA", 0, 1, 4, 12}},
                                &asked);
  auto r = convert("gs_multi_stream", options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::set<std::pair<std::string, uint32_t>> streams;
  for (auto& e : asked) streams.insert({e.semantic, e.stream});
  EXPECT_TRUE(streams.count({"KIND", 1}));
  EXPECT_TRUE(streams.count({"VELOCITY", 0}));
  Scan s = scan(r.spirv);
  uint32_t kind = s.variable("out_KIND0");
  ASSERT_NE(kind, 0u);
  EXPECT_EQ(s.at(kind, spv::DecorationStream), 1u);
  EXPECT_EQ(s.at(kind, spv::DecorationXfbBuffer), 1u);
  EXPECT_TRUE(s.capabilities.count(spv::CapabilityGeometryStreams));

  // One buffer takes one stream (Vulkan).
  options.streamOutput = mapper({{"VELOCITY", 0, 0, 0, 16}, {"KIND", 0, 0, 12, 16}});
  r = convert("gs_multi_stream", options);
  EXPECT_EQ(r.status, DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(r.error.find("stream output of 'KIND'"), std::string::npos) << r.error;
}

TEST(StreamOutput, AnswersThatCannotBeMetNameTheElement) {
  struct Case {
    std::vector<Capture> captures;
    dxsv_status status;
    const char* message;
  };
  const Case cases[] = {
      {{{"COLOR", 0, 4, 0, 16}}, DXSV_ERROR_INVALID_ARGUMENT, "stream output of 'COLOR' (element 3): buffer 4"},
      {{{"COLOR", 0, 0, 2, 32}}, DXSV_ERROR_INVALID_ARGUMENT, "'COLOR' (element 3): offset 2 and stride 32 must be multiples of 4"},
      {{{"COLOR", 0, 0, 4, 16}}, DXSV_ERROR_INVALID_ARGUMENT, "'COLOR' (element 3): 16 bytes at offset 4 end past the stride 16"},
      {{{"SV_Position", 0, 0, 0, 32}, {"COLOR", 0, 0, 8, 32}}, DXSV_ERROR_INVALID_ARGUMENT,
       "'COLOR' (element 3): bytes 8..24 of buffer 0 overlap 'SV_Position'"},
      {{{"SV_Position", 0, 0, 0, 32}, {"COLOR", 0, 0, 16, 48}}, DXSV_ERROR_INVALID_ARGUMENT,
       "stride 48 in buffer 0, where 'SV_Position' (element 0) has stride 32"},
      {{{"SV_ClipDistance", 1, 0, 0, 16}}, DXSV_ERROR_UNSUPPORTED,
       "stream output of 'SV_ClipDistance1' (element 2): clip and cull distances share one built-in array"},
  };
  for (const Case& c : cases) {
    dxsv::ConvertOptions options = validating();
    options.streamOutput = mapper(c.captures);
    auto r = convert("vs_clip_distance", options);
    EXPECT_EQ(r.status, c.status) << c.message << ": " << r.error;
    EXPECT_NE(r.error.find(c.message), std::string::npos) << r.error;
  }
  dxsv::ConvertOptions options = validating();
  options.streamOutput = [](const dxsv_stream_output_element&, dxsv_stream_output_target&) {
    return DXSV_ERROR_INTERNAL;
  };
  auto r = convert("vs_clip_distance", options);
  EXPECT_EQ(r.status, DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(r.error.find("stream output of 'SV_Position' (element 0): the stream output mapper failed"), std::string::npos)
      << r.error;
}

TEST(StreamOutput, OtherStagesAreNotAsked) {
  dxsv::ConvertOptions options = validating();
  std::vector<Asked> asked;
  options.streamOutput = mapper({{"SV_Target", 0, 0, 0, 16}}, &asked);
  auto r = convert("ps_mrt_mixed_types", options);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(asked.empty());
  EXPECT_FALSE(scan(r.spirv).capabilities.count(spv::CapabilityTransformFeedback));
}

dxsv_status cMapper(void* user, const dxsv_stream_output_element* e, dxsv_stream_output_target* t) {
  ++*static_cast<int*>(user);
  if (std::string(e->semantic_name) == "COLOR") *t = {1, 3, 0, 16};
  return DXSV_SUCCESS;
}

TEST(StreamOutput, CApi) {
  auto blob = dxsv::testing::readReference("graphics/vs_clip_distance.dxil");
  dxsv_options options;
  dxsv_options_init(&options);
  options.validate = 1;
  int calls = 0;
  options.stream_output_mapper = cMapper;
  options.stream_output_mapper_user_data = &calls;
  dxsv_result result = nullptr;
  ASSERT_EQ(dxsv_convert(blob.data(), blob.size(), &options, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  EXPECT_EQ(calls, 4);
  size_t count = 0;
  const uint32_t* words = dxsv_result_spirv(result, &count);
  Scan s = scan(std::vector<uint32_t>(words, words + count));
  EXPECT_EQ(s.at(s.variable("out_COLOR0"), spv::DecorationXfbBuffer), 3u);
  dxsv_result_destroy(result);
}

// ------------------------------------------------------------------ dual-source blending

TEST(DualSourceBlending, TargetsZeroAndOneAreTheTwoSourcesOfLocationZero) {
  dxsv::ConvertOptions options = validating();
  options.dualSourceBlending = true;
  auto r = convert("ps_mrt_mixed_types", options);  // SV_Target0..7
  ASSERT_TRUE(r.ok()) << r.error;
  Scan s = scan(r.spirv);
  uint32_t t0 = s.variable("out_SV_Target0"), t1 = s.variable("out_SV_Target1");
  ASSERT_NE(t0, 0u);
  ASSERT_NE(t1, 0u);
  EXPECT_EQ(s.at(t0, spv::DecorationLocation), 0u);
  EXPECT_EQ(s.at(t0, spv::DecorationIndex), 0u);
  EXPECT_EQ(s.at(t1, spv::DecorationLocation), 0u);
  EXPECT_EQ(s.at(t1, spv::DecorationIndex), 1u);
  // Targets 2..7 go nowhere (D3D needs their render targets unbound): no output variable.
  for (int t = 2; t < 8; ++t) {
    EXPECT_EQ(s.variable("out_SV_Target" + std::to_string(t)), 0u) << t;
    uint32_t discarded = s.variable("discarded_SV_Target" + std::to_string(t));
    ASSERT_NE(discarded, 0u) << t;
    EXPECT_EQ(s.storage[discarded], uint32_t(spv::StorageClassPrivate));
  }

  options.dualSourceBlending = false;
  r = convert("ps_mrt_mixed_types", options);
  ASSERT_TRUE(r.ok()) << r.error;
  s = scan(r.spirv);
  EXPECT_EQ(s.at(s.variable("out_SV_Target1"), spv::DecorationLocation), 1u);
  EXPECT_FALSE(s.has(s.variable("out_SV_Target1"), spv::DecorationIndex));
  EXPECT_NE(s.variable("out_SV_Target7"), 0u);
}

TEST(DualSourceBlending, OlderTargetsEnvironments) {
  // SPIR-V 1.3 (vulkan1.1) lists only Input/Output variables in the entry point's interface.
  dxsv::ConvertOptions options = validating();
  options.targetEnv = DXSV_TARGET_VULKAN_1_1;
  options.dualSourceBlending = true;
  auto r = convert("ps_mrt_mixed_types", options);
  ASSERT_TRUE(r.ok()) << r.error;
}

// The CLI's options: --stream-output (semantic names case-insensitive, trailing digits the
// index) and --dual-source-blending.
std::string runCli(const std::string& arguments, int& status) {
  const auto out = std::filesystem::temp_directory_path() / ("dxsv_xfb_cli_" + std::to_string(::getpid()) + ".txt");
  std::string command = std::string(DXSV_CLI) + " " + arguments + " >" + out.string() + " 2>&1";
  status = std::system(command.c_str());
  std::ifstream in(out);
  std::stringstream text;
  text << in.rdbuf();
  std::filesystem::remove(out);
  return text.str();
}

TEST(StreamOutput, CliOptions) {
  const std::string dir = std::string(DXSV_REFERENCE_DIR) + "/graphics/";
  int status = 0;
  std::string text = runCli(dir + "vs_clip_distance.dxil --validate --asm --stream-output sv_position=1:0:32,COLOR0=1:16:32", status);
  EXPECT_EQ(status, 0) << text;
  EXPECT_NE(text.find("OpExecutionMode %"), std::string::npos) << text;
  EXPECT_NE(text.find(" Xfb\n"), std::string::npos) << text;
  EXPECT_NE(text.find("OpDecorate %out_COLOR0 Offset 16"), std::string::npos) << text;
  EXPECT_NE(text.find("OpDecorate %gl_Position XfbBuffer 1"), std::string::npos) << text;
  text = runCli(dir + "vs_clip_distance.dxil --stream-output COLOR=0:16", status);
  EXPECT_NE(status, 0);
  EXPECT_NE(text.find("--stream-output needs SEMANTIC[INDEX]=BUFFER:OFFSET:STRIDE"), std::string::npos) << text;
  text = runCli(dir + "ps_mrt_mixed_types.dxil --validate --asm --dual-source-blending", status);
  EXPECT_EQ(status, 0) << text;
  EXPECT_NE(text.find("OpDecorate %out_SV_Target1 Index 1"), std::string::npos) << text;
}

}  // namespace
