// Parsed blobs: the container's entries (a shader's entry point, a library's exports) and a
// library's RDAT subobjects, read through dxsv_list_entries and dxsv_read_subobjects.
#include <algorithm>
#include <cstring>
#include <new>

#include "compat.h"

namespace compat {

dxil_spv_shader_stage stageFromName(const char* name) {
  static const struct {
    const char* name;
    dxil_spv_shader_stage stage;
  } stages[] = {
      {"vertex", DXIL_SPV_STAGE_VERTEX},         {"hull", DXIL_SPV_STAGE_HULL},
      {"domain", DXIL_SPV_STAGE_DOMAIN},         {"geometry", DXIL_SPV_STAGE_GEOMETRY},
      {"pixel", DXIL_SPV_STAGE_PIXEL},           {"compute", DXIL_SPV_STAGE_COMPUTE},
      {"mesh", DXIL_SPV_STAGE_MESH},             {"amplification", DXIL_SPV_STAGE_AMPLIFICATION},
      {"raygeneration", DXIL_SPV_STAGE_RAY_GENERATION}, {"intersection", DXIL_SPV_STAGE_INTERSECTION},
      {"anyhit", DXIL_SPV_STAGE_ANY_HIT},        {"closesthit", DXIL_SPV_STAGE_CLOSEST_HIT},
      {"miss", DXIL_SPV_STAGE_MISS},             {"callable", DXIL_SPV_STAGE_CALLABLE},
      // The layer runs work-graph nodes as compute pipelines and asks compute entries for node data.
      {"node", DXIL_SPV_STAGE_COMPUTE},
  };
  for (const auto& s : stages)
    if (name && std::strcmp(name, s.name) == 0) return s.stage;
  return DXIL_SPV_STAGE_UNKNOWN;
}

namespace {

// The layer's view of one subobject; strings point into the dxsv_subobjects handle.
bool addSubobject(dxil_spv_parsed_blob blob, size_t index) {
  dxsv_subobject in;
  if (dxsv_subobjects_get(blob->subobjects, index, &in) != DXSV_SUCCESS) return false;
  dxil_spv_rdat_subobject out{};
  out.kind = dxil_spv_rdat_subobject_kind(in.kind);
  out.subobject_name = in.name;
  std::vector<const char*> exports;
  switch (in.kind) {
    case DXSV_SUBOBJECT_GLOBAL_ROOT_SIGNATURE:
    case DXSV_SUBOBJECT_LOCAL_ROOT_SIGNATURE: {
      // The same bytes inside the caller's blob (the RDAT part holds them verbatim), so that
      // they outlive the parsed blob.
      const auto* payload = static_cast<const uint8_t*>(in.root_signature);
      const uint8_t* found = std::search(blob->data, blob->data + blob->size, payload, payload + in.root_signature_size);
      if (in.root_signature_size == 0 || found == blob->data + blob->size) return false;
      out.payload = found;
      out.payload_size = in.root_signature_size;
      break;
    }
    case DXSV_SUBOBJECT_STATE_OBJECT_CONFIG: out.args[0] = in.state_object_flags; break;
    case DXSV_SUBOBJECT_RAYTRACING_SHADER_CONFIG:
      out.args[0] = in.max_payload_size_in_bytes;
      out.args[1] = in.max_attribute_size_in_bytes;
      break;
    case DXSV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG:
    case DXSV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1:
      out.args[0] = in.max_trace_recursion_depth;
      out.args[1] = in.pipeline_flags;
      break;
    case DXSV_SUBOBJECT_HIT_GROUP:
      out.hit_group_type = in.hit_group_type;
      exports = {in.any_hit, in.closest_hit, in.intersection};
      break;
    case DXSV_SUBOBJECT_SUBOBJECT_TO_EXPORTS_ASSOCIATION:
      exports.push_back(in.associated_subobject);
      for (uint32_t i = 0; i < in.export_count; ++i) exports.push_back(dxsv_subobjects_export(blob->subobjects, index, i));
      break;
  }
  for (const char*& name : exports)
    if (!name) name = "";
  blob->rdat.push_back(out);
  blob->rdatExports.push_back(std::move(exports));
  return true;
}

// DXBC shaders with SM 4/5 bytecode are valid input dxil-spirv does not translate: the layer
// hears "unsupported feature", not a parse failure.
dxil_spv_result failure(dxsv_status status) {
  return status == DXSV_ERROR_UNSUPPORTED ? DXIL_SPV_ERROR_UNSUPPORTED_FEATURE : DXIL_SPV_ERROR_PARSER;
}

const char* failureContext(dxsv_status status, const char* parsing) {
  return status == DXSV_ERROR_UNSUPPORTED ? "unsupported shader" : parsing;
}

}  // namespace
}  // namespace compat

extern "C" {

dxil_spv_result dxil_spv_parse_dxil_blob(const void* data, size_t size, dxil_spv_parsed_blob* out) {
  if (!out) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *out = nullptr;
  if (!data || size == 0) {
    compat::log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil_spv_parse_dxil_blob: no data");
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  }
  auto* blob = new (std::nothrow) dxil_spv_parsed_blob_s;
  if (!blob) return DXIL_SPV_ERROR_OUT_OF_MEMORY;
  blob->data = static_cast<const uint8_t*>(data);
  blob->size = size;

  dxsv_status status = dxsv_list_entries(data, size, &blob->list);
  if (status != DXSV_SUCCESS) {
    compat::log(DXIL_SPV_LOG_LEVEL_ERROR, "%s: %s", compat::failureContext(status, "cannot parse the DXIL blob"),
                dxsv_entry_list_error(blob->list));
    dxil_spv_parsed_blob_free(blob);
    return compat::failure(status);
  }
  for (size_t i = 0; i < dxsv_entry_list_count(blob->list); ++i) {
    const char* stage = dxsv_entry_list_stage(blob->list, i);
    blob->entries.push_back({dxsv_entry_list_name(blob->list, i), compat::stageFromName(stage), std::strcmp(stage, "node") == 0});
  }

  status = dxsv_read_subobjects(data, size, &blob->subobjects);
  if (status != DXSV_SUCCESS) {
    compat::log(DXIL_SPV_LOG_LEVEL_ERROR, "%s: %s", compat::failureContext(status, "cannot read the library's subobjects"),
                dxsv_subobjects_error(blob->subobjects));
    dxil_spv_parsed_blob_free(blob);
    return compat::failure(status);
  }
  for (size_t i = 0; i < dxsv_subobjects_count(blob->subobjects); ++i)
    if (!compat::addSubobject(blob, i)) {
      dxil_spv_parsed_blob_free(blob);
      return DXIL_SPV_ERROR_PARSER;
    }
  for (size_t i = 0; i < blob->rdat.size(); ++i) {
    blob->rdat[i].exports = blob->rdatExports[i].data();
    blob->rdat[i].num_exports = unsigned(blob->rdatExports[i].size());
  }
  *out = blob;
  return DXIL_SPV_SUCCESS;
}

void dxil_spv_parsed_blob_free(dxil_spv_parsed_blob blob) {
  if (!blob) return;
  dxsv_subobjects_destroy(blob->subobjects);
  dxsv_entry_list_destroy(blob->list);
  delete blob;
}

dxil_spv_shader_stage dxil_spv_parsed_blob_get_shader_stage(dxil_spv_parsed_blob blob) {
  // A shader has one entry; a library's stage is its exports' (asked per entry).
  return blob && blob->entries.size() == 1 ? blob->entries[0].stage : DXIL_SPV_STAGE_UNKNOWN;
}

dxil_spv_shader_stage dxil_spv_parsed_blob_get_shader_stage_for_entry(dxil_spv_parsed_blob blob, const char* entry) {
  if (!blob || !entry) return DXIL_SPV_STAGE_UNKNOWN;
  for (const compat::Entry& e : blob->entries)
    if (e.name == entry) return e.stage;
  return DXIL_SPV_STAGE_UNKNOWN;
}

dxil_spv_result dxil_spv_parsed_blob_get_num_entry_points(dxil_spv_parsed_blob blob, unsigned* count) {
  if (!blob || !count) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *count = unsigned(blob->entries.size());
  return DXIL_SPV_SUCCESS;
}

// dxil-spirv names exports by their plain name and accepts it wherever a mangled one is asked
// for (dxsv_options.entry_point takes either), so both names are the plain one.
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_name(dxil_spv_parsed_blob blob, unsigned index, const char** name) {
  if (!blob || !name || index >= blob->entries.size()) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *name = blob->entries[index].name.c_str();
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_point_demangled_name(dxil_spv_parsed_blob blob, unsigned index,
                                                                    const char** name) {
  return dxil_spv_parsed_blob_get_entry_point_name(blob, index, name);
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_index_by_name(dxil_spv_parsed_blob blob, const char* name,
                                                             unsigned* index) {
  if (!blob || !name || !index) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  for (size_t i = 0; i < blob->entries.size(); ++i)
    if (blob->entries[i].name == name) {
      *index = unsigned(i);
      return DXIL_SPV_SUCCESS;
    }
  return DXIL_SPV_ERROR_NO_DATA;
}

// Node metadata from dxil-spirv's entry list (its strings live as long as the blob). Entries
// that are not nodes fail: the layer keeps only successful answers.
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_node_input(dxil_spv_parsed_blob blob, unsigned index,
                                                                dxil_spv_node_input_data* data) {
  dxsv_node_input in;
  if (!blob || !data || dxsv_entry_list_node_input(blob->list, index, &in) != DXSV_SUCCESS)
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  dxil_spv_node_input_data& out = *data;
  out = dxil_spv_node_input_data{};
  out.node_id = in.node_id;
  out.payload_stride = in.payload_stride;
  out.launch_type = dxil_spv_node_launch_type(in.launch_type);
  out.node_array_index = in.node_array_index;
  out.dispatch_grid_offset = in.dispatch_grid_offset;
  out.dispatch_grid_type_bits = in.dispatch_grid_type_bits;
  out.dispatch_grid_components = in.dispatch_grid_components;
  for (int d = 0; d < 3; ++d) {
    out.broadcast_grid[d] = in.broadcast_grid[d];
    out.thread_group_size_spec_id[d] = in.thread_group_size_spec_id[d];
  }
  out.recursion_factor = in.recursion_factor;
  out.coalesce_factor = in.coalesce_factor;
  out.node_share_input_id = in.node_share_input_id;
  out.node_share_input_array_index = in.node_share_input_array_index;
  out.local_root_arguments_table_index = in.local_root_arguments_table_index;
  out.is_indirect_bda_stride_program_entry_spec_id = in.is_indirect_bda_stride_program_entry_spec_id;
  out.is_entry_point_spec_id = in.is_entry_point_spec_id;
  out.is_static_broadcast_node_spec_id = in.is_static_broadcast_node_spec_id;
  out.dispatch_grid_is_upper_bound_spec_id = in.dispatch_grid_is_upper_bound_spec_id;
  out.dispatch_grid_is_upper_bound = in.dispatch_grid_is_upper_bound ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
  out.node_track_rw_input_sharing = in.node_track_rw_input_sharing ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
  out.is_program_entry = in.is_program_entry ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
  return DXIL_SPV_SUCCESS;
}
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_num_node_outputs(dxil_spv_parsed_blob blob, unsigned index,
                                                                      unsigned* count) {
  if (!count) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *count = 0;
  uint32_t n = 0;
  if (!blob || dxsv_entry_list_node_output_count(blob->list, index, &n) != DXSV_SUCCESS) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *count = n;
  return DXIL_SPV_SUCCESS;
}
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_node_output(dxil_spv_parsed_blob blob, unsigned index,
                                                                 unsigned output_index, dxil_spv_node_output_data* data) {
  dxsv_node_output in;
  if (!blob || !data || dxsv_entry_list_node_output(blob->list, index, output_index, &in) != DXSV_SUCCESS)
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *data = dxil_spv_node_output_data{};
  data->node_id = in.node_id;
  data->node_array_index = in.node_array_index;
  data->node_array_size = in.node_array_size;
  data->node_index_spec_constant_id = in.node_index_spec_constant_id;
  data->max_records = in.max_records;
  data->sparse_array = in.sparse_array ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
  return DXIL_SPV_SUCCESS;
}

unsigned dxil_spv_parsed_blob_get_num_rdat_subobjects(dxil_spv_parsed_blob blob) {
  return blob ? unsigned(blob->rdat.size()) : 0;
}

void dxil_spv_parsed_blob_get_rdat_subobject(dxil_spv_parsed_blob blob, unsigned index, dxil_spv_rdat_subobject* subobject) {
  if (!blob || !subobject) return;
  if (index >= blob->rdat.size()) {
    *subobject = dxil_spv_rdat_subobject{};
    subobject->subobject_name = "";
    return;
  }
  *subobject = blob->rdat[index];
}

}  // extern "C"
