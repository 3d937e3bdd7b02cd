; Hull stage of ps_tess_quad: quad domain, integer partitioning, triangle_cw, 4 input and 4
; output control points. The control-point function copies CORNER of control point
; SV_OutputControlPointID. The patch-constant function writes constant factors (every
; SV_TessFactor 2, both SV_InsideTessFactor 2) and the user patch constant
; PC = (0.5 * CORNER.x of output control point 1, 0.5) (patch 0: (0, 0.5); patch 1: (0.5, 0.5)), read back through
; LoadOutputControlPoint (so it needs the control-point phase to have run first).
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @patchConstants() {
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 2.000000e+00)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float 2.000000e+00)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float 2.000000e+00)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 3, i8 0, float 2.000000e+00)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 2.000000e+00)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 1, i8 0, float 2.000000e+00)
  %cx = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 0, i32 1)
  %pcx = fmul float %cx, 5.000000e-01
  call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 0, i8 0, float %pcx)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 0, i8 1, float 5.000000e-01)
  ret void
}

define void @main() {
  %cp = call i32 @dx.op.outputControlPointID.i32(i32 107)
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 %cp)
  %y = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 %cp)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  ret void
}

declare i32 @dx.op.outputControlPointID.i32(i32) #0
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float) #1
declare float @dx.op.loadOutputControlPoint.f32(i32, i32, i32, i8, i32) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!5}

!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 9}
!3 = !{!"hs", i32 6, i32 0}
!5 = !{void ()* @main, !"main", !6, null, !30}
!6 = !{!7, !7, !20}
!7 = !{!8}
!8 = !{i32 0, !"CORNER", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 0, i8 0, null}
!9 = !{i32 0}
!20 = !{!21, !23, !25}
!21 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !22, i8 0, i32 4, i8 1, i32 0, i8 3, null}
!22 = !{i32 0, i32 1, i32 2, i32 3}
!23 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !24, i8 0, i32 2, i8 1, i32 4, i8 3, null}
!24 = !{i32 0, i32 1}
!25 = !{i32 2, !"PC", i8 9, i8 0, !9, i8 0, i32 1, i8 2, i32 0, i8 0, null}
!30 = !{i32 3, !31}
!31 = !{void ()* @patchConstants, i32 4, i32 4, i32 3, i32 1, i32 3, float 6.400000e+01}
