; Pixel half of the ps_ms_derivatives draw (ms_derivatives → this): SV_Target = 1234 on every
; covered pixel, so rt0 shows that the mesh shader's triangle was drawn; the case's point is
; u0, the derivatives the mesh shader wrote.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 1234)
  ret void
}

declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #0

attributes #0 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!4}

!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 9}
!3 = !{!"ps", i32 6, i32 6}
!4 = !{ptr @main, !"main", !5, null, null}
!5 = !{null, !6, null}
!6 = !{!7}
!7 = !{i32 0, !"SV_Target", i8 5, i8 16, !8, i8 0, i32 1, i8 1, i32 0, i8 0, null}
!8 = !{i32 0}
