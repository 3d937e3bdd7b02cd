; Amplification half of ps_mesh_quad: 2 threads; thread 0 fills the payload {base 40, blue
; scale 0.5}, every thread syncs, then DispatchMesh(2, 1, 1) launches two mesh groups.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.Payload = type { i32, float }

@payload = addrspace(3) global %struct.Payload undef

define void @main() {
entry:
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %first = icmp eq i32 %t, 0
  br i1 %first, label %fill, label %dispatch

fill:
  %basep = getelementptr inbounds %struct.Payload, ptr addrspace(3) @payload, i32 0, i32 0
  store i32 40, ptr addrspace(3) %basep
  %scalep = getelementptr inbounds %struct.Payload, ptr addrspace(3) @payload, i32 0, i32 1
  store float 5.000000e-01, ptr addrspace(3) %scalep
  br label %dispatch

dispatch:
  call void @dx.op.barrier(i32 80, i32 9)
  call void @dx.op.dispatchMesh.struct.Payload(i32 173, i32 2, i32 1, i32 1, ptr addrspace(3) @payload)
  ret void
}

declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0
declare void @dx.op.barrier(i32, i32) #1
declare void @dx.op.dispatchMesh.struct.Payload(i32, i32, i32, i32, ptr addrspace(3)) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!4}

!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 9}
!3 = !{!"as", i32 6, i32 5}
!4 = !{ptr @main, !"main", null, null, !5}
!5 = !{i32 10, !6}
!6 = !{!7, i32 8}
!7 = !{i32 2, i32 1, i32 1}
