// Frontend lowering on hand-written LLVM 19 IR: assembled, written as bitcode, wrapped in a
// DXBC container and converted through the public API.
#include <gtest/gtest.h>

#include "../../common/assemble_ll.h"
#include "../../common/compute_module.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// A cs_6_0 module around `body`, with one RWByteAddressBuffer at u0.
std::string computeModule(const std::string& body, const std::string& declarations) {
  return computeModuleText({.body = body, .declarations = declarations, .threadsX = 4});
}

dxsv::ConvertResult convertText(const std::string& body, const std::string& declarations = "") {
  Bytes blob = assembleLl(computeModule(body, declarations));
  dxsv::ConvertOptions options;
  options.validate = true;
  return dxsv::convert(blob, options);
}

const char* kStoreTid = R"(
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %a = shl i32 %t, 2
)";

TEST(Lowering, StraightLineShaderConverts) {
  auto r = convertText(std::string(kStoreTid) + R"(
  %q = udiv i32 100, %t
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %q, i32 undef, i32 undef, i32 undef, i8 1)
  ret void)");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string glsl, error;
  ASSERT_TRUE(dxsv::spirvToGlsl(r.spirv, glsl, error)) << error;
  // Division by zero is defined in D3D (all ones): the divisor is guarded.
  EXPECT_NE(glsl.find("4294967295u"), std::string::npos) << glsl;
}

TEST(Lowering, UnsupportedDxOpIsNamed) {
  auto r = convertText(std::string(kStoreTid) + R"(
  %x = call i64 @dx.op.cycleCounterLegacy(i32 109)
  ret void)", "declare i64 @dx.op.cycleCounterLegacy(i32)");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED);
  EXPECT_NE(r.error.find("CycleCounterLegacy"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("opcode 109"), std::string::npos) << r.error;
}

// Conversion checks the functions it lowers (not the whole module, llvm_rules_test.cpp has
// the rules): the entry's own body and a called helper's body are both checked.
TEST(Lowering, UseNotDominatedByItsDefinitionIsRejected) {
  auto r = convertText("  %x = add i32 %y, 1\n  %y = add i32 %x, 1\n  ret void");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_MALFORMED_INPUT) << r.error;
  EXPECT_NE(r.error.find("function 'main'"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("used before it is defined"), std::string::npos) << r.error;
}

TEST(Lowering, BrokenCalledHelperIsRejected) {
  auto r = convertText("  call void @helper()\n  ret void",
                       "define void @helper() {\n  %x = add i32 %y, 1\n  %y = add i32 %x, 1\n  ret void\n}");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_MALFORMED_INPUT) << r.error;
  EXPECT_NE(r.error.find("function 'helper'"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("used before it is defined"), std::string::npos) << r.error;
}

TEST(Lowering, CallsToOtherFunctionsAreRejectedByName) {
  auto r = convertText("  call void @helper()\n  ret void", "declare void @helper()");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("'helper'"), std::string::npos) << r.error;
}

TEST(Lowering, HandleOutsideTheDeclaredRangeIsAnError) {
  auto r = convertText(R"(
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 3, i1 false)
  ret void)");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("outside the range"), std::string::npos) << r.error;
}

TEST(Lowering, FcmpUneIsUnordered) {
  auto r = convertText(std::string(kStoreTid) + R"(
  %f = uitofp i32 %t to float
  %c = fcmp une float %f, 2.0
  %z = zext i1 %c to i32
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %z, i32 undef, i32 undef, i32 undef, i8 1)
  ret void)");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text, error;
  ASSERT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error));
  EXPECT_NE(text.find("OpFUnordNotEqual"), std::string::npos);
}

}  // namespace

namespace {

std::string disassemble(const dxsv::ConvertResult& r) {
  std::string text, error;
  EXPECT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error)) << error;
  return text;
}

size_t count(const std::string& text, const std::string& needle) {
  size_t n = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  return n;
}

// InterlockedCompareExchangeFloatBitwise on groupshared float: an i32 cmpxchg on a float global.
TEST(Lowering, GroupsharedFloatUnderIntegerAtomicsStoresIntegers) {
  auto r = convertText(std::string(kStoreTid) + R"(
  store float 1.5, ptr addrspace(3) @g
  %old = cmpxchg ptr addrspace(3) @g, i32 0, i32 7 seq_cst seq_cst
  %f = load float, ptr addrspace(3) @g
  %bits = bitcast float %f to i32
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %bits, i32 undef, i32 undef, i32 undef, i8 1)
  ret void)", "@g = addrspace(3) global float undef");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r);
  EXPECT_NE(text.find("OpAtomicCompareExchange %uint"), std::string::npos) << text;
  EXPECT_EQ(text.find("OpTypePointer Workgroup %float"), std::string::npos) << text;
}

TEST(Lowering, SixtyFourBitBufferAtomicsUseAnAliasedView) {
  auto r = convertText(std::string(kStoreTid) + R"(
  %old = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %h, i32 0, i32 %a, i32 undef, i32 undef, i64 5)
  ret void)", "declare i64 @dx.op.atomicBinOp.i64(i32, %dx.types.Handle, i32, i32, i32, i32, i64)");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r);
  EXPECT_NE(text.find("OpCapability Int64Atomics"), std::string::npos) << text;
  EXPECT_EQ(count(text, " Aliased"), 2u) << text;
  EXPECT_EQ(count(text, "Binding 300"), 2u) << text;
  EXPECT_NE(text.find("OpAtomicIAdd %ulong"), std::string::npos) << text;
}

TEST(Lowering, InvalidPackModeIsNamed) {
  auto r = convertText(std::string(kStoreTid) + R"(
  %p = call i32 @dx.op.pack4x8.i32(i32 220, i8 3, i32 1, i32 2, i32 3, i32 4)
  ret void)", "declare i32 @dx.op.pack4x8.i32(i32, i8, i32, i32, i32, i32)");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("invalid pack mode 3"), std::string::npos) << r.error;
}

TEST(Lowering, FloatToIntConversionIsGuarded) {
  auto r = convertText(std::string(kStoreTid) + R"(
  %f = uitofp i32 %t to float
  %i = fptosi float %f to i32
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %i, i32 undef, i32 undef, i32 undef, i8 1)
  ret void)");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r);
  // NaN and out-of-range inputs never reach OpConvertFToS (undefined for them in SPIR-V).
  EXPECT_NE(text.find("OpIsNan"), std::string::npos) << text;
  EXPECT_NE(text.find("OpConstant %uint 2147483647"), std::string::npos) << text;  // the saturated maximum
}

TEST(Lowering, Sm68BarrierFlagsMapToScopes) {
  auto r = convertText(std::string(kStoreTid) + R"(
  call void @dx.op.barrierByMemoryType(i32 244, i32 3, i32 5)
  call void @dx.op.barrierByMemoryHandle(i32 245, %dx.types.Handle %h, i32 2)
  ret void)", "declare void @dx.op.barrierByMemoryType(i32, i32, i32)\n"
              "declare void @dx.op.barrierByMemoryHandle(i32, %dx.types.Handle, i32)");
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text, error;
  ASSERT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error)) << error;
  // UAV + groupshared, GROUP_SYNC | DEVICE_SCOPE: a control barrier with device memory scope
  // and Uniform|Image|Workgroup|AcquireRelease (0x948); the handle barrier without GROUP_SYNC
  // is a memory barrier at workgroup scope over UAV memory (0x848).
  EXPECT_NE(text.find("OpControlBarrier %uint_2 %uint_1 %uint_2376"), std::string::npos) << text;
  EXPECT_NE(text.find("OpMemoryBarrier %uint_2 %uint_2120"), std::string::npos) << text;
}

TEST(Lowering, Sm68BarrierErrorsAreNamed) {
  const std::string decl = "declare void @dx.op.barrierByMemoryType(i32, i32, i32)";
  // Node record memory is device memory: ordered like UAV memory (work graphs).
  auto node = convertText(std::string(kStoreTid) + "  call void @dx.op.barrierByMemoryType(i32 244, i32 4, i32 1)\n  ret void", decl);
  ASSERT_TRUE(node.ok()) << node.error;
  auto nothing = convertText(std::string(kStoreTid) + "  call void @dx.op.barrierByMemoryType(i32 244, i32 0, i32 2)\n  ret void", decl);
  ASSERT_FALSE(nothing.ok());
  EXPECT_NE(nothing.error.find("orders no memory"), std::string::npos) << nothing.error;
  EXPECT_EQ(nothing.status, DXSV_ERROR_MALFORMED_INPUT);
  auto dynamic = convertText(std::string(kStoreTid) + "  call void @dx.op.barrierByMemoryType(i32 244, i32 %t, i32 1)\n  ret void", decl);
  ASSERT_FALSE(dynamic.ok());
  EXPECT_NE(dynamic.error.find("memoryTypeFlags"), std::string::npos) << dynamic.error;
}

TEST(Lowering, QuadVoteKindIsChecked) {
  auto r = convertText(std::string(kStoreTid) + R"(
  %c = icmp ne i32 %t, 0
  %v = call i1 @dx.op.quadVote.i1(i32 222, i1 %c, i8 2)
  ret void)", "declare i1 @dx.op.quadVote.i1(i32, i1, i8)");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("QuadVote: invalid op 2"), std::string::npos) << r.error;
  EXPECT_EQ(r.status, DXSV_ERROR_MALFORMED_INPUT);
}

TEST(Lowering, ComputeDerivativesNeedQuadShapedGroups) {
  const std::string body = std::string(kStoreTid) + R"(
  %f = uitofp i32 %t to float
  %d = call float @dx.op.unary.f32(i32 85, float %f)
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, float %d, float undef, float undef, float undef, i8 1)
  ret void)";
  const std::string decl = "declare float @dx.op.unary.f32(i32, float)";
  dxsv::ConvertOptions options;
  options.validate = true;
  auto linear = dxsv::convert(assembleLl(computeModuleText({.body = body, .declarations = decl, .threadsX = 8})), options);
  ASSERT_TRUE(linear.ok()) << linear.error;
  std::string text, error;
  ASSERT_TRUE(dxsv::disassembleSpirv(linear.spirv, text, error)) << error;
  EXPECT_NE(text.find("DerivativeGroupLinearNV"), std::string::npos) << text;
  EXPECT_NE(text.find("OpDPdxFine"), std::string::npos) << text;
  auto odd = dxsv::convert(assembleLl(computeModuleText({.body = body, .declarations = decl, .threadsX = 6})), options);
  ASSERT_FALSE(odd.ok());
  EXPECT_NE(odd.error.find("numthreads(6, 1, 1)"), std::string::npos) << odd.error;
}

}  // namespace

// A function with a return value called from two places is emitted once and called twice.
TEST(Lowering, CalledFunctionIsEmittedOnce) {
  Bytes blob = assembleLl(computeModuleText({.body = std::string(kStoreTid) + R"(
  %x = call i32 @twice_plus(i32 %t, i32 1)
  %y = call i32 @twice_plus(i32 %x, i32 3)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %y, i32 undef, i32 undef, i32 undef, i8 1)
  ret void)",
                                             .declarations = R"(
define internal i32 @twice_plus(i32 %v, i32 %k) {
  %d = shl i32 %v, 1
  %r = add i32 %d, %k
  ret i32 %r
})",
                                             .threadsX = 4}));
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(blob, options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text, error;
  ASSERT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error)) << error;
  auto count = [&](const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  EXPECT_EQ(count("OpFunction "), 2u) << text;  // main and twice_plus
  EXPECT_EQ(count("OpFunctionCall"), 2u) << text;
  EXPECT_EQ(count("OpFunctionParameter"), 2u) << text;
  EXPECT_EQ(count("OpReturnValue"), 1u) << text;
}

TEST(Lowering, PointerParametersAreNamedAsUnsupported) {
  Bytes blob = assembleLl(computeModuleText({.body = R"(
  %p = alloca i32
  call void @set(ptr %p)
  ret void)",
                                             .declarations = R"(
define internal void @set(ptr %p) {
  store i32 1, ptr %p
  ret void
})"}));
  auto r = dxsv::convert(blob, {});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED);
  EXPECT_NE(r.error.find("function 'set'"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("pointer"), std::string::npos) << r.error;
}

// Two packed elements sharing a register component would share an interface location.
TEST(Lowering, OverlappingSignatureElementsAreRejected) {
  Bytes blob = assembleLl(R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 1.0)
  ret void
}
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"vs", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, null}
!2 = !{null, !3, null}
!3 = !{!4, !6}
!4 = !{i32 0, !"A", i8 9, i8 0, !5, i8 2, i32 1, i8 2, i32 1, i8 0, null}
!5 = !{i32 0}
!6 = !{i32 1, !"B", i8 9, i8 0, !5, i8 2, i32 1, i8 1, i32 1, i8 1, null}
)");
  auto r = dxsv::convert(blob, {});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("elements 0 and 1 overlap at register 1, component 1"), std::string::npos) << r.error;
}
