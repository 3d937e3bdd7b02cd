// DXGI-style format names used by run specs, with their Vulkan equivalents and what the
// runner needs to know to size, clear, upload and read back data of that format.
#pragma once

#include <cstdint>
#include <string_view>

#include <vulkan/vulkan_core.h>

namespace dxsv::exec {

enum class FormatKind : uint8_t { Float, Unorm, Snorm, Uint, Sint, Depth, DepthStencil };

struct FormatInfo {
  const char* dxgi;
  VkFormat vk;
  uint32_t bytes;  // per texel (depth formats: bytes of the depth aspect as copied)
  FormatKind kind;
  bool isDepth() const { return kind == FormatKind::Depth || kind == FormatKind::DepthStencil; }
  bool hasStencil() const { return kind == FormatKind::DepthStencil; }
  bool isInteger() const { return kind == FormatKind::Uint || kind == FormatKind::Sint; }
};

// nullptr when the name is unknown.
const FormatInfo* findFormat(std::string_view dxgi);

// A color format of the same texel size with UINT components, for views that move raw bits
// (every color format is view-compatible with it); VK_FORMAT_UNDEFINED for other sizes.
VkFormat rawUintFormat(uint32_t texelBytes);

}  // namespace dxsv::exec
