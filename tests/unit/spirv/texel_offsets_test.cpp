// Texel offsets on samples and loads (SM 6.7 lets them vary): a variable one is the Offset
// image operand (VK_KHR_maintenance8), sign-extended from its low 4 bits as D3D reads it;
// constants stay ConstOffset, wrapped the same way; gathers keep their 6-bit offsets. Every
// module passes validateSpirv, which waves Offset on samples through older SPIRV-Tools.
#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include "../../common/assemble_ll.h"
#include "../../common/spirv_text.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// cs_6_7 with t0 Texture2D<float4>, t1 Texture2DArray<float4>, s0, s1 (comparison) and u0
// RWByteAddressBuffer "Out"; %x, %y: thread id in group; the body stores %v (float) at 0.
std::string offsetModule(const std::string& body) {
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
define void @main() {
  %t0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %t1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %s0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %s1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 1, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %x = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %y = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
)" + body + R"(
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 0, i32 undef, float %v, float undef, float undef, float undef, i8 1)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"cs", i32 6, i32 7}
!1 = !{!2, !3, null, !5}
!2 = !{!20, !21}
!3 = !{!40}
!5 = !{!45, !46}
!20 = !{i32 0, ptr undef, !"T2D", i32 0, i32 0, i32 1, i32 2, i32 0, !50}
!21 = !{i32 1, ptr undef, !"T2DArray", i32 0, i32 1, i32 1, i32 7, i32 0, !50}
!40 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!45 = !{i32 0, ptr undef, !"S", i32 0, i32 0, i32 1, i32 0, null}
!46 = !{i32 1, ptr undef, !"SCmp", i32 0, i32 1, i32 1, i32 1, null}
!50 = !{i32 0, i32 9}
!4 = !{ptr @main, !"main", null, !1, !6}
!6 = !{i32 4, !7}
!7 = !{i32 8, i32 8, i32 1}
)";
}

// The validated module's disassembly (a test failure and "" when it does not convert).
std::string convertedText(const std::string& body) {
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(assembleLl(offsetModule(body)), options);
  EXPECT_TRUE(r.ok()) << r.error;
  return r.ok() ? disassembled(r) : "";
}

// The disassembly line holding `what` ("" when none).
std::string lineWith(const std::string& text, const std::string& what) {
  size_t at = text.find(what);
  if (at == std::string::npos) return "";
  size_t begin = text.rfind('\n', at) + 1, end = text.find('\n', at);
  return text.substr(begin, end - begin);
}

// The id a line defines ("%12 = ..." gives "%12").
std::string defined(const std::string& line) {
  size_t begin = line.find('%');
  return begin == std::string::npos ? "" : line.substr(begin, line.find(' ', begin) - begin);
}

// Every `opcode` takes `operands` (its mask), ending in an Offset that is the 4-bit sign
// extension of the offset vector.
void expectWrappedOffsets(const std::string& text, const std::string& opcode, const std::string& operands) {
  EXPECT_NE(text.find("OpCapability ImageGatherExtended"), std::string::npos) << text;
  size_t seen = 0;
  for (size_t begin = 0, end; begin < text.size(); begin = end + 1) {
    end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(begin, end - begin);
    if (line.find(" " + opcode + " ") == std::string::npos) continue;
    ++seen;
    EXPECT_NE(line.find(" " + operands + " "), std::string::npos) << line;
    std::string extract = lineWith(text, line.substr(line.rfind(' ') + 1) + " = OpBitFieldSExtract %v2int ");
    EXPECT_NE(extract.find(" %uint_0 %uint_4"), std::string::npos) << line << "\n" << text;
  }
  EXPECT_GT(seen, 0u) << opcode << "\n" << text;
}

TEST(TexelOffsets, VariableSampleLevelOffsetIsWrappedOffsetOperand) {
  std::string text = convertedText(R"(
  %r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t0, %dx.types.Handle %s0, float 0.5, float 0.5, float undef, float undef, i32 %x, i32 %y, i32 undef, float 0.0)
  %v = extractvalue %dx.types.ResRet.f32 %r, 0)");
  expectWrappedOffsets(text, "OpImageSampleExplicitLod", "Lod|Offset");
  EXPECT_EQ(text.find("ConstOffset"), std::string::npos) << text;
}

TEST(TexelOffsets, ImplicitGradCompareAndSparseFormsTakeOffset) {
  std::string text = convertedText(R"(
  %a = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %t0, %dx.types.Handle %s0, float 0.5, float 0.5, float undef, float undef, i32 %x, i32 -13, i32 undef, float undef)
  %g = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %t1, %dx.types.Handle %s0, float 0.5, float 0.5, float 1.0, float undef, i32 9, i32 %y, i32 undef, float 0.125, float 0.0, float undef, float 0.0, float 0.125, float undef, float undef)
  %z = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %t0, %dx.types.Handle %s1, float 0.5, float 0.5, float undef, float undef, i32 %y, i32 %x, i32 undef, float 0.25)
  %a0 = extractvalue %dx.types.ResRet.f32 %a, 0
  %g0 = extractvalue %dx.types.ResRet.f32 %g, 0
  %z0 = extractvalue %dx.types.ResRet.f32 %z, 0
  %z4 = extractvalue %dx.types.ResRet.f32 %z, 4
  %ok = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %z4)
  %s = fadd float %a0, %g0
  %s2 = fadd float %s, %z0
  %v = select i1 %ok, float %s2, float 0.0)");
  EXPECT_EQ(occurrences(text, "OpBitFieldSExtract %v2int "), 3u) << text;
  expectWrappedOffsets(text, "OpImageSampleImplicitLod", "Offset");
  expectWrappedOffsets(text, "OpImageSampleExplicitLod", "Grad|Offset");  // two ids before Offset's
  expectWrappedOffsets(text, "OpImageSparseSampleDrefExplicitLod", "Lod|Offset");
}

TEST(TexelOffsets, ConstantOffsetsStayConstOffsetWrappedToFourBits) {
  std::string text = convertedText(R"(
  %r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t0, %dx.types.Handle %s0, float 0.5, float 0.5, float undef, float undef, i32 9, i32 -13, i32 undef, float 0.0)
  %l = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t0, i32 0, i32 %x, i32 %y, i32 undef, i32 -4, i32 3, i32 undef)
  %r0 = extractvalue %dx.types.ResRet.f32 %r, 0
  %l0 = extractvalue %dx.types.ResRet.f32 %l, 0
  %v = fadd float %r0, %l0)");
  EXPECT_NE(lineWith(text, "OpImageSampleExplicitLod").find("Lod|ConstOffset "), std::string::npos) << text;
  EXPECT_NE(lineWith(text, "OpImageFetch").find("Lod|ConstOffset "), std::string::npos) << text;
  EXPECT_NE(text.find("OpConstantComposite %v2int %int_n7 %int_3"), std::string::npos) << text;  // (9, -13)
  EXPECT_NE(text.find("OpConstantComposite %v2int %int_n4 %int_3"), std::string::npos) << text;
  EXPECT_EQ(text.find("OpBitFieldSExtract"), std::string::npos) << text;
  EXPECT_EQ(text.find("ImageGatherExtended"), std::string::npos) << text;
}

// A load's variable offset joins the coordinate after the same 4-bit wrap; a gather's is
// passed as it is (programmable gather offsets span 6 bits).
TEST(TexelOffsets, VariableLoadOffsetIsWrappedAndGatherOffsetIsNot) {
  std::string text = convertedText(R"(
  %l = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t0, i32 0, i32 1, i32 2, i32 undef, i32 %x, i32 %y, i32 undef)
  %g = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %t0, %dx.types.Handle %s0, float 0.5, float 0.5, float undef, float undef, i32 %y, i32 %x, i32 0)
  %l0 = extractvalue %dx.types.ResRet.f32 %l, 0
  %g0 = extractvalue %dx.types.ResRet.f32 %g, 0
  %v = fadd float %l0, %g0)");
  std::string extract = lineWith(text, "OpBitFieldSExtract");
  EXPECT_NE(extract.find("OpBitFieldSExtract %v2uint "), std::string::npos) << text;
  EXPECT_NE(extract.find(" %uint_0 %uint_4"), std::string::npos) << text;
  EXPECT_EQ(occurrences(text, "OpBitFieldSExtract"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpIAdd %uint "), 2u) << text;
  EXPECT_EQ(lineWith(text, "OpImageFetch").find("Offset"), std::string::npos) << text;
  std::string gather = lineWith(text, "OpImageGather");
  std::string offset = gather.substr(gather.rfind(' ') + 1);
  EXPECT_NE(gather.find(" Offset "), std::string::npos) << text;
  EXPECT_NE(lineWith(text, offset + " = OpBitcast %v2int"), "") << text;
}

// The validation workaround drops only what maintenance8 allows: a module broken elsewhere
// still fails.
TEST(TexelOffsets, ValidationStillRejectsOtherErrors) {
  dxsv::ConvertOptions options;
  options.validate = false;
  auto r = dxsv::convert(assembleLl(offsetModule(R"(
  %r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t0, %dx.types.Handle %s0, float 0.5, float 0.5, float undef, float undef, i32 %x, i32 %y, i32 undef, float 0.0)
  %v = extractvalue %dx.types.ResRet.f32 %r, 0)")), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string error;
  ASSERT_TRUE(dxsv::validateSpirv(r.spirv, DXSV_TARGET_VULKAN_1_1, error)) << error;
  std::vector<uint32_t> broken(r.spirv.begin(), r.spirv.begin() + 5);
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

}  // namespace
