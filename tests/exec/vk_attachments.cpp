#include "exec/vk_attachments.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "exec/vk_ms_copy.h"

namespace dxsv::exec {
namespace {

VkClearColorValue clearColor(const TargetSpec& t, const FormatInfo& f) {
  VkClearColorValue c{};
  for (int i = 0; i < 4; ++i) {
    if (f.kind == FormatKind::Uint) c.uint32[i] = uint32_t(t.clear[i]);
    else if (f.kind == FormatKind::Sint) c.int32[i] = int32_t(t.clear[i]);
    else c.float32[i] = float(t.clear[i]);
  }
  return c;
}

}  // namespace

RenderTargets::RenderTargets(RunContext& ctx, const RunSpec& spec) : ctx_(ctx), spec_(spec), g_(spec.graphics) {
  const auto& limits = ctx.impl.properties.limits;
  const std::string& dev = ctx.impl.info.name;
  layers_ = g_.views ? g_.views : g_.layers;
  if (g_.views) {
    if (!ctx.impl.has(Feature::Multiview)) throwSkip("views needs multiview, which " + dev + " lacks");
    if (g_.views > ctx.impl.maxMultiviewViewCount)
      throwSkip(std::to_string(g_.views) + " views exceed maxMultiviewViewCount of " + dev);
  }
  if (g_.layers > limits.maxFramebufferLayers) throwSkip("layers exceed maxFramebufferLayers of " + dev);
  if (g_.width > limits.maxFramebufferWidth || g_.height > limits.maxFramebufferHeight)
    throwSkip("viewport exceeds the framebuffer size limits of " + dev);
  if (g_.targets.size() > limits.maxColorAttachments) throwSkip("more targets than maxColorAttachments of " + dev);
  for (size_t i = 0; i < g_.targets.size(); ++i) {
    const FormatInfo* f = findFormat(g_.targets[i].format);
    if (!(limits.framebufferColorSampleCounts & g_.samples))
      throwSkip(dev + " cannot render " + std::to_string(g_.samples) + " samples to color targets");
    Attachment& a = colors_.emplace_back(create("rt" + std::to_string(i), *f, false));
    a.clear.color = clearColor(g_.targets[i], *f);
  }
  if (g_.depth) {
    const FormatInfo* f = findFormat(g_.depth->format);
    if (!(limits.framebufferDepthSampleCounts & g_.samples) ||
        (f->hasStencil() && !(limits.framebufferStencilSampleCounts & g_.samples)))
      throwSkip(dev + " cannot render " + std::to_string(g_.samples) + " samples to " + g_.depth->format);
    depth_ = create("depth", *f, true);
    depth_->clear.depthStencil = {g_.depth->clear, g_.depth->stencil ? g_.depth->stencil->clear : 0};
  }
  createRenderPass();
}

Attachment RenderTargets::create(const std::string& name, const FormatInfo& format, bool depth) {
  Attachment a;
  a.name = name;
  a.format = &format;
  const std::string& dev = ctx_.impl.info.name;
  bool ms = g_.samples > 1;
  VkImageCreateInfo ici{VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
  ici.imageType = VK_IMAGE_TYPE_2D;
  ici.format = format.vk;
  ici.extent = {g_.width, g_.height, 1};
  ici.mipLevels = 1;
  ici.arrayLayers = layers_;
  ici.samples = VkSampleCountFlagBits(g_.samples);
  ici.tiling = VK_IMAGE_TILING_OPTIMAL;
  ici.usage = (depth ? VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT : VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT) |
              VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
  // Multisampled results are read per sample by a shader (through an R*_UINT view for color).
  if (ms) ici.usage |= VK_IMAGE_USAGE_SAMPLED_BIT;
  if (ms && !depth) ici.flags |= VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT;
  VkFormatProperties fp;
  vkGetPhysicalDeviceFormatProperties(ctx_.impl.physical, format.vk, &fp);
  VkFormatFeatureFlags need = depth ? VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT : VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT;
  if (ms) need |= VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT;
  VkImageFormatProperties props;
  if (!(fp.optimalTilingFeatures & need) ||
      vkGetPhysicalDeviceImageFormatProperties(ctx_.impl.physical, ici.format, ici.imageType, ici.tiling, ici.usage,
                                               ici.flags, &props) != VK_SUCCESS ||
      !(props.sampleCounts & ici.samples) || props.maxArrayLayers < layers_)
    throwSkip(name + ": " + dev + " cannot render to " + format.dxgi +
              (ms ? " with " + std::to_string(g_.samples) + " samples" : "") +
              (layers_ > 1 ? " with " + std::to_string(layers_) + " layers" : ""));
  ctx_.check(vkCreateImage(ctx_.device, &ici, nullptr, &a.image), "vkCreateImage");
  ctx_.onExit([d = ctx_.device, image = a.image] { vkDestroyImage(d, image, nullptr); });
  ctx_.bindImageMemory(a.image);
  VkImageViewCreateInfo vci{VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
  vci.image = a.image;
  vci.viewType = VK_IMAGE_VIEW_TYPE_2D_ARRAY;
  vci.format = format.vk;
  VkImageAspectFlags aspect = depth ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
  if (format.hasStencil()) aspect |= VK_IMAGE_ASPECT_STENCIL_BIT;
  vci.subresourceRange = {aspect, 0, 1, 0, layers_};
  a.view = ctx_.imageView(vci);

  uint64_t pixels = uint64_t(g_.width) * g_.height * layers_ * g_.samples;
  // Depth comes back as one float word per sample, stencil as one byte (expanded later).
  uint64_t bytes = depth ? pixels * 4 : pixels * format.bytes;
  VkBufferUsageFlags usage = VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  a.result = ctx_.hostBuffer(bytes, usage);
  if (format.hasStencil()) a.stencil = ctx_.hostBuffer(pixels * 4, usage);
  return a;
}

void RenderTargets::createRenderPass() {
  std::vector<VkAttachmentDescription> descs;
  std::vector<VkAttachmentReference> colorRefs;
  std::vector<VkImageView> views;
  for (const auto& c : colors_) {
    VkAttachmentDescription d{};
    d.format = c.format->vk;
    d.samples = VkSampleCountFlagBits(g_.samples);
    d.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;
    d.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    d.stencilLoadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE;
    d.stencilStoreOp = VK_ATTACHMENT_STORE_OP_DONT_CARE;
    d.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    d.finalLayout = VK_IMAGE_LAYOUT_GENERAL;
    colorRefs.push_back({uint32_t(descs.size()), VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL});
    descs.push_back(d);
    views.push_back(c.view);
  }
  VkAttachmentReference depthRef{uint32_t(descs.size()), VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL};
  if (depth_) {
    VkAttachmentDescription d{};
    d.format = depth_->format->vk;
    d.samples = VkSampleCountFlagBits(g_.samples);
    d.loadOp = d.stencilLoadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;
    d.storeOp = d.stencilStoreOp = VK_ATTACHMENT_STORE_OP_STORE;
    d.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    d.finalLayout = VK_IMAGE_LAYOUT_GENERAL;
    descs.push_back(d);
    views.push_back(depth_->view);
  }
  VkSubpassDescription subpass{};
  subpass.pipelineBindPoint = VK_PIPELINE_BIND_POINT_GRAPHICS;
  subpass.colorAttachmentCount = uint32_t(colorRefs.size());
  subpass.pColorAttachments = colorRefs.data();
  subpass.pDepthStencilAttachment = depth_ ? &depthRef : nullptr;
  // Uploads before and read-backs after the pass see everything (the final layout change too).
  VkSubpassDependency deps[2] = {};
  deps[0].srcSubpass = VK_SUBPASS_EXTERNAL;
  deps[0].dstSubpass = 0;
  deps[1].srcSubpass = 0;
  deps[1].dstSubpass = VK_SUBPASS_EXTERNAL;
  for (auto& d : deps) {
    d.srcStageMask = d.dstStageMask = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    d.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
    d.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
  }
  VkRenderPassCreateInfo rpci{VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO};
  rpci.attachmentCount = uint32_t(descs.size());
  rpci.pAttachments = descs.data();
  rpci.subpassCount = 1;
  rpci.pSubpasses = &subpass;
  rpci.dependencyCount = 2;
  rpci.pDependencies = deps;
  VkRenderPassMultiviewCreateInfo multiview{VK_STRUCTURE_TYPE_RENDER_PASS_MULTIVIEW_CREATE_INFO};
  uint32_t viewMask = g_.views >= 32 ? ~0u : (1u << g_.views) - 1;
  if (g_.views) {
    multiview.subpassCount = 1;
    multiview.pViewMasks = &viewMask;
    rpci.pNext = &multiview;
  }
  ctx_.check(vkCreateRenderPass(ctx_.device, &rpci, nullptr, &renderPass_), "vkCreateRenderPass");
  ctx_.onExit([d = ctx_.device, rp = renderPass_] { vkDestroyRenderPass(d, rp, nullptr); });

  VkFramebufferCreateInfo fci{VK_STRUCTURE_TYPE_FRAMEBUFFER_CREATE_INFO};
  fci.renderPass = renderPass_;
  fci.attachmentCount = uint32_t(views.size());
  fci.pAttachments = views.data();
  fci.width = g_.width;
  fci.height = g_.height;
  fci.layers = g_.views ? 1 : g_.layers;  // multiview takes its layers from the view mask
  ctx_.check(vkCreateFramebuffer(ctx_.device, &fci, nullptr, &framebuffer_), "vkCreateFramebuffer");
  ctx_.onExit([d = ctx_.device, fb = framebuffer_] { vkDestroyFramebuffer(d, fb, nullptr); });
}

std::vector<VkClearValue> RenderTargets::clearValues() const {
  std::vector<VkClearValue> values;
  for (const auto& c : colors_) values.push_back(c.clear);
  if (depth_) values.push_back(depth_->clear);
  return values;
}

bool RenderTargets::checked(const std::string& name) const {
  return std::find(spec_.check.begin(), spec_.check.end(), name) != spec_.check.end();
}

void RenderTargets::recordReadbacks(VkCommandBuffer cmd) {
  MsImage ms{VK_NULL_HANDLE, VK_FORMAT_UNDEFINED, g_.width, g_.height, layers_, g_.samples, 4};
  auto copy = [&](const Attachment& a, VkImageAspectFlags aspect, VkBuffer dst) {
    VkBufferImageCopy c{};
    c.imageSubresource = {aspect, 0, 0, layers_};
    c.imageExtent = {g_.width, g_.height, 1};
    vkCmdCopyImageToBuffer(cmd, a.image, VK_IMAGE_LAYOUT_GENERAL, dst, 1, &c);
  };
  for (const auto& c : colors_) {
    if (!checked(c.name)) continue;
    if (g_.samples == 1) {
      copy(c, VK_IMAGE_ASPECT_COLOR_BIT, c.result.buffer);
      continue;
    }
    if (rawUintFormat(c.format->bytes) == VK_FORMAT_UNDEFINED)
      throwSkip(c.name + ": the runner cannot read back multisampled " + c.format->dxgi);
    ms.image = c.image;
    ms.format = c.format->vk;
    ms.texelBytes = c.format->bytes;
    recordMsRead(ctx_, cmd, ms, MsAspect::Color, c.result.buffer);
  }
  if (!depth_) return;
  ms.image = depth_->image;
  ms.format = depth_->format->vk;
  ms.texelBytes = 4;
  if (checked("depth")) {
    if (g_.samples == 1) copy(*depth_, VK_IMAGE_ASPECT_DEPTH_BIT, depth_->result.buffer);
    else recordMsRead(ctx_, cmd, ms, MsAspect::Depth, depth_->result.buffer);
  }
  if (checked("stencil")) {
    if (g_.samples == 1) copy(*depth_, VK_IMAGE_ASPECT_STENCIL_BIT, depth_->stencil.buffer);
    else recordMsRead(ctx_, cmd, ms, MsAspect::Stencil, depth_->stencil.buffer);
  }
}

void RenderTargets::collect(std::map<std::string, std::vector<uint32_t>>& outputs) const {
  uint64_t pixels = uint64_t(g_.width) * g_.height * layers_ * g_.samples;
  for (const auto& c : colors_) {
    if (!checked(c.name)) continue;
    std::vector<uint32_t> words((pixels * c.format->bytes + 3) / 4);
    std::memcpy(words.data(), c.result.data, words.size() * 4);
    outputs[c.name] = std::move(words);
  }
  if (!depth_) return;
  bool copied = g_.samples == 1;  // else the shaders already wrote one word per sample
  if (checked("depth")) {
    std::vector<uint32_t> words(pixels);
    const auto* bytes = static_cast<const uint8_t*>(depth_->result.data);
    for (uint64_t i = 0; i < pixels; ++i) {
      uint32_t raw = 0;
      if (copied && depth_->format->vk == VK_FORMAT_D16_UNORM) {
        uint16_t v;
        std::memcpy(&v, bytes + 2 * i, 2);
        raw = std::bit_cast<uint32_t>(float(v) / 65535.0f);
      } else {
        std::memcpy(&raw, bytes + 4 * i, 4);
        // Packed D24: the depth is in the low 24 bits (the rest is undefined).
        if (copied && depth_->format->vk == VK_FORMAT_D24_UNORM_S8_UINT)
          raw = std::bit_cast<uint32_t>(float(raw & 0xffffffu) / 16777215.0f);
      }
      words[i] = raw;
    }
    outputs["depth"] = std::move(words);
  }
  if (checked("stencil")) {
    std::vector<uint32_t> words(pixels);
    const auto* bytes = static_cast<const uint8_t*>(depth_->stencil.data);
    for (uint64_t i = 0; i < pixels; ++i) {
      if (copied) words[i] = bytes[i];
      else std::memcpy(&words[i], bytes + 4 * i, 4);
    }
    outputs["stencil"] = std::move(words);
  }
}

}  // namespace dxsv::exec
