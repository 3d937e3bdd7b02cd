; Hand-written DXIL (LLVM 19 syntax): the pixel shader of gs_point_quads (a point list drawn
; through gs_quads_vs and gs_quads_gs): SV_Target0 = the interpolated COLOR.
; Expected pixels: gs_point_quads.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %r = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %g = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %b = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
  %a = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %r)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %g)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %b)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %a)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ps", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, null}
!2 = !{!3, !7, null}
!3 = !{!4, !5}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !6, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 1, !"COLOR", i8 9, i8 0, !6, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!6 = !{i32 0}
!7 = !{!8}
!8 = !{i32 0, !"SV_Target", i8 9, i8 16, !6, i8 0, i32 1, i8 4, i32 0, i8 0, null}
