; Vertex stage of ps_tess_quad: two quad patches of 4 control points. Vertex vid is corner
; vid & 3 of patch p = vid >> 2: CORNER = ((vid & 1) - 1 + p, vid & 2 ? -0.5 : 0.5) in NDC,
; corner 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right (D3D: NDC +y is the top
; row); patch 0 spans x in [-1, 0], patch 1 x in [0, 1].
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %vid = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %xb = and i32 %vid, 1
  %yb = and i32 %vid, 2
  %right = icmp ne i32 %xb, 0
  %bottom = icmp ne i32 %yb, 0
  %x0 = select i1 %right, float 0.000000e+00, float -1.000000e+00
  %p = lshr i32 %vid, 2
  %pf = uitofp i32 %p to float
  %x = fadd float %x0, %pf
  %y = select i1 %bottom, float -5.000000e-01, float 5.000000e-01
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
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
!11 = !{!12}
!12 = !{i32 0, !"CORNER", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 0, i8 0, null}
