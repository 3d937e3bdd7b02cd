#include "exec/formats.h"

#include <iterator>

namespace dxsv::exec {
namespace {

using K = FormatKind;

// DXGI names components from the low bits, hence the PACK32 formats with reversed names.
constexpr FormatInfo kFormats[] = {
    {"R32G32B32A32_FLOAT", VK_FORMAT_R32G32B32A32_SFLOAT, 16, K::Float},
    {"R32G32B32A32_UINT", VK_FORMAT_R32G32B32A32_UINT, 16, K::Uint},
    {"R32G32B32A32_SINT", VK_FORMAT_R32G32B32A32_SINT, 16, K::Sint},
    {"R32G32B32_FLOAT", VK_FORMAT_R32G32B32_SFLOAT, 12, K::Float},
    {"R32G32B32_UINT", VK_FORMAT_R32G32B32_UINT, 12, K::Uint},
    {"R32G32B32_SINT", VK_FORMAT_R32G32B32_SINT, 12, K::Sint},
    {"R16G16B16A16_FLOAT", VK_FORMAT_R16G16B16A16_SFLOAT, 8, K::Float},
    {"R16G16B16A16_UNORM", VK_FORMAT_R16G16B16A16_UNORM, 8, K::Unorm},
    {"R16G16B16A16_UINT", VK_FORMAT_R16G16B16A16_UINT, 8, K::Uint},
    {"R16G16B16A16_SNORM", VK_FORMAT_R16G16B16A16_SNORM, 8, K::Snorm},
    {"R16G16B16A16_SINT", VK_FORMAT_R16G16B16A16_SINT, 8, K::Sint},
    {"R32G32_FLOAT", VK_FORMAT_R32G32_SFLOAT, 8, K::Float},
    {"R32G32_UINT", VK_FORMAT_R32G32_UINT, 8, K::Uint},
    {"R32G32_SINT", VK_FORMAT_R32G32_SINT, 8, K::Sint},
    {"R10G10B10A2_UNORM", VK_FORMAT_A2B10G10R10_UNORM_PACK32, 4, K::Unorm},
    {"R10G10B10A2_UINT", VK_FORMAT_A2B10G10R10_UINT_PACK32, 4, K::Uint},
    {"R11G11B10_FLOAT", VK_FORMAT_B10G11R11_UFLOAT_PACK32, 4, K::Float},
    {"R8G8B8A8_UNORM", VK_FORMAT_R8G8B8A8_UNORM, 4, K::Unorm},
    {"R8G8B8A8_UINT", VK_FORMAT_R8G8B8A8_UINT, 4, K::Uint},
    {"R8G8B8A8_SNORM", VK_FORMAT_R8G8B8A8_SNORM, 4, K::Snorm},
    {"R8G8B8A8_SINT", VK_FORMAT_R8G8B8A8_SINT, 4, K::Sint},
    {"B8G8R8A8_UNORM", VK_FORMAT_B8G8R8A8_UNORM, 4, K::Unorm},
    {"R16G16_FLOAT", VK_FORMAT_R16G16_SFLOAT, 4, K::Float},
    {"R16G16_UNORM", VK_FORMAT_R16G16_UNORM, 4, K::Unorm},
    {"R16G16_UINT", VK_FORMAT_R16G16_UINT, 4, K::Uint},
    {"R16G16_SNORM", VK_FORMAT_R16G16_SNORM, 4, K::Snorm},
    {"R16G16_SINT", VK_FORMAT_R16G16_SINT, 4, K::Sint},
    {"R32_FLOAT", VK_FORMAT_R32_SFLOAT, 4, K::Float},
    {"R32_UINT", VK_FORMAT_R32_UINT, 4, K::Uint},
    {"R32_SINT", VK_FORMAT_R32_SINT, 4, K::Sint},
    {"R8G8_UNORM", VK_FORMAT_R8G8_UNORM, 2, K::Unorm},
    {"R8G8_UINT", VK_FORMAT_R8G8_UINT, 2, K::Uint},
    {"R8G8_SNORM", VK_FORMAT_R8G8_SNORM, 2, K::Snorm},
    {"R8G8_SINT", VK_FORMAT_R8G8_SINT, 2, K::Sint},
    {"R16_FLOAT", VK_FORMAT_R16_SFLOAT, 2, K::Float},
    {"R16_UNORM", VK_FORMAT_R16_UNORM, 2, K::Unorm},
    {"R16_UINT", VK_FORMAT_R16_UINT, 2, K::Uint},
    {"R16_SNORM", VK_FORMAT_R16_SNORM, 2, K::Snorm},
    {"R16_SINT", VK_FORMAT_R16_SINT, 2, K::Sint},
    {"R8_UNORM", VK_FORMAT_R8_UNORM, 1, K::Unorm},
    {"R8_UINT", VK_FORMAT_R8_UINT, 1, K::Uint},
    {"R8_SNORM", VK_FORMAT_R8_SNORM, 1, K::Snorm},
    {"R8_SINT", VK_FORMAT_R8_SINT, 1, K::Sint},
    // Depth: the depth aspect copies as 4 bytes for D32 and packed D24 (depth in the low 24
    // bits), 2 bytes for D16.
    {"D32_FLOAT", VK_FORMAT_D32_SFLOAT, 4, K::Depth},
    {"D16_UNORM", VK_FORMAT_D16_UNORM, 2, K::Depth},
    {"D32_FLOAT_S8X24_UINT", VK_FORMAT_D32_SFLOAT_S8_UINT, 4, K::DepthStencil},
    {"D24_UNORM_S8_UINT", VK_FORMAT_D24_UNORM_S8_UINT, 4, K::DepthStencil},
};

}  // namespace

const FormatInfo* findFormat(std::string_view dxgi) {
  for (const auto& f : kFormats)
    if (dxgi == f.dxgi) return &f;
  return nullptr;
}

VkFormat rawUintFormat(uint32_t texelBytes) {
  switch (texelBytes) {
    case 1: return VK_FORMAT_R8_UINT;
    case 2: return VK_FORMAT_R16_UINT;
    case 4: return VK_FORMAT_R32_UINT;
    case 8: return VK_FORMAT_R32G32_UINT;
    case 16: return VK_FORMAT_R32G32B32A32_UINT;
    default: return VK_FORMAT_UNDEFINED;
  }
}

}  // namespace dxsv::exec
