; Hand-written DXIL (LLVM 19 syntax, cs_6_2 -enable-16bit-types): Dot2/Dot3/Dot4 with the f16
; overload (HLSL dot on half2/3/4) and FMax/FMin on halves (max/min, D3D: a NaN operand gives
; the other one). Thread t reads 5 words at byte 20t of t0: eight finite halves h0..h7 (two per
; word, low half first) and p | q << 16, where p or q may be NaN or infinite. It writes 8 words
; at byte 32t of u0, each a half's bits zero-extended:
;   0: dot(h0h1, h2h3)   1: dot(h0h1h2, h3h4h5)   2: dot(h0..h3, h4..h7)   3: max(p, q)
;   4: min(p, q)   5: max(h0, 0)   6: min(max(h1, -1), 1)   7: max(p, h0)
; Expected results: fp16_dot_minmax.model.py.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %ia = mul i32 %t, 20
  %ib = add i32 %ia, 8
  %ic = add i32 %ia, 16
  %la = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %in, i32 %ia, i32 undef, i8 15, i32 2)
  %lb = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %in, i32 %ib, i32 undef, i8 15, i32 2)
  %lc = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %in, i32 %ic, i32 undef, i8 3, i32 2)
  %h0 = extractvalue %dx.types.ResRet.f16 %la, 0
  %h1 = extractvalue %dx.types.ResRet.f16 %la, 1
  %h2 = extractvalue %dx.types.ResRet.f16 %la, 2
  %h3 = extractvalue %dx.types.ResRet.f16 %la, 3
  %h4 = extractvalue %dx.types.ResRet.f16 %lb, 0
  %h5 = extractvalue %dx.types.ResRet.f16 %lb, 1
  %h6 = extractvalue %dx.types.ResRet.f16 %lb, 2
  %h7 = extractvalue %dx.types.ResRet.f16 %lb, 3
  %p = extractvalue %dx.types.ResRet.f16 %lc, 0
  %q = extractvalue %dx.types.ResRet.f16 %lc, 1
  %r0 = call half @dx.op.dot2.f16(i32 54, half %h0, half %h1, half %h2, half %h3)
  %r1 = call half @dx.op.dot3.f16(i32 55, half %h0, half %h1, half %h2, half %h3, half %h4, half %h5)
  %r2 = call half @dx.op.dot4.f16(i32 56, half %h0, half %h1, half %h2, half %h3, half %h4, half %h5, half %h6, half %h7)
  %r3 = call half @dx.op.binary.f16(i32 35, half %p, half %q)
  %r4 = call half @dx.op.binary.f16(i32 36, half %p, half %q)
  %r5 = call half @dx.op.binary.f16(i32 35, half %h0, half 0xH0000)
  %m6 = call half @dx.op.binary.f16(i32 35, half %h1, half 0xHBC00)
  %r6 = call half @dx.op.binary.f16(i32 36, half %m6, half 0xH3C00)
  %r7 = call half @dx.op.binary.f16(i32 35, half %p, half %h0)
  %i0 = bitcast half %r0 to i16
  %x0 = zext i16 %i0 to i32
  %i1 = bitcast half %r1 to i16
  %x1 = zext i16 %i1 to i32
  %i2 = bitcast half %r2 to i16
  %x2 = zext i16 %i2 to i32
  %i3 = bitcast half %r3 to i16
  %x3 = zext i16 %i3 to i32
  %i4 = bitcast half %r4 to i16
  %x4 = zext i16 %i4 to i32
  %i5 = bitcast half %r5 to i16
  %x5 = zext i16 %i5 to i32
  %i6 = bitcast half %r6 to i16
  %x6 = zext i16 %i6 to i32
  %i7 = bitcast half %r7 to i16
  %x7 = zext i16 %i7 to i32
  %o0 = shl i32 %t, 5
  %o1 = add i32 %o0, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o0, i32 undef, i32 %x0, i32 %x1, i32 %x2, i32 %x3, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o1, i32 undef, i32 %x4, i32 %x5, i32 %x6, i32 %x7, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare half @dx.op.dot2.f16(i32, half, half, half, half)
declare half @dx.op.dot3.f16(i32, half, half, half, half, half, half)
declare half @dx.op.dot4.f16(i32, half, half, half, half, half, half, half, half)
declare half @dx.op.binary.f16(i32, half, half)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!6}
!0 = !{!"cs", i32 6, i32 2}
!1 = !{!2, !4, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"In", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{ptr @main, !"main", null, !1, !7}
!7 = !{i32 0, i64 8388640, i32 4, !8}
!8 = !{i32 16, i32 1, i32 1}
