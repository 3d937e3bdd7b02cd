; Hand-written DXIL (LLVM 19 syntax): a cube-map pass geometry shader, as a renderer writes
; one to draw a scene into the six faces of a cube render target in one pass:
;   cbuffer Faces : register(b0) { float4 faceColor[6]; };
;   [maxvertexcount(18)] void main(triangle float4 p[3] : SV_Position, inout TriangleStream<Out> s)
;   { for (uint f = 0; f < 6; ++f) { for (uint v = 0; v < 3; ++v) { o.pos = p[v];
;       o.color = faceColor[f]; o.face = f; s.Append(o); } s.RestartStrip(); } }
; (a real one would also transform by the face's view matrix; the colour stands in for it).
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.CBufRet.f32 = type { float, float, float, float }

define void @main() {
entry:
  %cb = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  br label %face

face:
  %f = phi i32 [ 0, %entry ], [ %fnext, %faceEnd ]
  %row = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb, i32 %f)
  %r = extractvalue %dx.types.CBufRet.f32 %row, 0
  %g = extractvalue %dx.types.CBufRet.f32 %row, 1
  %b = extractvalue %dx.types.CBufRet.f32 %row, 2
  %a = extractvalue %dx.types.CBufRet.f32 %row, 3
  br label %vertex

vertex:
  %v = phi i32 [ 0, %face ], [ %vnext, %vertex ]
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 %v)
  %y = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 %v)
  %z = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 %v)
  %w = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 %v)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %z)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %w)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %r)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %g)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 2, float %b)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 3, float %a)
  call void @dx.op.storeOutput.i32(i32 5, i32 2, i32 0, i8 0, i32 %f)
  call void @dx.op.emitStream(i32 97, i8 0)
  %vnext = add i32 %v, 1
  %vmore = icmp ult i32 %vnext, 3
  br i1 %vmore, label %vertex, label %faceEnd

faceEnd:
  call void @dx.op.cutStream(i32 98, i8 0)
  %fnext = add i32 %f, 1
  %fmore = icmp ult i32 %fnext, 6
  br i1 %fmore, label %face, label %done

done:
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32)
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.emitStream(i32, i8)
declare void @dx.op.cutStream(i32, i8)

!dx.shaderModel = !{!0}
!dx.resources = !{!11}
!dx.entryPoints = !{!1}
!0 = !{!"gs", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, !11, !9}
!2 = !{!3, !5, null}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i8 9, i8 3, !8, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!5 = !{!4, !6, !7}
!6 = !{i32 1, !"COLOR", i8 9, i8 0, !8, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!7 = !{i32 2, !"SV_RenderTargetArrayIndex", i8 5, i8 4, !8, i8 1, i32 1, i8 1, i32 2, i8 0, null}
!8 = !{i32 0}
!9 = !{i32 1, !10}
!10 = !{i32 3, i32 18, i32 1, i32 5, i32 1}
!11 = !{null, null, !12, null}
!12 = !{!13}
!13 = !{i32 0, ptr undef, !"Faces", i32 0, i32 0, i32 1, i32 96, null}
