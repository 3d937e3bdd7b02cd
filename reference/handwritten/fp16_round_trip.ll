; Hand-written DXIL (LLVM 19 syntax, cs_6_2 -enable-16bit-types): (float)(half)f, a float
; converted to half and back (fpext of fptrunc, as DXC emits RWBuf[t] = half(Buf[t])). The
; value must come back rounded to half precision: a driver may fold the conversion pair to f,
; so the translation rounds with OpQuantizeToF16. Thread t reads float f = word t of t0 and
; writes asuint((float)(half)f) to word t of u0, and asuint16((half)f) to word 16 + t. It also
; reads w = word 16 + t of t0 and writes asuint16(half(f16tof32(w))) to word 32 + t: the
; idiom is exact, denormals included.
; Expected results: fp16_round_trip.model.py.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %ia = shl i32 %t, 2
  %ld = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %in, i32 %ia, i32 undef, i8 1, i32 4)
  %f = extractvalue %dx.types.ResRet.f32 %ld, 0
  %h = fptrunc float %f to half
  %back = fpext half %h to float
  %r0 = bitcast float %back to i32
  %h16 = bitcast half %h to i16
  %r1 = zext i16 %h16 to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %ia, i32 undef, i32 %r0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %o1 = add i32 %ia, 64
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o1, i32 undef, i32 %r1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %wa = add i32 %ia, 64
  %ldw = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %wa, i32 undef, i8 1, i32 4)
  %w = extractvalue %dx.types.ResRet.i32 %ldw, 0
  %wf = call float @dx.op.legacyF16ToF32(i32 131, i32 %w)
  %wh = fptrunc float %wf to half
  %wh16 = bitcast half %wh to i16
  %r2 = zext i16 %wh16 to i32
  %o2 = add i32 %ia, 128
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o2, i32 undef, i32 %r2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare float @dx.op.legacyF16ToF32(i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

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
