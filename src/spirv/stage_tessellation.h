// What hull (TessellationControl) and domain (TessellationEvaluation) stages share: the
// patch-constant signature as per-patch interface variables, and the tessellation execution
// modes. docs/ARCHITECTURE.md ("Stage interface", "Tessellation") has the rules:
//
// - User patch constants are Patch-decorated variables at Location = start row, Component =
//   start column of the patch-constant signature. Patch and per-vertex variables have
//   separate location spaces in Vulkan, so they do not collide with the control points'.
// - SV_TessFactor row r is TessLevelOuter[r], SV_InsideTessFactor row r TessLevelInner[r],
//   in every domain: D3D's edge order (tri: u=0, v=0, w=0 edges; quad: u=0, v=0, u=1, v=1;
//   isoline: [0] line density = number of lines, [1] line detail = segments per line) is
//   Vulkan's order for the same domain (isolines: outer[0] lines, outer[1] segments).
#pragma once

#include "spirv/stage_io.h"

namespace dxsv::spirv {

// Where one row of a tessellation-factor element lives: TessLevelOuter (outer = true) or
// TessLevelInner, at `index`. Fails for rows the domain has no factor for.
struct TessLevelSlot {
  bool outer = true;
  uint32_t index = 0;
};
Result<TessLevelSlot> tessLevelSlot(ir::TessDomain domain, ir::SemanticKind kind, uint32_t row);

// Declares every element of entry.patchConstants into `patch` (Output in hull shaders, Input
// in domain shaders).
Status declarePatchConstants(EmitContext& ctx, IoInterface& patch, bool output);

// Triangles / Quads / Isolines for the entry's domain.
Status domainExecutionMode(EmitContext& ctx, uint32_t entryFunction);

}  // namespace dxsv::spirv
