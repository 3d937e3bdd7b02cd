// DXIL library subobjects (DXR state-object pieces declared in HLSL: hit groups, shader and
// pipeline configs, root signatures, export associations), read from the RDAT part.
//
// DXC writes them only into the RDAT ("runtime data") part of a library; the DXIL part's
// metadata no longer holds !dx.subobjects once the container is built. A layer building a
// D3D12-style state object needs them to know payload sizes, recursion depth, hit groups and
// which local root signature goes with which export.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "common/status.h"
#include "container/root_signature.h"

namespace dxsv::container {

// Numbered as D3D12_STATE_SUBOBJECT_TYPE (3..7 cannot appear in DXIL).
enum class SubobjectKind : uint32_t {
  StateObjectConfig = 0,
  GlobalRootSignature = 1,
  LocalRootSignature = 2,
  SubobjectToExportsAssociation = 8,
  RaytracingShaderConfig = 9,
  RaytracingPipelineConfig = 10,
  HitGroup = 11,
  RaytracingPipelineConfig1 = 12,
};

enum class HitGroupType : uint32_t { Triangle = 0, ProceduralPrimitive = 1 };  // D3D12_HIT_GROUP_TYPE

// One subobject; only the fields of its kind are meaningful (the others stay zero/empty).
struct Subobject {
  SubobjectKind kind = SubobjectKind::StateObjectConfig;
  std::string name;
  // StateObjectConfig: D3D12_STATE_OBJECT_FLAGS.
  uint32_t stateObjectFlags = 0;
  // Global/LocalRootSignature: the serialized RTS0 bytes as stored, and their parse.
  std::vector<uint8_t> rootSignatureBytes;
  RootSignature rootSignature;
  // SubobjectToExportsAssociation: the subobject's name and the exports (shader or hit-group
  // names) it applies to; an empty list is a default association.
  std::string associatedSubobject;
  std::vector<std::string> exports;
  // RaytracingShaderConfig.
  uint32_t maxPayloadSizeInBytes = 0, maxAttributeSizeInBytes = 0;
  // RaytracingPipelineConfig and RaytracingPipelineConfig1 (flags: D3D12_RAYTRACING_PIPELINE_FLAGS,
  // config1 only).
  uint32_t maxTraceRecursionDepth = 0, pipelineFlags = 0;
  // HitGroup: an empty name = no such shader.
  HitGroupType hitGroupType = HitGroupType::Triangle;
  std::string anyHit, closestHit, intersection;
};

// Reads the subobjects of a DXBC container (in the RDAT part's order). A container without an
// RDAT part, or whose RDAT has no subobject table, has none; one with SM 4/5 bytecode fails
// (refuseSm4Bytecode). Every count, offset, string and index in the part is checked; an
// embedded root signature must parse and validate.
Result<std::vector<Subobject>> readSubobjects(std::span<const uint8_t> dxbc);

// The same from the RDAT part's data (the bytes after the part header).
Result<std::vector<Subobject>> parseRdatSubobjects(std::span<const uint8_t> rdat);

}  // namespace dxsv::container
