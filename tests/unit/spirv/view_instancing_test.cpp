// View instancing on Vulkan multiview (view_instancing.h, the layer's ABI): SV_ViewID read
// from ViewIndex through the view-index table, the view instance's viewport added in the last
// pre-rasterization stage, multiview compatibility, and modules unchanged without the option.
#include <gtest/gtest.h>

#include <regex>

#include "../../common/assemble_ll.h"
#include "../../common/spirv_text.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

bool has(const std::string& text, const std::string& pattern) { return std::regex_search(text, std::regex(pattern)); }

// A vertex shader writing SV_Position = (ViewID, 0, 0, 1); EXTRA: more outputs (!6 onwards,
// listed in OUTPUTS) and their stores.
std::string vertexModule(const std::string& outputs = "", const std::string& stores = "", const std::string& elements = "") {
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  %v = call i32 @dx.op.viewID.i32(i32 138)
  %f = uitofp i32 %v to float
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %f)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
)" + stores + R"(  ret void
}
declare i32 @dx.op.viewID.i32(i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"vs", i32 6, i32 1}
!1 = !{ptr @main, !"main", !2, null, null}
!2 = !{null, !3, null}
!3 = !{!4)" + outputs + R"(}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
)" + elements;
}

// SV_ViewportArrayIndex (element 1) = 1.
std::string vertexWithViewport() {
  return vertexModule(", !6", "  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 1)\n",
                      "!6 = !{i32 1, !\"SV_ViewportArrayIndex\", i8 5, i8 5, !5, i8 1, i32 1, i8 1, i32 1, i8 0, null}\n");
}

// SV_RenderTargetArrayIndex (element 1) = 2.
std::string vertexWithLayer() {
  return vertexModule(", !6", "  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 2)\n",
                      "!6 = !{i32 1, !\"SV_RenderTargetArrayIndex\", i8 5, i8 4, !5, i8 1, i32 1, i8 1, i32 1, i8 0, null}\n");
}

dxsv::ConvertOptions viewInstancing(bool lastPreRaster, uint32_t viewIdSpec, uint32_t viewportSpec) {
  dxsv::ConvertOptions o;
  o.viewInstancing = true;
  o.viewInstancingLastPreRaster = lastPreRaster;
  o.viewIndexToViewIdSpecId = viewIdSpec;
  o.viewIdToViewportSpecId = viewportSpec;
  return o;
}

dxsv::ConvertResult convertOk(const std::string& ll, const dxsv::ConvertOptions& options) {
  auto r = dxsv::convert(assembleLl(ll), options);  // validate (spirv-val) is on by default
  EXPECT_TRUE(r.ok()) << r.error;
  return r;
}

// The table lookup (table >> (index << SHIFT)) & MASK as a pattern whose groups, from number
// FIRST on, are: the shift, the index, the shifted table, the table, the result.
std::string lookup(int first, int shift, int mask) {
  std::string shifted = "\\" + std::to_string(first), result = "\\" + std::to_string(first + 2);
  return "(%\\w+) = OpShiftLeftLogical %uint (%\\w+) %uint_" + std::to_string(shift) + "\\n\\s*(%\\w+) = OpShiftRightLogical %uint (%\\w+) " +
         shifted + "\\n\\s*(%\\w+) = OpBitwiseAnd %uint " + result + " %uint_" + std::to_string(mask);
}

// The id decorated `decoration` ("SpecId 7", "BuiltIn ViewIndex"), or "" when none.
std::string decorated(const std::string& text, const std::string& decoration) {
  std::smatch m;
  if (!std::regex_search(text, m, std::regex("OpDecorate (%\\w+) " + decoration + "\\n"))) return "";
  return m[1];
}
std::string specConstant(const std::string& text, uint32_t spec) { return decorated(text, "SpecId " + std::to_string(spec)); }

// ViewIndex loaded as a u32: groups 1 (the load) and 2 (the u32).
std::string viewIndexLoad(const std::string& text) {
  return "(%\\w+) = OpLoad %int " + decorated(text, "BuiltIn ViewIndex") + "\\n\\s*(%\\w+) = OpBitcast %uint \\1\\n\\s*";
}

TEST(ViewInstancing, OffLeavesTheModuleAsItWas) {
  // The fields mean nothing without view_instancing; with it but no tables, ViewID is ViewIndex.
  for (const std::string& ll : {vertexModule(), vertexWithViewport(), vertexWithLayer()}) {
    auto plain = convertOk(ll, {});
    auto off = viewInstancing(true, 3, 4);
    off.viewInstancing = false;
    auto r = convertOk(ll, off);
    EXPECT_EQ(r.spirv, plain.spirv);
    EXPECT_TRUE(r.multiviewCompatible);
    auto noTables = convertOk(ll, viewInstancing(true, UINT32_MAX, UINT32_MAX));
    EXPECT_EQ(noTables.spirv, plain.spirv);
  }
  std::string text = disassembled(convertOk(vertexModule(), {}));
  EXPECT_EQ(occurrences(text, "OpSpecConstant"), 0u) << text;
  EXPECT_TRUE(has(text, viewIndexLoad(text) + "%\\w+ = OpCopyObject %uint \\2\\n")) << text;
}

TEST(ViewInstancing, VertexViewIdMapsThroughTheTable) {
  auto r = convertOk(vertexModule(), viewInstancing(false, 7, 9));
  std::string text = disassembled(r);
  std::string table = specConstant(text, 7);
  ASSERT_FALSE(table.empty()) << text;
  // Unspecialized: view index i is view instance i (2 bits each).
  EXPECT_TRUE(has(text, table + " = OpSpecConstant %uint 228\\n")) << text;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(text, m, std::regex(viewIndexLoad(text) +
                                                        lookup(3, 1, 3) + "\\n\\s*%\\w+ = OpCopyObject %uint \\7\\n")))
      << text;
  EXPECT_EQ(m[4].str(), m[2].str()) << "shifted by the view index";
  EXPECT_EQ(m[6].str(), table);
  // Not the last pre-rasterization stage: the viewport is not routed.
  EXPECT_EQ(occurrences(text, "ViewportIndex"), 0u) << text;
  EXPECT_TRUE(specConstant(text, 9).empty()) << text;
}

TEST(ViewInstancing, LastPreRasterVertexWritesTheInstanceViewport) {
  auto r = convertOk(vertexModule(), viewInstancing(true, 7, 9));
  std::string text = disassembled(r);
  std::string viewports = specConstant(text, 9);
  ASSERT_FALSE(viewports.empty()) << text;
  EXPECT_TRUE(has(text, viewports + " = OpSpecConstant %uint 0\\n")) << text;
  EXPECT_TRUE(has(text, "OpDecorate (%\\w+) BuiltIn ViewportIndex")) << text;
  EXPECT_TRUE(has(text, "OpCapability (ShaderViewportIndexLayerEXT|ShaderViewportIndex)\\n")) << text;
  // ViewportIndex = (viewports >> (ViewID << 3)) & 0xff, ViewID itself from the view-index table.
  std::smatch m;
  ASSERT_TRUE(std::regex_search(text, m, std::regex(lookup(1, 1, 3) + "\\n\\s*" + lookup(6, 3, 255) +
                                                        "\\n\\s*(%\\w+) = OpBitcast %int \\10\\n\\s*OpStore %gl_ViewportIndex \\11\\n")))
      << text;
  EXPECT_EQ(m[4].str(), specConstant(text, 7));
  EXPECT_EQ(m[7].str(), m[5].str()) << "indexed by the mapped ViewID";
  EXPECT_EQ(m[9].str(), viewports);
  EXPECT_TRUE(r.multiviewCompatible);
}

TEST(ViewInstancing, ShadersOwnViewportGetsTheInstanceViewportAdded) {
  std::string text = disassembled(convertOk(vertexWithViewport(), viewInstancing(true, 7, 9)));
  // Stored: 1 + the instance's viewport (after the prologue's plain instance viewport).
  EXPECT_TRUE(has(text, "(%\\w+) = OpBitcast %int %uint_1\\n[\\s\\S]*\\n\\s*(%\\w+) = OpBitcast %int %\\w+\\n\\s*(%\\w+) = OpIAdd %int \\1 \\2\\n\\s*"
                        "OpStore %gl_ViewportIndex \\3\\n")) << text;
  EXPECT_EQ(occurrences(text, "OpStore %gl_ViewportIndex"), 2u) << text;
  // Without the viewport table the shader's own value is stored as is.
  std::string plain = disassembled(convertOk(vertexWithViewport(), viewInstancing(true, 7, UINT32_MAX)));
  EXPECT_TRUE(has(plain, "(%\\w+) = OpBitcast %int %uint_1\\n\\s*OpStore %gl_ViewportIndex \\1\\n")) << plain;
  EXPECT_EQ(occurrences(plain, "OpIAdd"), 0u) << plain;
}

TEST(ViewInstancing, LayerWrittenByTheLastPreRasterStageIsNotMultiviewCompatible) {
  EXPECT_FALSE(convertOk(vertexWithLayer(), viewInstancing(true, 7, UINT32_MAX)).multiviewCompatible);
  EXPECT_FALSE(convertOk(vertexWithLayer(), viewInstancing(true, UINT32_MAX, UINT32_MAX)).multiviewCompatible);
  EXPECT_TRUE(convertOk(vertexWithLayer(), viewInstancing(false, 7, UINT32_MAX)).multiviewCompatible)
      << "before tessellation or a geometry shader the layer is not the rasterizer's";
  EXPECT_TRUE(convertOk(vertexWithLayer(), {}).multiviewCompatible) << "without view instancing";
  EXPECT_TRUE(convertOk(vertexWithViewport(), viewInstancing(true, 7, 9)).multiviewCompatible);

  // The C API reports the same.
  dxsv::testing::Bytes blob = assembleLl(vertexWithLayer());
  for (int last : {0, 1}) {
    dxsv_options options;
    dxsv_options_init(&options);
    options.view_instancing = 1;
    options.view_instancing_last_pre_raster = last;
    dxsv_result result = nullptr;
    ASSERT_EQ(dxsv_convert(blob.data(), blob.size(), &options, &result), DXSV_SUCCESS);
    int compatible = -1;
    EXPECT_EQ(dxsv_result_multiview_compatible(result, &compatible), DXSV_SUCCESS);
    EXPECT_EQ(compatible, last ? 0 : 1);
    dxsv_result_destroy(result);
  }
}

// A domain shader (triangles, 3 control points) writing SV_Position.x = ViewID.
const char* kDomainModule = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  %v = call i32 @dx.op.viewID.i32(i32 138)
  %f = uitofp i32 %v to float
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %f)
  ret void
}
declare i32 @dx.op.viewID.i32(i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ds", i32 6, i32 1}
!1 = !{ptr @main, !"main", !2, null, !30}
!2 = !{null, !3, !20}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
!20 = !{!21, !23}
!21 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !22, i8 0, i32 3, i8 1, i32 0, i8 3, null}
!22 = !{i32 0, i32 1, i32 2}
!23 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !5, i8 0, i32 1, i8 1, i32 3, i8 0, null}
!30 = !{i32 2, !31}
!31 = !{i32 2, i32 3}
)";

TEST(ViewInstancing, DomainShaderViewIdAndInstanceViewport) {
  std::string text = disassembled(convertOk(kDomainModule, viewInstancing(true, 7, 9)));
  EXPECT_TRUE(has(text, "OpEntryPoint TessellationEvaluation")) << text;
  // The prologue's instance viewport, then the shader's mapped ViewID.
  std::smatch m;
  ASSERT_TRUE(std::regex_search(text, m, std::regex(lookup(1, 1, 3) + "\\n\\s*" + lookup(6, 3, 255) +
                                                        "\\n\\s*(%\\w+) = OpBitcast %int \\10\\n\\s*OpStore %gl_ViewportIndex \\11\\n")))
      << text;
  EXPECT_EQ(m[9].str(), specConstant(text, 9));
  EXPECT_TRUE(has(text, viewIndexLoad(text) + lookup(3, 1, 3) + "\\n\\s*%\\w+ = OpCopyObject %uint \\7\\n")) << text;
  std::string plain = disassembled(convertOk(kDomainModule, viewInstancing(false, 7, 9)));
  EXPECT_EQ(occurrences(plain, "ViewportIndex"), 0u) << "not the last pre-rasterization stage\n" << plain;
}

// A pixel shader returning SV_ViewID through dx.op.viewID (READ 0) or its input element (READ 1).
std::string pixelModule(bool fromSignature) {
  std::string read = fromSignature ? "call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)"
                                   : "call i32 @dx.op.viewID.i32(i32 138)";
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  %v = )" + read + R"(
  call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 %v)
  ret void
}
declare i32 @dx.op.viewID.i32(i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ps", i32 6, i32 1}
!1 = !{ptr @main, !"main", !2, null, null}
!2 = !{!3, !6, null}
!3 = !{!4}
!4 = !{i32 0, !"SV_ViewID", i8 5, i8 27, !5, i8 1, i32 1, i8 1, i32 -1, i8 -1, null}
!5 = !{i32 0}
!6 = !{!7}
!7 = !{i32 0, !"SV_Target", i8 5, i8 16, !5, i8 0, i32 1, i8 1, i32 0, i8 0, null}
)";
}

TEST(ViewInstancing, PixelViewIdMapsThroughTheTable) {
  for (bool fromSignature : {false, true}) {
    SCOPED_TRACE(fromSignature ? "SV_ViewID input" : "dx.op.viewID");
    std::string ll = pixelModule(fromSignature);
    std::string text = disassembled(convertOk(ll, viewInstancing(false, 5, 6)));
    std::string table = specConstant(text, 5);
    ASSERT_FALSE(table.empty()) << text;
    std::smatch m;
    ASSERT_TRUE(std::regex_search(text, m, std::regex(viewIndexLoad(text) +
                                                          lookup(3, 1, 3) + "\\n\\s*(%\\w+) = OpCopyObject %uint \\7\\n")))
        << text;
    EXPECT_EQ(m[4].str(), m[2].str());
    EXPECT_EQ(m[6].str(), table);
    EXPECT_TRUE(has(text, "OpStore %\\w+ " + m[8].str() + "\\n")) << "the mapped ViewID is the target's value\n" << text;
    EXPECT_EQ(occurrences(text, "ViewportIndex"), 0u) << text;
    // Without the option: ViewIndex as before, and the same module as with no fields set.
    auto plain = convertOk(ll, {});
    std::string plainText = disassembled(plain);
    EXPECT_EQ(occurrences(plainText, "OpSpecConstant"), 0u) << plainText;
    auto off = viewInstancing(false, 5, 6);
    off.viewInstancing = false;
    EXPECT_EQ(convertOk(ll, off).spirv, plain.spirv);
  }
}

// A geometry shader: a point in, up to 2 points out, each emitted with SV_Position (and
// SV_ViewportArrayIndex = 2 when `viewport`).
std::string geometryModule(bool viewport) {
  std::string store = viewport ? "  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 2)\n" : "";
  std::string emit = R"(  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
)" + store + "  call void @dx.op.emitStream(i32 97, i8 0)\n";
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
)" + emit + emit + R"(  ret void
}
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.emitStream(i32, i8)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"gs", i32 6, i32 1}
!1 = !{ptr @main, !"main", !2, null, !8}
!2 = !{null, !3, null}
!3 = !{!4)" + std::string(viewport ? ", !6" : "") + R"(}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
!6 = !{i32 1, !"SV_ViewportArrayIndex", i8 5, i8 5, !5, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!8 = !{i32 1, !9}
!9 = !{i32 1, i32 2, i32 1, i32 1, i32 1}
)";
}

TEST(ViewInstancing, GeometryShaderEmitsTheInstanceViewportWithEveryVertex) {
  std::string text = disassembled(convertOk(geometryModule(false), viewInstancing(true, 7, 9)));
  EXPECT_TRUE(has(text, "OpDecorate %gl_ViewportIndex BuiltIn ViewportIndex")) << text;
  EXPECT_TRUE(has(text, "OpCapability MultiViewport")) << text;
  EXPECT_EQ(occurrences(text, "OpStore %gl_ViewportIndex"), 2u) << text;
  EXPECT_TRUE(has(text, "OpStore %gl_ViewportIndex %\\w+\\n\\s*OpEmitVertex")) << text;
  // The shader's own viewport: 2 + the instance's, stored by the shader's writes only.
  std::string own = disassembled(convertOk(geometryModule(true), viewInstancing(true, 7, 9)));
  EXPECT_EQ(occurrences(own, "OpIAdd %int "), 2u) << own;
  EXPECT_EQ(occurrences(own, "OpStore %gl_ViewportIndex"), 2u) << own;
  // Not routed without the viewport table.
  std::string plain = disassembled(convertOk(geometryModule(false), viewInstancing(true, 7, UINT32_MAX)));
  EXPECT_EQ(occurrences(plain, "ViewportIndex"), 0u) << plain;
}

// A mesh shader: 3 vertices, 1 triangle, optionally with SV_ViewportArrayIndex = 3 per primitive.
std::string meshModule(bool viewport) {
  std::string store = viewport ? "  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 3, i32 0)\n" : "";
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  call void @dx.op.setMeshOutputCounts(i32 168, i32 3, i32 1)
  call void @dx.op.emitIndices(i32 169, i32 0, i32 0, i32 1, i32 2)
)" + store + R"(  ret void
}
declare void @dx.op.setMeshOutputCounts(i32, i32, i32)
declare void @dx.op.emitIndices(i32, i32, i32, i32, i32)
declare void @dx.op.storePrimitiveOutput.i32(i32, i32, i32, i8, i32, i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ms", i32 6, i32 5}
!1 = !{ptr @main, !"main", !2, null, !20}
!2 = !{null, !3, )" + std::string(viewport ? "!10" : "null") + R"(}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
!10 = !{!11}
!11 = !{i32 0, !"SV_ViewportArrayIndex", i8 5, i8 5, !5, i8 1, i32 1, i8 1, i32 -1, i8 -1, null}
!20 = !{i32 9, !21}
!21 = !{!22, i32 3, i32 1, i32 2, i32 0}
!22 = !{i32 1, i32 1, i32 1}
)";
}

TEST(ViewInstancing, MeshPrimitivesGetTheInstanceViewport) {
  auto r = convertOk(meshModule(false), viewInstancing(true, 7, 9));
  std::string text = disassembled(r);
  EXPECT_TRUE(has(text, "OpDecorate (%\\w+) BuiltIn ViewportIndex\\n\\s*OpDecorate \\1 PerPrimitive(EXT|NV)")) << text;
  // Written for the primitive EmitIndices writes.
  EXPECT_TRUE(has(text, "%\\w+ = OpAccessChain %_ptr_Output_int %gl_ViewportIndex %uint_0\\n\\s*" + viewIndexLoad(text)))
      << text;
  EXPECT_EQ(occurrences(text, "OpStore"), 2u) << text;
  std::string own = disassembled(convertOk(meshModule(true), viewInstancing(true, 7, 9)));
  EXPECT_EQ(occurrences(own, "OpIAdd %int "), 1u) << own;
  EXPECT_EQ(occurrences(own, "OpStore"), 2u) << "EmitIndices and the shader's own viewport\n" << own;
  std::string plain = disassembled(convertOk(meshModule(false), viewInstancing(false, 7, 9)));
  EXPECT_EQ(occurrences(plain, "ViewportIndex"), 0u) << plain;
}

}  // namespace
