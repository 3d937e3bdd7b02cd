; Pixel half of ps_mesh_primattr (as_mesh_quad → ms_mesh_primattr → this): SV_Target =
; (COLOR.x, COLOR.y, PRIMVAL, SV_PrimitiveID). PRIMVAL (register 3) is the mesh shader's
; per-primitive user attribute: the run passes per_primitive_input_row 2 (the mesh shader's
; vertex outputs use registers 0-1), the rule docs/ARCHITECTURE.md "Mesh shaders" gives.
; Expected pixels: ps_mesh_primattr.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %r = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %g = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %pv = call float @dx.op.loadInput.f32(i32 4, i32 3, i32 0, i8 0, i32 undef)
  %id = call i32 @dx.op.loadInput.i32(i32 4, i32 2, i32 0, i8 0, i32 undef)
  %idf = uitofp i32 %id to float
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %r)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %g)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %pv)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %idf)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

!dx.shaderModel = !{!3}
!dx.entryPoints = !{!4}
!3 = !{!"ps", i32 6, i32 5}
!4 = !{ptr @main, !"main", !5, null, null}
!5 = !{!6, !11, null}
!6 = !{!7, !9, !10, !13}
!7 = !{i32 0, !"SV_Position", i8 9, i8 3, !8, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!8 = !{i32 0}
!9 = !{i32 1, !"COLOR", i8 9, i8 0, !8, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!10 = !{i32 2, !"SV_PrimitiveID", i8 5, i8 10, !8, i8 1, i32 1, i8 1, i32 2, i8 0, null}
!13 = !{i32 3, !"PRIMVAL", i8 9, i8 0, !8, i8 1, i32 1, i8 1, i32 3, i8 0, null}
!11 = !{!12}
!12 = !{i32 0, !"SV_Target", i8 9, i8 16, !8, i8 0, i32 1, i8 4, i32 0, i8 0, null}
