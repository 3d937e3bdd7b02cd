; Hand-written DXIL (LLVM 19 syntax, cs_6_0, numthreads(8, 1, 1)): SampleLevel (DXIL.rst
; SampleLevel) with a point and a linear sampler on a Texture2D and a Texture2DArray.
; T (t0): 4x4 R32_FLOAT, texel (x, y) = 4y + x; A (t1): 4x4x2 R32_FLOAT, layer l texel
; 100l + 4y + x. P (s0): point/clamp, L (s1): linear/clamp. Thread t samples at texel-space
; (0.75t + 0.625, 0.5t + 0.875), layer t & 1, LOD 0; the points stay off texel edges and give
; bilinear weights in eighths (exact). Thread t writes {T.P, T.L, A.P, A.L} at byte 16t of u0.
; Expected: tex_sample_level.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

define void @main() {
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %arr = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %pt = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %ln = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 1, i1 false)
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %tf = uitofp i32 %t to float
  %px = fmul fast float %tf, 7.500000e-01
  %px1 = fadd fast float %px, 6.250000e-01
  %u = fmul fast float %px1, 2.500000e-01
  %py = fmul fast float %tf, 5.000000e-01
  %py1 = fadd fast float %py, 8.750000e-01
  %v = fmul fast float %py1, 2.500000e-01
  %li = and i32 %t, 1
  %l = uitofp i32 %li to float
  %r0 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %pt, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)
  %r1 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %ln, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)
  %r2 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %arr, %dx.types.Handle %pt, float %u, float %v, float %l, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)
  %r3 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %arr, %dx.types.Handle %ln, float %u, float %v, float %l, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)
  %a = extractvalue %dx.types.ResRet.f32 %r0, 0
  %b = extractvalue %dx.types.ResRet.f32 %r1, 0
  %c = extractvalue %dx.types.ResRet.f32 %r2, 0
  %d = extractvalue %dx.types.ResRet.f32 %r3, 0
  %addr = shl i32 %t, 4
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, float %a, float %b, float %c, float %d, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{!2, !6, null, !8}
!2 = !{!3, !4}
!3 = !{i32 0, ptr undef, !"T", i32 0, i32 0, i32 1, i32 2, i32 0, !5}
!4 = !{i32 1, ptr undef, !"A", i32 0, i32 1, i32 1, i32 7, i32 0, !5}
!5 = !{i32 0, i32 9}
!6 = !{!7}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{!9, !10}
!9 = !{i32 0, ptr undef, !"P", i32 0, i32 0, i32 1, i32 0, null}
!10 = !{i32 1, ptr undef, !"L", i32 0, i32 1, i32 1, i32 0, null}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 16, i32 4, !22}
!22 = !{i32 8, i32 1, i32 1}
