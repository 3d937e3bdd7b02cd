// Typed buffers of 16-bit element types: texels are 32-bit in SPIR-V, so 16-bit values are
// converted (OpFConvert / OpUConvert / OpSConvert), never bitcast across widths.
#include <gtest/gtest.h>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// Buffer<half4> (element type F16) copied to RWBuffer<int16_t4> (I16) at t0 / u0.
const char* kModule = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }
define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %l = call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68, %dx.types.Handle %in, i32 %t, i32 undef)
  %x = extractvalue %dx.types.ResRet.f16 %l, 0
  %i = fptosi half %x to i16
  call void @dx.op.bufferStore.i16(i32 69, %dx.types.Handle %out, i32 %t, i32 undef, i16 %i, i16 %i, i16 %i, i16 %i, i8 15)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.bufferStore.i16(i32, %dx.types.Handle, i32, i32, i16, i16, i16, i16, i8)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!7}
!0 = !{!"cs", i32 6, i32 2}
!1 = !{!2, !4, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, !6}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !8}
!6 = !{i32 0, i32 8}
!8 = !{i32 0, i32 2}
!7 = !{ptr @main, !"main", null, !1, !9}
!9 = !{i32 0, i64 8388640, i32 4, !10}
!10 = !{i32 4, i32 1, i32 1}
)";

TEST(Typed16Bit, HalfAndInt16TexelsAreConvertedNotBitcast) {
  dxsv::ConvertOptions options;
  options.validate = true;  // a width-changing OpBitcast fails here
  auto r = dxsv::convert(assembleLl(kModule), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string glsl, error;
  ASSERT_TRUE(dxsv::spirvToGlsl(r.spirv, glsl, error)) << error;
  EXPECT_NE(glsl.find("float16_t(_"), std::string::npos) << glsl;          // f32 texel -> half
  EXPECT_NE(glsl.find("ivec4(int(int16_t("), std::string::npos) << glsl;  // i16 sign-extended
}

}  // namespace
