// SM 6.6 derivatives in mesh and amplification shaders: D3D forms their quads as in compute
// shaders (2x2 squares of the thread id when numthreads X and Y are even, else 4 consecutive
// thread indices), so the entry gets the derivative group mode of compute shaders under
// SPV_KHR_compute_shader_derivatives (the NV extension names GLCompute only, whatever
// khrComputeShaderDerivatives says). A group shape neither mode fits is refused as
// unsupported. The installed SPIRV-Tools (2023.1) predates the KHR extension's mesh and task
// stages: validateSpirv checks the mode is there and validates the rest (convert.cpp).
#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include <regex>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// A mesh shader writing ddx/ddy (fine and coarse) of its thread index to a vertex output, in
// a group of numthreads(X, Y, 1).
std::string meshModule(int x, int y) {
  std::string text = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  call void @dx.op.setMeshOutputCounts(i32 168, i32 1, i32 0)
  %f = uitofp i32 %t to float
  %dxf = call float @dx.op.unary.f32(i32 85, float %f)
  %dyf = call float @dx.op.unary.f32(i32 86, float %f)
  %dxc = call float @dx.op.unary.f32(i32 83, float %f)
  %dyc = call float @dx.op.unary.f32(i32 84, float %f)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %dxf, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %dyf, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float %dxc, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float %dyc, i32 0)
  ret void
}
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare void @dx.op.setMeshOutputCounts(i32, i32, i32)
declare float @dx.op.unary.f32(i32, float)
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ms", i32 6, i32 6}
!1 = !{ptr @main, !"main", !2, null, !20}
!2 = !{null, !3, null}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
!20 = !{i32 9, !21}
!21 = !{!22, i32 1, i32 1, i32 2, i32 0}
!22 = !{i32 X, i32 Y, i32 1}
)";
  text.replace(text.find("i32 X"), 5, "i32 " + std::to_string(x));
  text.replace(text.find("i32 Y"), 5, "i32 " + std::to_string(y));
  return text;
}

// An amplification shader of numthreads(8, 1, 1) passing ddx_fine of its thread index on.
const char* kTaskModule = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%struct.Payload = type { [8 x float] }
@payload = addrspace(3) global %struct.Payload undef
define void @main() {
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %f = uitofp i32 %t to float
  %d = call float @dx.op.unary.f32(i32 85, float %f)
  %p = getelementptr %struct.Payload, ptr addrspace(3) @payload, i32 0, i32 0, i32 %t
  store float %d, ptr addrspace(3) %p
  call void @dx.op.barrier(i32 80, i32 9)
  call void @dx.op.dispatchMesh.struct.Payload(i32 173, i32 1, i32 1, i32 1, ptr addrspace(3) @payload)
  ret void
}
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare float @dx.op.unary.f32(i32, float)
declare void @dx.op.barrier(i32, i32)
declare void @dx.op.dispatchMesh.struct.Payload(i32, i32, i32, i32, ptr addrspace(3))
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"as", i32 6, i32 6}
!1 = !{ptr @main, !"main", null, null, !2}
!2 = !{i32 10, !3}
!3 = !{!4, i32 32}
!4 = !{i32 8, i32 1, i32 1}
)";

// A mesh shader of numthreads(2, 2, 1) sampling with an implicit LOD and a bias, and asking
// CalculateLevelOfDetail (t0, s0), writing the results to its vertex.
const char* kSamplingMeshModule = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
define void @main() {
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  call void @dx.op.setMeshOutputCounts(i32 168, i32 1, i32 0)
  %f = uitofp i32 %t to float
  %u = fmul float %f, 2.500000e-01
  %r0 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 0, i32 0, i32 undef, float undef)
  %r1 = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 0, i32 0, i32 undef, float 1.000000e+00, float undef)
  %l = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, i1 true)
  %a0 = extractvalue %dx.types.ResRet.f32 %r0, 0
  %a1 = extractvalue %dx.types.ResRet.f32 %r1, 0
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %a0, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %a1, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float %l, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 1.000000e+00, i32 0)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare void @dx.op.setMeshOutputCounts(i32, i32, i32)
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!10}
!0 = !{!"ms", i32 6, i32 6}
!1 = !{!2, null, null, !5}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"T", i32 0, i32 0, i32 1, i32 2, i32 0, !4}
!4 = !{i32 0, i32 9}
!5 = !{!6}
!6 = !{i32 0, ptr undef, !"S", i32 0, i32 0, i32 1, i32 0, null}
!10 = !{ptr @main, !"main", !11, !1, !20}
!11 = !{null, !12, null}
!12 = !{!13}
!13 = !{i32 0, !"SV_Position", i8 9, i8 3, !14, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!14 = !{i32 0}
!20 = !{i32 9, !21}
!21 = !{!22, i32 1, i32 1, i32 2, i32 0}
!22 = !{i32 2, i32 2, i32 1}
)";

std::string disassemble(const std::vector<uint32_t>& spirv) {
  std::string text, error;
  EXPECT_TRUE(dxsv::disassembleSpirv(spirv, text, error)) << error;
  return text;
}

bool has(const std::string& text, const std::string& pattern) { return std::regex_search(text, std::regex(pattern)); }

dxsv::ConvertResult convert(const std::string& ll, bool khr = false) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.khrComputeShaderDerivatives = khr;
  return dxsv::convert(assembleLl(ll), options);
}

// spirv-dis names the capability and mode numbers by their NV names (KHR aliases).
TEST(MeshDerivatives, EvenXAndYGiveQuadsUnderTheKhrExtension) {
  for (bool khr : {false, true}) {
    auto r = convert(meshModule(4, 2), khr);
    ASSERT_TRUE(r.ok()) << r.error;
    std::string text = disassemble(r.spirv);
    EXPECT_TRUE(has(text, "OpEntryPoint MeshEXT")) << text;
    EXPECT_TRUE(has(text, "OpExtension \"SPV_KHR_compute_shader_derivatives\"")) << text;
    EXPECT_FALSE(has(text, "SPV_NV_compute_shader_derivatives")) << text;
    EXPECT_TRUE(has(text, "OpCapability ComputeDerivativeGroupQuads(NV|KHR)")) << text;
    EXPECT_TRUE(has(text, "OpExecutionMode %\\w+ DerivativeGroupQuads(NV|KHR)")) << text;
    EXPECT_TRUE(has(text, "OpDPdxFine") && has(text, "OpDPdyFine") && has(text, "OpDPdxCoarse")) << text;
  }
}

TEST(MeshDerivatives, OddYWithFourThreadsPerRowGivesLinear) {
  // numthreads(4, 3, 1): X * Y * Z = 12, Y odd: 4 consecutive thread indices.
  auto r = convert(meshModule(4, 3));
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r.spirv);
  EXPECT_TRUE(has(text, "OpCapability ComputeDerivativeGroupLinear(NV|KHR)")) << text;
  EXPECT_TRUE(has(text, "OpExecutionMode %\\w+ DerivativeGroupLinear(NV|KHR)")) << text;
}

TEST(MeshDerivatives, AmplificationShaderGetsTheModeToo) {
  auto r = convert(kTaskModule);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r.spirv);
  EXPECT_TRUE(has(text, "OpEntryPoint TaskEXT")) << text;
  EXPECT_TRUE(has(text, "OpExtension \"SPV_KHR_compute_shader_derivatives\"")) << text;
  // numthreads(8, 1, 1): Y odd, 8 threads: linear.
  EXPECT_TRUE(has(text, "OpExecutionMode %\\w+ DerivativeGroupLinear(NV|KHR)")) << text;
  EXPECT_TRUE(has(text, "OpDPdxFine")) << text;
}

TEST(MeshDerivatives, ImplicitLodSamplingAndCalculateLodNeedTheModeToo) {
  auto r = convert(kSamplingMeshModule);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r.spirv);
  EXPECT_TRUE(has(text, "OpExtension \"SPV_KHR_compute_shader_derivatives\"")) << text;
  EXPECT_TRUE(has(text, "OpExecutionMode %\\w+ DerivativeGroupQuads(NV|KHR)")) << text;
  EXPECT_TRUE(has(text, "OpImageSampleImplicitLod") && has(text, "OpImageQueryLod")) << text;
}

TEST(MeshDerivatives, GroupShapeWithoutQuadsIsRefused) {
  // numthreads(3, 2, 1): X odd and 6 threads; no derivative group mode fits.
  auto r = convert(meshModule(3, 2));
  EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED) << r.error;
  EXPECT_NE(r.error.find("mesh shader"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("numthreads(3, 2, 1)"), std::string::npos) << r.error;
  EXPECT_TRUE(r.spirv.empty());
}

// validateSpirv's allowance for mesh derivatives needs the mode: without it the module fails.
TEST(MeshDerivatives, ValidationStillNeedsTheMode) {
  dxsv::ConvertOptions options;
  auto r = dxsv::convert(assembleLl(meshModule(4, 2)), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string error;
  ASSERT_TRUE(dxsv::validateSpirv(r.spirv, options.targetEnv, error)) << error;
  std::vector<uint32_t> withoutMode(r.spirv.begin(), r.spirv.begin() + 5);
  for (size_t i = 5; i < r.spirv.size();) {
    uint32_t count = r.spirv[i] >> 16;
    ASSERT_GT(count, 0u);
    bool mode = (r.spirv[i] & 0xffff) == spv::OpExecutionMode && r.spirv[i + 2] == spv::ExecutionModeDerivativeGroupQuadsNV;
    if (!mode) withoutMode.insert(withoutMode.end(), r.spirv.begin() + long(i), r.spirv.begin() + long(i + count));
    i += count;
  }
  ASSERT_LT(withoutMode.size(), r.spirv.size());
  EXPECT_FALSE(dxsv::validateSpirv(withoutMode, options.targetEnv, error));
}

}  // namespace
