// The converter: collects the layer's settings, runs dxsv_convert with them, and answers the
// layer's queries about the result.
#include <cstdlib>
#include <new>

#include "compat.h"
#include "remap.h"
#include "stage_io.h"

namespace {

bool isLibraryStage(dxil_spv_shader_stage stage) {
  return stage >= DXIL_SPV_STAGE_INTERSECTION && stage <= DXIL_SPV_STAGE_CALLABLE;
}

// Work-graph nodes are library exports too, though the layer sees them as compute.
bool isNodeEntry(dxil_spv_parsed_blob blob, const std::string& name) {
  for (const compat::Entry& e : blob->entries)
    if (e.name == name) return e.node;
  return false;
}

dxil_spv_result failRun(const char* what, dxsv_result result) {
  compat::log(DXIL_SPV_LOG_LEVEL_ERROR, "%s: %s", what, dxsv_result_error(result));
  return DXIL_SPV_ERROR_GENERIC;
}

}  // namespace

extern "C" {

dxil_spv_result dxil_spv_create_converter(dxil_spv_parsed_blob blob, dxil_spv_converter* converter) {
  if (!blob || !converter) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *converter = new (std::nothrow) dxil_spv_converter_s;
  if (!*converter) return DXIL_SPV_ERROR_OUT_OF_MEMORY;
  (*converter)->blob = blob;
  return DXIL_SPV_SUCCESS;
}

void dxil_spv_converter_free(dxil_spv_converter converter) { delete converter; }

dxil_spv_result dxil_spv_converter_set_entry_point(dxil_spv_converter converter, const char* entry_point) {
  if (!converter) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  converter->entryPoint = entry_point ? entry_point : "";
  return DXIL_SPV_SUCCESS;
}

void dxil_spv_converter_set_root_constant_word_count(dxil_spv_converter converter, unsigned num_words) {
  if (converter) converter->rootConstantWords = num_words;
}
void dxil_spv_converter_set_root_descriptor_count(dxil_spv_converter converter, unsigned count) {
  if (converter) converter->rootDescriptorCount = count;
}

#define DXSV_COMPAT_SETTER(fn, member, type)                                   \
  void fn(dxil_spv_converter converter, type remapper, void* userdata) {        \
    if (converter) converter->member = {remapper, userdata};                    \
  }
DXSV_COMPAT_SETTER(dxil_spv_converter_set_srv_remapper, srv, dxil_spv_srv_remapper_cb)
DXSV_COMPAT_SETTER(dxil_spv_converter_set_sampler_remapper, sampler, dxil_spv_sampler_remapper_cb)
DXSV_COMPAT_SETTER(dxil_spv_converter_set_uav_remapper, uav, dxil_spv_uav_remapper_cb)
DXSV_COMPAT_SETTER(dxil_spv_converter_set_cbv_remapper, cbv, dxil_spv_cbv_remapper_cb)
DXSV_COMPAT_SETTER(dxil_spv_converter_set_vertex_input_remapper, vertexInput, dxil_spv_vertex_input_remapper_cb)
DXSV_COMPAT_SETTER(dxil_spv_converter_set_stream_output_remapper, streamOutput, dxil_spv_stream_output_remapper_cb)
DXSV_COMPAT_SETTER(dxil_spv_converter_set_stage_input_remapper, stageInput, dxil_spv_shader_stage_io_remapper_cb)
DXSV_COMPAT_SETTER(dxil_spv_converter_set_stage_output_remapper, stageOutput, dxil_spv_shader_stage_io_remapper_cb)
#undef DXSV_COMPAT_SETTER

dxil_spv_result dxil_spv_converter_run(dxil_spv_converter converter) {
  if (!converter) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  converter->compiled = false;
  converter->spirv.clear();
  dxil_spv_parsed_blob blob = converter->blob;

  dxsv_options options;
  dxsv_options_init(&options);
  options.target_env = DXSV_TARGET_VULKAN_1_3;  // the layer requires Vulkan 1.3
  options.skip_hash_check = 1;                   // the layer does not check container digests
  options.validate = std::getenv("DXSV_COMPAT_VALIDATE") != nullptr;  // debugging aid
  options.quad_control = converter->options.quadControl;
  // Without MIN_PRECISION_NATIVE_16BIT (a device without native 16-bit arithmetic) the layer
  // expects min-precision types in 32 bits.
  options.min_precision_32bit = !converter->options.minPrecisionNative16Bit;
  options.dual_source_blending = converter->options.dualSourceBlending;
  options.rasterizer_sample_count = converter->options.rasterizerSampleCount;
  options.rasterizer_sample_count_spec_constant = converter->options.rasterizerSampleCountSpecConstant;
  options.khr_compute_shader_derivatives = converter->options.khrComputeShaderDerivatives;
  options.shader_quirks = converter->options.shaderQuirks;
  options.max_tess_factor = converter->options.maxTessFactor;
  options.view_instancing = converter->options.viewInstancing;
  options.view_instancing_last_pre_raster = converter->options.viewInstancingLastPreRaster;
  options.view_index_to_view_id_spec_id = converter->options.viewIndexToViewIdSpecId;
  options.view_id_to_viewport_spec_id = converter->options.viewIdToViewportSpecId;
  if (converter->streamOutput) {
    options.stream_output_mapper = compat::streamOutputTarget;
    options.stream_output_mapper_user_data = converter;
  }

  dxil_spv_shader_stage stage = dxil_spv_parsed_blob_get_shader_stage(blob);
  if (!converter->entryPoint.empty()) {
    stage = dxil_spv_parsed_blob_get_shader_stage_for_entry(blob, converter->entryPoint.c_str());
    if (stage == DXIL_SPV_STAGE_UNKNOWN) {
      compat::log(DXIL_SPV_LOG_LEVEL_ERROR, "the library has no export '%s'", converter->entryPoint.c_str());
      return DXIL_SPV_ERROR_INVALID_ARGUMENT;
    }
    options.entry_point = converter->entryPoint.c_str();
  }

  if (converter->localSignatureError || converter->inTable) {
    compat::log(DXIL_SPV_LOG_LEVEL_ERROR, "the local root signature calls were not balanced");
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  }
  std::vector<uint8_t> localSignature;
  if (!converter->localParameters.empty()) {
    if (!isLibraryStage(stage) && !isNodeEntry(blob, converter->entryPoint)) {
      compat::log(DXIL_SPV_LOG_LEVEL_ERROR, "a local root signature was given for a shader that is not a library export");
      return DXIL_SPV_ERROR_INVALID_ARGUMENT;
    }
    // The layer's shader records hold descriptor handles: heap index << log2 descriptor size.
    options.shader_record_resource_descriptor_size_log2 = converter->options.sbtSrvUavCbvLog2;
    options.shader_record_sampler_descriptor_size_log2 = converter->options.sbtSamplerLog2;
    localSignature = compat::serializeLocalRootSignature(converter->localParameters);
    options.local_root_signature = localSignature.data();
    options.local_root_signature_size = localSignature.size();
  }

  compat::Bindings bindings;
  compat::configureBindings(converter, options, bindings);

  if (converter->stageInput && (stage == DXIL_SPV_STAGE_HULL || stage == DXIL_SPV_STAGE_DOMAIN ||
                                 stage == DXIL_SPV_STAGE_GEOMETRY || stage == DXIL_SPV_STAGE_PIXEL)) {
    options.stage_input_mapper = compat::stageInputPlacement;
    options.stage_input_mapper_user_data = converter;
  }
  // Pixel shaders after a mesh shader: which inputs are per-primitive comes from the mesh
  // shader's outputs, which the layer answers per semantic; that needs the shader's inputs, so
  // such a shader is converted a second time when the answer changes the options.
  dxsv_result result = nullptr;
  dxsv_status status = dxsv_convert_listed(blob->list, &options, &result);
  if (status == DXSV_SUCCESS && converter->stageInput && stage == DXIL_SPV_STAGE_PIXEL) {
    uint32_t row = 0;
    if (!compat::perPrimitiveInputRow(converter, result, row)) {
      dxsv_result_destroy(result);
      return DXIL_SPV_ERROR_GENERIC;
    }
    if (row != options.per_primitive_input_row) {
      dxsv_result_destroy(result);
      options.per_primitive_input_row = row;
      status = dxsv_convert_listed(blob->list, &options, &result);
    }
  }
  if (status != DXSV_SUCCESS) {
    dxil_spv_result r = failRun("dxil-spirv could not convert the shader", result);
    dxsv_result_destroy(result);
    return r;
  }
  if (!compat::checkStageIo(converter, stage, result)) {
    dxsv_result_destroy(result);
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
  }

  size_t words = 0;
  const uint32_t* code = dxsv_result_spirv(result, &words);
  converter->spirv.assign(code, code + words);
  dxsv_result_wave_size(result, &converter->waveMin, &converter->waveMax, &converter->wavePreferred);
  dxsv_stage_info info;
  dxsv_result_stage_info(result, &info);
  for (int i = 0; i < 3; ++i) converter->workgroup[i] = info.workgroup_size[i];
  converter->patchVertices = stage == DXIL_SPV_STAGE_HULL ? info.input_control_points : 0;
  converter->compiledEntryPoint = compat::entryPointName(converter->spirv);
  int compatible = 1;
  dxsv_result_multiview_compatible(result, &compatible);
  converter->multiviewCompatible = compatible != 0;
  dxsv_result_destroy(result);
  converter->compiled = true;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compiled_spirv(dxil_spv_converter converter, dxil_spv_compiled_spirv* compiled) {
  if (!converter || !compiled || !converter->compiled) return DXIL_SPV_ERROR_GENERIC;
  compiled->data = converter->spirv.data();
  compiled->size = converter->spirv.size() * sizeof(uint32_t);
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compiled_entry_point(dxil_spv_converter converter, const char** entry_point) {
  if (!converter || !entry_point || !converter->compiled) return DXIL_SPV_ERROR_GENERIC;
  *entry_point = converter->compiledEntryPoint.c_str();
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compute_workgroup_dimensions(dxil_spv_converter converter, unsigned* x, unsigned* y,
                                                                    unsigned* z) {
  if (!converter || !converter->compiled) return DXIL_SPV_ERROR_GENERIC;
  if (x) *x = converter->workgroup[0];
  if (y) *y = converter->workgroup[1];
  if (z) *z = converter->workgroup[2];
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_patch_vertex_count(dxil_spv_converter converter, unsigned* patch_vertices) {
  if (!converter || !converter->compiled || !patch_vertices) return DXIL_SPV_ERROR_GENERIC;
  *patch_vertices = converter->patchVertices;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compute_wave_size_range(dxil_spv_converter converter, unsigned* min_wave_size,
                                                               unsigned* max_wave_size, unsigned* preferred_wave_size) {
  if (!converter || !converter->compiled) return DXIL_SPV_ERROR_GENERIC;
  if (min_wave_size) *min_wave_size = converter->waveMin;
  if (max_wave_size) *max_wave_size = converter->waveMax;
  if (preferred_wave_size) *preferred_wave_size = converter->wavePreferred;
  return DXIL_SPV_SUCCESS;
}

// dxil-spirv has no wave-size heuristics: no opinion, so the layer keeps its default.
dxil_spv_result dxil_spv_converter_get_compute_heuristic_max_wave_size(dxil_spv_converter converter, unsigned* wave_size) {
  if (!converter || !converter->compiled || !wave_size) return DXIL_SPV_ERROR_GENERIC;
  *wave_size = 0;
  return DXIL_SPV_SUCCESS;
}
dxil_spv_result dxil_spv_converter_get_compute_heuristic_min_wave_size(dxil_spv_converter converter, unsigned* wave_size) {
  return dxil_spv_converter_get_compute_heuristic_max_wave_size(converter, wave_size);
}

dxil_spv_result dxil_spv_converter_is_multiview_compatible(dxil_spv_converter converter, dxil_spv_bool* compatible) {
  if (!converter || !converter->compiled || !compatible) return DXIL_SPV_ERROR_GENERIC;
  *compatible = converter->multiviewCompatible ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
  return DXIL_SPV_SUCCESS;
}

// dxil-spirv places a hull shader's patch constants at fixed locations that its domain shaders
// read (docs/ARCHITECTURE.md, "Tessellation"), whatever the layer hands over: the hull shader
// reports 0 and the domain shader accepts any offset.
dxil_spv_result dxil_spv_converter_set_patch_location_offset(dxil_spv_converter converter, unsigned) {
  return converter ? DXIL_SPV_SUCCESS : DXIL_SPV_ERROR_INVALID_ARGUMENT;
}
dxil_spv_result dxil_spv_converter_get_patch_location_offset(dxil_spv_converter converter, unsigned* offset) {
  if (!converter || !offset) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *offset = 0;
  return DXIL_SPV_SUCCESS;
}

// Debug information (EXTENDED_NON_SEMANTIC): it cannot change what the shader computes.
dxil_spv_result dxil_spv_converter_add_root_parameter_mapping(dxil_spv_converter converter, unsigned, unsigned) {
  return converter ? DXIL_SPV_SUCCESS : DXIL_SPV_ERROR_INVALID_ARGUMENT;
}
dxil_spv_result dxil_spv_converter_add_root_descriptor_mapping(dxil_spv_converter converter, unsigned, unsigned, unsigned) {
  return converter ? DXIL_SPV_SUCCESS : DXIL_SPV_ERROR_INVALID_ARGUMENT;
}
dxil_spv_result dxil_spv_converter_add_non_semantic_debug_info(dxil_spv_converter converter, const char*, const void*,
                                                               size_t) {
  return converter ? DXIL_SPV_SUCCESS : DXIL_SPV_ERROR_INVALID_ARGUMENT;
}

// The view-instancing offsets buffer serves a layer that cannot specialize the view mapping;
// dxil-spirv takes it from the VIEW_INSTANCING specialization constants and never reads it.
dxil_spv_result dxil_spv_converter_set_meta_descriptor(dxil_spv_converter converter, dxil_spv_meta_descriptor meta,
                                                       dxil_spv_meta_descriptor_kind kind, unsigned, unsigned) {
  if (!converter) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (meta != DXIL_SPV_META_DESCRIPTOR_DYNAMIC_VIEW_INSTANCING_OFFSETS ||
      kind != DXIL_SPV_META_DESCRIPTOR_KIND_UBO_CONTAINING_CONSTANT) {
    compat::log(DXIL_SPV_LOG_LEVEL_ERROR, "meta descriptor %d of kind %d is not supported", int(meta), int(kind));
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
  }
  return DXIL_SPV_SUCCESS;
}

}  // extern "C"
