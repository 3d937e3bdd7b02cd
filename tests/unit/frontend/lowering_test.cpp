// Frontend lowering on hand-written LLVM 19 IR: assembled, written as bitcode, wrapped in a
// DXBC container and converted through the public API.
#include <gtest/gtest.h>

#include "../../common/dxil_assembler.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// A cs_6_0 module around `body`, with one RWByteAddressBuffer at u0.
std::string computeModule(const std::string& body, const std::string& declarations) {
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
define void @main() {
)" + body + R"(
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
)" + declarations + R"(
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{null, !2, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!4 = !{ptr @main, !"main", null, !1, !5}
!5 = !{i32 4, !6}
!6 = !{i32 4, i32 1, i32 1}
)";
}

Bytes assemble(const std::string& text) {
  std::string error;
  Bytes blob = assembleDxil(text, error);
  if (blob.empty()) ADD_FAILURE() << error;
  return blob;
}

dxsv::ConvertResult convertText(const std::string& body, const std::string& declarations = "") {
  Bytes blob = assemble(computeModule(body, declarations));
  dxsv::ConvertOptions options;
  options.validate = true;
  return dxsv::convert(blob, options);
}

const char* kStoreTid = R"(
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %a = shl i32 %t, 2
)";

TEST(Lowering, StraightLineShaderConverts) {
  auto r = convertText(std::string(kStoreTid) + R"(
  %q = udiv i32 100, %t
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %q, i32 undef, i32 undef, i32 undef, i8 1)
  ret void)");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string glsl, error;
  ASSERT_TRUE(dxsv::spirvToGlsl(r.spirv, glsl, error)) << error;
  // Division by zero is defined in D3D (all ones): the divisor is guarded.
  EXPECT_NE(glsl.find("4294967295u"), std::string::npos) << glsl;
}

TEST(Lowering, UnsupportedDxOpIsNamed) {
  auto r = convertText(std::string(kStoreTid) + R"(
  %x = call float @dx.op.unary.f32(i32 83, float 1.0)
  ret void)", "declare float @dx.op.unary.f32(i32, float)");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED);
  EXPECT_NE(r.error.find("DerivCoarseX"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("opcode 83"), std::string::npos) << r.error;
}

TEST(Lowering, CallsToOtherFunctionsAreRejectedByName) {
  auto r = convertText("  call void @helper()\n  ret void", "declare void @helper()");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("'helper'"), std::string::npos) << r.error;
}

TEST(Lowering, HandleOutsideTheDeclaredRangeIsAnError) {
  auto r = convertText(R"(
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 3, i1 false)
  ret void)");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("outside the range"), std::string::npos) << r.error;
}

TEST(Lowering, FcmpUneIsUnordered) {
  auto r = convertText(std::string(kStoreTid) + R"(
  %f = uitofp i32 %t to float
  %c = fcmp une float %f, 2.0
  %z = zext i1 %c to i32
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %z, i32 undef, i32 undef, i32 undef, i8 1)
  ret void)");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text, error;
  ASSERT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error));
  EXPECT_NE(text.find("OpFUnordNotEqual"), std::string::npos);
}

}  // namespace
