; Hand-written DXIL (LLVM 19 syntax, cs_6_2 -enable-16bit-types, where min16float is half):
; half arithmetic as DXC emits it. Thread t reads two words at byte 8t of t0: a | b << 16 and
; c | d << 16 (half bit patterns; inputs keep every result exact) and writes 16 words at byte
; 64t of u0, each a half result's bits zero-extended (8, 9, 10: i32):
;   0: a + d   1: a - d   2: a * b   3: d * d   4: a / 4   5: fmod(a, 0.75)
;   6: -a (fsub -0.0, a)   7: mad(a, b, c) (FMad)   8: flags (a < b) | (a == b) << 1 | (a != d) << 2
;   9: (int)d   10: (int)(half)(37t - 300) round trip   11: (half)((float)a * (float)b)
;   12: abs(d)   13: floor(d)   14: frac(a)   15: saturate(d)
; Expected results: fp16_arith.model.py.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %ia = shl i32 %t, 3
  %ld = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %ia, i32 undef, i8 3, i32 4)
  %w0 = extractvalue %dx.types.ResRet.i32 %ld, 0
  %w1 = extractvalue %dx.types.ResRet.i32 %ld, 1
  %a16 = trunc i32 %w0 to i16
  %w0h = lshr i32 %w0, 16
  %b16 = trunc i32 %w0h to i16
  %c16 = trunc i32 %w1 to i16
  %w1h = lshr i32 %w1, 16
  %d16 = trunc i32 %w1h to i16
  %a = bitcast i16 %a16 to half
  %b = bitcast i16 %b16 to half
  %c = bitcast i16 %c16 to half
  %d = bitcast i16 %d16 to half
  %r0 = fadd fast half %a, %d
  %r1 = fsub fast half %a, %d
  %r2 = fmul fast half %a, %b
  %r3 = fmul fast half %d, %d
  %r4 = fdiv fast half %a, 0xH4400
  %r5 = frem fast half %a, 0xH3A00
  %r6 = fsub fast half 0xH8000, %a
  %r7 = call half @dx.op.tertiary.f16(i32 46, half %a, half %b, half %c)
  %lt = fcmp fast olt half %a, %b
  %eq = fcmp fast oeq half %a, %b
  %ne = fcmp fast une half %a, %d
  %f0 = zext i1 %lt to i32
  %f1 = select i1 %eq, i32 2, i32 0
  %f2 = select i1 %ne, i32 4, i32 0
  %f01 = or i32 %f0, %f1
  %r8 = or i32 %f01, %f2
  %r9 = fptosi half %d to i32
  %n37 = mul i32 %t, 37
  %n = add i32 %n37, -300
  %nh = sitofp i32 %n to half
  %r10 = fptosi half %nh to i32
  %af = fpext half %a to float
  %bf = fpext half %b to float
  %pf = fmul fast float %af, %bf
  %r11 = fptrunc float %pf to half
  %r12 = call half @dx.op.unary.f16(i32 6, half %d)
  %r13 = call half @dx.op.unary.f16(i32 27, half %d)
  %r14 = call half @dx.op.unary.f16(i32 22, half %a)
  %r15 = call half @dx.op.unary.f16(i32 7, half %d)
  %i0 = bitcast half %r0 to i16
  %x0 = zext i16 %i0 to i32
  %i1 = bitcast half %r1 to i16
  %x1 = zext i16 %i1 to i32
  %i2 = bitcast half %r2 to i16
  %x2 = zext i16 %i2 to i32
  %i3 = bitcast half %r3 to i16
  %x3 = zext i16 %i3 to i32
  %i4 = bitcast half %r4 to i16
  %x4 = zext i16 %i4 to i32
  %i5 = bitcast half %r5 to i16
  %x5 = zext i16 %i5 to i32
  %i6 = bitcast half %r6 to i16
  %x6 = zext i16 %i6 to i32
  %i7 = bitcast half %r7 to i16
  %x7 = zext i16 %i7 to i32
  %i11 = bitcast half %r11 to i16
  %x11 = zext i16 %i11 to i32
  %i12 = bitcast half %r12 to i16
  %x12 = zext i16 %i12 to i32
  %i13 = bitcast half %r13 to i16
  %x13 = zext i16 %i13 to i32
  %i14 = bitcast half %r14 to i16
  %x14 = zext i16 %i14 to i32
  %i15 = bitcast half %r15 to i16
  %x15 = zext i16 %i15 to i32
  %o0 = mul i32 %t, 64
  %o1 = add i32 %o0, 16
  %o2 = add i32 %o0, 32
  %o3 = add i32 %o0, 48
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o0, i32 undef, i32 %x0, i32 %x1, i32 %x2, i32 %x3, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o1, i32 undef, i32 %x4, i32 %x5, i32 %x6, i32 %x7, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o2, i32 undef, i32 %r8, i32 %r9, i32 %r10, i32 %x11, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o3, i32 undef, i32 %x12, i32 %x13, i32 %x14, i32 %x15, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare half @dx.op.unary.f16(i32, half)
declare half @dx.op.tertiary.f16(i32, half, half, half)

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
!8 = !{i32 16, i32 1, i32 1}
