; Hand-written DXIL (LLVM 19 syntax): min-precision (no -enable-16bit-types: shader flags
; without "use native low precision", bit 23) min16int/min16uint and min16float arithmetic, as
; DXC emits it: i16 and half values. D3D promises at least 16 bits, so the results must be the
; same whether the translator computes them in 16 bits (its default) or in 32 bits
; (min_precision_32bit, exec suite ReferenceMinPrecision32Bit/): inputs are chosen so that no
; value leaves the 16-bit range. Covers i16 constants that must be sign-extended (-1, -2) or
; zero-extended (40000 in an unsigned compare), equality with a constant whose bit 15 is set,
; sext/zext/trunc, ashr/lshr, udiv, a switch on an i16, reversebits, countbits, firstbithigh
; and half math with fpext. Thread t reads words 2t, 2t+1 of t0 (a, b as i32) and
; writes 9 words at byte 48t of u0 (s, udiv, lshr, compare flags, reversebits, countbits,
; firstbithigh, switch result, the half result as float bits). Expected results: minprec_int16_ops.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
entry:
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %inAddr = shl i32 %t, 3
  %ld = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %inAddr, i32 undef, i8 3, i32 4)
  %a32 = extractvalue %dx.types.ResRet.i32 %ld, 0
  %b32 = extractvalue %dx.types.ResRet.i32 %ld, 1
  %a = trunc i32 %a32 to i16
  %b = trunc i32 %b32 to i16
  %dec = add i16 %a, -1
  %neg = icmp slt i16 %dec, -2
  %big = icmp ugt i16 %b, -25536
  %isMinus1 = icmp eq i16 %a, -1
  %is40000 = icmp eq i16 %b, -25536
  %half = ashr i16 %dec, 1
  %s = sext i16 %half to i32
  %q = udiv i16 %b, 3
  %sh = lshr i16 %b, 4
  %zq = zext i16 %q to i32
  %zsh = zext i16 %sh to i32
  %rev = call i16 @dx.op.unary.i16(i32 30, i16 %b)
  %zrev = zext i16 %rev to i32
  %bits = call i32 @dx.op.unaryBits.i16(i32 31, i16 %a)
  %hi = call i32 @dx.op.unaryBits.i16(i32 33, i16 %b)
  %ha = sitofp i16 %a to half
  %low = and i16 %b, 3
  %hb = uitofp i16 %low to half
  %hm = fmul fast half %ha, 0xH3800
  %hs = fadd fast half %hm, %hb
  %f = fpext half %hs to float
  %flags0 = zext i1 %neg to i32
  %flags1 = zext i1 %big to i32
  %flags2 = zext i1 %isMinus1 to i32
  %flags3 = zext i1 %is40000 to i32
  %f1 = shl i32 %flags1, 1
  %f2 = shl i32 %flags2, 2
  %f3 = shl i32 %flags3, 3
  %fa = or i32 %flags0, %f1
  %fb = or i32 %fa, %f2
  %flags = or i32 %fb, %f3
  switch i16 %low, label %other [
    i16 0, label %zero
    i16 -1, label %never
  ]
zero:
  br label %join
never:
  br label %join
other:
  br label %join
join:
  %case = phi i16 [ 100, %zero ], [ -7, %never ], [ -5, %other ]
  %scase = sext i16 %case to i32
  %outAddr = mul i32 %t, 48
  %outAddr16 = add i32 %outAddr, 16
  %outAddr32 = add i32 %outAddr, 32
  %fbits = bitcast float %f to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr, i32 undef, i32 %s, i32 %zq, i32 %zsh, i32 %flags, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr16, i32 undef, i32 %zrev, i32 %bits, i32 %hi, i32 %scase, i8 15, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %outAddr32, i32 undef, i32 %fbits, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i16 @dx.op.unary.i16(i32, i16)
declare i32 @dx.op.unaryBits.i16(i32, i16)

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
!7 = !{i32 0, i64 48, i32 4, !8}
!8 = !{i32 8, i32 1, i32 1}
