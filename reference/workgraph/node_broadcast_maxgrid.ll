; Hand-written in the shape DXC gives a lib_6_8 node (DXC cannot run here). HLSL:
;   struct Rec { uint tag; uint2 grid : SV_DispatchGrid; uint extra; };
;   RWStructuredBuffer<uint> Out : register(u0);
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeMaxDispatchGrid(4, 3, 1)] [NumThreads(2, 1, 1)]
;   void MaxGridNode(DispatchNodeInputRecord<Rec> r, uint3 tid : SV_DispatchThreadID,
;                    uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID) {
;     Rec v = r.Get();
;     InterlockedAdd(Out[v.tag * 24 + gid.y * 8 + tid.x], v.extra + 1 + gtid.x + 16 * gid.z);
;     InterlockedAdd(Out[96 + v.tag], v.grid.x * 16 + v.grid.y);
;   }
; Assembled with: build/tests/dxsv_ll2dxil node_broadcast_maxgrid.ll node_broadcast_maxgrid.dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.NodeRecordHandle = type { ptr }
%dx.types.NodeRecordInfo = type { i32, i32 }
%dx.types.ResourceProperties = type { i32, i32 }
%struct.Rec = type { i32, <2 x i32>, i32 }

@"\01?Out@@3V?$RWStructuredBuffer@I@@A" = external constant %dx.types.Handle, align 4

define void @MaxGridNode() {
  %res = load %dx.types.Handle, ptr @"\01?Out@@3V?$RWStructuredBuffer@I@@A", align 4
  %tx = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %gy = call i32 @dx.op.groupId.i32(i32 94, i32 1)
  %gz = call i32 @dx.op.groupId.i32(i32 94, i32 2)
  %lx = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %in = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %in.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %in, %dx.types.NodeRecordInfo { i32 97, i32 16 })
  %rec = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.Rec(i32 239, %dx.types.NodeRecordHandle %in.a, i32 0)
  %tag.p = getelementptr %struct.Rec, ptr addrspace(6) %rec, i32 0, i32 0
  %tag = load i32, ptr addrspace(6) %tag.p, align 4
  %grid.p = getelementptr %struct.Rec, ptr addrspace(6) %rec, i32 0, i32 1
  %grid = load <2 x i32>, ptr addrspace(6) %grid.p, align 4
  %extra.p = getelementptr %struct.Rec, ptr addrspace(6) %rec, i32 0, i32 2
  %extra = load i32, ptr addrspace(6) %extra.p, align 4
  %tag24 = mul i32 %tag, 24
  %gy8 = shl i32 %gy, 3
  %s0 = add i32 %tag24, %gy8
  %slot = add i32 %s0, %tx
  %e1 = add i32 %extra, 1
  %e2 = add i32 %e1, %lx
  %gz16 = shl i32 %gz, 4
  %v = add i32 %e2, %gz16
  %h0 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %res)
  %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %old = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %h, i32 0, i32 %slot, i32 0, i32 undef, i32 %v)
  %gridx = extractelement <2 x i32> %grid, i32 0
  %gridy = extractelement <2 x i32> %grid, i32 1
  %gx16 = shl i32 %gridx, 4
  %w = add i32 %gx16, %gridy
  %tslot = add i32 %tag, 96
  %old2 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %h, i32 0, i32 %tslot, i32 0, i32 undef, i32 %w)
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32) #0
declare i32 @dx.op.groupId.i32(i32, i32) #0
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0
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
!4 = !{i32 0, ptr @"\01?Out@@3V?$RWStructuredBuffer@I@@A", !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !21}
!5 = !{i32 1, ptr @MaxGridNode, !6}
!6 = !{!7}
!7 = !{i32 0, !8, !8}
!8 = !{}
!9 = !{null, !"", null, !2, !10}
!10 = !{i32 0, i64 8589934608}
!11 = !{ptr @MaxGridNode, !"MaxGridNode", null, null, !12}
; shader kind 15 (node), launch 1 (broadcasting), NodeID, no local root table,
; NodeMaxDispatchGrid (22), inputs, numthreads, auto-binding space
!12 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !13, i32 16, i32 -1, i32 22, !14, i32 20, !15, i32 4, !19, i32 5, !20}
!13 = !{!"MaxGridNode", i32 0}
!14 = !{i32 4, i32 3, i32 1}
!15 = !{!16}
; input flags 0x61 (input, dispatch record); record: 16 bytes, SV_DispatchGrid at byte 4
; (u32, 2 components), alignment 4
!16 = !{i32 1, i32 97, i32 2, !17}
!17 = !{i32 0, i32 16, i32 1, !18, i32 2, i32 4}
!18 = !{i32 4, i32 5, i32 2}
!19 = !{i32 2, i32 1, i32 1}
!20 = !{i32 0}
!21 = !{i32 1, i32 4}
