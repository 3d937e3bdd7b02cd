// Texture ops: sample, gather, load, store, atomics, queries and sparse residency.
// Texels are vec4s of the image's 32-bit sampled type; ResRet members convert from them
// (16-bit results are sampled in 32 bits, then converted).
#include <array>

#include "common/escape.h"
#include "spirv/emit_resources.h"
#include "spirv/quirks.h"

namespace dxsv::spirv {

Texel splitSparse(EmitContext& ctx, uint32_t result, uint32_t texelType, bool sparse) {
  if (!sparse) return {result, 0};
  return {ctx.op(spv::OpCompositeExtract, texelType, {result, 1}), ctx.op(spv::OpCompositeExtract, ctx.u32(), {result, 0})};
}

uint32_t sparseType(EmitContext& ctx, uint32_t texelType, bool sparse) {
  if (!sparse) return texelType;
  ctx.b.capability(spv::CapabilitySparseResidency);
  return ctx.b.typeStruct({ctx.u32(), texelType});
}

Result<uint32_t> sampledImage(EmitContext& ctx, const BoundResource& image, ir::ValueId samplerHandle) {
  auto sampler = boundResource(ctx, samplerHandle);
  if (!sampler) return sampler.takeError();
  if (sampler->resource->cls != ir::ResourceClass::Sampler) return ctx.error("texture op with a sampler operand that is not a sampler");
  uint32_t s = loadDescriptor(ctx, *sampler);
  uint32_t combined = ctx.op(spv::OpSampledImage, ctx.b.typeSampledImage(image.var->imageType), {loadDescriptor(ctx, image), s});
  // Either descriptor being non-uniform makes the combination non-uniform.
  if (image.access->nonUniform || sampler->access->nonUniform) ctx.b.decorate(combined, spv::DecorationNonUniform);
  return combined;
}

void needDerivatives(EmitContext& ctx) {
  ctx.usesDerivatives = true;
}

namespace {

using Image = BoundResource;

// Image operands, written in the order of their mask bits as SPIR-V requires.
class ImageOperands {
 public:
  void add(spv::ImageOperandsMask bit, std::vector<uint32_t> ids) {
    unsigned slot = __builtin_ctz(uint32_t(bit));
    mask_ |= uint32_t(bit);
    slots_[slot] = std::move(ids);
  }
  void appendTo(std::vector<uint32_t>& operands) const {
    if (!mask_) return;
    operands.push_back(mask_);
    for (const auto& ids : slots_) operands.insert(operands.end(), ids.begin(), ids.end());
  }

 private:
  uint32_t mask_ = 0;
  std::array<std::vector<uint32_t>, 16> slots_;
};

// D3D reads a sample or load offset as 4 signed bits (9 is -7, -13 is 3); Vulkan leaves
// offsets outside minTexelOffset..maxTexelOffset undefined, so such offsets are wrapped here.
uint32_t signExtend4(EmitContext& ctx, uint32_t type, uint32_t value) {
  return ctx.op(spv::OpBitFieldSExtract, type, {value, ctx.u32Const(0), ctx.u32Const(4)});
}

// Offsets are signed: the IR's i32 becomes SPIR-V's signed int here (wrapped to 4 bits with
// `wrap`; gathers keep their 6-bit programmable range).
uint32_t signedOffset(EmitContext& ctx, ir::ValueId offset, bool wrap) {
  uint32_t i32 = ctx.b.typeInt(32, true);
  const ir::ValueDef& def = ctx.module.value(offset);
  const ir::Type& t = ctx.module.types[def.type];
  uint32_t type = t.kind == ir::TypeKind::Vector ? ctx.b.typeVector(i32, t.count) : i32;
  if (def.kind == ir::ValueKind::ConstantComposite) {
    std::vector<uint32_t> parts;
    for (ir::ValueId e : def.elements) parts.push_back(signedOffset(ctx, e, wrap));
    return ctx.b.constantComposite(type, parts);
  }
  if (def.kind == ir::ValueKind::Constant) {
    uint32_t bits = uint32_t(def.bits);
    return ctx.b.constant(i32, wrap ? uint32_t(int32_t(bits << 28) >> 28) : bits, 32);
  }
  uint32_t value = ctx.bitcast(type, ctx.value(offset));
  return wrap ? signExtend4(ctx, type, value) : value;
}

// Constant offsets are ConstOffset. A variable one is Offset: on gathers as ever, and on
// samples (SM 6.7) through VK_KHR_maintenance8, which the layer requires before it gives us
// such shaders. Offset needs ImageGatherExtended, as do a gather's offsets.
void addOffset(EmitContext& ctx, ImageOperands& ops, ir::ValueId offset, bool gather) {
  if (offset == ir::kNoValue) return;
  bool variable = !ctx.module.isConstant(offset);
  if (gather || variable) ctx.b.capability(spv::CapabilityImageGatherExtended);
  ops.add(variable ? spv::ImageOperandsOffsetMask : spv::ImageOperandsConstOffsetMask, {signedOffset(ctx, offset, !gather)});
}

// Implicit-LOD ops take derivatives; in compute, SM 6.6 forms quads from the thread group.
// Defines the ResRet result from four texel components of type `componentType` (the status
// member is the residency code, or 0).
void defineResRet(EmitContext& ctx, const ir::Instr& instr, const std::array<uint32_t, 4>& components,
                  uint32_t componentType, uint32_t status) {
  const ir::Type& t = ctx.module.types[instr.type];
  std::vector<uint32_t> members;
  for (unsigned i = 0; i < 4; ++i) members.push_back(fromTexelComponent(ctx, components[i], componentType, t.members[i]));
  members.push_back(status ? status : ctx.u32Const(0));
  ctx.define(instr, spv::OpCompositeConstruct, members);
}

void defineFromVec4(EmitContext& ctx, const ir::Instr& instr, const Texel& texel, uint32_t componentType) {
  std::array<uint32_t, 4> c;
  for (uint32_t i = 0; i < 4; ++i) c[i] = ctx.op(spv::OpCompositeExtract, componentType, {texel.value, i});
  defineResRet(ctx, instr, c, componentType, texel.status);
}

Result<bool> emitSample(EmitContext& ctx, const ir::Instr& instr, const Image& image) {
  auto mode = ir::SampleMode(instr.lits.at(0));
  bool sparse = instr.lits.at(1) & ir::kTexSparse;
  ir::ValueId compare = instr.args[7], minLod = instr.args[8];
  auto si = sampledImage(ctx, image, instr.args[1]);
  if (!si) return si.takeError();
  ImageOperands ops;
  // ASSUME_BROKEN_SUB_8x8_CUBE_MIPS: cube samples stay on mips of at least 8x8 (quirks.h).
  auto kind = image.resource->kind;
  bool clampCube = (kind == ir::ResourceKind::TextureCube || kind == ir::ResourceKind::TextureCubeArray) &&
                   quirk(ctx, DXSV_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS);
  switch (mode) {
    case ir::SampleMode::Implicit:
      if (clampCube)
        ops.add(spv::ImageOperandsBiasMask, {clampedCubeBias(ctx, image, *si, instr.args[2], ctx.floatConst(ctx.f32(), 32, 0.0))});
      break;
    case ir::SampleMode::Bias: {
      uint32_t bias = ctx.value(instr.args[4]);
      ops.add(spv::ImageOperandsBiasMask, {clampCube ? clampedCubeBias(ctx, image, *si, instr.args[2], bias) : bias});
      break;
    }
    case ir::SampleMode::Level: {
      uint32_t lod = ctx.value(instr.args[4]);
      ops.add(spv::ImageOperandsLodMask, {clampCube ? clampedCubeLod(ctx, image, lod) : lod});
      break;
    }
    case ir::SampleMode::Grad:
      ops.add(spv::ImageOperandsGradMask, {ctx.value(instr.args[5]), ctx.value(instr.args[6])});
      break;
  }
  addOffset(ctx, ops, instr.args[3], false);
  if (minLod != ir::kNoValue) {
    ctx.b.capability(spv::CapabilityMinLod);
    ops.add(spv::ImageOperandsMinLodMask, {ctx.value(minLod)});
  }
  bool implicit = mode == ir::SampleMode::Implicit || mode == ir::SampleMode::Bias;
  if (implicit) needDerivatives(ctx);
  bool dref = compare != ir::kNoValue;
  // [sparse][dref][explicit]
  static constexpr spv::Op kOps[2][2][2] = {
      {{spv::OpImageSampleImplicitLod, spv::OpImageSampleExplicitLod},
       {spv::OpImageSampleDrefImplicitLod, spv::OpImageSampleDrefExplicitLod}},
      {{spv::OpImageSparseSampleImplicitLod, spv::OpImageSparseSampleExplicitLod},
       {spv::OpImageSparseSampleDrefImplicitLod, spv::OpImageSparseSampleDrefExplicitLod}}};
  uint32_t elem = image.var->elementType;
  uint32_t texelType = dref ? ctx.f32() : ctx.b.typeVector(elem, 4);
  std::vector<uint32_t> operands = {*si, ctx.value(instr.args[2])};
  if (dref) operands.push_back(ctx.value(compare));
  ops.appendTo(operands);
  uint32_t result = ctx.op(kOps[sparse][dref][!implicit], sparseType(ctx, texelType, sparse), operands);
  Texel texel = splitSparse(ctx, result, texelType, sparse);
  if (dref) {
    // A comparison gives one value; D3D returns it in every component.
    defineResRet(ctx, instr, {texel.value, texel.value, texel.value, texel.value}, ctx.f32(), texel.status);
  } else {
    defineFromVec4(ctx, instr, texel, elem);
  }
  return true;
}

Result<bool> emitGather(EmitContext& ctx, const ir::Instr& instr, const Image& image) {
  uint32_t channel = uint32_t(instr.lits.at(0));
  bool sparse = instr.lits.at(1) & ir::kTexSparse, raw = instr.lits.at(1) & ir::kTexRaw;
  ir::ValueId compare = instr.args[4];
  auto si = sampledImage(ctx, image, instr.args[1]);
  if (!si) return si.takeError();
  ImageOperands ops;
  addOffset(ctx, ops, instr.args[3], true);
  uint32_t elem = image.var->elementType;
  uint32_t vec4 = ctx.b.typeVector(elem, 4);
  uint32_t coord = ctx.value(instr.args[2]);
  auto gather = [&](uint32_t component) {
    std::vector<uint32_t> operands = {*si, coord};
    if (compare != ir::kNoValue) operands.push_back(ctx.value(compare));
    else operands.push_back(ctx.u32Const(component));
    ops.appendTo(operands);
    spv::Op opcode = compare != ir::kNoValue ? (sparse ? spv::OpImageSparseDrefGather : spv::OpImageDrefGather)
                                             : (sparse ? spv::OpImageSparseGather : spv::OpImageGather);
    return splitSparse(ctx, ctx.op(opcode, sparseType(ctx, vec4, sparse), operands), vec4, sparse);
  };
  if (compare != ir::kNoValue && channel != 0)
    return ctx.unsupported("GatherCmp of channel " + std::to_string(channel) + " (Vulkan compares only the depth channel)");
  const ir::Type& member = ctx.module.types[ctx.module.types[instr.type].members[0]];
  if (!raw) {
    defineFromVec4(ctx, instr, gather(channel), elem);
    return true;
  }
  // GatherRaw: the texel bits of the red channel (red and green hold the halves of a 64-bit
  // texel, as R32G32_UINT).
  uint32_t u32 = ctx.u32();
  Texel lo = gather(0);
  std::array<uint32_t, 4> c;
  for (uint32_t i = 0; i < 4; ++i) {
    uint32_t v = ctx.op(spv::OpCompositeExtract, elem, {lo.value, i});
    c[i] = elem == u32 ? v : ctx.bitcast(u32, v);
  }
  if (member.bits == 64) {
    Texel hi = gather(1);
    uint32_t u64 = ctx.b.typeInt(64), memberType = ctx.type(ctx.module.types[instr.type].members[0]);
    std::vector<uint32_t> members;
    for (uint32_t i = 0; i < 4; ++i) {
      uint32_t h = ctx.op(spv::OpCompositeExtract, elem, {hi.value, i});
      if (elem != u32) h = ctx.bitcast(u32, h);
      uint32_t wideHi = ctx.op(spv::OpShiftLeftLogical, u64, {ctx.op(spv::OpUConvert, u64, {h}), ctx.u32Const(32)});
      uint32_t wide = ctx.op(spv::OpBitwiseOr, u64, {ctx.op(spv::OpUConvert, u64, {c[i]}), wideHi});
      members.push_back(memberType == u64 ? wide : ctx.bitcast(memberType, wide));
    }
    members.push_back(lo.status ? lo.status : ctx.u32Const(0));
    ctx.define(instr, spv::OpCompositeConstruct, members);
    return true;
  }
  defineResRet(ctx, instr, c, u32, lo.status);
  return true;
}

// A load's variable offset, wrapped to 4 bits as on samples, is added to the texel address
// (Offset on a fetch would need VK_KHR_maintenance8; the sum does not).
uint32_t offsetCoordinate(EmitContext& ctx, uint32_t coord, ir::ValueId coordValue, ir::ValueId offset) {
  const ir::Type& ct = ctx.module.types[ctx.module.typeOf(coordValue)];
  const ir::Type& ot = ctx.module.types[ctx.module.typeOf(offset)];
  uint32_t u32 = ctx.u32();
  uint32_t coordCount = ct.kind == ir::TypeKind::Vector ? ct.count : 1;
  uint32_t offsetCount = ot.kind == ir::TypeKind::Vector ? ot.count : 1;
  uint32_t wrapped = signExtend4(ctx, ctx.type(ctx.module.typeOf(offset)), ctx.value(offset));
  std::vector<uint32_t> parts;
  for (uint32_t i = 0; i < coordCount; ++i) {
    uint32_t c = coordCount == 1 ? coord : ctx.op(spv::OpCompositeExtract, u32, {coord, i});
    if (i < offsetCount) {
      uint32_t o = offsetCount == 1 ? wrapped : ctx.op(spv::OpCompositeExtract, u32, {wrapped, i});
      c = ctx.op(spv::OpIAdd, u32, {c, o});
    }
    parts.push_back(c);
  }
  return coordCount == 1 ? parts[0] : ctx.op(spv::OpCompositeConstruct, ctx.type(ctx.module.typeOf(coordValue)), parts);
}

Result<bool> emitLoad(EmitContext& ctx, const ir::Instr& instr, const Image& image) {
  bool sparse = instr.lits.at(0) & ir::kTexSparse;
  bool storage = image.resource->cls == ir::ResourceClass::UAV;
  bool ms = image.resource->kind == ir::ResourceKind::Texture2DMS || image.resource->kind == ir::ResourceKind::Texture2DMSArray;
  ir::ValueId level = instr.args[2], offset = instr.args[3];
  uint32_t coord = ctx.value(instr.args[1]);
  ImageOperands ops;
  if (offset != ir::kNoValue && !ctx.module.isConstant(offset)) {
    coord = offsetCoordinate(ctx, coord, instr.args[1], offset);
  } else if (offset != ir::kNoValue) {
    ops.add(spv::ImageOperandsConstOffsetMask, {signedOffset(ctx, offset, true)});
  }
  if (ms) {
    if (level == ir::kNoValue) return ctx.error("multisampled texture load without a sample index");
    ops.add(spv::ImageOperandsSampleMask, {ctx.value(level)});
  } else if (!storage) {
    ops.add(spv::ImageOperandsLodMask, {ctx.value(level)});
  }
  uint32_t elem = image.var->elementType;
  uint32_t vec4 = ctx.b.typeVector(elem, 4);
  std::vector<uint32_t> operands = {loadDescriptor(ctx, image), coord};
  ops.appendTo(operands);
  spv::Op opcode = storage ? (sparse ? spv::OpImageSparseRead : spv::OpImageRead)
                           : (sparse ? spv::OpImageSparseFetch : spv::OpImageFetch);
  Texel texel = splitSparse(ctx, ctx.op(opcode, sparseType(ctx, vec4, sparse), operands), vec4, sparse);
  if (image.var->int64Texels) defineResRet(ctx, instr, splitInt64Texel(ctx, texel.value, elem), ctx.u32(), texel.status);
  else defineFromVec4(ctx, instr, texel, elem);
  return true;
}

Result<bool> emitStore(EmitContext& ctx, const ir::Instr& instr, const Image& image) {
  uint32_t texel = storedTexel(ctx, instr, *image.var, image.resource->elementType);
  std::vector<uint32_t> operands = {loadDescriptor(ctx, image), ctx.value(instr.args[1]), texel};
  if (instr.args[6] != ir::kNoValue) {
    operands.push_back(uint32_t(spv::ImageOperandsSampleMask));
    operands.push_back(ctx.value(instr.args[6]));
  }
  ctx.b.op(spv::OpImageWrite, operands);
  return true;
}

Result<bool> emitAtomic(EmitContext& ctx, const ir::Instr& instr, const Image& image) {
  uint32_t elem = image.var->elementType;
  if (elem == ctx.f32()) return ctx.unsupported("atomics on float RW textures are not supported");
  if (auto s = checkAtomicWidth(ctx, instr, *image.var); !s) return s.takeError();
  uint32_t pointer = ctx.op(spv::OpImageTexelPointer, ctx.b.typePointer(spv::StorageClassImage, elem),
                            {image.access->base, ctx.value(instr.args[1]), ctx.u32Const(0)});
  if (image.access->nonUniform) ctx.b.decorate(pointer, spv::DecorationNonUniform);
  emitAtomicAt(ctx, instr, pointer, elem);
  return true;
}

// GetDimensions: {width, height, depth or layers, mip levels or samples}; what a kind lacks
// stays undefined (D3D leaves it so).
Result<bool> emitDimensions(EmitContext& ctx, const ir::Instr& instr, const Image& image) {
  using K = ir::ResourceKind;
  ctx.b.capability(spv::CapabilityImageQuery);
  K kind = image.resource->kind;
  bool storage = image.resource->cls == ir::ResourceClass::UAV;
  bool ms = kind == K::Texture2DMS || kind == K::Texture2DMSArray;
  uint32_t sizeCount = 2;
  if (kind == K::Texture1D) sizeCount = 1;
  if (kind == K::Texture2DArray || kind == K::Texture2DMSArray || kind == K::Texture3D || kind == K::TextureCubeArray) sizeCount = 3;
  uint32_t u32 = ctx.u32();
  uint32_t sizeType = sizeCount == 1 ? u32 : ctx.b.typeVector(u32, sizeCount);
  uint32_t img = loadDescriptor(ctx, image);
  bool lod = !storage && !ms;
  // With a mip level: mip 0's size, scaled here (see mipDimensions).
  uint32_t size = lod ? ctx.op(spv::OpImageQuerySizeLod, sizeType, {img, ctx.u32Const(0)})
                      : ctx.op(spv::OpImageQuerySize, sizeType, {img});
  std::vector<uint32_t> members;
  for (uint32_t i = 0; i < 3; ++i) {
    if (i >= sizeCount) members.push_back(ctx.b.undef(u32));
    else members.push_back(sizeCount == 1 ? size : ctx.op(spv::OpCompositeExtract, u32, {size, i}));
  }
  if (ms) members.push_back(ctx.op(spv::OpImageQuerySamples, u32, {img}));
  else if (lod) members.push_back(ctx.op(spv::OpImageQueryLevels, u32, {img}));
  else members.push_back(ctx.b.undef(u32));
  if (lod) mipDimensions(ctx, kind, sizeCount, ctx.value(instr.args[1]), members);
  ctx.define(instr, spv::OpCompositeConstruct, members);
  return true;
}

// CalculateLevelOfDetail(Unclamped): OpImageQueryLod gives (clamped, unclamped).
Result<bool> emitLod(EmitContext& ctx, const ir::Instr& instr, const Image& image) {
  ctx.b.capability(spv::CapabilityImageQuery);
  needDerivatives(ctx);
  auto si = sampledImage(ctx, image, instr.args[1]);
  if (!si) return si.takeError();
  uint32_t f32 = ctx.f32();
  uint32_t lods = ctx.op(spv::OpImageQueryLod, ctx.b.typeVector(f32, 2), {*si, ctx.value(instr.args[2])});
  ctx.define(instr, spv::OpCompositeExtract, {lods, instr.lits.at(0) ? 0u : 1u});
  return true;
}

// D3D's standard sample patterns for 1, 2, 4, 8 and 16 samples, in 1/16 pixel from the pixel
// centre; the pattern of N samples starts at entry N - 1.
constexpr int8_t kSamplePattern[31][2] = {
    {0, 0},
    {4, 4}, {-4, -4},
    {-2, -6}, {6, -2}, {-6, 2}, {2, 6},
    {1, -3}, {-1, 3}, {5, 1}, {-3, -5}, {-5, 5}, {-7, -1}, {3, 7}, {7, -7},
    {1, 1}, {-1, -3}, {-3, 2}, {4, -1}, {-5, -2}, {2, 5}, {5, 3}, {3, -5},
    {-2, 6}, {0, -7}, {-4, -6}, {-6, 4}, {-8, 0}, {7, -4}, {6, 7}, {-7, -8},
};

uint32_t samplePositionTable(EmitContext& ctx) {
  if (ctx.samplePositions) return ctx.samplePositions;
  Builder& b = ctx.b;
  uint32_t f32 = ctx.f32(), vec2 = b.typeVector(f32, 2);
  std::vector<uint32_t> entries;
  for (const auto& p : kSamplePattern)
    entries.push_back(b.constantComposite(vec2, {ctx.floatConst(f32, 32, p[0] / 16.0), ctx.floatConst(f32, 32, p[1] / 16.0)}));
  uint32_t array = b.typeArray(vec2, uint32_t(std::size(kSamplePattern)));
  uint32_t table = b.constantComposite(array, entries);
  ctx.samplePositions = b.variable(b.typePointer(spv::StorageClassPrivate, array), spv::StorageClassPrivate, table);
  b.name(ctx.samplePositions, "d3d_sample_positions");
  if (ctx.interfaceListsAllGlobals()) ctx.interface.push_back(ctx.samplePositions);
  return ctx.samplePositions;
}

// GetSamplePosition: the standard pattern of the texture's sample count; (0, 0) for an index
// past the count or a count without a standard pattern.
Result<bool> emitSamplePosition(EmitContext& ctx, const ir::Instr& instr, const Image& image) {
  ctx.b.capability(spv::CapabilityImageQuery);
  uint32_t u32 = ctx.u32(), boolType = ctx.b.typeBool(), f32 = ctx.f32();
  uint32_t count = ctx.op(spv::OpImageQuerySamples, u32, {loadDescriptor(ctx, image)});
  uint32_t index = ctx.value(instr.args[1]);
  uint32_t minusOne = ctx.op(spv::OpISub, u32, {count, ctx.u32Const(1)});
  uint32_t powerOfTwo = ctx.op(spv::OpIEqual, boolType, {ctx.op(spv::OpBitwiseAnd, u32, {count, minusOne}), ctx.u32Const(0)});
  uint32_t inRange = ctx.op(spv::OpULessThanEqual, boolType, {minusOne, ctx.u32Const(15)});  // also rejects 0
  uint32_t indexOk = ctx.op(spv::OpULessThan, boolType, {index, count});
  uint32_t valid = ctx.op(spv::OpLogicalAnd, boolType, {ctx.op(spv::OpLogicalAnd, boolType, {powerOfTwo, inRange}), indexOk});
  uint32_t entry = ctx.op(spv::OpSelect, u32, {valid, ctx.op(spv::OpIAdd, u32, {minusOne, index}), ctx.u32Const(0)});
  uint32_t vec2 = ctx.b.typeVector(f32, 2);
  uint32_t pointer = ctx.op(spv::OpAccessChain, ctx.b.typePointer(spv::StorageClassPrivate, vec2), {samplePositionTable(ctx), entry});
  uint32_t position = ctx.op(spv::OpLoad, vec2, {pointer});
  ctx.define(instr, spv::OpCompositeConstruct,
             {ctx.op(spv::OpCompositeExtract, f32, {position, 0}), ctx.op(spv::OpCompositeExtract, f32, {position, 1})});
  return true;
}

// RenderTargetGetSampleCount: pipeline state Vulkan shaders cannot query, so the embedder
// gives it, as a constant or as the specialization constant its pipeline sets.
Result<bool> emitRenderTargetSampleCount(EmitContext& ctx, const ir::Instr& instr) {
  const ir::Type& t = ctx.module.types[instr.type];
  if (t.kind != ir::TypeKind::Int || t.bits != 32) return ctx.error("RenderTargetGetSampleCount must return a 32-bit integer");
  uint32_t type = ctx.type(instr.type);
  const EmitOptions& o = ctx.options;
  uint32_t count = 0;
  if (o.rasterizerSampleCountSpecConstant) count = ctx.b.specConstant32(type, 1, o.rasterizerSampleCount);
  else if (o.rasterizerSampleCount) count = ctx.b.constant(type, o.rasterizerSampleCount, 32);
  else
    return ctx.unsupported(
        "RenderTargetGetSampleCount needs the rasterizer sample count, pipeline state the shader cannot query: set "
        "dxsv_options.rasterizer_sample_count (ConvertOptions::rasterizerSampleCount, CLI --rasterizer-sample-count), "
        "the count or the SpecId of a specialization constant");
  ctx.defineAs(instr, count);
  return true;
}

}  // namespace

Result<bool> emitTextureOp(EmitContext& ctx, const ir::Instr& instr) {
  switch (instr.op) {
    case ir::Op::TextureSample: case ir::Op::TextureGather: case ir::Op::TextureLoad: case ir::Op::TextureStore:
    case ir::Op::TextureAtomic: case ir::Op::TextureDimensions: case ir::Op::TextureLod:
    case ir::Op::TextureSamplePosition: break;
    case ir::Op::TexelsResident:
      ctx.b.capability(spv::CapabilitySparseResidency);
      ctx.define(instr, spv::OpImageSparseTexelsResident, {ctx.value(instr.args[0])});
      return true;
    case ir::Op::RenderTargetSampleCount: return emitRenderTargetSampleCount(ctx, instr);
    default: return false;
  }
  auto image = boundResource(ctx, instr.args[0]);
  if (!image) return image.takeError();
  if (image->var->imageType == 0 || image->resource->cls == ir::ResourceClass::Sampler)
    return ctx.error("texture op on resource '" + escapeText(image->resource->name) + "', which is not an image");
  switch (instr.op) {
    case ir::Op::TextureSample: return emitSample(ctx, instr, *image);
    case ir::Op::TextureGather: return emitGather(ctx, instr, *image);
    case ir::Op::TextureLoad: return emitLoad(ctx, instr, *image);
    case ir::Op::TextureStore: return emitStore(ctx, instr, *image);
    case ir::Op::TextureAtomic: return emitAtomic(ctx, instr, *image);
    case ir::Op::TextureDimensions: return emitDimensions(ctx, instr, *image);
    case ir::Op::TextureLod: return emitLod(ctx, instr, *image);
    case ir::Op::TextureSamplePosition: return emitSamplePosition(ctx, instr, *image);
    default: return false;
  }
}

}  // namespace dxsv::spirv
