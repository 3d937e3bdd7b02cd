; Hand-written DXIL (LLVM 19 syntax, cs_6_7, numthreads(4, 4, 1)): TextureLoad (DXIL.rst
; TextureLoad) with a mip level and constant and (SM 6.7) variable texel offsets.
; T (t0): Texture2D<uint>, R32_UINT, 8x8 with 3 mips; texel (x, y) of mip m = 1000m + 100y + x.
; Thread (x, y) writes at byte 16(4y + x) of u0: Load((x, y), mip 0, offset (1, 2)),
; Load((x, y), mip 1), Load((0, 0), mip 2, offset (x & 1, y & 1)), Load((7 - x, y), mip 0,
; offset (-1, 0)). Every address is inside its mip. Expected: tex_load.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %x = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %y = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
  %ox = and i32 %x, 1
  %oy = and i32 %y, 1
  %rx = sub i32 7, %x
  %l0 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %tex, i32 0, i32 %x, i32 %y, i32 undef, i32 1, i32 2, i32 undef)
  %l1 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %tex, i32 1, i32 %x, i32 %y, i32 undef, i32 undef, i32 undef, i32 undef)
  %l2 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %tex, i32 2, i32 0, i32 0, i32 undef, i32 %ox, i32 %oy, i32 undef)
  %l3 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %tex, i32 0, i32 %rx, i32 %y, i32 undef, i32 -1, i32 0, i32 undef)
  %a = extractvalue %dx.types.ResRet.i32 %l0, 0
  %b = extractvalue %dx.types.ResRet.i32 %l1, 0
  %c = extractvalue %dx.types.ResRet.i32 %l2, 0
  %d = extractvalue %dx.types.ResRet.i32 %l3, 0
  %y4 = shl i32 %y, 2
  %t = add i32 %y4, %x
  %addr = shl i32 %t, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, i32 %a, i32 %b, i32 %c, i32 %d, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 7}
!1 = !{!2, !6, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"T", i32 0, i32 0, i32 1, i32 2, i32 0, !5}
!5 = !{i32 0, i32 5}
!6 = !{!7}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 16, i32 4, !22}
!22 = !{i32 4, i32 4, i32 1}
