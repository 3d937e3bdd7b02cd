; Hand-written DXIL (LLVM 19 syntax, cs_6_2 -enable-16bit-types): 16-bit values through typed
; buffers, whose texels are 32-bit in Vulkan (the view's 16-bit format narrows and widens).
; Thread t: h = H[t] (Buffer<half4>, R16G16B16A16_FLOAT); i = I[t] (Buffer<int16_t4>,
; R16G16B16A16_SINT); O[t] = half4(h.x + h.y, 2 * h.z, (half)i.x, h.w) (RWBuffer<half4>);
; U[t] = uint16_t2(i.y + t, i.z ^ 0x8001) (RWBuffer<uint16_t2>, R16G16_UINT). A typed UAV read
; of a 16-bit type needs shaderStorageImageReadWithoutFormat, which lavapipe lacks: none here.
; Expected results: fp16_typed.model.py.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }
%dx.types.ResRet.i16 = type { i16, i16, i16, i16, i32 }

define void @main() {
  %hb = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %ib = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %ob = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %ub = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %lh = call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68, %dx.types.Handle %hb, i32 %t, i32 undef)
  %hx = extractvalue %dx.types.ResRet.f16 %lh, 0
  %hy = extractvalue %dx.types.ResRet.f16 %lh, 1
  %hz = extractvalue %dx.types.ResRet.f16 %lh, 2
  %hw = extractvalue %dx.types.ResRet.f16 %lh, 3
  %li = call %dx.types.ResRet.i16 @dx.op.bufferLoad.i16(i32 68, %dx.types.Handle %ib, i32 %t, i32 undef)
  %ix = extractvalue %dx.types.ResRet.i16 %li, 0
  %iy = extractvalue %dx.types.ResRet.i16 %li, 1
  %s = fadd fast half %hx, %hy
  %z2 = fmul fast half %hz, 0xH4000
  %ixh = sitofp i16 %ix to half
  call void @dx.op.bufferStore.f16(i32 69, %dx.types.Handle %ob, i32 %t, i32 undef, half %s, half %z2, half %ixh, half %hw, i8 15)
  %iz = extractvalue %dx.types.ResRet.i16 %li, 2
  %t16 = trunc i32 %t to i16
  %nx = add i16 %iy, %t16
  %ny = xor i16 %iz, -32767
  call void @dx.op.bufferStore.i16(i32 69, %dx.types.Handle %ub, i32 %t, i32 undef, i16 %nx, i16 %ny, i16 %nx, i16 %nx, i8 15)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32, %dx.types.Handle, i32, i32)
declare %dx.types.ResRet.i16 @dx.op.bufferLoad.i16(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.bufferStore.f16(i32, %dx.types.Handle, i32, i32, half, half, half, half, i8)
declare void @dx.op.bufferStore.i16(i32, %dx.types.Handle, i32, i32, i16, i16, i16, i16, i8)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 2}
!1 = !{!2, !7, null, null}
!2 = !{!3, !5}
!3 = !{i32 0, ptr undef, !"H", i32 0, i32 0, i32 1, i32 10, i32 0, !4}
!4 = !{i32 0, i32 8}
!5 = !{i32 1, ptr undef, !"I", i32 0, i32 1, i32 1, i32 10, i32 0, !6}
!6 = !{i32 0, i32 2}
!7 = !{!8, !9}
!8 = !{i32 0, ptr undef, !"O", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !4}
!9 = !{i32 1, ptr undef, !"U", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !10}
!10 = !{i32 0, i32 3}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 8388640, i32 4, !22}
!22 = !{i32 16, i32 1, i32 1}
