; Hand-written DXIL (LLVM 19 syntax): the geometry shader of gs_layer_data_draw.
;   [maxvertexcount(3)] void main(triangle VSOut i[3], inout TriangleStream<Out> s)
;   { for (uint v = 0; v < 3; ++v) { o.pos = i[v].pos; o.layer = i[v].layer;
;       o.color = float4(i[v].layer, i[v].data * 0.25, i[v].viewport - 5, 1); s.Append(o); } }
; The layer and viewport the vertex shader wrote are per-vertex inputs here; the layer read
; from vertex v also selects the render-target layer.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
entry:
  br label %loop

loop:
  %v = phi i32 [ 0, %entry ], [ %next, %loop ]
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 %v)
  %y = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 %v)
  %z = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 %v)
  %w = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 %v)
  %data = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 %v)
  %layer = call i32 @dx.op.loadInput.i32(i32 4, i32 2, i32 0, i8 0, i32 %v)
  %vp = call i32 @dx.op.loadInput.i32(i32 4, i32 3, i32 0, i8 0, i32 %v)
  %red = uitofp i32 %layer to float
  %df = uitofp i32 %data to float
  %green = fmul float %df, 2.500000e-01
  %vp0 = sub i32 %vp, 5
  %blue = uitofp i32 %vp0 to float
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %z)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %w)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %red)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %green)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 2, float %blue)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.i32(i32 5, i32 2, i32 0, i8 0, i32 %layer)
  call void @dx.op.emitStream(i32 97, i8 0)
  %next = add i32 %v, 1
  %more = icmp ult i32 %next, 3
  br i1 %more, label %loop, label %done

done:
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.emitStream(i32, i8)

!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"gs", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, !20}
!2 = !{!3, !10, null}
!3 = !{!4, !6, !7, !8}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !5, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{i32 0}
!6 = !{i32 1, !"DATA", i8 5, i8 0, !5, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!7 = !{i32 2, !"SV_RenderTargetArrayIndex", i8 5, i8 4, !5, i8 1, i32 1, i8 1, i32 1, i8 1, null}
!8 = !{i32 3, !"SV_ViewportArrayIndex", i8 5, i8 5, !5, i8 1, i32 1, i8 1, i32 1, i8 2, null}
!10 = !{!4, !11, !12}
!11 = !{i32 1, !"COLOR", i8 9, i8 0, !5, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!12 = !{i32 2, !"SV_RenderTargetArrayIndex", i8 5, i8 4, !5, i8 1, i32 1, i8 1, i32 2, i8 0, null}
!20 = !{i32 1, !21}
!21 = !{i32 3, i32 3, i32 1, i32 5, i32 1}
