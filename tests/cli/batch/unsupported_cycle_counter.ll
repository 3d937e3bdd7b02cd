; Hand-written DXIL (LLVM 19 syntax) that the translator rejects as UNSUPPORTED: the SM 6.0
; CycleCounterLegacy dx.op (opcode 109) has no Vulkan equivalent here. The batch-mode test
; (tests/cli/batch.cmake) needs one such blob; rebuild the .dxil with
; build/tests/dxsv_ll2dxil unsupported_cycle_counter.ll unsupported_cycle_counter.dxil.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }

define void @main() {
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %c = call i64 @dx.op.cycleCounterLegacy(i32 109)
  %lo = trunc i64 %c to i32
  %addr = shl i32 %t, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, i32 %lo, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i64 @dx.op.cycleCounterLegacy(i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{null, !2, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!4 = !{ptr @main, !"main", null, !1, !5}
!5 = !{i32 4, !6}
!6 = !{i32 16, i32 1, i32 1}
