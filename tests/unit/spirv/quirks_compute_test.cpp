// Shader quirks that change compute code (DXSV_QUIRK_*; docs/ARCHITECTURE.md, "Shader
// quirks"): each test converts a hand-written cs_6_0 module with the bit off and on, checks
// the change with it on and its absence with it off, and spirv-val validates both.
#include <spirv/unified1/GLSL.std.450.h>

#include "quirks_words.h"

namespace {

using namespace dxsv::testing;

// UAVs: u0 "Out" and u1..u4 "Arr[4]" (RWByteAddressBuffer, range 1); b0 "CB" (16 bytes).
// Handles %out, %cb; %tid = SV_GroupThreadID.x; numthreads(6, 1, 1).
std::string computeModule(const std::string& body, const std::string& declarations = "", const std::string& globals = "") {
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
)" + globals + R"(
define void @main() {
entry:
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %cb = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %tid = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
)" + body + R"(
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32)
)" + declarations + R"(
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{null, !2, !3, null}
!2 = !{!10, !11}
!3 = !{!12}
!10 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!11 = !{i32 1, ptr undef, !"Arr", i32 0, i32 1, i32 4, i32 11, i1 false, i1 false, i1 false, null}
!12 = !{i32 0, ptr undef, !"CB", i32 0, i32 0, i32 1, i32 16, null}
!4 = !{ptr @main, !"main", null, !1, !6}
!6 = !{i32 4, !7}
!7 = !{i32 6, i32 1, i32 1}
)";
}

// Stores %v (i32) to Out[%tid].
const char* kStoreV =
    "  %addr = shl i32 %tid, 2\n"
    "  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %out, i32 %addr, i32 undef, i32 %v, i32 undef, i32 undef, "
    "i32 undef, i8 1)\n";

// ---------------------------------------------------------------- AGGRESSIVE_NONUNIFORM

// Reads Arr[index] (the body computes %index), writes the word to Out.
std::string arrayRead(const std::string& computeIndex) {
  return computeModule(computeIndex + R"(
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %index, i1 false)
  %ret = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %h, i32 0, i32 undef)
  %v = extractvalue %dx.types.ResRet.i32 %ret, 0
)" + kStoreV);
}

TEST(Quirks, AggressiveNonUniformDecoratesAnIndexFromTheThreadId) {
  std::string ll = arrayRead("  %base = and i32 %tid, 3\n  %index = add i32 %base, 1\n");
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_EQ(off.countDecorations(spv::DecorationNonUniform), 0u);
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_AGGRESSIVE_NONUNIFORM).spirv);
  // The index and the access chain to the picked buffer, as NonUniformResourceIndex gives.
  EXPECT_GE(on.countDecorations(spv::DecorationNonUniform), 2u);
  size_t chains = 0;
  for (const SpvInstr* ac : on.all(spv::OpAccessChain))
    if (on.decorated(ac->operands[1], spv::DecorationNonUniform)) ++chains;
  EXPECT_GE(chains, 1u);
}

TEST(Quirks, AggressiveNonUniformLeavesIndicesFromConstantsAndCbuffersUniform) {
  // An index computed from a cbuffer word and constants only: provably uniform.
  std::string ll = arrayRead(R"(  %row = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %cb, i32 0)
  %w = extractvalue %dx.types.CBufRet.i32 %row, 1
  %m = and i32 %w, 3
  %index = xor i32 %m, 1
)");
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_AGGRESSIVE_NONUNIFORM).spirv);
  EXPECT_EQ(on.countDecorations(spv::DecorationNonUniform), 0u);
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_EQ(on.code.size(), off.code.size());
}

TEST(Quirks, AggressiveNonUniformTakesAPhiAsNonUniform) {
  // Both incoming values are constants, but which one a lane gets depends on its thread id.
  std::string ll = computeModule(R"(  %c = icmp ult i32 %tid, 2
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %index = phi i32 [ 1, %a ], [ 2, %b ]
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %index, i1 false)
  %ret = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %h, i32 0, i32 undef)
  %v = extractvalue %dx.types.ResRet.i32 %ret, 0
)" + std::string(kStoreV));
  EXPECT_EQ(SpvModule(convertWithQuirks(ll, 0).spirv).countDecorations(spv::DecorationNonUniform), 0u);
  EXPECT_GE(SpvModule(convertWithQuirks(ll, DXSV_QUIRK_AGGRESSIVE_NONUNIFORM).spirv).countDecorations(spv::DecorationNonUniform), 2u);
}

// ---------------------------------------------------------------- FIXUP_LOOP_HEADER_UNDEF_PHIS

// A loop whose accumulator starts undef (header phi), then a selection whose merge phi takes
// undef from one side (not a loop header).
std::string undefPhis() {
  return computeModule(R"(  br label %loop
loop:
  %acc = phi i32 [ undef, %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %next = add i32 %acc, %i
  %inc = add i32 %i, 1
  %more = icmp ult i32 %inc, %tid
  br i1 %more, label %loop, label %after
after:
  %c = icmp eq i32 %next, 7
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %v = phi i32 [ undef, %then ], [ %next, %after ]
)" + std::string(kStoreV));
}

// Phis with an OpUndef / OpConstantNull operand.
std::pair<size_t, size_t> phisWithUndefAndNull(const SpvModule& m) {
  size_t undef = 0, null = 0;
  for (const SpvInstr* phi : m.all(spv::OpPhi)) {
    bool u = false, n = false;
    for (size_t i = 2; i < phi->operands.size(); i += 2) {
      u |= m.undefs.count(phi->operands[i]) > 0;
      n |= m.nulls.count(phi->operands[i]) > 0;
    }
    undef += u;
    null += n;
  }
  return {undef, null};
}

TEST(Quirks, FixupLoopHeaderUndefPhisGivesZeroOnlyAtLoopHeaders) {
  SpvModule off(convertWithQuirks(undefPhis(), 0).spirv);
  EXPECT_EQ(phisWithUndefAndNull(off), std::make_pair(size_t(2), size_t(0)));
  SpvModule on(convertWithQuirks(undefPhis(), DXSV_QUIRK_FIXUP_LOOP_HEADER_UNDEF_PHIS).spirv);
  // The header's accumulator starts at 0 (OpConstantNull); the selection's merge keeps undef.
  EXPECT_EQ(phisWithUndefAndNull(on), std::make_pair(size_t(1), size_t(1)));
}

// ---------------------------------------------------------------- FIXUP_RSQRT_INF_NAN

const char* kRsqrt = R"(  %f = uitofp i32 %tid to float
  %r = call float @dx.op.unary.f32(i32 25, float %f)
  %v = bitcast float %r to i32
)";
const char* kUnaryDecl = "declare float @dx.op.unary.f32(i32, float)\n";

TEST(Quirks, FixupRsqrtInfNanSelectsTheLargestFiniteFloatForZeroAndInf) {
  std::string ll = computeModule(std::string(kRsqrt) + kStoreV, kUnaryDecl);
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_EQ(off.glsl(GLSLstd450InverseSqrt).size(), 1u);
  EXPECT_EQ(off.count(spv::OpSelect), 0u);
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_FIXUP_RSQRT_INF_NAN).spirv);
  auto rsqrt = on.glsl(GLSLstd450InverseSqrt);
  ASSERT_EQ(rsqrt.size(), 1u);
  uint32_t r = rsqrt[0]->operands[1];
  // select(x == 0 || r == +inf, FLT_MAX, r): ordered compares, so NaN stays NaN.
  auto selects = on.all(spv::OpSelect);
  ASSERT_EQ(selects.size(), 1u);
  EXPECT_EQ(on.constant(selects[0]->operands[3]), 0x7f7fffffu);
  EXPECT_EQ(selects[0]->operands[4], r);
  auto compares = on.all(spv::OpFOrdEqual);
  ASSERT_EQ(compares.size(), 2u);
  EXPECT_EQ(on.constant(compares[0]->operands[3]), 0u);           // x == 0
  EXPECT_EQ(compares[1]->operands[2], r);
  EXPECT_EQ(on.constant(compares[1]->operands[3]), 0x7f800000u);  // r == +inf
}

// ---------------------------------------------------------------- GROUP_SHARED_AUTO_BARRIER

TEST(Quirks, GroupSharedAutoBarrierFollowsEachGroupSharedWriteWithAMemoryBarrier) {
  // A groupshared store in divergent control flow, a groupshared atomic, a local store.
  std::string ll = computeModule(R"(  %local = alloca [2 x i32], align 4
  %lp = getelementptr inbounds [2 x i32], ptr %local, i32 0, i32 1
  store i32 5, ptr %lp, align 4
  %c = icmp ult i32 %tid, 3
  br i1 %c, label %then, label %join
then:
  %p = getelementptr inbounds [8 x i32], ptr addrspace(3) @g, i32 0, i32 %tid
  store i32 %tid, ptr addrspace(3) %p, align 4
  br label %join
join:
  %old = atomicrmw add ptr addrspace(3) @g, i32 1 seq_cst
  %l = load i32, ptr %lp, align 4
  %v = add i32 %old, %l
)" + std::string(kStoreV), "", "@g = addrspace(3) global [8 x i32] undef\n");
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_EQ(off.count(spv::OpMemoryBarrier), 0u);
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_GROUP_SHARED_AUTO_BARRIER).spirv);
  auto barriers = on.all(spv::OpMemoryBarrier);
  ASSERT_EQ(barriers.size(), 2u);  // the store and the atomic; not the local store
  for (const SpvInstr* b : barriers) {
    EXPECT_EQ(on.constant(b->operands[0]), uint32_t(spv::ScopeWorkgroup));
    EXPECT_EQ(on.constant(b->operands[1]),
              uint32_t(spv::MemorySemanticsAcquireReleaseMask | spv::MemorySemanticsWorkgroupMemoryMask));
  }
  EXPECT_EQ(on.count(spv::OpControlBarrier), 0u);  // never an execution barrier
  // Each barrier directly follows its write.
  for (size_t i = 1; i < on.code.size(); ++i)
    if (on.code[i].op == spv::OpMemoryBarrier)
      EXPECT_TRUE(on.code[i - 1].op == spv::OpStore || on.code[i - 1].op == spv::OpAtomicIAdd);
}

// ---------------------------------------------------------------- PRECISE_FMA

TEST(Quirks, PreciseFmaFusesFMadAndLeavesIMad) {
  std::string ll = computeModule(R"(  %f = uitofp i32 %tid to float
  %m = call float @dx.op.tertiary.f32(i32 46, float %f, float 3.0, float 0.5)
  %i = call i32 @dx.op.tertiary.i32(i32 48, i32 %tid, i32 3, i32 5)
  %b = bitcast float %m to i32
  %v = add i32 %b, %i
)" + std::string(kStoreV),
                                 "declare float @dx.op.tertiary.f32(i32, float, float, float)\n"
                                 "declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32)\n");
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_TRUE(off.glsl(GLSLstd450Fma).empty());
  EXPECT_EQ(off.count(spv::OpFMul), 1u);
  EXPECT_EQ(off.count(spv::OpIMul), 1u);
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_PRECISE_FMA).spirv);
  auto fma = on.glsl(GLSLstd450Fma);
  ASSERT_EQ(fma.size(), 1u);
  EXPECT_TRUE(on.decorated(fma[0]->operands[1], spv::DecorationNoContraction));
  EXPECT_EQ(on.count(spv::OpFMul), 0u);
  EXPECT_EQ(on.count(spv::OpIMul), 1u);  // IMad: unchanged
}

// ---------------------------------------------------------------- PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER

TEST(Quirks, PromoteGroupToDeviceMemoryBarrierAddsUavMemoryAtDeviceScope) {
  // GroupMemoryBarrierWithGroupSync (sync + groupshared fence) and GroupMemoryBarrier.
  std::string ll = computeModule(R"(  call void @dx.op.barrier(i32 80, i32 9)
  call void @dx.op.barrier(i32 80, i32 8)
  %v = add i32 %tid, 1
)" + std::string(kStoreV), "declare void @dx.op.barrier(i32, i32)\n");
  const uint32_t kGroup = uint32_t(spv::MemorySemanticsAcquireReleaseMask) | spv::MemorySemanticsWorkgroupMemoryMask;
  const uint32_t kUav = uint32_t(spv::MemorySemanticsUniformMemoryMask) | spv::MemorySemanticsImageMemoryMask;
  for (bool quirk : {false, true}) {
    SpvModule m(convertWithQuirks(ll, quirk ? DXSV_QUIRK_PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER : 0).spirv);
    auto control = m.all(spv::OpControlBarrier);
    auto memory = m.all(spv::OpMemoryBarrier);
    ASSERT_EQ(control.size(), 1u);
    ASSERT_EQ(memory.size(), 1u);
    uint32_t scope = quirk ? uint32_t(spv::ScopeDevice) : uint32_t(spv::ScopeWorkgroup);
    uint32_t semantics = quirk ? kGroup | kUav : kGroup;
    EXPECT_EQ(m.constant(control[0]->operands[0]), uint32_t(spv::ScopeWorkgroup));  // execution scope stays
    EXPECT_EQ(m.constant(control[0]->operands[1]), scope);
    EXPECT_EQ(m.constant(control[0]->operands[2]), semantics);
    EXPECT_EQ(m.constant(memory[0]->operands[0]), scope);
    EXPECT_EQ(m.constant(memory[0]->operands[1]), semantics);
  }
}

// ---------------------------------------------------------------- ROBUST_COMPUTE_QUAD_BROADCAST

TEST(Quirks, RobustComputeQuadBroadcastReadsZeroFromInactiveLanes) {
  std::string ll = computeModule(R"(  %f = uitofp i32 %tid to float
  %a = call float @dx.op.quadReadLaneAt.f32(i32 122, float %f, i32 2)
  %x = call float @dx.op.quadOp.f32(i32 123, float %f, i8 0)
  %s = fadd float %a, %x
  %v = bitcast float %s to i32
)" + std::string(kStoreV),
                                 "declare float @dx.op.quadReadLaneAt.f32(i32, float, i32)\n"
                                 "declare float @dx.op.quadOp.f32(i32, float, i8)\n");
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_EQ(off.count(spv::OpGroupNonUniformBallotBitExtract), 0u);
  EXPECT_EQ(off.count(spv::OpGroupNonUniformShuffleXor), 1u);
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_ROBUST_COMPUTE_QUAD_BROADCAST).spirv);
  EXPECT_EQ(on.count(spv::OpGroupNonUniformShuffleXor), 0u);
  auto shuffles = on.all(spv::OpGroupNonUniformShuffle);
  auto active = on.all(spv::OpGroupNonUniformBallotBitExtract);
  ASSERT_EQ(shuffles.size(), 2u);
  ASSERT_EQ(active.size(), 2u);
  // Each result is select(source lane's ballot bit, shuffle, 0), the bit of the shuffled lane.
  auto selects = on.all(spv::OpSelect);
  ASSERT_EQ(selects.size(), 2u);
  for (size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(selects[i]->operands[2], active[i]->operands[1]);
    EXPECT_EQ(selects[i]->operands[3], shuffles[i]->operands[1]);
    EXPECT_TRUE(on.nulls.count(selects[i]->operands[4]));
    EXPECT_EQ(active[i]->operands[4], shuffles[i]->operands[4]);  // same lane
  }
}

// ---------------------------------------------------------------- ROBUST_PHYSICAL_CBV_FORWARDING

TEST(Quirks, RobustPhysicalCbvForwardingClampsDynamicIndicesIntoLocalArrays) {
  // A local array filled from the cbuffer, read at %tid (out of bounds for threads 4 and 5);
  // a groupshared array indexed the same way is not a local array.
  std::string ll = computeModule(R"(  %arr = alloca [4 x i32], align 4
  %row = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %cb, i32 0)
  %w0 = extractvalue %dx.types.CBufRet.i32 %row, 0
  %w3 = extractvalue %dx.types.CBufRet.i32 %row, 3
  %p0 = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 0
  store i32 %w0, ptr %p0, align 4
  %p3 = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 3
  store i32 %w3, ptr %p3, align 4
  %pd = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 %tid
  %l = load i32, ptr %pd, align 4
  %gp = getelementptr inbounds [8 x i32], ptr addrspace(3) @g, i32 0, i32 %tid
  %gl = load i32, ptr addrspace(3) %gp, align 4
  %v = add i32 %l, %gl
)" + std::string(kStoreV), "", "@g = addrspace(3) global [8 x i32] undef\n");
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_TRUE(off.glsl(GLSLstd450UMin).empty());
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_ROBUST_PHYSICAL_CBV_FORWARDING).spirv);
  auto clamps = on.glsl(GLSLstd450UMin);
  ASSERT_EQ(clamps.size(), 1u);  // the dynamic local index only
  EXPECT_EQ(on.constant(clamps[0]->operands[5]), 3u);  // the last element
  size_t chainsThroughClamp = 0;
  for (const SpvInstr* ac : on.all(spv::OpAccessChain))
    for (size_t i = 3; i < ac->operands.size(); ++i) chainsThroughClamp += ac->operands[i] == clamps[0]->operands[1];
  EXPECT_EQ(chainsThroughClamp, 1u);
}

// ---------------------------------------------------------------- FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE

TEST(Quirks, ForceThreadGroupCoherenceMakesComputeUavsCoherent) {
  std::string ll = computeModule(R"(  %row = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %cb, i32 0)
  %v = extractvalue %dx.types.CBufRet.i32 %row, 0
)" + std::string(kStoreV));
  SpvModule off(convertWithQuirks(ll, 0).spirv);
  EXPECT_EQ(off.countDecorations(spv::DecorationCoherent), 0u);
  SpvModule on(convertWithQuirks(ll, DXSV_QUIRK_FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE).spirv);
  // Out and the Arr array (the UAVs); not the cbuffer.
  EXPECT_EQ(on.countDecorations(spv::DecorationCoherent), 2u);
  size_t uavs = 0;
  for (const SpvInstr* var : on.all(spv::OpVariable)) {
    bool uav = var->operands[2] == uint32_t(spv::StorageClassStorageBuffer);
    uavs += uav;
    EXPECT_EQ(on.decorated(var->operands[1], spv::DecorationCoherent), uav);
  }
  EXPECT_EQ(uavs, 2u);
}

// ---------------------------------------------------------------- C API

TEST(Quirks, CApiAcceptsEveryImplementedBitAndNamesRefusedOnes) {
  Bytes blob = assembleLl(computeModule("  %v = add i32 %tid, 1\n" + std::string(kStoreV)));
  dxsv_options options;
  dxsv_options_init(&options);
  options.validate = 1;
  for (uint32_t bit = 0; bit < 32; ++bit) {
    options.shader_quirks = 1u << bit;
    dxsv_result result = nullptr;
    dxsv_status status = dxsv_convert(blob.data(), blob.size(), &options, &result);
    if (dxsv::kImplementedQuirks & (1u << bit)) {
      EXPECT_EQ(status, DXSV_SUCCESS) << "bit " << bit << ": " << dxsv_result_error(result);
    } else {
      EXPECT_EQ(status, DXSV_ERROR_INVALID_ARGUMENT) << "bit " << bit;
      EXPECT_NE(std::string(dxsv_result_error(result)).find("shader_quirks"), std::string::npos);
    }
    dxsv_result_destroy(result);
  }
  EXPECT_EQ(dxsv::kImplementedQuirks, (1u << 11) - 1);  // all eleven DXSV_QUIRK_* bits
}

}  // namespace
