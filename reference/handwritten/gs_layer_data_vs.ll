; Hand-written DXIL (LLVM 19 syntax): the vertex shader of gs_layer_data_draw. A full-screen
; triangle from SV_VertexID, pos = ((id & 1) * 4 - 1, (id >> 1) * 4 - 1, 0, 1), writing
; DATA = 2 (register 1 x), SV_RenderTargetArrayIndex = 1 (1 y) and SV_ViewportArrayIndex =
; id + 5 (1 z) for the geometry shader to read (Vulkan has no GS input built-ins for them).
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %i = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %lo = and i32 %i, 1
  %hi = lshr i32 %i, 1
  %xi = shl i32 %lo, 2
  %yi = shl i32 %hi, 2
  %xf = uitofp i32 %xi to float
  %yf = uitofp i32 %yi to float
  %x = fadd float %xf, -1.000000e+00
  %y = fadd float %yf, -1.000000e+00
  %vp = add i32 %i, 5
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 2)
  call void @dx.op.storeOutput.i32(i32 5, i32 2, i32 0, i8 0, i32 1)
  call void @dx.op.storeOutput.i32(i32 5, i32 3, i32 0, i8 0, i32 %vp)
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
!6 = !{!7, !8, !9, !10}
!7 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!8 = !{i32 1, !"DATA", i8 5, i8 0, !5, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!9 = !{i32 2, !"SV_RenderTargetArrayIndex", i8 5, i8 4, !5, i8 1, i32 1, i8 1, i32 1, i8 1, null}
!10 = !{i32 3, !"SV_ViewportArrayIndex", i8 5, i8 5, !5, i8 1, i32 1, i8 1, i32 1, i8 2, null}
