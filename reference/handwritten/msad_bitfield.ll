; Hand-written DXIL (LLVM 19 syntax): Msad (masked sum of absolute byte differences; bytes
; where ref is 0 are skipped; the sum wraps modulo 2^32, as hardware does),
; Ibfe/Ubfe (bit-field extract, width and offset masked to 5 bits, the field clipped at bit
; 31) and Bfi (bit-field insert). HLSL exposes msad4 only through a library call and no
; bit-field intrinsics, so no corpus shader reaches these. Thread t reads 8 words at byte 32t
; of t0: ref, src, accum, width, offset, value, replaced, unused; and writes 4 words at byte
; 16t of u0: msad(ref, src, accum), ibfe(width, offset, value), ubfe(width, offset, value),
; bfi(width, offset, value, replaced). Expected results: msad_bitfield.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %inAddr = shl i32 %t, 5
  %inAddr16 = add i32 %inAddr, 16
  %ld0 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %inAddr, i32 undef, i8 15, i32 4)
  %ld1 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %inAddr16, i32 undef, i8 7, i32 4)
  %ref = extractvalue %dx.types.ResRet.i32 %ld0, 0
  %src = extractvalue %dx.types.ResRet.i32 %ld0, 1
  %accum = extractvalue %dx.types.ResRet.i32 %ld0, 2
  %width = extractvalue %dx.types.ResRet.i32 %ld0, 3
  %offset = extractvalue %dx.types.ResRet.i32 %ld1, 0
  %value = extractvalue %dx.types.ResRet.i32 %ld1, 1
  %replaced = extractvalue %dx.types.ResRet.i32 %ld1, 2
  %msad = call i32 @dx.op.tertiary.i32(i32 50, i32 %ref, i32 %src, i32 %accum)
  %ibfe = call i32 @dx.op.tertiary.i32(i32 51, i32 %width, i32 %offset, i32 %value)
  %ubfe = call i32 @dx.op.tertiary.i32(i32 52, i32 %width, i32 %offset, i32 %value)
  %bfi = call i32 @dx.op.quaternary.i32(i32 53, i32 %width, i32 %offset, i32 %value, i32 %replaced)
  %outAddr = shl i32 %t, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr, i32 undef, i32 %msad, i32 %ibfe, i32 %ubfe, i32 %bfi, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32)
declare i32 @dx.op.quaternary.i32(i32, i32, i32, i32, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!6}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{!2, !4, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"In", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{ptr @main, !"main", null, !1, !7}
!7 = !{i32 4, !8}
!8 = !{i32 16, i32 1, i32 1}
