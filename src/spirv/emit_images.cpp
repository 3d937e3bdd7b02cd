// Image and sampler declarations, and the 64-bit texels of typed UAVs with 64-bit atomics.
// Textures and samplers stay separate descriptors (as D3D binds them); texture ops combine
// them with OpSampledImage where they sample.
#include "common/escape.h"
#include "spirv/emit_resources.h"

namespace dxsv::spirv {

namespace {

using K = ir::ResourceKind;

// DXIL shader flag (entry property 0): typed UAV loads of formats beyond R32_*.
constexpr uint64_t kTypedUavLoadAdditionalFormats = 1ull << 13;

struct ImageShape {
  spv::Dim dim = spv::Dim2D;
  uint32_t arrayed = 0, ms = 0;
  bool valid = true;
};

ImageShape imageShape(ir::ResourceKind kind) {
  switch (kind) {
    case K::Texture1D: return {spv::Dim1D, 0, 0};
    case K::Texture1DArray: return {spv::Dim1D, 1, 0};
    case K::Texture2D: return {spv::Dim2D, 0, 0};
    case K::Texture2DArray: return {spv::Dim2D, 1, 0};
    case K::Texture2DMS: return {spv::Dim2D, 0, 1};
    case K::Texture2DMSArray: return {spv::Dim2D, 1, 1};
    case K::Texture3D: return {spv::Dim3D, 0, 0};
    case K::TextureCube: return {spv::DimCube, 0, 0};
    case K::TextureCubeArray: return {spv::DimCube, 1, 0};
    case K::FeedbackTexture2D: return {spv::Dim2D, 0, 0};  // the map (emit_sampler_feedback.cpp)
    case K::FeedbackTexture2DArray: return {spv::Dim2D, 1, 0};
    default: return {spv::Dim2D, 0, 0, false};
  }
}

}  // namespace

Status declareImage(EmitContext& ctx, uint32_t index) {
  const ir::Resource& r = ctx.module.resources[index];
  ResourceVar& rv = ctx.resources[index];
  Builder& b = ctx.b;
  bindings::DescriptorType descriptorType = rv.access.descriptorType;
  if (descriptorType == bindings::DescriptorType::Sampler) {
    rv.imageType = b.typeSampler();
  } else {
    ImageShape shape = imageShape(r.kind);
    if (!shape.valid) return ctx.unsupported("resource '" + escapeText(r.name) + "' of kind " + std::to_string(int(r.kind)) + " is not supported");
    bool storage = descriptorType == bindings::DescriptorType::StorageImage;
    // 16- and 64-bit element types are read through 32-bit texels (the view's format converts).
    uint32_t sampled = isFloatComponent(r.elementType) ? ctx.f32() : b.typeInt(32, isSignedComponent(r.elementType));
    spv::ImageFormat format = spv::ImageFormatUnknown;
    if (storage && ctx.facts.resources[index].atomic64) {
      auto texel = declareInt64Texels(ctx, index, format);
      if (!texel) return texel.takeError();
      sampled = *texel;
    } else if (storage) {
      // Reads name a format: D3D reads typed UAVs of single-channel 32-bit formats unless the
      // shader flags "typed UAV load additional formats" (then, like 16-bit element types,
      // they go without one); atomics always need one. Writes need none.
      bool atomic = ctx.facts.resources[index].textureAtomic;
      bool read = ctx.facts.resources[index].textureLoad;
      bool additionalFormats = ctx.entry.shaderFlags & kTypedUavLoadAdditionalFormats;
      if (atomic || (read && !additionalFormats && !is16BitComponent(r.elementType))) format = singleChannelFormat(r.elementType);
      if (read && format == spv::ImageFormatUnknown) b.capability(spv::CapabilityStorageImageReadWithoutFormat);
      if (format == spv::ImageFormatUnknown) b.capability(spv::CapabilityStorageImageWriteWithoutFormat);
    }
    if (storage) {
      if (shape.dim == spv::Dim1D) b.capability(spv::CapabilityImage1D);
      if (shape.ms) b.capability(spv::CapabilityStorageImageMultisample);
      if (shape.ms && shape.arrayed) b.capability(spv::CapabilityImageMSArray);
    } else {
      if (shape.dim == spv::Dim1D) b.capability(spv::CapabilitySampled1D);
      if (shape.dim == spv::DimCube && shape.arrayed) b.capability(spv::CapabilitySampledCubeArray);
    }
    rv.imageType = b.typeImage(sampled, shape.dim, 0, shape.arrayed, shape.ms, storage ? 2 : 1, format);
    rv.elementType = sampled;
  }
  return Status::success();
}

Result<uint32_t> declareInt64Texels(EmitContext& ctx, uint32_t index, spv::ImageFormat& format) {
  const ir::Resource& r = ctx.module.resources[index];
  if (isFloatComponent(r.elementType))
    return ctx.unsupported("64-bit atomics on '" + escapeText(r.name) + "', a typed UAV of a float element type");
  ctx.resources[index].int64Texels = true;
  bool isSigned = isSignedComponent(r.elementType);
  format = isSigned ? spv::ImageFormatR64i : spv::ImageFormatR64ui;
  ctx.b.capability(spv::CapabilityInt64ImageEXT);
  ctx.b.extension("SPV_EXT_shader_image_int64");
  return ctx.b.typeInt(64, isSigned);
}

Status checkAtomicWidth(EmitContext& ctx, const ir::Instr& instr, const ResourceVar& rv) {
  bool atomic64 = ctx.module.types[instr.type].bits == 64;
  if (atomic64 != rv.int64Texels) return ctx.error("a typed UAV's atomics mix 32 and 64 bits");
  if (atomic64) ctx.b.capability(spv::CapabilityInt64Atomics);
  return Status::success();
}

uint32_t storedTexel(EmitContext& ctx, const ir::Instr& instr, const ResourceVar& rv, ir::ComponentType element) {
  uint32_t elem = rv.elementType;
  if (rv.int64Texels) return packInt64Texel(ctx, instr, 2, elem);
  std::vector<uint32_t> comps;
  for (uint32_t i = 0; i < 4; ++i) {
    ir::ValueId v = instr.args[2 + i];
    if (v == ir::kNoValue) {
      comps.push_back(ctx.b.constant(elem, 0, 32));  // D3D writes all four; masked-off ones are 0
      continue;
    }
    comps.push_back(toTexelComponent(ctx, ctx.value(v), ctx.module.typeOf(v), elem, isSignedComponent(element)));
  }
  return ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(elem, 4), comps);
}

std::array<uint32_t, 4> splitInt64Texel(EmitContext& ctx, uint32_t texel, uint32_t texelType) {
  uint32_t u32 = ctx.u32(), u64 = ctx.b.typeInt(64);
  uint32_t value = ctx.op(spv::OpCompositeExtract, texelType, {texel, 0});
  if (texelType != u64) value = ctx.bitcast(u64, value);
  uint32_t low = ctx.op(spv::OpUConvert, u32, {value});
  uint32_t high = ctx.op(spv::OpUConvert, u32, {ctx.op(spv::OpShiftRightLogical, u64, {value, ctx.b.constant(u64, 32, 64)})});
  return {low, high, ctx.u32Const(0), ctx.u32Const(1)};
}

uint32_t packInt64Texel(EmitContext& ctx, const ir::Instr& instr, size_t first, uint32_t texelType) {
  uint32_t u64 = ctx.b.typeInt(64);
  auto word = [&](size_t i) {
    ir::ValueId v = instr.args[i];
    if (v == ir::kNoValue) return ctx.b.constant(u64, 0, 64);
    return ctx.op(spv::OpUConvert, u64, {toTexelComponent(ctx, ctx.value(v), ctx.module.typeOf(v), ctx.u32(), false)});
  };
  uint32_t high = ctx.op(spv::OpShiftLeftLogical, u64, {word(first + 1), ctx.b.constant(u64, 32, 64)});
  uint32_t value = ctx.op(spv::OpBitwiseOr, u64, {word(first), high});
  if (texelType != u64) value = ctx.bitcast(texelType, value);
  uint32_t zero = ctx.b.constant(texelType, 0, 64);
  return ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(texelType, 4), {value, zero, zero, zero});
}

}  // namespace dxsv::spirv
