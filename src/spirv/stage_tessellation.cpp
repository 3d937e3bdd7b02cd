// Patch-constant interface and domain execution mode shared by the hull and domain stages.
#include "spirv/stage_tessellation.h"

#include <algorithm>

namespace dxsv::spirv {

namespace {

const char* domainName(ir::TessDomain domain) {
  switch (domain) {
    case ir::TessDomain::Tri: return "tri";
    case ir::TessDomain::Quad: return "quad";
    case ir::TessDomain::IsoLine: return "isoline";
    default: return "undefined";
  }
}

// How many outer and inner factors a D3D domain has.
uint32_t factorCount(ir::TessDomain domain, bool outer) {
  switch (domain) {
    case ir::TessDomain::Tri: return outer ? 3 : 1;
    case ir::TessDomain::Quad: return outer ? 4 : 2;
    case ir::TessDomain::IsoLine: return outer ? 2 : 0;
    default: return 0;
  }
}

}  // namespace

Result<TessLevelSlot> tessLevelSlot(ir::TessDomain domain, ir::SemanticKind kind, uint32_t row) {
  bool outer = kind == ir::SemanticKind::TessFactor;
  if (!outer && kind != ir::SemanticKind::InsideTessFactor) return makeError("not a tessellation factor");
  uint32_t count = factorCount(domain, outer);
  if (row >= count)
    return makeError(std::string(outer ? "SV_TessFactor" : "SV_InsideTessFactor") + " row " + std::to_string(row) +
                     ": the " + domainName(domain) + " domain has " + std::to_string(count) + " such factors");
  // D3D's order is Vulkan's in every domain (see the header), so row r is level r.
  return TessLevelSlot{outer, row};
}

Status declarePatchConstants(EmitContext& ctx, IoInterface& patch, bool output) {
  const ir::EntryPoint& entry = ctx.entry;
  // The control points (hull outputs, domain inputs) count up from Location 0, the patch
  // constants down from kPatchLocationTop: they must not meet.
  int32_t controlPointEnd = 0, patchStart = kPatchLocationTop + 1;
  for (const ir::SignatureElement& e : output ? entry.outputs : entry.inputs)
    if (e.kind == ir::SemanticKind::Arbitrary && e.isPacked()) controlPointEnd = std::max(controlPointEnd, e.startRow + int32_t(e.rows));
  for (const ir::SignatureElement& e : entry.patchConstants)
    if (e.kind == ir::SemanticKind::Arbitrary && e.isPacked()) patchStart = std::min(patchStart, patchConstantSlot(e).location);
  if (controlPointEnd > patchStart)
    return ctx.unsupported("the control points use " + std::to_string(controlPointEnd) + " registers and the patch constants " +
                           std::to_string(kPatchLocationTop + 1 - patchStart) + ": more than the " + std::to_string(kPatchLocationTop + 1) + " locations both share");
  for (const ir::SignatureElement& e : entry.patchConstants) {
    if (e.kind == ir::SemanticKind::Arbitrary) {
      auto var = patch.declareLocation(ctx, e, output, 0, 0, true);
      if (!var) return var.takeError();
      continue;
    }
    if (e.kind != ir::SemanticKind::TessFactor && e.kind != ir::SemanticKind::InsideTessFactor)
      return ctx.unsupported("patch-constant element " + elementName(e) + ": system value not supported there");
    // Every row must have a level; the element's rows are consecutive levels from 0.
    for (uint32_t row = 0; row < e.rows; ++row)
      if (auto slot = tessLevelSlot(entry.tessellation.domain, e.kind, row); !slot)
        return ctx.error("patch-constant element " + elementName(e) + ": " + slot.error().message);
    if (e.cols != 1) return ctx.error("patch-constant element " + elementName(e) + " has more than one column");
    bool outer = e.kind == ir::SemanticKind::TessFactor;
    uint32_t f32 = ctx.f32();
    uint32_t type = ctx.b.typeArray(f32, outer ? 4 : 2);
    spv::BuiltIn builtin = outer ? spv::BuiltInTessLevelOuter : spv::BuiltInTessLevelInner;
    uint32_t variable = patch.builtinVariable(ctx, builtin, type, output);
    ctx.b.decorate(variable, spv::DecorationPatch);
    IoVar var;
    var.variable = variable;
    var.componentType = f32;
    var.flatArray = true;  // row r -> element r (tessLevelSlot)
    var.flatBase = 0;
    var.flatColumns = 1;
    patch.add(output, e.id, var);
  }
  return Status::success();
}

Status domainExecutionMode(EmitContext& ctx, uint32_t entryFunction) {
  spv::ExecutionMode mode;
  switch (ctx.entry.tessellation.domain) {
    case ir::TessDomain::Tri: mode = spv::ExecutionModeTriangles; break;
    case ir::TessDomain::Quad: mode = spv::ExecutionModeQuads; break;
    case ir::TessDomain::IsoLine: mode = spv::ExecutionModeIsolines; break;
    default: return ctx.error("tessellation domain undefined in the entry's state");
  }
  ctx.b.executionMode(entryFunction, mode);
  return Status::success();
}

}  // namespace dxsv::spirv
