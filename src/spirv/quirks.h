// Per-game shader quirks (EmitOptions::shaderQuirks, DXSV_QUIRK_* bits; docs/ARCHITECTURE.md,
// "Shader quirks"). Each quirk is applied where its op is emitted; this header has the test
// and the helpers that are not one family's.
#pragma once

#include <vector>

#include "spirv/emit_context.h"
#include "spirv/emit_resources.h"

namespace dxsv::spirv {

inline bool quirk(const EmitContext& ctx, uint32_t bit) { return (ctx.options.shaderQuirks & bit) != 0; }

// AGGRESSIVE_NONUNIFORM (quirks_uniform.cpp): per value id, whether it is provably the same in
// every lane: constants, and values computed (no Phi, no memory but cbuffer loads) only from
// such values. Everything else is taken as non-uniform.
std::vector<bool> uniformValues(const ir::Module& module);

// ASSUME_BROKEN_SUB_8x8_CUBE_MIPS (quirks_cube_mips.cpp): for a sample of a TextureCube(Array)
// (`sampled` its OpSampledImage, `coord` the IR coordinate, layer last for arrays), the LOD
// operand (Level) or bias (Implicit, Bias; 0 for Implicit) that keeps the sample on mips of
// at least 8x8 texels. Grad samples are not changed.
uint32_t clampedCubeLod(EmitContext& ctx, const BoundResource& image, uint32_t lod);
uint32_t clampedCubeBias(EmitContext& ctx, const BoundResource& image, uint32_t sampled, ir::ValueId coord, uint32_t bias);

}  // namespace dxsv::spirv
