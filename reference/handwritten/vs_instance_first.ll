; Vertex half of ps_instance_first (SM 6.8): instance i draws a thin triangle over pixel
; column i of a 2x1 viewport (NDC centre x = i - 0.5) and passes i (SV_InstanceID) and the
; draw's first instance (SV_StartInstanceLocation) on. D3D's SV_InstanceID starts at 0 in
; every draw; Vulkan's InstanceIndex starts at the first instance: with first_instance 3, a
; translation that forgets the difference draws outside the viewport. So does SV_VertexID:
; it counts from 0 without the first vertex (5), which SV_StartVertexLocation gives (vkd3d-proton
; test_vertex_id: DrawInstanced(3, 1, 3, 16) gives SV_VertexID 0, 1, 2), so a translation that
; reads Vulkan's VertexIndex unchanged (5, 6, 7) draws nothing.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %vid = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %basev = call i32 @dx.op.startVertexLocation.i32(i32 256)
  %iid = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %base = call i32 @dx.op.startInstanceLocation.i32(i32 257)
  %fi = uitofp i32 %iid to float
  %cx = fadd float %fi, -5.000000e-01
  %is2 = icmp eq i32 %vid, 2
  %dx = select i1 %is2, float 4.375000e-01, float -4.375000e-01
  %x = fadd float %cx, %dx
  %is0 = icmp eq i32 %vid, 0
  %y01 = select i1 %is0, float -3.000000e+00, float 3.000000e+00
  %y = select i1 %is2, float 0.000000e+00, float %y01
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 %iid)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 1, i32 %base)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 2, i32 %basev)
  ret void
}

declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32) #0
declare i32 @dx.op.startInstanceLocation.i32(i32) #0
declare i32 @dx.op.startVertexLocation.i32(i32) #0
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!5}

!1 = !{i32 1, i32 8}
!2 = !{i32 1, i32 9}
!3 = !{!"vs", i32 6, i32 8}
!5 = !{void ()* @main, !"main", !6, null, null}
!6 = !{!7, !11, null}
!7 = !{!8, !10}
!8 = !{i32 0, !"SV_VertexID", i8 5, i8 1, !9, i8 0, i32 1, i8 1, i32 0, i8 0, null}
!9 = !{i32 0}
!10 = !{i32 1, !"SV_InstanceID", i8 5, i8 2, !9, i8 0, i32 1, i8 1, i32 1, i8 0, null}
!11 = !{!12, !13}
!12 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!13 = !{i32 1, !"INSTANCE", i8 5, i8 0, !9, i8 1, i32 1, i8 3, i32 1, i8 0, null}
