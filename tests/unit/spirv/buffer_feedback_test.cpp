// Typed buffer loads whose status the program reads (CheckAccessFullyMapped): the sparse
// variants report a tiled buffer's unmapped pages; without a status read the plain ones stay.
#include <gtest/gtest.h>

#include <map>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// Buffer<float4> at t0 and RWBuffer<float4> at u1, each loaded; `readStatus` decides whether the
// program reads the status members; the result goes to the RWByteAddressBuffer u0.
std::string feedbackModule(bool readStatus) {
  std::string use = readStatus ? R"(
  %s0 = extractvalue %dx.types.ResRet.f32 %a, 4
  %s1 = extractvalue %dx.types.ResRet.f32 %b, 4
  %m0 = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %s0)
  %m1 = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %s1)
  %both = and i1 %m0, %m1
  %v = select i1 %both, float %sum, float -1.0)"
                               : R"(
  %v = fadd float %sum, 0.0)";
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %rw = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %a = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %in, i32 %t, i32 undef)
  %b = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %rw, i32 %t, i32 undef)
  %a0 = extractvalue %dx.types.ResRet.f32 %a, 0
  %b0 = extractvalue %dx.types.ResRet.f32 %b, 0
  %sum = fadd float %a0, %b0)" + use + R"(
  %o = shl i32 %t, 2
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %o, i32 undef, float %v, float undef, float undef, float undef, i8 1)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)
declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!7}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{!2, !4, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, !6}
!4 = !{!5, !11}
!5 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!11 = !{i32 1, ptr undef, !"RW", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !6}
!6 = !{i32 0, i32 9}
!7 = !{ptr @main, !"main", null, !1, !9}
!9 = !{i32 0, i64 0, i32 4, !10}
!10 = !{i32 4, i32 1, i32 1}
)";
}

// Instructions of each opcode in the module.
std::map<uint32_t, int> opcodes(const std::vector<uint32_t>& words) {
  std::map<uint32_t, int> count;
  for (size_t i = 5; i < words.size() && (words[i] >> 16); i += words[i] >> 16) ++count[words[i] & 0xffff];
  return count;
}

constexpr uint32_t kImageFetch = 95, kImageRead = 98, kImageSparseFetch = 313, kImageSparseRead = 320,
                   kImageSparseTexelsResident = 316;

TEST(BufferFeedback, StatusReadMakesTypedBufferLoadsSparse) {
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(assembleLl(feedbackModule(true)), options);
  ASSERT_TRUE(r.ok()) << r.error;
  auto count = opcodes(r.spirv);
  EXPECT_EQ(count[kImageSparseFetch], 1);  // Buffer<float4>: a uniform texel buffer
  EXPECT_EQ(count[kImageSparseRead], 1);   // RWBuffer<float4>: a storage texel buffer
  EXPECT_EQ(count[kImageFetch] + count[kImageRead], 0);
  EXPECT_EQ(count[kImageSparseTexelsResident], 2);
}

TEST(BufferFeedback, NoStatusReadKeepsPlainLoads) {
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(assembleLl(feedbackModule(false)), options);
  ASSERT_TRUE(r.ok()) << r.error;
  auto count = opcodes(r.spirv);
  EXPECT_EQ(count[kImageFetch], 1);
  EXPECT_EQ(count[kImageRead], 1);
  EXPECT_EQ(count[kImageSparseFetch] + count[kImageSparseRead], 0);
}

}  // namespace
