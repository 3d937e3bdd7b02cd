// ConvertOptions::dumpCfgBefore/After (dxil-spirv --dump-cfg): GraphViz of the CFG before and
// after structurization, through the C++ API.
#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "../../common/container_builder.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

std::vector<uint8_t> readCase(const std::string& name) {
  std::ifstream in(std::string(DXSV_REFERENCE_DIR) + "/" + name, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
}

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(CfgDump, BeforeAndAfterStructurization) {
  std::vector<uint8_t> dxil = readCase("compute/cf_loops.dxil");  // five loops, two of them nested
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
  std::vector<uint8_t> dxil = readCase("compute/cf_loops.dxil");
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
  llvm::LLVMContext context;
  llvm::SMDiagnostic diag;
  auto module = llvm::parseAssemblyString(text, diag, context);
  ASSERT_TRUE(module) << diag.getMessage().str();
  std::string bitcode;
  llvm::raw_string_ostream os(bitcode);
  llvm::WriteBitcodeToFile(*module, os);
  os.flush();
  while (bitcode.size() % 4) bitcode.push_back('\0');
  Bytes blob = buildContainer({{code("DXIL"), buildProgram(Bytes(bitcode.begin(), bitcode.end()))}});
  dxsv::ConvertOptions options;
  options.dumpCfgBefore = options.dumpCfgAfter = true;
  dxsv::ConvertResult r = dxsv::convert(blob, options);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error.find("irreducible"), std::string::npos) << r.error;
  EXPECT_EQ(count(r.cfgDotBefore, " -> "), 6u) << r.cfgDotBefore;
  EXPECT_TRUE(r.cfgDotAfter.empty());
}

}  // namespace
