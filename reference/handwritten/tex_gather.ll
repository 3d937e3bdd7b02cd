; Hand-written DXIL (LLVM 19 syntax, cs_6_7, numthreads(4, 1, 1)): TextureGather of one channel,
; with and without a texel offset, and SM 6.7 TextureGatherRaw (DXIL.rst TextureGather,
; TextureGatherRaw). C (t0): 4x4 R32G32B32A32_FLOAT, texel (x, y) = (k, 100 + k, 200 + k,
; 300 + k) with k = 4y + x; R (t1): Texture2D<uint>, 4x4 R32_UINT, 1000 + k. S (s0): point/clamp.
; Thread t gathers at the texel corner (t + 1, 2) (no footprint ambiguity): green of C, red of C
; with offset (-1, 1), and the raw bits of R; it writes the 12 values at byte 48t of u0.
; Expected: tex_gather.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %col = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %raw = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %t1 = add i32 %t, 1
  %tf = uitofp i32 %t1 to float
  %u = fmul fast float %tf, 2.500000e-01
  %g = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %col, %dx.types.Handle %smp, float %u, float 5.000000e-01, float undef, float undef, i32 0, i32 0, i32 1)
  %o = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %col, %dx.types.Handle %smp, float %u, float 5.000000e-01, float undef, float undef, i32 -1, i32 1, i32 0)
  %r = call %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32 223, %dx.types.Handle %raw, %dx.types.Handle %smp, float %u, float 5.000000e-01, float undef, float undef, i32 undef, i32 undef)
  %g0 = extractvalue %dx.types.ResRet.f32 %g, 0
  %g1 = extractvalue %dx.types.ResRet.f32 %g, 1
  %g2 = extractvalue %dx.types.ResRet.f32 %g, 2
  %g3 = extractvalue %dx.types.ResRet.f32 %g, 3
  %o0 = extractvalue %dx.types.ResRet.f32 %o, 0
  %o1 = extractvalue %dx.types.ResRet.f32 %o, 1
  %o2 = extractvalue %dx.types.ResRet.f32 %o, 2
  %o3 = extractvalue %dx.types.ResRet.f32 %o, 3
  %r0 = extractvalue %dx.types.ResRet.i32 %r, 0
  %r1 = extractvalue %dx.types.ResRet.i32 %r, 1
  %r2 = extractvalue %dx.types.ResRet.i32 %r, 2
  %r3 = extractvalue %dx.types.ResRet.i32 %r, 3
  %a = mul i32 %t, 48
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %a, i32 undef, float %g0, float %g1, float %g2, float %g3, i8 15, i32 4)
  %a1 = add i32 %a, 16
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %a1, i32 undef, float %o0, float %o1, float %o2, float %o3, i8 15, i32 4)
  %a2 = add i32 %a, 32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %a2, i32 undef, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
declare %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 7}
!1 = !{!2, !6, null, !8}
!2 = !{!3, !4}
!3 = !{i32 0, ptr undef, !"C", i32 0, i32 0, i32 1, i32 2, i32 0, !5}
!4 = !{i32 1, ptr undef, !"R", i32 0, i32 1, i32 1, i32 2, i32 0, !9}
!5 = !{i32 0, i32 9}
!9 = !{i32 0, i32 5}
!6 = !{!7}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{!10}
!10 = !{i32 0, ptr undef, !"S", i32 0, i32 0, i32 1, i32 0, null}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 16, i32 4, !22}
!22 = !{i32 4, i32 1, i32 1}
