// RenderTargetGetSampleCount (dx.op 77): pipeline state the embedder gives, as a constant or as
// a specialization constant with a SpecId; without either the shader is refused (UNSUPPORTED).
// Hand-written ps_6_0 modules that write the count to SV_Target0 (uint).
#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

const char* kDeclare = "declare i32 @dx.op.renderTargetGetSampleCount(i32)\n";

// `body` defines %n, the value written to SV_Target0.
std::string pixelModule(const std::string& body, const std::string& declarations = kDeclare) {
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
entry:
)" + body + R"(
  call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 %n)
  ret void
}
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
)" + declarations + R"(
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ps", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, null}
!2 = !{null, !3, null}
!3 = !{!4}
!4 = !{i32 0, !"SV_Target", i8 5, i8 16, !5, i8 0, i32 1, i8 1, i32 0, i8 0, null}
!5 = !{i32 0}
)";
}

const char* kOneCall = "  %n = call i32 @dx.op.renderTargetGetSampleCount(i32 77)";

dxsv::ConvertResult convert(const std::string& body, dxsv::ConvertOptions options,
                            const std::string& declarations = kDeclare) {
  options.validate = true;  // spirv-val
  return dxsv::convert(assembleLl(pixelModule(body, declarations)), options);
}

// What the module says about constants and what is stored.
struct Facts {
  std::map<uint32_t, uint32_t> constants;      // OpConstant id -> value (32-bit)
  std::map<uint32_t, uint32_t> specConstants;  // OpSpecConstant id -> default value
  std::map<uint32_t, std::vector<uint32_t>> specIds;  // id -> its SpecId decorations
  std::map<uint32_t, uint32_t> copies;         // OpCopyObject result -> operand
  std::vector<uint32_t> stored;                // objects of OpStore
  std::vector<std::pair<uint32_t, uint32_t>> products;  // OpIMul operands
};

Facts facts(const std::vector<uint32_t>& words) {
  Facts f;
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16;
    if (count == 0 || i + count > words.size()) break;
    auto op = spv::Op(words[i] & 0xffff);
    const uint32_t* o = &words[i + 1];
    if (op == spv::OpConstant && count == 4) f.constants[o[1]] = o[2];
    if (op == spv::OpSpecConstant && count == 4) f.specConstants[o[1]] = o[2];
    if (op == spv::OpDecorate && count == 4 && o[1] == spv::DecorationSpecId) f.specIds[o[0]].push_back(o[2]);
    if (op == spv::OpCopyObject) f.copies[o[1]] = o[2];
    if (op == spv::OpStore) f.stored.push_back(o[1]);
    if (op == spv::OpIMul) f.products.push_back({o[2], o[3]});
    i += count;
  }
  return f;
}

uint32_t throughCopies(const Facts& f, uint32_t id) {
  for (auto it = f.copies.find(id); it != f.copies.end(); it = f.copies.find(id)) id = it->second;
  return id;
}

// The id the shader's single store writes, looking through copies.
uint32_t storedValue(const Facts& f) {
  if (f.stored.size() != 1) {
    ADD_FAILURE() << f.stored.size() << " stores, expected 1";
    return 0;
  }
  return throughCopies(f, f.stored[0]);
}

TEST(RenderTargetSampleCount, ConstantCount) {
  dxsv::ConvertOptions options;
  options.rasterizerSampleCount = 4;
  auto r = convert(kOneCall, options);
  ASSERT_TRUE(r.ok()) << r.error;
  Facts f = facts(r.spirv);
  uint32_t value = storedValue(f);
  ASSERT_TRUE(f.constants.count(value)) << "the stored value is not an OpConstant";
  EXPECT_EQ(f.constants[value], 4u);
  EXPECT_TRUE(f.specConstants.empty());
  EXPECT_TRUE(f.specIds.empty());
}

TEST(RenderTargetSampleCount, SpecializationConstantWithSpecId) {
  dxsv::ConvertOptions options;
  options.rasterizerSampleCount = 7;  // the SpecId
  options.rasterizerSampleCountSpecConstant = true;
  // Two calls share the one specialization constant (a SpecId is decorated once).
  auto r = convert(R"(  %a = call i32 @dx.op.renderTargetGetSampleCount(i32 77)
  %b = call i32 @dx.op.renderTargetGetSampleCount(i32 77)
  %n = mul i32 %a, %b)",
                   options);
  ASSERT_TRUE(r.ok()) << r.error;
  Facts f = facts(r.spirv);
  ASSERT_EQ(f.specConstants.size(), 1u);
  uint32_t id = f.specConstants.begin()->first;
  EXPECT_EQ(f.specConstants[id], 1u);  // default value
  EXPECT_EQ(f.specIds[id], std::vector<uint32_t>{7u});
  EXPECT_EQ(f.specIds.size(), 1u);
  // Both factors of the product are the specialization constant.
  ASSERT_EQ(f.products.size(), 1u);
  EXPECT_EQ(throughCopies(f, f.products[0].first), id);
  EXPECT_EQ(throughCopies(f, f.products[0].second), id);

  // SpecId 0 is an id like any other.
  options.rasterizerSampleCount = 0;
  r = convert(kOneCall, options);
  ASSERT_TRUE(r.ok()) << r.error;
  f = facts(r.spirv);
  uint32_t value = storedValue(f);
  ASSERT_TRUE(f.specConstants.count(value)) << "the stored value is not the specialization constant";
  EXPECT_EQ(f.specIds[value], std::vector<uint32_t>{0u});
}

TEST(RenderTargetSampleCount, WithoutTheOptionUnsupportedNamingIt) {
  auto r = convert(kOneCall, {});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED) << r.error;
  EXPECT_NE(r.error.find("RenderTargetGetSampleCount"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("rasterizer_sample_count"), std::string::npos) << r.error;
}

TEST(RenderTargetSampleCount, WrongSignatureIsMalformed) {
  dxsv::ConvertOptions options;
  options.rasterizerSampleCount = 4;
  auto r = convert(R"(  %w = call i64 @dx.op.renderTargetGetSampleCount(i32 77)
  %n = trunc i64 %w to i32)",
                   options, "declare i64 @dx.op.renderTargetGetSampleCount(i32)\n");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_MALFORMED_INPUT) << r.error;
  EXPECT_NE(r.error.find("RenderTargetGetSampleCount"), std::string::npos) << r.error;
}

// The C API's v17 fields reach the conversion.
TEST(RenderTargetSampleCount, CApiFields) {
  Bytes blob = assembleLl(pixelModule(kOneCall));
  dxsv_options options;
  dxsv_options_init(&options);
  options.validate = 1;
  options.rasterizer_sample_count = 8;
  dxsv_result result = nullptr;
  ASSERT_EQ(dxsv_convert(blob.data(), blob.size(), &options, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  size_t count = 0;
  const uint32_t* words = dxsv_result_spirv(result, &count);
  Facts f = facts(std::vector<uint32_t>(words, words + count));
  EXPECT_EQ(f.constants[storedValue(f)], 8u);
  dxsv_result_destroy(result);

  options.rasterizer_sample_count = 3;
  options.rasterizer_sample_count_spec_constant = 1;
  ASSERT_EQ(dxsv_convert(blob.data(), blob.size(), &options, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  words = dxsv_result_spirv(result, &count);
  f = facts(std::vector<uint32_t>(words, words + count));
  EXPECT_EQ(f.specIds[storedValue(f)], std::vector<uint32_t>{3u});
  dxsv_result_destroy(result);

  // An older caller's struct (v16, without the fields): not given.
  options.struct_size = offsetof(dxsv_options, rasterizer_sample_count);
  EXPECT_EQ(dxsv_convert(blob.data(), blob.size(), &options, &result), DXSV_ERROR_UNSUPPORTED);
  dxsv_result_destroy(result);
}

}  // namespace
