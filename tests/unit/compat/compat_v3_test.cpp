// What vkd3d-proton 3.0.1 added to the compat library's API: its option kinds, the entry lookup by
// name and the node queries, the converter's new calls, the quirk mapping, and the remappers'
// second question for an unbounded range bound as one descriptor.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../common/container_builder.h"
#include "compat/src/compat.h"
#include "compat/src/remap.h"

namespace {

using dxsv::testing::Bytes;

std::string logged;
void capture(void*, dxil_spv_log_level, const char* message) { logged += message; }

struct Parsed {
  Bytes bytes;
  dxil_spv_parsed_blob blob = nullptr;
  dxil_spv_converter converter = nullptr;
  explicit Parsed(const std::string& reference) : bytes(dxsv::testing::readReference(reference)) {
    logged.clear();
    dxil_spv_set_thread_log_callback(capture, nullptr);
    EXPECT_EQ(dxil_spv_parse_dxil_blob(bytes.data(), bytes.size(), &blob), DXIL_SPV_SUCCESS);
    EXPECT_EQ(dxil_spv_create_converter(blob, &converter), DXIL_SPV_SUCCESS);
  }
  ~Parsed() {
    dxil_spv_converter_free(converter);
    dxil_spv_parsed_blob_free(blob);
    dxil_spv_set_thread_log_callback(nullptr, nullptr);
  }
};

template <typename T>
dxil_spv_result add(dxil_spv_converter converter, const T& option) {
  return dxil_spv_converter_add_option(converter, &option.base);
}

TEST(CompatV3, EntryIndexByNameAndNodeQueries) {
  Parsed p("compute/cf_loops.dxil");
  const char* name = nullptr;
  // 3.0.1 asks every blob for entry 0's demangled name (its quirk lookup key).
  ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_demangled_name(p.blob, 0, &name), DXIL_SPV_SUCCESS);
  unsigned index = 7;
  ASSERT_EQ(dxil_spv_parsed_blob_get_entry_index_by_name(p.blob, name, &index), DXIL_SPV_SUCCESS);
  EXPECT_EQ(index, 0u);
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_index_by_name(p.blob, "no_such_entry", &index), DXIL_SPV_ERROR_NO_DATA);
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_index_by_name(p.blob, nullptr, &index), DXIL_SPV_ERROR_INVALID_ARGUMENT);

  // Not a node: the queries fail, and the layer treats the entry as a plain compute shader
  // (node entries: compat_node_test.cpp).
  dxil_spv_node_input_data input{};
  dxil_spv_node_output_data output{};
  unsigned outputs = 5;
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_node_input(p.blob, 0, &input), DXIL_SPV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_num_node_outputs(p.blob, 0, &outputs), DXIL_SPV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(outputs, 0u);
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_node_output(p.blob, 0, 0, &output), DXIL_SPV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_node_input(p.blob, 1, &input), DXIL_SPV_ERROR_INVALID_ARGUMENT);
}

TEST(CompatV3, OptionKinds) {
  Parsed p("compute/cf_loops.dxil");
  EXPECT_EQ(add(p.converter, dxil_spv_option_arithmetic_relaxed_precision{{DXIL_SPV_OPTION_ARITHMETIC_RELAXED_PRECISION}, 1}),
            DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(p.converter, dxil_spv_option_compute_shader_derivatives_quad{{DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES_QUAD}, 1}),
            DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(p.converter, dxil_spv_option_extended_non_semantic{{DXIL_SPV_OPTION_EXTENDED_NON_SEMANTIC}, 1}), DXIL_SPV_SUCCESS);
  dxil_spv_option_float8_support float8{{DXIL_SPV_OPTION_FLOAT8_SUPPORT}};
  float8.wmma_fp8 = DXIL_SPV_TRUE;
  EXPECT_EQ(add(p.converter, float8), DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(p.converter, dxil_spv_option_mixed_float_dot_product{{DXIL_SPV_OPTION_MIXED_FLOAT_DOT_PRODUCT}, 1}), DXIL_SPV_SUCCESS);
  EXPECT_EQ(add(p.converter, dxil_spv_option_max_tess_factor{{DXIL_SPV_OPTION_MAX_TESS_FACTOR}, 16}), DXIL_SPV_SUCCESS);
  EXPECT_EQ(p.converter->options.maxTessFactor, 16u);
  EXPECT_EQ(add(p.converter, dxil_spv_option_nvapi{{DXIL_SPV_OPTION_NVAPI}, 1, 127, 5}), DXIL_SPV_SUCCESS);
  EXPECT_TRUE(p.converter->options.nvapi);
  dxil_spv_option_view_instancing view{{DXIL_SPV_OPTION_VIEW_INSTANCING}};
  view.enabled = DXIL_SPV_TRUE;
  view.last_pre_rasterization_stage = DXIL_SPV_TRUE;
  view.view_index_to_view_instance_spec_id = 3;
  view.view_instance_to_viewport_spec_id = UINT32_MAX;
  EXPECT_EQ(add(p.converter, view), DXIL_SPV_SUCCESS);
  EXPECT_TRUE(p.converter->options.viewInstancing && p.converter->options.viewInstancingLastPreRaster);
  EXPECT_EQ(p.converter->options.viewIndexToViewIdSpecId, 3u);
  EXPECT_EQ(p.converter->options.viewIdToViewportSpecId, UINT32_MAX);
  dxil_spv_option_compute_shader_derivatives derivatives{{DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES}, DXIL_SPV_FALSE, DXIL_SPV_TRUE};
  EXPECT_EQ(add(p.converter, derivatives), DXIL_SPV_SUCCESS);
  EXPECT_TRUE(p.converter->options.khrComputeShaderDerivatives);
  derivatives.supports_nv = DXIL_SPV_TRUE;  // both: dxil-spirv's NV default works
  EXPECT_EQ(add(p.converter, derivatives), DXIL_SPV_SUCCESS);
  EXPECT_FALSE(p.converter->options.khrComputeShaderDerivatives);
  EXPECT_EQ(add(p.converter, dxil_spv_option_opacity_micromap{{DXIL_SPV_OPTION_OPACITY_MICROMAP}, 0}), DXIL_SPV_SUCCESS);
  EXPECT_TRUE(logged.empty()) << logged;
  EXPECT_EQ(add(p.converter, dxil_spv_option_opacity_micromap{{DXIL_SPV_OPTION_OPACITY_MICROMAP}, 1}),
            DXIL_SPV_ERROR_UNSUPPORTED_FEATURE);
  EXPECT_NE(logged.find("OPACITY_MICROMAP"), std::string::npos) << logged;
}

// Every quirk the layer names sets dxil-spirv's bit of the same name.
TEST(CompatV3, QuirksMapOntoTheirBits) {
  Parsed p("compute/cf_loops.dxil");
  const std::pair<dxil_spv_shader_quirk, uint32_t> quirks[] = {
      {DXIL_SPV_SHADER_QUIRK_FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE,
       DXSV_QUIRK_FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE},
      {DXIL_SPV_SHADER_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS, DXSV_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS},
      {DXIL_SPV_SHADER_QUIRK_ROBUST_PHYSICAL_CBV_FORWARDING, DXSV_QUIRK_ROBUST_PHYSICAL_CBV_FORWARDING},
      {DXIL_SPV_SHADER_QUIRK_AGGRESSIVE_NONUNIFORM, DXSV_QUIRK_AGGRESSIVE_NONUNIFORM},
      {DXIL_SPV_SHADER_QUIRK_PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER, DXSV_QUIRK_PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER},
      {DXIL_SPV_SHADER_QUIRK_FIXUP_LOOP_HEADER_UNDEF_PHIS, DXSV_QUIRK_FIXUP_LOOP_HEADER_UNDEF_PHIS},
      {DXIL_SPV_SHADER_QUIRK_FIXUP_RSQRT_INF_NAN, DXSV_QUIRK_FIXUP_RSQRT_INF_NAN},
      {DXIL_SPV_SHADER_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE, DXSV_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE},
      {DXIL_SPV_SHADER_QUIRK_GROUP_SHARED_AUTO_BARRIER, DXSV_QUIRK_GROUP_SHARED_AUTO_BARRIER},
      {DXIL_SPV_SHADER_QUIRK_ROBUST_COMPUTE_QUAD_BROADCAST, DXSV_QUIRK_ROBUST_COMPUTE_QUAD_BROADCAST},
      {DXIL_SPV_SHADER_QUIRK_PRECISE_FMA, DXSV_QUIRK_PRECISE_FMA},
  };
  uint32_t all = 0;
  for (const auto& [quirk, bit] : quirks) {
    p.converter->options.shaderQuirks = 0;
    ASSERT_EQ(add(p.converter, dxil_spv_option_shader_quirk{{DXIL_SPV_OPTION_SHADER_QUIRK}, quirk}), DXIL_SPV_SUCCESS);
    EXPECT_EQ(p.converter->options.shaderQuirks, bit) << int(quirk);
    all |= bit;
  }
  EXPECT_EQ(all, (1u << 11) - 1);  // eleven distinct bits
  EXPECT_EQ(add(p.converter, dxil_spv_option_shader_quirk{{DXIL_SPV_OPTION_SHADER_QUIRK}, DXIL_SPV_SHADER_QUIRK_NONE}),
            DXIL_SPV_SUCCESS);
}

TEST(CompatV3, ConverterCallsAndQueries) {
  Parsed p("compute/cf_loops.dxil");
  EXPECT_EQ(dxil_spv_converter_add_root_parameter_mapping(p.converter, 0, 8), DXIL_SPV_SUCCESS);
  EXPECT_EQ(dxil_spv_converter_add_root_descriptor_mapping(p.converter, 1, 0, 3), DXIL_SPV_SUCCESS);
  const char rs[] = "RTS0";
  EXPECT_EQ(dxil_spv_converter_add_non_semantic_debug_info(p.converter, "RootSignature", rs, sizeof(rs)), DXIL_SPV_SUCCESS);
  EXPECT_EQ(dxil_spv_converter_set_meta_descriptor(p.converter, DXIL_SPV_META_DESCRIPTOR_DYNAMIC_VIEW_INSTANCING_OFFSETS,
                                                   DXIL_SPV_META_DESCRIPTOR_KIND_UBO_CONTAINING_CONSTANT, 0, 0),
            DXIL_SPV_SUCCESS);
  EXPECT_EQ(dxil_spv_converter_set_meta_descriptor(p.converter, dxil_spv_meta_descriptor(5),
                                                   DXIL_SPV_META_DESCRIPTOR_KIND_UBO_CONTAINING_CONSTANT, 0, 0),
            DXIL_SPV_ERROR_UNSUPPORTED_FEATURE);
  EXPECT_EQ(dxil_spv_converter_set_patch_location_offset(p.converter, 9), DXIL_SPV_SUCCESS);
  dxil_spv_bool compatible = DXIL_SPV_FALSE;
  unsigned wave = 7;
  EXPECT_NE(dxil_spv_converter_is_multiview_compatible(p.converter, &compatible), DXIL_SPV_SUCCESS);  // not run yet
  EXPECT_NE(dxil_spv_converter_get_compute_heuristic_min_wave_size(p.converter, &wave), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_run(p.converter), DXIL_SPV_SUCCESS) << logged;
  EXPECT_EQ(dxil_spv_converter_is_multiview_compatible(p.converter, &compatible), DXIL_SPV_SUCCESS);
  EXPECT_EQ(compatible, DXIL_SPV_TRUE);
  EXPECT_EQ(dxil_spv_converter_get_compute_heuristic_min_wave_size(p.converter, &wave), DXIL_SPV_SUCCESS);
  EXPECT_EQ(wave, 0u);
  unsigned offset = 7;
  EXPECT_EQ(dxil_spv_converter_get_patch_location_offset(p.converter, &offset), DXIL_SPV_SUCCESS);
  EXPECT_EQ(offset, 0u);
}

// 3.0.1's remappers refuse an unbounded range that the root signature binds as one descriptor;
// the adapter asks again for a range of 1 and gets that descriptor.
struct Layer {
  std::vector<unsigned> asked;
};
dxil_spv_bool srvOnlyOne(void* u, const dxil_spv_d3d_binding* in, dxil_spv_srv_vulkan_binding* out) {
  static_cast<Layer*>(u)->asked.push_back(in->range_size);
  if (in->range_size == UINT32_MAX) return DXIL_SPV_FALSE;
  out->buffer_binding.set = 4;
  out->buffer_binding.binding = 9;
  return DXIL_SPV_TRUE;
}
dxil_spv_bool uavAnything(void*, const dxil_spv_uav_d3d_binding*, dxil_spv_uav_vulkan_binding* out) {
  out->buffer_binding.set = 1;
  out->buffer_binding.binding = 2;
  return DXIL_SPV_TRUE;
}

dxsv_resource_desc unbounded(dxsv_resource_class cls, uint32_t space, uint32_t reg) {
  dxsv_resource_desc d{};
  d.resource_class = cls;
  d.kind = DXSV_RESOURCE_KIND_TEXTURE_2D;
  d.register_space = space;
  d.lower_bound = reg;
  d.range_size = UINT32_MAX;
  d.stage = DXSV_STAGE_PIXEL;
  d.name = "T";
  return d;
}

TEST(CompatV3, UnboundedRangeBoundAsOneDescriptorIsAskedAgain) {
  logged.clear();
  dxil_spv_set_thread_log_callback(capture, nullptr);
  dxil_spv_converter_s converter;
  Layer layer;
  converter.srv = {srvOnlyOne, &layer};
  compat::Bindings bindings;
  bindings.converter = &converter;
  dxsv_resource_desc d = unbounded(DXSV_RESOURCE_CLASS_SRV, 0, 2);
  dxsv_resource_mapping m{};
  ASSERT_EQ(compat::mapResource(&bindings, &d, &m), DXSV_SUCCESS) << logged;
  EXPECT_EQ(layer.asked, (std::vector<unsigned>{UINT32_MAX, 1u}));
  EXPECT_EQ(m.resource.kind, DXSV_ACCESS_DESCRIPTOR);
  EXPECT_EQ(m.resource.set, 4u);
  EXPECT_EQ(m.resource.binding, 9u);
  EXPECT_EQ(m.resource.array_size, 1u);
  dxil_spv_set_thread_log_callback(nullptr, nullptr);
}

TEST(CompatV3, NvapiUavIsRefusedByName) {
  logged.clear();
  dxil_spv_set_thread_log_callback(capture, nullptr);
  dxil_spv_converter_s converter;
  converter.uav = {uavAnything, nullptr};
  converter.options.nvapi = true;
  converter.options.nvapiRegister = 127;
  converter.options.nvapiSpace = 5;
  compat::Bindings bindings;
  bindings.converter = &converter;
  dxsv_resource_desc other = unbounded(DXSV_RESOURCE_CLASS_UAV, 0, 0);
  other.range_size = 1;
  dxsv_resource_mapping m{};
  EXPECT_EQ(compat::mapResource(&bindings, &other, &m), DXSV_SUCCESS) << logged;
  dxsv_resource_desc magic = other;
  magic.register_space = 5;
  magic.lower_bound = 127;
  EXPECT_EQ(compat::mapResource(&bindings, &magic, &m), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(logged.find("NVAPI"), std::string::npos) << logged;
  dxil_spv_set_thread_log_callback(nullptr, nullptr);
}

}  // namespace
