// dx.op signatures (dxil_op_classes.h, checked by dxop_signature.cpp): each listed signature
// is well formed, every opcode with a class has one (but the few no corpus case shows), and a
// call whose function type breaks its signature is refused, by name, before a family lowers
// it (issue 27: an atomic returning a struct became OpBitcast to a struct).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "frontend/dxil_op_classes.h"
#include "frontend/dxil_opcodes.h"

namespace {

TEST(DxOpSignature, EverySignatureIsWellFormed) {
  const std::set<std::string> items = {"v",  "i1", "i8", "i16", "i32", "i64", "f16", "f32", "f64", "o", "H", "P",
                                       "*",  "R",  "C",  "D",   "4i",  "4o",  "T2",  "IC",  "SP",  "RB", "RP"};
  const std::set<uint32_t> withoutSignature = {76, 77};  // no corpus case yet
  size_t signatures = 0;
  for (uint32_t opcode = 0; opcode < dxsv::kDxOpCount; ++opcode) {
    const char* signature = dxsv::dxOpSignature(opcode);
    if (!signature) {
      if (dxsv::dxOpClass(opcode)) EXPECT_TRUE(withoutSignature.count(opcode)) << "opcode " << opcode << " has no signature";
      continue;
    }
    ++signatures;
    const std::string s = signature;
    const size_t open = s.find('(');
    ASSERT_NE(open, std::string::npos) << s;
    ASSERT_EQ(s.back(), ')') << s;
    EXPECT_TRUE(items.count(s.substr(0, open))) << opcode << ": " << s;
    const std::string params = s.substr(open + 1, s.size() - open - 2);
    for (size_t at = 0; at < params.size();) {
      size_t comma = params.find(',', at);
      if (comma == std::string::npos) comma = params.size();
      const std::string item = params.substr(at, comma - at);
      EXPECT_TRUE(items.count(item) && item != "v") << opcode << ": " << s << ": '" << item << "'";
      at = comma + 1;
    }
  }
  EXPECT_GE(signatures, 200u);
}

// A compute shader with one raw UAV (%out), a typed SRV (%in) and a cbuffer (%cb) before `body`.
std::string module(const std::string& body, const std::string& declarations) {
  return R"(
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
define void @main() {
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %cb = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
)" + body + R"(
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
)" + declarations + R"(
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!6}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{null, !2, !4, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"CB", i32 0, i32 0, i32 1, i32 16, null}
!6 = !{ptr @main, !"main", null, !1, !7}
!7 = !{i32 4, !8}
!8 = !{i32 1, i32 1, i32 1}
)";
}

void expectRefused(const std::string& body, const std::string& declaration, const std::string& mention) {
  SCOPED_TRACE(declaration);
  dxsv::ConvertOptions options;
  options.validate = true;
  dxsv::ConvertResult r = dxsv::convert(dxsv::testing::assembleLl(module(body, declaration)), options);
  EXPECT_EQ(r.status, DXSV_ERROR_MALFORMED_INPUT) << r.error;
  EXPECT_NE(r.error.find(mention), std::string::npos) << r.error;
}

TEST(DxOpSignature, BrokenDeclarationsAreRefused) {
  expectRefused("  %a = call { i32 } @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %out, i32 0, i32 0, i32 0, i32 undef, i32 1)",
                "declare { i32 } @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)",
                "dx.op 'AtomicBinOp' (opcode 78) returns { i32 }");
  expectRefused("  %l = call { i8, i32, i32, i32, i32 } @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %out, i32 0, i32 undef, i8 1, i32 4)",
                "declare { i8, i32, i32, i32, i32 } @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)",
                "dx.op 'RawBufferLoad' (opcode 139) returns { i8, i32, i32, i32, i32 }");
  expectRefused("  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 0, i32 undef, i32 1, i32 1, i32 1, i32 1, i8 1)",
                "declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)",
                "dx.op 'RawBufferStore' (opcode 140) takes 9 operands after the opcode, its function 8");
  expectRefused("  %c = call { float, float, float } @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb, i32 0)",
                "declare { float, float, float } @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32)",
                "dx.op 'CBufferLoadLegacy' (opcode 59) returns { float, float, float }");
  // Every o of a call is one type.
  expectRefused("  %m = call float @dx.op.binary.f32(i32 35, float 1.0, i32 2)", "declare float @dx.op.binary.f32(i32, float, i32)",
                "dx.op 'FMax' (opcode 35): operand 2 is i32");
}

}  // namespace
