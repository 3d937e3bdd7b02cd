// Library subobjects through the C++ and C APIs (container/subobjects.h does the reading).
#include <cstdint>
#include <cstring>
#include <new>

#include "common/escape.h"
#include "container/subobjects.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace dxsv {

SubobjectsResult readSubobjects(std::span<const uint8_t> dxil) {
  SubobjectsResult out;
  auto read = container::readSubobjects(dxil);
  if (!read) {
    // Unsupported only for SM 4/5 bytecode; every RDAT error is broken input.
    out.status = read.error().kind == ErrorKind::Unsupported ? DXSV_ERROR_UNSUPPORTED : DXSV_ERROR_MALFORMED_INPUT;
    out.error = printableMessage(read.error().message);
    return out;
  }
  for (container::Subobject& s : *read) {
    Subobject o;
    o.kind = dxsv_subobject_kind(s.kind);
    o.name = std::move(s.name);
    o.stateObjectFlags = s.stateObjectFlags;
    o.rootSignature = std::move(s.rootSignatureBytes);
    o.associatedSubobject = std::move(s.associatedSubobject);
    o.exports = std::move(s.exports);
    o.maxPayloadSizeInBytes = s.maxPayloadSizeInBytes;
    o.maxAttributeSizeInBytes = s.maxAttributeSizeInBytes;
    o.maxTraceRecursionDepth = s.maxTraceRecursionDepth;
    o.pipelineFlags = s.pipelineFlags;
    o.hitGroupType = uint32_t(s.hitGroupType);
    o.anyHit = std::move(s.anyHit);
    o.closestHit = std::move(s.closestHit);
    o.intersection = std::move(s.intersection);
    out.subobjects.push_back(std::move(o));
  }
  out.status = DXSV_SUCCESS;
  return out;
}

namespace {

bool names(const std::vector<std::string>& exports, std::string_view name) {
  for (const std::string& e : exports)
    if (e == name) return true;
  return false;
}

// Whether an association's export list reaches the shader: by its name, or by a hit group
// that holds it (D3D12 lets an association name the hit group instead of its shaders).
bool reaches(const std::vector<Subobject>& all, const Subobject& association, std::string_view shader) {
  if (names(association.exports, shader)) return true;
  for (const Subobject& g : all)
    if (g.kind == DXSV_SUBOBJECT_HIT_GROUP && names(association.exports, g.name) &&
        (g.anyHit == shader || g.closestHit == shader || g.intersection == shader))
      return true;
  return false;
}

// D3D12's association rules for one kind of root signature: an association naming the export
// (or its hit group) wins; otherwise a default one, made either by an association with no
// exports or by a subobject no association names at all. Two different subobjects at the
// same level are a conflict D3D12 refuses at state-object creation.
const Subobject* rootSignatureFor(const std::vector<Subobject>& subobjects, std::string_view exportName,
                                  dxsv_subobject_kind kind, std::string& error) {
  error.clear();
  const char* what = kind == DXSV_SUBOBJECT_LOCAL_ROOT_SIGNATURE ? "local" : "global";
  auto named = [&](const std::string& name) -> const Subobject* {
    for (const Subobject& s : subobjects)
      if (s.kind == kind && s.name == name) return &s;
    return nullptr;
  };
  const Subobject *explicitOne = nullptr, *defaultOne = nullptr;
  std::string explicitConflict, defaultConflict;
  auto take = [&](const Subobject*& slot, const Subobject* found, std::string& conflict, const char* level) {
    if (slot && slot != found && conflict.empty())
      conflict = std::string(level) + " associations give export '" + escapeText(exportName) + "' two " + what +
                 " root signatures ('" + escapeText(slot->name) + "', '" + escapeText(found->name) + "')";
    slot = found;
  };
  for (const Subobject& a : subobjects) {
    if (a.kind != DXSV_SUBOBJECT_SUBOBJECT_TO_EXPORTS_ASSOCIATION) continue;
    const Subobject* target = named(a.associatedSubobject);
    if (!target) continue;  // associates another kind of subobject
    if (a.exports.empty()) take(defaultOne, target, defaultConflict, "default");
    else if (reaches(subobjects, a, exportName)) take(explicitOne, target, explicitConflict, "explicit");
  }
  for (const Subobject& s : subobjects) {
    if (s.kind != kind) continue;
    bool associated = false;
    for (const Subobject& a : subobjects)
      associated |= a.kind == DXSV_SUBOBJECT_SUBOBJECT_TO_EXPORTS_ASSOCIATION && a.associatedSubobject == s.name;
    if (!associated) take(defaultOne, &s, defaultConflict, "default");
  }
  // An explicit association settles it, whatever the defaults say.
  error = explicitOne ? explicitConflict : defaultConflict;
  if (!error.empty()) return nullptr;
  return explicitOne ? explicitOne : defaultOne;
}

}  // namespace

const Subobject* localRootSignatureFor(const std::vector<Subobject>& subobjects, std::string_view exportName,
                                       std::string& error) {
  return rootSignatureFor(subobjects, exportName, DXSV_SUBOBJECT_LOCAL_ROOT_SIGNATURE, error);
}

const Subobject* globalRootSignatureFor(const std::vector<Subobject>& subobjects, std::string_view exportName,
                                        std::string& error) {
  return rootSignatureFor(subobjects, exportName, DXSV_SUBOBJECT_GLOBAL_ROOT_SIGNATURE, error);
}

}  // namespace dxsv

struct dxsv_subobjects_t {
  dxsv::SubobjectsResult result;
};

extern "C" {

dxsv_status dxsv_read_subobjects(const void* dxil, size_t size, dxsv_subobjects* out) {
  if (!out) return DXSV_ERROR_INVALID_ARGUMENT;
  auto* handle = new (std::nothrow) dxsv_subobjects_t;
  *out = handle;
  if (!handle) return DXSV_ERROR_INTERNAL;
  if (!dxil || size == 0) {
    handle->result.status = DXSV_ERROR_INVALID_ARGUMENT;
    handle->result.error = !dxil ? "input pointer is null" : "input is empty";
    return handle->result.status;
  }
  handle->result = dxsv::readSubobjects({static_cast<const uint8_t*>(dxil), size});
  return handle->result.status;
}

size_t dxsv_subobjects_count(dxsv_subobjects subobjects) {
  if (!subobjects || !subobjects->result.ok()) return 0;
  return subobjects->result.subobjects.size();
}

dxsv_status dxsv_subobjects_get(dxsv_subobjects subobjects, size_t index, dxsv_subobject* out) {
  if (!subobjects || !out) return DXSV_ERROR_INVALID_ARGUMENT;
  if (!subobjects->result.ok()) return subobjects->result.status;
  if (index >= subobjects->result.subobjects.size()) return DXSV_ERROR_INVALID_ARGUMENT;
  const dxsv::Subobject& s = subobjects->result.subobjects[index];
  std::memset(out, 0, sizeof(*out));
  out->kind = s.kind;
  out->name = s.name.c_str();
  out->state_object_flags = s.stateObjectFlags;
  out->root_signature = s.rootSignature.empty() ? nullptr : s.rootSignature.data();
  out->root_signature_size = s.rootSignature.size();
  out->associated_subobject = s.associatedSubobject.c_str();
  out->export_count = uint32_t(s.exports.size());
  out->max_payload_size_in_bytes = s.maxPayloadSizeInBytes;
  out->max_attribute_size_in_bytes = s.maxAttributeSizeInBytes;
  out->max_trace_recursion_depth = s.maxTraceRecursionDepth;
  out->pipeline_flags = s.pipelineFlags;
  out->hit_group_type = s.hitGroupType;
  out->any_hit = s.anyHit.c_str();
  out->closest_hit = s.closestHit.c_str();
  out->intersection = s.intersection.c_str();
  return DXSV_SUCCESS;
}

dxsv_status dxsv_subobjects_local_root_signature_for(dxsv_subobjects subobjects, const char* export_name, size_t* index) {
  if (!subobjects || !export_name || !index) return DXSV_ERROR_INVALID_ARGUMENT;
  *index = SIZE_MAX;
  if (!subobjects->result.ok()) return subobjects->result.status;
  std::string error;
  const auto& all = subobjects->result.subobjects;
  const dxsv::Subobject* found = dxsv::localRootSignatureFor(all, export_name, error);
  if (!error.empty()) return DXSV_ERROR_INVALID_ARGUMENT;
  if (found) *index = size_t(found - all.data());
  return DXSV_SUCCESS;
}

const char* dxsv_subobjects_export(dxsv_subobjects subobjects, size_t index, uint32_t export_index) {
  if (!subobjects || !subobjects->result.ok() || index >= subobjects->result.subobjects.size()) return nullptr;
  const auto& exports = subobjects->result.subobjects[index].exports;
  return export_index < exports.size() ? exports[export_index].c_str() : nullptr;
}

const char* dxsv_subobjects_error(dxsv_subobjects subobjects) {
  if (!subobjects) return "no result";
  return subobjects->result.error.c_str();
}

void dxsv_subobjects_destroy(dxsv_subobjects subobjects) { delete subobjects; }

}  // extern "C"
