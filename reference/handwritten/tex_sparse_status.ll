; Hand-written DXIL (LLVM 19 syntax, cs_6_0, numthreads(4, 1, 1)): the status of a Load and of a
; SampleLevel read by CheckAccessFullyMapped (DXIL.rst CheckAccessFullyMapped: true when every
; texel read was mapped). T (t0): an ordinary (fully resident) 4x4 R32_FLOAT Texture2D with
; texel (x, y) = 4y + x; S (s0): point/clamp. Thread t loads texel (t, 1) and samples texel (t, 2);
; it writes {load, mapped(load), sample, mapped(sample)} (mapped as 1 or 0) at byte 16t of u0.
; Sparse residency needs shaderResourceResidency, which lavapipe lacks (the runner skips).
; Expected: tex_sparse_status.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

define void @main() {
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %l = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %tex, i32 0, i32 %t, i32 1, i32 undef, i32 undef, i32 undef, i32 undef)
  %lv = extractvalue %dx.types.ResRet.f32 %l, 0
  %ls = extractvalue %dx.types.ResRet.f32 %l, 4
  %lm = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %ls)
  %lmf = uitofp i1 %lm to float
  %tf = uitofp i32 %t to float
  %tc = fadd fast float %tf, 5.000000e-01
  %u = fmul fast float %tc, 2.500000e-01
  %s = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float 6.250000e-01, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)
  %sv = extractvalue %dx.types.ResRet.f32 %s, 0
  %ss = extractvalue %dx.types.ResRet.f32 %s, 4
  %sm = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %ss)
  %smf = uitofp i1 %sm to float
  %addr = shl i32 %t, 4
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, float %lv, float %lmf, float %sv, float %smf, i8 15, i32 4)
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
!22 = !{i32 4, i32 1, i32 1}
