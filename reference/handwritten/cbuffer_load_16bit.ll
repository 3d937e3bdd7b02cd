; Hand-written DXIL (LLVM 19 syntax): CBufferLoad (opcode 58), the linear-layout constant
; buffer read of one scalar at a byte offset, which DXC emits for 16-bit cbuffer data, in every
; overload: i16, f16, i32, f32, i64, f64, at constant and thread-dependent offsets, in both
; halves of a word and both words of a row. Thread t (0..7) reads cbuffer b0 (64 bytes) and
; writes 8 words at byte 32t of u0: zext(i16 @ 2t), i32 @ 16+4(t&3), i64 @ 32+8(t&1) (lo, hi),
; fpext(f16 @ 48+2(t&1)), f32 @ 52 times 2, f64 @ 56 times 2 (lo, hi).
; Expected results: cbuffer_load_16bit.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }

define void @main() {
  %cb = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %t3 = and i32 %t, 3
  %t1 = and i32 %t, 1
  %off16 = shl i32 %t, 1
  %w16 = call i16 @dx.op.cbufferLoad.i16(i32 58, %dx.types.Handle %cb, i32 %off16, i32 2)
  %r0 = zext i16 %w16 to i32
  %t3x4 = shl i32 %t3, 2
  %off32 = add i32 %t3x4, 16
  %r1 = call i32 @dx.op.cbufferLoad.i32(i32 58, %dx.types.Handle %cb, i32 %off32, i32 4)
  %t1x8 = shl i32 %t1, 3
  %off64 = add i32 %t1x8, 32
  %w64 = call i64 @dx.op.cbufferLoad.i64(i32 58, %dx.types.Handle %cb, i32 %off64, i32 8)
  %r2 = trunc i64 %w64 to i32
  %w64hi = lshr i64 %w64, 32
  %r3 = trunc i64 %w64hi to i32
  %t1x2 = shl i32 %t1, 1
  %offh = add i32 %t1x2, 48
  %h = call half @dx.op.cbufferLoad.f16(i32 58, %dx.types.Handle %cb, i32 %offh, i32 2)
  %hf = fpext half %h to float
  %r4 = bitcast float %hf to i32
  %f = call float @dx.op.cbufferLoad.f32(i32 58, %dx.types.Handle %cb, i32 52, i32 4)
  %f2 = fmul fast float %f, 2.000000e+00
  %r5 = bitcast float %f2 to i32
  %d = call double @dx.op.cbufferLoad.f64(i32 58, %dx.types.Handle %cb, i32 56, i32 8)
  %d2 = fmul fast double %d, 2.000000e+00
  %dbits = bitcast double %d2 to i64
  %r6 = trunc i64 %dbits to i32
  %dhi = lshr i64 %dbits, 32
  %r7 = trunc i64 %dhi to i32
  %outAddr = shl i32 %t, 5
  %outAddr16 = add i32 %outAddr, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr, i32 undef, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr16, i32 undef, i32 %r4, i32 %r5, i32 %r6, i32 %r7, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i16 @dx.op.cbufferLoad.i16(i32, %dx.types.Handle, i32, i32)
declare i32 @dx.op.cbufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare i64 @dx.op.cbufferLoad.i64(i32, %dx.types.Handle, i32, i32)
declare half @dx.op.cbufferLoad.f16(i32, %dx.types.Handle, i32, i32)
declare float @dx.op.cbufferLoad.f32(i32, %dx.types.Handle, i32, i32)
declare double @dx.op.cbufferLoad.f64(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!6}
!0 = !{!"cs", i32 6, i32 2}
!1 = !{null, !2, !4, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"CB", i32 0, i32 0, i32 1, i32 64, null}
!6 = !{ptr @main, !"main", null, !1, !7}
!7 = !{i32 4, !8}
!8 = !{i32 8, i32 1, i32 1}
