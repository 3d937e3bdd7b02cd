; Hand-written DXIL (LLVM 19 syntax): fptosi/fptoui with D3D's rules (ftoi/ftou): NaN gives 0
; and out-of-range values clamp to the destination's range (SPIR-V leaves them undefined),
; for float -> i32/i64/i16, half -> i16/i32 and double -> i32. Thread t reads a float's bits
; and a half's bits (low 16 bits of the second word) at byte 8t of t0 and writes 12 words at
; byte 48t of u0: fptosi f32->i32, fptoui f32->i32, fptosi f32->i64 (lo, hi), fptoui f32->i64
; (lo, hi), fptosi f32->i16, fptoui f32->i16, fptosi f16->i16, fptoui f16->i32,
; fptosi f64->i32, fptoui f64->i32 (the double is the float widened; 16-bit results are
; extended to 32 bits as their signedness says). Expected results: float_to_int_saturate.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %inAddr = shl i32 %t, 3
  %ld = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %inAddr, i32 undef, i8 3, i32 4)
  %fbits = extractvalue %dx.types.ResRet.i32 %ld, 0
  %hword = extractvalue %dx.types.ResRet.i32 %ld, 1
  %f = bitcast i32 %fbits to float
  %hbits = trunc i32 %hword to i16
  %h = bitcast i16 %hbits to half
  %d = fpext float %f to double
  %s32 = fptosi float %f to i32
  %u32 = fptoui float %f to i32
  %s64 = fptosi float %f to i64
  %u64 = fptoui float %f to i64
  %s16 = fptosi float %f to i16
  %u16 = fptoui float %f to i16
  %hs16 = fptosi half %h to i16
  %hu32 = fptoui half %h to i32
  %ds32 = fptosi double %d to i32
  %du32 = fptoui double %d to i32
  %s64lo = trunc i64 %s64 to i32
  %s64shr = lshr i64 %s64, 32
  %s64hi = trunc i64 %s64shr to i32
  %u64lo = trunc i64 %u64 to i32
  %u64shr = lshr i64 %u64, 32
  %u64hi = trunc i64 %u64shr to i32
  %s16x = sext i16 %s16 to i32
  %u16x = zext i16 %u16 to i32
  %hs16x = sext i16 %hs16 to i32
  %outAddr = mul i32 %t, 48
  %outAddr16 = add i32 %outAddr, 16
  %outAddr32 = add i32 %outAddr, 32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr, i32 undef, i32 %s32, i32 %u32, i32 %s64lo, i32 %s64hi, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr16, i32 undef, i32 %u64lo, i32 %u64hi, i32 %s16x, i32 %u16x, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr32, i32 undef, i32 %hs16x, i32 %hu32, i32 %ds32, i32 %du32, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
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
!7 = !{i32 4, !8}
!8 = !{i32 32, i32 1, i32 1}
