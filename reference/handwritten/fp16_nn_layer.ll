; Hand-written DXIL (LLVM 19 syntax, cs_6_2 -enable-16bit-types): a small fp16 neural-network
; layer, shaped as DXC emits it. Thread t (of 16, SV_GroupIndex) loads x[t] (Load<half> at byte
; 2t of t0) and stores max(x[t], 0) into groupshared float16_t act[16]; after a group sync it
; loops k = 0, 2, .., 14 over act: the word at byte 32t + 2k of t1 holds two weights as uint16
; bit patterns (asfloat16 of its low and high half), and a min16float (half) accumulator adds
; dot(half2(w0, w1), half2(act[k], act[k + 1])). It writes 2 words at byte 8t of u0:
; f32tof16(max(acc, 0)) and asuint16(acc). Expected results: fp16_nn_layer.model.py.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }

@act = internal addrspace(3) global [16 x half] undef, align 2

define void @main() {
  %x = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %w = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %xaddr = shl i32 %t, 1
  %xl = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %x, i32 %xaddr, i32 undef, i8 1, i32 2)
  %xv = extractvalue %dx.types.ResRet.f16 %xl, 0
  %relu = call half @dx.op.binary.f16(i32 35, half %xv, half 0xH0000)
  %slot = getelementptr inbounds [16 x half], ptr addrspace(3) @act, i32 0, i32 %t
  store half %relu, ptr addrspace(3) %slot, align 2
  call void @dx.op.barrier(i32 80, i32 9)
  %row = shl i32 %t, 5
  br label %loop

loop:
  %k = phi i32 [ 0, %0 ], [ %knext, %loop ]
  %acc = phi half [ 0xH0000, %0 ], [ %accnext, %loop ]
  %k2 = shl i32 %k, 1
  %waddr = add i32 %row, %k2
  %wl = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %w, i32 %waddr, i32 undef, i8 1, i32 4)
  %word = extractvalue %dx.types.ResRet.i32 %wl, 0
  %lo16 = trunc i32 %word to i16
  %hiw = lshr i32 %word, 16
  %hi16 = trunc i32 %hiw to i16
  %w0 = bitcast i16 %lo16 to half
  %w1 = bitcast i16 %hi16 to half
  %p0 = getelementptr inbounds [16 x half], ptr addrspace(3) @act, i32 0, i32 %k
  %a0 = load half, ptr addrspace(3) %p0, align 2
  %k1 = or i32 %k, 1
  %p1 = getelementptr inbounds [16 x half], ptr addrspace(3) @act, i32 0, i32 %k1
  %a1 = load half, ptr addrspace(3) %p1, align 2
  %d = call half @dx.op.dot2.f16(i32 54, half %w0, half %w1, half %a0, half %a1)
  %accnext = fadd fast half %acc, %d
  %knext = add nuw nsw i32 %k, 2
  %done = icmp eq i32 %knext, 16
  br i1 %done, label %exit, label %loop

exit:
  %y = call half @dx.op.binary.f16(i32 35, half %accnext, half 0xH0000)
  %yf = fpext half %y to float
  %yh = call i32 @dx.op.legacyF32ToF16(i32 130, float %yf)
  %accbits = bitcast half %accnext to i16
  %accw = zext i16 %accbits to i32
  %oaddr = shl i32 %t, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %oaddr, i32 undef, i32 %yh, i32 %accw, i32 undef, i32 undef, i8 3, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare half @dx.op.binary.f16(i32, half, half)
declare half @dx.op.dot2.f16(i32, half, half, half, half)
declare i32 @dx.op.legacyF32ToF16(i32, float)
declare void @dx.op.barrier(i32, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!8}
!0 = !{!"cs", i32 6, i32 2}
!1 = !{!2, !5, null, null}
!2 = !{!3, !4}
!3 = !{i32 0, ptr undef, !"X", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!4 = !{i32 1, ptr undef, !"W", i32 0, i32 1, i32 1, i32 11, i32 0, null}
!5 = !{!6}
!6 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{ptr @main, !"main", null, !1, !9}
!9 = !{i32 0, i64 8388640, i32 4, !10}
!10 = !{i32 16, i32 1, i32 1}
