; Hand-written DXIL (LLVM 19 syntax, cs_6_2 -enable-16bit-types): asfloat16 / asuint16 (LLVM
; bitcasts between i16 and half, as DXC emits them) of 16-bit values taken from raw-buffer
; words and from 16-bit raw loads, half <-> float conversions, and the legacy f32tof16 /
; f16tof32. Thread t reads 3 words at byte 12t of t0: w0 (two half bit patterns), f (a float),
; w2 (its high half a third half). It writes 8 words at byte 32t of u0:
;   0: asuint((float)asfloat16((uint16_t)w0))   1: asuint((float)asfloat16((uint16_t)(w0 >> 16)))
;   2: f32tof16(f)   3: asuint16((half)f)   4: asuint(f16tof32(w0 >> 16))
;   5: asuint((float)asfloat16(Load<uint16_t>(12t + 10)))   6: asuint16(-asfloat16((uint16_t)w0))
;   7: f32tof16((float)asfloat16((uint16_t)w0))
; Expected results: fp16_bitcast_convert.model.py.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.i16 = type { i16, i16, i16, i16, i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %ia = mul i32 %t, 12
  %ld = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %ia, i32 undef, i8 3, i32 4)
  %w0 = extractvalue %dx.types.ResRet.i32 %ld, 0
  %fw = extractvalue %dx.types.ResRet.i32 %ld, 1
  %f = bitcast i32 %fw to float
  %lo16 = trunc i32 %w0 to i16
  %w0h = lshr i32 %w0, 16
  %hi16 = trunc i32 %w0h to i16
  %lo = bitcast i16 %lo16 to half
  %hi = bitcast i16 %hi16 to half
  %lof = fpext half %lo to float
  %r0 = bitcast float %lof to i32
  %hif = fpext half %hi to float
  %r1 = bitcast float %hif to i32
  %r2 = call i32 @dx.op.legacyF32ToF16(i32 130, float %f)
  %fh = fptrunc float %f to half
  %fh16 = bitcast half %fh to i16
  %r3 = zext i16 %fh16 to i32
  %g = call float @dx.op.legacyF16ToF32(i32 131, i32 %w0h)
  %r4 = bitcast float %g to i32
  %i16a = add i32 %ia, 10
  %l16 = call %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32 139, %dx.types.Handle %in, i32 %i16a, i32 undef, i8 1, i32 2)
  %u = extractvalue %dx.types.ResRet.i16 %l16, 0
  %uh = bitcast i16 %u to half
  %uf = fpext half %uh to float
  %r5 = bitcast float %uf to i32
  %neg = fsub fast half 0xH8000, %lo
  %neg16 = bitcast half %neg to i16
  %r6 = zext i16 %neg16 to i32
  %r7 = call i32 @dx.op.legacyF32ToF16(i32 130, float %lof)
  %o0 = shl i32 %t, 5
  %o1 = add i32 %o0, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o0, i32 undef, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o1, i32 undef, i32 %r4, i32 %r5, i32 %r6, i32 %r7, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i32 @dx.op.legacyF32ToF16(i32, float)
declare float @dx.op.legacyF16ToF32(i32, i32)

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
