; Hand-written DXIL (LLVM 19 syntax): the geometry shader of gs_point_quads.
;   [maxvertexcount(4)] void main(point In p[1], inout TriangleStream<Out> s)
; expands each point into a 2x2-pixel quad (half size 0.25 in NDC on an 8x8 viewport) as a
; 4-vertex strip; each corner's colour is (u, v, id, 1) with u = 0 on the left edge, 1 on the
; right, v = 0 on the top edge, 1 on the bottom (NDC y up).
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
  %y = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 0)
  %id = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 0)
  %idf = uitofp i32 %id to float
  %l = fadd float %x, -2.500000e-01
  %r = fadd float %x, 2.500000e-01
  %t = fadd float %y, 2.500000e-01
  %b = fadd float %y, -2.500000e-01
  call void @corner(float %l, float %t, float 0.000000e+00, float 0.000000e+00, float %idf)
  call void @corner(float %r, float %t, float 1.000000e+00, float 0.000000e+00, float %idf)
  call void @corner(float %l, float %b, float 0.000000e+00, float 1.000000e+00, float %idf)
  ; The last corner inline, ending the strip with EmitThenCutStream.
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %r)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %b)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float 1.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float 1.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 2, float %idf)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.emitThenCutStream(i32 99, i8 0)
  ret void
}

; Not inlined on purpose: a function called from three places (emitted once).
define internal void @corner(float %px, float %py, float %u, float %v, float %id) {
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %py)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %u)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %v)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 2, float %id)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.emitStream(i32 97, i8 0)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.emitStream(i32, i8)
declare void @dx.op.emitThenCutStream(i32, i8)

!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"gs", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, !9}
!2 = !{!3, !6, null}
!3 = !{!4, !5}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !8, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 1, !"ID", i8 5, i8 0, !8, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!6 = !{!4, !7}
!7 = !{i32 1, !"COLOR", i8 9, i8 0, !8, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!8 = !{i32 0}
!9 = !{i32 1, !10}
!10 = !{i32 1, i32 4, i32 1, i32 5, i32 1}
