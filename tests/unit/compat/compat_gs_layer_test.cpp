// A layer linking a vertex shader to a geometry shader through the compat library, as
// vkd3d-proton does: the VS's outputs reach its stage-output callback, and the GS's inputs are
// placed where its stage-input callback says the VS wrote each semantic. The layer and viewport
// index travel as data between those stages (docs/ARCHITECTURE.md), so they are linked too.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "../../common/container_builder.h"
#include "../../common/spirv_decorations.h"
#include "dxil_spirv_c.h"

namespace {

using dxsv::testing::decorations;

using Slots = std::map<std::string, std::pair<uint32_t, uint32_t>>;  // semantic+index -> (location, component)

std::string nameOf(const dxil_spv_d3d_shader_stage_io* in) { return std::string(in->semantic) + std::to_string(in->semantic_index); }

dxil_spv_bool captureOutput(void* userdata, const dxil_spv_d3d_shader_stage_io* in, dxil_spv_vulkan_shader_stage_io* out) {
  (*static_cast<Slots*>(userdata))[nameOf(in)] = {out->location, out->component};
  return DXIL_SPV_TRUE;
}

// Answers from the captured outputs, moved up by 3 registers as a layer with its own packing
// might; refuses a semantic the previous stage did not report.
dxil_spv_bool answerInput(void* userdata, const dxil_spv_d3d_shader_stage_io* in, dxil_spv_vulkan_shader_stage_io* out) {
  const Slots& written = *static_cast<const Slots*>(userdata);
  auto found = written.find(nameOf(in));
  if (found == written.end()) return DXIL_SPV_FALSE;
  out->location = found->second.first + 3;
  out->component = found->second.second;
  out->flags = 0;
  return DXIL_SPV_TRUE;
}

// (location, component) of every Location-decorated variable.
std::vector<std::pair<uint32_t, uint32_t>> locations(const std::vector<uint32_t>& words) {
  auto all = decorations(words);
  std::vector<std::pair<uint32_t, uint32_t>> out;
  for (const auto& [key, value] : all)
    if (key.second == 30 /* Location */) {
      auto component = all.find({key.first, 31 /* Component */});
      out.push_back({value, component == all.end() ? 0 : component->second});
    }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<uint32_t> run(const std::string& reference, dxil_spv_shader_stage_io_remapper_cb input,
                          dxil_spv_shader_stage_io_remapper_cb output, Slots& slots) {
  dxsv::testing::Bytes bytes = dxsv::testing::readReference(reference);
  dxil_spv_parsed_blob blob = nullptr;
  dxil_spv_converter converter = nullptr;
  std::vector<uint32_t> words;
  EXPECT_EQ(dxil_spv_parse_dxil_blob(bytes.data(), bytes.size(), &blob), DXIL_SPV_SUCCESS);
  EXPECT_EQ(dxil_spv_create_converter(blob, &converter), DXIL_SPV_SUCCESS);
  if (input) dxil_spv_converter_set_stage_input_remapper(converter, input, &slots);
  if (output) dxil_spv_converter_set_stage_output_remapper(converter, output, &slots);
  EXPECT_EQ(dxil_spv_converter_run(converter), DXIL_SPV_SUCCESS);
  dxil_spv_compiled_spirv compiled{};
  if (dxil_spv_converter_get_compiled_spirv(converter, &compiled) == DXIL_SPV_SUCCESS) {
    const auto* data = static_cast<const uint32_t*>(compiled.data);
    words.assign(data, data + compiled.size / 4);
  }
  dxil_spv_converter_free(converter);
  dxil_spv_parsed_blob_free(blob);
  return words;
}

TEST(CompatGsLayer, VertexLayerAndViewportReachTheGeometryShaderWhereTheLayerPutsThem) {
  // handwritten/gs_layer_data_vs: DATA at register 1 x, SV_RenderTargetArrayIndex 1 y,
  // SV_ViewportArrayIndex 1 z.
  Slots written;
  run("handwritten/gs_layer_data_vs.dxil", nullptr, captureOutput, written);
  EXPECT_EQ(written, (Slots{{"DATA0", {1, 0}}, {"SV_RenderTargetArrayIndex0", {1, 1}}, {"SV_ViewportArrayIndex0", {1, 2}}}));

  // The GS reads all three at the answered places (register 1 + 3), SV_Position stays a built-in.
  std::vector<uint32_t> gs = run("handwritten/gs_layer_data_gs.dxil", answerInput, nullptr, written);
  EXPECT_EQ(locations(gs), (std::vector<std::pair<uint32_t, uint32_t>>{{1, 0}, {4, 0}, {4, 1}, {4, 2}}))
      << "COLOR output at 1; DATA, layer and viewport inputs at 4";
}

}  // namespace
