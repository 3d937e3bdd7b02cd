; Hand-written DXIL (LLVM 19 syntax): SM 6.6 derivatives in a compute shader, numthreads(4, 4, 1)
; (DXIL.rst DerivCoarseX/Y, DerivFineX/Y; HLSL ddx_coarse, ddy_coarse, ddx_fine, ddy_fine).
; 2D quad rules: quad k is the 2x2 square of thread ids (2kx + {0,1}, 2ky + {0,1}), k = kx + 2ky.
; Every quad k gets v = (k + 1) * qx + (2k + 3) * qy + 10k for its lane (qx, qy), so each
; derivative is exact and differs between quads. Thread t (SV_GroupIndex) writes the four
; derivatives at byte 16t of u0. Expected: compute_derivatives.model.py. lavapipe 22.3 has no compute
; derivatives (the runner skips); run on a device with VK_NV_compute_shader_derivatives.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }

define void @main() {
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %x = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %y = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
  %qx = and i32 %x, 1
  %qy = and i32 %y, 1
  %kx = lshr i32 %x, 1
  %ky = lshr i32 %y, 1
  %ky2 = shl i32 %ky, 1
  %k = add i32 %kx, %ky2
  %k1 = add i32 %k, 1
  %a = mul i32 %k1, %qx
  %k2 = shl i32 %k, 1
  %k3 = add i32 %k2, 3
  %b = mul i32 %k3, %qy
  %k10 = mul i32 %k, 10
  %ab = add i32 %a, %b
  %vi = add i32 %ab, %k10
  %v = uitofp i32 %vi to float
  %dxc = call float @dx.op.unary.f32(i32 83, float %v)
  %dyc = call float @dx.op.unary.f32(i32 84, float %v)
  %dxf = call float @dx.op.unary.f32(i32 85, float %v)
  %dyf = call float @dx.op.unary.f32(i32 86, float %v)
  %addr = shl i32 %t, 4
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, float %dxc, float %dyc, float %dxf, float %dyf, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare float @dx.op.unary.f32(i32, float)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!6}
!0 = !{!"cs", i32 6, i32 6}
!1 = !{null, !4, null, null}
!4 = !{!5}
!5 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{ptr @main, !"main", null, !1, !7}
!7 = !{i32 4, !8}
!8 = !{i32 4, i32 4, i32 1}
