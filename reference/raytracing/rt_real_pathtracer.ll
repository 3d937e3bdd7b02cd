; Hand-written in the shape DXC gives a lib_6_6 library (DXC cannot run here); the source is
; rt_real_pathtracer.hlsl. Assembled with: build/tests/dxsv_ll2dxil rt_real_pathtracer.ll rt_real_pathtracer.dxil
; Subobjects (root signatures, hit groups, configs) live in DXC's RDAT part, which this hand-written
; container lacks: pass the GeometrySig local root signature through ConvertOptions::localRootSignature.
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%struct.RaytracingAccelerationStructure = type { i32 }
%"class.RWTexture2D<vector<float, 4> >" = type { <4 x float> }
%Frame = type { <3 x float>, i32, i32, i32, i32, i32 }
%GeometryRecord = type { i32, i32 }
%struct.PathPayload = type { <3 x float>, <3 x float>, <3 x float>, <3 x float>, i32, i32 }
%struct.BrdfParams = type { <3 x float>, <3 x float>, i32, <3 x float>, <3 x float> }
%struct.SphereAttributes = type { <3 x float> }
%struct.BuiltInTriangleIntersectionAttributes = type { <2 x float> }

@"\01?Scene@@3URaytracingAccelerationStructure@@A" = external constant %dx.types.Handle, align 4
@"\01?Output@@3V?$RWTexture2D@V?$vector@M$03@@@@A" = external constant %dx.types.Handle, align 4
@Frame = external constant %dx.types.Handle
@GeometryRecord = external constant %dx.types.Handle

; uint PcgHash(uint v)
define internal i32 @"\01?PcgHash@@YAII@Z"(i32 %v) #3 {
  %1 = mul i32 %v, 747796405
  %2 = add i32 %1, -1403630843
  %3 = lshr i32 %2, 28
  %4 = add nuw nsw i32 %3, 4
  %5 = and i32 %4, 31
  %6 = lshr i32 %2, %5
  %7 = xor i32 %6, %2
  %8 = mul i32 %7, 277803737
  %9 = lshr i32 %8, 22
  %10 = xor i32 %9, %8
  ret i32 %10
}

; float UnitFloat(uint v)
define internal float @"\01?UnitFloat@@YAMI@Z"(i32 %v) #3 {
  %1 = lshr i32 %v, 8
  %2 = uitofp i32 %1 to float
  %3 = fmul fast float %2, 0x3E70000000000000
  ret float %3
}

; float3 OffsetRay(float3 p, float3 n)
define internal <3 x float> @"\01?OffsetRay@@YA?AV?$vector@M$02@@V1@0@Z"(<3 x float> %p, <3 x float> %n) #3 {
  %1 = fmul fast <3 x float> %n, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %2 = fadd fast <3 x float> %1, %p
  ret <3 x float> %2
}

define void @"\01?RayGenPath@@YAXXZ"() #0 {
entry:
  %0 = load %dx.types.Handle, ptr @"\01?Scene@@3URaytracingAccelerationStructure@@A", align 4
  %1 = load %dx.types.Handle, ptr @"\01?Output@@3V?$RWTexture2D@V?$vector@M$03@@@@A", align 4
  %2 = load %dx.types.Handle, ptr @Frame, align 4
  %3 = alloca %struct.PathPayload, align 4
  %4 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %2)  ; CreateHandleForLib(Resource)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 13, i32 32 })  ; AnnotateHandle(res,props)  resource: CBuffer
  %x = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %y = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)  ; DispatchRaysIndex(col)
  %w = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 0)  ; DispatchRaysDimensions(col)
  %h = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 1)  ; DispatchRaysDimensions(col)
  %6 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %5, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %frame = extractvalue %dx.types.CBufRet.i32 %6, 3
  %7 = mul i32 %w, %y
  %8 = add i32 %7, %x
  %9 = mul i32 %frame, -1640531527
  %10 = add i32 %8, %9
  %seed = call i32 @"\01?PcgHash@@YAII@Z"(i32 %10)
  %s1 = call i32 @"\01?PcgHash@@YAII@Z"(i32 %seed)
  %s2 = call i32 @"\01?PcgHash@@YAII@Z"(i32 %s1)
  %j1 = call float @"\01?UnitFloat@@YAMI@Z"(i32 %s1)
  %j2 = call float @"\01?UnitFloat@@YAMI@Z"(i32 %s2)
  %11 = uitofp i32 %x to float
  %12 = uitofp i32 %y to float
  %13 = fadd fast float %11, %j1
  %14 = fadd fast float %12, %j2
  %15 = uitofp i32 %w to float
  %16 = uitofp i32 %h to float
  %17 = fdiv fast float %13, %15
  %18 = fdiv fast float %14, %16
  %19 = fmul fast float %17, 2.000000e+00
  %20 = fmul fast float %18, 2.000000e+00
  %ndcx = fadd fast float %19, -1.000000e+00
  %ndcy = fsub fast float 1.000000e+00, %20
  %21 = call float @dx.op.dot3.f32(i32 55, float %ndcx, float %ndcy, float 1.000000e+00, float %ndcx, float %ndcy, float 1.000000e+00)  ; Dot3(ax,ay,az,bx,by,bz)
  %22 = call float @dx.op.unary.f32(i32 25, float %21)  ; Rsqrt(value)
  %dx0 = fmul fast float %22, %ndcx
  %dy0 = fmul fast float %22, %ndcy
  %camx = extractvalue %dx.types.CBufRet.i32 %6, 0
  %camy = extractvalue %dx.types.CBufRet.i32 %6, 1
  %camz = extractvalue %dx.types.CBufRet.i32 %6, 2
  %ox0 = bitcast i32 %camx to float
  %oy0 = bitcast i32 %camy to float
  %oz0 = bitcast i32 %camz to float
  %tp = getelementptr inbounds %struct.PathPayload, ptr %3, i32 0, i32 0
  store <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %tp, align 4
  %rp = getelementptr inbounds %struct.PathPayload, ptr %3, i32 0, i32 1
  store <3 x float> zeroinitializer, ptr %rp, align 4
  %sp = getelementptr inbounds %struct.PathPayload, ptr %3, i32 0, i32 4
  store i32 %s2, ptr %sp, align 4
  %dp = getelementptr inbounds %struct.PathPayload, ptr %3, i32 0, i32 5
  store i32 0, ptr %dp, align 4
  %23 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %5, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %bounces = extractvalue %dx.types.CBufRet.i32 %23, 0
  %24 = icmp eq i32 %bounces, 0
  br i1 %24, label %finish, label %loop.ph

loop.ph:
  %nop = getelementptr inbounds %struct.PathPayload, ptr %3, i32 0, i32 2
  %ndp = getelementptr inbounds %struct.PathPayload, ptr %3, i32 0, i32 3
  br label %loop

loop:
  %bounce = phi i32 [ 0, %loop.ph ], [ %bounce.next, %continue ]
  %ox = phi float [ %ox0, %loop.ph ], [ %nox, %continue ]
  %oy = phi float [ %oy0, %loop.ph ], [ %noy, %continue ]
  %oz = phi float [ %oz0, %loop.ph ], [ %noz, %continue ]
  %dx = phi float [ %dx0, %loop.ph ], [ %ndx, %continue ]
  %dy = phi float [ %dy0, %loop.ph ], [ %ndy, %continue ]
  %dz = phi float [ %22, %loop.ph ], [ %ndz, %continue ]
  %25 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %0)  ; CreateHandleForLib(Resource)
  %26 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %25, %dx.types.ResourceProperties { i32 16, i32 0 })  ; AnnotateHandle(res,props)  resource: RTAccelerationStructure
  call void @dx.op.traceRay.struct.PathPayload(i32 157, %dx.types.Handle %26, i32 0, i32 255, i32 0, i32 2, i32 0, float %ox, float %oy, float %oz, float 0x3F50624DE0000000, float %dx, float %dy, float %dz, float 1.000000e+04, ptr nonnull %3)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %done = load i32, ptr %dp, align 4
  %27 = icmp eq i32 %done, 0
  br i1 %27, label %continue, label %finish

continue:
  %28 = load <3 x float>, ptr %nop, align 4
  %29 = load <3 x float>, ptr %ndp, align 4
  %nox = extractelement <3 x float> %28, i64 0
  %noy = extractelement <3 x float> %28, i64 1
  %noz = extractelement <3 x float> %28, i64 2
  %ndx = extractelement <3 x float> %29, i64 0
  %ndy = extractelement <3 x float> %29, i64 1
  %ndz = extractelement <3 x float> %29, i64 2
  %bounce.next = add i32 %bounce, 1
  %30 = icmp ult i32 %bounce.next, %bounces
  br i1 %30, label %loop, label %finish

finish:
  %31 = load <3 x float>, ptr %rp, align 4
  %32 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)  ; CreateHandleForLib(Resource)
  %33 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %32, %dx.types.ResourceProperties { i32 4098, i32 1033 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<4xF32>
  %34 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %33, i32 undef, i32 %x, i32 %y, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %pr = extractvalue %dx.types.ResRet.f32 %34, 0
  %pg = extractvalue %dx.types.ResRet.f32 %34, 1
  %pb = extractvalue %dx.types.ResRet.f32 %34, 2
  %pa = extractvalue %dx.types.ResRet.f32 %34, 3
  %35 = add i32 %frame, 1
  %36 = uitofp i32 %35 to float
  %wgt = fdiv fast float 1.000000e+00, %36
  %nr = extractelement <3 x float> %31, i64 0
  %ng = extractelement <3 x float> %31, i64 1
  %nb = extractelement <3 x float> %31, i64 2
  %37 = fsub fast float %nr, %pr
  %38 = fsub fast float %ng, %pg
  %39 = fsub fast float %nb, %pb
  %40 = fsub fast float 1.000000e+00, %pa
  %41 = call float @dx.op.tertiary.f32(i32 46, float %wgt, float %37, float %pr)  ; FMad(a,b,c)
  %42 = call float @dx.op.tertiary.f32(i32 46, float %wgt, float %38, float %pg)  ; FMad(a,b,c)
  %43 = call float @dx.op.tertiary.f32(i32 46, float %wgt, float %39, float %pb)  ; FMad(a,b,c)
  %44 = call float @dx.op.tertiary.f32(i32 46, float %wgt, float %40, float %pa)  ; FMad(a,b,c)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %33, i32 %x, i32 %y, i32 undef, float %41, float %42, float %43, float %44, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  ret void
}

define void @"\01?ClosestHitMaterial@@YAXUPathPayload@@UBuiltInTriangleIntersectionAttributes@@@Z"(ptr noalias nocapture %p, ptr nocapture readonly %attr) #0 {
  %1 = load %dx.types.Handle, ptr @Frame, align 4
  %2 = load %dx.types.Handle, ptr @GeometryRecord, align 4
  %b = alloca %struct.BrdfParams, align 4
  %3 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %2)  ; CreateHandleForLib(Resource)
  %rec = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 13, i32 8 })  ; AnnotateHandle(res,props)  resource: CBuffer
  %4 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)  ; CreateHandleForLib(Resource)
  %fr = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 13, i32 32 })  ; AnnotateHandle(res,props)  resource: CBuffer
  %5 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %rec, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %matIndex = extractvalue %dx.types.CBufRet.i32 %5, 0
  %geoBase = extractvalue %dx.types.CBufRet.i32 %5, 1
  %6 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %geoBase, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %pos = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 12, i32 12 })  ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=12>
  %7 = add i32 %geoBase, 1
  %8 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %7, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %idx = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 11, i32 0 })  ; AnnotateHandle(res,props)  resource: ByteAddressBuffer
  %prim = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %9 = mul i32 %prim, 12
  %10 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %idx, i32 %9, i32 undef, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %i0 = extractvalue %dx.types.ResRet.i32 %10, 0
  %i1 = extractvalue %dx.types.ResRet.i32 %10, 1
  %i2 = extractvalue %dx.types.ResRet.i32 %10, 2
  %11 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %pos, i32 %i0, i32 0, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %p0x = extractvalue %dx.types.ResRet.f32 %11, 0
  %p0y = extractvalue %dx.types.ResRet.f32 %11, 1
  %p0z = extractvalue %dx.types.ResRet.f32 %11, 2
  %12 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %pos, i32 %i1, i32 0, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %p1x = extractvalue %dx.types.ResRet.f32 %12, 0
  %p1y = extractvalue %dx.types.ResRet.f32 %12, 1
  %p1z = extractvalue %dx.types.ResRet.f32 %12, 2
  %13 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %pos, i32 %i2, i32 0, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %p2x = extractvalue %dx.types.ResRet.f32 %13, 0
  %p2y = extractvalue %dx.types.ResRet.f32 %13, 1
  %p2z = extractvalue %dx.types.ResRet.f32 %13, 2
  %e1x = fsub fast float %p1x, %p0x
  %e1y = fsub fast float %p1y, %p0y
  %e1z = fsub fast float %p1z, %p0z
  %e2x = fsub fast float %p2x, %p0x
  %e2y = fsub fast float %p2y, %p0y
  %e2z = fsub fast float %p2z, %p0z
  %14 = fmul fast float %e1y, %e2z
  %15 = fmul fast float %e1z, %e2y
  %nx = fsub fast float %14, %15
  %16 = fmul fast float %e1z, %e2x
  %17 = fmul fast float %e1x, %e2z
  %ny = fsub fast float %16, %17
  %18 = fmul fast float %e1x, %e2y
  %19 = fmul fast float %e1y, %e2x
  %nz = fsub fast float %18, %19
  %m00 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 0)  ; ObjectToWorld(row,col)
  %m01 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 1)  ; ObjectToWorld(row,col)
  %m02 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 2)  ; ObjectToWorld(row,col)
  %m10 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 0)  ; ObjectToWorld(row,col)
  %m11 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 1)  ; ObjectToWorld(row,col)
  %m12 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 2)  ; ObjectToWorld(row,col)
  %m20 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 0)  ; ObjectToWorld(row,col)
  %m21 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 1)  ; ObjectToWorld(row,col)
  %m22 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 2)  ; ObjectToWorld(row,col)
  %20 = fmul fast float %m00, %nx
  %21 = call float @dx.op.tertiary.f32(i32 46, float %m01, float %ny, float %20)  ; FMad(a,b,c)
  %wx0 = call float @dx.op.tertiary.f32(i32 46, float %m02, float %nz, float %21)  ; FMad(a,b,c)
  %22 = fmul fast float %m10, %nx
  %23 = call float @dx.op.tertiary.f32(i32 46, float %m11, float %ny, float %22)  ; FMad(a,b,c)
  %wy0 = call float @dx.op.tertiary.f32(i32 46, float %m12, float %nz, float %23)  ; FMad(a,b,c)
  %24 = fmul fast float %m20, %nx
  %25 = call float @dx.op.tertiary.f32(i32 46, float %m21, float %ny, float %24)  ; FMad(a,b,c)
  %wz0 = call float @dx.op.tertiary.f32(i32 46, float %m22, float %nz, float %25)  ; FMad(a,b,c)
  %26 = call float @dx.op.dot3.f32(i32 55, float %wx0, float %wy0, float %wz0, float %wx0, float %wy0, float %wz0)  ; Dot3(ax,ay,az,bx,by,bz)
  %27 = call float @dx.op.unary.f32(i32 25, float %26)  ; Rsqrt(value)
  %wx1 = fmul fast float %27, %wx0
  %wy1 = fmul fast float %27, %wy0
  %wz1 = fmul fast float %27, %wz0
  %rdx = call float @dx.op.worldRayDirection.f32(i32 148, i8 0)  ; WorldRayDirection(col)
  %rdy = call float @dx.op.worldRayDirection.f32(i32 148, i8 1)  ; WorldRayDirection(col)
  %rdz = call float @dx.op.worldRayDirection.f32(i32 148, i8 2)  ; WorldRayDirection(col)
  %28 = call float @dx.op.dot3.f32(i32 55, float %wx1, float %wy1, float %wz1, float %rdx, float %rdy, float %rdz)  ; Dot3(ax,ay,az,bx,by,bz)
  %facing = fcmp fast ogt float %28, 0.000000e+00
  %29 = fsub fast float -0.000000e+00, %wx1
  %30 = fsub fast float -0.000000e+00, %wy1
  %31 = fsub fast float -0.000000e+00, %wz1
  %wx = select i1 %facing, float %29, float %wx1
  %wy = select i1 %facing, float %30, float %wy1
  %wz = select i1 %facing, float %31, float %wz1
  %32 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %fr, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %matBuffer = extractvalue %dx.types.CBufRet.i32 %32, 1
  %samplerIndex = extractvalue %dx.types.CBufRet.i32 %32, 2
  %33 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %matBuffer, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %mats = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %33, %dx.types.ResourceProperties { i32 524, i32 32 })  ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=32>
  %34 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %mats, i32 %matIndex, i32 0, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %albedoTex = extractvalue %dx.types.ResRet.i32 %34, 0
  %35 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %mats, i32 %matIndex, i32 4, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %emr = extractvalue %dx.types.ResRet.f32 %35, 0
  %emg = extractvalue %dx.types.ResRet.f32 %35, 1
  %emb = extractvalue %dx.types.ResRet.f32 %35, 2
  %36 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %mats, i32 %matIndex, i32 16, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %bcr = extractvalue %dx.types.ResRet.f32 %36, 0
  %bcg = extractvalue %dx.types.ResRet.f32 %36, 1
  %bcb = extractvalue %dx.types.ResRet.f32 %36, 2
  %37 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %albedoTex, i1 false, i1 true)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %tex = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %37, %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>
  %38 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %samplerIndex, i1 true, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %smp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %38, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  %39 = getelementptr inbounds %struct.BuiltInTriangleIntersectionAttributes, ptr %attr, i32 0, i32 0
  %40 = load <2 x float>, ptr %39, align 4
  %bx = extractelement <2 x float> %40, i32 0
  %by = extractelement <2 x float> %40, i32 1
  %41 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %bx, float %by, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %tr = extractvalue %dx.types.ResRet.f32 %41, 0
  %tg = extractvalue %dx.types.ResRet.f32 %41, 1
  %tb = extractvalue %dx.types.ResRet.f32 %41, 2
  %ar = fmul fast float %tr, %bcr
  %ag = fmul fast float %tg, %bcg
  %ab = fmul fast float %tb, %bcb
  %42 = insertelement <3 x float> undef, float %wx, i64 0
  %43 = insertelement <3 x float> %42, float %wy, i64 1
  %wn = insertelement <3 x float> %43, float %wz, i64 2
  %44 = insertelement <3 x float> undef, float %ar, i64 0
  %45 = insertelement <3 x float> %44, float %ag, i64 1
  %albedo = insertelement <3 x float> %45, float %ab, i64 2
  %emission = insertelement <3 x float> <float undef, float undef, float undef>, float %emr, i64 0
  %46 = insertelement <3 x float> %emission, float %emg, i64 1
  %em = insertelement <3 x float> %46, float %emb, i64 2
  %c.bn = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 0
  store <3 x float> %wn, ptr %c.bn, align 4
  %c.ba = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 1
  store <3 x float> %albedo, ptr %c.ba, align 4
  %c.ps = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 4
  %c.seed = load i32, ptr %c.ps, align 4
  %c.bs = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 2
  store i32 %c.seed, ptr %c.bs, align 4
  call void @dx.op.callShader.struct.BrdfParams(i32 159, i32 0, ptr nonnull %b)  ; CallShader(ShaderIndex,Parameter)
  %c.pt = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 0
  %c.thr = load <3 x float>, ptr %c.pt, align 4
  %c.pr = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 1
  %c.rad = load <3 x float>, ptr %c.pr, align 4
  %c.c1 = fmul fast <3 x float> %c.thr, %em
  %c.rad2 = fadd fast <3 x float> %c.rad, %c.c1
  store <3 x float> %c.rad2, ptr %c.pr, align 4
  %c.bw = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 4
  %c.weight = load <3 x float>, ptr %c.bw, align 4
  %c.thr2 = fmul fast <3 x float> %c.thr, %c.weight
  store <3 x float> %c.thr2, ptr %c.pt, align 4
  %c.wox = call float @dx.op.worldRayOrigin.f32(i32 147, i8 0)  ; WorldRayOrigin(col)
  %c.woy = call float @dx.op.worldRayOrigin.f32(i32 147, i8 1)  ; WorldRayOrigin(col)
  %c.woz = call float @dx.op.worldRayOrigin.f32(i32 147, i8 2)  ; WorldRayOrigin(col)
  %c.wdx = call float @dx.op.worldRayDirection.f32(i32 148, i8 0)  ; WorldRayDirection(col)
  %c.wdy = call float @dx.op.worldRayDirection.f32(i32 148, i8 1)  ; WorldRayDirection(col)
  %c.wdz = call float @dx.op.worldRayDirection.f32(i32 148, i8 2)  ; WorldRayDirection(col)
  %c.t = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %c.hx = call float @dx.op.tertiary.f32(i32 46, float %c.wdx, float %c.t, float %c.wox)  ; FMad(a,b,c)
  %c.hy = call float @dx.op.tertiary.f32(i32 46, float %c.wdy, float %c.t, float %c.woy)  ; FMad(a,b,c)
  %c.hz = call float @dx.op.tertiary.f32(i32 46, float %c.wdz, float %c.t, float %c.woz)  ; FMad(a,b,c)
  %c.h0 = insertelement <3 x float> undef, float %c.hx, i64 0
  %c.h1 = insertelement <3 x float> %c.h0, float %c.hy, i64 1
  %c.hit = insertelement <3 x float> %c.h1, float %c.hz, i64 2
  %c.next = call <3 x float> @"\01?OffsetRay@@YA?AV?$vector@M$02@@V1@0@Z"(<3 x float> %c.hit, <3 x float> %wn)
  %c.pno = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 2
  store <3 x float> %c.next, ptr %c.pno, align 4
  %c.bd = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 3
  %c.dir = load <3 x float>, ptr %c.bd, align 4
  %c.pnd = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 3
  store <3 x float> %c.dir, ptr %c.pnd, align 4
  %c.seed2 = load i32, ptr %c.bs, align 4
  store i32 %c.seed2, ptr %c.ps, align 4
  ret void
}

define void @"\01?IntersectSphere@@YAXXZ"() #0 {
entry:
  %0 = load %dx.types.Handle, ptr @GeometryRecord, align 4
  %attr = alloca %struct.SphereAttributes, align 4
  %1 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %0)  ; CreateHandleForLib(Resource)
  %rec = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 13, i32 8 })  ; AnnotateHandle(res,props)  resource: CBuffer
  %2 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %rec, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %geoBase = extractvalue %dx.types.CBufRet.i32 %2, 1
  %3 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %geoBase, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %spheres = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 524, i32 16 })  ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=16>
  %prim = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %4 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %spheres, i32 %prim, i32 0, i8 15, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %cx = extractvalue %dx.types.ResRet.f32 %4, 0
  %cy = extractvalue %dx.types.ResRet.f32 %4, 1
  %cz = extractvalue %dx.types.ResRet.f32 %4, 2
  %r = extractvalue %dx.types.ResRet.f32 %4, 3
  %5 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 0)  ; ObjectRayOrigin(col)
  %6 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 1)  ; ObjectRayOrigin(col)
  %7 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 2)  ; ObjectRayOrigin(col)
  %ox = fsub fast float %5, %cx
  %oy = fsub fast float %6, %cy
  %oz = fsub fast float %7, %cz
  %dx = call float @dx.op.objectRayDirection.f32(i32 150, i8 0)  ; ObjectRayDirection(col)
  %dy = call float @dx.op.objectRayDirection.f32(i32 150, i8 1)  ; ObjectRayDirection(col)
  %dz = call float @dx.op.objectRayDirection.f32(i32 150, i8 2)  ; ObjectRayDirection(col)
  %a = call float @dx.op.dot3.f32(i32 55, float %dx, float %dy, float %dz, float %dx, float %dy, float %dz)  ; Dot3(ax,ay,az,bx,by,bz)
  %b = call float @dx.op.dot3.f32(i32 55, float %ox, float %oy, float %oz, float %dx, float %dy, float %dz)  ; Dot3(ax,ay,az,bx,by,bz)
  %8 = call float @dx.op.dot3.f32(i32 55, float %ox, float %oy, float %oz, float %ox, float %oy, float %oz)  ; Dot3(ax,ay,az,bx,by,bz)
  %9 = fmul fast float %r, %r
  %c = fsub fast float %8, %9
  %10 = fmul fast float %b, %b
  %11 = fmul fast float %a, %c
  %disc = fsub fast float %10, %11
  %12 = fcmp fast olt float %disc, 0.000000e+00
  br i1 %12, label %exit, label %solve

solve:
  %13 = call float @dx.op.unary.f32(i32 24, float %disc)  ; Sqrt(value)
  %14 = fsub fast float -0.000000e+00, %b
  %15 = fsub fast float %14, %13
  %t = fdiv fast float %15, %a
  %tmin = call float @dx.op.rayTMin.f32(i32 153)  ; RayTMin()
  %16 = fcmp fast olt float %t, %tmin
  br i1 %16, label %exit, label %report

report:
  %17 = call float @dx.op.tertiary.f32(i32 46, float %dx, float %t, float %ox)  ; FMad(a,b,c)
  %18 = call float @dx.op.tertiary.f32(i32 46, float %dy, float %t, float %oy)  ; FMad(a,b,c)
  %19 = call float @dx.op.tertiary.f32(i32 46, float %dz, float %t, float %oz)  ; FMad(a,b,c)
  %20 = fdiv fast float %17, %r
  %21 = fdiv fast float %18, %r
  %22 = fdiv fast float %19, %r
  %23 = insertelement <3 x float> undef, float %20, i64 0
  %24 = insertelement <3 x float> %23, float %21, i64 1
  %25 = insertelement <3 x float> %24, float %22, i64 2
  %26 = getelementptr inbounds %struct.SphereAttributes, ptr %attr, i32 0, i32 0
  store <3 x float> %25, ptr %26, align 4
  %27 = call i1 @dx.op.reportHit.struct.SphereAttributes(i32 158, float %t, i32 0, ptr nonnull %attr)  ; ReportHit(THit,HitKind,Attributes)
  br label %exit

exit:
  ret void
}

define void @"\01?ClosestHitSphere@@YAXUPathPayload@@USphereAttributes@@@Z"(ptr noalias nocapture %p, ptr nocapture readonly %attr) #0 {
  %1 = load %dx.types.Handle, ptr @Frame, align 4
  %2 = load %dx.types.Handle, ptr @GeometryRecord, align 4
  %b = alloca %struct.BrdfParams, align 4
  %3 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %2)  ; CreateHandleForLib(Resource)
  %rec = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 13, i32 8 })  ; AnnotateHandle(res,props)  resource: CBuffer
  %4 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)  ; CreateHandleForLib(Resource)
  %fr = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 13, i32 32 })  ; AnnotateHandle(res,props)  resource: CBuffer
  %5 = getelementptr inbounds %struct.SphereAttributes, ptr %attr, i32 0, i32 0
  %6 = load <3 x float>, ptr %5, align 4
  %nx = extractelement <3 x float> %6, i64 0
  %ny = extractelement <3 x float> %6, i64 1
  %nz = extractelement <3 x float> %6, i64 2
  %m00 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 0)  ; ObjectToWorld(row,col)
  %m01 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 1)  ; ObjectToWorld(row,col)
  %m02 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 2)  ; ObjectToWorld(row,col)
  %m10 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 0)  ; ObjectToWorld(row,col)
  %m11 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 1)  ; ObjectToWorld(row,col)
  %m12 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 2)  ; ObjectToWorld(row,col)
  %m20 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 0)  ; ObjectToWorld(row,col)
  %m21 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 1)  ; ObjectToWorld(row,col)
  %m22 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 2)  ; ObjectToWorld(row,col)
  %7 = fmul fast float %m00, %nx
  %8 = call float @dx.op.tertiary.f32(i32 46, float %m01, float %ny, float %7)  ; FMad(a,b,c)
  %wx0 = call float @dx.op.tertiary.f32(i32 46, float %m02, float %nz, float %8)  ; FMad(a,b,c)
  %9 = fmul fast float %m10, %nx
  %10 = call float @dx.op.tertiary.f32(i32 46, float %m11, float %ny, float %9)  ; FMad(a,b,c)
  %wy0 = call float @dx.op.tertiary.f32(i32 46, float %m12, float %nz, float %10)  ; FMad(a,b,c)
  %11 = fmul fast float %m20, %nx
  %12 = call float @dx.op.tertiary.f32(i32 46, float %m21, float %ny, float %11)  ; FMad(a,b,c)
  %wz0 = call float @dx.op.tertiary.f32(i32 46, float %m22, float %nz, float %12)  ; FMad(a,b,c)
  %13 = call float @dx.op.dot3.f32(i32 55, float %wx0, float %wy0, float %wz0, float %wx0, float %wy0, float %wz0)  ; Dot3(ax,ay,az,bx,by,bz)
  %14 = call float @dx.op.unary.f32(i32 25, float %13)  ; Rsqrt(value)
  %wx = fmul fast float %14, %wx0
  %wy = fmul fast float %14, %wy0
  %wz = fmul fast float %14, %wz0
  %15 = insertelement <3 x float> undef, float %wx, i64 0
  %16 = insertelement <3 x float> %15, float %wy, i64 1
  %wn = insertelement <3 x float> %16, float %wz, i64 2
  %17 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %rec, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %matIndex = extractvalue %dx.types.CBufRet.i32 %17, 0
  %18 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %fr, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %matBuffer = extractvalue %dx.types.CBufRet.i32 %18, 1
  %19 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %matBuffer, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %mats = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %19, %dx.types.ResourceProperties { i32 524, i32 32 })  ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=32>
  %20 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %mats, i32 %matIndex, i32 4, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %emr = extractvalue %dx.types.ResRet.f32 %20, 0
  %emg = extractvalue %dx.types.ResRet.f32 %20, 1
  %emb = extractvalue %dx.types.ResRet.f32 %20, 2
  %21 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %mats, i32 %matIndex, i32 16, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %bcr = extractvalue %dx.types.ResRet.f32 %21, 0
  %bcg = extractvalue %dx.types.ResRet.f32 %21, 1
  %bcb = extractvalue %dx.types.ResRet.f32 %21, 2
  %22 = insertelement <3 x float> undef, float %bcr, i64 0
  %23 = insertelement <3 x float> %22, float %bcg, i64 1
  %albedo = insertelement <3 x float> %23, float %bcb, i64 2
  %24 = insertelement <3 x float> undef, float %emr, i64 0
  %25 = insertelement <3 x float> %24, float %emg, i64 1
  %em = insertelement <3 x float> %25, float %emb, i64 2
  %s.bn = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 0
  store <3 x float> %wn, ptr %s.bn, align 4
  %s.ba = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 1
  store <3 x float> %albedo, ptr %s.ba, align 4
  %s.ps = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 4
  %s.seed = load i32, ptr %s.ps, align 4
  %s.bs = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 2
  store i32 %s.seed, ptr %s.bs, align 4
  call void @dx.op.callShader.struct.BrdfParams(i32 159, i32 0, ptr nonnull %b)  ; CallShader(ShaderIndex,Parameter)
  %s.pt = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 0
  %s.thr = load <3 x float>, ptr %s.pt, align 4
  %s.pr = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 1
  %s.rad = load <3 x float>, ptr %s.pr, align 4
  %s.c1 = fmul fast <3 x float> %s.thr, %em
  %s.rad2 = fadd fast <3 x float> %s.rad, %s.c1
  store <3 x float> %s.rad2, ptr %s.pr, align 4
  %s.bw = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 4
  %s.weight = load <3 x float>, ptr %s.bw, align 4
  %s.thr2 = fmul fast <3 x float> %s.thr, %s.weight
  store <3 x float> %s.thr2, ptr %s.pt, align 4
  %s.wox = call float @dx.op.worldRayOrigin.f32(i32 147, i8 0)  ; WorldRayOrigin(col)
  %s.woy = call float @dx.op.worldRayOrigin.f32(i32 147, i8 1)  ; WorldRayOrigin(col)
  %s.woz = call float @dx.op.worldRayOrigin.f32(i32 147, i8 2)  ; WorldRayOrigin(col)
  %s.wdx = call float @dx.op.worldRayDirection.f32(i32 148, i8 0)  ; WorldRayDirection(col)
  %s.wdy = call float @dx.op.worldRayDirection.f32(i32 148, i8 1)  ; WorldRayDirection(col)
  %s.wdz = call float @dx.op.worldRayDirection.f32(i32 148, i8 2)  ; WorldRayDirection(col)
  %s.t = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %s.hx = call float @dx.op.tertiary.f32(i32 46, float %s.wdx, float %s.t, float %s.wox)  ; FMad(a,b,c)
  %s.hy = call float @dx.op.tertiary.f32(i32 46, float %s.wdy, float %s.t, float %s.woy)  ; FMad(a,b,c)
  %s.hz = call float @dx.op.tertiary.f32(i32 46, float %s.wdz, float %s.t, float %s.woz)  ; FMad(a,b,c)
  %s.h0 = insertelement <3 x float> undef, float %s.hx, i64 0
  %s.h1 = insertelement <3 x float> %s.h0, float %s.hy, i64 1
  %s.hit = insertelement <3 x float> %s.h1, float %s.hz, i64 2
  %s.next = call <3 x float> @"\01?OffsetRay@@YA?AV?$vector@M$02@@V1@0@Z"(<3 x float> %s.hit, <3 x float> %wn)
  %s.pno = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 2
  store <3 x float> %s.next, ptr %s.pno, align 4
  %s.bd = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 3
  %s.dir = load <3 x float>, ptr %s.bd, align 4
  %s.pnd = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 3
  store <3 x float> %s.dir, ptr %s.pnd, align 4
  %s.seed2 = load i32, ptr %s.bs, align 4
  store i32 %s.seed2, ptr %s.ps, align 4
  ret void
}

define void @"\01?CallableLambert@@YAXUBrdfParams@@@Z"(ptr noalias nocapture %b) #0 {
entry:
  %0 = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 0
  %n = load <3 x float>, ptr %0, align 4
  %nx = extractelement <3 x float> %n, i64 0
  %ny = extractelement <3 x float> %n, i64 1
  %nz = extractelement <3 x float> %n, i64 2
  %1 = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 2
  %seed = load i32, ptr %1, align 4
  %s1 = call i32 @"\01?PcgHash@@YAII@Z"(i32 %seed)
  %s2 = call i32 @"\01?PcgHash@@YAII@Z"(i32 %s1)
  %u1 = call float @"\01?UnitFloat@@YAMI@Z"(i32 %s1)
  %r2 = call float @"\01?UnitFloat@@YAMI@Z"(i32 %s2)
  %phi = fmul fast float %u1, 0x401921FB40000000
  %rad = call float @dx.op.unary.f32(i32 24, float %r2)  ; Sqrt(value)
  %2 = call float @dx.op.unary.f32(i32 6, float %nz)  ; FAbs(value)
  %3 = fcmp fast olt float %2, 0x3FEFF7CEE0000000
  %upx = select i1 %3, float 0.000000e+00, float 1.000000e+00
  %upz = select i1 %3, float 1.000000e+00, float 0.000000e+00
  ; t = normalize(cross(up, n)), up.y = 0
  %4 = fmul fast float %upz, %ny
  %tx0 = fsub fast float 0.000000e+00, %4
  %5 = fmul fast float %upz, %nx
  %6 = fmul fast float %upx, %nz
  %ty0 = fsub fast float %5, %6
  %tz0 = fmul fast float %upx, %ny
  %7 = call float @dx.op.dot3.f32(i32 55, float %tx0, float %ty0, float %tz0, float %tx0, float %ty0, float %tz0)  ; Dot3(ax,ay,az,bx,by,bz)
  %8 = call float @dx.op.unary.f32(i32 25, float %7)  ; Rsqrt(value)
  %tx = fmul fast float %8, %tx0
  %ty = fmul fast float %8, %ty0
  %tz = fmul fast float %8, %tz0
  ; bt = cross(n, t)
  %9 = fmul fast float %ny, %tz
  %10 = fmul fast float %nz, %ty
  %bx = fsub fast float %9, %10
  %11 = fmul fast float %nz, %tx
  %12 = fmul fast float %nx, %tz
  %by = fsub fast float %11, %12
  %13 = fmul fast float %nx, %ty
  %14 = fmul fast float %ny, %tx
  %bz = fsub fast float %13, %14
  %cos = call float @dx.op.unary.f32(i32 12, float %phi)  ; Cos(value)
  %sin = call float @dx.op.unary.f32(i32 13, float %phi)  ; Sin(value)
  %lx = fmul fast float %cos, %rad
  %ly = fmul fast float %sin, %rad
  %15 = fsub fast float 1.000000e+00, %r2
  %lz = call float @dx.op.unary.f32(i32 24, float %15)  ; Sqrt(value)
  %16 = fmul fast float %tx, %lx
  %17 = call float @dx.op.tertiary.f32(i32 46, float %bx, float %ly, float %16)  ; FMad(a,b,c)
  %dx = call float @dx.op.tertiary.f32(i32 46, float %nx, float %lz, float %17)  ; FMad(a,b,c)
  %18 = fmul fast float %ty, %lx
  %19 = call float @dx.op.tertiary.f32(i32 46, float %by, float %ly, float %18)  ; FMad(a,b,c)
  %dy = call float @dx.op.tertiary.f32(i32 46, float %ny, float %lz, float %19)  ; FMad(a,b,c)
  %20 = fmul fast float %tz, %lx
  %21 = call float @dx.op.tertiary.f32(i32 46, float %bz, float %ly, float %20)  ; FMad(a,b,c)
  %dz = call float @dx.op.tertiary.f32(i32 46, float %nz, float %lz, float %21)  ; FMad(a,b,c)
  %22 = insertelement <3 x float> undef, float %dx, i64 0
  %23 = insertelement <3 x float> %22, float %dy, i64 1
  %24 = insertelement <3 x float> %23, float %dz, i64 2
  %25 = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 3
  store <3 x float> %24, ptr %25, align 4
  %26 = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 1
  %albedo = load <3 x float>, ptr %26, align 4
  %27 = getelementptr inbounds %struct.BrdfParams, ptr %b, i32 0, i32 4
  store <3 x float> %albedo, ptr %27, align 4
  store i32 %s2, ptr %1, align 4
  ret void
}

define void @"\01?MissSky@@YAXUPathPayload@@@Z"(ptr noalias nocapture %p) #0 {
  %1 = call float @dx.op.worldRayDirection.f32(i32 148, i8 1)  ; WorldRayDirection(col)
  %2 = fadd fast float %1, 1.000000e+00
  %t = fmul fast float %2, 5.000000e-01
  %3 = fmul fast float %t, -5.000000e-01
  %4 = fmul fast float %t, 0xBFD3333340000000
  %skyr = fadd fast float %3, 1.000000e+00
  %skyg = fadd fast float %4, 1.000000e+00
  %5 = insertelement <3 x float> undef, float %skyr, i64 0
  %6 = insertelement <3 x float> %5, float %skyg, i64 1
  %sky = insertelement <3 x float> %6, float 1.000000e+00, i64 2
  %7 = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 0
  %thr = load <3 x float>, ptr %7, align 4
  %8 = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 1
  %rad = load <3 x float>, ptr %8, align 4
  %9 = fmul fast <3 x float> %thr, %sky
  %10 = fadd fast <3 x float> %rad, %9
  store <3 x float> %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.PathPayload, ptr %p, i32 0, i32 5
  store i32 1, ptr %11, align 4
  ret void
}

declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1
declare i32 @dx.op.dispatchRaysDimensions.i32(i32, i8) #1
declare i32 @dx.op.primitiveIndex.i32(i32) #1
declare float @dx.op.objectToWorld.f32(i32, i32, i8) #1
declare float @dx.op.worldRayOrigin.f32(i32, i8) #1
declare float @dx.op.worldRayDirection.f32(i32, i8) #1
declare float @dx.op.objectRayOrigin.f32(i32, i8) #1
declare float @dx.op.objectRayDirection.f32(i32, i8) #1
declare float @dx.op.rayTCurrent.f32(i32) #2
declare float @dx.op.rayTMin.f32(i32) #1
declare float @dx.op.dot3.f32(i32, float, float, float, float, float, float) #1
declare float @dx.op.unary.f32(i32, float) #1
declare float @dx.op.tertiary.f32(i32, float, float, float) #1
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #2
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #2
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8) #0
declare void @dx.op.traceRay.struct.PathPayload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, ptr) #0
declare void @dx.op.callShader.struct.BrdfParams(i32, i32, ptr) #0
declare i1 @dx.op.reportHit.struct.SphereAttributes(i32, float, i32, ptr) #0
declare %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32, %dx.types.Handle) #2
declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }
attributes #2 = { nounwind readonly }
attributes #3 = { noinline nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.typeAnnotations = !{!20}
!dx.entryPoints = !{!30, !32, !34, !36, !38, !40, !42}

!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 9}
!3 = !{!"lib", i32 6, i32 6}
!4 = !{!5, !8, !10, null}
!5 = !{!6}
!6 = !{i32 0, ptr @"\01?Scene@@3URaytracingAccelerationStructure@@A", !"Scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{!9}
!9 = !{i32 0, ptr @"\01?Output@@3V?$RWTexture2D@V?$vector@M$03@@@@A", !"Output", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !13}
!10 = !{!11, !12}
!11 = !{i32 0, ptr @Frame, !"Frame", i32 0, i32 0, i32 1, i32 32, null}
!12 = !{i32 1, ptr @GeometryRecord, !"GeometryRecord", i32 1, i32 0, i32 1, i32 8, null}
!13 = !{i32 0, i32 9}
!20 = !{i32 1, ptr @"\01?RayGenPath@@YAXXZ", !21, ptr @"\01?ClosestHitMaterial@@YAXUPathPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", !24, ptr @"\01?IntersectSphere@@YAXXZ", !21, ptr @"\01?ClosestHitSphere@@YAXUPathPayload@@USphereAttributes@@@Z", !24, ptr @"\01?CallableLambert@@YAXUBrdfParams@@@Z", !27, ptr @"\01?MissSky@@YAXUPathPayload@@@Z", !27}
!21 = !{!22}
!22 = !{i32 1, !23, !23}
!23 = !{}
!24 = !{!22, !25, !26}
!25 = !{i32 2, !23, !23}
!26 = !{i32 0, !23, !23}
!27 = !{!22, !25}
!30 = !{null, !"", null, !4, !31}
!31 = !{i32 0, i64 3254779904}
!32 = !{ptr @"\01?RayGenPath@@YAXXZ", !"\01?RayGenPath@@YAXXZ", null, null, !33}
!33 = !{i32 8, i32 7, i32 5, !44}
!34 = !{ptr @"\01?ClosestHitMaterial@@YAXUPathPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", !"\01?ClosestHitMaterial@@YAXUPathPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", null, null, !35}
!35 = !{i32 8, i32 10, i32 6, i32 56, i32 7, i32 8, i32 5, !44}
!36 = !{ptr @"\01?IntersectSphere@@YAXXZ", !"\01?IntersectSphere@@YAXXZ", null, null, !37}
!37 = !{i32 8, i32 8, i32 5, !44}
!38 = !{ptr @"\01?ClosestHitSphere@@YAXUPathPayload@@USphereAttributes@@@Z", !"\01?ClosestHitSphere@@YAXUPathPayload@@USphereAttributes@@@Z", null, null, !39}
!39 = !{i32 8, i32 10, i32 6, i32 56, i32 7, i32 12, i32 5, !44}
!40 = !{ptr @"\01?CallableLambert@@YAXUBrdfParams@@@Z", !"\01?CallableLambert@@YAXUBrdfParams@@@Z", null, null, !41}
!41 = !{i32 8, i32 12, i32 6, i32 52, i32 5, !44}
!42 = !{ptr @"\01?MissSky@@YAXUPathPayload@@@Z", !"\01?MissSky@@YAXUPathPayload@@@Z", null, null, !43}
!43 = !{i32 8, i32 11, i32 6, i32 56, i32 5, !44}
!44 = !{i32 0}
