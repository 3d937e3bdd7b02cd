// WriteSamplerFeedback* (SM 6.5): each variant lowers to 64-bit atomic ORs into an R64ui
// feedback map, one per mip level around the sample's LOD, at bit 4 * mip of the region's
// texel; the module passes spirv-val. (lavapipe has no 64-bit image atomics: vkd3d-proton's
// test_sampler_feedback_* on NVIDIA execute it.)
#include <gtest/gtest.h>

#include "../../common/assemble_ll.h"
#include "../../common/spirv_text.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// u0 FeedbackTexture2D (kind 17, MinMip), t0 Texture2D<float>, s0; with `arrayed`,
// FeedbackTexture2DArray (18) and Texture2DArray (7). `body` sees %fb, %tex, %s, %u, %v, %w.
std::string module(const std::string& body, const char* stage = "cs", bool arrayed = false) {
  bool pixel = std::string(stage) == "ps";
  std::string entryProps = pixel ? "null" : "!9";
  return std::string(R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
define void @main() {
  %fb = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %s = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %u = fadd float 0.25, 0.0
  %v = fadd float 0.75, 0.0
  %w = fadd float 1.0, 0.0
)") + body + R"(
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare void @dx.op.writeSamplerFeedback(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float)
declare void @dx.op.writeSamplerFeedbackBias(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float, float)
declare void @dx.op.writeSamplerFeedbackLevel(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float)
declare void @dx.op.writeSamplerFeedbackGrad(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float, float, float, float, float, float, float)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!8}
!0 = !{!")" + stage + R"(", i32 6, i32 5}
!1 = !{!2, !4, null, !6}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"T", i32 0, i32 0, i32 1, i32 )" + (arrayed ? "7" : "2") + R"(, i32 0, !11}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"FB", i32 0, i32 0, i32 1, i32 )" + (arrayed ? "18" : "17") + R"(, i1 false, i1 false, i1 false, !12}
!6 = !{!7}
!7 = !{i32 0, ptr undef, !"S", i32 0, i32 0, i32 1, i32 0, null}
!8 = !{ptr @main, !"main", )" + (pixel ? "!13" : "null") + ", !1, " + entryProps + R"(}
!9 = !{i32 4, !10}
!10 = !{i32 1, i32 1, i32 1}
!11 = !{i32 0, i32 9}
!12 = !{i32 2, i32 0}
!13 = !{null, null, null}
)";
}

dxsv::ConvertResult convertBody(const std::string& body, const char* stage = "cs", bool arrayed = false) {
  dxsv::ConvertOptions options;
  options.validate = true;
  return dxsv::convert(assembleLl(module(body, stage, arrayed)), options);
}

TEST(SamplerFeedback, LevelMarksTheMipsAroundTheLodInAnR64Map) {
  auto r = convertBody(
      "  call void @dx.op.writeSamplerFeedbackLevel(i32 176, %dx.types.Handle %fb, %dx.types.Handle %tex, %dx.types.Handle %s, "
      "float %u, float %v, float undef, float undef, float 1.5)");
  ASSERT_TRUE(r.ok()) << r.error;  // spirv-val ran (options.validate)
  std::string text = disassembled(r);
  EXPECT_NE(text.find("OpCapability Int64ImageEXT"), std::string::npos) << text;
  EXPECT_NE(text.find("OpCapability Int64Atomics"), std::string::npos) << text;
  EXPECT_NE(text.find("OpTypeImage %ulong 2D 0 0 0 2 R64ui"), std::string::npos) << text;
  EXPECT_EQ(occurrences(text, "OpAtomicOr %ulong"), 2u) << text;       // floor and ceil of the LOD
  EXPECT_EQ(occurrences(text, "OpImageQueryLevels"), 1u) << text;       // the view's mip range
  EXPECT_EQ(occurrences(text, "OpImageQuerySizeLod"), 2u) << text;      // each level's size
  EXPECT_EQ(occurrences(text, "OpImageQuerySize "), 1u) << text;        // the map: region size in its low bits
  EXPECT_EQ(occurrences(text, "Fract"), 1u) << text;                    // wrapping coordinates
  EXPECT_EQ(text.find("OpImageQueryLod"), std::string::npos) << text;
}

TEST(SamplerFeedback, ImplicitAndBiasQueryTheLodWithTheSampler) {
  auto r = convertBody(
      "  call void @dx.op.writeSamplerFeedback(i32 174, %dx.types.Handle %fb, %dx.types.Handle %tex, %dx.types.Handle %s, "
      "float %u, float %v, float undef, float undef, float 0.5)\n"
      "  call void @dx.op.writeSamplerFeedbackBias(i32 175, %dx.types.Handle %fb, %dx.types.Handle %tex, %dx.types.Handle %s, "
      "float %u, float %v, float undef, float undef, float 2.0, float undef)",
      "ps");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_EQ(occurrences(text, "OpImageQueryLod"), 2u) << text;
  // Per form: D3D's 8 fraction bits, floor(lod * 256) / 256, and the footprint's Pmax / Pmin
  // bounding the tap count.
  EXPECT_EQ(occurrences(text, "OpFDiv %float"), 4u) << text;
  // NMin(lx, ly) for the exact LOD of the shorter axis and for Pmin, NMin(16, Pmax / Pmin).
  EXPECT_EQ(occurrences(text, "NMin"), 6u) << text;
  // A driver LOD within 1.5/256 of the footprint's exact one takes the exact one (NVIDIA
  // truncates to 8 bits), floored with 1/128 of a step of slack: one OpIsNan picks per form.
  EXPECT_EQ(occurrences(text, "OpIsNan"), 2u) << text;
  EXPECT_NE(text.find("%float_0_0078125"), std::string::npos) << text;
  EXPECT_EQ(occurrences(text, "OpFunctionCall %void"), 4u) << text;  // each mip's regions, through the helper
  EXPECT_EQ(occurrences(text, "OpAtomicOr %ulong"), 1u) << text;      // in the helper's loop
  EXPECT_EQ(occurrences(text, "OpLoopMerge"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpFunction %void"), 2u) << text;        // main and one helper for the map
}

// The footprint of an anisotropic read: the derivatives in texels of mip 0, the tap count from
// Pmax and the queried LOD rounded up to a power of two, the major axis as the spread's direction.
TEST(SamplerFeedback, ImplicitFootprintSpreadsAlongTheMajorAxis) {
  auto r = convertBody(
      "  call void @dx.op.writeSamplerFeedbackBias(i32 175, %dx.types.Handle %fb, %dx.types.Handle %tex, %dx.types.Handle %s, "
      "float %u, float %v, float undef, float undef, float 0.25, float undef)",
      "ps");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_EQ(occurrences(text, "OpDPdx %v2float"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpDPdy %v2float"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpDot"), 2u) << text;
  EXPECT_EQ(occurrences(text, "OpSelect %v2float"), 1u) << text;  // the longer derivative is the major axis
  EXPECT_EQ(occurrences(text, "Ceil"), 2u) << text;                 // the taps' power of two; the upper mip
  EXPECT_NE(text.find("%float_16"), std::string::npos) << text;       // at most 16 taps
  // Per mip: the spread scaled by 2^(lod - mip), the box's first and last regions.
  EXPECT_EQ(occurrences(text, "OpVectorTimesScalar"), 3u) << text;
  EXPECT_EQ(occurrences(text, "OpShiftRightLogical %v2uint"), 4u) << text;
  EXPECT_EQ(occurrences(text, "OpImageQuerySizeLod"), 3u) << text;  // mip 0 for the derivatives, each mip
}

TEST(SamplerFeedback, ImplicitFootprintOnArraysCarriesTheLayer) {
  auto r = convertBody(
      "  call void @dx.op.writeSamplerFeedback(i32 174, %dx.types.Handle %fb, %dx.types.Handle %tex, %dx.types.Handle %s, "
      "float %u, float %v, float %w, float undef, float undef)",
      "ps", true);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_NE(text.find("OpCompositeConstruct %v3uint"), std::string::npos) << text;  // x, y, layer in the helper
  EXPECT_EQ(occurrences(text, "OpImageTexelPointer %_ptr_Image_ulong"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpFunctionCall %void"), 2u) << text;
}

TEST(SamplerFeedback, GradTakesTheLodFromTheLongerGradientInTexels) {
  auto r = convertBody(
      "  call void @dx.op.writeSamplerFeedbackGrad(i32 177, %dx.types.Handle %fb, %dx.types.Handle %tex, %dx.types.Handle %s, "
      "float %u, float %v, float undef, float undef, float 0.25, float 0.0, float undef, float 0.0, float 0.5, float undef, float undef)");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_EQ(occurrences(text, "OpDot"), 2u) << text;
  EXPECT_EQ(occurrences(text, "Log2"), 1u) << text;
  EXPECT_EQ(text.find("OpImageQueryLod"), std::string::npos) << text;
  EXPECT_EQ(occurrences(text, "OpAtomicOr %ulong"), 2u) << text;
}

TEST(SamplerFeedback, ArraysAddressTheLayerRoundedToEven) {
  auto r = convertBody(
      "  call void @dx.op.writeSamplerFeedbackLevel(i32 176, %dx.types.Handle %fb, %dx.types.Handle %tex, %dx.types.Handle %s, "
      "float %u, float %v, float %w, float undef, float 0.0)",
      "cs", true);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_NE(text.find("OpTypeImage %ulong 2D 0 1 0 2 R64ui"), std::string::npos) << text;
  EXPECT_EQ(occurrences(text, "RoundEven"), 1u) << text;
  EXPECT_EQ(occurrences(text, "OpImageTexelPointer %_ptr_Image_ulong"), 2u) << text;
}

TEST(SamplerFeedback, WrongResourcesAreErrors) {
  // The paired texture is an array while the map is not.
  std::string m = module(
      "  call void @dx.op.writeSamplerFeedbackLevel(i32 176, %dx.types.Handle %fb, %dx.types.Handle %tex, %dx.types.Handle %s, "
      "float %u, float %v, float %w, float undef, float 0.0)");
  const std::string texture2D = "i32 1, i32 2, i32 0, !11";
  ASSERT_NE(m.find(texture2D), std::string::npos);
  m.replace(m.find(texture2D), texture2D.size(), "i32 1, i32 7, i32 0, !11");
  auto bad = dxsv::convert(assembleLl(m));
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error.find("which is not a Texture2D"), std::string::npos) << bad.error;
  // Feedback written through the texture instead of the map.
  auto swapped = convertBody(
      "  call void @dx.op.writeSamplerFeedbackLevel(i32 176, %dx.types.Handle %tex, %dx.types.Handle %tex, %dx.types.Handle %s, "
      "float %u, float %v, float undef, float undef, float 0.0)");
  ASSERT_FALSE(swapped.ok());
  EXPECT_NE(swapped.error.find("which is not a feedback texture"), std::string::npos) << swapped.error;
}

}  // namespace
