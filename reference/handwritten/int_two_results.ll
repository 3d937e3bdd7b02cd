; Hand-written DXIL (LLVM 19 syntax): the integer dx.ops with two results, which HLSL does
; not reach but DXIL allows: IMul/UMul {hi, lo} of the 64-bit product, UDiv {quotient,
; remainder} (0xffffffff for both on a zero divisor), UAddc {sum, carry}, USubb {difference,
; borrow}. Thread t reads the pair (a, b) at byte 8t of t0 and writes 10 words at byte 40t of
; u0: imul.hi, imul.lo, umul.hi, umul.lo, udiv.q, udiv.r, uaddc.sum, uaddc.carry, usubb.diff,
; usubb.borrow. Expected results: int_two_results.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.twoi32 = type { i32, i32 }
%dx.types.i32c = type { i32, i1 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %inAddr = shl i32 %t, 3
  %ld = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %inAddr, i32 undef, i8 3, i32 4)
  %a = extractvalue %dx.types.ResRet.i32 %ld, 0
  %b = extractvalue %dx.types.ResRet.i32 %ld, 1
  %imul = call %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32 41, i32 %a, i32 %b)
  %umul = call %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32 42, i32 %a, i32 %b)
  %udiv = call %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32 43, i32 %a, i32 %b)
  %uaddc = call %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32 44, i32 %a, i32 %b)
  %usubb = call %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32 45, i32 %a, i32 %b)
  %imulHi = extractvalue %dx.types.twoi32 %imul, 0
  %imulLo = extractvalue %dx.types.twoi32 %imul, 1
  %umulHi = extractvalue %dx.types.twoi32 %umul, 0
  %umulLo = extractvalue %dx.types.twoi32 %umul, 1
  %quot = extractvalue %dx.types.twoi32 %udiv, 0
  %rem = extractvalue %dx.types.twoi32 %udiv, 1
  %sum = extractvalue %dx.types.i32c %uaddc, 0
  %carry1 = extractvalue %dx.types.i32c %uaddc, 1
  %carry = zext i1 %carry1 to i32
  %diff = extractvalue %dx.types.i32c %usubb, 0
  %borrow1 = extractvalue %dx.types.i32c %usubb, 1
  %borrow = zext i1 %borrow1 to i32
  %outAddr = mul i32 %t, 40
  %outAddr16 = add i32 %outAddr, 16
  %outAddr32 = add i32 %outAddr, 32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr, i32 undef, i32 %imulHi, i32 %imulLo, i32 %umulHi, i32 %umulLo, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr16, i32 undef, i32 %quot, i32 %rem, i32 %sum, i32 %carry, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr32, i32 undef, i32 %diff, i32 %borrow, i32 undef, i32 undef, i8 3, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32, i32, i32)
declare %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32, i32, i32)

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
