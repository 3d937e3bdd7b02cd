// The compat library's converter: option kinds (implemented, accepted, refused by name), a run
// without the layer's remappers, the result queries, stage I/O confirmations, and the local
// root signature built from calls.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "../../common/assemble_ll.h"
#include "../../common/compute_module.h"
#include "../../common/container_builder.h"
#include "../../common/spirv_decorations.h"
#include "compat/src/compat.h"
#include "container/root_signature.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "dxil_spirv_c.h"

namespace {

using dxsv::testing::decorations;

using dxsv::testing::Bytes;

std::string logged;
void capture(void*, dxil_spv_log_level, const char* message) { logged += message; }

struct Converter {
  Bytes bytes;
  dxil_spv_parsed_blob blob = nullptr;
  dxil_spv_converter converter = nullptr;
  explicit Converter(const std::string& reference) : Converter(dxsv::testing::readReference(reference)) {}
  explicit Converter(Bytes dxil) : bytes(std::move(dxil)) {
    logged.clear();
    dxil_spv_set_thread_log_callback(capture, nullptr);
    EXPECT_EQ(dxil_spv_parse_dxil_blob(bytes.data(), bytes.size(), &blob), DXIL_SPV_SUCCESS);
    EXPECT_EQ(dxil_spv_create_converter(blob, &converter), DXIL_SPV_SUCCESS);
  }
  ~Converter() {
    dxil_spv_converter_free(converter);
    dxil_spv_parsed_blob_free(blob);
    dxil_spv_set_thread_log_callback(nullptr, nullptr);
  }
  std::vector<uint32_t> spirv() {
    dxil_spv_compiled_spirv compiled{};
    EXPECT_EQ(dxil_spv_converter_get_compiled_spirv(converter, &compiled), DXIL_SPV_SUCCESS);
    const auto* words = static_cast<const uint32_t*>(compiled.data);
    return std::vector<uint32_t>(words, words + compiled.size / 4);
  }
};

TEST(CompatConverter, RunWithoutRemappersAndQueries) {
  Converter c("compute/cf_loops.dxil");  // [numthreads(32, 1, 1)]
  dxil_spv_compiled_spirv compiled{};
  EXPECT_NE(dxil_spv_converter_get_compiled_spirv(c.converter, &compiled), DXIL_SPV_SUCCESS);  // not run yet
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
  std::vector<uint32_t> words = c.spirv();
  ASSERT_GT(words.size(), 5u);
  EXPECT_EQ(words[0], 0x07230203u);
  unsigned x = 0, y = 0, z = 0;
  ASSERT_EQ(dxil_spv_converter_get_compute_workgroup_dimensions(c.converter, &x, &y, &z), DXIL_SPV_SUCCESS);
  EXPECT_EQ(x, 32u);
  EXPECT_EQ(y, 1u);
  EXPECT_EQ(z, 1u);
  unsigned patch = 7, lo = 7, hi = 7, preferred = 7, heuristic = 7;
  EXPECT_EQ(dxil_spv_converter_get_patch_vertex_count(c.converter, &patch), DXIL_SPV_SUCCESS);
  EXPECT_EQ(patch, 0u);
  EXPECT_EQ(dxil_spv_converter_get_compute_wave_size_range(c.converter, &lo, &hi, &preferred), DXIL_SPV_SUCCESS);
  EXPECT_EQ(lo + hi + preferred, 0u);
  EXPECT_EQ(dxil_spv_converter_get_compute_heuristic_max_wave_size(c.converter, &heuristic), DXIL_SPV_SUCCESS);
  EXPECT_EQ(heuristic, 0u);
  const char* entry = nullptr;
  ASSERT_EQ(dxil_spv_converter_get_compiled_entry_point(c.converter, &entry), DXIL_SPV_SUCCESS);
  EXPECT_STRNE(entry, "");

  // The same module as dxil-spirv's own API gives for the settings the adapter uses.
  dxsv::ConvertOptions options;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  options.skipHashCheck = true;
  options.validate = false;
  auto direct = dxsv::convert(c.bytes, options);
  ASSERT_TRUE(direct.ok()) << direct.error;
  EXPECT_EQ(direct.spirv, words);
}

TEST(CompatConverter, HullShaderPatchVertexCount) {
  Converter c("graphics/hs_pn_triangles.dxil");  // InputPatch<_, 3>
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
  unsigned patch = 0;
  ASSERT_EQ(dxil_spv_converter_get_patch_vertex_count(c.converter, &patch), DXIL_SPV_SUCCESS);
  EXPECT_EQ(patch, 3u);
}

template <typename T>
dxil_spv_result add(dxil_spv_converter converter, const T& option) {
  return dxil_spv_converter_add_option(converter, &option.base);
}

TEST(CompatConverter, OptionKindsAcceptedImplementedOrRefusedByName) {
  Converter c("compute/cf_loops.dxil");
  // Accepted or implemented.
  EXPECT_EQ(add(c.converter, dxil_spv_option_ssbo_alignment{{DXIL_SPV_OPTION_SSBO_ALIGNMENT}, 16}), DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(c.converter, dxil_spv_option_shader_source_file{{DXIL_SPV_OPTION_SHADER_SOURCE_FILE}, "x.dxil"}),
            DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(c.converter, dxil_spv_option_bindless_offset_buffer_layout{{DXIL_SPV_OPTION_BINDLESS_OFFSET_BUFFER_LAYOUT}, 0, 1, 2}),
            DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(c.converter, dxil_spv_option_precise_control{{DXIL_SPV_OPTION_PRECISE_CONTROL}, DXIL_SPV_FALSE, DXIL_SPV_FALSE}),
            DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(c.converter, dxil_spv_option_dual_source_blending{{DXIL_SPV_OPTION_DUAL_SOURCE_BLENDING}, DXIL_SPV_FALSE}),
            DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(c.converter, dxil_spv_option_dual_source_blending{{DXIL_SPV_OPTION_DUAL_SOURCE_BLENDING}, DXIL_SPV_TRUE}),
            DXIL_SPV_SUCCESS);
  const unsigned identity[] = {DXIL_SPV_OUTPUT_SWIZZLE_IDENTITY, DXIL_SPV_OUTPUT_SWIZZLE_IDENTITY};
  EXPECT_EQ(add(c.converter, dxil_spv_option_output_swizzle{{DXIL_SPV_OPTION_OUTPUT_SWIZZLE}, identity, 2}), DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(c.converter, dxil_spv_option_quad_control_reconvergence{{DXIL_SPV_OPTION_QUAD_CONTROL_RECONVERGENCE},
                                                                         DXIL_SPV_TRUE, DXIL_SPV_TRUE, DXIL_SPV_FALSE}),
            DXIL_SPV_SUCCESS);
  EXPECT_TRUE(logged.empty()) << logged;

  // Refused, each naming itself.
  struct Refusal {
    dxil_spv_result result;
    const char* name;
  };
  const unsigned swapped[] = {DXIL_SPV_OUTPUT_SWIZZLE_IDENTITY, 0x1bu};
  Refusal refusals[] = {
      {add(c.converter, dxil_spv_option_output_swizzle{{DXIL_SPV_OPTION_OUTPUT_SWIZZLE}, swapped, 2}), "OUTPUT_SWIZZLE"},
      {add(c.converter, dxil_spv_option_precise_control{{DXIL_SPV_OPTION_PRECISE_CONTROL}, DXIL_SPV_TRUE, DXIL_SPV_FALSE}),
       "PRECISE_CONTROL"},
      {add(c.converter, dxil_spv_option_force_subgroup_size{{DXIL_SPV_OPTION_FORCE_SUBGROUP_SIZE}, 1, DXIL_SPV_FALSE}),
       "FORCE_SUBGROUP_SIZE"},
      {add(c.converter, dxil_spv_option_shader_quirk{{DXIL_SPV_OPTION_SHADER_QUIRK}, dxil_spv_shader_quirk(999)}),
       "SHADER_QUIRK"},
      {add(c.converter, dxil_spv_option_physical_address_descriptor_indexing{{DXIL_SPV_OPTION_PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING}, 4, 0}),
       "PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING"},
  };
  for (const Refusal& r : refusals) {
    EXPECT_EQ(r.result, DXIL_SPV_ERROR_UNSUPPORTED_FEATURE) << r.name;
    EXPECT_NE(logged.find(r.name), std::string::npos) << r.name << " not named in: " << logged;
  }
  dxil_spv_option_base unknown{dxil_spv_option(9999)};
  EXPECT_NE(dxil_spv_converter_add_option(c.converter, &unknown), DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(c.converter, dxil_spv_option_bindless_offset_buffer_layout{{DXIL_SPV_OPTION_BINDLESS_OFFSET_BUFFER_LAYOUT}, 0, 2, 2}),
            DXIL_SPV_ERROR_INVALID_ARGUMENT);
}

struct VertexInputs {
  std::vector<std::string> seen;
  int shift = 0;
};
dxil_spv_bool vertexInput(void* userdata, const dxil_spv_d3d_vertex_input* in, dxil_spv_vulkan_vertex_input* out) {
  auto* s = static_cast<VertexInputs*>(userdata);
  s->seen.push_back(std::string(in->semantic) + std::to_string(in->semantic_index));
  out->location = in->start_row + s->shift;
  return DXIL_SPV_TRUE;
}

TEST(CompatConverter, VertexInputsAtTheirRegister) {
  Converter c("graphics/vs_clip_distance.dxil");  // POSITION, COLOR
  VertexInputs inputs;
  dxil_spv_converter_set_vertex_input_remapper(c.converter, vertexInput, &inputs);
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
  EXPECT_EQ(inputs.seen, (std::vector<std::string>{"POSITION0", "COLOR0"}));

  inputs = VertexInputs{{}, 1};  // a layer wanting other locations is refused, by element
  EXPECT_NE(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS);
  EXPECT_NE(logged.find("vertex input POSITION0"), std::string::npos) << logged;
}

// The layer's stream output answers, per semantic and index (as vkd3d-proton's dxil_output_remap).
struct SoEntry {
  std::string semantic;
  unsigned index, buffer, offset, stride;
};
struct StreamOutputs {
  std::vector<SoEntry> entries;
  std::vector<std::string> asked;
};
dxil_spv_bool streamOutput(void* userdata, const dxil_spv_d3d_stream_output* in, dxil_spv_vulkan_stream_output* out) {
  auto* s = static_cast<StreamOutputs*>(userdata);
  s->asked.push_back(std::string(in->semantic) + std::to_string(in->semantic_index));
  *out = {DXIL_SPV_FALSE, 0, 0, 0};
  for (const SoEntry& e : s->entries)
    if (e.semantic == in->semantic && e.index == in->semantic_index) *out = {DXIL_SPV_TRUE, e.offset, e.stride, e.buffer};
  return DXIL_SPV_TRUE;
}

// The layer's stage input answers: the previous stage's outputs by semantic (as vkd3d-proton's
// dxil_shader_stage_input_remap, which refuses a semantic the previous stage does not write).
struct StageOutputsOfPreviousStage {
  std::map<std::string, uint32_t> locations;
  std::vector<std::string> asked;
};
dxil_spv_bool stageInput(void* userdata, const dxil_spv_d3d_shader_stage_io* in, dxil_spv_vulkan_shader_stage_io* out) {
  auto* s = static_cast<StageOutputsOfPreviousStage*>(userdata);
  std::string name = std::string(in->semantic) + std::to_string(in->semantic_index);
  s->asked.push_back(name);
  auto found = s->locations.find(name);
  if (found == s->locations.end()) return DXIL_SPV_FALSE;
  out->location = found->second;
  out->component = 0;
  out->flags = 0;
  return DXIL_SPV_TRUE;
}

TEST(CompatConverter, PixelInputsGoWhereThePreviousStageWroteThem) {
  Converter c("graphics/ps_clip_loop.dxil");  // WORLDPOS at register 1, COLOR at register 2
  StageOutputsOfPreviousStage previous{{{"WORLDPOS0", 1}}, {}};
  dxil_spv_converter_set_stage_input_remapper(c.converter, stageInput, &previous);
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
  // Asked while placing the inputs, then again for which are per-primitive; COLOR0, which the
  // previous stage does not write, reads 0 and has no location, so it is not asked again.
  EXPECT_EQ(previous.asked, (std::vector<std::string>{"WORLDPOS0", "COLOR0", "WORLDPOS0"}));
  EXPECT_NE(logged.find("does not know COLOR0"), std::string::npos) << logged;

  // Packed elsewhere by the previous stage: the inputs go where it wrote them.
  previous = StageOutputsOfPreviousStage{{{"WORLDPOS0", 2}, {"COLOR0", 1}}, {}};
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
  std::set<uint32_t> locations;
  for (const auto& [key, value] : decorations(c.spirv()))
    if (key.second == 30 /* Location */) locations.insert(value);
  EXPECT_EQ(locations, (std::set<uint32_t>{0, 1, 2})) << "SV_Target0 at 0, COLOR at 1, WORLDPOS at 2";
}

// The layer's stage output capture (as vkd3d-proton's dxil_shader_stage_output_capture): what
// the next stage's input remapper will answer, flags included.
std::vector<std::string> capturedOutputs;
dxil_spv_bool captureOutput(void*, const dxil_spv_d3d_shader_stage_io* in, dxil_spv_vulkan_shader_stage_io* out) {
  capturedOutputs.push_back(std::string(in->semantic) + std::to_string(in->semantic_index) + "@" +
                            std::to_string(out->location) + (out->flags & DXIL_SPV_STAGE_IO_PER_PRIMITIVE ? " per-primitive" : ""));
  return DXIL_SPV_TRUE;
}

TEST(CompatConverter, MeshShaderOutputsReachTheLayerPerPrimitiveOnesFlagged) {
  // graphics/ms_per_primitive: vertices SV_Position, WORLDPOS (row 1); primitives SV_PrimitiveID,
  // SV_CullPrimitive, SV_RenderTargetArrayIndex, SV_ViewportArrayIndex (built-ins) and FACENORMAL
  // (primitive row 1: after the 2 vertex rows, location 3).
  Converter c("graphics/ms_per_primitive.dxil");
  capturedOutputs.clear();
  dxil_spv_converter_set_stage_output_remapper(c.converter, captureOutput, nullptr);
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
  EXPECT_EQ(capturedOutputs, (std::vector<std::string>{"WORLDPOS0@1", "FACENORMAL0@3 per-primitive"}));
  std::set<uint32_t> locations;
  for (const auto& [key, value] : decorations(c.spirv()))
    if (key.second == 30 /* Location */) locations.insert(value);
  EXPECT_EQ(locations, (std::set<uint32_t>{1, 3})) << "the reported locations are the declared ones";
}

TEST(CompatConverter, StreamOutputBecomesXfbDecorations) {
  Converter c("graphics/vs_clip_distance.dxil");  // SV_Position, SV_ClipDistance0/1, COLOR
  StreamOutputs so;
  dxil_spv_converter_set_stream_output_remapper(c.converter, streamOutput, &so);
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;  // nothing captured
  EXPECT_EQ(so.asked.size(), 4u);
  auto words = c.spirv();
  for (size_t i = 5; i + 1 < words.size(); ++i)
    EXPECT_FALSE(words[i] == ((2u << 16) | 17u) && words[i + 1] == 53u) << "TransformFeedback without a capture";

  so.entries = {{"COLOR", 0, 1, 16, 32}};
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
  auto d = decorations(c.spirv());
  uint32_t color = 0;
  for (auto& [key, value] : d)
    if (key.second == 36 /* XfbBuffer */) color = key.first;
  ASSERT_NE(color, 0u);
  EXPECT_EQ((d[{color, 36}]), 1u);  // XfbBuffer
  EXPECT_EQ((d[{color, 37}]), 32u); // XfbStride
  EXPECT_EQ((d[{color, 35}]), 16u); // Offset
  EXPECT_EQ((d[{color, 30}]), 2u);  // Location: COLOR's register

  // Clip distances share one array: refused, naming the element.
  so.entries = {{"SV_ClipDistance", 0, 0, 0, 16}};
  EXPECT_NE(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS);
  EXPECT_NE(logged.find("SV_ClipDistance"), std::string::npos) << logged;
}

TEST(CompatConverter, StreamOutputOfSeveralRowsNeedsConsecutiveRows) {
  Converter c("graphics/vs_matrix_interpolants.dxil");  // TBN: 3 rows of float3
  StreamOutputs so;
  so.entries = {{"TBN", 0, 0, 0, 36}, {"TBN", 1, 0, 12, 36}, {"TBN", 2, 0, 24, 36}};
  dxil_spv_converter_set_stream_output_remapper(c.converter, streamOutput, &so);
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
  so.entries = {{"TBN", 0, 0, 0, 36}, {"TBN", 2, 0, 24, 36}};  // row 1 not captured
  EXPECT_NE(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS);
  EXPECT_NE(logged.find("stream output of TBN0 (3 rows of 3 components): row 1"), std::string::npos) << logged;
}

TEST(CompatConverter, DualSourceBlendingPlacesTargetOneAtIndexOne) {
  Converter c("graphics/ps_mrt_mixed_types.dxil");  // SV_Target0..7
  ASSERT_EQ(add(c.converter, dxil_spv_option_dual_source_blending{{DXIL_SPV_OPTION_DUAL_SOURCE_BLENDING}, DXIL_SPV_TRUE}),
            DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
  auto d = decorations(c.spirv());
  int index1 = 0, locations = 0;
  for (auto& [key, value] : d) {
    if (key.second == 32 /* Index */ && value == 1) {
      ++index1;
      EXPECT_EQ((d[{key.first, 30}]), 0u);  // Location 0
    }
    if (key.second == 30) ++locations;
  }
  EXPECT_EQ(index1, 1);
  EXPECT_EQ(locations, 2 + 3);  // two targets, three inputs (SV_Position is a built-in)
}

// RASTERIZER_SAMPLE_COUNT reaches RenderTargetGetSampleCount: the count as a constant, or the
// specialization constant of the given SpecId; without the option the run fails.
TEST(CompatConverter, RasterizerSampleCountReachesTheShader) {
  auto blob = [] {
    return dxsv::testing::assembleLl(dxsv::testing::computeModuleText({.body = R"(
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %n = call i32 @dx.op.renderTargetGetSampleCount(i32 77)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %out, i32 0, i32 undef, i32 %n, i32 undef, i32 undef, i32 undef, i8 1)
  ret void)",
                                                                         .declarations = "declare i32 @dx.op.renderTargetGetSampleCount(i32)\n"}));
  };
  // OpConstant / OpSpecConstant values by id, and SpecId decorations.
  auto scan = [](const std::vector<uint32_t>& words, uint32_t opcode) {
    std::map<uint32_t, uint32_t> out;
    for (size_t i = 5; i < words.size() && (words[i] >> 16);) {
      if ((words[i] & 0xffff) == opcode && (words[i] >> 16) == 4) out[words[i + 2]] = words[i + 3];
      i += words[i] >> 16;
    }
    return out;
  };
  {
    Converter c(blob());
    EXPECT_NE(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS);
    EXPECT_NE(logged.find("RenderTargetGetSampleCount"), std::string::npos) << logged;
  }
  {
    Converter c(blob());
    ASSERT_EQ(add(c.converter, dxil_spv_option_rasterizer_sample_count{{DXIL_SPV_OPTION_RASTERIZER_SAMPLE_COUNT}, 16, DXIL_SPV_FALSE}),
              DXIL_SPV_SUCCESS);
    ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
    auto words = c.spirv();
    bool sixteen = false;
    for (auto& [id, value] : scan(words, 43 /* OpConstant */)) sixteen |= value == 16;
    EXPECT_TRUE(sixteen);
    EXPECT_TRUE(scan(words, 50 /* OpSpecConstant */).empty());
  }
  {
    Converter c(blob());
    ASSERT_EQ(add(c.converter, dxil_spv_option_rasterizer_sample_count{{DXIL_SPV_OPTION_RASTERIZER_SAMPLE_COUNT}, 5, DXIL_SPV_TRUE}),
              DXIL_SPV_SUCCESS);
    ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;
    auto words = c.spirv();
    auto spec = scan(words, 50 /* OpSpecConstant */);
    ASSERT_EQ(spec.size(), 1u);
    auto d = decorations(words);
    EXPECT_EQ((d[{spec.begin()->first, 1 /* SpecId */}]), 5u);
  }
}

TEST(CompatConverter, LocalRootSignatureFromCalls) {
  // The path tracer's hit groups read RootConstants(2, b0, space1) from the shader record.
  Converter c("raytracing/rt_real_pathtracer.dxil");
  ASSERT_EQ(dxil_spv_converter_add_local_root_constants(c.converter, 1, 0, 2), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_set_entry_point(c.converter, "ClosestHitMaterial"), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;

  dxsv::container::RootSignature local;
  local.version = 1;
  local.flags = dxsv::container::kLocalRootSignatureFlag;
  local.parameters.resize(1);
  local.parameters[0].type = dxsv::container::RootParameterType::Constants32Bit;
  local.parameters[0].space = 1;
  local.parameters[0].num32BitValues = 2;
  dxsv::ConvertOptions options;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  options.skipHashCheck = true;
  options.validate = false;
  options.entryPoint = "ClosestHitMaterial";
  options.localRootSignature = dxsv::container::serializeRootSignature(local);
  auto direct = dxsv::convert(c.bytes, options);
  ASSERT_TRUE(direct.ok()) << direct.error;
  EXPECT_EQ(direct.spirv, c.spirv());
}

// SBT_DESCRIPTOR_SIZE_LOG2: the layer's shader records hold descriptor handles (heap index <<
// log2 size); the adapter passes the sizes on, giving what dxil-spirv gives with the same shifts.
// A range the layer repeats (once per Vulkan binding) is one range (D3D12 forbids overlaps).
TEST(CompatConverter, ShaderRecordDescriptorSizeLog2) {
  Converter c("raytracing/rt_local_descriptor_tables.dxil");
  ASSERT_EQ(dxil_spv_converter_add_local_root_constants(c.converter, 3, 0, 2), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_begin_local_root_descriptor_table(c.converter), DXIL_SPV_SUCCESS);
  // vkd3d-proton reports a range once per Vulkan binding it made for it: one range here.
  for (int binding = 0; binding < 3; ++binding)
    ASSERT_EQ(dxil_spv_converter_add_local_root_descriptor_table(c.converter, DXIL_SPV_RESOURCE_CLASS_SRV, 3, 0, 4, 0), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_end_local_root_descriptor_table(c.converter), DXIL_SPV_SUCCESS);
  EXPECT_EQ(c.converter->localParameters.back().ranges.size(), 1u);
  ASSERT_EQ(dxil_spv_converter_begin_local_root_descriptor_table(c.converter), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_add_local_root_descriptor_table(c.converter, DXIL_SPV_RESOURCE_CLASS_SRV, 4, 0, ~0u, 0), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_end_local_root_descriptor_table(c.converter), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_begin_local_root_descriptor_table(c.converter), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_add_local_root_descriptor_table(c.converter, DXIL_SPV_RESOURCE_CLASS_SAMPLER, 3, 0, 2, 0), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_end_local_root_descriptor_table(c.converter), DXIL_SPV_SUCCESS);
  const dxil_spv_option_sbt_descriptor_size_log2 sizes{{DXIL_SPV_OPTION_SBT_DESCRIPTOR_SIZE_LOG2}, 5, 6};
  ASSERT_EQ(dxil_spv_converter_add_option(c.converter, &sizes.base), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_set_entry_point(c.converter, "ClosestHitMaterial"), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_run(c.converter), DXIL_SPV_SUCCESS) << logged;

  dxsv::ConvertOptions options;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  options.skipHashCheck = true;
  options.entryPoint = "ClosestHitMaterial";
  options.localRootSignature = compat::serializeLocalRootSignature(c.converter->localParameters);
  options.shaderRecordResourceDescriptorSizeLog2 = 5;
  options.shaderRecordSamplerDescriptorSizeLog2 = 6;
  auto direct = dxsv::convert(c.bytes, options);  // validated
  ASSERT_TRUE(direct.ok()) << direct.error;
  EXPECT_EQ(direct.spirv, c.spirv());
  options.shaderRecordResourceDescriptorSizeLog2 = options.shaderRecordSamplerDescriptorSizeLog2 = 0;
  auto unshifted = dxsv::convert(c.bytes, options);
  ASSERT_TRUE(unshifted.ok()) << unshifted.error;
  EXPECT_NE(unshifted.spirv, c.spirv());
}

}  // namespace
