; Hand-written DXIL (LLVM 19 syntax, cs_6_0, numthreads(1, 1, 1)): GetDimensions (DXIL.rst
; GetDimensions) of every texture kind, with a mip level where the kind has mips, and
; Texture2DMSGetSamplePosition of a 4-sample texture (D3D's standard pattern) for samples 0-3 and
; the out-of-range sample 4 (0, 0). Sizes (t0..t8, u1): Texture1D 8 (2 mips), Texture1DArray 4 x 3,
; Texture2D 8x4 (3 mips), Texture2DArray 4x2 x 3, Texture3D 4x4x2 (2 mips), TextureCube 4 (2 mips),
; TextureCubeArray 2 x 2 cubes, Texture2DMS 4x4 (4 samples), Texture2DMSArray 2x2 x 2 (4 samples),
; RWTexture2D 4x2. The defined members are written one word after another to u0.
; Expected: tex_getdimensions.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%dx.types.SamplePos = type { float, float }

define void @main() {
  %hT1D = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %hT1DArray = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %hT2D = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 2, i1 false)
  %hT2DArray = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 3, i32 3, i1 false)
  %hT3D = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 4, i32 4, i1 false)
  %hTCube = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 5, i32 5, i1 false)
  %hTCubeArray = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 6, i32 6, i1 false)
  %hT2DMS = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 7, i32 7, i1 false)
  %hT2DMSArray = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 8, i32 8, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %hRW2D = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %d0 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT1D, i32 1)
  %d0_0 = extractvalue %dx.types.Dimensions %d0, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 0, i32 undef, i32 %d0_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d0_3 = extractvalue %dx.types.Dimensions %d0, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 4, i32 undef, i32 %d0_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d1 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT1DArray, i32 0)
  %d1_0 = extractvalue %dx.types.Dimensions %d1, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 8, i32 undef, i32 %d1_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d1_1 = extractvalue %dx.types.Dimensions %d1, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 12, i32 undef, i32 %d1_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d1_3 = extractvalue %dx.types.Dimensions %d1, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 16, i32 undef, i32 %d1_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d2 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT2D, i32 1)
  %d2_0 = extractvalue %dx.types.Dimensions %d2, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 20, i32 undef, i32 %d2_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d2_1 = extractvalue %dx.types.Dimensions %d2, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 24, i32 undef, i32 %d2_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d2_3 = extractvalue %dx.types.Dimensions %d2, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 28, i32 undef, i32 %d2_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d3 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT2D, i32 2)
  %d3_0 = extractvalue %dx.types.Dimensions %d3, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 32, i32 undef, i32 %d3_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d3_1 = extractvalue %dx.types.Dimensions %d3, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 36, i32 undef, i32 %d3_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d3_3 = extractvalue %dx.types.Dimensions %d3, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 40, i32 undef, i32 %d3_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d4 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT2DArray, i32 0)
  %d4_0 = extractvalue %dx.types.Dimensions %d4, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 44, i32 undef, i32 %d4_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d4_1 = extractvalue %dx.types.Dimensions %d4, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 48, i32 undef, i32 %d4_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d4_2 = extractvalue %dx.types.Dimensions %d4, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 52, i32 undef, i32 %d4_2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d4_3 = extractvalue %dx.types.Dimensions %d4, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 56, i32 undef, i32 %d4_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d5 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT3D, i32 1)
  %d5_0 = extractvalue %dx.types.Dimensions %d5, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 60, i32 undef, i32 %d5_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d5_1 = extractvalue %dx.types.Dimensions %d5, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 64, i32 undef, i32 %d5_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d5_2 = extractvalue %dx.types.Dimensions %d5, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 68, i32 undef, i32 %d5_2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d5_3 = extractvalue %dx.types.Dimensions %d5, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 72, i32 undef, i32 %d5_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d6 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hTCube, i32 1)
  %d6_0 = extractvalue %dx.types.Dimensions %d6, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 76, i32 undef, i32 %d6_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d6_1 = extractvalue %dx.types.Dimensions %d6, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 80, i32 undef, i32 %d6_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d6_3 = extractvalue %dx.types.Dimensions %d6, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 84, i32 undef, i32 %d6_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d7 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hTCubeArray, i32 0)
  %d7_0 = extractvalue %dx.types.Dimensions %d7, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 88, i32 undef, i32 %d7_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d7_1 = extractvalue %dx.types.Dimensions %d7, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 92, i32 undef, i32 %d7_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d7_2 = extractvalue %dx.types.Dimensions %d7, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 96, i32 undef, i32 %d7_2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d7_3 = extractvalue %dx.types.Dimensions %d7, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 100, i32 undef, i32 %d7_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d8 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT2DMS, i32 undef)
  %d8_0 = extractvalue %dx.types.Dimensions %d8, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 104, i32 undef, i32 %d8_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d8_1 = extractvalue %dx.types.Dimensions %d8, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 108, i32 undef, i32 %d8_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d8_3 = extractvalue %dx.types.Dimensions %d8, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 112, i32 undef, i32 %d8_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d9 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hT2DMSArray, i32 undef)
  %d9_0 = extractvalue %dx.types.Dimensions %d9, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 116, i32 undef, i32 %d9_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d9_1 = extractvalue %dx.types.Dimensions %d9, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 120, i32 undef, i32 %d9_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d9_2 = extractvalue %dx.types.Dimensions %d9, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 124, i32 undef, i32 %d9_2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d9_3 = extractvalue %dx.types.Dimensions %d9, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 128, i32 undef, i32 %d9_3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d10 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %hRW2D, i32 undef)
  %d10_0 = extractvalue %dx.types.Dimensions %d10, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 132, i32 undef, i32 %d10_0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %d10_1 = extractvalue %dx.types.Dimensions %d10, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 136, i32 undef, i32 %d10_1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %p0 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %hT2DMS, i32 0)
  %p0x = extractvalue %dx.types.SamplePos %p0, 0
  %p0y = extractvalue %dx.types.SamplePos %p0, 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 140, i32 undef, float %p0x, float %p0y, float undef, float undef, i8 3, i32 4)
  %p1 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %hT2DMS, i32 1)
  %p1x = extractvalue %dx.types.SamplePos %p1, 0
  %p1y = extractvalue %dx.types.SamplePos %p1, 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 148, i32 undef, float %p1x, float %p1y, float undef, float undef, i8 3, i32 4)
  %p2 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %hT2DMS, i32 2)
  %p2x = extractvalue %dx.types.SamplePos %p2, 0
  %p2y = extractvalue %dx.types.SamplePos %p2, 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 156, i32 undef, float %p2x, float %p2y, float undef, float undef, i8 3, i32 4)
  %p3 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %hT2DMS, i32 3)
  %p3x = extractvalue %dx.types.SamplePos %p3, 0
  %p3y = extractvalue %dx.types.SamplePos %p3, 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 164, i32 undef, float %p3x, float %p3y, float undef, float undef, i8 3, i32 4)
  %p4 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %hT2DMS, i32 4)
  %p4x = extractvalue %dx.types.SamplePos %p4, 0
  %p4y = extractvalue %dx.types.SamplePos %p4, 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 172, i32 undef, float %p4x, float %p4y, float undef, float undef, i8 3, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)
declare %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32, %dx.types.Handle, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{!2, !6, null, null}
!2 = !{!30, !31, !32, !33, !34, !35, !36, !37, !38}
!5 = !{i32 0, i32 9}
!6 = !{!7, !8}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{i32 1, ptr undef, !"RW2D", i32 0, i32 1, i32 1, i32 2, i1 false, i1 false, i1 false, !5}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 16, i32 4, !22}
!22 = !{i32 1, i32 1, i32 1}
!30 = !{i32 0, ptr undef, !"T1D", i32 0, i32 0, i32 1, i32 1, i32 0, !5}
!31 = !{i32 1, ptr undef, !"T1DArray", i32 0, i32 1, i32 1, i32 6, i32 0, !5}
!32 = !{i32 2, ptr undef, !"T2D", i32 0, i32 2, i32 1, i32 2, i32 0, !5}
!33 = !{i32 3, ptr undef, !"T2DArray", i32 0, i32 3, i32 1, i32 7, i32 0, !5}
!34 = !{i32 4, ptr undef, !"T3D", i32 0, i32 4, i32 1, i32 4, i32 0, !5}
!35 = !{i32 5, ptr undef, !"TCube", i32 0, i32 5, i32 1, i32 5, i32 0, !5}
!36 = !{i32 6, ptr undef, !"TCubeArray", i32 0, i32 6, i32 1, i32 9, i32 0, !5}
!37 = !{i32 7, ptr undef, !"T2DMS", i32 0, i32 7, i32 1, i32 3, i32 0, !5}
!38 = !{i32 8, ptr undef, !"T2DMSArray", i32 0, i32 8, i32 1, i32 8, i32 0, !5}
