; Hand-written in the shape DXC gives a lib_6_8 node (DXC cannot run here). HLSL:
;   struct Rec { uint base; uint mul; };
;   RWStructuredBuffer<uint> Out : register(u0);
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeDispatchGrid(3, 2, 2)] [NumThreads(4, 2, 1)]
;   void GridNode(DispatchNodeInputRecord<Rec> r, uint3 tid : SV_DispatchThreadID,
;                 uint3 gid : SV_GroupID, uint flat : SV_GroupIndex) {
;     uint slot = tid.x + 12 * (tid.y + 4 * tid.z);
;     InterlockedAdd(Out[slot], r.Get().base + r.Get().mul * (gid.x + 10 * gid.y + 100 * gid.z) + 1000 * flat);
;     InterlockedAdd(Out[96 + gid.x + 3 * (gid.y + 2 * gid.z)], 1);  // runs of each group
;   }
; Assembled with: build/tests/dxsv_ll2dxil node_broadcast_grid.ll node_broadcast_grid.dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.NodeRecordHandle = type { ptr }
%dx.types.NodeRecordInfo = type { i32, i32 }
%dx.types.ResourceProperties = type { i32, i32 }
%struct.Rec = type { i32, i32 }

@"\01?Out@@3V?$RWStructuredBuffer@I@@A" = external constant %dx.types.Handle, align 4

define void @GridNode() {
  %res = load %dx.types.Handle, ptr @"\01?Out@@3V?$RWStructuredBuffer@I@@A", align 4
  %tx = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %ty = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %tz = call i32 @dx.op.threadId.i32(i32 93, i32 2)
  %gx = call i32 @dx.op.groupId.i32(i32 94, i32 0)
  %gy = call i32 @dx.op.groupId.i32(i32 94, i32 1)
  %gz = call i32 @dx.op.groupId.i32(i32 94, i32 2)
  %flat = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %in = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %in.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %in, %dx.types.NodeRecordInfo { i32 97, i32 8 })
  %rec = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.Rec(i32 239, %dx.types.NodeRecordHandle %in.a, i32 0)
  %base.p = getelementptr %struct.Rec, ptr addrspace(6) %rec, i32 0, i32 0
  %base = load i32, ptr addrspace(6) %base.p, align 4
  %mul.p = getelementptr %struct.Rec, ptr addrspace(6) %rec, i32 0, i32 1
  %mul = load i32, ptr addrspace(6) %mul.p, align 4
  %tz4 = shl i32 %tz, 2
  %tyz = add i32 %ty, %tz4
  %tyz12 = mul i32 %tyz, 12
  %slot = add i32 %tx, %tyz12
  %gy10 = mul i32 %gy, 10
  %gz100 = mul i32 %gz, 100
  %g0 = add i32 %gx, %gy10
  %g = add i32 %g0, %gz100
  %mg = mul i32 %mul, %g
  %v0 = add i32 %base, %mg
  %f1000 = mul i32 %flat, 1000
  %v = add i32 %v0, %f1000
  %h0 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %res)
  %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %old = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %h, i32 0, i32 %slot, i32 0, i32 undef, i32 %v)
  %gz2 = shl i32 %gz, 1
  %gyz = add i32 %gy, %gz2
  %gyz3 = mul i32 %gyz, 3
  %gflat = add i32 %gx, %gyz3
  %gslot = add i32 %gflat, 96
  %old2 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %h, i32 0, i32 %gslot, i32 0, i32 undef, i32 1)
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32) #0
declare i32 @dx.op.groupId.i32(i32, i32) #0
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0
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
!5 = !{i32 1, ptr @GridNode, !6}
!6 = !{!7}
!7 = !{i32 0, !8, !8}
!8 = !{}
!9 = !{null, !"", null, !2, !10}
!10 = !{i32 0, i64 8589934608}
!11 = !{ptr @GridNode, !"GridNode", null, null, !12}
; shader kind 15 (node), launch 1 (broadcasting), NodeID, no local root table, NodeDispatchGrid,
; inputs, numthreads, auto-binding space
!12 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !13, i32 16, i32 -1, i32 18, !14, i32 20, !15, i32 4, !18, i32 5, !19}
!13 = !{!"GridNode", i32 0}
!14 = !{i32 3, i32 2, i32 2}
!15 = !{!16}
; input flags 0x61 (input, dispatch record); record: 8 bytes, alignment 4
!16 = !{i32 1, i32 97, i32 2, !17}
!17 = !{i32 0, i32 8, i32 2, i32 4}
!18 = !{i32 4, i32 2, i32 1}
!19 = !{i32 0}
!20 = !{i32 1, i32 4}
