#include "exec/vk_sparse.h"

#include <algorithm>

namespace dxsv::exec {

std::string sparseTextureProblem(const VkRunner::Impl& impl, VkFormat format) {
  if (!impl.sparseImages)
    return "a sparse texture needs sparseBinding, sparseResidencyImage2D and a queue with sparse binding, which " +
           impl.info.name + " lacks";
  uint32_t count = 0;
  vkGetPhysicalDeviceSparseImageFormatProperties(impl.physical, format, VK_IMAGE_TYPE_2D, VK_SAMPLE_COUNT_1_BIT,
                                                 VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT |
                                                     VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
                                                 VK_IMAGE_TILING_OPTIMAL, &count, nullptr);
  if (count == 0) return impl.info.name + " has no sparse 2D images of this format";
  return {};
}

std::vector<VkBufferImageCopy> bindSparseTiles(RunContext& ctx, VkImage image, const ResourceSpec& res,
                                               VkImageAspectFlags aspect) {
  uint32_t count = 0;
  vkGetImageSparseMemoryRequirements(ctx.device, image, &count, nullptr);
  std::vector<VkSparseImageMemoryRequirements> sparse(count);
  vkGetImageSparseMemoryRequirements(ctx.device, image, &count, sparse.data());
  auto it = std::find_if(sparse.begin(), sparse.end(), [&](const VkSparseImageMemoryRequirements& r) {
    return r.formatProperties.aspectMask & aspect;
  });
  if (it == sparse.end()) throwFail(res.reg + ": the sparse image reports no memory requirements for its aspect");
  const VkExtent3D tile = it->formatProperties.imageGranularity;
  if (it->imageMipTailFirstLod == 0)
    throwFail(res.reg + ": " + std::to_string(res.width) + "x" + std::to_string(res.height) +
              " lies in the mip tail (tiles of " + std::to_string(tile.width) + "x" + std::to_string(tile.height) +
              "): make it a multiple of the tile");
  uint32_t tilesX = (res.width + tile.width - 1) / tile.width, tilesY = (res.height + tile.height - 1) / tile.height;
  for (const auto& t : res.unboundTiles)
    if (t[0] >= tilesX || t[1] >= tilesY)
      throwFail(res.reg + ": unbound tile (" + std::to_string(t[0]) + ", " + std::to_string(t[1]) + ") is outside its " +
                std::to_string(tilesX) + "x" + std::to_string(tilesY) + " tiles");

  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(ctx.device, image, &req);
  std::vector<VkSparseImageMemoryBind> binds;
  std::vector<VkBufferImageCopy> copies;
  for (uint32_t y = 0; y < tilesY; ++y)
    for (uint32_t x = 0; x < tilesX; ++x) {
      if (std::find(res.unboundTiles.begin(), res.unboundTiles.end(), std::array<uint32_t, 2>{x, y}) !=
          res.unboundTiles.end())
        continue;
      VkSparseImageMemoryBind bind{};
      bind.subresource = {aspect, 0, 0};
      bind.offset = {int32_t(x * tile.width), int32_t(y * tile.height), 0};
      bind.extent = {std::min(tile.width, res.width - x * tile.width), std::min(tile.height, res.height - y * tile.height), 1};
      bind.memoryOffset = binds.size() * req.alignment;
      binds.push_back(bind);
      VkBufferImageCopy copy{};
      copy.bufferOffset = (uint64_t(bind.offset.y) * res.width + uint64_t(bind.offset.x)) * res.texelBytes;
      copy.bufferRowLength = res.width;
      copy.bufferImageHeight = res.height;
      copy.imageSubresource = {aspect, 0, 0, 1};
      copy.imageOffset = bind.offset;
      copy.imageExtent = bind.extent;
      copies.push_back(copy);
    }
  if (binds.empty()) return copies;
  uint32_t type = UINT32_MAX;
  for (uint32_t i = 0; i < ctx.impl.memory.memoryTypeCount && type == UINT32_MAX; ++i)
    if (req.memoryTypeBits & (1u << i)) type = i;
  VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  mai.allocationSize = binds.size() * req.alignment;
  mai.memoryTypeIndex = type;
  VkDeviceMemory memory;
  ctx.check(vkAllocateMemory(ctx.device, &mai, nullptr, &memory), "vkAllocateMemory (sparse tiles)");
  ctx.onExit([d = ctx.device, memory] { vkFreeMemory(d, memory, nullptr); });
  for (auto& b : binds) b.memory = memory;
  VkSparseImageMemoryBindInfo imageBinds{image, uint32_t(binds.size()), binds.data()};
  VkBindSparseInfo info{VK_STRUCTURE_TYPE_BIND_SPARSE_INFO};
  info.imageBindCount = 1;
  info.pImageBinds = &imageBinds;
  ctx.check(vkQueueBindSparse(ctx.impl.queue, 1, &info, VK_NULL_HANDLE), "vkQueueBindSparse");
  ctx.check(vkQueueWaitIdle(ctx.impl.queue), "vkQueueWaitIdle (sparse binding)");
  return copies;
}

}  // namespace dxsv::exec
