; Hand-written DXIL (LLVM 19 syntax, cs_6_0, numthreads(4, 4, 1)): RWTexture2D<uint> store, load
; and InterlockedAdd (DXIL.rst TextureStore, TextureLoad, AtomicBinOp on a texture).
; U (u1): 4x4 R32_UINT. Thread (x, y): U[x, y] = 10x + y; barrier; u0[4y + x] = U[3 - x, 3 - y];
; barrier; InterlockedAdd(U[x, 0], y + 1), so row 0 ends as 10x + 10 and the other rows keep
; their stores. Expected: tex_rwtexture.model.py.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %x = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %y = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
  %x10 = mul i32 %x, 10
  %v = add i32 %x10, %y
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %tex, i32 %x, i32 %y, i32 undef, i32 %v, i32 %v, i32 %v, i32 %v, i8 15)
  call void @dx.op.barrier(i32 80, i32 3)
  %rx = sub i32 3, %x
  %ry = sub i32 3, %y
  %l = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %tex, i32 undef, i32 %rx, i32 %ry, i32 undef, i32 undef, i32 undef, i32 undef)
  %lv = extractvalue %dx.types.ResRet.i32 %l, 0
  %y4 = shl i32 %y, 2
  %t = add i32 %y4, %x
  %addr = shl i32 %t, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %addr, i32 undef, i32 %lv, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.barrier(i32 80, i32 3)
  %inc = add i32 %y, 1
  %old = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %tex, i32 0, i32 %x, i32 0, i32 undef, i32 %inc)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8)
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
declare void @dx.op.barrier(i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 0}
!1 = !{null, !6, null, null}
!5 = !{i32 0, i32 5}
!6 = !{!7, !8}
!7 = !{i32 0, ptr undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{i32 1, ptr undef, !"U", i32 0, i32 1, i32 1, i32 2, i1 false, i1 false, i1 false, !5}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 16, i32 4, !22}
!22 = !{i32 4, i32 4, i32 1}
