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
  for (size_t i = 0; i < dxsv_entry_list_count(blob->list); ++i)
    blob->entries.push_back(
        {dxsv_entry_list_name(blob->list, i), compat::stageFromName(dxsv_entry_list_stage(blob->list, i))});

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

// Work graphs are not translated yet: no entry has node metadata the layer could use.
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_node_input(dxil_spv_parsed_blob blob, unsigned index,
                                                                dxil_spv_node_input_data* data) {
  if (!blob || !data || index >= blob->entries.size()) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_num_node_outputs(dxil_spv_parsed_blob blob, unsigned index,
                                                                      unsigned* count) {
  if (!blob || !count || index >= blob->entries.size()) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *count = 0;
  return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_node_output(dxil_spv_parsed_blob blob, unsigned index, unsigned,
                                                                 dxil_spv_node_output_data* data) {
  if (!blob || !data || index >= blob->entries.size()) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
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
