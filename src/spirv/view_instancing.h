// View instancing (D3D12_VIEW_INSTANCING_DESC) on Vulkan multiview, as the layer sets it up
// (dxsv_options.view_instancing; docs/ARCHITECTURE.md, "View instancing"): the multiview
// ViewIndex is the instance's RenderTargetArrayIndex, and two specialization constants map it
// back to SV_ViewID and the ViewID to the instance's ViewportArrayIndex. The stage files call
// these where they read ViewIndex or write ViewportIndex.
#pragma once

#include "spirv/emit_context.h"

namespace dxsv::spirv {

// Whether SV_ViewID goes through the view-index table (otherwise it is ViewIndex itself).
bool mapsViewId(const EmitOptions& options);
// SV_ViewID of a u32 ViewIndex: (table >> 2 * viewIndex) & 3; `viewIndex` itself when the
// table is not in use.
uint32_t viewIdOf(EmitContext& ctx, uint32_t viewIndex);
// Whether this (last pre-rasterization) stage adds the view instance's viewport to the
// viewport index it writes.
bool routesViewport(const EmitOptions& options);
// The invocation's view instance's ViewportArrayIndex as a u32: (table >> 8 * ViewID) & 0xff.
uint32_t instanceViewport(EmitContext& ctx);

}  // namespace dxsv::spirv
