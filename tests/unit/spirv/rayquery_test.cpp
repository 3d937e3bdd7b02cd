// Inline ray queries → SPV_KHR_ray_query, checked on the SPIR-V words of hand-written compute
// shaders: the query's template flags OR into TraceRayInline's (folded when constant, an
// OpBitwiseOr when not, untouched when the template has none), the D3D → SPIR-V getter
// renames (InstanceID is the custom index, InstanceIndex the instance id), the candidate /
// committed operand, the 3x4 matrix element order and the negated procedural opacity.
#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include <map>
#include <string>
#include <vector>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

struct Instruction {
  spv::Op op;
  std::vector<uint32_t> operands;
};

struct Module {
  uint32_t version = 0;
  std::vector<Instruction> instructions;
  std::map<uint32_t, const Instruction*> defs;  // result id -> defining instruction

  // Result ids sit at operand 1 for these (type first); types and a few others at operand 0.
  static bool hasTypeAndResult(spv::Op op) {
    switch (op) {
      case spv::OpConstant: case spv::OpLoad: case spv::OpBitwiseOr: case spv::OpCompositeExtract:
      case spv::OpLogicalNot: case spv::OpVariable: case spv::OpCompositeConstruct: case spv::OpCopyObject:
      case spv::OpAccessChain:
        return true;
      case spv::OpRayQueryProceedKHR: case spv::OpRayQueryGetIntersectionTypeKHR: return true;
      default:  // the getters OpRayQueryGetRayTMinKHR .. OpRayQueryGetIntersectionWorldToObjectKHR
        return op >= spv::OpRayQueryGetRayTMinKHR && op <= spv::OpRayQueryGetIntersectionWorldToObjectKHR;
    }
  }
  const Instruction* first(spv::Op op) const {
    for (const Instruction& in : instructions)
      if (in.op == op) return &in;
    return nullptr;
  }
  size_t count(spv::Op op) const {
    size_t n = 0;
    for (const Instruction& in : instructions) n += in.op == op;
    return n;
  }
  // The value of an OpConstant id, or ~0u if the id is not a 32-bit constant.
  uint32_t constant(uint32_t id) const {
    auto it = defs.find(id);
    return it != defs.end() && it->second->op == spv::OpConstant ? it->second->operands.at(2) : ~0u;
  }
  const Instruction* def(uint32_t id) const {
    auto it = defs.find(id);
    return it == defs.end() ? nullptr : it->second;
  }
};

Module parse(const std::vector<uint32_t>& words) {
  Module m;
  m.version = words.size() > 1 ? words[1] : 0;
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16;
    if (count == 0) break;
    m.instructions.push_back({spv::Op(words[i] & 0xffff), std::vector<uint32_t>(words.begin() + i + 1, words.begin() + i + count)});
    i += count;
  }
  for (const Instruction& in : m.instructions)
    if (Module::hasTypeAndResult(in.op) && in.operands.size() > 1) m.defs[in.operands[1]] = &in;
  return m;
}

// A cs_6_5 shader: Scene (an acceleration structure at t0), Out (a RWByteAddressBuffer at u0);
// %tid is SV_DispatchThreadID.x, %q the query allocated with `templateFlags` and traced with
// `rayFlags` (an i32 operand: a constant or %tid); `body` follows.
std::string computeModule(const std::string& templateFlags, const std::string& rayFlags, const std::string& body) {
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
define void @main() {
entry:
  %as = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %q = call i32 @dx.op.allocateRayQuery(i32 178, i32 )" + templateFlags + R"()
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %q, %dx.types.Handle %as, i32 )" + rayFlags +
         R"(, i32 255, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 1.0, float 100.0)
  %more = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %q)
)" + body + R"(
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i32 @dx.op.allocateRayQuery(i32, i32)
declare void @dx.op.rayQuery_TraceRayInline(i32, i32, %dx.types.Handle, i32, i32, float, float, float, float, float, float, float, float)
declare i1 @dx.op.rayQuery_Proceed.i1(i32, i32)
declare i32 @dx.op.rayQuery_StateScalar.i32(i32, i32)
declare i1 @dx.op.rayQuery_StateScalar.i1(i32, i32)
declare float @dx.op.rayQuery_StateMatrix.f32(i32, i32, i32, i8)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!12}
!3 = !{!"cs", i32 6, i32 5}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, ptr undef, !"Scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{!9}
!9 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!12 = !{ptr @main, !"main", null, !4, !13}
!13 = !{i32 4, !14}
!14 = !{i32 64, i32 1, i32 1}
)";
}

std::string disassemble(const std::vector<uint32_t>& spirv) {
  std::string text, error;
  if (!dxsv::disassembleSpirv(spirv, text, error)) return error;
  return text;
}

// Converts for Vulkan 1.3 with validation (the converter runs spirv-val).
Module convert(const std::string& ll, std::string* text = nullptr) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  auto r = dxsv::convert(assembleLl(ll), options);
  EXPECT_TRUE(r.ok()) << r.error;
  if (!r.ok()) return {};
  if (text) *text = disassemble(r.spirv);
  return parse(r.spirv);
}

// The ray-flags id given to OpRayQueryInitializeKHR (query, structure, flags, ...).
uint32_t initializeFlags(const Module& m) {
  const Instruction* init = m.first(spv::OpRayQueryInitializeKHR);
  EXPECT_NE(init, nullptr);
  return init ? init->operands.at(2) : 0;
}

TEST(RayQuery, ConstantTemplateFlagsFoldIntoConstantRayFlags) {
  // RayQuery<FORCE_OPAQUE | SKIP_PROCEDURAL_PRIMITIVES> traced with ACCEPT_FIRST_HIT_AND_END_SEARCH.
  std::string text;
  Module m = convert(computeModule("513", "4", ""), &text);
  SCOPED_TRACE(text);
  EXPECT_EQ(m.constant(initializeFlags(m)), 517u);
  EXPECT_EQ(m.count(spv::OpBitwiseOr), 0u);
  // Skipping procedural primitives needs the culling capability.
  bool culling = false, rayQuery = false;
  for (const Instruction& in : m.instructions)
    if (in.op == spv::OpCapability) {
      culling |= in.operands[0] == spv::CapabilityRayTraversalPrimitiveCullingKHR;
      rayQuery |= in.operands[0] == spv::CapabilityRayQueryKHR;
    }
  EXPECT_TRUE(culling);
  EXPECT_TRUE(rayQuery);
  EXPECT_GE(m.version, 0x10400u);
}

TEST(RayQuery, TemplateFlagsOrIntoDynamicRayFlags) {
  std::string text;
  Module m = convert(computeModule("17", "%tid", ""), &text);
  SCOPED_TRACE(text);
  const Instruction* flags = m.def(initializeFlags(m));
  ASSERT_NE(flags, nullptr);
  ASSERT_EQ(flags->op, spv::OpBitwiseOr);
  // One operand is the thread id (loaded from the GlobalInvocationId built-in), the other 17.
  uint32_t a = flags->operands.at(2), b = flags->operands.at(3);
  EXPECT_TRUE((m.constant(a) == 17u) != (m.constant(b) == 17u)) << "expected exactly one operand to be 17";
}

TEST(RayQuery, NoTemplateFlagsLeaveRayFlagsAlone) {
  Module m = convert(computeModule("0", "%tid", ""));
  const Instruction* flags = m.def(initializeFlags(m));
  ASSERT_NE(flags, nullptr);
  EXPECT_NE(flags->op, spv::OpBitwiseOr);
  EXPECT_EQ(m.count(spv::OpBitwiseOr), 0u);
  Module constant = convert(computeModule("0", "32", ""));
  EXPECT_EQ(constant.constant(initializeFlags(constant)), 32u);
}

TEST(RayQuery, QueryIsAFunctionVariableOfRayQueryType) {
  Module m = convert(computeModule("0", "0", ""));
  const Instruction* init = m.first(spv::OpRayQueryInitializeKHR);
  ASSERT_NE(init, nullptr);
  const Instruction* var = m.def(init->operands.at(0));
  ASSERT_NE(var, nullptr);
  ASSERT_EQ(var->op, spv::OpVariable);
  EXPECT_EQ(var->operands.at(2), uint32_t(spv::StorageClassFunction));
  // Its pointer type points at OpTypeRayQueryKHR.
  uint32_t pointee = 0;
  for (const Instruction& in : m.instructions)
    if (in.op == spv::OpTypePointer && in.operands[0] == var->operands[0]) pointee = in.operands[2];
  bool isRayQuery = false;
  for (const Instruction& in : m.instructions) isRayQuery |= in.op == spv::OpTypeRayQueryKHR && in.operands[0] == pointee;
  EXPECT_TRUE(isRayQuery);
  // The structure traced is loaded from an acceleration-structure descriptor.
  const Instruction* accel = m.def(init->operands.at(1));
  ASSERT_NE(accel, nullptr);
  EXPECT_EQ(accel->op, spv::OpLoad);
}

TEST(RayQuery, GettersMapToTheirSpirvOpsAndIntersection) {
  // CandidateInstanceID (202), CommittedInstanceIndex (207), CommittedObjectToWorld3x4 (188)
  // at row 1, column 3, and CandidateProceduralPrimitiveNonOpaque (190).
  std::string body = R"(
  %id = call i32 @dx.op.rayQuery_StateScalar.i32(i32 202, i32 %q)
  %index = call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %q)
  %m13 = call float @dx.op.rayQuery_StateMatrix.f32(i32 188, i32 %q, i32 1, i8 3)
  %nonOpaque = call i1 @dx.op.rayQuery_StateScalar.i1(i32 190, i32 %q)
  %m13i = bitcast float %m13 to i32
  %no = zext i1 %nonOpaque to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 0, i32 undef, i32 %id, i32 %index, i32 %m13i, i32 %no, i8 15, i32 4)
)";
  std::string text;
  Module m = convert(computeModule("0", "0", body), &text);
  SCOPED_TRACE(text);
  const Instruction* custom = m.first(spv::OpRayQueryGetIntersectionInstanceCustomIndexKHR);
  ASSERT_NE(custom, nullptr) << "D3D's InstanceID is SPIR-V's instance custom index";
  EXPECT_EQ(m.constant(custom->operands.at(3)), 0u) << "Candidate*: intersection operand 0";
  const Instruction* instance = m.first(spv::OpRayQueryGetIntersectionInstanceIdKHR);
  ASSERT_NE(instance, nullptr) << "D3D's InstanceIndex is SPIR-V's instance id";
  EXPECT_EQ(m.constant(instance->operands.at(3)), 1u) << "Committed*: intersection operand 1";
  EXPECT_EQ(m.count(spv::OpRayQueryGetIntersectionInstanceIdKHR), 1u);
  EXPECT_EQ(m.count(spv::OpRayQueryGetIntersectionInstanceCustomIndexKHR), 1u);

  const Instruction* matrix = m.first(spv::OpRayQueryGetIntersectionObjectToWorldKHR);
  ASSERT_NE(matrix, nullptr);
  EXPECT_EQ(m.constant(matrix->operands.at(3)), 1u);
  const Instruction* element = nullptr;
  for (const Instruction& in : m.instructions)
    if (in.op == spv::OpCompositeExtract && in.operands.at(2) == matrix->operands[1]) element = &in;
  ASSERT_NE(element, nullptr);
  // (row 1, column 3) of the 3x4 matrix: column 3, component 1 of the 4-column matrix.
  EXPECT_EQ(element->operands, (std::vector<uint32_t>{element->operands[0], element->operands[1], matrix->operands[1], 3, 1}));

  const Instruction* opaque = m.first(spv::OpRayQueryGetIntersectionCandidateAABBOpaqueKHR);
  ASSERT_NE(opaque, nullptr);
  ASSERT_EQ(opaque->operands.size(), 3u) << "CandidateAABBOpaque takes no intersection operand";
  const Instruction* negated = nullptr;
  for (const Instruction& in : m.instructions)
    if (in.op == spv::OpLogicalNot && in.operands.at(2) == opaque->operands[1]) negated = &in;
  EXPECT_NE(negated, nullptr) << "NonOpaque is the negated CandidateAABBOpaque";
}

// Ray queries are not a compute feature: a vertex shader traces with its vertex id as the
// instance mask and writes the committed t (the corpus covers compute and pixel shaders).
TEST(RayQuery, VertexShaderTraces) {
  std::string ll = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
define void @main() {
entry:
  %as = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %vid = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %q = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %q, %dx.types.Handle %as, i32 0, i32 %vid, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 1.0, float 100.0)
  %more = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %q)
  %t = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %q)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %t)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare i32 @dx.op.allocateRayQuery(i32, i32)
declare void @dx.op.rayQuery_TraceRayInline(i32, i32, %dx.types.Handle, i32, i32, float, float, float, float, float, float, float, float)
declare i1 @dx.op.rayQuery_Proceed.i1(i32, i32)
declare float @dx.op.rayQuery_StateScalar.f32(i32, i32)
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!12}
!3 = !{!"vs", i32 6, i32 5}
!4 = !{!5, null, null, null}
!5 = !{!6}
!6 = !{i32 0, ptr undef, !"Scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!12 = !{ptr @main, !"main", !13, !4, null}
!13 = !{!14, !16, null}
!14 = !{!15}
!15 = !{i32 0, !"SV_VertexID", i8 5, i8 1, !17, i8 0, i32 1, i8 1, i32 0, i8 0, null}
!16 = !{!18}
!17 = !{i32 0}
!18 = !{i32 0, !"SV_Position", i8 9, i8 3, !17, i8 4, i32 1, i8 4, i32 0, i8 0, null}
)";
  std::string text;
  Module m = convert(ll, &text);
  SCOPED_TRACE(text);
  const Instruction* init = m.first(spv::OpRayQueryInitializeKHR);
  ASSERT_NE(init, nullptr);
  EXPECT_EQ(m.constant(init->operands.at(2)), 1u);
  EXPECT_EQ(m.constant(init->operands.at(3)), ~0u) << "the instance mask is the vertex id, not a constant";
  const Instruction* t = m.first(spv::OpRayQueryGetIntersectionTKHR);
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(m.constant(t->operands.at(3)), 1u);
}

TEST(RayQuery, HandleNotFromAnAllocationIsUnsupported) {
  // The handle reaches TraceRayInline through a select: not a query variable of this function.
  std::string ll = computeModule("0", "0", "");
  std::string from = "  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %q,";
  size_t at = ll.find(from);
  ASSERT_NE(at, std::string::npos);
  ll.replace(at, from.size(),
             "  %q2 = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)\n  %c = icmp eq i32 %tid, 0\n"
             "  %qs = select i1 %c, i32 %q, i32 %q2\n  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %qs,");
  dxsv::ConvertOptions options;
  auto r = dxsv::convert(assembleLl(ll), options);
  EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED) << r.error;
  EXPECT_NE(r.error.find("does not come straight from an AllocateRayQuery"), std::string::npos) << r.error;
}

}  // namespace
