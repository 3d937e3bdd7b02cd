; Hand-written DXIL (LLVM 19 syntax, cs_6_0, numthreads(8, 1, 1)): CheckAccessFullyMapped on a
; reserved (tiled) texture with an unmapped tile (DXIL.rst CheckAccessFullyMapped: true when
; every texel read was mapped). T (t0): a 256x128 R32_FLOAT Texture2D, texel (x, y) = x + 1000y,
; whose right 128x128 tile is not mapped; S (s0): point/clamp. Thread t loads texel (32t, 5) and
; samples texel (32t, 9); it writes {load, mapped, sample, mapped} (mapped as 1 or 0; a value read
; from an unmapped tile is undefined, so -1 is written instead) at byte 16t of u0.
; Expected: tex_sparse_tiles.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

define void @main() {
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %x = shl i32 %t, 5
  %l = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %tex, i32 0, i32 %x, i32 5, i32 undef, i32 undef, i32 undef, i32 undef)
  %lv = extractvalue %dx.types.ResRet.f32 %l, 0
  %ls = extractvalue %dx.types.ResRet.f32 %l, 4
  %lm = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %ls)
  %lmf = uitofp i1 %lm to float
  %lout = select i1 %lm, float %lv, float -1.000000e+00
  %xf = uitofp i32 %x to float
  %xc = fadd fast float %xf, 5.000000e-01
  %u = fmul fast float %xc, 3.906250e-03
  %s = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float 7.421875e-02, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)
  %sv = extractvalue %dx.types.ResRet.f32 %s, 0
  %ss = extractvalue %dx.types.ResRet.f32 %s, 4
  %sm = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %ss)
  %smf = uitofp i1 %sm to float
  %sout = select i1 %sm, float %sv, float -1.000000e+00
  %addr = shl i32 %t, 4
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, float %lout, float %lmf, float %sout, float %smf, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{!2, !6, null, !8}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"T", i32 0, i32 0, i32 1, i32 2, i32 0, !5}
!5 = !{i32 0, i32 9}
!6 = !{!7}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{!9}
!9 = !{i32 0, ptr undef, !"S", i32 0, i32 0, i32 1, i32 0, null}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 4112, i32 4, !22}
!22 = !{i32 8, i32 1, i32 1}
