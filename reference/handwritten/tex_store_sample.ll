; Hand-written DXIL (LLVM 19 syntax, cs_6_7, numthreads(2, 2, 1)): SM 6.7 TextureStoreSample
; (DXIL.rst TextureStoreSample: a store to one sample of an RWTexture2DMS) and a load of one
; sample back. M (u1): RWTexture2DMS<float>, 2x2 R32_FLOAT with 4 samples. Thread (x, y) stores
; 10k + s to sample s (s = 0..3) of texel (x, y), k = 2y + x, then reads sample 3 - k of its texel
; into u0[k]. The run needs an RWTexture2DMS resource in the runner and
; shaderStorageImageMultisample. Expected: tex_store_sample.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

define void @main() {
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %ms = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %x = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %y = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
  %y2 = shl i32 %y, 1
  %k = add i32 %y2, %x
  %k10 = mul i32 %k, 10
  %kf = uitofp i32 %k10 to float
  %v1 = fadd fast float %kf, 1.000000e+00
  %v2 = fadd fast float %kf, 2.000000e+00
  %v3 = fadd fast float %kf, 3.000000e+00
  call void @dx.op.textureStoreSample.f32(i32 225, %dx.types.Handle %ms, i32 %x, i32 %y, i32 undef, float %kf, float %kf, float %kf, float %kf, i8 15, i32 0)
  call void @dx.op.textureStoreSample.f32(i32 225, %dx.types.Handle %ms, i32 %x, i32 %y, i32 undef, float %v1, float %v1, float %v1, float %v1, i8 15, i32 1)
  call void @dx.op.textureStoreSample.f32(i32 225, %dx.types.Handle %ms, i32 %x, i32 %y, i32 undef, float %v2, float %v2, float %v2, float %v2, i8 15, i32 2)
  call void @dx.op.textureStoreSample.f32(i32 225, %dx.types.Handle %ms, i32 %x, i32 %y, i32 undef, float %v3, float %v3, float %v3, float %v3, i8 15, i32 3)
  %s = sub i32 3, %k
  %l = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %ms, i32 %s, i32 %x, i32 %y, i32 undef, i32 undef, i32 undef, i32 undef)
  %lv = extractvalue %dx.types.ResRet.f32 %l, 0
  %addr = shl i32 %k, 2
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, float %lv, float undef, float undef, float undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare void @dx.op.textureStoreSample.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8, i32)
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 7}
!1 = !{null, !6, null, null}
!5 = !{i32 0, i32 9}
!6 = !{!7, !8}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{i32 1, ptr undef, !"M", i32 0, i32 1, i32 1, i32 3, i1 false, i1 false, i1 false, !5}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 16, i32 4, !22}
!22 = !{i32 2, i32 2, i32 1}
