; Vertex half of ps_link_packed: a full-screen triangle (clockwise, w = 1) whose outputs are
; packed two elements to a register (TEXCOORD0.xy and TEXCOORD1.z share row 1), so that the
; pixel shader, compiled separately with a different signature order, links by register.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %vid = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %x2 = shl i32 %vid, 1
  %xi = and i32 %x2, 2
  %su = uitofp i32 %xi to float
  %yi = and i32 %vid, 2
  %sv = uitofp i32 %yi to float
  %su2 = fmul float %su, 2.000000e+00
  %sv2 = fmul float %sv, 2.000000e+00
  %px = fadd float %su2, -1.000000e+00
  %py = fsub float 1.000000e+00, %sv2
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %py)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %su)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %sv)
  call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 0, float %su2)
  %c = add i32 %vid, 7
  call void @dx.op.storeOutput.i32(i32 5, i32 3, i32 0, i8 0, i32 %c)
  call void @dx.op.storeOutput.f32(i32 5, i32 4, i32 0, i8 0, float %su)
  call void @dx.op.storeOutput.f32(i32 5, i32 4, i32 0, i8 1, float %sv)
  call void @dx.op.storeOutput.f32(i32 5, i32 4, i32 0, i8 2, float 1.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 4, i32 0, i8 3, float 2.000000e+00)
  ret void
}

declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32) #0
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!5}

!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 9}
!3 = !{!"vs", i32 6, i32 0}
!5 = !{void ()* @main, !"main", !6, null, null}
!6 = !{!7, !11, null}
!7 = !{!8}
!8 = !{i32 0, !"SV_VertexID", i8 5, i8 1, !9, i8 0, i32 1, i8 1, i32 0, i8 0, null}
!9 = !{i32 0}
!10 = !{i32 1}
!11 = !{!12, !13, !14, !15, !16}
!12 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!13 = !{i32 1, !"TEXCOORD", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 1, i8 0, null}
!14 = !{i32 2, !"TEXCOORD", i8 9, i8 0, !10, i8 2, i32 1, i8 1, i32 1, i8 2, null}
!15 = !{i32 3, !"FLAGS", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 2, i8 0, null}
!16 = !{i32 4, !"COLOR", i8 9, i8 0, !9, i8 2, i32 1, i8 4, i32 3, i8 0, null}
