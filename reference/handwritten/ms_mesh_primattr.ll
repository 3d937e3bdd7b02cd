; Mesh half of ps_mesh_primattr: ms_mesh_quad plus a per-primitive user attribute PRIMVAL
; (primitive signature row 1) = 10 g + 0.25 t for primitive t. As ms_mesh_quad:
; group g (0 or 1) draws a quad over NDC x in [g - 1, g], y in
; [-1, 1]: thread t writes vertex t at corner (cx, cy) = (t & 1, t >> 1), position
; (g - 1 + cx, 1 - 2 cy), COLOR (cx, cy, g * payload.scale, 1). Threads 0-2 emit primitive t:
; (0, 1, 2), (2, 1, 3) and (0, 3, 1), with SV_PrimitiveID = payload.base + 3 g + t and
; SV_CullPrimitive on primitive 2 (it would cover the upper-right half again).
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.Payload = type { i32, float }

define void @main() {
entry:
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %g = call i32 @dx.op.groupId.i32(i32 94, i32 0)
  %pl = call ptr @dx.op.getMeshPayload.struct.Payload(i32 170)
  %basep = getelementptr inbounds %struct.Payload, ptr %pl, i32 0, i32 0
  %base = load i32, ptr %basep
  %scalep = getelementptr inbounds %struct.Payload, ptr %pl, i32 0, i32 1
  %scale = load float, ptr %scalep
  call void @dx.op.setMeshOutputCounts(i32 168, i32 4, i32 3)
  %cxi = and i32 %t, 1
  %cyi = lshr i32 %t, 1
  %cx = uitofp i32 %cxi to float
  %cy = uitofp i32 %cyi to float
  %gf = uitofp i32 %g to float
  %x0 = fadd float %gf, %cx
  %x = fadd float %x0, -1.000000e+00
  %y2 = fmul float %cy, 2.000000e+00
  %y = fsub float 1.000000e+00, %y2
  %blue = fmul float %gf, %scale
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %x, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %y, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float 0.000000e+00, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 1.000000e+00, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 0, float %cx, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 1, float %cy, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 2, float %blue, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 3, float 1.000000e+00, i32 %t)
  %isprim = icmp ult i32 %t, 3
  br i1 %isprim, label %prim, label %done

prim:
  %is0 = icmp eq i32 %t, 0
  %is1 = icmp eq i32 %t, 1
  %v0a = select i1 %is1, i32 2, i32 0
  %v1a = select i1 %is0, i32 1, i32 3
  %v1 = select i1 %is1, i32 1, i32 %v1a
  %v2a = select i1 %is1, i32 3, i32 1
  %v2 = select i1 %is0, i32 2, i32 %v2a
  call void @dx.op.emitIndices(i32 169, i32 %t, i32 %v0a, i32 %v1, i32 %v2)
  %g3 = mul i32 %g, 3
  %id0 = add i32 %base, %g3
  %id = add i32 %id0, %t
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 %id, i32 %t)
  %is2 = icmp eq i32 %t, 2
  %cull = zext i1 %is2 to i32
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 1, i32 0, i8 0, i32 %cull, i32 %t)
  %tf = uitofp i32 %t to float
  %tq = fmul float %tf, 2.500000e-01
  %g10 = fmul float %gf, 1.000000e+01
  %pv = fadd float %g10, %tq
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 2, i32 0, i8 0, float %pv, i32 %t)
  br label %done

done:
  ret void
}

declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0
declare i32 @dx.op.groupId.i32(i32, i32) #0
declare ptr @dx.op.getMeshPayload.struct.Payload(i32) #0
declare void @dx.op.setMeshOutputCounts(i32, i32, i32) #1
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32) #1
declare void @dx.op.emitIndices(i32, i32, i32, i32, i32) #1
declare void @dx.op.storePrimitiveOutput.i32(i32, i32, i32, i8, i32, i32) #1
declare void @dx.op.storePrimitiveOutput.f32(i32, i32, i32, i8, float, i32) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!4}

!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 9}
!3 = !{!"ms", i32 6, i32 5}
!4 = !{ptr @main, !"main", !5, null, !20}
!5 = !{null, !6, !10}
!6 = !{!7, !9}
!7 = !{i32 0, !"SV_Position", i8 9, i8 3, !8, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!8 = !{i32 0}
!9 = !{i32 1, !"COLOR", i8 9, i8 0, !8, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!10 = !{!11, !12, !13}
!11 = !{i32 0, !"SV_PrimitiveID", i8 5, i8 10, !8, i8 1, i32 1, i8 1, i32 0, i8 0, null}
!12 = !{i32 1, !"SV_CullPrimitive", i8 1, i8 30, !8, i8 1, i32 1, i8 1, i32 -1, i8 -1, null}
!13 = !{i32 2, !"PRIMVAL", i8 9, i8 0, !8, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!20 = !{i32 9, !21}
!21 = !{!22, i32 4, i32 3, i32 2, i32 8}
!22 = !{i32 4, i32 1, i32 1}
