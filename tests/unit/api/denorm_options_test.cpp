// The fp32 denorm mode (DXIL "fp32-denorm-mode") is emitted only when the embedding says the
// device supports it (dxsv_options.supported_fp32_denorm_modes), and older option structs
// without the field keep the default (both supported).
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "../../common/container_builder.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

// Disassembly of a conversion through the C API, "" on failure.
std::string convertToAsm(const std::vector<uint8_t>& dxil, const dxsv_options& options) {
  dxsv_result result = nullptr;
  dxsv_status status = dxsv_convert(dxil.data(), dxil.size(), &options, &result);
  std::string text;
  if (status == DXSV_SUCCESS) {
    size_t count = 0;
    const uint32_t* words = dxsv_result_spirv(result, &count);
    std::string error;
    EXPECT_TRUE(dxsv::disassembleSpirv(std::vector<uint32_t>(words, words + count), text, error)) << error;
  } else {
    ADD_FAILURE() << dxsv_result_error(result);
  }
  dxsv_result_destroy(result);
  return text;
}

TEST(DenormOptions, PreserveEmittedWhenSupported) {
  auto dxil = dxsv::testing::readReference("compute/float_denorm_preserve.dxil");
  ASSERT_FALSE(dxil.empty());
  dxsv_options options;
  dxsv_options_init(&options);
  options.validate = 1;
  std::string text = convertToAsm(dxil, options);
  EXPECT_NE(text.find("DenormPreserve 32"), std::string::npos) << text;
  EXPECT_NE(text.find("OpCapability DenormPreserve"), std::string::npos);
}

TEST(DenormOptions, LeftOutWhenTheDeviceLacksIt) {
  auto dxil = dxsv::testing::readReference("compute/float_denorm_preserve.dxil");
  ASSERT_FALSE(dxil.empty());
  dxsv_options options;
  dxsv_options_init(&options);
  options.validate = 1;
  options.supported_fp32_denorm_modes = DXSV_FP32_DENORM_FLUSH_TO_ZERO;
  std::string text = convertToAsm(dxil, options);
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("DenormPreserve"), std::string::npos) << text;
  EXPECT_EQ(text.find("SPV_KHR_float_controls"), std::string::npos) << text;
}

TEST(DenormOptions, OlderOptionsStructKeepsTheDefault) {
  auto dxil = dxsv::testing::readReference("compute/float_denorm_preserve.dxil");
  ASSERT_FALSE(dxil.empty());
  dxsv_options options;
  dxsv_options_init(&options);
  options.supported_fp32_denorm_modes = 0;  // not seen: the caller's struct ends before it
  options.struct_size = offsetof(dxsv_options, supported_fp32_denorm_modes);
  std::string text = convertToAsm(dxil, options);
  EXPECT_NE(text.find("DenormPreserve 32"), std::string::npos) << text;
}

}  // namespace
