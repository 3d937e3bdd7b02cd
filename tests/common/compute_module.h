// Test helper: the LLVM 19 text of a small DXIL compute module with one RWByteAddressBuffer
// "Out" at u0, around a hand-written body of @main. Tests assemble it with assembleLl.
#pragma once

#include <cstdint>
#include <string>

namespace dxsv::testing {

struct ComputeModule {
  std::string body;          // the whole body of `define void @main()`, labels and ret included
  std::string declarations;  // further `declare`s (createHandle, bufferStore.i32/f32 and
                             // flattenedThreadIdInGroup are always declared)
  int minor = 0;             // cs_6_<minor>
  uint32_t threadsX = 64;    // numthreads(threadsX, 1, 1)
  std::string properties;    // extra entry tag/value pairs after numthreads, e.g. "i32 11, !{i32 32}"
};

inline std::string computeModuleText(const ComputeModule& m) {
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.fouri32 = type { i32, i32, i32, i32 }
define void @main() {
)" + m.body + R"(
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
)" + m.declarations + R"(
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"cs", i32 6, i32 )" + std::to_string(m.minor) + R"(}
!1 = !{null, !2, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!4 = !{ptr @main, !"main", null, !1, !5}
!5 = !{i32 4, !6)" + (m.properties.empty() ? "" : ", " + m.properties) + R"(}
!6 = !{i32 )" + std::to_string(m.threadsX) + R"(, i32 1, i32 1}
)";
}

}  // namespace dxsv::testing
