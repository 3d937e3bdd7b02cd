// WriteSamplerFeedback*: beside a texture, D3D keeps a feedback map of which mip levels (and
// which regions of them) samples of it would read. The layout is the one vkd3d-proton creates
// and resolves: the map is an R32G32_UINT image (here an R64ui one: each texel is one 64-bit
// word) with a texel per mip region of mip 0, and the low 4 bits of its width and height hold
// log2 of the region size in texels. Mip level m owns the 4 bits at 4m of a texel: bit 0 says
// the region at mip m's region coordinate was read (bits 1-3, a read reaching the right, lower
// and lower-right neighbours, are not written here). Both feedback kinds (MinMip and
// MipRegionUsed) are written alike; the layer resolves them.
//
// Which levels and texels a sample reads depends on the sampler's filters, which the shader
// cannot see: the two levels around the LOD are recorded (a linear mip filter reads both;
// MinMip keeps the finer) and the texel under the sample point (a point filter's footprint),
// the coordinate wrapping outside [0, 1].
#include <spirv/unified1/GLSL.std.450.h>

#include "common/escape.h"
#include "spirv/emit_resources.h"

namespace dxsv::spirv {

namespace {

// The LOD the sample would compute, before the view's mip range clamps it.
Result<uint32_t> sampleLod(EmitContext& ctx, const ir::Instr& instr, const BoundResource& texture, uint32_t image,
                           uint32_t uv, bool arrayed) {
  uint32_t f32 = ctx.f32(), v2f = ctx.b.typeVector(f32, 2), u32 = ctx.u32();
  switch (ir::SampleMode(instr.lits.at(0))) {
    case ir::SampleMode::Level: return ctx.value(instr.args[4]);
    case ir::SampleMode::Implicit:
    case ir::SampleMode::Bias: {
      needDerivatives(ctx);
      auto combined = sampledImage(ctx, texture, instr.args[2]);
      if (!combined) return combined.takeError();
      // Component 1: the LOD from the derivatives, not yet clamped to the mip range.
      uint32_t lod = ctx.op(spv::OpCompositeExtract, f32, {ctx.op(spv::OpImageQueryLod, v2f, {*combined, uv}), 1});
      if (ir::SampleMode(instr.lits[0]) == ir::SampleMode::Bias) lod = ctx.op(spv::OpFAdd, f32, {lod, ctx.value(instr.args[4])});
      return lod;
    }
    case ir::SampleMode::Grad: {
      // Isotropic: log2 of the longer gradient, in texels of mip 0.
      uint32_t size = ctx.op(spv::OpImageQuerySizeLod, ctx.b.typeVector(u32, arrayed ? 3 : 2), {image, ctx.u32Const(0)});
      if (arrayed) size = ctx.op(spv::OpVectorShuffle, ctx.b.typeVector(u32, 2), {size, size, 0, 1});
      uint32_t texels = ctx.op(spv::OpConvertUToF, v2f, {size});
      uint32_t dx = ctx.op(spv::OpFMul, v2f, {ctx.value(instr.args[5]), texels});
      uint32_t dy = ctx.op(spv::OpFMul, v2f, {ctx.value(instr.args[6]), texels});
      uint32_t longest = ctx.glsl(f32, GLSLstd450NMax, {ctx.op(spv::OpDot, f32, {dx, dx}), ctx.op(spv::OpDot, f32, {dy, dy})});
      return ctx.op(spv::OpFMul, f32, {ctx.floatConst(f32, 32, 0.5), ctx.glsl(f32, GLSLstd450Log2, {longest})});
    }
    default: return ctx.error("sampler feedback with sample mode " + std::to_string(instr.lits[0]));
  }
}

}  // namespace

Result<bool> emitSamplerFeedback(EmitContext& ctx, const ir::Instr& instr) {
  if (instr.op != ir::Op::SamplerFeedback) return false;
  auto map = boundResource(ctx, instr.args[0]);
  if (!map) return map.takeError();
  auto texture = boundResource(ctx, instr.args[1]);
  if (!texture) return texture.takeError();
  if (!map->var->int64Texels || texture->var->imageType == 0)
    return ctx.error("sampler feedback into '" + escapeText(map->resource->name) + "', which is not a feedback texture");
  Builder& b = ctx.b;
  b.capability(spv::CapabilityImageQuery);
  b.capability(spv::CapabilityInt64Atomics);
  bool arrayed = map->resource->kind == ir::ResourceKind::FeedbackTexture2DArray;
  uint32_t f32 = ctx.f32(), u32 = ctx.u32(), u64 = b.typeInt(64);
  uint32_t v2f = b.typeVector(f32, 2), v2u = b.typeVector(u32, 2), v3u = b.typeVector(u32, 3);
  uint32_t image = loadDescriptor(ctx, *texture);
  uint32_t coord = ctx.value(instr.args[3]);
  uint32_t uv = arrayed ? ctx.op(spv::OpVectorShuffle, v2f, {coord, coord, 0, 1}) : coord;

  auto lod = sampleLod(ctx, instr, *texture, image, uv, arrayed);
  if (!lod) return lod.takeError();
  uint32_t level = *lod;
  if (instr.args[7] != ir::kNoValue) level = ctx.glsl(f32, GLSLstd450NMax, {level, ctx.value(instr.args[7])});
  // The view's mip range (NClamp: NaN and -inf give level 0).
  uint32_t lastLevel = ctx.op(spv::OpISub, u32, {ctx.op(spv::OpImageQueryLevels, u32, {image}), ctx.u32Const(1)});
  level = ctx.glsl(f32, GLSLstd450NClamp, {level, ctx.floatConst(f32, 32, 0.0), ctx.op(spv::OpConvertUToF, f32, {lastLevel})});
  uint32_t mips[2] = {ctx.op(spv::OpConvertFToU, u32, {ctx.glsl(f32, GLSLstd450Floor, {level})}),
                      ctx.op(spv::OpConvertFToU, u32, {ctx.glsl(f32, GLSLstd450Ceil, {level})})};

  // The map: region size from the low bits of its size; writes stay inside it.
  uint32_t mapImage = loadDescriptor(ctx, *map);
  uint32_t mapSize = ctx.op(spv::OpImageQuerySize, arrayed ? v3u : v2u, {mapImage});
  if (arrayed) mapSize = ctx.op(spv::OpVectorShuffle, v2u, {mapSize, mapSize, 0, 1});
  uint32_t fifteen = b.constantComposite(v2u, {ctx.u32Const(15), ctx.u32Const(15)});
  uint32_t one2 = b.constantComposite(v2u, {ctx.u32Const(1), ctx.u32Const(1)});
  uint32_t regionLog2 = ctx.op(spv::OpBitwiseAnd, v2u, {mapSize, fifteen});
  uint32_t lastRegion = ctx.op(spv::OpISub, v2u, {mapSize, one2});
  uint32_t layer = 0;
  if (arrayed) {  // D3D rounds the layer to nearest even, then clamps it to the array
    uint32_t size = ctx.op(spv::OpImageQuerySizeLod, v3u, {image, ctx.u32Const(0)});
    uint32_t lastLayer = ctx.op(spv::OpISub, u32, {ctx.op(spv::OpCompositeExtract, u32, {size, 2}), ctx.u32Const(1)});
    uint32_t z = ctx.glsl(f32, GLSLstd450RoundEven, {ctx.op(spv::OpCompositeExtract, f32, {coord, 2})});
    z = ctx.glsl(f32, GLSLstd450NClamp, {z, ctx.floatConst(f32, 32, 0.0), ctx.op(spv::OpConvertUToF, f32, {lastLayer})});
    layer = ctx.op(spv::OpConvertFToU, u32, {z});
  }
  // Outside [0, 1] the coordinate wraps, as under D3D's default address mode.
  uint32_t wrappedUv = ctx.glsl(v2f, GLSLstd450Fract, {uv});
  uint32_t pointer64 = b.typePointer(spv::StorageClassImage, map->var->elementType);
  for (uint32_t mip : mips) {
    // The texel of mip `mip` under the sample point, and its region.
    uint32_t size = ctx.op(spv::OpImageQuerySizeLod, arrayed ? v3u : v2u, {image, mip});
    if (arrayed) size = ctx.op(spv::OpVectorShuffle, v2u, {size, size, 0, 1});
    uint32_t texel = ctx.op(spv::OpConvertFToU, v2u,
                            {ctx.glsl(v2f, GLSLstd450Floor, {ctx.op(spv::OpFMul, v2f, {wrappedUv, ctx.op(spv::OpConvertUToF, v2f, {size})})})});
    texel = ctx.glsl(v2u, GLSLstd450UMin, {texel, ctx.op(spv::OpISub, v2u, {size, one2})});
    uint32_t region = ctx.glsl(v2u, GLSLstd450UMin, {ctx.op(spv::OpShiftRightLogical, v2u, {texel, regionLog2}), lastRegion});
    if (arrayed)
      region = ctx.op(spv::OpCompositeConstruct, v3u,
                      {ctx.op(spv::OpCompositeExtract, u32, {region, 0}), ctx.op(spv::OpCompositeExtract, u32, {region, 1}), layer});
    uint32_t pointer = ctx.op(spv::OpImageTexelPointer, pointer64, {map->access->base, region, ctx.u32Const(0)});
    if (map->access->nonUniform) b.decorate(pointer, spv::DecorationNonUniform);
    uint32_t bit = ctx.op(spv::OpShiftLeftLogical, u64,
                          {b.constant(u64, 1, 64), ctx.op(spv::OpUConvert, u64, {ctx.op(spv::OpIMul, u32, {mip, ctx.u32Const(4)})})});
    if (map->var->elementType != u64) bit = ctx.bitcast(map->var->elementType, bit);
    ctx.op(spv::OpAtomicOr, map->var->elementType, {pointer, ctx.u32Const(spv::ScopeDevice), ctx.u32Const(0), bit});
  }
  return true;
}

}  // namespace dxsv::spirv
