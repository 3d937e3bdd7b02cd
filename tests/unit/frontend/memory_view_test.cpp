// Pointer reinterpretation (src/frontend/memory_view.h): DXC moves a float4x4,
// {[4 x <4 x float>]}, through a pointer bitcast as <16 x float>. Where the flattened layouts
// agree the access goes scalar by scalar; where they differ (a <3 x float> row is padded to
// 16 bytes) the conversion is refused as UNSUPPORTED, naming the mismatch.
#include <gtest/gtest.h>

#include "../../common/assemble_ll.h"
#include "../../common/compute_module.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

dxsv::ConvertResult convertBody(const std::string& body) {
  Bytes blob = assembleLl(computeModuleText({.body = R"(
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %tf = uitofp i32 %t to float
)" + body,
                                             .threadsX = 4}));
  dxsv::ConvertOptions options;
  options.validate = true;
  return dxsv::convert(blob, options);
}

std::string disassemble(const dxsv::ConvertResult& r) {
  std::string text, error;
  EXPECT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error)) << error;
  return text;
}

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// A matrix member written as <16 x float> and read back as a row (<4 x float>), as an element
// through a GEP on the <16 x float> view, and as a whole <16 x float>.
TEST(MemoryView, MatrixMemberReadAndWrittenAsAFlatVector) {
  auto r = convertBody(R"(
  %m = alloca { { [4 x <4 x float>] } }
  %flat = getelementptr inbounds { { [4 x <4 x float>] } }, ptr %m, i32 0, i32 0
  %v0 = insertelement <16 x float> zeroinitializer, float %tf, i32 6
  %v1 = insertelement <16 x float> %v0, float 2.0, i32 13
  store <16 x float> %v1, ptr %flat
  %rowp = getelementptr inbounds { [4 x <4 x float>] }, ptr %flat, i32 0, i32 0, i32 1
  %row = load <4 x float>, ptr %rowp
  %x = extractelement <4 x float> %row, i32 2
  %ep = getelementptr inbounds <16 x float>, ptr %flat, i32 0, i32 13
  %e = load float, ptr %ep
  %all = load <16 x float>, ptr %flat
  %w = extractelement <16 x float> %all, i32 6
  %s = fadd fast float %x, %e
  %s2 = fadd fast float %s, %w
  %a = shl i32 %t, 2
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, float %s2, float undef, float undef, float undef, i8 1)
  ret void)");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r);
  // 16 scalar stores for the <16 x float>, 16 scalar loads to rebuild it, and one more for
  // element 13 (the row is a member of the memory's own type: one vector load).
  EXPECT_EQ(count(text, "OpStore"), 16u + 1u) << text;  // + the buffer store
  EXPECT_GE(count(text, "OpLoad"), 18u) << text;
  EXPECT_EQ(count(text, "OpBitcast"), 1u) << text;  // the buffer store's float to uint only
}

// Integers read as floats of the same width bitcast scalar by scalar.
TEST(MemoryView, SameWidthScalarKindsBitcast) {
  auto r = convertBody(R"(
  %m = alloca [2 x <2 x i32>]
  store <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, ptr %m
  %v = load <4 x float>, ptr %m
  %x = extractelement <4 x float> %v, i32 3
  %a = shl i32 %t, 2
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, float %x, float undef, float undef, float undef, i8 1)
  ret void)");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r);
  EXPECT_EQ(count(text, "OpBitcast"), 9u) << text;  // 4 for the store, 4 for the load, 1 for the buffer store
}

// [4 x <3 x float>] has a 16-byte row stride: <12 x float> puts scalar 3 at byte 12, the
// memory at byte 16. That is not the same memory, so it stays UNSUPPORTED.
TEST(MemoryView, PaddedRowsAreRefused) {
  auto r = convertBody(R"(
  %m = alloca [4 x <3 x float>]
  store <12 x float> zeroinitializer, ptr %m
  ret void)");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED) << r.error;
  EXPECT_NE(r.error.find("pointer reinterpretation"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("scalar 3 lies at byte 12"), std::string::npos) << r.error;
}

// More scalars than the memory holds, and a dynamic index into the reinterpreted view.
TEST(MemoryView, OversizedAndDynamicViewsAreRefused) {
  auto big = convertBody(R"(
  %m = alloca [2 x float]
  store <4 x float> zeroinitializer, ptr %m
  ret void)");
  ASSERT_FALSE(big.ok());
  EXPECT_EQ(big.status, DXSV_ERROR_UNSUPPORTED) << big.error;
  EXPECT_NE(big.error.find("more scalars"), std::string::npos) << big.error;

  auto dynamic = convertBody(R"(
  %m = alloca { [4 x <4 x float>] }
  %p = getelementptr inbounds <16 x float>, ptr %m, i32 0, i32 %t
  store float 1.0, ptr %p
  ret void)");
  ASSERT_FALSE(dynamic.ok());
  EXPECT_EQ(dynamic.status, DXSV_ERROR_UNSUPPORTED) << dynamic.error;
  EXPECT_NE(dynamic.error.find("dynamic index"), std::string::npos) << dynamic.error;
}

}  // namespace
