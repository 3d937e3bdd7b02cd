; Hand-written in the shape DXC gives a lib_6_8 node (DXC cannot run here). HLSL:
;   [Shader("node")] [NodeLaunch("coalescing")] [NumThreads(4, 1, 1)]
;   void EmptyOut([MaxRecords(2)] EmptyNodeInput in, uint t : SV_GroupThreadID,
;                 [MaxRecords(5)] EmptyNodeOutput E0,
;                 [MaxRecords(4)] [NodeArraySize(2)] EmptyNodeOutputArray E1) {
;     uint count = in.Count();
;     E0.GroupIncrementOutputCount(count);
;     if (t < count) E1[t & 1].ThreadIncrementOutputCount(t + 1);
;   }
; Assembled with: build/tests/dxsv_ll2dxil node_empty_outputs.ll node_empty_outputs.dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.NodeHandle = type { ptr }
%dx.types.NodeInfo = type { i32, i32 }
%dx.types.NodeRecordHandle = type { ptr }
%dx.types.NodeRecordInfo = type { i32, i32 }

define void @EmptyOut() {
entry:
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %in = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %in.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %in, %dx.types.NodeRecordInfo { i32 9, i32 0 })
  %count = call i32 @dx.op.getInputRecordCount(i32 242, %dx.types.NodeRecordHandle %in.a)
  %e0 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 0)
  %e0.a = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %e0, %dx.types.NodeInfo { i32 10, i32 0 })
  call void @dx.op.incrementOutputCount(i32 240, %dx.types.NodeHandle %e0.a, i32 %count, i1 false)
  %mine = icmp ult i32 %t, %count
  br i1 %mine, label %thread, label %done

thread:
  %e1 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 1)
  %e1.a = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %e1, %dx.types.NodeInfo { i32 26, i32 0 })
  %which = and i32 %t, 1
  %e1.i = call %dx.types.NodeHandle @dx.op.indexNodeHandle(i32 248, %dx.types.NodeHandle %e1.a, i32 %which)
  %e1.ia = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %e1.i, %dx.types.NodeInfo { i32 26, i32 0 })
  %n = add i32 %t, 1
  call void @dx.op.incrementOutputCount(i32 240, %dx.types.NodeHandle %e1.ia, i32 %n, i1 true)
  br label %done

done:
  ret void
}

declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32, %dx.types.NodeRecordHandle, %dx.types.NodeRecordInfo) #0
declare i32 @dx.op.getInputRecordCount(i32, %dx.types.NodeRecordHandle) #2
declare %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32, i32) #0
declare %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32, %dx.types.NodeHandle, %dx.types.NodeInfo) #0
declare %dx.types.NodeHandle @dx.op.indexNodeHandle(i32, %dx.types.NodeHandle, i32) #0
declare void @dx.op.incrementOutputCount(i32, %dx.types.NodeHandle, i32, i1) #1

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind }
attributes #2 = { nounwind memory(read) }

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.typeAnnotations = !{!5}
!dx.entryPoints = !{!9, !11}

!0 = !{i32 1, i32 8}
!1 = !{!"lib", i32 6, i32 8}
!5 = !{i32 1, ptr @EmptyOut, !6}
!6 = !{!7}
!7 = !{i32 0, !8, !8}
!8 = !{}
!9 = !{null, !"", null, null, !10}
!10 = !{i32 0, i64 8589934608}
!11 = !{ptr @EmptyOut, !"EmptyOut", null, null, !12}
; shader kind 15 (node), launch 2 (coalescing), NodeID, no local root table, inputs, outputs,
; numthreads, auto-binding space
!12 = !{i32 8, i32 15, i32 13, i32 2, i32 15, !13, i32 16, i32 -1, i32 20, !14, i32 21, !16, i32 4, !21, i32 5, !22}
!13 = !{!"EmptyOut", i32 0}
!14 = !{!15}
; input flags 9 (input, empty record), MaxRecords 2
!15 = !{i32 1, i32 9, i32 3, i32 2}
!16 = !{!17, !19}
; output 0: flags 10 (output, empty record), MaxRecords 5, node "E0"
!17 = !{i32 1, i32 10, i32 3, i32 5, i32 0, !18}
!18 = !{!"E0", i32 0}
; output 1: flags 0x1a (empty output array), MaxRecords 4, 2 elements, node "E1"
!19 = !{i32 1, i32 26, i32 3, i32 4, i32 5, i32 2, i32 0, !20}
!20 = !{!"E1", i32 0}
!21 = !{i32 4, i32 1, i32 1}
!22 = !{i32 0}
