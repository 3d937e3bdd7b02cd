; Hand-written DXIL (LLVM 19 syntax, cs_6_2 -enable-16bit-types): 16-bit values through
; groupshared arrays (float16_t gh[32], int16_t gi[32]) and local arrays (half loc[8],
; int16_t li[4]) with dynamic indices. Thread t of 32 reads x (Load<half>(2t)) and y
; (Load<int16_t>(64 + 2t)) from t0, stores gh[t] = x, gi[t] = y, syncs, then reads
; a = gh[31 - t], b = gi[(t + 1) % 32]; loc[] is zeroed, then loc[t % 8] = a, loc[(t + 1) % 8] = x;
; li[] is zeroed, then li[t % 4] = b. It writes 2 words at byte 8t of u0:
; h(loc[t % 8] + loc[(t + 1) % 8]) | h(loc[(t + 2) % 8]) << 16 and (int)li[t % 4] - t, where h()
; is a half's bits. Expected results: fp16_groupshared_local.model.py.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }
%dx.types.ResRet.i16 = type { i16, i16, i16, i16, i32 }

@gh = external addrspace(3) global [32 x half], align 2
@gi = external addrspace(3) global [32 x i16], align 2

define void @main() {
  %loc = alloca [8 x half], align 2
  %li = alloca [4 x i16], align 2
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %xa = shl i32 %t, 1
  %lx = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %in, i32 %xa, i32 undef, i8 1, i32 2)
  %x = extractvalue %dx.types.ResRet.f16 %lx, 0
  %ya = add i32 %xa, 64
  %ly = call %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32 139, %dx.types.Handle %in, i32 %ya, i32 undef, i8 1, i32 2)
  %y = extractvalue %dx.types.ResRet.i16 %ly, 0
  %ph = getelementptr inbounds [32 x half], ptr addrspace(3) @gh, i32 0, i32 %t
  store half %x, ptr addrspace(3) %ph, align 2
  %pi = getelementptr inbounds [32 x i16], ptr addrspace(3) @gi, i32 0, i32 %t
  store i16 %y, ptr addrspace(3) %pi, align 2
  call void @dx.op.barrier(i32 80, i32 9)
  %rt = sub i32 31, %t
  %qa = getelementptr inbounds [32 x half], ptr addrspace(3) @gh, i32 0, i32 %rt
  %a = load half, ptr addrspace(3) %qa, align 2
  %t1 = add i32 %t, 1
  %n = and i32 %t1, 31
  %qb = getelementptr inbounds [32 x i16], ptr addrspace(3) @gi, i32 0, i32 %n
  %b = load i16, ptr addrspace(3) %qb, align 2
  %z0 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 0
  store half 0xH0000, ptr %z0, align 2
  %z1 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 1
  store half 0xH0000, ptr %z1, align 2
  %z2 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 2
  store half 0xH0000, ptr %z2, align 2
  %z3 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 3
  store half 0xH0000, ptr %z3, align 2
  %z4 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 4
  store half 0xH0000, ptr %z4, align 2
  %z5 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 5
  store half 0xH0000, ptr %z5, align 2
  %z6 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 6
  store half 0xH0000, ptr %z6, align 2
  %z7 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 7
  store half 0xH0000, ptr %z7, align 2
  %zi0 = getelementptr inbounds [4 x i16], ptr %li, i32 0, i32 0
  store i16 0, ptr %zi0, align 2
  %zi1 = getelementptr inbounds [4 x i16], ptr %li, i32 0, i32 1
  store i16 0, ptr %zi1, align 2
  %zi2 = getelementptr inbounds [4 x i16], ptr %li, i32 0, i32 2
  store i16 0, ptr %zi2, align 2
  %zi3 = getelementptr inbounds [4 x i16], ptr %li, i32 0, i32 3
  store i16 0, ptr %zi3, align 2
  %k0 = and i32 %t, 7
  %k1 = and i32 %t1, 7
  %t2 = add i32 %t, 2
  %k2 = and i32 %t2, 7
  %m = and i32 %t, 3
  %p0 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 %k0
  store half %a, ptr %p0, align 2
  %p1 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 %k1
  store half %x, ptr %p1, align 2
  %pm = getelementptr inbounds [4 x i16], ptr %li, i32 0, i32 %m
  store i16 %b, ptr %pm, align 2
  %e0 = load half, ptr %p0, align 2
  %e1 = load half, ptr %p1, align 2
  %p2 = getelementptr inbounds [8 x half], ptr %loc, i32 0, i32 %k2
  %e2 = load half, ptr %p2, align 2
  %em = load i16, ptr %pm, align 2
  %s = fadd fast half %e0, %e1
  %sb = bitcast half %s to i16
  %e2b = bitcast half %e2 to i16
  %sw = zext i16 %sb to i32
  %e2w = zext i16 %e2b to i32
  %e2s = shl i32 %e2w, 16
  %w0 = or i32 %sw, %e2s
  %emw = sext i16 %em to i32
  %w1 = sub i32 %emw, %t
  %oa = shl i32 %t, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %oa, i32 undef, i32 %w0, i32 %w1, i32 undef, i32 undef, i8 3, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare void @dx.op.barrier(i32, i32)

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
!8 = !{i32 32, i32 1, i32 1}
