; Hand-written in the shape DXC gives a lib_6_8 node (DXC cannot run here). HLSL:
;   struct P { uint depth; };
;   RWStructuredBuffer<uint> Out : register(u0);
;   [Shader("node")] [NodeLaunch("thread")] [NodeMaxRecursionDepth(4)]
;   void Recursive(ThreadNodeInputRecord<P> r, [MaxRecords(2)] [NodeID("Recursive")] NodeOutput<P> Self) {
;     uint levels = GetRemainingRecursionLevels();
;     InterlockedAdd(Out[r.Get().depth], levels + 1);
;     InterlockedAdd(Out[16], 1);
;     if (Self.IsValid()) {  // an output to the node itself: valid while levels remain
;       ThreadNodeOutputRecords<P> o = Self.GetThreadNodeOutputRecords(2);
;       o[0].depth = r.Get().depth + 1;
;       o[1].depth = r.Get().depth * 16 + levels;
;       o.OutputComplete();
;     }
;   }
; Assembled with: build/tests/dxsv_ll2dxil node_recursion.ll node_recursion.dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.NodeHandle = type { ptr }
%dx.types.NodeInfo = type { i32, i32 }
%dx.types.NodeRecordHandle = type { ptr }
%dx.types.NodeRecordInfo = type { i32, i32 }
%dx.types.ResourceProperties = type { i32, i32 }
%struct.P = type { i32 }

@"\01?Out@@3V?$RWStructuredBuffer@I@@A" = external constant %dx.types.Handle, align 4

define void @Recursive() {
entry:
  %res = load %dx.types.Handle, ptr @"\01?Out@@3V?$RWStructuredBuffer@I@@A", align 4
  %self = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 0)
  %self.a = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %self, %dx.types.NodeInfo { i32 6, i32 4 })
  %in = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %in.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %in, %dx.types.NodeRecordInfo { i32 33, i32 4 })
  %levels = call i32 @dx.op.getRemainingRecursionLevels(i32 253)
  %levels1 = add i32 %levels, 1
  %rec = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.P(i32 239, %dx.types.NodeRecordHandle %in.a, i32 0)
  %depth.p = getelementptr %struct.P, ptr addrspace(6) %rec, i32 0, i32 0
  %depth = load i32, ptr addrspace(6) %depth.p, align 4
  %h0 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %res)
  %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %old = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %h, i32 0, i32 %depth, i32 0, i32 undef, i32 %levels1)
  %old2 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %h, i32 0, i32 16, i32 0, i32 undef, i32 1)
  %valid = call i1 @dx.op.nodeOutputIsValid(i32 252, %dx.types.NodeHandle %self.a)
  br i1 %valid, label %emit, label %done

emit:
  %o = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle %self.a, i32 2, i1 true)
  %o.a = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %o, %dx.types.NodeRecordInfo { i32 38, i32 4 })
  %o0 = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.P(i32 239, %dx.types.NodeRecordHandle %o.a, i32 0)
  %o0.d = getelementptr %struct.P, ptr addrspace(6) %o0, i32 0, i32 0
  %d1 = add i32 %depth, 1
  store i32 %d1, ptr addrspace(6) %o0.d, align 4
  %o1 = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.P(i32 239, %dx.types.NodeRecordHandle %o.a, i32 1)
  %o1.d = getelementptr %struct.P, ptr addrspace(6) %o1, i32 0, i32 0
  %d16 = shl i32 %depth, 4
  %d2 = add i32 %d16, %levels
  store i32 %d2, ptr addrspace(6) %o1.d, align 4
  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %o.a)
  br label %done

done:
  ret void
}

declare %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32, %dx.types.NodeRecordHandle, %dx.types.NodeRecordInfo) #0
declare ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.P(i32, %dx.types.NodeRecordHandle, i32) #0
declare %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32, i32) #0
declare %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32, %dx.types.NodeHandle, %dx.types.NodeInfo) #0
declare %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32, %dx.types.NodeHandle, i32, i1) #1
declare void @dx.op.outputComplete(i32, %dx.types.NodeRecordHandle) #1
declare i1 @dx.op.nodeOutputIsValid(i32, %dx.types.NodeHandle) #2
declare i32 @dx.op.getRemainingRecursionLevels(i32) #2
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
!4 = !{i32 0, ptr @"\01?Out@@3V?$RWStructuredBuffer@I@@A", !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !23}
!5 = !{i32 1, ptr @Recursive, !6}
!6 = !{!7}
!7 = !{i32 0, !8, !8}
!8 = !{}
!9 = !{null, !"", null, !2, !10}
!10 = !{i32 0, i64 8589934608}
!11 = !{ptr @Recursive, !"Recursive", null, null, !12}
; shader kind 15 (node), launch 3 (thread), NodeID, no local root table,
; NodeMaxRecursionDepth 4, inputs, outputs, numthreads, auto-binding space
!12 = !{i32 8, i32 15, i32 13, i32 3, i32 15, !13, i32 16, i32 -1, i32 19, i32 4, i32 20, !14, i32 21, !17, i32 4, !19, i32 5, !20}
!13 = !{!"Recursive", i32 0}
!14 = !{!15}
; input flags 0x21 (input, thread record); record: 4 bytes, alignment 4
!15 = !{i32 1, i32 33, i32 2, !16}
!16 = !{i32 0, i32 4, i32 2, i32 4}
!17 = !{!18}
; output 0: flags 6, 4-byte records, MaxRecords 2, node "Recursive" (the node itself)
!18 = !{i32 1, i32 6, i32 2, !16, i32 3, i32 2, i32 0, !13}
!19 = !{i32 1, i32 1, i32 1}
!20 = !{i32 0}
!23 = !{i32 1, i32 4}
