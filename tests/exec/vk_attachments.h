// Render targets and the depth/stencil attachment of a draw: images with the spec's formats,
// samples and layers (or views), a render pass that clears them and leaves them in GENERAL,
// the framebuffer, and their read-back in the documented layout.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "exec/formats.h"
#include "exec/run_spec.h"
#include "exec/vk_context.h"

namespace dxsv::exec {

struct Attachment {
  std::string name;  // rt0..rt7 or depth
  const FormatInfo* format = nullptr;
  VkImage image = VK_NULL_HANDLE;
  VkImageView view = VK_NULL_HANDLE;
  VkClearValue clear{};
  HostBuffer result;   // color words, or the depth aspect
  HostBuffer stencil;  // stencil aspect (depth attachments with stencil)
};

class RenderTargets {
 public:
  // Skips (RunError) when the device cannot render to a format, sample count or layer count.
  RenderTargets(RunContext& ctx, const RunSpec& spec);

  VkRenderPass renderPass() const { return renderPass_; }
  VkFramebuffer framebuffer() const { return framebuffer_; }
  uint32_t colorCount() const { return uint32_t(colors_.size()); }
  std::vector<VkClearValue> clearValues() const;
  // Checked attachments into their buffers, after a barrier the caller recorded.
  void recordReadbacks(VkCommandBuffer cmd);
  void collect(std::map<std::string, std::vector<uint32_t>>& outputs) const;

 private:
  Attachment create(const std::string& name, const FormatInfo& format, bool depth);
  void createRenderPass();
  bool checked(const std::string& name) const;

  RunContext& ctx_;
  const RunSpec& spec_;
  const GraphicsSpec& g_;
  uint32_t layers_ = 1;  // image layers: `layers`, or `views` with multiview
  std::vector<Attachment> colors_;
  std::optional<Attachment> depth_;
  VkRenderPass renderPass_ = VK_NULL_HANDLE;
  VkFramebuffer framebuffer_ = VK_NULL_HANDLE;
};

}  // namespace dxsv::exec
