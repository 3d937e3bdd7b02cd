; Hand-written in the shape DXC gives a lib_6_8 node (DXC cannot run here). HLSL:
;   struct Rec { uint id; uint value; };
;   RWStructuredBuffer<uint> Out : register(u0);
;   [Shader("node")] [NodeLaunch("thread")]
;   void ThreadNode(ThreadNodeInputRecord<Rec> r) {
;     InterlockedAdd(Out[r.Get().id], r.Get().value);
;     InterlockedAdd(Out[64], 1);  // invocations that ran
;   }
; Assembled with: build/tests/dxsv_ll2dxil node_thread.ll node_thread.dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.NodeRecordHandle = type { ptr }
%dx.types.NodeRecordInfo = type { i32, i32 }
%dx.types.ResourceProperties = type { i32, i32 }
%struct.Rec = type { i32, i32 }

@"\01?Out@@3V?$RWStructuredBuffer@I@@A" = external constant %dx.types.Handle, align 4

define void @ThreadNode() {
  %res = load %dx.types.Handle, ptr @"\01?Out@@3V?$RWStructuredBuffer@I@@A", align 4
  %in = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %in.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %in, %dx.types.NodeRecordInfo { i32 33, i32 8 })
  %rec = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.Rec(i32 239, %dx.types.NodeRecordHandle %in.a, i32 0)
  %id.p = getelementptr %struct.Rec, ptr addrspace(6) %rec, i32 0, i32 0
  %id = load i32, ptr addrspace(6) %id.p, align 4
  %value.p = getelementptr %struct.Rec, ptr addrspace(6) %rec, i32 0, i32 1
  %value = load i32, ptr addrspace(6) %value.p, align 4
  %h0 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %res)
  %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %old = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %h, i32 0, i32 %id, i32 0, i32 undef, i32 %value)
  %old2 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %h, i32 0, i32 64, i32 0, i32 undef, i32 1)
  ret void
}

declare %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32, %dx.types.NodeRecordHandle, %dx.types.NodeRecordInfo) #0
declare ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.Rec(i32, %dx.types.NodeRecordHandle, i32) #0
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0
declare %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32, %dx.types.Handle) #2

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind }
attributes #2 = { nounwind memory(read) }

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.typeAnnotations = !{!5}
!dx.entryPoints = !{!9, !11}

!0 = !{i32 1, i32 8}
!1 = !{!"lib", i32 6, i32 8}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, ptr @"\01?Out@@3V?$RWStructuredBuffer@I@@A", !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !20}
!5 = !{i32 1, ptr @ThreadNode, !6}
!6 = !{!7}
!7 = !{i32 0, !8, !8}
!8 = !{}
!9 = !{null, !"", null, !2, !10}
!10 = !{i32 0, i64 8589934608}
!11 = !{ptr @ThreadNode, !"ThreadNode", null, null, !12}
; shader kind 15 (node), launch 3 (thread), NodeID, no local root table, inputs, numthreads,
; auto-binding space
!12 = !{i32 8, i32 15, i32 13, i32 3, i32 15, !13, i32 16, i32 -1, i32 20, !14, i32 4, !17, i32 5, !18}
!13 = !{!"ThreadNode", i32 0}
!14 = !{!15}
; input flags 0x21 (input, thread record); record: 8 bytes, alignment 4
!15 = !{i32 1, i32 33, i32 2, !16}
!16 = !{i32 0, i32 8, i32 2, i32 4}
!17 = !{i32 1, i32 1, i32 1}
!18 = !{i32 0}
!20 = !{i32 1, i32 4}
