; Hand-written DXIL (LLVM 19 syntax): Bfrev, Countbits, FirstbitLo, FirstbitHi and FirstbitSHi on
; 64-bit and 16-bit operands (Vulkan's bit instructions take 32-bit values). FirstbitHi/SHi
; count from the operand's MSB (DXC subtracts from 63 for 64-bit values), -1 when no bit is
; found. Thread t reads a 64-bit value (lo, hi) and a 16-bit value (low half of the third word)
; at byte 16t of t0 and writes 12 words at byte 48t of u0: bfrev64 (lo, hi), countbits64,
; firstbitlo64, firstbithi64, firstbitshi64, bfrev16 (zero-extended), countbits16,
; firstbitlo16, firstbithi16, firstbitshi16, 0. Expected results: bits_16_64.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %inAddr = shl i32 %t, 4
  %ld = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %inAddr, i32 undef, i8 7, i32 4)
  %lo = extractvalue %dx.types.ResRet.i32 %ld, 0
  %hi = extractvalue %dx.types.ResRet.i32 %ld, 1
  %w16 = extractvalue %dx.types.ResRet.i32 %ld, 2
  %lo64 = zext i32 %lo to i64
  %hi64 = zext i32 %hi to i64
  %hiShifted = shl i64 %hi64, 32
  %x = or i64 %hiShifted, %lo64
  %y = trunc i32 %w16 to i16
  %rev64 = call i64 @dx.op.unary.i64(i32 30, i64 %x)
  %cnt64 = call i32 @dx.op.unaryBits.i64(i32 31, i64 %x)
  %lo64b = call i32 @dx.op.unaryBits.i64(i32 32, i64 %x)
  %hi64b = call i32 @dx.op.unaryBits.i64(i32 33, i64 %x)
  %shi64b = call i32 @dx.op.unaryBits.i64(i32 34, i64 %x)
  %rev16 = call i16 @dx.op.unary.i16(i32 30, i16 %y)
  %cnt16 = call i32 @dx.op.unaryBits.i16(i32 31, i16 %y)
  %lo16b = call i32 @dx.op.unaryBits.i16(i32 32, i16 %y)
  %hi16b = call i32 @dx.op.unaryBits.i16(i32 33, i16 %y)
  %shi16b = call i32 @dx.op.unaryBits.i16(i32 34, i16 %y)
  %revLo = trunc i64 %rev64 to i32
  %revShr = lshr i64 %rev64, 32
  %revHi = trunc i64 %revShr to i32
  %rev16x = zext i16 %rev16 to i32
  %outAddr = mul i32 %t, 48
  %outAddr16 = add i32 %outAddr, 16
  %outAddr32 = add i32 %outAddr, 32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr, i32 undef, i32 %revLo, i32 %revHi, i32 %cnt64, i32 %lo64b, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr16, i32 undef, i32 %hi64b, i32 %shi64b, i32 %rev16x, i32 %cnt16, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr32, i32 undef, i32 %lo16b, i32 %hi16b, i32 %shi16b, i32 0, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i64 @dx.op.unary.i64(i32, i64)
declare i16 @dx.op.unary.i16(i32, i16)
declare i32 @dx.op.unaryBits.i64(i32, i64)
declare i32 @dx.op.unaryBits.i16(i32, i16)

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
