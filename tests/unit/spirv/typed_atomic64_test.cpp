// Typed UAVs with 64-bit atomics (SM 6.6): D3D does them on R32G32_UINT/SINT views, so the
// shader's loads and stores see two 32-bit components while its atomics are 64-bit. The
// resource becomes an R64ui/R64i image or texel buffer (SPV_EXT_shader_image_int64).
#include <gtest/gtest.h>

#include "../../common/assemble_ll.h"
#include "../../common/spirv_text.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// u0 RWTexture2D<uint64_t> (element type U32, Atomic64Use), u1 RWBuffer<int64_t> (I32),
// u2 RWByteAddressBuffer "Out". `body` runs with %x (thread id) and the handles.
std::string module(const std::string& body, const char* textureElement = "5") {
  return std::string(R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
define void @main() {
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %buf = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
  %x = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %x64 = zext i32 %x to i64
)") + body + R"(
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare i64 @dx.op.atomicBinOp.i64(i32, %dx.types.Handle, i32, i32, i32, i32, i64)
declare i64 @dx.op.atomicCompareExchange.i64(i32, %dx.types.Handle, i32, i32, i32, i64, i64)
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8)
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8)
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!9}
!0 = !{!"cs", i32 6, i32 6}
!1 = !{null, !2, null, null}
!2 = !{!3, !4, !5}
!3 = !{i32 0, ptr undef, !"Tex", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !6}
!4 = !{i32 1, ptr undef, !"Buf", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !7}
!5 = !{i32 2, ptr undef, !"Out", i32 0, i32 2, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{i32 0, i32 )" + textureElement + R"(, i32 3, i32 1}
!7 = !{i32 0, i32 4, i32 3, i32 1}
!9 = !{ptr @main, !"main", null, !1, !10}
!10 = !{i32 0, i64 1048576, i32 4, !11}
!11 = !{i32 4, i32 1, i32 1}
)";
}

dxsv::ConvertResult convertBody(const std::string& body, const char* textureElement = "5") {
  dxsv::ConvertOptions options;
  options.validate = true;
  return dxsv::convert(assembleLl(module(body, textureElement)), options);
}

TEST(TypedAtomic64, TexturesAndTypedBuffersBecomeR64Images) {
  auto r = convertBody(R"(
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %tex, i32 %x, i32 0, i32 undef, i32 -1, i32 7, i32 -1, i32 -1, i8 15)
  %add = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %tex, i32 0, i32 %x, i32 0, i32 undef, i64 %x64)
  %max = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %buf, i32 5, i32 %x, i32 undef, i32 undef, i64 %add)
  %cas = call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %tex, i32 %x, i32 1, i32 undef, i64 0, i64 %max)
  %t = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %tex, i32 undef, i32 %x, i32 1, i32 undef, i32 undef, i32 undef, i32 undef)
  %lo = extractvalue %dx.types.ResRet.i32 %t, 0
  %hi = extractvalue %dx.types.ResRet.i32 %t, 1
  %b = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %buf, i32 %x, i32 undef)
  %b1 = extractvalue %dx.types.ResRet.i32 %b, 1
  %c = trunc i64 %cas to i32
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %out, i32 0, i32 undef, i32 %lo, i32 %hi, i32 %b1, i32 %c, i8 15))");
  ASSERT_TRUE(r.ok()) << r.error;  // spirv-val ran (options.validate)
  std::string text = disassembled(r);
  EXPECT_NE(text.find("OpCapability Int64ImageEXT"), std::string::npos) << text;
  EXPECT_NE(text.find("OpCapability Int64Atomics"), std::string::npos) << text;
  EXPECT_NE(text.find("OpExtension \"SPV_EXT_shader_image_int64\""), std::string::npos) << text;
  EXPECT_NE(text.find("OpTypeImage %ulong 2D 0 0 0 2 R64ui"), std::string::npos) << text;  // element U32
  EXPECT_NE(text.find("OpTypeImage %long Buffer 0 0 0 2 R64i"), std::string::npos) << text;  // element I32
  EXPECT_EQ(occurrences(text, "OpImageTexelPointer %_ptr_Image_ulong"), 2u) << text;
  EXPECT_EQ(occurrences(text, "OpImageTexelPointer %_ptr_Image_long"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpAtomicIAdd %ulong"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpAtomicSMax %long"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpAtomicCompareExchange %ulong"), 1u) << text;
  // The store packs x (low word) and y (high word); loads take the texel apart again.
  EXPECT_EQ(occurrences(text, "OpShiftLeftLogical %ulong"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpShiftRightLogical %ulong"), 2u) << text;
  EXPECT_EQ(occurrences(text, "OpImageWrite"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpImageRead %v4ulong"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpImageRead %v4long"), 1u) << text;
}

TEST(TypedAtomic64, Only64BitAtomicsWidenTheTexel) {
  // The same texture with 32-bit atomics stays an R32ui image of 32-bit texels.
  auto r = convertBody(R"(
  %old = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %tex, i32 0, i32 %x, i32 0, i32 undef, i32 1)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %out, i32 0, i32 undef, i32 %old, i32 undef, i32 undef, i32 undef, i8 1))");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_EQ(text.find("Int64ImageEXT"), std::string::npos) << text;
  EXPECT_NE(text.find("OpTypeImage %uint 2D 0 0 0 2 R32ui"), std::string::npos) << text;
}

TEST(TypedAtomic64, MixedWidthsAndFloatTexelsAreErrors) {
  auto mixed = convertBody(R"(
  %a = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %tex, i32 0, i32 %x, i32 0, i32 undef, i64 %x64)
  %b = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %tex, i32 0, i32 %x, i32 0, i32 undef, i32 %x))");
  ASSERT_FALSE(mixed.ok());
  EXPECT_NE(mixed.error.find("mix 32 and 64 bits"), std::string::npos) << mixed.error;
  auto floats = convertBody(R"(
  %a = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %tex, i32 0, i32 %x, i32 0, i32 undef, i64 %x64))", "9");
  ASSERT_FALSE(floats.ok());
  EXPECT_EQ(floats.status, DXSV_ERROR_UNSUPPORTED);
  EXPECT_NE(floats.error.find("float element type"), std::string::npos) << floats.error;
}

}  // namespace
