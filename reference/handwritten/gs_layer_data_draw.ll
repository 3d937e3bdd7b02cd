; Hand-written DXIL (LLVM 19 syntax): the pixel shader of gs_layer_data_draw (a triangle drawn
; through gs_layer_data_vs and gs_layer_data_gs into a 2-layer target): SV_Target0 = the
; interpolated COLOR's rgb, alpha = SV_RenderTargetArrayIndex (the fragment built-in) + 0.5.
; Expected pixels: gs_layer_data_draw.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %r = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %g = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %b = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
  %layer = call i32 @dx.op.loadInput.i32(i32 4, i32 2, i32 0, i8 0, i32 undef)
  %lf = uitofp i32 %layer to float
  %a = fadd float %lf, 5.000000e-01
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %r)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %g)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %b)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %a)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ps", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, null}
!2 = !{!3, !8, null}
!3 = !{!4, !5, !6}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !7, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 1, !"COLOR", i8 9, i8 0, !7, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!6 = !{i32 2, !"SV_RenderTargetArrayIndex", i8 5, i8 4, !7, i8 1, i32 1, i8 1, i32 2, i8 0, null}
!7 = !{i32 0}
!8 = !{!9}
!9 = !{i32 0, !"SV_Target", i8 9, i8 16, !7, i8 0, i32 1, i8 4, i32 0, i8 0, null}
