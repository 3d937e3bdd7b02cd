; Hand-written DXIL (LLVM 19 syntax, cs_6_2 -enable-16bit-types): 16-bit values through raw and
; structured buffers. Thread t:
;   v = In.Load<half4>(8t + 2) (2-byte aligned, across words); s = Str[t] of struct
;   { half a; int16_t b; half2 c; float d; } (16-bit layout: offsets 0, 2, 4, 8; stride 12);
;   Out.Store<half>(2t, v.x + v.w); Out.Store<int16_t>(32 + 2t, -3 * s.b) (neighbouring threads
;   write the two halves of one word); Out.Store<half2>(64 + 4t, v.zy);
;   RwStr[t] = { 2 * s.a, s.b + t, s.c.yx, s.d + (float)s.a }.
; Expected results: fp16_raw_structured.model.py.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }
%dx.types.ResRet.i16 = type { i16, i16, i16, i16, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %str = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %rws = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %t8 = shl i32 %t, 3
  %va = or i32 %t8, 2
  %lv = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %in, i32 %va, i32 undef, i8 15, i32 2)
  %vx = extractvalue %dx.types.ResRet.f16 %lv, 0
  %vy = extractvalue %dx.types.ResRet.f16 %lv, 1
  %vz = extractvalue %dx.types.ResRet.f16 %lv, 2
  %vw = extractvalue %dx.types.ResRet.f16 %lv, 3
  %la = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %str, i32 %t, i32 0, i8 1, i32 2)
  %a = extractvalue %dx.types.ResRet.f16 %la, 0
  %lb = call %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32 139, %dx.types.Handle %str, i32 %t, i32 2, i8 1, i32 2)
  %b = extractvalue %dx.types.ResRet.i16 %lb, 0
  %lc = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %str, i32 %t, i32 4, i8 3, i32 2)
  %cx = extractvalue %dx.types.ResRet.f16 %lc, 0
  %cy = extractvalue %dx.types.ResRet.f16 %lc, 1
  %ld = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %str, i32 %t, i32 8, i8 1, i32 4)
  %d = extractvalue %dx.types.ResRet.f32 %ld, 0
  %sum = fadd fast half %vx, %vw
  %o0 = shl i32 %t, 1
  call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %out, i32 %o0, i32 undef, half %sum, half undef, half undef, half undef, i8 1, i32 2)
  %b3 = mul i16 %b, -3
  %o1 = add i32 %o0, 32
  call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %out, i32 %o1, i32 undef, i16 %b3, i16 undef, i16 undef, i16 undef, i8 1, i32 2)
  %t4 = shl i32 %t, 2
  %o2 = add i32 %t4, 64
  call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %out, i32 %o2, i32 undef, half %vz, half %vy, half undef, half undef, i8 3, i32 2)
  %a2 = fmul fast half %a, 0xH4000
  %t16 = trunc i32 %t to i16
  %bt = add i16 %b, %t16
  %af = fpext half %a to float
  %df = fadd fast float %d, %af
  call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %rws, i32 %t, i32 0, half %a2, half undef, half undef, half undef, i8 1, i32 2)
  call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %rws, i32 %t, i32 2, i16 %bt, i16 undef, i16 undef, i16 undef, i8 1, i32 2)
  call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %rws, i32 %t, i32 4, half %cy, half %cx, half undef, half undef, i8 3, i32 2)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %rws, i32 %t, i32 8, float %df, float undef, float undef, float undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.f16(i32, %dx.types.Handle, i32, i32, half, half, half, half, i8, i32)
declare void @dx.op.rawBufferStore.i16(i32, %dx.types.Handle, i32, i32, i16, i16, i16, i16, i8, i32)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!10}
!0 = !{!"cs", i32 6, i32 2}
!1 = !{!2, !6, null, null}
!2 = !{!3, !4}
!3 = !{i32 0, ptr undef, !"In", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!4 = !{i32 1, ptr undef, !"Str", i32 0, i32 1, i32 1, i32 12, i32 0, !5}
!5 = !{i32 1, i32 12}
!6 = !{!7, !8}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{i32 1, ptr undef, !"RwStr", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !5}
!10 = !{ptr @main, !"main", null, !1, !11}
!11 = !{i32 0, i64 8388640, i32 4, !12}
!12 = !{i32 16, i32 1, i32 1}
