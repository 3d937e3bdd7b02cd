// The error kind follows the rule (issue 27): a shader kind, op or feature that DXIL defines
// and the translator does not translate is DXSV_ERROR_UNSUPPORTED, naming it; only input that
// breaks the format is DXSV_ERROR_MALFORMED_INPUT. One hand-written module per kind.
#include <gtest/gtest.h>

#include <string>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using dxsv::testing::assembleLl;

dxsv::ConvertResult convert(const std::string& ll, const std::string& entry = "") {
  dxsv::ConvertOptions options;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  options.validate = true;
  options.entryPoint = entry;
  return dxsv::convert(assembleLl(ll), options);
}

void expectFailure(const dxsv::ConvertResult& r, dxsv_status status, const std::string& mention) {
  EXPECT_EQ(r.status, status) << r.error;
  EXPECT_NE(r.error.find(mention), std::string::npos) << r.error;
}

constexpr const char* kHeader = R"(
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
)";

// A lib_6_8 library exporting a work-graph node (shader kind 15, with the node properties DXC
// writes: launch type, node ID, dispatch grid, thread-group size) and a ray-generation shader.
std::string workGraphLibrary() {
  return std::string(kHeader) + R"(
define void @"\01?Node@@YAXXZ"() {
  %1 = call i32 @dx.op.getRemainingRecursionLevels(i32 253)
  ret void
}
declare i32 @dx.op.getRemainingRecursionLevels(i32)
define void @"\01?Gen@@YAXXZ"() {
  ret void
}
!dx.version = !{!9}
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1, !2, !7}
!0 = !{!"lib", i32 6, i32 8}
!1 = !{null, !"", null, null, null}
!2 = !{ptr @"\01?Node@@YAXXZ", !"\01?Node@@YAXXZ", null, null, !3}
!3 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !4, i32 18, !6, i32 4, !5}
!4 = !{!"Node", i32 0}
!5 = !{i32 2, i32 3, i32 4}
!6 = !{i32 1, i32 1, i32 1}
!7 = !{ptr @"\01?Gen@@YAXXZ", !"\01?Gen@@YAXXZ", null, null, !8}
!8 = !{i32 8, i32 7}
!9 = !{i32 1, i32 8}
)";
}

// Node shaders are translated (a node is no error kind any more); the library's other exports
// convert beside it.
TEST(ErrorKinds, WorkGraphNodeConverts) {
  const std::string ll = workGraphLibrary();
  std::vector<dxsv::EntryInfo> entries;
  std::string error;
  ASSERT_EQ(dxsv::listEntries(assembleLl(ll), entries, error), DXSV_SUCCESS) << error;
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[0].name, "Node");
  EXPECT_EQ(entries[0].stage, "node");
  EXPECT_EQ(entries[1].stage, "raygeneration");
  dxsv::ConvertResult node = convert(ll, "Node");  // validated
  EXPECT_TRUE(node.ok()) << node.error;
  dxsv::ConvertResult gen = convert(ll, "Gen");
  EXPECT_TRUE(gen.ok()) << gen.error;
}

// Shader kinds outside DXIL's table, or the library kind on an export, break the format.
TEST(ErrorKinds, ExportShaderKindOutsideDxilIsMalformed) {
  for (const char* kind : {"16", "6", "4000"}) {
    std::string ll = workGraphLibrary();
    ll.replace(ll.find("!{i32 8, i32 15,"), 16, std::string("!{i32 8, i32 ") + kind + ",");
    SCOPED_TRACE(kind);
    expectFailure(convert(ll, "Gen"), DXSV_ERROR_MALFORMED_INPUT, std::string("shader kind ") + kind);
  }
}

TEST(ErrorKinds, UnknownShaderModelNameIsMalformed) {
  std::string ll = std::string(kHeader) + R"(
define void @main() {
  ret void
}
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"xs", i32 6, i32 0}
!1 = !{ptr @main, !"main", null, null, null}
)";
  expectFailure(convert(ll), DXSV_ERROR_MALFORMED_INPUT, "unknown shader kind 'xs'");
}

// A compute shader calling one dx.op (declared by `declaration`) with `call`.
std::string computeCalling(const std::string& call, const std::string& declaration, const char* dxilVersion = "1, i32 8") {
  return std::string(kHeader) + R"(
define void @main() {
  )" + call + R"(
  ret void
}
)" + declaration + R"(
!dx.version = !{!2}
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"cs", i32 6, i32 8}
!1 = !{ptr @main, !"main", null, null, !3}
!2 = !{i32 )" + dxilVersion + R"(}
!3 = !{i32 4, !4}
!4 = !{i32 1, i32 1, i32 1}
)";
}

// Ops DXIL defines that have no translation: named, UNSUPPORTED.
TEST(ErrorKinds, DefinedButUntranslatedOpIsUnsupported) {
  expectFailure(convert(computeCalling("%c = call i64 @dx.op.cycleCounterLegacy(i32 109)",
                                       "declare i64 @dx.op.cycleCounterLegacy(i32)")),
                DXSV_ERROR_UNSUPPORTED, "'CycleCounterLegacy' (opcode 109)");
}

// A work-graph op (SM 6.8) outside a node shader breaks DXIL's rules (its validator allows them
// only in node shaders).
TEST(ErrorKinds, NodeOpOutsideANodeIsMalformed) {
  expectFailure(convert(computeCalling("%n = call i32 @dx.op.getRemainingRecursionLevels(i32 253)",
                                       "declare i32 @dx.op.getRemainingRecursionLevels(i32)")),
                DXSV_ERROR_MALFORMED_INPUT, "GetRemainingRecursionLevels outside a work-graph node shader");
}

// Opcodes DXIL does not define (reserved or past its table) break the format, unless the
// module says it is a newer DXIL than the table knows.
TEST(ErrorKinds, OpcodeDxilDoesNotDefineIsMalformed) {
  expectFailure(convert(computeCalling("call void @dx.op.mystery(i32 4000)", "declare void @dx.op.mystery(i32)")),
                DXSV_ERROR_MALFORMED_INPUT, "dx.op opcode 4000 is not an operation DXIL");
  expectFailure(convert(computeCalling("call void @dx.op.reserved(i32 227)", "declare void @dx.op.reserved(i32)")),
                DXSV_ERROR_MALFORMED_INPUT, "dx.op opcode 227 is not an operation DXIL");
  expectFailure(convert(computeCalling("call void @dx.op.mystery(i32 4000)", "declare void @dx.op.mystery(i32)",
                                       "1, i32 12")),
                DXSV_ERROR_UNSUPPORTED, "the module is newer DXIL");
}

// Types the emitter cannot express are refused at the frontend, naming the instruction.
TEST(ErrorKinds, ZeroLengthArrayIsMalformed) {
  std::string ll = std::string(kHeader) + R"(
@shared = addrspace(3) global [0 x i32] undef
define void @main() {
  %p = getelementptr [0 x i32], ptr addrspace(3) @shared, i32 0, i32 0
  store i32 1, ptr addrspace(3) %p
  ret void
}
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{ptr @main, !"main", null, null, !2}
!2 = !{i32 4, !3}
!3 = !{i32 1, i32 1, i32 1}
)";
  expectFailure(convert(ll), DXSV_ERROR_MALFORMED_INPUT, "array type of 0 elements");
}

}  // namespace
