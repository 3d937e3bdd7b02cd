// Compute-shader derivatives (SM 6.6) declare SPV_NV_compute_shader_derivatives by default, and
// SPV_KHR_compute_shader_derivatives with dxsv_options.khr_compute_shader_derivatives (devices
// with VK_KHR_compute_shader_derivatives, such as lavapipe of Mesa 25). Both use the same
// capability and execution-mode numbers. The installed SPIRV-Tools may predate the KHR
// extension: validation must still accept the module (convert.cpp validates it under the NV
// name then) and still reject a broken one.
#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include <cstddef>
#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "../../common/container_builder.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

struct Declared {
  std::set<std::string> extensions;
  std::set<uint32_t> capabilities, modes;
};

Declared declared(const std::vector<uint32_t>& words) {
  Declared d;
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16, op = words[i] & 0xffff;
    if (count == 0 || i + count > words.size()) {
      ADD_FAILURE() << "malformed instruction at word " << i;
      break;
    }
    if (op == spv::OpExtension) d.extensions.insert(reinterpret_cast<const char*>(&words[i + 1]));
    if (op == spv::OpCapability) d.capabilities.insert(words[i + 1]);
    if (op == spv::OpExecutionMode) d.modes.insert(words[i + 2]);
    i += count;
  }
  return d;
}

std::vector<uint8_t> blob(const char* name) {
  auto dxil = dxsv::testing::readReference(std::string("handwritten/") + name + ".dxil");
  EXPECT_FALSE(dxil.empty()) << name;
  return dxil;
}

TEST(ComputeDerivativesOptions, NvExtensionByDefault) {
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(blob("compute_derivatives_quads"), options);
  ASSERT_TRUE(r.ok()) << r.error;
  Declared d = declared(r.spirv);
  EXPECT_TRUE(d.extensions.count("SPV_NV_compute_shader_derivatives"));
  EXPECT_FALSE(d.extensions.count("SPV_KHR_compute_shader_derivatives"));
  EXPECT_TRUE(d.capabilities.count(spv::CapabilityComputeDerivativeGroupQuadsNV));
  EXPECT_TRUE(d.modes.count(spv::ExecutionModeDerivativeGroupQuadsNV));
}

TEST(ComputeDerivativesOptions, KhrExtensionValidates) {
  for (const char* name : {"compute_derivatives_quads", "compute_derivatives_linear"}) {
    dxsv::ConvertOptions options;
    options.validate = true;
    options.khrComputeShaderDerivatives = true;
    auto r = dxsv::convert(blob(name), options);
    ASSERT_TRUE(r.ok()) << name << ": " << r.error;
    Declared d = declared(r.spirv);
    EXPECT_TRUE(d.extensions.count("SPV_KHR_compute_shader_derivatives")) << name;
    EXPECT_FALSE(d.extensions.count("SPV_NV_compute_shader_derivatives")) << name;
    bool linear = std::string(name).ends_with("linear");
    EXPECT_TRUE(d.capabilities.count(linear ? spv::CapabilityComputeDerivativeGroupLinearNV
                                            : spv::CapabilityComputeDerivativeGroupQuadsNV))
        << name;
    EXPECT_TRUE(d.modes.count(linear ? spv::ExecutionModeDerivativeGroupLinearNV : spv::ExecutionModeDerivativeGroupQuadsNV))
        << name;
  }
}

// Validation of the KHR form is not waved through: a module broken elsewhere still fails.
TEST(ComputeDerivativesOptions, KhrFormStillValidated) {
  dxsv::ConvertOptions options;
  options.validate = false;
  options.khrComputeShaderDerivatives = true;
  auto r = dxsv::convert(blob("compute_derivatives_quads"), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string error;
  ASSERT_TRUE(dxsv::validateSpirv(r.spirv, DXSV_TARGET_VULKAN_1_1, error)) << error;
  // Drop the LocalSize execution mode: every GLCompute entry point needs one.
  std::vector<uint32_t> broken;
  broken.insert(broken.end(), r.spirv.begin(), r.spirv.begin() + 5);
  for (size_t i = 5; i < r.spirv.size();) {
    uint32_t count = r.spirv[i] >> 16;
    ASSERT_GT(count, 0u);
    bool localSize = (r.spirv[i] & 0xffff) == spv::OpExecutionMode && r.spirv[i + 2] == spv::ExecutionModeLocalSize;
    if (!localSize) broken.insert(broken.end(), r.spirv.begin() + long(i), r.spirv.begin() + long(i + count));
    i += count;
  }
  ASSERT_LT(broken.size(), r.spirv.size());
  EXPECT_FALSE(dxsv::validateSpirv(broken, DXSV_TARGET_VULKAN_1_1, error));
}

TEST(ComputeDerivativesOptions, CApiField) {
  auto dxil = blob("compute_derivatives_linear");
  dxsv_options options;
  dxsv_options_init(&options);
  EXPECT_EQ(options.khr_compute_shader_derivatives, 0);
  options.validate = 1;
  options.khr_compute_shader_derivatives = 1;
  dxsv_result result = nullptr;
  ASSERT_EQ(dxsv_convert(dxil.data(), dxil.size(), &options, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  size_t count = 0;
  const uint32_t* words = dxsv_result_spirv(result, &count);
  Declared d = declared(std::vector<uint32_t>(words, words + count));
  EXPECT_TRUE(d.extensions.count("SPV_KHR_compute_shader_derivatives"));
  dxsv_result_destroy(result);

  // A caller built before the field (API version 11) gets the NV extension.
  dxsv_options old;
  dxsv_options_init(&old);
  old.validate = 1;
  old.khr_compute_shader_derivatives = 1;  // beyond the old struct: not read
  old.struct_size = offsetof(dxsv_options, khr_compute_shader_derivatives);
  ASSERT_EQ(dxsv_convert(dxil.data(), dxil.size(), &old, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  words = dxsv_result_spirv(result, &count);
  d = declared(std::vector<uint32_t>(words, words + count));
  EXPECT_TRUE(d.extensions.count("SPV_NV_compute_shader_derivatives"));
  dxsv_result_destroy(result);
}

}  // namespace
