; Hand-written DXIL (LLVM 19 syntax): 64-bit compare-exchange on a RWByteAddressBuffer
; (atomicCompareExchange.i64) and on groupshared memory (cmpxchg i64), each with one
; deterministic winner. One group of 64 threads. u0 holds a 64-bit slot at byte 0 (initially
; 0xAAAABBBBCCCCDDDD): only thread 5 compares against that value and swaps in
; 0x1234567800000005. Groupshared @g starts at 0x100000000 (written by thread 0 before a
; barrier): only thread 37 compares against it and swaps in (37 << 40) | 37. Thread t writes
; its two success flags to bytes 16 + 4t and 272 + 4t; thread 0 writes @g's final value to
; byte 8 after a second barrier. Expected results: atomic64_compare_exchange.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }

@g = addrspace(3) global i64 undef, align 8

define void @main() {
entry:
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %synced

init:
  store i64 4294967296, ptr addrspace(3) @g, align 8
  br label %synced

synced:
  call void @dx.op.barrier(i32 80, i32 9)
  ; buffer slot
  %is5 = icmp eq i32 %t, 5
  %bufExpected = select i1 %is5, i64 -6148895925951734307, i64 0
  %bufOld = call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %out, i32 0, i32 undef, i32 undef, i64 %bufExpected, i64 1311768464867721221)
  %bufWon = icmp eq i64 %bufOld, %bufExpected
  %bufFlag = zext i1 %bufWon to i32
  %flagAddr = shl i32 %t, 2
  %bufFlagAddr = add i32 %flagAddr, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %bufFlagAddr, i32 undef, i32 %bufFlag, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ; groupshared
  %is37 = icmp eq i32 %t, 37
  %gsExpected = select i1 %is37, i64 4294967296, i64 7
  %t64 = zext i32 %t to i64
  %tHigh = shl i64 %t64, 40
  %gsNew = or i64 %tHigh, %t64
  %pair = cmpxchg ptr addrspace(3) @g, i64 %gsExpected, i64 %gsNew seq_cst seq_cst
  %gsWon = extractvalue { i64, i1 } %pair, 1
  %gsFlag = zext i1 %gsWon to i32
  %gsFlagAddr = add i32 %flagAddr, 272
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %gsFlagAddr, i32 undef, i32 %gsFlag, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.barrier(i32 80, i32 9)
  br i1 %first, label %report, label %done

report:
  %final = load i64, ptr addrspace(3) @g, align 8
  %finalLo = trunc i64 %final to i32
  %finalShr = lshr i64 %final, 32
  %finalHi = trunc i64 %finalShr to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 8, i32 undef, i32 %finalLo, i32 %finalHi, i32 undef, i32 undef, i8 3, i32 4)
  br label %done

done:
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare void @dx.op.barrier(i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i64 @dx.op.atomicCompareExchange.i64(i32, %dx.types.Handle, i32, i32, i32, i64, i64)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!"cs", i32 6, i32 6}
!1 = !{null, !2, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!4 = !{ptr @main, !"main", null, !1, !5}
!5 = !{i32 4, !6}
!6 = !{i32 64, i32 1, i32 1}
