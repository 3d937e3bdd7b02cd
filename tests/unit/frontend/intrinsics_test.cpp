// LLVM intrinsics in DXIL: those without effect are dropped, every other one is rejected by
// name; and CBufferLoad (opcode 58) operand checks.
#include <gtest/gtest.h>

#include "../../common/assemble_ll.h"
#include "../../common/compute_module.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

dxsv::ConvertResult convertBody(const std::string& body, const std::string& declarations) {
  dxsv::ConvertOptions options;
  options.validate = true;
  return dxsv::convert(assembleLl(computeModuleText({.body = body, .declarations = declarations, .minor = 6, .threadsX = 4})),
                       options);
}

const char* kPrologue = R"(
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %a = shl i32 %t, 2
)";

TEST(Intrinsics, LifetimeMarkersAndHintsAreDropped) {
  auto r = convertBody(std::string(kPrologue) + R"(
  %arr = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %arr)
  %p = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 %t
  store i32 %t, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  call void @llvm.assume(i1 true)
  call void @llvm.sideeffect()
  call void @llvm.donothing()
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %arr)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %v, i32 undef, i32 undef, i32 undef, i8 1)
  ret void)",
                       "declare void @llvm.lifetime.start.p0(i64, ptr nocapture)\n"
                       "declare void @llvm.lifetime.end.p0(i64, ptr nocapture)\n"
                       "declare void @llvm.assume(i1)\ndeclare void @llvm.sideeffect()\ndeclare void @llvm.donothing()\n");
  ASSERT_TRUE(r.ok()) << r.error;
}

TEST(Intrinsics, OtherIntrinsicsAreRejectedByName) {
  struct Case {
    std::string call, declaration, name;
  };
  const Case cases[] = {
      {"%f = call float @llvm.fabs.f32(float 1.0)", "declare float @llvm.fabs.f32(float)", "llvm.fabs.f32"},
      {"%b = call i32 @llvm.bswap.i32(i32 %t)", "declare i32 @llvm.bswap.i32(i32)", "llvm.bswap.i32"},
      {"%arr = alloca [4 x i32]\n  %src = alloca [4 x i32]\n"
       "  call void @llvm.memcpy.p0.p0.i32(ptr %arr, ptr %src, i32 16, i1 false)",
       "declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)", "llvm.memcpy.p0.p0.i32"},
  };
  for (const Case& c : cases) {
    auto r = convertBody(std::string(kPrologue) + "  " + c.call + "\n  ret void", c.declaration);
    ASSERT_FALSE(r.ok()) << c.name;
    EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED) << c.name;
    EXPECT_NE(r.error.find("LLVM intrinsic '" + c.name + "'"), std::string::npos) << r.error;
  }
}

TEST(Intrinsics, CBufferLoadNeedsAConstantBuffer) {
  auto r = convertBody(std::string(kPrologue) + R"(
  %x = call i32 @dx.op.cbufferLoad.i32(i32 58, %dx.types.Handle %h, i32 0, i32 4)
  ret void)", "declare i32 @dx.op.cbufferLoad.i32(i32, %dx.types.Handle, i32, i32)");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_MALFORMED_INPUT);
  EXPECT_NE(r.error.find("CBufferLoad on a resource that is not a constant buffer"), std::string::npos) << r.error;
}

}  // namespace
