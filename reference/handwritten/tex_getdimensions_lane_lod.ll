; Hand-written DXIL (LLVM 19 syntax, cs_6_0, numthreads(16, 1, 1)): GetDimensions (DXIL.rst
; GetDimensions) with a different mip level in every lane: lane i queries mip i of a Texture2D
; 16x8 (4 mips), a Texture2DArray 8x4 x 3 (3 mips) and a Texture3D 8x4x2 (3 mips). D3D: a mip
; past the last gives 0 in every member but the mip count. Lane i writes, at byte 48 * i:
; T2D w, h, levels; T2DArray w, h, layers, levels; T3D w, h, d, levels; then i.
; Expected: tex_getdimensions_lane_lod.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.Dimensions = type { i32, i32, i32, i32 }

define void @main() {
  %hT2D = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %hT2DArray = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %hT3D = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 2, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %lane = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %base = mul i32 %lane, 48
  %dT2D = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT2D, i32 %lane)
  %dT2D_0 = extractvalue %dx.types.Dimensions %dT2D, 0
  %o0 = add i32 %base, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o0, i32 undef, i32 %dT2D_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %dT2D_1 = extractvalue %dx.types.Dimensions %dT2D, 1
  %o4 = add i32 %base, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o4, i32 undef, i32 %dT2D_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %dT2D_3 = extractvalue %dx.types.Dimensions %dT2D, 3
  %o8 = add i32 %base, 8
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o8, i32 undef, i32 %dT2D_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %dT2DArray = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT2DArray, i32 %lane)
  %dT2DArray_0 = extractvalue %dx.types.Dimensions %dT2DArray, 0
  %o12 = add i32 %base, 12
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o12, i32 undef, i32 %dT2DArray_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %dT2DArray_1 = extractvalue %dx.types.Dimensions %dT2DArray, 1
  %o16 = add i32 %base, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o16, i32 undef, i32 %dT2DArray_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %dT2DArray_2 = extractvalue %dx.types.Dimensions %dT2DArray, 2
  %o20 = add i32 %base, 20
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o20, i32 undef, i32 %dT2DArray_2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %dT2DArray_3 = extractvalue %dx.types.Dimensions %dT2DArray, 3
  %o24 = add i32 %base, 24
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o24, i32 undef, i32 %dT2DArray_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %dT3D = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT3D, i32 %lane)
  %dT3D_0 = extractvalue %dx.types.Dimensions %dT3D, 0
  %o28 = add i32 %base, 28
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o28, i32 undef, i32 %dT3D_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %dT3D_1 = extractvalue %dx.types.Dimensions %dT3D, 1
  %o32 = add i32 %base, 32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o32, i32 undef, i32 %dT3D_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %dT3D_2 = extractvalue %dx.types.Dimensions %dT3D, 2
  %o36 = add i32 %base, 36
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o36, i32 undef, i32 %dT3D_2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %dT3D_3 = extractvalue %dx.types.Dimensions %dT3D, 3
  %o40 = add i32 %base, 40
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o40, i32 undef, i32 %dT3D_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %o44 = add i32 %base, 44
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o44, i32 undef, i32 %lane, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{!2, !6, null, null}
!2 = !{!30, !31, !32}
!5 = !{i32 0, i32 9}
!6 = !{!7}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 16, i32 4, !22}
!22 = !{i32 16, i32 1, i32 1}
!30 = !{i32 0, ptr undef, !"T2D", i32 0, i32 0, i32 1, i32 2, i32 0, !5}
!31 = !{i32 1, ptr undef, !"T2DArray", i32 0, i32 1, i32 1, i32 7, i32 0, !5}
!32 = !{i32 2, ptr undef, !"T3D", i32 0, i32 2, i32 1, i32 4, i32 0, !5}
