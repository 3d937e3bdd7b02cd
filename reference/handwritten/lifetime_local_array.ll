; Hand-written DXIL (LLVM 19 syntax): a local array declared inside a loop, as newer DXC
; (DXIL 1.6+) emits it: llvm.lifetime.start/end around each iteration's use of the alloca.
; HLSL: for (r = 0..3) { uint arr[8]; for (i = 0..7) arr[i] = In[(t + r + i) & 15] ^ (i * r);
;   k = (3t + r) & 7; arr[k] += 100; total += arr[k] + arr[(k + r + 1) & 7]; } Out[t] = total;
; Thread t reads words of t0 and writes one word at byte 4t of u0. The markers carry no
; computation (they are dropped); every element is written before it is read.
; Expected results: lifetime_local_array.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
entry:
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %arr = alloca [8 x i32], align 4
  br label %outer

outer:
  %r = phi i32 [ 0, %entry ], [ %r.next, %latch ]
  %total = phi i32 [ 0, %entry ], [ %total.next, %latch ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %arr)
  %tr = add i32 %t, %r
  br label %fill

fill:
  %i = phi i32 [ 0, %outer ], [ %i.next, %fill ]
  %a0 = add i32 %tr, %i
  %a1 = and i32 %a0, 15
  %addr = shl i32 %a1, 2
  %ld = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %addr, i32 undef, i8 1, i32 4)
  %v = extractvalue %dx.types.ResRet.i32 %ld, 0
  %ir = mul i32 %i, %r
  %x = xor i32 %v, %ir
  %pi = getelementptr inbounds [8 x i32], ptr %arr, i32 0, i32 %i
  store i32 %x, ptr %pi, align 4
  %i.next = add nuw nsw i32 %i, 1
  %filled = icmp eq i32 %i.next, 8
  br i1 %filled, label %latch, label %fill

latch:
  %k0 = mul i32 %t, 3
  %k1 = add i32 %k0, %r
  %k = and i32 %k1, 7
  %pk = getelementptr inbounds [8 x i32], ptr %arr, i32 0, i32 %k
  %ak = load i32, ptr %pk, align 4
  %ak2 = add i32 %ak, 100
  store i32 %ak2, ptr %pk, align 4
  %j0 = add i32 %k, %r
  %j1 = add i32 %j0, 1
  %j = and i32 %j1, 7
  %pj = getelementptr inbounds [8 x i32], ptr %arr, i32 0, i32 %j
  %aj = load i32, ptr %pj, align 4
  %s = add i32 %ak2, %aj
  %total.next = add i32 %total, %s
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %arr)
  %r.next = add nuw nsw i32 %r, 1
  %done = icmp eq i32 %r.next, 4
  br i1 %done, label %exit, label %outer

exit:
  %outAddr = shl i32 %t, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr, i32 undef, i32 %total.next, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare void @llvm.lifetime.start.p0(i64, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64, ptr nocapture)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!6}
!0 = !{!"cs", i32 6, i32 6}
!1 = !{!2, !4, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"In", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{ptr @main, !"main", null, !1, !7}
!7 = !{i32 4, !8}
!8 = !{i32 16, i32 1, i32 1}
