; Hand-written DXIL (LLVM 19 syntax, cs_6_8, numthreads(8, 8, 1)): implicit-LOD sampling and
; CalculateLOD in a compute shader through SM 6.6 compute derivatives (2x2 quads of thread ids),
; with Sample, CalculateLOD (clamped and unclamped), SampleBias, SampleGrad, SampleCmp and
; SM 6.8 SampleCmpBias and SampleCmpGrad (DXIL.rst).
; M (t0): 16x16 R32_FLOAT, 5 mips, every texel of mip m = m, so a trilinear sample returns its
; LOD clamped to [0, 4]. Z (t1): 16x16 D32_FLOAT, 5 mips, mip m = m / 4; compared with 0.3
; (less_equal) mips 0-1 fail and 2-4 pass. L (s0): linear/clamp; C (s1): comparison,
; linear/clamp, less_equal. Quad q = (x >> 1) + 4(y >> 1) samples at (x + 0.5, y + 0.5) * s / 16
; with s = 2^e, e = 0.375q - 1.25, so its LOD is e. Thread (x, y) writes 8 floats at byte
; 32(8y + x) of u0: Sample, LOD clamped, LOD unclamped, SampleBias(+1), SampleGrad (LOD 1),
; SampleCmp, SampleCmpBias(-1), SampleCmpGrad (LOD 2). Expected: tex_implicit_lod.model.py.
; lavapipe 22.3 has no compute derivatives (the runner skips).
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

define void @main() {
  %mip = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %dep = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %lin = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %cmp = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 1, i1 false)
  %x = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %y = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
  %qx = lshr i32 %x, 1
  %qy = lshr i32 %y, 1
  %qy4 = shl i32 %qy, 2
  %q = add i32 %qx, %qy4
  %qf = uitofp i32 %q to float
  %e0 = fmul fast float %qf, 3.750000e-01
  %e = fadd fast float %e0, -1.250000e+00
  %s = call float @dx.op.unary.f32(i32 21, float %e)
  %k = fmul fast float %s, 6.250000e-02
  %xf = uitofp i32 %x to float
  %yf = uitofp i32 %y to float
  %xc = fadd fast float %xf, 5.000000e-01
  %yc = fadd fast float %yf, 5.000000e-01
  %u = fmul fast float %xc, %k
  %v = fmul fast float %yc, %k
  %r0 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %mip, %dx.types.Handle %lin, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float undef)
  %l1 = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %mip, %dx.types.Handle %lin, float %u, float %v, float undef, i1 true)
  %l2 = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %mip, %dx.types.Handle %lin, float %u, float %v, float undef, i1 false)
  %r3 = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %mip, %dx.types.Handle %lin, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 1.000000e+00, float undef)
  %r4 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %mip, %dx.types.Handle %lin, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 1.250000e-01, float 0.000000e+00, float undef, float 0.000000e+00, float 1.250000e-01, float undef, float undef)
  %r5 = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle %dep, %dx.types.Handle %cmp, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 3.125000e-01, float undef)
  %r6 = call %dx.types.ResRet.f32 @dx.op.sampleCmpBias.f32(i32 255, %dx.types.Handle %dep, %dx.types.Handle %cmp, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 3.125000e-01, float -1.000000e+00, float undef)
  %r7 = call %dx.types.ResRet.f32 @dx.op.sampleCmpGrad.f32(i32 254, %dx.types.Handle %dep, %dx.types.Handle %cmp, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 3.125000e-01, float 2.500000e-01, float 0.000000e+00, float undef, float 0.000000e+00, float 2.500000e-01, float undef, float undef)
  %a0 = extractvalue %dx.types.ResRet.f32 %r0, 0
  %a3 = extractvalue %dx.types.ResRet.f32 %r3, 0
  %a4 = extractvalue %dx.types.ResRet.f32 %r4, 0
  %a5 = extractvalue %dx.types.ResRet.f32 %r5, 0
  %a6 = extractvalue %dx.types.ResRet.f32 %r6, 0
  %a7 = extractvalue %dx.types.ResRet.f32 %r7, 0
  %y8 = shl i32 %y, 3
  %t = add i32 %y8, %x
  %addr = shl i32 %t, 5
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, float %a0, float %l1, float %l2, float %a3, i8 15, i32 4)
  %addr1 = add i32 %addr, 16
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %addr1, i32 undef, float %a4, float %a5, float %a6, float %a7, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare float @dx.op.unary.f32(i32, float)
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float, float)
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 8}
!1 = !{!2, !6, null, !8}
!2 = !{!3, !4}
!3 = !{i32 0, ptr undef, !"M", i32 0, i32 0, i32 1, i32 2, i32 0, !5}
!4 = !{i32 1, ptr undef, !"Z", i32 0, i32 1, i32 1, i32 2, i32 0, !5}
!5 = !{i32 0, i32 9}
!6 = !{!7}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{!9, !10}
!9 = !{i32 0, ptr undef, !"L", i32 0, i32 0, i32 1, i32 0, null}
!10 = !{i32 1, ptr undef, !"C", i32 0, i32 1, i32 1, i32 1, null}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 16, i32 4, !22}
!22 = !{i32 8, i32 8, i32 1}
