// SPIR-V enumerants newer than the installed headers (Debian's spirv-headers predate them).
// Values from the extension specifications; the names follow spirv.hpp with a `k` prefix so
// they never clash with a newer header that does define them.
#pragma once

#include <spirv/unified1/spirv.hpp>

namespace dxsv::spirv::ext {

// SPV_KHR_quad_control (VK_KHR_shader_quad_control).
constexpr spv::Capability kCapabilityQuadControlKHR = spv::Capability(5087);
constexpr spv::ExecutionMode kExecutionModeQuadDerivativesKHR = spv::ExecutionMode(5088);
constexpr spv::ExecutionMode kExecutionModeRequireFullQuadsKHR = spv::ExecutionMode(5089);
constexpr spv::Op kOpGroupNonUniformQuadAllKHR = spv::Op(5110);
constexpr spv::Op kOpGroupNonUniformQuadAnyKHR = spv::Op(5111);

}  // namespace dxsv::spirv::ext
