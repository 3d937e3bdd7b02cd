; Hand-written in the shape DXC gives a lib_6_8 node (DXC cannot run here). HLSL:
;   struct In { uint id; uint n; };
;   struct Sink { uint id; uint k; };
;   struct Fan { uint v; };
;   [Shader("node")] [NodeLaunch("thread")]
;   void ThreadOut(ThreadNodeInputRecord<In> r,
;                  [MaxRecords(3)] NodeOutput<Sink> SinkNode,
;                  [MaxRecords(1)] [NodeArraySize(3)] NodeOutputArray<Fan> FanNode) {
;     In v = r.Get();
;     ThreadNodeOutputRecords<Sink> s = SinkNode.GetThreadNodeOutputRecords(v.n);
;     for (uint k = 0; k < v.n; ++k) { s[k].id = v.id; s[k].k = k * 100 + v.id; }
;     s.OutputComplete();
;     ThreadNodeOutputRecords<Fan> f = FanNode[v.id % 3].GetThreadNodeOutputRecords(1);
;     f.Get().v = v.id ^ 0x5a5a;
;     f.OutputComplete();
;   }
; Assembled with: build/tests/dxsv_ll2dxil node_thread_outputs.ll node_thread_outputs.dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.NodeHandle = type { ptr }
%dx.types.NodeInfo = type { i32, i32 }
%dx.types.NodeRecordHandle = type { ptr }
%dx.types.NodeRecordInfo = type { i32, i32 }
%struct.In = type { i32, i32 }
%struct.Sink = type { i32, i32 }
%struct.Fan = type { i32 }

define void @ThreadOut() {
entry:
  %in = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %in.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %in, %dx.types.NodeRecordInfo { i32 33, i32 8 })
  %rec = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.In(i32 239, %dx.types.NodeRecordHandle %in.a, i32 0)
  %id.p = getelementptr %struct.In, ptr addrspace(6) %rec, i32 0, i32 0
  %id = load i32, ptr addrspace(6) %id.p, align 4
  %n.p = getelementptr %struct.In, ptr addrspace(6) %rec, i32 0, i32 1
  %n = load i32, ptr addrspace(6) %n.p, align 4
  %sink = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 0)
  %sink.a = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %sink, %dx.types.NodeInfo { i32 6, i32 8 })
  %s = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle %sink.a, i32 %n, i1 true)
  %s.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %s, %dx.types.NodeRecordInfo { i32 38, i32 8 })
  %any = icmp ne i32 %n, 0
  br i1 %any, label %loop, label %done

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %out = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.Sink(i32 239, %dx.types.NodeRecordHandle %s.a, i32 %k)
  %out.id = getelementptr %struct.Sink, ptr addrspace(6) %out, i32 0, i32 0
  store i32 %id, ptr addrspace(6) %out.id, align 4
  %k100 = mul i32 %k, 100
  %kv = add i32 %k100, %id
  %out.k = getelementptr %struct.Sink, ptr addrspace(6) %out, i32 0, i32 1
  store i32 %kv, ptr addrspace(6) %out.k, align 4
  %k.next = add nuw i32 %k, 1
  %more = icmp ult i32 %k.next, %n
  br i1 %more, label %loop, label %done

done:
  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %s.a)
  %fan = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 1)
  %fan.a = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %fan, %dx.types.NodeInfo { i32 22, i32 4 })
  %which = urem i32 %id, 3
  %fan.i = call %dx.types.NodeHandle @dx.op.indexNodeHandle(i32 248, %dx.types.NodeHandle %fan.a, i32 %which)
  %fan.ia = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %fan.i, %dx.types.NodeInfo { i32 22, i32 4 })
  %f = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle %fan.ia, i32 1, i1 true)
  %f.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %f, %dx.types.NodeRecordInfo { i32 38, i32 4 })
  %fr = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.Fan(i32 239, %dx.types.NodeRecordHandle %f.a, i32 0)
  %fr.v = getelementptr %struct.Fan, ptr addrspace(6) %fr, i32 0, i32 0
  %x = xor i32 %id, 23130
  store i32 %x, ptr addrspace(6) %fr.v, align 4
  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %f.a)
  ret void
}

declare %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32, %dx.types.NodeRecordHandle, %dx.types.NodeRecordInfo) #0
declare ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.In(i32, %dx.types.NodeRecordHandle, i32) #0
declare ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.Sink(i32, %dx.types.NodeRecordHandle, i32) #0
declare ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.Fan(i32, %dx.types.NodeRecordHandle, i32) #0
declare %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32, i32) #0
declare %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32, %dx.types.NodeHandle, %dx.types.NodeInfo) #0
declare %dx.types.NodeHandle @dx.op.indexNodeHandle(i32, %dx.types.NodeHandle, i32) #0
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
!5 = !{i32 1, ptr @ThreadOut, !6}
!6 = !{!7}
!7 = !{i32 0, !8, !8}
!8 = !{}
!9 = !{null, !"", null, null, !10}
!10 = !{i32 0, i64 8589934608}
!11 = !{ptr @ThreadOut, !"ThreadOut", null, null, !12}
; shader kind 15 (node), launch 3 (thread), NodeID, no local root table, inputs, outputs,
; numthreads, auto-binding space
!12 = !{i32 8, i32 15, i32 13, i32 3, i32 15, !13, i32 16, i32 -1, i32 20, !14, i32 21, !17, i32 4, !24, i32 5, !25}
!13 = !{!"ThreadOut", i32 0}
!14 = !{!15}
; input flags 0x21 (input, thread record); record: 8 bytes, alignment 4
!15 = !{i32 1, i32 33, i32 2, !16}
!16 = !{i32 0, i32 8, i32 2, i32 4}
!17 = !{!18, !21}
; output 0: flags 6 (output, read-write), 8-byte records, MaxRecords 3, node "Sink"
!18 = !{i32 1, i32 6, i32 2, !16, i32 3, i32 3, i32 0, !20}
!20 = !{!"Sink", i32 0}
; output 1: flags 0x16 (output array), 4-byte records, MaxRecords 1, 3 elements, node "Fan"
!21 = !{i32 1, i32 22, i32 2, !22, i32 3, i32 1, i32 5, i32 3, i32 0, !23}
!22 = !{i32 0, i32 4, i32 2, i32 4}
!23 = !{!"Fan", i32 0}
!24 = !{i32 1, i32 1, i32 1}
!25 = !{i32 0}
