// Moves raw texel bits into and out of multisampled images with small compute passes
// (runner_shaders/ms_*.comp): transfer commands cannot write them, and reading them per
// sample needs a shader too. Buffers use the runner's layout: layers, rows from the top,
// texels from the left, the samples of a texel one after another.
#pragma once

#include "exec/vk_context.h"

namespace dxsv::exec {

struct MsImage {
  VkImage image = VK_NULL_HANDLE;
  VkFormat format = VK_FORMAT_UNDEFINED;  // the image's own format
  uint32_t width = 1, height = 1, layers = 1, samples = 1;
  uint32_t texelBytes = 4;  // bytes per sample in the buffer
};

enum class MsAspect { Color, Depth, Stencil };

// The image needs MUTABLE_FORMAT, STORAGE usage and the GENERAL layout; the device needs
// shaderStorageImageMultisample and shaderStorageImageWriteWithoutFormat (checked by
// msWriteProblem).
std::string msWriteProblem(const VkRunner::Impl& impl, uint32_t texelBytes);
void recordMsWrite(RunContext& ctx, VkCommandBuffer cmd, const MsImage& image, VkBuffer src);
// Color reads go through an R*_UINT view (the image needs MUTABLE_FORMAT); depth is read as
// one float word per sample, stencil as one word per sample. The image needs SAMPLED usage
// and the GENERAL layout.
void recordMsRead(RunContext& ctx, VkCommandBuffer cmd, const MsImage& image, MsAspect aspect, VkBuffer dst);

}  // namespace dxsv::exec
