// D3D rules that a real driver showed (vkd3d-proton's D3D12 tests on NVIDIA, driver 580):
// - compute quads: from SM 6.6 quad ops follow the 2x2 layout of GroupThreadID.xy when X and Y
//   are even (a derivative group mode gives it), and derivatives accept any group whose size is
//   a multiple of 4 (numthreads(8, 9, 1): linear quads);
// - Dot2AddHalf rounds each product to fp16 (2 * 2^15 is +inf), then sums in fp32: the
//   products carry NoContraction (the driver fused them into fp32 arithmetic);
// - an f32 -> f16 -> f32 round trip rounds: OpQuantizeToF16 (the driver folded the FConvert
//   pair to the unrounded value);
// - a mesh shader may declare no output vertices or primitives, and may write SV_ClipDistance.
// Each case is an existing reference module with its metadata edited.
#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include <cstddef>
#include <set>
#include <string>
#include <vector>

#include "../../common/assemble_ll.h"
#include "../../common/container_builder.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

std::string referenceText(const std::string& relative) {
  Bytes bytes = readReference(relative);
  return std::string(bytes.begin(), bytes.end());
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

dxsv::ConvertResult convertText(const std::string& text, bool khrDerivatives = false) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.khrComputeShaderDerivatives = khrDerivatives;
  return dxsv::convert(assembleLl(text), options);
}

struct Facts {
  std::set<uint32_t> modes;
  std::set<uint32_t> halfTypes;                // OpTypeFloat 16
  size_t halfMultiplies = 0;                   // OpFMul whose result type is half
  std::set<uint32_t> halfProducts;             // their result ids
  std::set<uint32_t> noContraction;            // ids decorated NoContraction
  size_t quantizes = 0;                        // OpQuantizeToF16
  std::vector<std::pair<uint32_t, uint32_t>> outputCounts;  // OutputVertices, OutputPrimitivesEXT
  std::set<uint32_t> builtins;                 // BuiltIn decorations
};

Facts facts(const std::vector<uint32_t>& words) {
  Facts f;
  uint32_t vertices = 0, primitives = 0;
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16, op = words[i] & 0xffff;
    if (count == 0 || i + count > words.size()) {
      ADD_FAILURE() << "malformed instruction at word " << i;
      break;
    }
    if (op == spv::OpExecutionMode) {
      f.modes.insert(words[i + 2]);
      if (words[i + 2] == spv::ExecutionModeOutputVertices) vertices = words[i + 3];
      if (words[i + 2] == spv::ExecutionModeOutputPrimitivesEXT) primitives = words[i + 3];
    }
    if (op == spv::OpDecorate && words[i + 2] == spv::DecorationBuiltIn) f.builtins.insert(words[i + 3]);
    if (op == spv::OpTypeFloat && words[i + 2] == 16) f.halfTypes.insert(words[i + 1]);
    if (op == spv::OpFMul && f.halfTypes.count(words[i + 1])) {
      ++f.halfMultiplies;
      f.halfProducts.insert(words[i + 2]);
    }
    if (op == spv::OpDecorate && words[i + 2] == spv::DecorationNoContraction) f.noContraction.insert(words[i + 1]);
    if (op == spv::OpQuantizeToF16) ++f.quantizes;
    i += count;
  }
  f.outputCounts.push_back({vertices, primitives});
  return f;
}

// cs_6_MINOR, numthreads THREADS: each thread stores QuadReadAcrossX of its thread id.
std::string quadModule(const std::string& threads, int minor = 6) {
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
define void @main() {
entry:
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %x = call i32 @dx.op.quadOp.i32(i32 123, i32 %t, i8 0)
  %a = shl i32 %t, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 %a, i32 undef, i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare i32 @dx.op.quadOp.i32(i32, i32, i8)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"cs", i32 6, i32 )" + std::to_string(minor) + R"(}
!1 = !{null, !2, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!4 = !{ptr @main, !"main", null, !1, !5}
!5 = !{i32 4, !6}
!6 = !{)" + threads + R"(}
)";
}

bool declaresMode(const dxsv::ConvertResult& r, uint32_t mode) { return facts(r.spirv).modes.count(mode) != 0; }

TEST(ComputeQuadLayout, Sm66QuadOpsWithEvenXYUseSquareQuads) {
  auto r = convertText(quadModule("i32 8, i32 4, i32 1"), true);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(declaresMode(r, spv::ExecutionModeDerivativeGroupQuadsNV));
}

TEST(ComputeQuadLayout, OneDimensionalGroupKeepsLaneOrder) {
  auto r = convertText(quadModule("i32 32, i32 1, i32 1"), true);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_FALSE(declaresMode(r, spv::ExecutionModeDerivativeGroupQuadsNV));
  EXPECT_FALSE(declaresMode(r, spv::ExecutionModeDerivativeGroupLinearNV));
}

TEST(ComputeQuadLayout, BeforeSm66QuadOpsKeepLaneOrder) {
  auto r = convertText(quadModule("i32 8, i32 4, i32 1", 5), true);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_FALSE(declaresMode(r, spv::ExecutionModeDerivativeGroupQuadsNV));
}

TEST(ComputeQuadLayout, DerivativesInAGroupOfOddYAreLinear) {
  auto r = convertText(replaced(referenceText("handwritten/compute_derivatives_linear.ll"), "!8 = !{i32 16, i32 1, i32 1}",
                                "!8 = !{i32 8, i32 9, i32 1}"),
                       true);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(facts(r.spirv).modes.count(spv::ExecutionModeDerivativeGroupLinearNV));
}

TEST(ComputeQuadLayout, DerivativesNeedAGroupOfFourThreadsOrSquares) {
  auto r = convertText(replaced(referenceText("handwritten/compute_derivatives_linear.ll"), "!8 = !{i32 16, i32 1, i32 1}",
                                "!8 = !{i32 3, i32 3, i32 1}"),
                       true);
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error.find("numthreads(3, 3, 1)"), std::string::npos) << r.error;
}

TEST(FloatRounding, Dot2AddHalfMultipliesInHalf) {
  auto r = convertText(referenceText("compute/packed_dot2add.ll"));
  ASSERT_TRUE(r.ok()) << r.error;
  // Two dot2add calls, two fp16 products each, which may not fuse into fp32 arithmetic.
  Facts f = facts(r.spirv);
  EXPECT_EQ(f.halfMultiplies, 4u);
  for (uint32_t product : f.halfProducts) EXPECT_TRUE(f.noContraction.count(product)) << product;
}

TEST(FloatRounding, HalfRoundTripIsQuantized) {
  // RW[t] = float(half(RW[t])): the value must come back rounded to fp16.
  std::string text = replaced(quadModule("i32 4, i32 1, i32 1"), "  %x = call i32 @dx.op.quadOp.i32(i32 123, i32 %t, i8 0)\n",
                              R"(  %f = uitofp i32 %t to float
  %half = fptrunc float %f to half
  %back = fpext half %half to float
  %hb = bitcast half %half to i16
  %hz = zext i16 %hb to i32
  %bb = bitcast float %back to i32
  %x = add i32 %bb, %hz
)");
  auto r = convertText(replaced(text, "!5 = !{i32 4, !6}", "!5 = !{i32 0, i64 8388608, i32 4, !6}"));
  ASSERT_TRUE(r.ok()) << r.error;
  Facts f = facts(r.spirv);
  EXPECT_EQ(f.quantizes, 1u);
  EXPECT_EQ(f.halfTypes.size(), 1u);  // the half value itself is still converted for its other use
}

TEST(MeshOutputs, NoDeclaredVerticesOrPrimitives) {
  std::string text = referenceText("handwritten/ms_mesh_quad.ll");
  text = replaced(text, "!21 = !{!22, i32 4, i32 3, i32 2, i32 8}", "!21 = !{!22, i32 0, i32 0, i32 2, i32 8}");
  // Counts of 0 at run time; the body's writes stay (never executed by a conforming shader,
  // but the module must still be valid).
  text = replaced(text, "@dx.op.setMeshOutputCounts(i32 168, i32 4, i32 3)", "@dx.op.setMeshOutputCounts(i32 168, i32 0, i32 0)");
  auto r = convertText(text);
  ASSERT_TRUE(r.ok()) << r.error;
  Facts f = facts(r.spirv);
  EXPECT_EQ(f.outputCounts.back(), std::make_pair(1u, 1u));
}

TEST(MeshOutputs, ClipDistancePerVertex) {
  std::string text = referenceText("handwritten/ms_mesh_quad.ll");
  // A third vertex element, SV_ClipDistance (semantic kind 6) in register 2, written by each thread.
  text = replaced(text, "!6 = !{!7, !9}", "!6 = !{!7, !9, !13}");
  text = replaced(text, "!10 = !{!11, !12}",
                  "!10 = !{!11, !12}\n!13 = !{i32 2, !\"SV_ClipDistance\", i8 9, i8 6, !8, i8 2, i32 1, i8 1, i32 2, i8 0, null}");
  text = replaced(text, "  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %x, i32 %t)",
                  "  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %x, i32 %t)\n"
                  "  call void @dx.op.storeVertexOutput.f32(i32 171, i32 2, i32 0, i8 0, float %x, i32 %t)");
  auto r = convertText(text);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(facts(r.spirv).builtins.count(spv::BuiltInClipDistance));
}

}  // namespace
