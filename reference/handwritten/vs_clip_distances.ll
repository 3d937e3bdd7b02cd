; Vertex half of ps_clip_distances: a full-screen triangle (w = 1) with three clip distances
; packed over two signature elements in one register (SV_ClipDistance0 = xy, SV_ClipDistance1
; = z of row 1): su - 0.25, 0.75 - su and sv - 0.5, which keep the pixels with
; 0.25 < su < 0.75 and sv > 0.5.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %vid = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %x2 = shl i32 %vid, 1
  %xi = and i32 %x2, 2
  %su = uitofp i32 %xi to float
  %yi = and i32 %vid, 2
  %sv = uitofp i32 %yi to float
  %su2 = fmul float %su, 2.000000e+00
  %sv2 = fmul float %sv, 2.000000e+00
  %px = fadd float %su2, -1.000000e+00
  %py = fsub float 1.000000e+00, %sv2
  %d0 = fadd float %su, -2.500000e-01
  %d1 = fsub float 7.500000e-01, %su
  %d2 = fadd float %sv, -5.000000e-01
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %py)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %d0)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %d1)
  call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 0, float %d2)
  ret void
}

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
!3 = !{!"vs", i32 6, i32 0}
!5 = !{void ()* @main, !"main", !6, null, null}
!6 = !{!7, !11, null}
!7 = !{!8}
!8 = !{i32 0, !"SV_VertexID", i8 5, i8 1, !9, i8 0, i32 1, i8 1, i32 0, i8 0, null}
!9 = !{i32 0}
!10 = !{i32 1}
!11 = !{!12, !13, !14}
!12 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!13 = !{i32 1, !"SV_ClipDistance", i8 9, i8 6, !9, i8 2, i32 1, i8 2, i32 1, i8 0, null}
!14 = !{i32 2, !"SV_ClipDistance", i8 9, i8 6, !10, i8 2, i32 1, i8 1, i32 1, i8 2, null}
