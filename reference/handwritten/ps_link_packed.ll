; Pixel half of vs_link_packed, compiled separately: its input signature lists the elements
; in another order with other ids and leaves TEXCOORD0 out, but keeps D3D's registers
; (COLOR row 3, TEXCOORD1 row 1 column 2, FLAGS row 2), which is what the two stages link by.
; SV_Target = (TEXCOORD1, FLAGS, COLOR.x + COLOR.y, COLOR.z * COLOR.w).
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %b = call float @dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 0, i32 undef)
  %c = call i32 @dx.op.loadInput.i32(i32 4, i32 3, i32 0, i8 0, i32 undef)
  %dx = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %dy = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %dz = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
  %dw = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, i32 undef)
  %cf = uitofp i32 %c to float
  %sum = fadd float %dx, %dy
  %prod = fmul float %dz, %dw
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %b)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %cf)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %sum)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %prod)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32) #0
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!5}

!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 9}
!3 = !{!"ps", i32 6, i32 0}
!5 = !{void ()* @main, !"main", !6, null, null}
!6 = !{!7, !13, null}
!7 = !{!8, !11, !12, !14}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!9 = !{i32 0}
!10 = !{i32 1}
!11 = !{i32 1, !"COLOR", i8 9, i8 0, !9, i8 2, i32 1, i8 4, i32 3, i8 0, null}
!12 = !{i32 2, !"TEXCOORD", i8 9, i8 0, !10, i8 2, i32 1, i8 1, i32 1, i8 2, null}
!14 = !{i32 3, !"FLAGS", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 2, i8 0, null}
!13 = !{!15}
!15 = !{i32 0, !"SV_Target", i8 9, i8 16, !9, i8 0, i32 1, i8 4, i32 0, i8 0, null}
