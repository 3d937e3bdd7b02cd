// SV_RenderTargetArrayIndex / SV_ViewportArrayIndex from a vertex or domain shader to a
// geometry shader: Vulkan has no GS input built-ins for them, so the earlier stage writes a
// copy at the element's register (Location = register, Component = start column) and the GS
// reads a per-vertex input there; pixel shaders keep the fragment built-ins
// (docs/ARCHITECTURE.md, "Semantics we implement on purpose").
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "../../common/assemble_ll.h"
#include "../../common/spirv_text.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

bool has(const std::string& text, const std::string& pattern) { return std::regex_search(text, std::regex(pattern)); }

// The signature of vkd3d-proton's gs_multiview_export_layer_viewport vertex data: SV_Position
// (register 0), a uint (register 1 x), the layer (1 y) and the viewport (1 z).
const char* kVertexData = R"(!3 = !{!4, !6, !7, !8}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
!6 = !{i32 1, !"UV_VIEWID", i8 5, i8 0, !5, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!7 = !{i32 2, !"SV_RenderTargetArrayIndex", i8 5, i8 4, !5, i8 1, i32 1, i8 1, i32 1, i8 1, null}
!8 = !{i32 3, !"SV_ViewportArrayIndex", i8 5, i8 5, !5, i8 1, i32 1, i8 1, i32 1, i8 2, null}
)";

const char* kHeader = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
)";

// Writes SV_Position = (0, 0, 0, 1), the uint = 7, layer = 3, viewport = 1.
std::string vertexModule() {
  return kHeader + std::string(R"(define void @main() {
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 7)
  call void @dx.op.storeOutput.i32(i32 5, i32 2, i32 0, i8 0, i32 3)
  call void @dx.op.storeOutput.i32(i32 5, i32 3, i32 0, i8 0, i32 1)
  ret void
}
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"vs", i32 6, i32 1}
!1 = !{ptr @main, !"main", !2, null, null}
!2 = !{null, !3, null}
)") + kVertexData;
}

// The test's GS: per input vertex v, copies position, layer and viewport and writes
// view_id | layer << 8 | viewport << 16 to the uint (a dynamic vertex index, as a loop).
std::string geometryModule() {
  return kHeader + std::string(R"(define void @main() {
entry:
  %view = call i32 @dx.op.viewID.i32(i32 138)
  br label %loop
loop:
  %v = phi i32 [ 0, %entry ], [ %next, %loop ]
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 %v)
  %y = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 %v)
  %layer = call i32 @dx.op.loadInput.i32(i32 4, i32 2, i32 0, i8 0, i32 %v)
  %vp = call i32 @dx.op.loadInput.i32(i32 4, i32 3, i32 0, i8 0, i32 %v)
  %l8 = shl i32 %layer, 8
  %v16 = shl i32 %vp, 16
  %a = or i32 %view, %l8
  %data = or i32 %a, %v16
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 %data)
  call void @dx.op.storeOutput.i32(i32 5, i32 2, i32 0, i8 0, i32 %layer)
  call void @dx.op.storeOutput.i32(i32 5, i32 3, i32 0, i8 0, i32 %vp)
  call void @dx.op.emitStream(i32 97, i8 0)
  %next = add i32 %v, 1
  %more = icmp ult i32 %next, 3
  br i1 %more, label %loop, label %done
done:
  ret void
}
declare i32 @dx.op.viewID.i32(i32)
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.emitStream(i32, i8)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"gs", i32 6, i32 1}
!1 = !{ptr @main, !"main", !2, null, !9}
!2 = !{!3, !3, null}
!9 = !{i32 1, !10}
!10 = !{i32 3, i32 3, i32 1, i32 5, i32 1}
)") + kVertexData;
}

// Returns (layer + viewport) as SV_Target0, both read from the pixel shader's inputs.
std::string pixelModule() {
  return kHeader + std::string(R"(define void @main() {
  %layer = call i32 @dx.op.loadInput.i32(i32 4, i32 2, i32 0, i8 0, i32 undef)
  %vp = call i32 @dx.op.loadInput.i32(i32 4, i32 3, i32 0, i8 0, i32 undef)
  %sum = add i32 %layer, %vp
  call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 %sum)
  ret void
}
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ps", i32 6, i32 1}
!1 = !{ptr @main, !"main", !2, null, null}
!2 = !{!3, !11, null}
!11 = !{!12}
!12 = !{i32 0, !"SV_Target", i8 5, i8 16, !5, i8 0, i32 1, i8 1, i32 0, i8 0, null}
)") + kVertexData;
}

// A domain shader (triangles, 3 control points) writing SV_Position and layer = 2 (register 1 y).
const char* kDomainModule = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 2)
  ret void
}
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ds", i32 6, i32 1}
!1 = !{ptr @main, !"main", !2, null, !30}
!2 = !{null, !3, !20}
!3 = !{!4, !6}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
!6 = !{i32 1, !"SV_RenderTargetArrayIndex", i8 5, i8 4, !5, i8 1, i32 1, i8 1, i32 1, i8 1, null}
!20 = !{!21, !23}
!21 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !22, i8 0, i32 3, i8 1, i32 0, i8 3, null}
!22 = !{i32 0, i32 1, i32 2}
!23 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !5, i8 0, i32 1, i8 1, i32 3, i8 0, null}
!30 = !{i32 2, !31}
!31 = !{i32 2, i32 3}
)";

dxsv::ConvertResult convertOk(const std::string& ll, const dxsv::ConvertOptions& options = {}) {
  auto r = dxsv::convert(assembleLl(ll), options);  // validate (spirv-val) is on by default
  EXPECT_TRUE(r.ok()) << r.error;
  return r;
}

const dxsv::InterfaceElement* find(const std::vector<dxsv::InterfaceElement>& list, const std::string& semantic) {
  for (const dxsv::InterfaceElement& e : list)
    if (e.semanticName == semantic) return &e;
  return nullptr;
}

// Location and component as "L.C" ("-1.0" for a built-in); "missing" when not reported.
std::string slot(const std::vector<dxsv::InterfaceElement>& list, const std::string& semantic) {
  const dxsv::InterfaceElement* e = find(list, semantic);
  return e ? std::to_string(e->location) + "." + std::to_string(e->component) : "missing";
}

TEST(GsLayerInputs, VertexWritesTheBuiltInsAndACopyAtTheRegister) {
  auto r = convertOk(vertexModule());
  std::string text = disassembled(r);
  EXPECT_TRUE(has(text, "OpDecorate %gl_Layer BuiltIn Layer\n")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %gl_ViewportIndex BuiltIn ViewportIndex\n")) << text;
  for (const char* name : {"out_SV_RenderTargetArrayIndex0", "out_SV_ViewportArrayIndex0"}) {
    std::string var = std::string("%") + name;
    EXPECT_TRUE(has(text, "OpDecorate " + var + " Location 1\n")) << text;
    EXPECT_TRUE(has(text, var + " = OpVariable %_ptr_Output_uint Output\n")) << text;
    EXPECT_FALSE(has(text, "OpDecorate " + var + " Flat")) << "a vertex output, as a user uint\n" << text;
  }
  EXPECT_TRUE(has(text, "OpDecorate %out_SV_RenderTargetArrayIndex0 Component 1\n")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %out_SV_ViewportArrayIndex0 Component 2\n")) << text;
  // Every store goes to the built-in and the copy.
  EXPECT_TRUE(has(text, "OpStore %gl_Layer %\\w+\n\\s*OpStore %out_SV_RenderTargetArrayIndex0 %uint_3\n")) << text;
  EXPECT_TRUE(has(text, "OpStore %gl_ViewportIndex %\\w+\n\\s*OpStore %out_SV_ViewportArrayIndex0 %uint_1\n")) << text;
  EXPECT_EQ(occurrences(text, "OpStore %out_SV_"), 2u) << text;
  // Reported at the copy, so that a layer hands the location on to the geometry shader.
  EXPECT_EQ(slot(r.outputs, "SV_RenderTargetArrayIndex"), "1.1");
  EXPECT_EQ(slot(r.outputs, "SV_ViewportArrayIndex"), "1.2");
  EXPECT_EQ(slot(r.outputs, "UV_VIEWID"), "1.0");
  EXPECT_EQ(slot(r.outputs, "SV_Position"), "-1.0");
}

TEST(GsLayerInputs, TheCopyHoldsTheShadersValueUnderViewInstancing) {
  // Last pre-rasterization stage: the built-in gets the instance's viewport added, the copy
  // (which no stage reads then) the shader's value.
  dxsv::ConvertOptions o;
  o.viewInstancing = true;
  o.viewInstancingLastPreRaster = true;
  o.viewIdToViewportSpecId = 9;
  std::string text = disassembled(convertOk(vertexModule(), o));
  EXPECT_TRUE(has(text, "(%\\w+) = OpIAdd %int %\\w+ %\\w+\n\\s*OpStore %gl_ViewportIndex \\1\n\\s*"
                        "OpStore %out_SV_ViewportArrayIndex0 %uint_1\n")) << text;
}

TEST(GsLayerInputs, DomainShaderWritesTheCopyToo) {
  auto r = convertOk(kDomainModule);
  std::string text = disassembled(r);
  EXPECT_TRUE(has(text, "OpDecorate %out_SV_RenderTargetArrayIndex0 Location 1\n")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %out_SV_RenderTargetArrayIndex0 Component 1\n")) << text;
  EXPECT_TRUE(has(text, "OpStore %gl_Layer %\\w+\n\\s*OpStore %out_SV_RenderTargetArrayIndex0 %uint_2\n")) << text;
  EXPECT_EQ(slot(r.outputs, "SV_RenderTargetArrayIndex"), "1.1");
}

TEST(GsLayerInputs, GeometryReadsPerVertexInputsAndWritesItsBuiltIns) {
  auto gs = convertOk(geometryModule());
  std::string text = disassembled(gs);
  for (const char* name : {"in_SV_RenderTargetArrayIndex0", "in_SV_ViewportArrayIndex0"}) {
    std::string var = std::string("%") + name;
    EXPECT_TRUE(has(text, "OpDecorate " + var + " Location 1\n")) << text;
    EXPECT_TRUE(has(text, var + " = OpVariable %_ptr_Input__arr_uint_uint_3 Input\n")) << text;
    // Read at the loop's vertex.
    EXPECT_TRUE(has(text, "= OpAccessChain %_ptr_Input_uint " + var + " %\\w+\n")) << text;
  }
  EXPECT_TRUE(has(text, "OpDecorate %in_SV_RenderTargetArrayIndex0 Component 1\n")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %in_SV_ViewportArrayIndex0 Component 2\n")) << text;
  // The GS's own outputs stay the rasterizer's built-ins; no input built-in for either.
  EXPECT_EQ(occurrences(text, "BuiltIn Layer"), 1u) << text;
  EXPECT_EQ(occurrences(text, "BuiltIn ViewportIndex"), 1u) << text;
  EXPECT_TRUE(has(text, "%gl_Layer = OpVariable %_ptr_Output_int Output\n")) << text;
  EXPECT_TRUE(has(text, "%gl_ViewportIndex = OpVariable %_ptr_Output_int Output\n")) << text;
  EXPECT_TRUE(has(text, "OpStore %gl_Layer %\\w+\n")) << text;
  EXPECT_EQ(occurrences(text, "OpStore %out_SV_"), 0u) << "no copies out of a geometry shader\n" << text;
  // Linked where the vertex shader wrote them.
  auto vs = convertOk(vertexModule());
  for (const char* semantic : {"SV_RenderTargetArrayIndex", "SV_ViewportArrayIndex", "UV_VIEWID"})
    EXPECT_EQ(slot(gs.inputs, semantic), slot(vs.outputs, semantic)) << semantic;
  EXPECT_EQ(slot(gs.outputs, "SV_RenderTargetArrayIndex"), "-1.0");
  EXPECT_EQ(slot(gs.outputs, "SV_ViewportArrayIndex"), "-1.0");
}

TEST(GsLayerInputs, GeometryInputsGoWhereTheStageInputMapperSays) {
  std::vector<std::string> asked;
  dxsv::ConvertOptions options;
  options.stageInputs = [&](dxsv_stage_input_element& e) {
    std::string name = std::string(e.semantic_name) + std::to_string(e.semantic_index);
    asked.push_back(name + "@" + std::to_string(e.location) + "." + std::to_string(e.component));
    // The layer's answer from the previous stage's report: the copies moved to register 5.
    if (name == "SV_RenderTargetArrayIndex0") e.location = 5, e.component = 0;
    if (name == "SV_ViewportArrayIndex0") e.location = 5, e.component = 3;
    return DXSV_SUCCESS;
  };
  auto r = convertOk(geometryModule(), options);
  EXPECT_EQ(asked, (std::vector<std::string>{"UV_VIEWID0@1.0", "SV_RenderTargetArrayIndex0@1.1", "SV_ViewportArrayIndex0@1.2"}));
  std::string text = disassembled(r);
  EXPECT_TRUE(has(text, "OpDecorate %in_SV_RenderTargetArrayIndex0 Location 5\n")) << text;
  EXPECT_FALSE(has(text, "OpDecorate %in_SV_RenderTargetArrayIndex0 Component")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %in_SV_ViewportArrayIndex0 Component 3\n")) << text;
  EXPECT_EQ(slot(r.inputs, "SV_RenderTargetArrayIndex"), "5.0");
  EXPECT_EQ(slot(r.inputs, "SV_ViewportArrayIndex"), "5.3");

  // A previous stage that writes no layer: D3D would not link it; refused, naming the input.
  options.stageInputs = [](dxsv_stage_input_element& e) {
    if (std::string(e.semantic_name) == "SV_RenderTargetArrayIndex") e.not_written = 1;
    return DXSV_SUCCESS;
  };
  auto refused = dxsv::convert(assembleLl(geometryModule()), options);
  EXPECT_EQ(refused.status, DXSV_ERROR_UNSUPPORTED) << refused.error;
  EXPECT_NE(refused.error.find("SV_RenderTargetArrayIndex"), std::string::npos) << refused.error;
}

TEST(GsLayerInputs, PixelShaderKeepsTheFragmentBuiltIns) {
  std::vector<std::string> asked;
  dxsv::ConvertOptions options;
  options.stageInputs = [&](dxsv_stage_input_element& e) {
    asked.push_back(e.semantic_name);
    return DXSV_SUCCESS;
  };
  for (bool mapped : {false, true}) {
    SCOPED_TRACE(mapped ? "with a stage input mapper" : "without");
    auto r = convertOk(pixelModule(), mapped ? options : dxsv::ConvertOptions{});
    std::string text = disassembled(r);
    EXPECT_TRUE(has(text, "OpDecorate %gl_Layer BuiltIn Layer\n")) << text;
    EXPECT_TRUE(has(text, "OpDecorate %gl_ViewportIndex BuiltIn ViewportIndex\n")) << text;
    EXPECT_TRUE(has(text, "%gl_Layer = OpVariable %_ptr_Input_\\w+ Input\n")) << text;
    EXPECT_EQ(occurrences(text, "in_SV_"), 0u) << text;
    EXPECT_EQ(slot(r.inputs, "SV_RenderTargetArrayIndex"), "-1.0");
    EXPECT_EQ(slot(r.inputs, "SV_ViewportArrayIndex"), "-1.0");
  }
  EXPECT_EQ(asked, (std::vector<std::string>{"UV_VIEWID"}));
}

}  // namespace
