; Mesh half of ps_ms_derivatives: SM 6.6 derivatives in a mesh shader, numthreads(8, 4, 1)
; (X and Y even: 2x2 quads of SV_GroupThreadID, DerivativeGroupQuadsKHR). Thread (x, y) takes
; u = x*x + 3*y*y and v = u + x*y. v's x*y term makes a quad's two rows differ in x (and its
; columns in y), so fine derivatives of v show which lanes each lane read; coarse ones may
; come from either row or column (D3D: up to the hardware; Vulkan: may equal fine), so they
; are taken of u, whose deltas differ between quads but not within one. ddx_fine(v),
; ddy_fine(v), ddx_coarse(u), ddy_coarse(u) go to byte 16 t of u0 (t = SV_GroupIndex =
; 8 y + x), all before any branch (quad-uniform control flow). Threads 0-2 also emit one
; triangle covering the viewport, so the pixel half runs too. Expected: ps_ms_derivatives.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }

define void @main() {
entry:
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %x = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %y = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
  call void @dx.op.setMeshOutputCounts(i32 168, i32 3, i32 1)
  %xf = uitofp i32 %x to float
  %yf = uitofp i32 %y to float
  %xx = fmul float %xf, %xf
  %yy = fmul float %yf, %yf
  %yy3 = fmul float %yy, 3.000000e+00
  %xy = fmul float %xf, %yf
  %u = fadd float %xx, %yy3
  %v = fadd float %u, %xy
  %dxf = call float @dx.op.unary.f32(i32 85, float %v)
  %dyf = call float @dx.op.unary.f32(i32 86, float %v)
  %dxc = call float @dx.op.unary.f32(i32 83, float %u)
  %dyc = call float @dx.op.unary.f32(i32 84, float %u)
  %addr = shl i32 %t, 4
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, float %dxf, float %dyf, float %dxc, float %dyc, i8 15, i32 4)
  %isvert = icmp ult i32 %t, 3
  br i1 %isvert, label %vert, label %done

vert:
  ; Vertex t at (-1, -1), (3, -1), (-1, 3): one triangle over all of NDC [-1, 1]^2.
  %is1 = icmp eq i32 %t, 1
  %is2 = icmp eq i32 %t, 2
  %px = select i1 %is1, float 3.000000e+00, float -1.000000e+00
  %py = select i1 %is2, float 3.000000e+00, float -1.000000e+00
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %px, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %py, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float 0.000000e+00, i32 %t)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 1.000000e+00, i32 %t)
  %is0 = icmp eq i32 %t, 0
  br i1 %is0, label %prim, label %done

prim:
  call void @dx.op.emitIndices(i32 169, i32 0, i32 0, i32 1, i32 2)
  br label %done

done:
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #0
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0
declare float @dx.op.unary.f32(i32, float) #0
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1
declare void @dx.op.setMeshOutputCounts(i32, i32, i32) #1
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32) #1
declare void @dx.op.emitIndices(i32, i32, i32, i32, i32) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!30}
!dx.entryPoints = !{!4}

!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 9}
!3 = !{!"ms", i32 6, i32 6}
!4 = !{ptr @main, !"main", !5, !30, !20}
!5 = !{null, !6, null}
!6 = !{!7}
!7 = !{i32 0, !"SV_Position", i8 9, i8 3, !8, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!8 = !{i32 0}
!20 = !{i32 9, !21}
!21 = !{!22, i32 3, i32 1, i32 2, i32 0}
!22 = !{i32 8, i32 4, i32 1}
!30 = !{null, !31, null, null}
!31 = !{!32}
!32 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
