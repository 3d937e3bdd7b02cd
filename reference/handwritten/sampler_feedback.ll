; Hand-written DXIL (LLVM 19 syntax, ps_6_5): every WriteSamplerFeedback variant (DXIL.rst
; opcodes 174-177) into a MinMip map (FB, u0: FeedbackTexture2D, kind 17, SamplerFeedbackKind 0)
; and a MipRegionUsed array map (FBA, u1: FeedbackTexture2DArray, kind 18, kind tag 1), paired
; with T (t0, Texture2D<float>) and TA (t1, Texture2DArray<float>), sampled through S (s0). The
; coordinates come from the interpolated TEXCOORD (x, y, layer). No run: lavapipe has no 64-bit
; image atomics; the corpus test checks conversion, spirv-val and the GLSL reference, and the
; mutation tests mutate it.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }

define void @main() {
  %fb = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %fba = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %t = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %ta = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %s = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %u = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %v = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %l = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
  call void @dx.op.writeSamplerFeedback(i32 174, %dx.types.Handle %fb, %dx.types.Handle %t, %dx.types.Handle %s, float %u, float %v, float undef, float undef, float 1.0)
  call void @dx.op.writeSamplerFeedbackBias(i32 175, %dx.types.Handle %fb, %dx.types.Handle %t, %dx.types.Handle %s, float %u, float %v, float undef, float undef, float -0.5, float undef)
  call void @dx.op.writeSamplerFeedbackLevel(i32 176, %dx.types.Handle %fba, %dx.types.Handle %ta, %dx.types.Handle %s, float %u, float %v, float %l, float undef, float 2.0)
  %du = fmul float %u, 0x3F50000000000000
  call void @dx.op.writeSamplerFeedbackGrad(i32 177, %dx.types.Handle %fba, %dx.types.Handle %ta, %dx.types.Handle %s, float %u, float %v, float %l, float undef, float %du, float 0.0, float undef, float 0.0, float %du, float undef, float undef)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.writeSamplerFeedback(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float)
declare void @dx.op.writeSamplerFeedbackBias(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float, float)
declare void @dx.op.writeSamplerFeedbackLevel(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float)
declare void @dx.op.writeSamplerFeedbackGrad(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float, float, float, float, float, float, float)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!14}
!0 = !{!"ps", i32 6, i32 5}
!1 = !{!2, !5, null, !10}
!2 = !{!3, !4}
!3 = !{i32 0, ptr undef, !"T", i32 0, i32 0, i32 1, i32 2, i32 0, !12}
!4 = !{i32 1, ptr undef, !"TA", i32 0, i32 1, i32 1, i32 7, i32 0, !12}
!5 = !{!6, !7}
!6 = !{i32 0, ptr undef, !"FB", i32 0, i32 0, i32 1, i32 17, i1 false, i1 false, i1 false, !8}
!7 = !{i32 1, ptr undef, !"FBA", i32 0, i32 1, i32 1, i32 18, i1 false, i1 false, i1 false, !9}
!8 = !{i32 2, i32 0}
!9 = !{i32 2, i32 1}
!10 = !{!11}
!11 = !{i32 0, ptr undef, !"S", i32 0, i32 0, i32 1, i32 0, null}
!12 = !{i32 0, i32 9}
!14 = !{ptr @main, !"main", !15, !1, null}
!15 = !{!16, null, null}
!16 = !{!17, !18}
!17 = !{i32 0, !"SV_Position", i8 9, i8 3, !19, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!18 = !{i32 1, !"TEXCOORD", i8 9, i8 0, !19, i8 2, i32 1, i8 3, i32 1, i8 0, null}
!19 = !{i32 0}
