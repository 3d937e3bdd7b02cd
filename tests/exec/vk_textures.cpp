#include "exec/vk_textures.h"

#include <algorithm>
#include <cstring>

#include <spirv/unified1/spirv.hpp>

#include "exec/vk_ms_copy.h"
#include "exec/vk_sparse.h"

namespace dxsv::exec {
namespace {

VkImageViewType viewTypeOf(ResourceType t) {
  switch (t) {
    case ResourceType::Texture1D:
    case ResourceType::RWTexture1D: return VK_IMAGE_VIEW_TYPE_1D;
    case ResourceType::Texture1DArray:
    case ResourceType::RWTexture1DArray: return VK_IMAGE_VIEW_TYPE_1D_ARRAY;
    case ResourceType::Texture3D:
    case ResourceType::RWTexture3D: return VK_IMAGE_VIEW_TYPE_3D;
    case ResourceType::TextureCube: return VK_IMAGE_VIEW_TYPE_CUBE;
    case ResourceType::TextureCubeArray: return VK_IMAGE_VIEW_TYPE_CUBE_ARRAY;
    case ResourceType::Texture2DArray:
    case ResourceType::Texture2DMSArray:
    case ResourceType::RWTexture2DMSArray:
    case ResourceType::RWTexture2DArray: return VK_IMAGE_VIEW_TYPE_2D_ARRAY;
    default: return VK_IMAGE_VIEW_TYPE_2D;
  }
}

VkImageType imageTypeOf(VkImageViewType v) {
  switch (v) {
    case VK_IMAGE_VIEW_TYPE_1D:
    case VK_IMAGE_VIEW_TYPE_1D_ARRAY: return VK_IMAGE_TYPE_1D;
    case VK_IMAGE_VIEW_TYPE_3D: return VK_IMAGE_TYPE_3D;
    default: return VK_IMAGE_TYPE_2D;
  }
}

uint32_t mipSize(uint32_t n, uint32_t mip) { return std::max(1u, n >> mip); }

VkBorderColor borderColor(RunContext& ctx, const SamplerSpec& s, const std::string& reg,
                          VkSamplerCustomBorderColorCreateInfoEXT& custom) {
  const auto& b = s.border;
  if (b == std::array<float, 4>{0, 0, 0, 0}) return VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
  if (b == std::array<float, 4>{0, 0, 0, 1}) return VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK;
  if (b == std::array<float, 4>{1, 1, 1, 1}) return VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE;
  if (!ctx.impl.customBorderColor)
    throwSkip(reg + ": border color other than transparent black, opaque black or opaque white needs "
                    "VK_EXT_custom_border_color (customBorderColorWithoutFormat), which " + ctx.impl.info.name + " lacks");
  std::memcpy(custom.customBorderColor.float32, b.data(), sizeof(float) * 4);
  return VK_BORDER_COLOR_FLOAT_CUSTOM_EXT;
}

}  // namespace

ImageShape imageShapeOf(ResourceType t) {
  switch (viewTypeOf(t)) {
    case VK_IMAGE_VIEW_TYPE_1D: return {spv::Dim1D, false, false};
    case VK_IMAGE_VIEW_TYPE_1D_ARRAY: return {spv::Dim1D, true, false};
    case VK_IMAGE_VIEW_TYPE_3D: return {spv::Dim3D, false, false};
    case VK_IMAGE_VIEW_TYPE_CUBE: return {spv::DimCube, false, false};
    case VK_IMAGE_VIEW_TYPE_CUBE_ARRAY: return {spv::DimCube, true, false};
    case VK_IMAGE_VIEW_TYPE_2D_ARRAY: return {spv::Dim2D, true, isMultisampled(t)};
    default: return {spv::Dim2D, false, isMultisampled(t)};
  }
}

TextureObject createTexture(RunContext& ctx, const ResourceSpec& res) {
  TextureObject tex;
  tex.res = &res;
  tex.format = findFormat(res.format);
  if (!tex.format) throwFail(res.reg + ": unknown format " + res.format);
  const std::string& dev = ctx.impl.info.name;
  bool storage = isStorageTexture(res.type), ms = isMultisampled(res.type);
  tex.aspect = tex.format->isDepth() ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
  VkImageViewType viewType = viewTypeOf(res.type);
  if (viewType == VK_IMAGE_VIEW_TYPE_CUBE_ARRAY && !ctx.impl.imageCubeArray)
    throwSkip(res.reg + ": TextureCubeArray needs imageCubeArray, which " + dev + " lacks");

  VkImageCreateInfo ici{VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
  ici.imageType = imageTypeOf(viewType);
  ici.format = tex.format->vk;
  ici.extent = {res.width, res.height, res.depth};
  ici.mipLevels = res.mips;
  ici.arrayLayers = res.layers();
  ici.samples = VkSampleCountFlagBits(res.samples);
  ici.tiling = VK_IMAGE_TILING_OPTIMAL;
  ici.usage = VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT |
              (storage ? VK_IMAGE_USAGE_STORAGE_BIT : VK_IMAGE_USAGE_SAMPLED_BIT);
  if (isCube(res.type)) ici.flags |= VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT;
  if (res.sparse) {
    if (std::string why = sparseTextureProblem(ctx.impl, ici.format); !why.empty()) throwSkip(res.reg + ": " + why);
    ici.flags |= VK_IMAGE_CREATE_SPARSE_BINDING_BIT | VK_IMAGE_CREATE_SPARSE_RESIDENCY_BIT;
  }
  if (ms) {
    // Samples are written through a storage view and read through a sampled one, both R*_UINT.
    if (std::string why = msWriteProblem(ctx.impl, tex.format->bytes); !why.empty()) throwSkip(res.reg + ": " + why);
    ici.flags |= VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT | VK_IMAGE_CREATE_EXTENDED_USAGE_BIT;
    ici.usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_STORAGE_BIT;
  }
  ici.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  VkImageFormatProperties props;
  VkResult supported = vkGetPhysicalDeviceImageFormatProperties(ctx.impl.physical, ici.format, ici.imageType, ici.tiling,
                                                                ici.usage, ici.flags, &props);
  if (supported != VK_SUCCESS || !(props.sampleCounts & ici.samples) || props.maxArrayLayers < ici.arrayLayers ||
      props.maxMipLevels < ici.mipLevels)
    throwSkip(res.reg + ": " + dev + " cannot create a " + std::string(resourceTypeName(res.type)) + " of format " +
              res.format + (ms ? " with " + std::to_string(res.samples) + " samples" : "") + " for " +
              (storage ? "storage" : "sampling"));
  VkFormatProperties fp;
  vkGetPhysicalDeviceFormatProperties(ctx.impl.physical, ici.format, &fp);
  VkFormatFeatureFlags need = storage ? VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT : VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT;
  if (!(fp.optimalTilingFeatures & need))
    throwSkip(res.reg + ": " + dev + " cannot use " + res.format + (storage ? " as a storage image" : " as a sampled image"));
  ctx.check(vkCreateImage(ctx.device, &ici, nullptr, &tex.image), "vkCreateImage");
  ctx.onExit([d = ctx.device, image = tex.image] { vkDestroyImage(d, image, nullptr); });
  if (res.sparse)
    tex.sparseCopies = bindSparseTiles(ctx, tex.image, res, tex.aspect);
  else
    ctx.bindImageMemory(tex.image);

  VkImageViewUsageCreateInfo usage{VK_STRUCTURE_TYPE_IMAGE_VIEW_USAGE_CREATE_INFO};
  usage.usage = storage ? VK_IMAGE_USAGE_STORAGE_BIT : VK_IMAGE_USAGE_SAMPLED_BIT;
  VkImageViewCreateInfo vci{VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
  vci.pNext = &usage;
  vci.image = tex.image;
  vci.viewType = viewType;
  vci.format = ici.format;
  vci.subresourceRange = {tex.aspect, 0, res.mips, 0, res.layers()};
  tex.view = ctx.imageView(vci);
  tex.staging = ctx.hostBuffer(res.size, VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                                             VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
  if (!res.init.empty()) std::memcpy(tex.staging.data, res.init.data(), res.init.size());
  return tex;
}

namespace {

// One copy region per mip level: all layers of a level are consecutive in the layout.
std::vector<VkBufferImageCopy> mipRegions(const TextureObject& tex) {
  const ResourceSpec& res = *tex.res;
  std::vector<VkBufferImageCopy> regions;
  VkDeviceSize offset = 0;
  for (uint32_t m = 0; m < res.mips; ++m) {
    VkBufferImageCopy c{};
    c.bufferOffset = offset;
    c.imageSubresource = {tex.aspect, m, 0, res.layers()};
    c.imageExtent = {mipSize(res.width, m), mipSize(res.height, m), mipSize(res.depth, m)};
    regions.push_back(c);
    offset += res.mipBytes(m);
  }
  return regions;
}

MsImage msImageOf(const TextureObject& tex) {
  const ResourceSpec& res = *tex.res;
  return {tex.image, tex.format->vk, res.width, res.height, res.layers(), res.samples, tex.format->bytes};
}

}  // namespace

void recordTextureUpload(RunContext& ctx, VkCommandBuffer cmd, const TextureObject& tex) {
  toGeneralLayout(cmd, tex.image, tex.aspect);
  if (isMultisampled(tex.res->type)) {
    recordMsWrite(ctx, cmd, msImageOf(tex), tex.staging.buffer);
    return;
  }
  // Without init the texture is zero, as the layout promises; the staging buffer is zeroed.
  // A sparse texture gets only its bound tiles.
  auto regions = tex.res->sparse ? tex.sparseCopies : mipRegions(tex);
  if (regions.empty()) return;
  vkCmdCopyBufferToImage(cmd, tex.staging.buffer, tex.image, VK_IMAGE_LAYOUT_GENERAL, uint32_t(regions.size()),
                         regions.data());
}

void recordTextureReadback(RunContext& ctx, VkCommandBuffer cmd, const TextureObject& tex) {
  if (isMultisampled(tex.res->type)) {
    recordMsRead(ctx, cmd, msImageOf(tex), tex.format->isDepth() ? MsAspect::Depth : MsAspect::Color,
                 tex.staging.buffer);
    return;
  }
  // Unbound tiles of a sparse texture have no defined texels: their words keep the init.
  auto regions = tex.res->sparse ? tex.sparseCopies : mipRegions(tex);
  if (regions.empty()) return;
  vkCmdCopyImageToBuffer(cmd, tex.image, VK_IMAGE_LAYOUT_GENERAL, tex.staging.buffer, uint32_t(regions.size()),
                         regions.data());
}

std::vector<uint32_t> textureWords(const TextureObject& tex) {
  std::vector<uint32_t> words((tex.res->size + 3) / 4);
  std::memcpy(words.data(), tex.staging.data, words.size() * 4);
  return words;
}

VkSampler createSampler(RunContext& ctx, const ResourceSpec& res) {
  const SamplerSpec& s = res.sampler;
  const std::string& dev = ctx.impl.info.name;
  VkSamplerCreateInfo sci{VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO};
  sci.magFilter = s.magLinear ? VK_FILTER_LINEAR : VK_FILTER_NEAREST;
  sci.minFilter = s.minLinear ? VK_FILTER_LINEAR : VK_FILTER_NEAREST;
  sci.mipmapMode = s.mipLinear ? VK_SAMPLER_MIPMAP_MODE_LINEAR : VK_SAMPLER_MIPMAP_MODE_NEAREST;
  VkSamplerAddressMode* modes[] = {&sci.addressModeU, &sci.addressModeV, &sci.addressModeW};
  bool border = false;
  for (int i = 0; i < 3; ++i) {
    *modes[i] = VkSamplerAddressMode(s.address[i]);  // same order (run_spec.h)
    border = border || s.address[i] == AddressMode::Border;
    if (s.address[i] == AddressMode::MirrorOnce && !ctx.impl.mirrorClampToEdge)
      throwSkip(res.reg + ": address mirror_once needs samplerMirrorClampToEdge, which " + dev + " lacks");
  }
  const auto& limits = ctx.impl.properties.limits;
  sci.mipLodBias = std::clamp(s.mipLodBias, -limits.maxSamplerLodBias, limits.maxSamplerLodBias);
  if (s.anisotropic) {
    if (!ctx.impl.samplerAnisotropy) throwSkip(res.reg + ": filter aniso needs samplerAnisotropy, which " + dev + " lacks");
    sci.anisotropyEnable = VK_TRUE;
    sci.maxAnisotropy = std::min(s.maxAnisotropy, limits.maxSamplerAnisotropy);
  }
  if (res.type == ResourceType::SamplerComparisonState) {
    sci.compareEnable = VK_TRUE;
    sci.compareOp = VkCompareOp(s.compare);  // same order (run_spec.h)
  }
  sci.minLod = s.minLod;
  sci.maxLod = s.maxLod ? *s.maxLod : VK_LOD_CLAMP_NONE;
  VkSamplerCustomBorderColorCreateInfoEXT custom{VK_STRUCTURE_TYPE_SAMPLER_CUSTOM_BORDER_COLOR_CREATE_INFO_EXT};
  if (border) {
    sci.borderColor = borderColor(ctx, s, res.reg, custom);
    if (sci.borderColor == VK_BORDER_COLOR_FLOAT_CUSTOM_EXT) sci.pNext = &custom;
  }
  return ctx.sampler(sci);
}

}  // namespace dxsv::exec
