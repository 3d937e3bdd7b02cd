// Texture and sampler resources of a run: images with the view type their HLSL type needs,
// filled from `init` in the documented layout (every subresource tightly packed, mip-major;
// multisampled ones through vk_ms_copy), read back in the same layout, and samplers.
#pragma once

#include <vector>

#include "exec/formats.h"
#include "exec/run_spec.h"
#include "exec/vk_context.h"

namespace dxsv::exec {

struct TextureObject {
  const ResourceSpec* res = nullptr;
  const FormatInfo* format = nullptr;
  VkImage image = VK_NULL_HANDLE;
  VkImageView view = VK_NULL_HANDLE;  // what the descriptor binds
  VkImageAspectFlags aspect = VK_IMAGE_ASPECT_COLOR_BIT;
  HostBuffer staging;  // init on the way in, the result on the way out
  // Sparse textures: the copies that reach their bound tiles (vk_sparse.h).
  std::vector<VkBufferImageCopy> sparseCopies;
};

// Skips (RunError) when the device cannot create or use such an image.
TextureObject createTexture(RunContext& ctx, const ResourceSpec& res);
// Layout to GENERAL and the init data in; the caller puts a barrier after it.
void recordTextureUpload(RunContext& ctx, VkCommandBuffer cmd, const TextureObject& tex);
// Everything into `staging`, after a barrier the caller recorded.
void recordTextureReadback(RunContext& ctx, VkCommandBuffer cmd, const TextureObject& tex);
std::vector<uint32_t> textureWords(const TextureObject& tex);

VkSampler createSampler(RunContext& ctx, const ResourceSpec& res);

// The SPIR-V image shape (spv::Dim, arrayed, multisampled) a texture type binds to.
struct ImageShape {
  uint32_t dim;
  bool arrayed, multisampled;
};
ImageShape imageShapeOf(ResourceType type);

}  // namespace dxsv::exec
