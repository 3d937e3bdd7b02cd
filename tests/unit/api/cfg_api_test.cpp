// The CFG through the C++ API: ConvertOptions::dumpCfgBefore/After (dxil-spirv --dump-cfg),
// GraphViz of the CFG before and after structurization; and DXC's dx.break idiom kept.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(CfgDump, BeforeAndAfterStructurization) {
  std::vector<uint8_t> dxil = readReference("compute/cf_loops.dxil");  // five loops, two of them nested
  ASSERT_FALSE(dxil.empty());
  dxsv::ConvertOptions options;
  options.dumpCfgBefore = options.dumpCfgAfter = true;
  dxsv::ConvertResult r = dxsv::convert(dxil, options);
  ASSERT_TRUE(r.ok()) << r.error;
  // Before: plain blocks and branches, no merge annotations yet.
  EXPECT_EQ(r.cfgDotBefore.rfind("digraph \"main\" {", 0), 0u) << r.cfgDotBefore;
  EXPECT_EQ(count(r.cfgDotBefore, "doublecircle"), 0u);
  EXPECT_EQ(count(r.cfgDotBefore, "style=dashed"), 0u);
  EXPECT_GT(count(r.cfgDotBefore, " -> "), 10u);
  // After: one loop header (double circle) with a merge and a continue edge per loop.
  EXPECT_EQ(count(r.cfgDotAfter, "shape=doublecircle"), 5u) << r.cfgDotAfter;
  EXPECT_EQ(count(r.cfgDotAfter, "style=dotted"), 5u);
  EXPECT_GE(count(r.cfgDotAfter, "style=dashed"), 5u);
  EXPECT_EQ(r.cfgDotAfter.back(), '\n');
}

TEST(CfgDump, OnlyWhenAsked) {
  std::vector<uint8_t> dxil = readReference("compute/cf_loops.dxil");
  dxsv::ConvertOptions options;
  options.dumpCfgAfter = true;
  dxsv::ConvertResult r = dxsv::convert(dxil, options);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(r.cfgDotBefore.empty());
  EXPECT_FALSE(r.cfgDotAfter.empty());
  dxsv::ConvertResult plain = dxsv::convert(dxil);
  EXPECT_TRUE(plain.cfgDotBefore.empty() && plain.cfgDotAfter.empty());
  EXPECT_EQ(plain.spirv, r.spirv);  // dumping does not change the translation
}

// A compute shader whose loop can be entered at two blocks (a <-> b): the structurizer
// rejects it, and the "before" graph is what one wants to look at then.
TEST(CfgDump, BeforeGraphOfARejectedCfg) {
  const char* text = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
entry:
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %c = icmp eq i32 %t, 0
  br i1 %c, label %a, label %b
a:
  %d = icmp ult i32 %t, 5
  br i1 %d, label %b, label %exit
b:
  br i1 %c, label %a, label %exit
exit:
  ret void
}
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{ptr @main, !"main", null, null, !2}
!2 = !{i32 4, !3}
!3 = !{i32 4, i32 1, i32 1}
)";
  Bytes blob = assembleLl(text);
  ASSERT_FALSE(blob.empty());
  dxsv::ConvertOptions options;
  options.dumpCfgBefore = options.dumpCfgAfter = true;
  dxsv::ConvertResult r = dxsv::convert(blob, options);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("irreducible"), std::string::npos) << r.error;
  EXPECT_EQ(count(r.cfgDotBefore, " -> "), 6u) << r.cfgDotBefore;
  EXPECT_TRUE(r.cfgDotAfter.empty());
}

// DXC keeps the code of a `{ ...; break; }` inside its loop (where wave ops there must run
// with the lanes breaking in that iteration) by a fake edge to the latch on a load of
// @dx.break.cond, which is always 0. The translation must keep that edge: the store of the
// break path stays inside the loop in the output.
TEST(CfgThroughTheApi, DxBreakKeepsTheBreakPathInTheLoop) {
  std::string text = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
@dx.break.cond = internal constant [1 x i32] zeroinitializer
define void @main() {
entry:
  %bc = load i32, ptr getelementptr inbounds ([1 x i32], ptr @dx.break.cond, i32 0, i32 0)
  %brk = icmp eq i32 %bc, 0
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %latch ]
  %n = add i32 %i, 1
  %hit = icmp eq i32 %i, %t
  br i1 %hit, label %found, label %latch
found:
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %t, i32 undef, i32 12345, i32 undef, i32 undef, i32 undef, i8 1)
  br i1 %brk, label %exit, label %latch
latch:
  %more = icmp ult i32 %n, 64
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{null, !2, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!4 = !{ptr @main, !"main", null, !1, !5}
!5 = !{i32 4, !6}
!6 = !{i32 4, i32 1, i32 1}
)";
  Bytes blob = assembleLl(text);
  ASSERT_FALSE(blob.empty());
  dxsv::ConvertResult r = dxsv::convert(blob);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string glsl, error;
  ASSERT_TRUE(dxsv::spirvToGlsl(r.spirv, glsl, error)) << error;
  size_t loop = glsl.find("for (;;)"), store = glsl.find("12345u");
  ASSERT_NE(loop, std::string::npos) << glsl;
  ASSERT_NE(store, std::string::npos) << glsl;
  // Inside: after the loop starts and before the loop's braces close again.
  int depth = 0;
  size_t at = glsl.find('{', loop);
  for (; at < glsl.size(); ++at) {
    if (glsl[at] == '{') ++depth;
    if (glsl[at] == '}' && --depth == 0) break;
  }
  EXPECT_GT(store, loop);
  EXPECT_LT(store, at) << glsl;
}

}  // namespace
