// Sparse (reserved) textures: a Texture2D created with sparse residency whose tiles are bound
// to memory except the ones the spec leaves unbound (ResourceSpec::unboundTiles), so that
// residency queries (D3D's CheckAccessFullyMapped) see both kinds of texels.
#pragma once

#include <string>
#include <vector>

#include "exec/vk_context.h"

namespace dxsv::exec {

// Why the device cannot create such a texture of `format`; empty when it can.
std::string sparseTextureProblem(const VkRunner::Impl& impl, VkFormat format);
// Binds the tiles of `image` (created with the sparse binding and residency flags) and waits
// for the binding; returns the copies that reach exactly the bound texels of a tightly packed
// buffer of the whole mip (for the upload: texels of unbound tiles are not written).
std::vector<VkBufferImageCopy> bindSparseTiles(RunContext& ctx, VkImage image, const ResourceSpec& res,
                                               VkImageAspectFlags aspect);

}  // namespace dxsv::exec
