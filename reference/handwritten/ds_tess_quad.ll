; Domain stage of ps_tess_quad: places each tessellated vertex bilinearly between the four
; corners by SV_DomainLocation (u from corner 0 to 1, v from corners 0-1 to 2-3) and passes
; COLOR = (u, v, PC.x + SV_PrimitiveID, PC.y).
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %u = call float @dx.op.domainLocation.f32(i32 105, i8 0)
  %v = call float @dx.op.domainLocation.f32(i32 105, i8 1)
  %x0 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
  %y0 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 0)
  %x1 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 1)
  %y1 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 1)
  %x2 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 2)
  %y2 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 2)
  %x3 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 3)
  %y3 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 3)
  %iu = fsub float 1.000000e+00, %u
  %iv = fsub float 1.000000e+00, %v
  ; top = c0 * (1 - u) + c1 * u, bottom = c2 * (1 - u) + c3 * u, p = top * (1 - v) + bottom * v
  %tx0 = fmul float %x0, %iu
  %tx1 = fmul float %x1, %u
  %tx = fadd float %tx0, %tx1
  %ty0 = fmul float %y0, %iu
  %ty1 = fmul float %y1, %u
  %ty = fadd float %ty0, %ty1
  %bx0 = fmul float %x2, %iu
  %bx1 = fmul float %x3, %u
  %bx = fadd float %bx0, %bx1
  %by0 = fmul float %y2, %iu
  %by1 = fmul float %y3, %u
  %by = fadd float %by0, %by1
  %px0 = fmul float %tx, %iv
  %px1 = fmul float %bx, %v
  %px = fadd float %px0, %px1
  %py0 = fmul float %ty, %iv
  %py1 = fmul float %by, %v
  %py = fadd float %py0, %py1
  %pcx = call float @dx.op.loadPatchConstant.f32(i32 104, i32 2, i32 0, i8 0)
  %pcy = call float @dx.op.loadPatchConstant.f32(i32 104, i32 2, i32 0, i8 1)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %py)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 5.000000e-01)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %u)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %v)
  %prim = call i32 @dx.op.primitiveID.i32(i32 108)
  %primf = uitofp i32 %prim to float
  %z = fadd float %pcx, %primf
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 2, float %z)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 3, float %pcy)
  ret void
}

declare float @dx.op.domainLocation.f32(i32, i8) #0
declare i32 @dx.op.primitiveID.i32(i32) #0
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0
declare float @dx.op.loadPatchConstant.f32(i32, i32, i32, i8) #0
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!5}

!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 9}
!3 = !{!"ds", i32 6, i32 0}
!5 = !{void ()* @main, !"main", !6, null, !30}
!6 = !{!7, !11, !20}
!7 = !{!8}
!8 = !{i32 0, !"CORNER", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 0, i8 0, null}
!9 = !{i32 0}
!11 = !{!12, !13}
!12 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!13 = !{i32 1, !"COLOR", i8 9, i8 0, !9, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!20 = !{!21, !23, !25}
!21 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !22, i8 0, i32 4, i8 1, i32 0, i8 3, null}
!22 = !{i32 0, i32 1, i32 2, i32 3}
!23 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !24, i8 0, i32 2, i8 1, i32 4, i8 3, null}
!24 = !{i32 0, i32 1}
!25 = !{i32 2, !"PC", i8 9, i8 0, !9, i8 0, i32 1, i8 2, i32 0, i8 0, null}
!30 = !{i32 2, !31}
!31 = !{i32 3, i32 4}
