// ir::widenMinPrecision through the C++ API (ConvertOptions::minPrecisionAs32Bit): a module
// without native 16-bit types loses every 16-bit type; one with them keeps its 16-bit types.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

std::string readLl() {
  std::ifstream in(std::string(DXSV_REFERENCE_DIR) + "/handwritten/minprec_int16_ops.ll");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string convertAsm(const std::string& ll, bool as32, dxsv::ConvertResult* out = nullptr) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.minPrecisionAs32Bit = as32;
  dxsv::ConvertResult r = dxsv::convert(assembleLl(ll), options);
  EXPECT_TRUE(r.ok()) << r.error;
  std::string text, error;
  if (r.ok()) EXPECT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error)) << error;
  if (out) *out = r;
  return text;
}

TEST(MinPrecision, ComputedIn32BitsWithoutNative16BitTypes) {
  std::string ll = readLl();
  ASSERT_FALSE(ll.empty());
  std::string text = convertAsm(ll, true);
  EXPECT_EQ(text.find("Int16"), std::string::npos) << text;
  EXPECT_EQ(text.find("Float16"), std::string::npos) << text;
  EXPECT_EQ(text.find("%ushort"), std::string::npos) << text;
  EXPECT_EQ(text.find("%half"), std::string::npos) << text;
  // -1 and -2 sign-extended; 40000 zero-extended where an unsigned compare reads it, and the
  // equality with it compares the low 16 bits (mask 0xffff = 65535).
  EXPECT_NE(text.find("%uint_4294967295"), std::string::npos) << text;
  EXPECT_NE(text.find("%uint_4294967294"), std::string::npos) << text;
  EXPECT_NE(text.find("OpUGreaterThan %bool %"), std::string::npos) << text;
  EXPECT_NE(text.find("%uint_40000"), std::string::npos) << text;
  EXPECT_NE(text.find("%uint_65535"), std::string::npos) << text;
  // half 0.5 became float 0.5; sext from i16 is a shift pair by 16.
  EXPECT_NE(text.find("%float_0_5"), std::string::npos) << text;
  EXPECT_NE(text.find("OpShiftRightArithmetic %uint"), std::string::npos) << text;
}

TEST(MinPrecision, DefaultKeeps16BitTypes) {
  std::string text = convertAsm(readLl(), false);
  EXPECT_NE(text.find("OpCapability Int16"), std::string::npos) << text;
  EXPECT_NE(text.find("OpCapability Float16"), std::string::npos) << text;
}

TEST(MinPrecision, NativeLowPrecisionModulesStay16Bit) {
  // Shader flags 48 | bit 23 (use native low precision, -enable-16bit-types).
  std::string ll = readLl();
  size_t at = ll.find("!{i32 0, i64 48,");
  ASSERT_NE(at, std::string::npos);
  ll.replace(at, 16, "!{i32 0, i64 8388656,");
  std::string text = convertAsm(ll, true);
  EXPECT_NE(text.find("OpCapability Int16"), std::string::npos) << text;
  EXPECT_NE(text.find("OpCapability Float16"), std::string::npos) << text;
}

// Stage I/O and resources of min-precision types: the interface was 32-bit already; the values
// read and written are now 32-bit too (no conversion to and from half).
TEST(MinPrecision, SignatureAndTextureElementsBecome32Bit) {
  const char* ll = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }
define void @main() {
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %x = call half @dx.op.loadInput.f16(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %i = call i16 @dx.op.loadInput.i16(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %l = call %dx.types.ResRet.f16 @dx.op.textureLoad.f16(i32 66, %dx.types.Handle %tex, i32 0, i32 0, i32 0, i32 undef, i32 undef, i32 undef, i32 undef)
  %t = extractvalue %dx.types.ResRet.f16 %l, 0
  %if = sitofp i16 %i to half
  %m = fmul fast half %x, %t
  %r = fadd fast half %m, %if
  call void @dx.op.storeOutput.f16(i32 5, i32 0, i32 0, i8 0, half %r)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare half @dx.op.loadInput.f16(i32, i32, i32, i8, i32)
declare i16 @dx.op.loadInput.i16(i32, i32, i32, i8, i32)
declare %dx.types.ResRet.f16 @dx.op.textureLoad.f16(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare void @dx.op.storeOutput.f16(i32, i32, i32, i8, half)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"ps", i32 6, i32 0}
!1 = !{!2, null, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"Tex", i32 0, i32 0, i32 1, i32 2, i32 0, !10}
!10 = !{i32 0, i32 8}
!4 = !{ptr @main, !"main", !5, !1, !11}
!5 = !{!6, !8, null}
!6 = !{!7, !12}
!7 = !{i32 0, !"A", i8 8, i8 0, !9, i8 2, i32 1, i8 1, i32 0, i8 0, null}
!12 = !{i32 1, !"B", i8 2, i8 0, !9, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!8 = !{!13}
!13 = !{i32 0, !"SV_Target", i8 8, i8 16, !9, i8 0, i32 1, i8 1, i32 0, i8 0, null}
!9 = !{i32 0}
!11 = !{i32 0, i64 32}
)";
  std::string text = convertAsm(ll, true);
  EXPECT_EQ(text.find("Float16"), std::string::npos) << text;
  EXPECT_EQ(text.find("Int16"), std::string::npos) << text;
  EXPECT_EQ(text.find("OpFConvert"), std::string::npos) << text;
}

}  // namespace
