// Typed buffer loads through an offset buffer (caller mode, vkd3d-proton's layout): outside the
// view the fetch goes to texel 0x3fffffff, past every view, and its result is kept as the driver
// gives it (robustBufferAccess2: zeros, format-expanded, so an R32 view reads (0, 0, 0, 1), as
// a descriptor sized to the view would; vkd3d-proton test_undefined_structured_raw_read_typed).
// A select of zero after the fetch would make that (0, 0, 0, 0).
#include <gtest/gtest.h>

#include <sstream>
#include <vector>

#include "../../common/assemble_ll.h"
#include "../../common/offset_buffer_options.h"
#include "../../common/spirv_text.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// cs_6_0: t0 Buffer<uint4>; u0 RWByteAddressBuffer; Out[16t..] = t0.Load(t).xyzw.
const char* kModule = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %l = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %in, i32 %t, i32 undef)
  %x = extractvalue %dx.types.ResRet.i32 %l, 0
  %y = extractvalue %dx.types.ResRet.i32 %l, 1
  %z = extractvalue %dx.types.ResRet.i32 %l, 2
  %w = extractvalue %dx.types.ResRet.i32 %l, 3
  %a = shl i32 %t, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %a, i32 undef, i32 %x, i32 %y, i32 %z, i32 %w, i8 15, i32 4)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{!2, !5, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, !10}
!5 = !{!6}
!6 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!10 = !{i32 0, i32 5}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 0, i32 4, !22}
!22 = !{i32 64, i32 1, i32 1}
)";

TEST(TypedOffsetBuffer, ReadOutsideTheViewKeepsTheDriversTexel) {
  dxsv::ConvertOptions options = offsetBufferOptions(/*ssboAlignment=*/0, /*typedSlot=*/1);
  auto r = dxsv::convert(assembleLl(kModule), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_NE(text.find("viewOffsets"), std::string::npos) << text;
  EXPECT_NE(text.find("%uint_1073741823"), std::string::npos) << text;  // the redirected texel
  // Each component the fetch gives goes to the store as it is: no OpSelect takes an extract of it.
  std::istringstream lines(text);
  std::string fetch;
  size_t selectsOfTexel = 0, extracts = 0;
  std::vector<std::string> components;
  for (std::string line; std::getline(lines, line);) {
    std::istringstream in(line);
    std::string id, eq, op, type, a, b, c;
    in >> id >> eq >> op >> type >> a >> b >> c;
    if (op == "OpImageFetch") fetch = id;
    if (op == "OpCompositeExtract" && !fetch.empty() && a == fetch) {
      components.push_back(id);
      ++extracts;
    }
    if (op == "OpSelect")
      for (const std::string& comp : components) selectsOfTexel += b == comp || c == comp;
  }
  EXPECT_FALSE(fetch.empty()) << text;
  EXPECT_EQ(extracts, 4u) << text;
  EXPECT_EQ(selectsOfTexel, 0u) << text;
}

}  // namespace
