; Hand-written DXIL (LLVM 19 syntax): the vertex shader of gs_point_quads. Point i sits at
; pixel corner (2 + 4i, 2 + i) of an 8x8 viewport (NDC x = -0.5 + i, y = 0.5 - 0.25i) and
; passes its index on to the geometry shader:
;   out.pos = float4(-0.5 + i, 0.5 - 0.25 * i, 0, 1); out.id = i  (SV_VertexID)
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %i = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %f = uitofp i32 %i to float
  %x = fadd float %f, -5.000000e-01
  %q = fmul float %f, 2.500000e-01
  %y = fsub float 5.000000e-01, %q
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 %i)
  ret void
}

declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)

!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"vs", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, null}
!2 = !{!3, !6, null}
!3 = !{!4}
!4 = !{i32 0, !"SV_VertexID", i8 5, i8 1, !5, i8 0, i32 1, i8 1, i32 0, i8 0, null}
!5 = !{i32 0}
!6 = !{!7, !8}
!7 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!8 = !{i32 1, !"ID", i8 5, i8 0, !5, i8 1, i32 1, i8 1, i32 1, i8 0, null}
