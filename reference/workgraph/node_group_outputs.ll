; Hand-written in the shape DXC gives a lib_6_8 node (DXC cannot run here). HLSL:
;   struct In { uint base; };
;   struct G { uint gid; uint tid; uint v; };
;   struct M { uint gid; uint tid; };
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeDispatchGrid(2, 1, 1)] [NumThreads(8, 1, 1)]
;   void GroupOut(DispatchNodeInputRecord<In> r, uint gid : SV_GroupID, uint t : SV_GroupThreadID,
;                 [MaxRecords(8)] NodeOutput<G> GNode, [MaxRecords(2)] NodeOutput<M> MNode) {
;     GroupNodeOutputRecords<G> g = GNode.GetGroupNodeOutputRecords(8);
;     g[t].gid = gid; g[t].tid = t; g[t].v = r.Get().base + t;
;     g.OutputComplete();
;     GroupNodeOutputRecords<M> m = MNode.GetGroupNodeOutputRecords(gid == 0 ? 2 : 0);
;     if (gid == 0 && t < 2) { m[t].gid = gid + 7; m[t].tid = t; }
;     m.OutputComplete();
;   }
; Assembled with: build/tests/dxsv_ll2dxil node_group_outputs.ll node_group_outputs.dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.NodeHandle = type { ptr }
%dx.types.NodeInfo = type { i32, i32 }
%dx.types.NodeRecordHandle = type { ptr }
%dx.types.NodeRecordInfo = type { i32, i32 }
%struct.In = type { i32 }
%struct.G = type { i32, i32, i32 }
%struct.M = type { i32, i32 }

define void @GroupOut() {
entry:
  %gid = call i32 @dx.op.groupId.i32(i32 94, i32 0)
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %in = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %in.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %in, %dx.types.NodeRecordInfo { i32 97, i32 4 })
  %rec = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.In(i32 239, %dx.types.NodeRecordHandle %in.a, i32 0)
  %base.p = getelementptr %struct.In, ptr addrspace(6) %rec, i32 0, i32 0
  %base = load i32, ptr addrspace(6) %base.p, align 4
  %gn = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 0)
  %gn.a = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %gn, %dx.types.NodeInfo { i32 6, i32 12 })
  %g = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle %gn.a, i32 8, i1 false)
  %g.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %g, %dx.types.NodeRecordInfo { i32 70, i32 12 })
  %gr = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.G(i32 239, %dx.types.NodeRecordHandle %g.a, i32 %t)
  %gr.gid = getelementptr %struct.G, ptr addrspace(6) %gr, i32 0, i32 0
  store i32 %gid, ptr addrspace(6) %gr.gid, align 4
  %gr.tid = getelementptr %struct.G, ptr addrspace(6) %gr, i32 0, i32 1
  store i32 %t, ptr addrspace(6) %gr.tid, align 4
  %v = add i32 %base, %t
  %gr.v = getelementptr %struct.G, ptr addrspace(6) %gr, i32 0, i32 2
  store i32 %v, ptr addrspace(6) %gr.v, align 4
  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %g.a)
  %mn = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 1)
  %mn.a = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %mn, %dx.types.NodeInfo { i32 6, i32 8 })
  %first = icmp eq i32 %gid, 0
  %mcount = select i1 %first, i32 2, i32 0
  %m = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle %mn.a, i32 %mcount, i1 false)
  %m.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %m, %dx.types.NodeRecordInfo { i32 70, i32 8 })
  %low = icmp ult i32 %t, 2
  %write = and i1 %first, %low
  br i1 %write, label %fill, label %done

fill:
  %mr = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.M(i32 239, %dx.types.NodeRecordHandle %m.a, i32 %t)
  %mr.gid = getelementptr %struct.M, ptr addrspace(6) %mr, i32 0, i32 0
  %gid7 = add i32 %gid, 7
  store i32 %gid7, ptr addrspace(6) %mr.gid, align 4
  %mr.tid = getelementptr %struct.M, ptr addrspace(6) %mr, i32 0, i32 1
  store i32 %t, ptr addrspace(6) %mr.tid, align 4
  br label %done

done:
  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %m.a)
  ret void
}

declare i32 @dx.op.groupId.i32(i32, i32) #0
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32, %dx.types.NodeRecordHandle, %dx.types.NodeRecordInfo) #0
declare ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.In(i32, %dx.types.NodeRecordHandle, i32) #0
declare ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.G(i32, %dx.types.NodeRecordHandle, i32) #0
declare ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.M(i32, %dx.types.NodeRecordHandle, i32) #0
declare %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32, i32) #0
declare %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32, %dx.types.NodeHandle, %dx.types.NodeInfo) #0
declare %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32, %dx.types.NodeHandle, i32, i1) #1
declare void @dx.op.outputComplete(i32, %dx.types.NodeRecordHandle) #1

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind }

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.typeAnnotations = !{!5}
!dx.entryPoints = !{!9, !11}

!0 = !{i32 1, i32 8}
!1 = !{!"lib", i32 6, i32 8}
!5 = !{i32 1, ptr @GroupOut, !6}
!6 = !{!7}
!7 = !{i32 0, !8, !8}
!8 = !{}
!9 = !{null, !"", null, null, !10}
!10 = !{i32 0, i64 8589934608}
!11 = !{ptr @GroupOut, !"GroupOut", null, null, !12}
; shader kind 15 (node), launch 1 (broadcasting), NodeID, no local root table,
; NodeDispatchGrid, inputs, outputs, numthreads, auto-binding space
!12 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !13, i32 16, i32 -1, i32 18, !14, i32 20, !15, i32 21, !18, i32 4, !25, i32 5, !26}
!13 = !{!"GroupOut", i32 0}
!14 = !{i32 2, i32 1, i32 1}
!15 = !{!16}
; input flags 0x61 (input, dispatch record); record: 4 bytes, alignment 4
!16 = !{i32 1, i32 97, i32 2, !17}
!17 = !{i32 0, i32 4, i32 2, i32 4}
!18 = !{!19, !22}
; output 0: flags 6 (output, read-write), 12-byte records, MaxRecords 8, node "G"
!19 = !{i32 1, i32 6, i32 2, !20, i32 3, i32 8, i32 0, !21}
!20 = !{i32 0, i32 12, i32 2, i32 4}
!21 = !{!"G", i32 0}
; output 1: 8-byte records, MaxRecords 2, node "M"
!22 = !{i32 1, i32 6, i32 2, !23, i32 3, i32 2, i32 0, !24}
!23 = !{i32 0, i32 8, i32 2, i32 4}
!24 = !{!"M", i32 0}
!25 = !{i32 8, i32 1, i32 1}
!26 = !{i32 0}
