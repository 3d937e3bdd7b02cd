// Shader quirks of graphics stages, and the hull shader's tessellation-factor limit
// (docs/ARCHITECTURE.md, "Shader quirks"): each converts with the option off and on, checks the
// change with it on and its absence with it off; spirv-val validates every module.
#include <spirv/unified1/GLSL.std.450.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "../../common/spirv_text.h"
#include "quirks_words.h"

namespace {

using namespace dxsv::testing;

// ---------------------------------------------------------------- IGNORE_PRIMITIVE_SHADING_RATE

Bytes referenceBlob(const std::string& relative) {
  std::ifstream in(std::string(DXSV_REFERENCE_DIR) + "/" + relative, std::ios::binary);
  Bytes blob((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_FALSE(blob.empty()) << relative;
  return blob;
}

dxsv::ConvertResult convertBlob(const Bytes& blob, uint32_t quirks) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.shaderQuirks = quirks;
  auto r = dxsv::convert(blob, options);
  EXPECT_TRUE(r.ok()) << r.error;
  return r;
}

TEST(Quirks, IgnorePrimitiveShadingRateDropsTheVertexShaderOutput) {
  // SV_Position, WORLDPOS and SV_ShadingRate (a select of 0, 5 or 10).
  Bytes blob = referenceBlob("graphics/vs_shading_rate_out.dxil");
  std::string off = disassembled(convertBlob(blob, 0));
  EXPECT_EQ(occurrences(off, "BuiltIn PrimitiveShadingRateKHR"), 1u) << off;
  EXPECT_EQ(occurrences(off, "OpCapability FragmentShadingRateKHR"), 1u);
  std::string on = disassembled(convertBlob(blob, DXSV_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE));
  EXPECT_EQ(occurrences(on, "PrimitiveShadingRateKHR"), 0u) << on;
  EXPECT_EQ(occurrences(on, "FragmentShadingRate"), 0u);
  EXPECT_EQ(occurrences(on, "BuiltIn Position"), 1u);  // the other outputs stay
  EXPECT_EQ(occurrences(on, "Location 1"), occurrences(off, "Location 1"));
  EXPECT_EQ(occurrences(on, "%discarded_SV_ShadingRate0 = OpVariable %_ptr_Private_uint Private"), 1u) << on;
  EXPECT_EQ(occurrences(on, "OpStore %discarded_SV_ShadingRate0 "), 1u);
}

TEST(Quirks, IgnorePrimitiveShadingRateDropsTheMeshShaderPrimitiveOutput) {
  std::string ll = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  call void @dx.op.setMeshOutputCounts(i32 168, i32 3, i32 1)
  %f = uitofp i32 %t to float
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %f, i32 %t)
  call void @dx.op.emitIndices(i32 169, i32 0, i32 0, i32 1, i32 2)
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 5, i32 0)
  ret void
}
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare void @dx.op.setMeshOutputCounts(i32, i32, i32)
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32)
declare void @dx.op.emitIndices(i32, i32, i32, i32, i32)
declare void @dx.op.storePrimitiveOutput.i32(i32, i32, i32, i8, i32, i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ms", i32 6, i32 5}
!1 = !{ptr @main, !"main", !2, null, !20}
!2 = !{null, !3, !10}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
!10 = !{!11}
!11 = !{i32 0, !"SV_ShadingRate", i8 5, i8 29, !5, i8 1, i32 1, i8 1, i32 -1, i8 -1, null}
!20 = !{i32 9, !21}
!21 = !{!22, i32 3, i32 1, i32 2, i32 0}
!22 = !{i32 4, i32 1, i32 1}
)";
  // Without the quirk, not validated: SPIRV-Tools 2023.1 wants PrimitiveShadingRateKHR scalar,
  // also as a mesh shader's per-primitive array (newer versions accept the array).
  dxsv::ConvertOptions options;
  options.validate = false;
  auto plain = dxsv::convert(assembleLl(ll), options);
  ASSERT_TRUE(plain.ok()) << plain.error;
  std::string off = disassembled(plain);
  EXPECT_EQ(occurrences(off, "BuiltIn PrimitiveShadingRateKHR"), 1u) << off;
  std::string on = disassembled(convertWithQuirks(ll, DXSV_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE));
  EXPECT_EQ(occurrences(on, "PrimitiveShadingRateKHR"), 0u) << on;
  EXPECT_EQ(occurrences(on, "FragmentShadingRate"), 0u);
  EXPECT_EQ(occurrences(on, "BuiltIn Position"), 1u);
}

// ---------------------------------------------------------------- ASSUME_BROKEN_SUB_8x8_CUBE_MIPS

// A pixel shader sampling TextureCube t0 with sampler s0 at the TEXCOORD direction; `sample`
// defines %r (a ResRet.f32) from %t, %s, %x, %y, %z.
std::string cubeModule(const std::string& sample, const std::string& declaration) {
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
define void @main() {
  %t = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %s = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %y = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %z = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
)" + sample + R"(
  %c = extractvalue %dx.types.ResRet.f32 %r, 0
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %c)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %c)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %c)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %c)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
)" + declaration + R"(
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"ps", i32 6, i32 0}
!1 = !{!2, null, null, !3}
!2 = !{!10}
!3 = !{!11}
!10 = !{i32 0, ptr undef, !"Sky", i32 0, i32 0, i32 1, i32 5, i32 0, !12}
!11 = !{i32 0, ptr undef, !"S", i32 0, i32 0, i32 1, i32 0, null}
!12 = !{i32 0, i32 9}
!4 = !{ptr @main, !"main", !5, !1, null}
!5 = !{!6, !8, null}
!6 = !{!7}
!7 = !{i32 0, !"TEXCOORD", i8 9, i8 0, !9, i8 2, i32 1, i8 3, i32 0, i8 0, null}
!8 = !{!13}
!13 = !{i32 0, !"SV_Target", i8 9, i8 16, !9, i8 0, i32 1, i8 4, i32 0, i8 0, null}
!9 = !{i32 0}
)";
}

const char* kSampleLevel =
    "  %r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t, %dx.types.Handle %s, float %x, "
    "float %y, float %z, float undef, i32 undef, i32 undef, i32 undef, float 9.0)";
const char* kSampleLevelDecl =
    "declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, "
    "float, i32, i32, i32, float)\n";

TEST(Quirks, AssumeBrokenSub8x8CubeMipsClampsAnExplicitLod) {
  std::string ll = cubeModule(kSampleLevel, kSampleLevelDecl);
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_EQ(off.count(spv::OpImageQueryLevels), 0u);
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS).spirv);
  ASSERT_EQ(on.count(spv::OpImageQueryLevels), 1u);
  ASSERT_EQ(on.count(spv::OpImageQuerySizeLod), 1u);
  // Lod = NMin(9.0, float(width < 8 ? 0 : UMin(levels - 1, findUMsb(width) - 3))).
  auto msb = on.glsl(GLSLstd450FindUMsb);
  ASSERT_EQ(msb.size(), 1u);
  auto clamp = on.glsl(GLSLstd450NMin);
  ASSERT_EQ(clamp.size(), 1u);
  EXPECT_EQ(on.constant(clamp[0]->operands[4]), 0x41100000u);  // 9.0
  auto sample = on.all(spv::OpImageSampleExplicitLod);
  ASSERT_EQ(sample.size(), 1u);
  EXPECT_EQ(sample[0]->operands[4], uint32_t(spv::ImageOperandsLodMask));
  EXPECT_EQ(sample[0]->operands[5], clamp[0]->operands[1]);
  bool eight = false;
  for (const SpvInstr* lt : on.all(spv::OpULessThan)) eight |= on.constant(lt->operands[3]) == 8u;
  EXPECT_TRUE(eight);
}

TEST(Quirks, AssumeBrokenSub8x8CubeMipsLowersTheBiasOfImplicitSamples) {
  std::string ll = cubeModule(
      "  %r0 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %t, %dx.types.Handle %s, float %x, "
      "float %y, float %z, float undef, i32 undef, i32 undef, i32 undef, float undef)\n"
      "  %r = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %t, %dx.types.Handle %s, float %x, "
      "float %y, float %z, float undef, i32 undef, i32 undef, i32 undef, float 1.5, float undef)",
      "declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, "
      "i32, i32, i32, float)\n"
      "declare %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, "
      "float, i32, i32, i32, float, float)\n");
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_EQ(off.count(spv::OpImageQueryLod), 0u);
  auto offSamples = off.all(spv::OpImageSampleImplicitLod);
  ASSERT_EQ(offSamples.size(), 2u);
  EXPECT_EQ(offSamples[0]->operands.size(), 4u);  // no image operands
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS).spirv);
  EXPECT_EQ(on.count(spv::OpImageQueryLod), 2u);
  auto samples = on.all(spv::OpImageSampleImplicitLod);
  ASSERT_EQ(samples.size(), 2u);  // still implicit (derivatives, anisotropy)
  // bias - NMax(queryLod.y + bias - limit, 0): the second subtraction of each sample.
  std::map<uint32_t, const SpvInstr*> subs;
  for (const SpvInstr* s : on.all(spv::OpFSub)) subs[s->operands[1]] = s;
  std::vector<uint32_t> biases = {0u, 0x3fc00000u};  // Sample: 0; SampleBias: 1.5
  for (size_t i = 0; i < 2; ++i) {
    ASSERT_EQ(samples[i]->operands.size(), 6u);
    EXPECT_EQ(samples[i]->operands[4], uint32_t(spv::ImageOperandsBiasMask));
    auto sub = subs.find(samples[i]->operands[5]);
    ASSERT_NE(sub, subs.end());
    EXPECT_EQ(on.constant(sub->second->operands[2]), biases[i]);
  }
}

TEST(Quirks, AssumeBrokenSub8x8CubeMipsInComputeWithDerivatives) {
  // SM 6.6 compute: implicit-LOD samples through the thread group's quads keep the Bias form.
  std::string ll = cubeModule(
      "  %r = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %t, %dx.types.Handle %s, float %x, "
      "float %y, float %z, float undef, i32 undef, i32 undef, i32 undef, float undef)",
      "declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, "
      "i32, i32, i32, float)\n");
  // The pixel module made a compute one: the direction from the thread id, the result stored
  // nowhere (no outputs), numthreads(8, 8, 1).
  auto replace = [&](const std::string& from, const std::string& to) {
    size_t at = ll.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    ll.replace(at, from.size(), to);
  };
  for (char c : {'x', 'y', 'z'})
    replace(std::string("%") + c + " = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 " +
                std::to_string(c == 'x' ? 0 : c == 'y' ? 1 : 2) + ", i32 undef)",
            std::string("%") + c + "i = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 " + (c == 'z' ? "0" : c == 'y' ? "1" : "0") +
                ")\n  %" + c + " = uitofp i32 %" + c + "i to float");
  for (int i = 0; i < 4; ++i)
    replace("  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 " + std::to_string(i) + ", float %c)\n", "");
  replace("declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)", "declare i32 @dx.op.threadIdInGroup.i32(i32, i32)");
  replace("!{!\"ps\", i32 6, i32 0}", "!{!\"cs\", i32 6, i32 6}");
  replace("!4 = !{ptr @main, !\"main\", !5, !1, null}", "!4 = !{ptr @main, !\"main\", null, !1, !14}\n!14 = !{i32 4, !15}\n!15 = !{i32 8, i32 8, i32 1}");
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_EQ(off.count(spv::OpImageQueryLod), 0u);
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS).spirv);
  EXPECT_EQ(on.count(spv::OpImageQueryLod), 1u);
  auto samples = on.all(spv::OpImageSampleImplicitLod);
  ASSERT_EQ(samples.size(), 1u);
  ASSERT_EQ(samples[0]->operands.size(), 6u);
  EXPECT_EQ(samples[0]->operands[4], uint32_t(spv::ImageOperandsBiasMask));
}

TEST(Quirks, AssumeBrokenSub8x8CubeMipsLeavesGradientSamples) {
  std::string ll = cubeModule(
      "  %r = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %t, %dx.types.Handle %s, float %x, "
      "float %y, float %z, float undef, i32 undef, i32 undef, i32 undef, float 0.125, float 0.0, float 0.0, float 0.0, "
      "float 0.125, float 0.0, float undef)",
      "declare %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, "
      "float, i32, i32, i32, float, float, float, float, float, float, float)\n");
  EXPECT_EQ(convertWithQuirks(ll, 0).spirv, convertWithQuirks(ll, DXSV_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS).spirv);
}

// ---------------------------------------------------------------- max_tess_factor

// A quad-domain hull shader whose patch-constant function writes 10, 11, 12, 13 to
// SV_TessFactor and 20, 21 to SV_InsideTessFactor.
std::string hullModule() {
  std::string pcf;
  for (int r = 0; r < 4; ++r)
    pcf += "  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 " + std::to_string(r) + ", i8 0, float " +
           std::to_string(10 + r) + ".0)\n";
  for (int r = 0; r < 2; ++r)
    pcf += "  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 " + std::to_string(r) + ", i8 0, float " +
           std::to_string(20 + r) + ".0)\n";
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @patchConstants() {
)" + pcf + R"(  ret void
}
define void @main() {
  %cp = call i32 @dx.op.outputControlPointID.i32(i32 107)
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 %cp)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  ret void
}
declare i32 @dx.op.outputControlPointID.i32(i32)
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"hs", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, !30}
!2 = !{!3, !3, !{!20, !21}}
!3 = !{!4}
!4 = !{i32 0, !"POS", i8 9, i8 0, !5, i8 2, i32 1, i8 1, i32 0, i8 0, null}
!5 = !{i32 0}
!20 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !{i32 0, i32 1, i32 2, i32 3}, i8 0, i32 4, i8 1, i32 0, i8 3, null}
!21 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !{i32 0, i32 1}, i8 0, i32 2, i8 1, i32 4, i8 0, null}
!30 = !{i32 3, !31}
!31 = !{ptr @patchConstants, i32 4, i32 4, i32 3, i32 1, i32 3, float 6.400000e+01}
)";
}

TEST(Quirks, MaxTessFactorClampsEveryTessellationFactor) {
  SpvModule off(convertWithQuirks(hullModule(), 0).spirv);
  EXPECT_EQ(off.count(spv::OpFOrdGreaterThan), 0u);
  SpvModule on(convertWithQuirks(hullModule(), 0, 16).spirv);
  auto compares = on.all(spv::OpFOrdGreaterThan);
  auto selects = on.all(spv::OpSelect);
  ASSERT_EQ(compares.size(), 6u);  // 4 outer + 2 inner factors
  ASSERT_EQ(selects.size(), 6u);
  std::set<uint32_t> selected;
  for (size_t i = 0; i < 6; ++i) {
    EXPECT_EQ(on.constant(compares[i]->operands[3]), 0x41800000u);  // 16.0
    // select(f > 16, 16, f): ordered, a NaN factor (a culled patch) stays NaN.
    EXPECT_EQ(selects[i]->operands[2], compares[i]->operands[1]);
    EXPECT_EQ(selects[i]->operands[3], compares[i]->operands[3]);
    EXPECT_EQ(selects[i]->operands[4], compares[i]->operands[2]);
    selected.insert(selects[i]->operands[1]);
  }
  size_t stored = 0;
  for (const SpvInstr* st : on.all(spv::OpStore)) stored += selected.count(st->operands[1]);
  EXPECT_EQ(stored, 6u);
}

// ---------------------------------------------------------------- every reference blob

// Every reference blob that converts without quirks still converts to valid SPIR-V (spirv-val)
// with every quirk on and a tessellation-factor limit: the quirks on many real shapes.
TEST(Quirks, EveryReferenceBlobValidatesWithEveryQuirk) {
  namespace fs = std::filesystem;
  size_t converted = 0;
  for (const char* area : {"compute", "controlflow", "binding", "graphics", "handwritten"}) {
    for (const auto& entry : fs::directory_iterator(fs::path(DXSV_REFERENCE_DIR) / area)) {
      if (entry.path().extension() != ".dxil") continue;
      std::ifstream in(entry.path(), std::ios::binary);
      Bytes blob((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      dxsv::ConvertOptions options;
      if (!dxsv::convert(blob, options).ok()) continue;  // expected-unsupported cases
      options.validate = true;
      options.shaderQuirks = dxsv::kImplementedQuirks;
      options.maxTessFactor = 7;
      auto r = dxsv::convert(blob, options);
      EXPECT_TRUE(r.ok()) << entry.path() << ": " << r.error;
      ++converted;
    }
  }
  EXPECT_GT(converted, 250u);
}

}  // namespace
