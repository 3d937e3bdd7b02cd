; Hand-written DXIL (LLVM 19 syntax): SM 6.7 QuadVote (HLSL QuadAny / QuadAll) and SM 6.6
; IsHelperLane in a compute shader (DXIL.rst QuadVote, IsHelperLane; quads are the lanes
; 4k..4k+3, as for the other quad ops in compute). One group of 32 threads, all active;
; thread t reads c = in[t] & 1 and writes
;   out[t] = QuadAny(c) | QuadAll(c) << 1 | IsHelperLane() << 2 | c << 3.
; Expected: quad_vote_helper_lane.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %addr = shl i32 %t, 2
  %ld = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %addr, i32 undef, i8 1, i32 4)
  %v = extractvalue %dx.types.ResRet.i32 %ld, 0
  %bit = and i32 %v, 1
  %c = icmp ne i32 %bit, 0
  %any = call i1 @dx.op.quadVote.i1(i32 222, i1 %c, i8 0)
  %all = call i1 @dx.op.quadVote.i1(i32 222, i1 %c, i8 1)
  %helper = call i1 @dx.op.isHelperLane.i1(i32 221)
  %anyI = zext i1 %any to i32
  %allI = zext i1 %all to i32
  %helperI = zext i1 %helper to i32
  %all2 = shl i32 %allI, 1
  %helper4 = shl i32 %helperI, 2
  %c8 = shl i32 %bit, 3
  %r0 = or i32 %anyI, %all2
  %r1 = or i32 %r0, %helper4
  %r = or i32 %r1, %c8
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, i32 %r, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i1 @dx.op.quadVote.i1(i32, i1, i8)
declare i1 @dx.op.isHelperLane.i1(i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!6}
!0 = !{!"cs", i32 6, i32 7}
!1 = !{!2, !4, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"In", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{ptr @main, !"main", null, !1, !7}
!7 = !{i32 4, !8}
!8 = !{i32 32, i32 1, i32 1}
