// ASSUME_BROKEN_SUB_8x8_CUBE_MIPS: a game's cubemap importance-sampling pass leaves garbage in
// the mips smaller than 8x8, which its sampling then reads. Samples of cube textures are kept
// on the last mip of at least 8x8 texels: m = min(levels - 1, findMSB(width) - 3), or mip 0
// when the cube itself is smaller than 8x8.
#include <spirv/unified1/GLSL.std.450.h>

#include "spirv/quirks.h"

namespace dxsv::spirv {

namespace {

// m above, as a float.
uint32_t lastLargeMip(EmitContext& ctx, const BoundResource& image) {
  Builder& b = ctx.b;
  b.capability(spv::CapabilityImageQuery);
  uint32_t u32 = ctx.u32(), boolType = b.typeBool();
  bool arrayed = image.resource->kind == ir::ResourceKind::TextureCubeArray;
  uint32_t loaded = loadDescriptor(ctx, image);
  uint32_t size = ctx.op(spv::OpImageQuerySizeLod, b.typeVector(u32, arrayed ? 3 : 2), {loaded, ctx.u32Const(0)});
  uint32_t width = ctx.op(spv::OpCompositeExtract, u32, {size, 0});
  uint32_t levels = ctx.op(spv::OpImageQueryLevels, u32, {loaded});
  uint32_t lastLevel = ctx.op(spv::OpISub, u32, {levels, ctx.u32Const(1)});
  uint32_t msb = ctx.glsl(u32, GLSLstd450FindUMsb, {width});
  uint32_t last8x8 = ctx.op(spv::OpISub, u32, {msb, ctx.u32Const(3)});  // wraps below 8: selected away
  uint32_t small = ctx.op(spv::OpULessThan, boolType, {width, ctx.u32Const(8)});
  uint32_t top = ctx.op(spv::OpSelect, u32, {small, ctx.u32Const(0), ctx.glsl(u32, GLSLstd450UMin, {lastLevel, last8x8})});
  return ctx.op(spv::OpConvertUToF, ctx.f32(), {top});
}

}  // namespace

uint32_t clampedCubeLod(EmitContext& ctx, const BoundResource& image, uint32_t lod) {
  // NMin: a NaN LOD reads the last large mip.
  return ctx.glsl(ctx.f32(), GLSLstd450NMin, {lod, lastLargeMip(ctx, image)});
}

uint32_t clampedCubeBias(EmitContext& ctx, const BoundResource& image, uint32_t sampled, ir::ValueId coord, uint32_t bias) {
  // The bias is lowered by how far the sample's LOD (OpImageQueryLod's unclamped LOD plus
  // the bias) goes past the limit, so the sample stays implicit (derivatives, anisotropy) and
  // its LOD is min(LOD, limit).
  Builder& b = ctx.b;
  b.capability(spv::CapabilityImageQuery);
  uint32_t f32 = ctx.f32(), v2f = b.typeVector(f32, 2), v3f = b.typeVector(f32, 3);
  uint32_t direction = ctx.value(coord);
  if (image.resource->kind == ir::ResourceKind::TextureCubeArray)  // OpImageQueryLod takes no layer
    direction = ctx.op(spv::OpVectorShuffle, v3f, {direction, direction, 0, 1, 2});
  uint32_t computed = ctx.op(spv::OpCompositeExtract, f32, {ctx.op(spv::OpImageQueryLod, v2f, {sampled, direction}), 1});
  uint32_t lod = ctx.op(spv::OpFAdd, f32, {computed, bias});
  uint32_t excess = ctx.op(spv::OpFSub, f32, {lod, lastLargeMip(ctx, image)});
  excess = ctx.glsl(f32, GLSLstd450NMax, {excess, ctx.floatConst(f32, 32, 0.0)});
  return ctx.op(spv::OpFSub, f32, {bias, excess});
}

}  // namespace dxsv::spirv
