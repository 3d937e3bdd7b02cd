; Hand-written DXIL (LLVM 19 syntax, cs_6_7, numthreads(8, 1, 1)): SM 6.7 texel offsets that
; are not constants (DXIL.rst SampleLevel, SampleGrad, SampleCmpLevelZero, TextureLoad), read
; from a buffer. D3D uses each component's low 4 bits as a signed value: 9 is -7, -13 is 3.
; T (t0): 16x16 R32_FLOAT, texel (x, y) = 16y + x; D (t1): 16x16 D32_FLOAT, texel (16y + x) / 256;
; O (t2): ByteAddressBuffer of 8 (ox, oy) i32 pairs. P (s0): point/clamp; C (s1): comparison,
; point/clamp, less_equal. Thread t reads pair t and writes to byte 16t of u0: SampleLevel of T
; at texel-space (8.5, 8.5) + (ox, oy), SampleGrad of T (zero gradients) at (4.5, 12.5) +
; (ox, oy), SampleCmpLevelZero of D at (8.5, 8.5) + (oy, ox) with reference 0.5, and Load of T at
; (8, 8) + (oy, ox). Expected: tex_dynamic_offset.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %dep = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %offs = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 2, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %pt = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %cmp = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 1, i1 false)
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %at = shl i32 %t, 3
  %o = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %offs, i32 %at, i32 undef, i8 3, i32 4)
  %ox = extractvalue %dx.types.ResRet.i32 %o, 0
  %oy = extractvalue %dx.types.ResRet.i32 %o, 1
  %r0 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %pt, float 5.312500e-01, float 5.312500e-01, float undef, float undef, i32 %ox, i32 %oy, i32 undef, float 0.000000e+00)
  %r1 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %tex, %dx.types.Handle %pt, float 2.812500e-01, float 7.812500e-01, float undef, float undef, i32 %ox, i32 %oy, i32 undef, float 0.000000e+00, float 0.000000e+00, float undef, float 0.000000e+00, float 0.000000e+00, float undef, float undef)
  %r2 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %dep, %dx.types.Handle %cmp, float 5.312500e-01, float 5.312500e-01, float undef, float undef, i32 %oy, i32 %ox, i32 undef, float 5.000000e-01)
  %r3 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %tex, i32 0, i32 8, i32 8, i32 undef, i32 %oy, i32 %ox, i32 undef)
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
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 7}
!1 = !{!2, !6, null, !8}
!2 = !{!3, !4, !11}
!3 = !{i32 0, ptr undef, !"T", i32 0, i32 0, i32 1, i32 2, i32 0, !5}
!4 = !{i32 1, ptr undef, !"D", i32 0, i32 1, i32 1, i32 2, i32 0, !5}
!11 = !{i32 2, ptr undef, !"O", i32 0, i32 2, i32 1, i32 11, i32 0, null}
!5 = !{i32 0, i32 9}
!6 = !{!7}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{!9, !10}
!9 = !{i32 0, ptr undef, !"P", i32 0, i32 0, i32 1, i32 0, null}
!10 = !{i32 1, ptr undef, !"C", i32 0, i32 1, i32 1, i32 1, null}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 4, !22}
!22 = !{i32 8, i32 1, i32 1}
