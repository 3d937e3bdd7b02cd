; Order-dependent blend through a rasterizer-ordered view (RasterizerOrderedTexture2D<uint>
; at u1): triangle t (vs_rov_order) does v = v * 4 + t + 1 on its pixels, so the final value
; spells the triangles' order in base 4: only primitive order (D3D's ROV guarantee) gives the
; expected value, and two overlapping invocations racing lose an update. Triangle 4 discards
; (then returns early) on pixel columns 6 and 7, before touching the ROV: those pixels skip
; its update, and the interlock must still end for those invocations. SV_Target = the value
; written.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
entry:
  %fx = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %fy = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %t = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %px = fptoui float %fx to i32
  %py = fptoui float %fy to i32
  %is4 = icmp eq i32 %t, 4
  %right = icmp uge i32 %px, 6
  %skip = and i1 %is4, %right
  br i1 %skip, label %drop, label %blend

drop:
  call void @dx.op.discard(i32 82, i1 true)
  ret void

blend:
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
  %old = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %h, i32 undef, i32 %px, i32 %py, i32 undef, i32 undef, i32 undef, i32 undef)
  %v = extractvalue %dx.types.ResRet.i32 %old, 0
  %v4 = shl i32 %v, 2
  %t1 = add i32 %t, 1
  %new = add i32 %v4, %t1
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %h, i32 %px, i32 %py, i32 undef, i32 %new, i32 %new, i32 %new, i32 %new, i8 15)
  call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 %new)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32) #0
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #1
declare void @dx.op.discard(i32, i1) #1
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #2
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!20}
!dx.entryPoints = !{!5}

!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 9}
!3 = !{!"ps", i32 6, i32 0}
!5 = !{ptr @main, !"main", !6, !20, null}
!6 = !{!7, !13, null}
!7 = !{!8, !11}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!9 = !{i32 0}
!11 = !{i32 1, !"TRI", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!13 = !{!15}
!15 = !{i32 0, !"SV_Target", i8 5, i8 16, !9, i8 0, i32 1, i8 1, i32 0, i8 0, null}
; UAV 0: Texture2D (kind 2) of U32 (5) at u1, rasterizer-ordered (operand 9 = true).
!20 = !{null, !21, null, null}
!21 = !{!22}
!22 = !{i32 0, ptr undef, !"g_order", i32 0, i32 1, i32 1, i32 2, i1 false, i1 false, i1 true, !23}
!23 = !{i32 0, i32 5}
