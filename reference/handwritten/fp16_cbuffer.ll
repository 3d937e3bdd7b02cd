; Hand-written DXIL (LLVM 19 syntax, cs_6_2 -enable-16bit-types): a constant buffer with the
; 16-bit layout, read with CBufferLoadLegacy's f16/i16 overloads (eight 16-bit values per
; 16-byte row) beside the f32 one, as DXC emits for
;   cbuffer C { half s0; half s1; uint16_t u; half3 v; float f; half4 w; int16_t i; }
; (offsets 0, 2, 4, 6, 12, 16, 24: row 0 holds s0 s1 u v.xyz | f, row 1 w.xyzw i). Thread t
; writes 4 words at byte 16t of u0: h(s0 * t + s1) | h(v.x + v.y + v.z) << 16,
; (u + t) | h(w.x * w.y + w.z - w.w) << 16, asuint(f + s0), (int)i + t, where h() is a half's
; bits. Expected results: fp16_cbuffer.model.py.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.CBufRet.f16.8 = type { half, half, half, half, half, half, half, half }
%dx.types.CBufRet.i16.8 = type { i16, i16, i16, i16, i16, i16, i16, i16 }
%dx.types.CBufRet.f32 = type { float, float, float, float }

define void @main() {
  %cb = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %r0h = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %cb, i32 0)
  %s0 = extractvalue %dx.types.CBufRet.f16.8 %r0h, 0
  %s1 = extractvalue %dx.types.CBufRet.f16.8 %r0h, 1
  %vx = extractvalue %dx.types.CBufRet.f16.8 %r0h, 3
  %vy = extractvalue %dx.types.CBufRet.f16.8 %r0h, 4
  %vz = extractvalue %dx.types.CBufRet.f16.8 %r0h, 5
  %r0i = call %dx.types.CBufRet.i16.8 @dx.op.cbufferLoadLegacy.i16(i32 59, %dx.types.Handle %cb, i32 0)
  %u = extractvalue %dx.types.CBufRet.i16.8 %r0i, 2
  %r0f = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb, i32 0)
  %f = extractvalue %dx.types.CBufRet.f32 %r0f, 3
  %r1h = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %cb, i32 1)
  %wx = extractvalue %dx.types.CBufRet.f16.8 %r1h, 0
  %wy = extractvalue %dx.types.CBufRet.f16.8 %r1h, 1
  %wz = extractvalue %dx.types.CBufRet.f16.8 %r1h, 2
  %ww = extractvalue %dx.types.CBufRet.f16.8 %r1h, 3
  %r1i = call %dx.types.CBufRet.i16.8 @dx.op.cbufferLoadLegacy.i16(i32 59, %dx.types.Handle %cb, i32 1)
  %i = extractvalue %dx.types.CBufRet.i16.8 %r1i, 4
  %th = uitofp i32 %t to half
  %a0 = fmul fast half %s0, %th
  %a = fadd fast half %a0, %s1
  %b0 = fadd fast half %vx, %vy
  %b = fadd fast half %b0, %vz
  %t16 = trunc i32 %t to i16
  %ut = add i16 %u, %t16
  %c0 = fmul fast half %wx, %wy
  %c1 = fadd fast half %c0, %wz
  %c = fsub fast half %c1, %ww
  %s0f = fpext half %s0 to float
  %d = fadd fast float %f, %s0f
  %ia = bitcast half %a to i16
  %ib = bitcast half %b to i16
  %ic = bitcast half %c to i16
  %xa = zext i16 %ia to i32
  %xb = zext i16 %ib to i32
  %xu = zext i16 %ut to i32
  %xc = zext i16 %ic to i32
  %hb = shl i32 %xb, 16
  %hc = shl i32 %xc, 16
  %o0 = or i32 %xa, %hb
  %o1 = or i32 %xu, %hc
  %o2 = bitcast float %d to i32
  %iw = sext i16 %i to i32
  %o3 = add i32 %iw, %t
  %oa = shl i32 %t, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %oa, i32 undef, i32 %o0, i32 %o1, i32 %o2, i32 %o3, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32, %dx.types.Handle, i32)
declare %dx.types.CBufRet.i16.8 @dx.op.cbufferLoadLegacy.i16(i32, %dx.types.Handle, i32)
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!8}
!0 = !{!"cs", i32 6, i32 2}
!1 = !{null, !2, !4, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"C", i32 0, i32 0, i32 1, i32 26, null}
!8 = !{ptr @main, !"main", null, !1, !9}
!9 = !{i32 0, i64 8388640, i32 4, !10}
!10 = !{i32 16, i32 1, i32 1}
