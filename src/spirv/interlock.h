// Rasterizer-ordered views (ROVs) → SPV_EXT_fragment_shader_interlock (docs/ARCHITECTURE.md,
// "Semantics we implement on purpose"). A pixel shader that accesses an ROV runs inside one
// critical section: its entry point is a wrapper that begins the interlock, calls the
// shader's entry function and ends the interlock, so Begin and End each run exactly once
// per invocation, in uniform control flow of the entry point, however the shader branches,
// loops, returns early or discards (discard is then always a demote, never OpKill).
#pragma once

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::spirv {

class EmitContext;

// Whether accesses to `resource` are rasterizer-ordered in this translation: an ROV of a
// pixel shader, unless EmitOptions::rasterizerOrderedViewsAsUavs maps ROVs to plain UAVs.
// Such resources are declared Coherent: the interlock orders execution, and Coherent makes
// one invocation's writes visible to the next one in the critical section.
bool rasterizerOrdered(const EmitContext& ctx, const ir::Resource& resource);

// Whether the shader takes a handle to a rasterizer-ordered resource anywhere (any function):
// only then does it get an interlock.
bool usesInterlock(const EmitContext& ctx);

// Whether the pixel shader runs per sample (SV_SampleIndex, or an input interpolated at
// `sample`): D3D orders ROV accesses per sample then, per pixel otherwise.
bool runsPerSample(const EmitContext& ctx);

// The wrapper entry function (Begin; call the entry's function; End; return), built into
// EmitContext::helperCode; returns its id.
uint32_t buildInterlockWrapper(EmitContext& ctx);

// The capability, extension and execution mode of the interlock, on the wrapper `entry`.
void declareInterlockMode(EmitContext& ctx, uint32_t entry);

}  // namespace dxsv::spirv
