// Image and sampler declarations. Textures and samplers stay separate descriptors (as D3D binds
// them); texture ops combine them with OpSampledImage where they sample.
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
    if (storage) {
      // Reads name a format: D3D reads typed UAVs of single-channel 32-bit formats unless the
      // shader flags "typed UAV load additional formats" (then, like 16-bit element types,
      // they go without one); atomics always need one. Writes need none.
      bool atomic = ctx.facts.resources[index].textureAtomic;
      bool read = ctx.facts.resources[index].textureLoad;
      bool additionalFormats = ctx.entry.shaderFlags & kTypedUavLoadAdditionalFormats;
      if (atomic || (read && !additionalFormats && !is16BitComponent(r.elementType))) format = singleChannelFormat(r.elementType);
      if (read && format == spv::ImageFormatUnknown) b.capability(spv::CapabilityStorageImageReadWithoutFormat);
      if (format == spv::ImageFormatUnknown) b.capability(spv::CapabilityStorageImageWriteWithoutFormat);
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

}  // namespace dxsv::spirv
