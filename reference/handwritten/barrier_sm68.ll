; Hand-written DXIL (LLVM 19 syntax): the SM 6.8 barriers (DXIL.rst BarrierByMemoryType,
; BarrierByMemoryHandle), which DXC emits for HLSL's Barrier(flags, flags) and
; Barrier(uav, flags). Two groups of 64 threads; thread t of group g (id = 64g + t):
;   gs[t] = in[id] * 3 + 1; Barrier(GROUP_SHARED_MEMORY, GROUP_SYNC | GROUP_SCOPE)
;   out[id] = gs[(t + 1) & 63];  Barrier(out, GROUP_SYNC | GROUP_SCOPE)
;   out[128 + id] = out[64g + ((t + 5) & 63)] ^ in[id]
; then Barrier(UAV_MEMORY, GROUP_SYNC | DEVICE_SCOPE) and Barrier(0, GROUP_SYNC), which order
; nothing the results depend on (they must translate and run). Expected: barrier_sm68.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

@gs = internal addrspace(3) global [64 x i32] undef, align 4

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %id = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %g = call i32 @dx.op.groupId.i32(i32 94, i32 0)
  %idAddr = shl i32 %id, 2
  %ld = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %idAddr, i32 undef, i8 1, i32 4)
  %v = extractvalue %dx.types.ResRet.i32 %ld, 0
  %v3 = mul i32 %v, 3
  %w = add i32 %v3, 1
  %mine = getelementptr [64 x i32], ptr addrspace(3) @gs, i32 0, i32 %t
  store i32 %w, ptr addrspace(3) %mine, align 4
  call void @dx.op.barrierByMemoryType(i32 244, i32 2, i32 3)
  %t1 = add i32 %t, 1
  %n1 = and i32 %t1, 63
  %next = getelementptr [64 x i32], ptr addrspace(3) @gs, i32 0, i32 %n1
  %a = load i32, ptr addrspace(3) %next, align 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %idAddr, i32 undef, i32 %a, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.barrierByMemoryHandle(i32 245, %dx.types.Handle %out, i32 3)
  %t5 = add i32 %t, 5
  %n5 = and i32 %t5, 63
  %base = shl i32 %g, 6
  %other = add i32 %base, %n5
  %otherAddr = shl i32 %other, 2
  %ld2 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %out, i32 %otherAddr, i32 undef, i8 1, i32 4)
  %b = extractvalue %dx.types.ResRet.i32 %ld2, 0
  %x = xor i32 %b, %v
  %hiAddr = add i32 %idAddr, 512
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %hiAddr, i32 undef, i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.barrierByMemoryType(i32 244, i32 1, i32 5)
  call void @dx.op.barrierByMemoryType(i32 244, i32 0, i32 1)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i32 @dx.op.groupId.i32(i32, i32)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare void @dx.op.barrierByMemoryType(i32, i32, i32)
declare void @dx.op.barrierByMemoryHandle(i32, %dx.types.Handle, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!6}
!0 = !{!"cs", i32 6, i32 8}
!1 = !{!2, !4, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"In", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{ptr @main, !"main", null, !1, !7}
!7 = !{i32 4, !8}
!8 = !{i32 64, i32 1, i32 1}
