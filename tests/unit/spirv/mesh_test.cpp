// Mesh and amplification shaders: execution modes, index outputs for triangles and lines,
// per-primitive outputs and their locations, OpEmitMeshTasksEXT ending the task shader, the
// SPIR-V version, and the shapes the frontend rejects.
#include <gtest/gtest.h>

#include <regex>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// A mesh shader of 8 threads: 6 vertices (SV_Position, COLOR at row 1), 4 primitives with
// SV_CullPrimitive and a user element PRIMVALUE (row 0 of the primitive signature).
// TOPOLOGY: 1 lines, 2 triangles.
std::string meshModule(int topology) {
  std::string text = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  call void @dx.op.setMeshOutputCounts(i32 168, i32 6, i32 4)
  %f = uitofp i32 %t to float
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %f, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 2, float %f, i32 %t)
  %a = add i32 %t, 1
  %b = add i32 %t, 2
  call void @dx.op.emitIndices(i32 169, i32 %t, i32 %t, i32 %a, i32 %b)
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 1, i32 %t)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 1, i32 0, i8 1, float %f, i32 %t)
  ret void
}
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare void @dx.op.setMeshOutputCounts(i32, i32, i32)
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32)
declare void @dx.op.emitIndices(i32, i32, i32, i32, i32)
declare void @dx.op.storePrimitiveOutput.i32(i32, i32, i32, i8, i32, i32)
declare void @dx.op.storePrimitiveOutput.f32(i32, i32, i32, i8, float, i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ms", i32 6, i32 5}
!1 = !{ptr @main, !"main", !2, null, !20}
!2 = !{null, !3, !10}
!3 = !{!4, !6}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
!6 = !{i32 1, !"COLOR", i8 9, i8 0, !5, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!10 = !{!11, !12}
!11 = !{i32 0, !"SV_CullPrimitive", i8 1, i8 30, !5, i8 1, i32 1, i8 1, i32 -1, i8 -1, null}
!12 = !{i32 1, !"PRIMVALUE", i8 9, i8 0, !5, i8 1, i32 1, i8 2, i32 0, i8 0, null}
!20 = !{i32 9, !21}
!21 = !{!22, i32 6, i32 4, i32 TOPOLOGY, i32 0}
!22 = !{i32 8, i32 1, i32 1}
)";
  text.replace(text.find("TOPOLOGY"), 8, std::to_string(topology));
  return text;
}

std::string disassemble(const dxsv::ConvertResult& r) {
  std::string text, error;
  EXPECT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error)) << error;
  return text;
}

bool has(const std::string& text, const std::string& pattern) { return std::regex_search(text, std::regex(pattern)); }

TEST(MeshShader, TrianglesExecutionModesAndIndices) {
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(assembleLl(meshModule(2)), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r);
  EXPECT_TRUE(has(text, "OpEntryPoint MeshEXT")) << text;
  EXPECT_TRUE(has(text, "OpExecutionMode %\\w+ LocalSize 8 1 1")) << text;
  EXPECT_TRUE(has(text, "OpExecutionMode %\\w+ OutputVertices 6")) << text;
  // spirv-dis names OutputPrimitivesEXT / OutputTrianglesEXT by their NV aliases.
  EXPECT_TRUE(has(text, "OpExecutionMode %\\w+ OutputPrimitives(EXT|NV) 4")) << text;
  EXPECT_TRUE(has(text, "OpExecutionMode %\\w+ OutputTriangles(EXT|NV)")) << text;
  EXPECT_FALSE(has(text, "OutputLines")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %\\w+ BuiltIn PrimitiveTriangleIndicesEXT")) << text;
  EXPECT_TRUE(has(text, "OpVariable %_ptr_Output__arr_v3uint_uint_4 Output")) << text;
  EXPECT_TRUE(has(text, "OpSetMeshOutputsEXT %uint_6 %uint_4")) << text;
  // EmitIndices(t, t, t+1, t+2): the uvec3 (t, t+1, t+2) stored at primitive t.
  EXPECT_TRUE(has(text, "(%\\w+) = OpCompositeConstruct %v3uint (%\\w+) %\\w+ %\\w+\\n\\s*(%\\w+) = OpAccessChain %_ptr_Output_v3uint %\\w+ \\2\\n\\s*OpStore \\3 \\1")) << text;
  EXPECT_EQ(text.find("; Version: 1.4"), text.find("; Version:")) << "vulkan1.1 raises mesh shaders to SPIR-V 1.4\n" << text;
}

TEST(MeshShader, LinesExecutionModesAndIndices) {
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(assembleLl(meshModule(1)), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r);
  EXPECT_TRUE(has(text, "OpExecutionMode %\\w+ OutputLines(EXT|NV)")) << text;
  EXPECT_FALSE(has(text, "OutputTriangles")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %\\w+ BuiltIn PrimitiveLineIndicesEXT")) << text;
  EXPECT_TRUE(has(text, "OpVariable %_ptr_Output__arr_v2uint_uint_4 Output")) << text;
  // Only the first two vertex indices (t, t+1) of EmitIndices make a line.
  EXPECT_TRUE(has(text, "(%\\w+) = OpCompositeConstruct %v2uint (%\\w+) %\\w+\\n\\s*(%\\w+) = OpAccessChain %_ptr_Output_v2uint %\\w+ \\2\\n\\s*OpStore \\3 \\1")) << text;
}

TEST(MeshShader, PerVertexAndPerPrimitiveOutputs) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  auto r = dxsv::convert(assembleLl(meshModule(2)), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r);
  EXPECT_NE(text.find("; Version: 1.6"), std::string::npos) << text;
  EXPECT_TRUE(has(text, "OpDecorate %gl_Position BuiltIn Position")) << text;
  EXPECT_TRUE(has(text, "%gl_Position = OpVariable %_ptr_Output__arr_v4float_uint_6 Output")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %out_COLOR0 Location 1")) << text;
  EXPECT_TRUE(has(text, "%out_COLOR0 = OpVariable %_ptr_Output__arr_v4float_uint_6 Output")) << text;
  // The vertex signature has 2 rows: PRIMVALUE (primitive row 0) is at Location 2.
  EXPECT_TRUE(has(text, "OpDecorate %out_PRIMVALUE0 Location 2")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %out_PRIMVALUE0 PerPrimitive(EXT|NV)")) << text;
  EXPECT_TRUE(has(text, "%out_PRIMVALUE0 = OpVariable %_ptr_Output__arr_v2float_uint_4 Output")) << text;
  // SV_CullPrimitive: a per-primitive bool array, written as value != 0.
  EXPECT_TRUE(has(text, "OpDecorate (%\\w+) BuiltIn CullPrimitiveEXT\\n\\s*OpDecorate \\1 PerPrimitive(EXT|NV)")) << text;
  EXPECT_TRUE(has(text, "OpVariable %_ptr_Output__arr_bool_uint_4 Output")) << text;
  EXPECT_TRUE(has(text, "OpINotEqual %bool %uint_1 %uint_0")) << text;
}

// An amplification shader: the payload global, 4 thread groups, DispatchMesh before `ret`.
const char* kTaskModule = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%struct.Payload = type { [4 x i32], float }
@payload = addrspace(3) global %struct.Payload undef
@other = addrspace(3) global i32 undef
define void @main() {
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %p = getelementptr %struct.Payload, ptr addrspace(3) @payload, i32 0, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p
  store i32 %t, ptr addrspace(3) @other
  call void @dx.op.barrier(i32 80, i32 9)
  call void @dx.op.dispatchMesh.struct.Payload(i32 173, i32 TAIL
}
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare void @dx.op.barrier(i32, i32)
declare void @dx.op.dispatchMesh.struct.Payload(i32, i32, i32, i32, ptr addrspace(3))
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"as", i32 6, i32 5}
!1 = !{ptr @main, !"main", null, null, !2}
!2 = !{i32 10, !3}
!3 = !{!4, i32 20}
!4 = !{i32 4, i32 1, i32 1}
)";

std::string taskModule(const std::string& tail) {
  std::string text = kTaskModule;
  text.replace(text.find("TAIL"), 4, tail);
  return text;
}

TEST(AmplificationShader, DispatchMeshEndsTheShader) {
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(assembleLl(taskModule("4, i32 2, i32 1, ptr addrspace(3) @payload)\n  ret void")), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r);
  EXPECT_TRUE(has(text, "OpEntryPoint TaskEXT")) << text;
  EXPECT_TRUE(has(text, "OpExecutionMode %\\w+ LocalSize 4 1 1")) << text;
  // The payload global is the task payload; the other groupshared global stays Workgroup.
  EXPECT_TRUE(has(text, "%payload = OpVariable %_ptr_TaskPayloadWorkgroupEXT_\\w+ TaskPayloadWorkgroupEXT")) << text;
  EXPECT_TRUE(has(text, "%other = OpVariable %_ptr_Workgroup_uint Workgroup")) << text;
  EXPECT_TRUE(has(text, "OpEmitMeshTasksEXT %uint_4 %uint_2 %uint_1 %payload\\n\\s*OpFunctionEnd")) << text;
  EXPECT_FALSE(has(text, "OpReturn")) << text;
}

TEST(AmplificationShader, DispatchMeshNotLastIsRejected) {
  // Anything between DispatchMesh and the return (here a store) is rejected, not dropped.
  auto r = dxsv::convert(assembleLl(taskModule("4, i32 2, i32 1, ptr addrspace(3) @payload)\n"
                                               "  store i32 %t, ptr addrspace(3) @other\n  ret void")));
  EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED) << r.error;
  EXPECT_NE(r.error.find("DispatchMesh: must be the last operation"), std::string::npos) << r.error;
}

TEST(AmplificationShader, PayloadMustBeGroupshared) {
  // A payload that is not the groupshared global (here a GEP into it) has no task payload.
  auto r = dxsv::convert(assembleLl(taskModule("4, i32 2, i32 1, ptr addrspace(3) %p)\n  ret void")));
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error.find("DispatchMesh: the payload is not a variable"), std::string::npos) << r.error;
}

TEST(AmplificationShader, LocalPayloadIsCopiedToTheTaskPayload) {
  // `Payload p = {...}; DispatchMesh(1, 1, 1, p);` (vkd3d-proton's as_simple): DXC passes an alloca.
  const char* text = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%struct.Payload = type { <4 x float> }
define void @main() {
  %local = alloca %struct.Payload, align 4
  %c = getelementptr inbounds %struct.Payload, ptr %local, i32 0, i32 0
  store <4 x float> <float 0.0, float 1.0, float 0.0, float 1.0>, ptr %c, align 4
  call void @dx.op.dispatchMesh.struct.Payload(i32 173, i32 1, i32 1, i32 1, ptr nonnull %local)
  ret void
}
declare void @dx.op.dispatchMesh.struct.Payload(i32, i32, i32, i32, ptr)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"as", i32 6, i32 5}
!1 = !{ptr @main, !"main", null, null, !2}
!2 = !{i32 10, !3}
!3 = !{!4, i32 16}
!4 = !{i32 1, i32 1, i32 1}
)";
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(assembleLl(text), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string spirv = disassemble(r);
  EXPECT_TRUE(has(spirv, "(%\\w+) = OpVariable %_ptr_TaskPayloadWorkgroupEXT_\\w+ TaskPayloadWorkgroupEXT")) << spirv;
  EXPECT_TRUE(has(spirv, "OpStore %\\w+ %\\w+\\n\\s*OpEmitMeshTasksEXT %uint_1 %uint_1 %uint_1 %\\w+\\n")) << spirv;
}

TEST(MeshShader, MeshOpsOutsideMeshShadersAreRejected) {
  // SetMeshOutputCounts in a compute shader.
  const char* text = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  call void @dx.op.setMeshOutputCounts(i32 168, i32 3, i32 1)
  ret void
}
declare void @dx.op.setMeshOutputCounts(i32, i32, i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"cs", i32 6, i32 5}
!1 = !{ptr @main, !"main", null, null, !2}
!2 = !{i32 4, !3}
!3 = !{i32 1, i32 1, i32 1}
)";
  auto r = dxsv::convert(assembleLl(text));
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error.find("SetMeshOutputCounts: only in mesh shaders"), std::string::npos) << r.error;
}

TEST(MeshShader, OutputElementOutOfRangeIsRejected) {
  std::string text = meshModule(2);
  // Column 3 of PRIMVALUE (2 columns).
  text.replace(text.find("i32 172, i32 1, i32 0, i8 1"), 27, "i32 172, i32 1, i32 0, i8 3");
  auto r = dxsv::convert(assembleLl(text));
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error.find("StorePrimitiveOutput: element 1 'PRIMVALUE' has 2 columns, column 3 used"), std::string::npos) << r.error;
}

// The pixel half of meshModule: COLOR (row 1) interpolated, PRIMVALUE at row 2, the first row
// after the mesh shader's 2 vertex rows.
const char* kPixelModule = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  %c = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
  %p = call float @dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 1, i32 undef)
  %s = fadd float %c, %p
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %s)
  ret void
}
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ps", i32 6, i32 5}
!1 = !{ptr @main, !"main", !2, null, null}
!2 = !{!3, !8, null}
!3 = !{!4, !6, !7}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
!6 = !{i32 1, !"COLOR", i8 9, i8 0, !5, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!7 = !{i32 2, !"PRIMVALUE", i8 9, i8 0, !5, i8 2, i32 1, i8 2, i32 2, i8 0, null}
!8 = !{!9}
!9 = !{i32 0, !"SV_Target", i8 9, i8 16, !5, i8 0, i32 1, i8 1, i32 0, i8 0, null}
)";

TEST(MeshShader, PixelShaderPerPrimitiveInputs) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.targetEnv = DXSV_TARGET_VULKAN_1_2;
  options.perPrimitiveInputRow = 2;
  auto r = dxsv::convert(assembleLl(kPixelModule), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r);
  EXPECT_TRUE(has(text, "OpCapability MeshShadingEXT")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %in_PRIMVALUE0 Location 2")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %in_PRIMVALUE0 PerPrimitive(EXT|NV)")) << text;
  EXPECT_TRUE(has(text, "OpDecorate %in_PRIMVALUE0 Flat")) << text;
  EXPECT_FALSE(has(text, "OpDecorate %in_COLOR0 PerPrimitive")) << text;

  // Without the option nothing is per-primitive (the signature cannot say).
  options.perPrimitiveInputRow = 0;
  auto plain = dxsv::convert(assembleLl(kPixelModule), options);
  ASSERT_TRUE(plain.ok()) << plain.error;
  EXPECT_FALSE(has(disassemble(plain), "PerPrimitive")) << disassemble(plain);

  // SPV_EXT_mesh_shader needs SPIR-V 1.4: a vulkan1.1 pixel shader says so.
  options.perPrimitiveInputRow = 2;
  options.targetEnv = DXSV_TARGET_VULKAN_1_1;
  auto old = dxsv::convert(assembleLl(kPixelModule), options);
  EXPECT_FALSE(old.ok());
  EXPECT_NE(old.error.find("per-primitive pixel shader inputs (SPV_EXT_mesh_shader) need SPIR-V 1.4"), std::string::npos)
      << old.error;
}

// The stable C API carries the option too (DXSV_API_VERSION 7).
TEST(MeshShader, PixelShaderPerPrimitiveInputsThroughTheCApi) {
  Bytes blob = assembleLl(kPixelModule);
  dxsv_options options;
  dxsv_options_init(&options);
  options.target_env = DXSV_TARGET_VULKAN_1_2;
  options.validate = 1;
  options.per_primitive_input_row = 2;
  dxsv_result result = nullptr;
  ASSERT_EQ(dxsv_convert(blob.data(), blob.size(), &options, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  size_t count = 0;
  const uint32_t* words = dxsv_result_spirv(result, &count);
  std::vector<uint32_t> spirv(words, words + count);
  dxsv_result_destroy(result);
  std::string text, error;
  ASSERT_TRUE(dxsv::disassembleSpirv(spirv, text, error)) << error;
  EXPECT_TRUE(has(text, "OpDecorate %in_PRIMVALUE0 PerPrimitive(EXT|NV)")) << text;
}

// The primitive signature is reported where the emitter put it (DXSV_API_VERSION 19): a layer
// hands those locations, flagged per-primitive, to the pixel shader drawn after it.
TEST(MeshShader, PrimitiveOutputsAreReportedThroughTheCApi) {
  Bytes blob = assembleLl(meshModule(2));
  dxsv_options options;
  dxsv_options_init(&options);
  dxsv_result result = nullptr;
  ASSERT_EQ(dxsv_convert(blob.data(), blob.size(), &options, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  auto list = [&](dxsv_interface which) {
    std::vector<std::string> out;
    for (size_t i = 0; i < dxsv_result_interface_count(result, which); ++i) {
      dxsv_interface_element e;
      EXPECT_EQ(dxsv_result_interface_element(result, which, i, &e), DXSV_SUCCESS);
      out.push_back(std::string(e.semantic_name) + std::to_string(e.semantic_index) + "@" + std::to_string(e.location) +
                    "." + std::to_string(e.component));
    }
    return out;
  };
  EXPECT_EQ(list(DXSV_INTERFACE_OUTPUT), (std::vector<std::string>{"SV_Position0@-1.0", "COLOR0@1.0"}));
  // SV_CullPrimitive is a built-in; PRIMVALUE follows the vertex signature's 2 rows, as declared.
  EXPECT_EQ(list(DXSV_INTERFACE_PRIMITIVE_OUTPUT), (std::vector<std::string>{"SV_CullPrimitive0@-1.0", "PRIMVALUE0@2.0"}));
  dxsv_interface_element e;
  EXPECT_EQ(dxsv_result_interface_element(result, dxsv_interface(3), 0, &e), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxsv_result_interface_count(result, dxsv_interface(3)), 0u);
  dxsv_result_destroy(result);

  // Other stages have no primitive signature.
  dxsv::ConvertOptions cpp;
  auto pixel = dxsv::convert(assembleLl(kPixelModule), cpp);
  ASSERT_TRUE(pixel.ok()) << pixel.error;
  EXPECT_TRUE(pixel.primitiveOutputs.empty());
}

}  // namespace
