; QuadAny / QuadAll (DXIL.rst: QuadVote, opcode 222, op 0 = Any, 1 = All) on a condition of
; the pixel position: c = ((x * 5 + y * 3) mod 7) < 3 for pixel (x, y). The vote is over the
; whole 2x2 quad, helper lanes included (D3D's quad ops count them), so quads on the
; triangle's edge vote with the conditions of their uncovered pixels too.
; SV_Target = (QuadAny(c), QuadAll(c), c, 1); ps_quad_vote_edges.model.py has the expected image.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %fx = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %fy = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %x = fptoui float %fx to i32
  %y = fptoui float %fy to i32
  %x5 = mul i32 %x, 5
  %y3 = mul i32 %y, 3
  %s = add i32 %x5, %y3
  %m = urem i32 %s, 7
  %c = icmp ult i32 %m, 3
  %any = call i1 @dx.op.quadVote.i1(i32 222, i1 %c, i8 0)
  %all = call i1 @dx.op.quadVote.i1(i32 222, i1 %c, i8 1)
  %fany = uitofp i1 %any to float
  %fall = uitofp i1 %all to float
  %fc = uitofp i1 %c to float
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %fany)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %fall)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %fc)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0
declare i1 @dx.op.quadVote.i1(i32, i1, i8) #1
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!5}

!1 = !{i32 1, i32 7}
!2 = !{i32 1, i32 9}
!3 = !{!"ps", i32 6, i32 7}
!5 = !{void ()* @main, !"main", !6, null, null}
!6 = !{!7, !10, null}
!7 = !{!8}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!9 = !{i32 0}
!10 = !{!11}
!11 = !{i32 0, !"SV_Target", i8 9, i8 16, !9, i8 0, i32 1, i8 4, i32 0, i8 0, null}
