; Hand-written DXIL (LLVM 19 syntax): the geometry shader of gs_instanced_layers_draw.
;   [instance(2)] [maxvertexcount(3)]
;   void main(triangle float4 p[3] : SV_Position, uint n : SV_GSInstanceID, inout TriangleStream<Out> s)
;   { for (uint v = 0; v < 3; ++v) { o.pos = p[v]; o.color = float4((n + 1) * 0.25, 0.5, v, 1);
;       o.layer = n; s.Append(o); } }
; Each instance draws the triangle into its own layer (SV_RenderTargetArrayIndex), with a
; layer-specific red; the loop reads the input vertices with a dynamic vertex index. Blue
; interpolates the vertex index (0, 1, 2 at the corners).
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
entry:
  %n = call i32 @dx.op.gsInstanceID.i32(i32 100)
  %n1 = add i32 %n, 1
  %nf = uitofp i32 %n1 to float
  %red = fmul float %nf, 2.500000e-01
  br label %loop

loop:
  %v = phi i32 [ 0, %entry ], [ %next, %loop ]
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 %v)
  %y = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 %v)
  %z = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 %v)
  %w = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 %v)
  %vf = uitofp i32 %v to float
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %z)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %w)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %red)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float 5.000000e-01)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 2, float %vf)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.i32(i32 5, i32 2, i32 0, i8 0, i32 %n)
  call void @dx.op.emitStream(i32 97, i8 0)
  %next = add i32 %v, 1
  %more = icmp ult i32 %next, 3
  br i1 %more, label %loop, label %done

done:
  ret void
}

declare i32 @dx.op.gsInstanceID.i32(i32)
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.emitStream(i32, i8)

!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"gs", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, !9}
!2 = !{!3, !5, null}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !8, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{!4, !6, !7}
!6 = !{i32 1, !"COLOR", i8 9, i8 0, !8, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!7 = !{i32 2, !"SV_RenderTargetArrayIndex", i8 5, i8 4, !8, i8 1, i32 1, i8 1, i32 2, i8 0, null}
!8 = !{i32 0}
!9 = !{i32 1, !10}
!10 = !{i32 3, i32 3, i32 1, i32 5, i32 2}
