; Hand-written DXIL (LLVM 19 syntax): the sized bitcast dx.ops (BitcastI16toF16 .. BitcastF64toI64,
; which DXC replaced by LLVM bitcasts), the legacy double conversions (LegacyDoubleToFloat,
; LegacyDoubleToSInt32, LegacyDoubleToUInt32) and IsNormal on half, float and double.
; Thread t reads 8 words at byte 32t of t0: a double (lo, hi), a float, a half (low 16 bits),
; then a double (lo, hi), a float and a half to classify. It writes 8 words at byte 32t of u0:
;   0: LegacyDoubleToFloat(d) as bits   1: LegacyDoubleToSInt32(d)   2: LegacyDoubleToUInt32(d)
;   3, 4: BitcastF64toI64(-d) (lo, hi)  5: BitcastF32toI32(-f)       6: BitcastF16toI16(-h)
;   7: IsNormal(f') | IsNormal(h') << 1 | IsNormal(d') << 2
; d, f and h come from BitcastI64toF64 / BitcastI32toF32 / BitcastI16toF16 of the input bits.
; Expected results: legacy_conversions_bitcasts.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %addr = shl i32 %t, 5
  %addr16 = add i32 %addr, 16
  %ld0 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %addr, i32 undef, i8 15, i32 4)
  %ld1 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %addr16, i32 undef, i8 15, i32 4)
  %dlo = extractvalue %dx.types.ResRet.i32 %ld0, 0
  %dhi = extractvalue %dx.types.ResRet.i32 %ld0, 1
  %fbits = extractvalue %dx.types.ResRet.i32 %ld0, 2
  %hword = extractvalue %dx.types.ResRet.i32 %ld0, 3
  %cdlo = extractvalue %dx.types.ResRet.i32 %ld1, 0
  %cdhi = extractvalue %dx.types.ResRet.i32 %ld1, 1
  %cfbits = extractvalue %dx.types.ResRet.i32 %ld1, 2
  %chword = extractvalue %dx.types.ResRet.i32 %ld1, 3
  ; values
  %dlo64 = zext i32 %dlo to i64
  %dhi64 = zext i32 %dhi to i64
  %dhiShifted = shl i64 %dhi64, 32
  %dbits = or i64 %dhiShifted, %dlo64
  %d = call double @dx.op.bitcastI64toF64(i32 128, i64 %dbits)
  %f = call float @dx.op.bitcastI32toF32(i32 126, i32 %fbits)
  %hbits = trunc i32 %hword to i16
  %h = call half @dx.op.bitcastI16toF16(i32 124, i16 %hbits)
  %toFloat = call float @dx.op.legacyDoubleToFloat(i32 132, double %d)
  %toFloatBits = call i32 @dx.op.bitcastF32toI32(i32 127, float %toFloat)
  %toSInt = call i32 @dx.op.legacyDoubleToSInt32(i32 133, double %d)
  %toUInt = call i32 @dx.op.legacyDoubleToUInt32(i32 134, double %d)
  %negD = fneg double %d
  %negDBits = call i64 @dx.op.bitcastF64toI64(i32 129, double %negD)
  %negDLo = trunc i64 %negDBits to i32
  %negDShr = lshr i64 %negDBits, 32
  %negDHi = trunc i64 %negDShr to i32
  %negF = fneg float %f
  %negFBits = call i32 @dx.op.bitcastF32toI32(i32 127, float %negF)
  %negH = fneg half %h
  %negHBits = call i16 @dx.op.bitcastF16toI16(i32 125, half %negH)
  %negHWord = zext i16 %negHBits to i32
  ; classification
  %cdlo64 = zext i32 %cdlo to i64
  %cdhi64 = zext i32 %cdhi to i64
  %cdhiShifted = shl i64 %cdhi64, 32
  %cdbits = or i64 %cdhiShifted, %cdlo64
  %cd = call double @dx.op.bitcastI64toF64(i32 128, i64 %cdbits)
  %cf = call float @dx.op.bitcastI32toF32(i32 126, i32 %cfbits)
  %chbits = trunc i32 %chword to i16
  %ch = call half @dx.op.bitcastI16toF16(i32 124, i16 %chbits)
  %nf = call i1 @dx.op.isSpecialFloat.f32(i32 11, float %cf)
  %nh = call i1 @dx.op.isSpecialFloat.f16(i32 11, half %ch)
  %nd = call i1 @dx.op.isSpecialFloat.f64(i32 11, double %cd)
  %nf32 = zext i1 %nf to i32
  %nh32 = zext i1 %nh to i32
  %nd32 = zext i1 %nd to i32
  %nh2 = shl i32 %nh32, 1
  %nd4 = shl i32 %nd32, 2
  %n01 = or i32 %nf32, %nh2
  %normal = or i32 %n01, %nd4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, i32 %toFloatBits, i32 %toSInt, i32 %toUInt, i32 %negDLo, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %addr16, i32 undef, i32 %negDHi, i32 %negFBits, i32 %negHWord, i32 %normal, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare half @dx.op.bitcastI16toF16(i32, i16)
declare i16 @dx.op.bitcastF16toI16(i32, half)
declare float @dx.op.bitcastI32toF32(i32, i32)
declare i32 @dx.op.bitcastF32toI32(i32, float)
declare double @dx.op.bitcastI64toF64(i32, i64)
declare i64 @dx.op.bitcastF64toI64(i32, double)
declare float @dx.op.legacyDoubleToFloat(i32, double)
declare i32 @dx.op.legacyDoubleToSInt32(i32, double)
declare i32 @dx.op.legacyDoubleToUInt32(i32, double)
declare i1 @dx.op.isSpecialFloat.f32(i32, float)
declare i1 @dx.op.isSpecialFloat.f16(i32, half)
declare i1 @dx.op.isSpecialFloat.f64(i32, double)

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
!7 = !{i32 4, !8}
!8 = !{i32 16, i32 1, i32 1}
