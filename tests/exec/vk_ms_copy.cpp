#include "exec/vk_ms_copy.h"

#include <iterator>

#include "exec/formats.h"
#include "ms_read_depth.spv.h"
#include "ms_read_uint.spv.h"
#include "ms_write.spv.h"

namespace dxsv::exec {
namespace {

struct Shape {
  uint32_t width, height, layers, samples, texelBytes;
};

// One dispatch of an internal shader with an image at binding 0 and a buffer at binding 1.
void dispatch(RunContext& ctx, VkCommandBuffer cmd, const uint32_t* code, size_t words, VkDescriptorType imageType,
              VkImageView view, VkSampler sampler, VkBuffer buffer, const Shape& shape, uint32_t invocations) {
  std::vector<VkDescriptorSetLayoutBinding> bindings = {
      {0, imageType, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr},
      {1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr}};
  VkDescriptorSetLayout setLayout = ctx.setLayout(bindings);
  VkPipelineLayout layout = ctx.pipelineLayout({setLayout}, sizeof(Shape));
  VkDescriptorSet set = ctx.allocateSets({setLayout}, {{imageType, 1}, {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1}})[0];
  VkDescriptorImageInfo imageInfo{sampler, view, VK_IMAGE_LAYOUT_GENERAL};
  VkDescriptorBufferInfo bufferInfo{buffer, 0, VK_WHOLE_SIZE};
  VkWriteDescriptorSet writes[2] = {{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET}, {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET}};
  writes[0].dstSet = writes[1].dstSet = set;
  writes[0].dstBinding = 0;
  writes[0].descriptorCount = 1;
  writes[0].descriptorType = imageType;
  writes[0].pImageInfo = &imageInfo;
  writes[1].dstBinding = 1;
  writes[1].descriptorCount = 1;
  writes[1].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  writes[1].pBufferInfo = &bufferInfo;
  vkUpdateDescriptorSets(ctx.device, 2, writes, 0, nullptr);

  VkComputePipelineCreateInfo cpci{VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  cpci.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  cpci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  cpci.stage.module = ctx.shaderModule(code, words);
  cpci.stage.pName = "main";
  cpci.layout = layout;
  VkPipeline pipeline;
  ctx.check(vkCreateComputePipelines(ctx.device, VK_NULL_HANDLE, 1, &cpci, nullptr, &pipeline),
            "vkCreateComputePipelines (multisample copy)");
  ctx.onExit([d = ctx.device, pipeline] { vkDestroyPipeline(d, pipeline, nullptr); });

  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
  vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout, 0, 1, &set, 0, nullptr);
  vkCmdPushConstants(cmd, layout, VK_SHADER_STAGE_ALL, 0, sizeof(Shape), &shape);
  vkCmdDispatch(cmd, (invocations + 63) / 64, 1, 1);
}

VkImageView arrayView(RunContext& ctx, const MsImage& image, VkFormat format, VkImageAspectFlags aspect,
                      VkImageUsageFlags usage) {
  VkImageViewUsageCreateInfo usageInfo{VK_STRUCTURE_TYPE_IMAGE_VIEW_USAGE_CREATE_INFO};
  usageInfo.usage = usage;
  VkImageViewCreateInfo vci{VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
  vci.pNext = &usageInfo;
  vci.image = image.image;
  vci.viewType = VK_IMAGE_VIEW_TYPE_2D_ARRAY;
  vci.format = format;
  vci.subresourceRange = {aspect, 0, 1, 0, image.layers};
  return ctx.imageView(vci);
}

Shape shapeOf(const MsImage& image) {
  return {image.width, image.height, image.layers, image.samples, image.texelBytes};
}

uint32_t texelCount(const MsImage& image) { return image.width * image.height * image.layers * image.samples; }

}  // namespace

std::string msWriteProblem(const VkRunner::Impl& impl, uint32_t texelBytes) {
  if (rawUintFormat(texelBytes) == VK_FORMAT_UNDEFINED)
    return "the runner cannot initialise multisampled texels of " + std::to_string(texelBytes) + " bytes";
  if (!impl.has(Feature::StorageImageMultisample))
    return "initialising a multisampled texture needs shaderStorageImageMultisample, which " + impl.info.name + " lacks";
  if (!impl.has(Feature::StorageImageWriteWithoutFormat))
    return "initialising a multisampled texture needs shaderStorageImageWriteWithoutFormat, which " + impl.info.name +
           " lacks";
  return {};
}

void recordMsWrite(RunContext& ctx, VkCommandBuffer cmd, const MsImage& image, VkBuffer src) {
  VkImageView view =
      arrayView(ctx, image, rawUintFormat(image.texelBytes), VK_IMAGE_ASPECT_COLOR_BIT, VK_IMAGE_USAGE_STORAGE_BIT);
  dispatch(ctx, cmd, kMsWriteSpv, std::size(kMsWriteSpv), VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, view, VK_NULL_HANDLE, src,
           shapeOf(image), texelCount(image));
}

void recordMsRead(RunContext& ctx, VkCommandBuffer cmd, const MsImage& image, MsAspect aspect, VkBuffer dst) {
  VkSamplerCreateInfo sci{VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO};  // texelFetch ignores it
  VkSampler sampler = ctx.sampler(sci);
  Shape shape = shapeOf(image);
  if (aspect == MsAspect::Depth) {
    VkImageView view = arrayView(ctx, image, image.format, VK_IMAGE_ASPECT_DEPTH_BIT, VK_IMAGE_USAGE_SAMPLED_BIT);
    dispatch(ctx, cmd, kMsReadDepthSpv, std::size(kMsReadDepthSpv), VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, view,
             sampler, dst, shape, texelCount(image));
    return;
  }
  VkImageView view = aspect == MsAspect::Stencil
                         ? arrayView(ctx, image, image.format, VK_IMAGE_ASPECT_STENCIL_BIT, VK_IMAGE_USAGE_SAMPLED_BIT)
                         : arrayView(ctx, image, rawUintFormat(image.texelBytes), VK_IMAGE_ASPECT_COLOR_BIT,
                                     VK_IMAGE_USAGE_SAMPLED_BIT);
  if (aspect == MsAspect::Stencil) shape.texelBytes = 4;
  uint32_t words = uint32_t((uint64_t(texelCount(image)) * shape.texelBytes + 3) / 4);
  dispatch(ctx, cmd, kMsReadUintSpv, std::size(kMsReadUintSpv), VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, view,
           sampler, dst, shape, words);
}

}  // namespace dxsv::exec
