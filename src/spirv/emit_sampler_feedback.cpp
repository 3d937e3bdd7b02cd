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
// MinMip keeps the finer), the coordinate wrapping outside [0, 1]. Level and Grad forms mark
// the texel under the sample point; implicit-LOD forms mark every region under the box an
// anisotropic (or bilinear) read covers (reference/handwritten/sampler_feedback_aniso.model.py).
#include <spirv/unified1/GLSL.std.450.h>

#include <limits>

#include "common/escape.h"
#include "spirv/emit_resources.h"

namespace dxsv::spirv {

namespace {

// An implicit sample's footprint in texels of mip 0: the derivatives and their squared lengths.
struct Footprint {
  uint32_t dx = 0, dy = 0, lx = 0, ly = 0;
};

struct SampleLod {
  uint32_t lod = 0;
  uint32_t queried = 0;  // implicit forms: the driver's LOD before the bias (0: none)
  Footprint footprint{};  // implicit forms
};

// The derivatives of `uv`, or the given gradients (Grad forms), in texels of mip 0.
Footprint footprintOf(EmitContext& ctx, uint32_t image, uint32_t uv, bool arrayed, uint32_t gradX = 0, uint32_t gradY = 0) {
  Builder& b = ctx.b;
  uint32_t f32 = ctx.f32(), v2f = b.typeVector(f32, 2), u32 = ctx.u32();
  uint32_t size = ctx.op(spv::OpImageQuerySizeLod, b.typeVector(u32, arrayed ? 3 : 2), {image, ctx.u32Const(0)});
  if (arrayed) size = ctx.op(spv::OpVectorShuffle, b.typeVector(u32, 2), {size, size, 0, 1});
  uint32_t texels = ctx.op(spv::OpConvertUToF, v2f, {size});
  Footprint fp;
  fp.dx = ctx.op(spv::OpFMul, v2f, {gradX ? gradX : ctx.op(spv::OpDPdx, v2f, {uv}), texels});
  fp.dy = ctx.op(spv::OpFMul, v2f, {gradY ? gradY : ctx.op(spv::OpDPdy, v2f, {uv}), texels});
  fp.lx = ctx.op(spv::OpDot, f32, {fp.dx, fp.dx});
  fp.ly = ctx.op(spv::OpDot, f32, {fp.dy, fp.dy});
  return fp;
}

// The exact LOD of an implicit sample's footprint that the driver's `queried` LOD rounds (within
// 1.5/256): log2 of the longer axis (isotropic or within the anisotropy limit of 1) or of the
// shorter one (anisotropic below the sampler's limit); NaN when neither is that close.
uint32_t exactLod(EmitContext& ctx, const Footprint& fp, uint32_t queried) {
  uint32_t f32 = ctx.f32(), boolType = ctx.b.typeBool(), lx = fp.lx, ly = fp.ly;
  uint32_t half = ctx.floatConst(f32, 32, 0.5), tolerance = ctx.floatConst(f32, 32, 1.5 / 256);
  uint32_t longer = ctx.op(spv::OpFMul, f32, {half, ctx.glsl(f32, GLSLstd450Log2, {ctx.glsl(f32, GLSLstd450NMax, {lx, ly})})});
  uint32_t shorter = ctx.op(spv::OpFMul, f32, {half, ctx.glsl(f32, GLSLstd450Log2, {ctx.glsl(f32, GLSLstd450NMin, {lx, ly})})});
  auto near = [&](uint32_t candidate) {
    uint32_t distance = ctx.glsl(f32, GLSLstd450FAbs, {ctx.op(spv::OpFSub, f32, {queried, candidate})});
    return ctx.op(spv::OpFOrdLessThanEqual, boolType, {distance, tolerance});
  };
  uint32_t nan = ctx.floatConst(f32, 32, std::numeric_limits<double>::quiet_NaN());
  uint32_t orShorter = ctx.op(spv::OpSelect, f32, {near(shorter), shorter, nan});
  return ctx.op(spv::OpSelect, f32, {near(longer), longer, orShorter});
}

// The LOD the sample would compute, before the view's mip range clamps it.
Result<SampleLod> sampleLod(EmitContext& ctx, const ir::Instr& instr, const BoundResource& texture, uint32_t image,
                           uint32_t uv, bool arrayed) {
  uint32_t f32 = ctx.f32(), v2f = ctx.b.typeVector(f32, 2);
  switch (ir::SampleMode(instr.lits.at(0))) {
    case ir::SampleMode::Level: return SampleLod{ctx.value(instr.args[4])};
    case ir::SampleMode::Implicit:
    case ir::SampleMode::Bias: {
      needDerivatives(ctx);
      auto combined = sampledImage(ctx, texture, instr.args[2]);
      if (!combined) return combined.takeError();
      // Component 1: the LOD from the derivatives (and the sampler's anisotropy), not yet
      // clamped to the mip range.
      uint32_t queried = ctx.op(spv::OpCompositeExtract, f32, {ctx.op(spv::OpImageQueryLod, v2f, {*combined, uv}), 1});
      // The driver's LOD may come already cut to 8 fraction bits (NVIDIA gives 255/256 for
      // 0.9999945, a derivative that fp32 rounding left 2^-17 short of 2, where D3D reads mip 1
      // only). When it matches a LOD the footprint gives exactly (log2 of its longer or, fully
      // anisotropic, shorter axis), that value is used, and a value within 1/128 of a step
      // below the next 1/256 step counts as reaching it.
      Footprint fp = footprintOf(ctx, image, uv, arrayed);
      uint32_t exact = exactLod(ctx, fp, queried);
      uint32_t unmatched = ctx.op(spv::OpIsNan, ctx.b.typeBool(), {exact});
      uint32_t lod = ctx.op(spv::OpSelect, f32, {unmatched, queried, exact});
      if (ir::SampleMode(instr.lits[0]) == ir::SampleMode::Bias) lod = ctx.op(spv::OpFAdd, f32, {lod, ctx.value(instr.args[4])});
      // D3D's LOD has 8 fraction bits: a bias under 1/256 does not reach the next mip.
      uint32_t steps = ctx.floatConst(f32, 32, 256.0);
      uint32_t scaled = ctx.op(spv::OpFMul, f32, {lod, steps});
      uint32_t slack = ctx.op(spv::OpSelect, f32, {unmatched, ctx.floatConst(f32, 32, 0.0), ctx.floatConst(f32, 32, 1.0 / 128)});
      uint32_t cut = ctx.glsl(f32, GLSLstd450Floor, {ctx.op(spv::OpFAdd, f32, {scaled, slack})});
      lod = ctx.op(spv::OpFDiv, f32, {cut, steps});
      return SampleLod{lod, queried, fp};
    }
    case ir::SampleMode::Grad: {
      // Isotropic: log2 of the longer gradient, in texels of mip 0.
      Footprint fp = footprintOf(ctx, image, uv, arrayed, ctx.value(instr.args[5]), ctx.value(instr.args[6]));
      uint32_t longest = ctx.glsl(f32, GLSLstd450NMax, {fp.lx, fp.ly});
      return SampleLod{ctx.op(spv::OpFMul, f32, {ctx.floatConst(f32, 32, 0.5), ctx.glsl(f32, GLSLstd450Log2, {longest})})};
    }
    default: return ctx.error("sampler feedback with sample mode " + std::to_string(instr.lits[0]));
  }
}

// Implicit forms: how far an anisotropic read spreads beyond the bilinear half texel along each
// axis, in texels of the LOD's mip: 0.5 * (taps - 1) * |unit major axis|. The driver's LOD gives
// away the sampler's anisotropy (taps = Pmax / 2^queried, 1 to 16; 1 for a non-anisotropic
// one), bounded by the footprint's own eccentricity Pmax / Pmin: a driver whose LOD metric is
// not the gradient length (NVIDIA on diagonal gradients) would otherwise see anisotropy in an
// isotropic footprint. The hardware rounds taps up to a power of two (1/128 absorbs derivative
// rounding).
uint32_t anisoSpread(EmitContext& ctx, const Footprint& fp, uint32_t queried) {
  Builder& b = ctx.b;
  uint32_t f32 = ctx.f32(), v2f = b.typeVector(f32, 2), boolType = b.typeBool();
  uint32_t dx = fp.dx, dy = fp.dy, lx = fp.lx, ly = fp.ly;
  uint32_t xMajor = ctx.op(spv::OpFOrdGreaterThanEqual, boolType, {lx, ly});
  uint32_t major = ctx.op(spv::OpSelect, v2f, {ctx.op(spv::OpCompositeConstruct, b.typeVector(boolType, 2), {xMajor, xMajor}), dx, dy});
  uint32_t pmax = ctx.glsl(f32, GLSLstd450Sqrt, {ctx.glsl(f32, GLSLstd450NMax, {lx, ly})});
  uint32_t taps = ctx.op(spv::OpFMul, f32, {pmax, ctx.glsl(f32, GLSLstd450Exp2, {ctx.op(spv::OpFNegate, f32, {queried})})});
  // Pmax / Pmin: infinite for a degenerate footprint, NaN when both are 0 (NMin ignores NaN).
  uint32_t pmin = ctx.glsl(f32, GLSLstd450Sqrt, {ctx.glsl(f32, GLSLstd450NMin, {lx, ly})});
  uint32_t eccentricity = ctx.op(spv::OpFDiv, f32, {pmax, pmin});
  uint32_t most = ctx.glsl(f32, GLSLstd450NMin, {ctx.floatConst(f32, 32, 16.0), eccentricity});
  taps = ctx.glsl(f32, GLSLstd450NClamp, {taps, ctx.floatConst(f32, 32, 1.0), most});
  uint32_t log2Taps = ctx.op(spv::OpFSub, f32, {ctx.glsl(f32, GLSLstd450Log2, {taps}), ctx.floatConst(f32, 32, 1.0 / 128)});
  taps = ctx.glsl(f32, GLSLstd450Exp2, {ctx.glsl(f32, GLSLstd450Ceil, {log2Taps})});
  // |major| / Pmax, NaN-free when the derivatives are 0 or infinite.
  uint32_t length = ctx.glsl(f32, GLSLstd450NMax, {pmax, ctx.floatConst(f32, 32, 1.17549435e-38)});
  uint32_t unit = ctx.op(spv::OpFDiv, v2f, {ctx.glsl(v2f, GLSLstd450FAbs, {major}), ctx.op(spv::OpCompositeConstruct, v2f, {length, length})});
  uint32_t zero = ctx.floatConst(f32, 32, 0.0), one = ctx.floatConst(f32, 32, 1.0);
  unit = ctx.glsl(v2f, GLSLstd450NClamp, {unit, b.constantComposite(v2f, {zero, zero}), b.constantComposite(v2f, {one, one})});
  uint32_t half = ctx.op(spv::OpFMul, f32, {ctx.floatConst(f32, 32, 0.5), ctx.op(spv::OpFSub, f32, {taps, one})});
  return ctx.op(spv::OpVectorTimesScalar, v2f, {unit, half});
}

// A helper function ORing `bit` into the map texels of regions `first` to `last` (inclusive),
// one per map pointer type: a footprint may cover many small regions, and a loop in a helper
// leaves the caller's block whole.
uint32_t markRegionsFunction(EmitContext& ctx, const BoundResource& map, bool arrayed) {
  std::string name = "feedback_mark_regions_" + std::to_string(map.var->pointerToBlock) + (map.access->nonUniform ? "_nonuniform" : "");
  if (auto it = ctx.helperFunctions.find(name); it != ctx.helperFunctions.end()) return it->second;
  Builder& b = ctx.b;
  HelperFunctionScope aside(ctx);
  uint32_t u32 = ctx.u32(), v2u = b.typeVector(u32, 2), element = map.var->elementType, voidType = b.typeVoid();
  uint32_t fn = b.newId(), image = b.newId(), first = b.newId(), last = b.newId(), layer = b.newId(), bit = b.newId();
  b.name(fn, name);
  b.op(spv::OpFunction, {voidType, fn, uint32_t(spv::FunctionControlMaskNone),
                         b.typeFunction(voidType, {map.var->pointerToBlock, v2u, v2u, u32, element})});
  for (auto [id, type] : {std::pair{image, map.var->pointerToBlock}, {first, v2u}, {last, v2u}, {layer, u32}, {bit, element}})
    b.op(spv::OpFunctionParameter, {type, id});
  uint32_t entry = b.newId(), header = b.newId(), body = b.newId(), latch = b.newId(), merge = b.newId();
  uint32_t i = b.newId(), next = b.newId();
  b.op(spv::OpLabel, {entry});
  uint32_t extent = ctx.op(spv::OpIAdd, v2u, {ctx.op(spv::OpISub, v2u, {last, first}), b.constantComposite(v2u, {ctx.u32Const(1), ctx.u32Const(1)})});
  uint32_t width = ctx.op(spv::OpCompositeExtract, u32, {extent, 0});
  uint32_t count = ctx.op(spv::OpIMul, u32, {width, ctx.op(spv::OpCompositeExtract, u32, {extent, 1})});
  b.op(spv::OpBranch, {header});
  b.op(spv::OpLabel, {header});
  b.op(spv::OpPhi, {u32, i, ctx.u32Const(0), entry, next, latch});
  uint32_t more = ctx.op(spv::OpULessThan, b.typeBool(), {i, count});
  b.op(spv::OpLoopMerge, {merge, latch, uint32_t(spv::LoopControlMaskNone)});
  b.op(spv::OpBranchConditional, {more, body, merge});
  b.op(spv::OpLabel, {body});
  uint32_t x = ctx.op(spv::OpIAdd, u32, {ctx.op(spv::OpCompositeExtract, u32, {first, 0}), ctx.op(spv::OpUMod, u32, {i, width})});
  uint32_t y = ctx.op(spv::OpIAdd, u32, {ctx.op(spv::OpCompositeExtract, u32, {first, 1}), ctx.op(spv::OpUDiv, u32, {i, width})});
  uint32_t region = arrayed ? ctx.op(spv::OpCompositeConstruct, b.typeVector(u32, 3), {x, y, layer}) : ctx.op(spv::OpCompositeConstruct, v2u, {x, y});
  uint32_t pointer = ctx.op(spv::OpImageTexelPointer, b.typePointer(spv::StorageClassImage, element), {image, region, ctx.u32Const(0)});
  if (map.access->nonUniform) b.decorate(pointer, spv::DecorationNonUniform);
  ctx.op(spv::OpAtomicOr, element, {pointer, ctx.u32Const(spv::ScopeDevice), ctx.u32Const(0), bit});
  b.op(spv::OpBranch, {latch});
  b.op(spv::OpLabel, {latch});
  b.op(spv::OpIAdd, {u32, next, i, ctx.u32Const(1)});
  b.op(spv::OpBranch, {header});
  b.op(spv::OpLabel, {merge});
  b.op(spv::OpReturn, {});
  b.op(spv::OpFunctionEnd, {});
  ctx.helperFunctions[name] = fn;
  return fn;
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
  uint32_t level = lod->lod;
  if (instr.args[7] != ir::kNoValue) level = ctx.glsl(f32, GLSLstd450NMax, {level, ctx.value(instr.args[7])});
  // The view's mip range (NClamp: NaN and -inf give level 0).
  uint32_t lastLevel = ctx.op(spv::OpISub, u32, {ctx.op(spv::OpImageQueryLevels, u32, {image}), ctx.u32Const(1)});
  level = ctx.glsl(f32, GLSLstd450NClamp, {level, ctx.floatConst(f32, 32, 0.0), ctx.op(spv::OpConvertUToF, f32, {lastLevel})});
  uint32_t mipLevels[2] = {ctx.glsl(f32, GLSLstd450Floor, {level}), ctx.glsl(f32, GLSLstd450Ceil, {level})};
  uint32_t spread = lod->queried ? anisoSpread(ctx, lod->footprint, lod->queried) : 0;

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
  uint32_t zero2 = b.constantComposite(v2f, {ctx.floatConst(f32, 32, 0.0), ctx.floatConst(f32, 32, 0.0)});
  for (uint32_t mipLevel : mipLevels) {
    uint32_t mip = ctx.op(spv::OpConvertFToU, u32, {mipLevel});
    uint32_t size = ctx.op(spv::OpImageQuerySizeLod, arrayed ? v3u : v2u, {image, mip});
    if (arrayed) size = ctx.op(spv::OpVectorShuffle, v2u, {size, size, 0, 1});
    uint32_t lastTexel = ctx.op(spv::OpISub, v2u, {size, one2});
    uint32_t point = ctx.op(spv::OpFMul, v2f, {wrappedUv, ctx.op(spv::OpConvertUToF, v2f, {size})});
    // The region of the texel of mip `mip` at `at`, clamped into the mip and the map.
    auto regionAt = [&](uint32_t at) {
      uint32_t texel = ctx.glsl(v2f, GLSLstd450NClamp, {at, zero2, ctx.op(spv::OpConvertUToF, v2f, {lastTexel})});
      texel = ctx.glsl(v2u, GLSLstd450UMin, {ctx.op(spv::OpConvertFToU, v2u, {ctx.glsl(v2f, GLSLstd450Floor, {texel})}), lastTexel});
      return ctx.glsl(v2u, GLSLstd450UMin, {ctx.op(spv::OpShiftRightLogical, v2u, {texel, regionLog2}), lastRegion});
    };
    uint32_t bit = ctx.op(spv::OpShiftLeftLogical, u64,
                          {b.constant(u64, 1, 64), ctx.op(spv::OpUConvert, u64, {ctx.op(spv::OpIMul, u32, {mip, ctx.u32Const(4)})})});
    if (map->var->elementType != u64) bit = ctx.bitcast(map->var->elementType, bit);
    if (spread) {
      // The box the read covers: half a texel plus the anisotropic spread, which is in texels of
      // the LOD's mip (twice as many texels of the finer mip, half as many of the coarser).
      uint32_t scale = ctx.glsl(f32, GLSLstd450Exp2, {ctx.op(spv::OpFSub, f32, {level, mipLevel})});
      uint32_t halfTexel = ctx.floatConst(f32, 32, 0.5);
      uint32_t reach = ctx.op(spv::OpFAdd, v2f, {ctx.op(spv::OpVectorTimesScalar, v2f, {spread, scale}),
                                                  b.constantComposite(v2f, {halfTexel, halfTexel})});
      uint32_t first = regionAt(ctx.op(spv::OpFSub, v2f, {point, reach}));
      uint32_t last = regionAt(ctx.op(spv::OpFAdd, v2f, {point, reach}));
      ctx.op(spv::OpFunctionCall, b.typeVoid(),
             {markRegionsFunction(ctx, *map, arrayed), map->access->base, first, last, arrayed ? layer : ctx.u32Const(0), bit});
      continue;
    }
    uint32_t region = regionAt(point);  // the texel under the sample point
    if (arrayed)
      region = ctx.op(spv::OpCompositeConstruct, v3u,
                      {ctx.op(spv::OpCompositeExtract, u32, {region, 0}), ctx.op(spv::OpCompositeExtract, u32, {region, 1}), layer});
    uint32_t pointer = ctx.op(spv::OpImageTexelPointer, pointer64, {map->access->base, region, ctx.u32Const(0)});
    if (map->access->nonUniform) b.decorate(pointer, spv::DecorationNonUniform);
    ctx.op(spv::OpAtomicOr, map->var->elementType, {pointer, ctx.u32Const(spv::ScopeDevice), ctx.u32Const(0), bit});
  }
  return true;
}

}  // namespace dxsv::spirv
