; Vertex half of ps_rov_order: 3 instances of 2 triangles = 6 overlapping triangles, drawn in
; primitive order t = 2 * SV_InstanceID + SV_VertexID / 3 (D3D: instance by instance, then
; in vertex order). Even t cover the whole 8x8 viewport, odd t its left half (pixel columns
; 0..3: the triangle's right edge is NDC x = 0, between pixel centres). t goes to the pixel
; shader unchanged (nointerpolation).
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %vid = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %iid = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %k = urem i32 %vid, 3
  %local = udiv i32 %vid, 3
  %t2 = shl i32 %iid, 1
  %t = add i32 %t2, %local
  %odd = and i32 %t, 1
  %half = icmp ne i32 %odd, 0
  %k0 = icmp eq i32 %k, 0
  %k1 = icmp eq i32 %k, 1
  %k2 = icmp eq i32 %k, 2
  ; whole viewport: (-1,-1) (3,-1) (-1,3); left half: (0,-3) (0,3) (-4,0)
  %fx = select i1 %k1, float 3.000000e+00, float -1.000000e+00
  %fy = select i1 %k2, float 3.000000e+00, float -1.000000e+00
  %hx = select i1 %k2, float -4.000000e+00, float 0.000000e+00
  %hy1 = select i1 %k1, float 3.000000e+00, float 0.000000e+00
  %hy = select i1 %k0, float -3.000000e+00, float %hy1
  %x = select i1 %half, float %hx, float %fx
  %y = select i1 %half, float %hy, float %fy
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 %t)
  ret void
}

declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32) #0
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!5}

!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 9}
!3 = !{!"vs", i32 6, i32 0}
!5 = !{ptr @main, !"main", !6, null, null}
!6 = !{!7, !11, null}
!7 = !{!8, !10}
!8 = !{i32 0, !"SV_VertexID", i8 5, i8 1, !9, i8 0, i32 1, i8 1, i32 0, i8 0, null}
!9 = !{i32 0}
!10 = !{i32 1, !"SV_InstanceID", i8 5, i8 2, !9, i8 0, i32 1, i8 1, i32 1, i8 0, null}
!11 = !{!12, !13}
!12 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!13 = !{i32 1, !"TRI", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 1, i8 0, null}
