; Hand-written lib_6_8 work-graph library in the shape DXC gives node exports (DXC cannot run
; here): its dx.entryPoints node properties cover every launch type, node arrays (bounded,
; unbounded, sparse), empty records, SV_DispatchGrid (u16 and u32), input sharing, local root
; table indices and recursion. tests/unit/frontend/node_metadata_test.cpp checks what the
; reader makes of each; the bodies are placeholders (Thread reads a node op).
; Assembled with: build/tests/dxsv_ll2dxil node_library_meta.ll node_library_meta.dxil
;
; Roughly the HLSL:
;   struct GridU16 { uint v; uint16_t2 grid : SV_DispatchGrid; uint w; };
;   struct GridU32 { uint v; uint3 grid : SV_DispatchGrid; uint64_t w; };
;   struct [NodeTrackRWInputSharing] Shared { uint grid : SV_DispatchGrid; uint n; };
;   struct Small { uint a; }; struct Pair { uint a, b; };
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeMaxDispatchGrid(4, 2, 1)] [NumThreads(8, 2, 1)]
;   [NodeID("Bcast", 2)] [NodeIsProgramEntry] [NodeLocalRootArgumentsTableIndex(3)]
;   void BroadcastMax(DispatchNodeInputRecord<GridU16> in) {}
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeDispatchGrid(3, 2, 1)] [NumThreads(4, 4, 4)]
;   [NodeShareInputOf("BroadcastU32", 1)]
;   void BroadcastFixed(globallycoherent RWDispatchNodeInputRecord<Shared> in) {}
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeMaxDispatchGrid(16, 8, 4)] [NumThreads(2, 2, 2)]
;   void BroadcastU32(DispatchNodeInputRecord<GridU32> in) {}
;   [Shader("node")] [NodeLaunch("coalescing")] [NumThreads(32, 1, 1)]
;   void Coalesce([MaxRecords(16)] RWGroupNodeInputRecords<Small> in,
;       [MaxRecords(4)] [NodeID("Thread")] NodeOutput<Pair> o0,
;       [MaxRecords(2)] [NodeArraySize(3)] [NodeID("Arr")] NodeOutputArray<Pair> o1,
;       [MaxRecords(8)] [UnboundedSparseNodes] [NodeID("Unb")] EmptyNodeOutputArray o2,
;       [MaxRecordsSharedWith(o2)] [NodeID("Empty")] EmptyNodeOutput o3,
;       [MaxRecords(1)] [NodeArraySize(4)] [AllowSparseNodes] [NodeID("Sparse", 5)] NodeOutputArray<Pair> o4) {}
;   [Shader("node")] [NodeLaunch("coalescing")] [NumThreads(8, 1, 1)]
;   void CoalesceEmpty(EmptyNodeInput in) {}
;   [Shader("node")] [NodeLaunch("thread")] [NodeMaxRecursionDepth(5)]
;   void Thread(RWThreadNodeInputRecord<Pair> in, [MaxRecords(2)] [NodeID("Thread")] NodeOutput<Pair> self)
;   { GetRemainingRecursionLevels(); }
;   [Shader("node")] [NodeLaunch("thread")] [NodeLocalRootArgumentsTableIndex(0)]
;   void ThreadNoInput() {}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @BroadcastMax() {
  ret void
}

define void @BroadcastFixed() {
  ret void
}

define void @BroadcastU32() {
  ret void
}

define void @Coalesce() {
  ret void
}

define void @CoalesceEmpty() {
  ret void
}

define void @Thread() {
  %1 = call i32 @dx.op.getRemainingRecursionLevels(i32 253)
  ret void
}

define void @ThreadNoInput() {
  ret void
}

; Function Attrs: nounwind memory(read)
declare i32 @dx.op.getRemainingRecursionLevels(i32) #0

attributes #0 = { nounwind memory(read) }

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2, !4, !20, !30, !40, !60, !70, !80}

!0 = !{i32 1, i32 8}
!1 = !{!"lib", i32 6, i32 8}
; The library's own record: no function; its shader flags.
!2 = !{null, !"", null, null, !3}
!3 = !{i32 0, i64 8388608}
!9 = !{i32 0}

; BroadcastMax: every tag a broadcasting entry node may have.
!4 = !{ptr @BroadcastMax, !"BroadcastMax", null, null, !5}
!5 = !{i32 8, i32 15, i32 13, i32 1, i32 14, i1 true, i32 15, !6, i32 16, i32 3, i32 22, !7, i32 20, !10, i32 4, !8, i32 5, !9}
!6 = !{!"Bcast", i32 2}
!7 = !{i32 4, i32 2, i32 1}
!8 = !{i32 8, i32 2, i32 1}
!10 = !{!11}
!11 = !{i32 1, i32 97, i32 2, !12}
!12 = !{i32 0, i32 12, i32 1, !13, i32 2, i32 4}
!13 = !{i32 4, i32 3, i32 2}

; BroadcastFixed: a fixed grid, a read-write input with cross-group sharing, input shared.
!20 = !{ptr @BroadcastFixed, !"BroadcastFixed", null, null, !21}
!21 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !22, i32 16, i32 -1, i32 17, !23, i32 18, !24, i32 20, !25, i32 4, !28, i32 5, !9}
!22 = !{!"BroadcastFixed", i32 0}
!23 = !{!"BroadcastU32", i32 1}
!24 = !{i32 3, i32 2, i32 1}
!25 = !{!26}
!26 = !{i32 1, i32 869, i32 2, !27}
!27 = !{i32 0, i32 8, i32 1, !29, i32 2, i32 4}
!28 = !{i32 4, i32 4, i32 4}
!29 = !{i32 0, i32 5, i32 1}

; BroadcastU32: no NodeID (the export's name), a u32 x 3 grid in an 8-byte-aligned record.
!30 = !{ptr @BroadcastU32, !"BroadcastU32", null, null, !31}
!31 = !{i32 8, i32 15, i32 13, i32 1, i32 16, i32 -1, i32 22, !32, i32 20, !33, i32 4, !36, i32 5, !9}
!32 = !{i32 16, i32 8, i32 4}
!33 = !{!34}
!34 = !{i32 1, i32 97, i32 2, !35}
!35 = !{i32 0, i32 24, i32 1, !37, i32 2, i32 8}
!36 = !{i32 2, i32 2, i32 2}
!37 = !{i32 4, i32 5, i32 3}

; Coalesce: MaxRecords on the input; outputs single, bounded, unbounded sparse empty, shared
; budget, bounded sparse.
!40 = !{ptr @Coalesce, !"Coalesce", null, null, !41}
!41 = !{i32 8, i32 15, i32 13, i32 2, i32 15, !42, i32 16, i32 -1, i32 20, !43, i32 21, !46, i32 4, !59, i32 5, !9}
!42 = !{!"Coalesce", i32 0}
!43 = !{!44}
!44 = !{i32 1, i32 69, i32 2, !45, i32 3, i32 16}
!45 = !{i32 0, i32 4, i32 2, i32 4}
!46 = !{!47, !50, !52, !54, !56}
!47 = !{i32 1, i32 6, i32 2, !48, i32 3, i32 4, i32 0, !49}
!48 = !{i32 0, i32 8, i32 2, i32 4}
!49 = !{!"Thread", i32 0}
!50 = !{i32 1, i32 22, i32 2, !48, i32 3, i32 2, i32 5, i32 3, i32 0, !51}
!51 = !{!"Arr", i32 0}
!52 = !{i32 1, i32 26, i32 3, i32 8, i32 5, i32 -1, i32 6, i1 true, i32 0, !53}
!53 = !{!"Unb", i32 0}
!54 = !{i32 1, i32 10, i32 3, i32 0, i32 4, i32 2, i32 0, !55}
!55 = !{!"Empty", i32 0}
!56 = !{i32 1, i32 22, i32 2, !48, i32 3, i32 1, i32 5, i32 4, i32 6, i1 true, i32 0, !57}
!57 = !{!"Sparse", i32 5}
!59 = !{i32 32, i32 1, i32 1}

; CoalesceEmpty: an empty input without MaxRecords.
!60 = !{ptr @CoalesceEmpty, !"CoalesceEmpty", null, null, !61}
!61 = !{i32 8, i32 15, i32 13, i32 2, i32 15, !62, i32 16, i32 -1, i32 20, !63, i32 4, !65, i32 5, !9}
!62 = !{!"CoalesceEmpty", i32 0}
!63 = !{!64}
!64 = !{i32 1, i32 9}
!65 = !{i32 8, i32 1, i32 1}

; Thread: recursion, no NumThreads (thread launch: one thread per group), output to itself.
!70 = !{ptr @Thread, !"Thread", null, null, !71}
!71 = !{i32 8, i32 15, i32 13, i32 3, i32 15, !49, i32 16, i32 -1, i32 19, i32 5, i32 20, !72, i32 21, !74, i32 5, !9}
!72 = !{!73}
!73 = !{i32 1, i32 37, i32 2, !48}
!74 = !{!75}
!75 = !{i32 1, i32 6, i32 2, !48, i32 3, i32 2, i32 0, !49}

; ThreadNoInput: no input, no output, local root table 0; NumThreads (1, 1, 1) as DXC writes it.
!80 = !{ptr @ThreadNoInput, !"ThreadNoInput", null, null, !81}
!81 = !{i32 8, i32 15, i32 13, i32 3, i32 15, !82, i32 16, i32 0, i32 4, !83, i32 5, !9}
!82 = !{!"ThreadNoInput", i32 0}
!83 = !{i32 1, i32 1, i32 1}
