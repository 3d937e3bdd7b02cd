// Texture ops in compute shaders: each dx.op lowers, and the module passes spirv-val
// (ConvertOptions::validate) and SPIRV-Cross.
#include <gtest/gtest.h>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// SRVs t0..t8: Texture1D, 2D, 2DMS, 3D, Cube, 1DArray, 2DArray, 2DMSArray, CubeArray of
// float4 (resource kinds 1..9, range ids 0..8); t9: Texture2D<uint>; t10: Texture2D<half4>.
// UAVs: u0 RWByteAddressBuffer "Out", u1 RWTexture2D<uint>, u2 RWTexture2DArray<float4>,
// u3 RWTexture2DMS<float4>, u4 RWTexture1D<int>. Samplers: s0, s1 (comparison).
// Handles: %t0..%t10, %out, %u1..%u4, %s0, %s1; %x, %y: thread id in group.
std::string textureModule(const std::string& body, const std::string& declarations, int minor = 6, bool native16 = false) {
  std::string handles;
  for (int i = 0; i <= 10; ++i)
    handles += "  %t" + std::to_string(i) + " = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 " +
               std::to_string(i) + ", i32 " + std::to_string(i) + ", i1 false)\n";
  handles += "  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)\n";
  for (int i = 1; i <= 4; ++i)
    handles += "  %u" + std::to_string(i) + " = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 " +
               std::to_string(i) + ", i32 " + std::to_string(i) + ", i1 false)\n";
  handles += "  %s0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)\n";
  handles += "  %s1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 1, i1 false)\n";
  handles += "  %x = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)\n";
  handles += "  %y = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)\n";
  handles += "  %a = shl i32 %x, 2\n";
  std::string srvs;
  const char* names[] = {"T1D", "T2D", "T2DMS", "T3D", "TCube", "T1DArray", "T2DArray", "T2DMSArray", "TCubeArray"};
  for (int i = 0; i < 9; ++i)
    srvs += "!" + std::to_string(20 + i) + " = !{i32 " + std::to_string(i) + ", ptr undef, !\"" + names[i] +
            "\", i32 0, i32 " + std::to_string(i) + ", i32 1, i32 " + std::to_string(i + 1) + ", i32 0, !50}\n";
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.i16 = type { i16, i16, i16, i16, i32 }
%dx.types.ResRet.i64 = type { i64, i64, i64, i64, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%dx.types.SamplePos = type { float, float }
define void @main() {
)" + handles + body + R"(
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)
)" + declarations + R"(
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"cs", i32 6, i32 )" + std::to_string(minor) + R"(}
!1 = !{!2, !3, null, !5}
!2 = !{!20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30}
!3 = !{!40, !41, !42, !43, !44}
!5 = !{!45, !46}
)" + srvs + R"(!29 = !{i32 9, ptr undef, !"TUint", i32 0, i32 9, i32 1, i32 2, i32 0, !51}
!30 = !{i32 10, ptr undef, !"THalf", i32 0, i32 10, i32 1, i32 2, i32 0, !53}
!40 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!41 = !{i32 1, ptr undef, !"RWUint", i32 0, i32 1, i32 1, i32 2, i1 false, i1 false, i1 false, !51}
!42 = !{i32 2, ptr undef, !"RWArray", i32 0, i32 2, i32 1, i32 7, i1 false, i1 false, i1 false, !50}
!43 = !{i32 3, ptr undef, !"RWMS", i32 0, i32 3, i32 1, i32 3, i1 false, i1 false, i1 false, !50}
!44 = !{i32 4, ptr undef, !"RW1D", i32 0, i32 4, i32 1, i32 1, i1 false, i1 false, i1 false, !52}
!45 = !{i32 0, ptr undef, !"S", i32 0, i32 0, i32 1, i32 0, null}
!46 = !{i32 1, ptr undef, !"SCmp", i32 0, i32 1, i32 1, i32 1, null}
!50 = !{i32 0, i32 9}
!51 = !{i32 0, i32 5}
!52 = !{i32 0, i32 4}
!53 = !{i32 0, i32 8}
!4 = !{ptr @main, !"main", null, !1, !6}
!6 = !{i32 0, i64 )" + (native16 ? "8388640" : "0") + R"(, i32 4, !7}
!7 = !{i32 8, i32 8, i32 1}
)";
}

dxsv::ConvertResult convertBody(const std::string& body, const std::string& declarations, int minor = 6, bool native16 = false) {
  dxsv::ConvertOptions options;
  options.validate = true;
  return dxsv::convert(assembleLl(textureModule(body, declarations, minor, native16)), options);
}

// Converts, validates, and returns the GLSL followed by the SPIR-V disassembly (empty on
// failure, with a test failure).
std::string glslOf(const std::string& body, const std::string& declarations, int minor = 6, bool native16 = false) {
  auto r = convertBody(body, declarations, minor, native16);
  EXPECT_TRUE(r.ok()) << r.error;
  if (!r.ok()) return {};
  std::string glsl, text, error;
  EXPECT_TRUE(dxsv::spirvToGlsl(r.spirv, glsl, error)) << error;
  EXPECT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error)) << error;
  return glsl + "\n" + text;
}

const char* kStoreF = "\n  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %a, i32 undef, float %v, float undef, float undef, float undef, i8 1)";
const char* kStoreI = "\n  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %out, i32 %a, i32 undef, i32 %v, i32 undef, i32 undef, i32 undef, i8 1)";

const char* kSampleLevel = "declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)\n";

TEST(Textures, SampleLevelOnEveryKind) {
  std::string body;
  // (handle, coords) per kind; the layer is the last coordinate.
  const char* calls[][2] = {{"t0", "float 0.5, float undef, float undef, float undef"},
                            {"t1", "float 0.5, float 0.5, float undef, float undef"},
                            {"t3", "float 0.5, float 0.5, float 0.5, float undef"},
                            {"t4", "float 0.5, float 0.5, float 0.5, float undef"},
                            {"t5", "float 0.5, float 1.0, float undef, float undef"},
                            {"t6", "float 0.5, float 0.5, float 1.0, float undef"},
                            {"t8", "float 0.5, float 0.5, float 0.5, float 1.0"}};
  int n = 0;
  for (auto& c : calls) {
    std::string i = std::to_string(n++);
    body += "  %r" + i + " = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %" + c[0] +
            ", %dx.types.Handle %s0, " + c[1] + ", i32 undef, i32 undef, i32 undef, float 1.0)\n";
    body += "  %v" + i + " = extractvalue %dx.types.ResRet.f32 %r" + i + ", 0\n";
    body += "  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 " + std::to_string(n * 4) +
            ", i32 undef, float %v" + i + ", float undef, float undef, float undef, i8 1)\n";
  }
  std::string glsl = glslOf(body, kSampleLevel);
  EXPECT_NE(glsl.find("textureLod(sampler1D(T1D, S)"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("samplerCubeArray(TCubeArray, S)"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("sampler1DArray(T1DArray, S)"), std::string::npos) << glsl;
}

TEST(Textures, ImplicitLodSamplesNeedComputeDerivatives) {
  std::string glsl = glslOf(R"(
  %fx = uitofp i32 %x to float
  %u = fmul float %fx, 0.125
  %r = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %t1, %dx.types.Handle %s0, float %u, float %u, float undef, float undef, i32 1, i32 -1, i32 undef, float undef)
  %b = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %t6, %dx.types.Handle %s0, float %u, float %u, float 1.0, float undef, i32 undef, i32 undef, i32 undef, float 0.5, float 2.0)
  %c = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle %t4, %dx.types.Handle %s1, float %u, float %u, float 1.0, float undef, i32 undef, i32 undef, i32 undef, float 0.5, float undef)
  %l = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %t1, %dx.types.Handle %s0, float %u, float %u, float undef, i1 true)
  %lu = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %t1, %dx.types.Handle %s0, float %u, float %u, float undef, i1 false)
  %r0 = extractvalue %dx.types.ResRet.f32 %r, 0
  %b0 = extractvalue %dx.types.ResRet.f32 %b, 1
  %c0 = extractvalue %dx.types.ResRet.f32 %c, 0
  %s = fadd float %r0, %b0
  %s2 = fadd float %s, %c0
  %s3 = fadd float %s2, %l
  %v = fadd float %s3, %lu)" + std::string(kStoreF),
                            R"(declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
)");
  EXPECT_NE(glsl.find("DerivativeGroupQuadsNV"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("textureOffset("), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("ivec2(1, -1)"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("textureQueryLod("), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("textureClamp"), std::string::npos) << glsl;  // SampleBias with a min-LOD clamp
}

TEST(Textures, GradAndComparisonVariants) {
  std::string glsl = glslOf(R"(
  %g = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %t3, %dx.types.Handle %s0, float 0.5, float 0.5, float 0.5, float undef, i32 1, i32 2, i32 3, float 0.125, float 0.0, float 0.0, float 0.0, float 0.125, float 0.0, float undef)
  %z = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %t8, %dx.types.Handle %s1, float 0.5, float 0.5, float 0.5, float 1.0, i32 undef, i32 undef, i32 undef, float 0.25)
  %cl = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle %t1, %dx.types.Handle %s1, float 0.5, float 0.5, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.25, float 1.5)
  %cg = call %dx.types.ResRet.f32 @dx.op.sampleCmpGrad.f32(i32 254, %dx.types.Handle %t6, %dx.types.Handle %s1, float 0.5, float 0.5, float 2.0, float undef, i32 undef, i32 undef, i32 undef, float 0.25, float 0.125, float 0.0, float undef, float 0.0, float 0.125, float undef, float undef)
  %g0 = extractvalue %dx.types.ResRet.f32 %g, 0
  %z0 = extractvalue %dx.types.ResRet.f32 %z, 0
  %cl0 = extractvalue %dx.types.ResRet.f32 %cl, 0
  %cg0 = extractvalue %dx.types.ResRet.f32 %cg, 0
  %s = fadd float %g0, %z0
  %s2 = fadd float %s, %cl0
  %v = fadd float %s2, %cg0)" + std::string(kStoreF),
                            R"(declare %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float, float)
)", 8);
  EXPECT_NE(glsl.find("textureGradOffset("), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("samplerCubeArrayShadow"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("sampler2DArrayShadow"), std::string::npos) << glsl;
  EXPECT_EQ(glsl.find("DerivativeGroup"), std::string::npos) << glsl;  // explicit LODs only
}

TEST(Textures, SampleCmpBiasNeedsDerivatives) {
  std::string glsl = glslOf(R"(
  %c = call %dx.types.ResRet.f32 @dx.op.sampleCmpBias.f32(i32 255, %dx.types.Handle %t1, %dx.types.Handle %s1, float 0.5, float 0.5, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.25, float 1.0, float undef)
  %v = extractvalue %dx.types.ResRet.f32 %c, 0)" + std::string(kStoreF),
                            "declare %dx.types.ResRet.f32 @dx.op.sampleCmpBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float)\n", 8);
  EXPECT_NE(glsl.find("DerivativeGroupQuadsNV"), std::string::npos) << glsl;
}

TEST(Textures, GatherChannelsOffsetsAndCompare) {
  std::string glsl = glslOf(R"(
  %g = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %t1, %dx.types.Handle %s0, float 0.5, float 0.5, float undef, float undef, i32 1, i32 0, i32 2)
  %dyn = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %t6, %dx.types.Handle %s0, float 0.5, float 0.5, float 1.0, float undef, i32 %x, i32 %y, i32 0)
  %c = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle %t4, %dx.types.Handle %s1, float 0.5, float 0.5, float 0.5, float undef, i32 undef, i32 undef, i32 0, float 0.5)
  %g3 = extractvalue %dx.types.ResRet.f32 %g, 3
  %d0 = extractvalue %dx.types.ResRet.f32 %dyn, 0
  %c1 = extractvalue %dx.types.ResRet.f32 %c, 1
  %s = fadd float %g3, %d0
  %v = fadd float %s, %c1)" + std::string(kStoreF),
                            R"(declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
declare %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
)");
  EXPECT_NE(glsl.find("textureGatherOffset(sampler2D(T2D, S), vec2(0.5), ivec2(1, 0), int(2u))"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("textureGatherOffset(sampler2DArray"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("samplerCubeShadow(TCube, SCmp)"), std::string::npos) << glsl;
}

TEST(Textures, GatherRaw) {
  std::string glsl = glslOf(R"(
  %g = call %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32 223, %dx.types.Handle %t9, %dx.types.Handle %s0, float 0.5, float 0.5, float undef, float undef, i32 undef, i32 undef)
  %v = extractvalue %dx.types.ResRet.i32 %g, 2)" + std::string(kStoreI),
                            "declare %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32)\n", 7);
  EXPECT_NE(glsl.find("textureGather(usampler2D(TUint, S)"), std::string::npos) << glsl;
}

TEST(Textures, LoadWithMipOffsetAndSample) {
  std::string glsl = glslOf(R"(
  %l = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t6, i32 1, i32 %x, i32 %y, i32 2, i32 -1, i32 1, i32 undef)
  %ms = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t7, i32 3, i32 %x, i32 %y, i32 1, i32 undef, i32 undef, i32 undef)
  %d = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t0, i32 0, i32 %x, i32 undef, i32 undef, i32 %y, i32 undef, i32 undef)
  %rw = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %u2, i32 undef, i32 %x, i32 %y, i32 0, i32 undef, i32 undef, i32 undef)
  %l0 = extractvalue %dx.types.ResRet.f32 %l, 0
  %ms1 = extractvalue %dx.types.ResRet.f32 %ms, 1
  %d2 = extractvalue %dx.types.ResRet.f32 %d, 2
  %rw3 = extractvalue %dx.types.ResRet.f32 %rw, 3
  %s = fadd float %l0, %ms1
  %s2 = fadd float %s, %d2
  %v = fadd float %s2, %rw3)" + std::string(kStoreF),
                            "declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)\n");
  EXPECT_NE(glsl.find("texelFetchOffset(T2DArray"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("ivec2(-1, 1)"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("texelFetch(T2DMSArray"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("imageLoad(RWArray"), std::string::npos) << glsl;
}

TEST(Textures, StoresAndStoreSample) {
  std::string glsl = glslOf(R"(
  %f = uitofp i32 %x to float
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %u2, i32 %x, i32 %y, i32 1, float %f, float 1.0, float 2.0, float 3.0, i8 15)
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %u4, i32 %x, i32 undef, i32 undef, i32 %y, i32 undef, i32 undef, i32 undef, i8 1)
  call void @dx.op.textureStoreSample.f32(i32 225, %dx.types.Handle %u3, i32 %x, i32 %y, i32 undef, float %f, float %f, float %f, float %f, i8 15, i32 2))",
                            R"(declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8)
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8)
declare void @dx.op.textureStoreSample.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8, i32)
)", 7);
  EXPECT_NE(glsl.find("imageStore(RWArray"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("imageStore(RW1D"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("imageStore(RWMS, ivec2("), std::string::npos) << glsl;
}

TEST(Textures, AtomicsOnRWTexture) {
  std::string glsl = glslOf(R"(
  %old = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %u1, i32 0, i32 %x, i32 %y, i32 undef, i32 5)
  %max = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %u1, i32 5, i32 %x, i32 %y, i32 undef, i32 7)
  %cas = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %u1, i32 %x, i32 %y, i32 undef, i32 %old, i32 9)
  %s = add i32 %old, %max
  %v = add i32 %s, %cas)" + std::string(kStoreI),
                            R"(declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
declare i32 @dx.op.atomicCompareExchange.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
)");
  EXPECT_NE(glsl.find("layout(set = 0, binding = 301, r32ui) uniform uimage2D RWUint"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("imageAtomicAdd(RWUint"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("imageAtomicCompSwap(RWUint"), std::string::npos) << glsl;
}

TEST(Textures, GetDimensionsOfEveryKind) {
  std::string body;
  const char* handles[] = {"t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "u1", "u2", "u3", "u4"};
  int n = 0;
  for (const char* h : handles) {
    std::string i = std::to_string(n++);
    body += "  %d" + i + " = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %" + h + ", i32 " +
            (h[0] == 't' ? "%x" : "undef") + ")\n";
    for (int c = 0; c < 4; ++c)
      body += "  %d" + i + "_" + std::to_string(c) + " = extractvalue %dx.types.Dimensions %d" + i + ", " + std::to_string(c) + "\n";
    body += "  %e" + i + " = add i32 %d" + i + "_0, %d" + i + "_1\n  %f" + i + " = add i32 %e" + i + ", %d" + i + "_2\n";
    body += "  %g" + i + " = add i32 %f" + i + ", %d" + i + "_3\n";
    body += "  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %out, i32 " + std::to_string(n * 4) +
            ", i32 undef, i32 %g" + i + ", i32 undef, i32 undef, i32 undef, i8 1)\n";
  }
  std::string glsl = glslOf(body, "declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)\n");
  EXPECT_NE(glsl.find("textureQueryLevels(TCubeArray)"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("textureSamples(T2DMSArray)"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("imageSize(RWArray)"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("textureSize(T3D, int(0u))"), std::string::npos) << glsl;  // mip 0, scaled (below)
}

// GetDimensions with a mip level: mip 0's size shifted right by the level (at least 1), and 0
// past the last mip, instead of OpImageQuerySizeLod at the level (undefined past the last mip
// in Vulkan; lavapipe 25.0 uses the first lane's level for all lanes).
TEST(Textures, GetDimensionsWithAMipScalesMipZerosSize) {
  std::string glsl = glslOf(R"(
  %d = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %t6, i32 %x)
  %w = extractvalue %dx.types.Dimensions %d, 0
  %h = extractvalue %dx.types.Dimensions %d, 1
  %l = extractvalue %dx.types.Dimensions %d, 2
  %s = add i32 %w, %h
  %v = add i32 %s, %l)" + std::string(kStoreI),
                            "declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)\n");
  EXPECT_NE(glsl.find("textureSize(T2DArray, int(0u))"), std::string::npos) << glsl;
  EXPECT_EQ(glsl.find("textureSize(T2DArray, int(_"), std::string::npos) << glsl;  // no per-lane LOD
  EXPECT_NE(glsl.find("textureQueryLevels(T2DArray)"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find(", 31u)"), std::string::npos) << glsl;  // the level, clamped to 31
  EXPECT_NE(glsl.find("), 1u)"), std::string::npos) << glsl;  // max(size >> level, 1)
  EXPECT_NE(glsl.find(", max(("), std::string::npos) << glsl;  // min(size, max(...)): a null view's 0 stays 0
  EXPECT_NE(glsl.find(" : 0u"), std::string::npos) << glsl;   // 0 past the last mip
}

TEST(Textures, SamplePositionUsesTheStandardPattern) {
  std::string glsl = glslOf(R"(
  %p = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %t2, i32 %x)
  %px = extractvalue %dx.types.SamplePos %p, 0
  %py = extractvalue %dx.types.SamplePos %p, 1
  %v = fadd float %px, %py)" + std::string(kStoreF),
                            "declare %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32, %dx.types.Handle, i32)\n");
  EXPECT_NE(glsl.find("textureSamples(T2DMS)"), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("vec2(-0.4375, -0.5)"), std::string::npos) << glsl;  // 16 samples, last: (-7, -8) / 16
}

TEST(Textures, SparseStatusAndCheckAccessFullyMapped) {
  std::string glsl = glslOf(R"(
  %r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t1, %dx.types.Handle %s0, float 0.5, float 0.5, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0)
  %st = extractvalue %dx.types.ResRet.f32 %r, 4
  %ok = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %st)
  %r0 = extractvalue %dx.types.ResRet.f32 %r, 0
  %v = select i1 %ok, float %r0, float -1.0)" + std::string(kStoreF),
                            std::string(kSampleLevel) + "declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32)\n");
  EXPECT_NE(glsl.find("sparseTextureLodARB("), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("sparseTexelsResidentARB("), std::string::npos) << glsl;
}

TEST(Textures, SixteenBitResultsSampleIn32Bits) {
  std::string glsl = glslOf(R"(
  %r = call %dx.types.ResRet.f16 @dx.op.sampleLevel.f16(i32 62, %dx.types.Handle %t10, %dx.types.Handle %s0, float 0.5, float 0.5, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0)
  %l = call %dx.types.ResRet.i16 @dx.op.textureLoad.i16(i32 66, %dx.types.Handle %t9, i32 0, i32 %x, i32 %y, i32 undef, i32 undef, i32 undef, i32 undef)
  %h = extractvalue %dx.types.ResRet.f16 %r, 1
  %i = extractvalue %dx.types.ResRet.i16 %l, 0
  %hf = fpext half %h to float
  %iw = zext i16 %i to i32
  %if = uitofp i32 %iw to float
  %v = fadd float %hf, %if)" + std::string(kStoreF),
                            R"(declare %dx.types.ResRet.f16 @dx.op.sampleLevel.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.i16 @dx.op.textureLoad.i16(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
)", 2, true);
  EXPECT_NE(glsl.find("float16_t("), std::string::npos) << glsl;
  EXPECT_NE(glsl.find("uint16_t("), std::string::npos) << glsl;
}

TEST(Textures, MutatedSignaturesAreErrors) {
  // Integer coordinates on a sample.
  auto r = convertBody(R"(
  %r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t1, %dx.types.Handle %s0, i32 1, i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, float 0.0))",
                       "declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, float)\n");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("'SampleLevel' (opcode 62): operand 3 is i32"), std::string::npos) << r.error;
  // A sample that does not return a ResRet.
  r = convertBody(R"(
  %r = call float @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t1, %dx.types.Handle %s0, float 1.0, float 1.0, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0))",
                  "declare float @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)\n");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("'SampleLevel' (opcode 62) returns float, not what its signature"), std::string::npos) << r.error;
  // Too few operands.
  r = convertBody(R"(
  %r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t1, %dx.types.Handle %s0, float 1.0))",
                  "declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float)\n");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("takes 10 operands"), std::string::npos) << r.error;
  // A buffer where a texture belongs, and a texture where a sampler belongs.
  r = convertBody(R"(
  %r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %out, %dx.types.Handle %s0, float 1.0, float 1.0, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0))", kSampleLevel);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("not a texture"), std::string::npos) << r.error;
  r = convertBody(R"(
  %r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t1, %dx.types.Handle %t0, float 1.0, float 1.0, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0))", kSampleLevel);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("is not a sampler"), std::string::npos) << r.error;
}

TEST(Textures, UnsupportedOpsAreNamed) {
  auto r = convertBody("  %n = call i32 @dx.op.renderTargetGetSampleCount(i32 77)", "declare i32 @dx.op.renderTargetGetSampleCount(i32)\n");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED);
  EXPECT_NE(r.error.find("RenderTargetGetSampleCount"), std::string::npos) << r.error;
}

}  // namespace
