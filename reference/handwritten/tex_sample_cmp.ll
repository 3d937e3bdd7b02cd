; Hand-written DXIL (LLVM 19 syntax, cs_6_7, numthreads(8, 1, 1)): depth comparisons on a
; D32_FLOAT Texture2D (DXIL.rst SampleCmpLevelZero, SM 6.7 SampleCmpLevel, TextureGatherCmp).
; D (t0): 4x4, texel (x, y) = (4y + x) / 16. P (s0): comparison, point/clamp; L (s1): comparison,
; linear/clamp; both less_equal (passes when reference <= texel). Thread t, at texel-space
; (0.75t + 0.625, 2.375) with reference 0.5: SampleCmpLevelZero with P and with L (PCF weights
; in eighths), SampleCmpLevel with P at LOD 0, and GatherCmpRed with P at the corner (t + 1, 2);
; the 7 results go to byte 32t of u0. Expected: tex_sample_cmp.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

define void @main() {
  %dep = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %pt = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %ln = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 1, i1 false)
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %tf = uitofp i32 %t to float
  %px = fmul fast float %tf, 7.500000e-01
  %px1 = fadd fast float %px, 6.250000e-01
  %u = fmul fast float %px1, 2.500000e-01
  %v = fmul fast float 2.375000e+00, 2.500000e-01
  %c0 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %dep, %dx.types.Handle %pt, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 5.000000e-01)
  %c1 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %dep, %dx.types.Handle %ln, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 5.000000e-01)
  %c2 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle %dep, %dx.types.Handle %pt, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 5.000000e-01, float 0.000000e+00)
  %t1 = add i32 %t, 1
  %cf = uitofp i32 %t1 to float
  %gu = fmul fast float %cf, 2.500000e-01
  %g = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle %dep, %dx.types.Handle %pt, float %gu, float 5.000000e-01, float undef, float undef, i32 0, i32 0, i32 0, float 5.000000e-01)
  %a = extractvalue %dx.types.ResRet.f32 %c0, 0
  %b = extractvalue %dx.types.ResRet.f32 %c1, 0
  %c = extractvalue %dx.types.ResRet.f32 %c2, 0
  %g0 = extractvalue %dx.types.ResRet.f32 %g, 0
  %g1 = extractvalue %dx.types.ResRet.f32 %g, 1
  %g2 = extractvalue %dx.types.ResRet.f32 %g, 2
  %g3 = extractvalue %dx.types.ResRet.f32 %g, 3
  %addr = shl i32 %t, 5
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, float %a, float %b, float %c, float 0.000000e+00, i8 15, i32 4)
  %addr1 = add i32 %addr, 16
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %addr1, i32 undef, float %g0, float %g1, float %g2, float %g3, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
declare %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 7}
!1 = !{!2, !6, null, !8}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"D", i32 0, i32 0, i32 1, i32 2, i32 0, !5}
!5 = !{i32 0, i32 9}
!6 = !{!7}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{!9, !10}
!9 = !{i32 0, ptr undef, !"P", i32 0, i32 0, i32 1, i32 1, null}
!10 = !{i32 1, ptr undef, !"L", i32 0, i32 1, i32 1, i32 1, null}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 16, i32 4, !22}
!22 = !{i32 8, i32 1, i32 1}
