// The stable C API over dxsv::convert.
#include "dxil_spirv/dxil_spirv.h"

#include <cstring>
#include <new>

#include "dxil_spirv/dxil_spirv.hpp"

struct dxsv_result_t {
  dxsv::ConvertResult result;
};

struct dxsv_entry_list_t {
  std::vector<dxsv::EntryInfo> entries;
  std::string error;
  dxsv::ParsedDxilPtr parsed;  // for dxsv_convert_listed
};

extern "C" {

void dxsv_options_init(dxsv_options* options) {
  if (!options) return;
  std::memset(options, 0, sizeof(*options));
  options->struct_size = sizeof(dxsv_options);
  options->target_env = DXSV_TARGET_VULKAN_1_1;
  options->srv_binding_shift = 0;
  options->sampler_binding_shift = 100;
  options->cbv_binding_shift = 200;
  options->uav_binding_shift = 300;
  options->uav_counter_binding_shift = 400;
  options->supported_fp32_denorm_modes = DXSV_FP32_DENORM_PRESERVE | DXSV_FP32_DENORM_FLUSH_TO_ZERO;
  options->validate = 0;
  options->binding_mode = DXSV_BINDING_DIRECT;
  options->resource_heap_set = 0;
  options->sampler_heap_set = 1;
  options->static_sampler_set = 2;
  options->root_set = 3;
  options->push_constant_bytes = 128;
  options->view_index_to_view_id_spec_id = UINT32_MAX;
  options->view_id_to_viewport_spec_id = UINT32_MAX;
}

}  // extern "C"

namespace {

// The one place that turns dxsv_options into ConvertOptions; null on success, else the reason.
const char* optionsFrom(const dxsv_options* options, dxsv::ConvertOptions& opts) {
  if (!options) {
    opts.validate = false;
    return nullptr;
  }
  // Older callers pass a smaller struct: read only the fields it has.
  dxsv_options full;
  dxsv_options_init(&full);
  if (options->struct_size < sizeof(uint32_t) || options->struct_size > sizeof(dxsv_options))
    return "options.struct_size is invalid (call dxsv_options_init)";
  std::memcpy(&full, options, options->struct_size);
  if (full.target_env > DXSV_TARGET_VULKAN_1_3) return "options.target_env is invalid";
  opts.targetEnv = full.target_env;
  opts.srvShift = full.srv_binding_shift;
  opts.samplerShift = full.sampler_binding_shift;
  opts.cbvShift = full.cbv_binding_shift;
  opts.uavShift = full.uav_binding_shift;
  opts.uavCounterShift = full.uav_counter_binding_shift;
  opts.fp32DenormPreserveSupported = (full.supported_fp32_denorm_modes & DXSV_FP32_DENORM_PRESERVE) != 0;
  opts.fp32DenormFlushToZeroSupported = (full.supported_fp32_denorm_modes & DXSV_FP32_DENORM_FLUSH_TO_ZERO) != 0;
  if (full.workarounds & ~DXSV_WORKAROUND_LOOP_EXITS_AT_HEADER) return "options.workarounds has unknown bits";
  opts.loopExitsAtHeader = (full.workarounds & DXSV_WORKAROUND_LOOP_EXITS_AT_HEADER) != 0;
  opts.validate = full.validate != 0;
  opts.skipHashCheck = full.skip_hash_check != 0;
  opts.discardAsKill = full.discard_as_kill != 0;
  if (full.binding_mode != DXSV_BINDING_DIRECT && full.binding_mode != DXSV_BINDING_ROOT_SIGNATURE &&
      full.binding_mode != DXSV_BINDING_CALLER)
    return "options.binding_mode is invalid";
  opts.bindingMode = full.binding_mode;
  if (full.root_signature_size && !full.root_signature) return "options.root_signature is null but its size is not 0";
  if (full.root_signature) {
    if (!full.root_signature_size) return "options.root_signature_size is 0";
    auto* bytes = static_cast<const uint8_t*>(full.root_signature);
    opts.rootSignature.assign(bytes, bytes + full.root_signature_size);
  }
  opts.resourceHeapSet = full.resource_heap_set;
  opts.samplerHeapSet = full.sampler_heap_set;
  opts.staticSamplerSet = full.static_sampler_set;
  opts.rootSet = full.root_set;
  opts.heapArraySize = full.heap_array_size;
  opts.pushConstantBytes = full.push_constant_bytes;
  opts.rootDescriptorsAsDescriptors = full.root_descriptors_as_descriptors != 0;
  opts.perPrimitiveInputRow = full.per_primitive_input_row;
  opts.rasterizerOrderedViewsAsUavs = full.rov_as_uav != 0;
  opts.earlyAndLateFragmentTests = full.early_and_late_fragment_tests != 0;
  opts.quadControl = full.quad_control != 0;
  opts.khrComputeShaderDerivatives = full.khr_compute_shader_derivatives != 0;
  opts.minPrecisionAs32Bit = full.min_precision_32bit != 0;
  if (full.local_root_signature_size && !full.local_root_signature)
    return "options.local_root_signature is null but its size is not 0";
  if (full.local_root_signature) {
    if (!full.local_root_signature_size) return "options.local_root_signature_size is 0";
    auto* bytes = static_cast<const uint8_t*>(full.local_root_signature);
    opts.localRootSignature.assign(bytes, bytes + full.local_root_signature_size);
  }
  if (full.entry_point) opts.entryPoint = full.entry_point;
  if (full.binding_mode == DXSV_BINDING_CALLER && !full.resource_mapper)
    return "options.resource_mapper is null, but DXSV_BINDING_CALLER needs it";
  if (full.resource_mapper) {
    dxsv_resource_mapper_fn mapper = full.resource_mapper;
    void* userData = full.resource_mapper_user_data;
    opts.resourceMapper = [mapper, userData](const dxsv_resource_desc& desc, dxsv_resource_mapping& mapping) {
      return mapper(userData, &desc, &mapping);
    };
  }
  opts.rootDescriptorCount = full.root_descriptor_count;
  opts.rootConstantWords = full.root_constant_words;
  opts.rootBlockInUniformBuffer = full.root_block_in_uniform_buffer != 0;
  opts.rootBlockSet = full.root_block_set;
  opts.rootBlockBinding = full.root_block_binding;
  opts.ssboAlignment = full.ssbo_alignment;
  opts.shaderRecordResourceDescriptorSizeLog2 = full.shader_record_resource_descriptor_size_log2;
  opts.shaderRecordSamplerDescriptorSizeLog2 = full.shader_record_sampler_descriptor_size_log2;
  if (full.stream_output_mapper) {
    dxsv_stream_output_fn mapper = full.stream_output_mapper;
    void* userData = full.stream_output_mapper_user_data;
    opts.streamOutput = [mapper, userData](const dxsv_stream_output_element& element, dxsv_stream_output_target& target) {
      return mapper(userData, &element, &target);
    };
  }
  if (full.stage_input_mapper) {
    dxsv_stage_input_fn mapper = full.stage_input_mapper;
    void* userData = full.stage_input_mapper_user_data;
    opts.stageInputs = [mapper, userData](dxsv_stage_input_element& element) { return mapper(userData, &element); };
  }
  opts.dualSourceBlending = full.dual_source_blending != 0;
  opts.rasterizerSampleCount = full.rasterizer_sample_count;
  opts.rasterizerSampleCountSpecConstant = full.rasterizer_sample_count_spec_constant != 0;
  // kImplementedQuirks holds every DXSV_QUIRK_*: other bits name nothing.
  if (full.shader_quirks & ~dxsv::kImplementedQuirks) return "options.shader_quirks has unknown bits (no DXSV_QUIRK_* has them)";
  opts.shaderQuirks = full.shader_quirks;
  opts.maxTessFactor = full.max_tess_factor;
  opts.viewInstancing = full.view_instancing != 0;
  opts.viewInstancingLastPreRaster = full.view_instancing_last_pre_raster != 0;
  opts.viewIndexToViewIdSpecId = full.view_index_to_view_id_spec_id;
  opts.viewIdToViewportSpecId = full.view_id_to_viewport_spec_id;
  return nullptr;
}

// dxsv_convert and dxsv_convert_listed: the result handle and the options, then `run`.
template <typename Run>
dxsv_status convertInto(dxsv_result* out, const dxsv_options* options, const char* inputError, Run run) {
  if (!out) return DXSV_ERROR_INVALID_ARGUMENT;
  auto* handle = new (std::nothrow) dxsv_result_t;
  *out = handle;
  if (!handle) return DXSV_ERROR_INTERNAL;
  auto fail = [&](const char* message) {
    handle->result.status = DXSV_ERROR_INVALID_ARGUMENT;
    handle->result.error = message;
    return DXSV_ERROR_INVALID_ARGUMENT;
  };
  if (inputError) return fail(inputError);
  dxsv::ConvertOptions opts;
  if (const char* error = optionsFrom(options, opts)) return fail(error);
  handle->result = run(opts);
  return handle->result.status;
}

}  // namespace

extern "C" {

dxsv_status dxsv_convert(const void* dxil, size_t size, const dxsv_options* options, dxsv_result* out) {
  const char* inputError = !dxil && size != 0 ? "input pointer is null" : size == 0 ? "input is empty" : nullptr;
  return convertInto(out, options, inputError, [&](const dxsv::ConvertOptions& opts) {
    return dxsv::convert({static_cast<const uint8_t*>(dxil), size}, opts);
  });
}

dxsv_status dxsv_convert_listed(dxsv_entry_list list, const dxsv_options* options, dxsv_result* out) {
  const char* inputError = !list ? "entry list is null" : !list->parsed ? "entry list holds no parsed container (its listing failed)" : nullptr;
  return convertInto(out, options, inputError,
                     [&](const dxsv::ConvertOptions& opts) { return dxsv::convert(*list->parsed, opts); });
}

const uint32_t* dxsv_result_spirv(dxsv_result result, size_t* word_count) {
  if (word_count) *word_count = 0;
  if (!result || !result->result.ok()) return nullptr;
  if (word_count) *word_count = result->result.spirv.size();
  return result->result.spirv.data();
}

dxsv_status dxsv_result_wave_size(dxsv_result result, uint32_t* min_size, uint32_t* max_size, uint32_t* preferred_size) {
  uint32_t* outs[] = {min_size, max_size, preferred_size};
  for (uint32_t* out : outs)
    if (out) *out = 0;
  if (!result) return DXSV_ERROR_INVALID_ARGUMENT;
  if (!result->result.ok()) return result->result.status;
  if (min_size) *min_size = result->result.waveSizeMin;
  if (max_size) *max_size = result->result.waveSizeMax;
  if (preferred_size) *preferred_size = result->result.waveSizePreferred;
  return DXSV_SUCCESS;
}

dxsv_status dxsv_result_multiview_compatible(dxsv_result result, int* compatible) {
  if (compatible) *compatible = 0;
  if (!result || !compatible) return DXSV_ERROR_INVALID_ARGUMENT;
  if (!result->result.ok()) return result->result.status;
  *compatible = result->result.multiviewCompatible ? 1 : 0;
  return DXSV_SUCCESS;
}

dxsv_status dxsv_result_stage_info(dxsv_result result, dxsv_stage_info* info) {
  if (info) *info = dxsv_stage_info{};
  if (!result || !info) return DXSV_ERROR_INVALID_ARGUMENT;
  if (!result->result.ok()) return result->result.status;
  for (int i = 0; i < 3; ++i) info->workgroup_size[i] = result->result.workgroupSize[i];
  info->input_control_points = result->result.inputControlPoints;
  info->output_control_points = result->result.outputControlPoints;
  return DXSV_SUCCESS;
}

namespace {
const std::vector<dxsv::InterfaceElement>* interfaceList(const dxsv::ConvertResult& r, dxsv_interface which) {
  switch (which) {
    case DXSV_INTERFACE_INPUT: return &r.inputs;
    case DXSV_INTERFACE_OUTPUT: return &r.outputs;
    case DXSV_INTERFACE_PRIMITIVE_OUTPUT: return &r.primitiveOutputs;
    default: return nullptr;
  }
}
}  // namespace

size_t dxsv_result_interface_count(dxsv_result result, dxsv_interface which) {
  if (!result || !result->result.ok()) return 0;
  const auto* list = interfaceList(result->result, which);
  return list ? list->size() : 0;
}

dxsv_status dxsv_result_interface_element(dxsv_result result, dxsv_interface which, size_t index,
                                          dxsv_interface_element* element) {
  if (!result || !element || !interfaceList(result->result, which)) return DXSV_ERROR_INVALID_ARGUMENT;
  if (!result->result.ok()) return result->result.status;
  const auto& list = *interfaceList(result->result, which);
  if (index >= list.size()) return DXSV_ERROR_INVALID_ARGUMENT;
  const dxsv::InterfaceElement& e = list[index];
  element->semantic_name = e.semanticName.c_str();
  element->semantic_index = e.semanticIndex;
  element->system_value = e.systemValue;
  element->rows = e.rows;
  element->cols = e.cols;
  element->location = e.location;
  element->component = e.component;
  return DXSV_SUCCESS;
}

dxsv_status dxsv_result_binding_layout(dxsv_result result, dxsv_binding_layout* layout) {
  if (!result || !layout) return DXSV_ERROR_INVALID_ARGUMENT;
  std::memset(layout, 0, sizeof(*layout));
  if (!result->result.ok()) return result->result.status;
  const dxsv::BindingLayout& b = result->result.binding;
  layout->root_signature = b.rootSignature;
  layout->root_block_bytes = b.rootBlockBytes;
  layout->root_block_in_push_constants = b.rootBlockInPushConstants;
  layout->uses_root_block = b.usesRootBlock;
  layout->uses_resource_heap = b.usesResourceHeap;
  layout->uses_sampler_heap = b.usesSamplerHeap;
  layout->uses_static_samplers = b.usesStaticSamplers;
  layout->resource_heap_set = b.resourceHeapSet;
  layout->sampler_heap_set = b.samplerHeapSet;
  layout->static_sampler_set = b.staticSamplerSet;
  layout->root_set = b.rootSet;
  layout->root_parameter_count = uint32_t(b.parameters.size());
  return DXSV_SUCCESS;
}

dxsv_status dxsv_result_root_parameter(dxsv_result result, uint32_t index, dxsv_root_parameter_info* info) {
  if (!result || !info) return DXSV_ERROR_INVALID_ARGUMENT;
  if (!result->result.ok()) return result->result.status;
  if (index >= result->result.binding.parameters.size()) return DXSV_ERROR_INVALID_ARGUMENT;
  const dxsv::RootParameterInfo& p = result->result.binding.parameters[index];
  info->type = p.type;
  info->offset = p.offsetBytes;
  info->size = p.sizeBytes;
  info->set = p.set;
  info->binding = p.binding;
  info->used = p.used;
  return DXSV_SUCCESS;
}

dxsv_status dxsv_result_shader_record(dxsv_result result, uint32_t* size_bytes, uint32_t* parameter_count, int* used) {
  if (size_bytes) *size_bytes = 0;
  if (parameter_count) *parameter_count = 0;
  if (used) *used = 0;
  if (!result) return DXSV_ERROR_INVALID_ARGUMENT;
  if (!result->result.ok()) return result->result.status;
  const dxsv::BindingLayout& b = result->result.binding;
  if (size_bytes) *size_bytes = b.shaderRecordBytes;
  if (parameter_count) *parameter_count = uint32_t(b.localParameters.size());
  if (used) *used = b.usesShaderRecord;
  return DXSV_SUCCESS;
}

dxsv_status dxsv_result_local_root_parameter(dxsv_result result, uint32_t index, dxsv_root_parameter_info* info) {
  if (!result || !info) return DXSV_ERROR_INVALID_ARGUMENT;
  if (!result->result.ok()) return result->result.status;
  if (index >= result->result.binding.localParameters.size()) return DXSV_ERROR_INVALID_ARGUMENT;
  const dxsv::RootParameterInfo& p = result->result.binding.localParameters[index];
  *info = dxsv_root_parameter_info{p.type, p.offsetBytes, p.sizeBytes, 0, 0, p.used};
  return DXSV_SUCCESS;
}

const char* dxsv_result_error(dxsv_result result) {
  if (!result) return "no result";
  return result->result.error.c_str();
}

void dxsv_result_destroy(dxsv_result result) { delete result; }

dxsv_status dxsv_list_entries(const void* dxil, size_t size, dxsv_entry_list* out) {
  if (!out) return DXSV_ERROR_INVALID_ARGUMENT;
  auto* list = new (std::nothrow) dxsv_entry_list_t;
  *out = list;
  if (!list) return DXSV_ERROR_INTERNAL;
  if (!dxil && size != 0) return list->error = "input pointer is null", DXSV_ERROR_INVALID_ARGUMENT;
  return dxsv::listEntries({static_cast<const uint8_t*>(dxil), size}, list->entries, list->error, list->parsed);
}

size_t dxsv_entry_list_count(dxsv_entry_list list) { return list ? list->entries.size() : 0; }
const char* dxsv_entry_list_name(dxsv_entry_list list, size_t index) {
  return list && index < list->entries.size() ? list->entries[index].name.c_str() : nullptr;
}
const char* dxsv_entry_list_stage(dxsv_entry_list list, size_t index) {
  return list && index < list->entries.size() ? list->entries[index].stage.c_str() : nullptr;
}
const char* dxsv_entry_list_error(dxsv_entry_list list) { return list ? list->error.c_str() : ""; }

static const dxsv::NodeInfo* nodeAt(dxsv_entry_list list, size_t index) {
  return list && index < list->entries.size() ? list->entries[index].node.get() : nullptr;
}
dxsv_status dxsv_entry_list_node_input(dxsv_entry_list list, size_t index, dxsv_node_input* input) {
  const dxsv::NodeInfo* node = nodeAt(list, index);
  if (!node || !input) return DXSV_ERROR_INVALID_ARGUMENT;
  *input = node->input;
  return DXSV_SUCCESS;
}
dxsv_status dxsv_entry_list_node_output_count(dxsv_entry_list list, size_t index, uint32_t* count) {
  const dxsv::NodeInfo* node = nodeAt(list, index);
  if (!node || !count) return DXSV_ERROR_INVALID_ARGUMENT;
  *count = uint32_t(node->outputs.size());
  return DXSV_SUCCESS;
}
dxsv_status dxsv_entry_list_node_output(dxsv_entry_list list, size_t index, uint32_t output, dxsv_node_output* out) {
  const dxsv::NodeInfo* node = nodeAt(list, index);
  if (!node || !out || output >= node->outputs.size()) return DXSV_ERROR_INVALID_ARGUMENT;
  *out = node->outputs[output];
  return DXSV_SUCCESS;
}
void dxsv_entry_list_destroy(dxsv_entry_list list) { delete list; }

}  // extern "C"
