; Hand-written in the shape DXC gives a lib_6_3 library (DXC cannot run here); the source is
; rt_real_reflections.hlsl. Assembled with: build/tests/dxsv_ll2dxil rt_real_reflections.ll rt_real_reflections.dxil
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%struct.RaytracingAccelerationStructure = type { i32 }
%"class.Texture2D<vector<float, 4> >" = type { <4 x float>, %"class.Texture2D<vector<float, 4> >::mips_type" }
%"class.Texture2D<vector<float, 4> >::mips_type" = type { i32 }
%"class.Texture2D<float>" = type { float, %"class.Texture2D<float>::mips_type" }
%"class.Texture2D<float>::mips_type" = type { i32 }
%struct.ByteAddressBuffer = type { i32 }
%struct.Vertex = type { <3 x float>, <2 x float> }
%"class.StructuredBuffer<Vertex>" = type { %struct.Vertex }
%"class.TextureCube<vector<float, 4> >" = type { <4 x float> }
%struct.SamplerState = type { i32 }
%"class.RWTexture2D<vector<float, 4> >" = type { <4 x float> }
%hostlayout.Camera = type { [4 x <4 x float>], <3 x float>, float, <3 x float>, float }
%struct.ReflectionPayload = type { <3 x float>, float }
%struct.BuiltInTriangleIntersectionAttributes = type { <2 x float> }

@"\01?Scene@@3URaytracingAccelerationStructure@@A" = external constant %struct.RaytracingAccelerationStructure, align 4
@"\01?GBufferNormal@@3V?$Texture2D@V?$vector@M$03@@@@A" = external constant %"class.Texture2D<vector<float, 4> >", align 4
@"\01?GBufferDepth@@3V?$Texture2D@M@@A" = external constant %"class.Texture2D<float>", align 4
@"\01?Indices@@3UByteAddressBuffer@@A" = external constant %struct.ByteAddressBuffer, align 4
@"\01?Vertices@@3V?$StructuredBuffer@UVertex@@@@A" = external constant %"class.StructuredBuffer<Vertex>", align 4
@"\01?MaterialTexture@@3V?$Texture2D@V?$vector@M$03@@@@A" = external constant %"class.Texture2D<vector<float, 4> >", align 4
@"\01?Environment@@3V?$TextureCube@V?$vector@M$03@@@@A" = external constant %"class.TextureCube<vector<float, 4> >", align 4
@"\01?PointClamp@@3USamplerState@@A" = external constant %struct.SamplerState, align 4
@"\01?LinearWrap@@3USamplerState@@A" = external constant %struct.SamplerState, align 4
@"\01?Output@@3V?$RWTexture2D@V?$vector@M$03@@@@A" = external constant %"class.RWTexture2D<vector<float, 4> >", align 4
@Camera_legacy = external global %hostlayout.Camera

; float3 SkyColor(float3 dir)
define internal <3 x float> @"\01?SkyColor@@YA?AV?$vector@M$02@@V1@@Z"(<3 x float> %dir) #3 {
  %1 = load %struct.SamplerState, ptr @"\01?LinearWrap@@3USamplerState@@A", align 4
  %2 = load %"class.TextureCube<vector<float, 4> >", ptr @"\01?Environment@@3V?$TextureCube@V?$vector@M$03@@@@A", align 4
  %3 = extractelement <3 x float> %dir, i64 0
  %4 = extractelement <3 x float> %dir, i64 1
  %5 = extractelement <3 x float> %dir, i64 2
  %6 = call %dx.types.Handle @"dx.op.createHandleForLib.class.TextureCube<vector<float, 4> >"(i32 160, %"class.TextureCube<vector<float, 4> >" %2)  ; CreateHandleForLib(Resource)
  %7 = call %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32 160, %struct.SamplerState %1)  ; CreateHandleForLib(Resource)
  %8 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %6, %dx.types.Handle %7, float %3, float %4, float %5, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %9 = extractvalue %dx.types.ResRet.f32 %8, 0
  %10 = extractvalue %dx.types.ResRet.f32 %8, 1
  %11 = extractvalue %dx.types.ResRet.f32 %8, 2
  %12 = insertelement <3 x float> undef, float %9, i64 0
  %13 = insertelement <3 x float> %12, float %10, i64 1
  %14 = insertelement <3 x float> %13, float %11, i64 2
  ret <3 x float> %14
}

define void @"\01?RayGenReflections@@YAXXZ"() #0 {
entry:
  %0 = load %struct.RaytracingAccelerationStructure, ptr @"\01?Scene@@3URaytracingAccelerationStructure@@A", align 4
  %1 = load %"class.Texture2D<vector<float, 4> >", ptr @"\01?GBufferNormal@@3V?$Texture2D@V?$vector@M$03@@@@A", align 4
  %2 = load %"class.Texture2D<float>", ptr @"\01?GBufferDepth@@3V?$Texture2D@M@@A", align 4
  %3 = load %struct.SamplerState, ptr @"\01?PointClamp@@3USamplerState@@A", align 4
  %4 = load %"class.RWTexture2D<vector<float, 4> >", ptr @"\01?Output@@3V?$RWTexture2D@V?$vector@M$03@@@@A", align 4
  %5 = load %hostlayout.Camera, ptr @Camera_legacy, align 4
  %6 = alloca %struct.ReflectionPayload, align 4
  %7 = call %dx.types.Handle @dx.op.createHandleForLib.hostlayout.Camera(i32 160, %hostlayout.Camera %5)  ; CreateHandleForLib(Resource)
  %8 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %9 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)  ; DispatchRaysIndex(col)
  %10 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 0)  ; DispatchRaysDimensions(col)
  %11 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 1)  ; DispatchRaysDimensions(col)
  %12 = uitofp i32 %8 to float
  %13 = uitofp i32 %9 to float
  %14 = fadd fast float %12, 5.000000e-01
  %15 = fadd fast float %13, 5.000000e-01
  %16 = uitofp i32 %10 to float
  %17 = uitofp i32 %11 to float
  %18 = fdiv fast float %14, %16
  %19 = fdiv fast float %15, %17
  %20 = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<float>"(i32 160, %"class.Texture2D<float>" %2)  ; CreateHandleForLib(Resource)
  %21 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %20, i32 0, i32 %8, i32 %9, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %22 = extractvalue %dx.types.ResRet.f32 %21, 0
  %23 = fmul fast float %18, 2.000000e+00
  %24 = fadd fast float %23, -1.000000e+00
  %25 = fmul fast float %19, 2.000000e+00
  %26 = fsub fast float 1.000000e+00, %25
  %27 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %7, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %28 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %7, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %29 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %7, i32 2)  ; CBufferLoadLegacy(handle,regIndex)
  %30 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %7, i32 3)  ; CBufferLoadLegacy(handle,regIndex)
  %c0x = extractvalue %dx.types.CBufRet.f32 %27, 0
  %c0y = extractvalue %dx.types.CBufRet.f32 %27, 1
  %c0z = extractvalue %dx.types.CBufRet.f32 %27, 2
  %c0w = extractvalue %dx.types.CBufRet.f32 %27, 3
  %c1x = extractvalue %dx.types.CBufRet.f32 %28, 0
  %c1y = extractvalue %dx.types.CBufRet.f32 %28, 1
  %c1z = extractvalue %dx.types.CBufRet.f32 %28, 2
  %c1w = extractvalue %dx.types.CBufRet.f32 %28, 3
  %c2x = extractvalue %dx.types.CBufRet.f32 %29, 0
  %c2y = extractvalue %dx.types.CBufRet.f32 %29, 1
  %c2z = extractvalue %dx.types.CBufRet.f32 %29, 2
  %c2w = extractvalue %dx.types.CBufRet.f32 %29, 3
  %c3x = extractvalue %dx.types.CBufRet.f32 %30, 0
  %c3y = extractvalue %dx.types.CBufRet.f32 %30, 1
  %c3z = extractvalue %dx.types.CBufRet.f32 %30, 2
  %c3w = extractvalue %dx.types.CBufRet.f32 %30, 3
  %31 = fmul fast float %c0x, %24
  %32 = call float @dx.op.tertiary.f32(i32 46, float %c1x, float %26, float %31)  ; FMad(a,b,c)
  %33 = call float @dx.op.tertiary.f32(i32 46, float %c2x, float %22, float %32)  ; FMad(a,b,c)
  %wx = fadd fast float %33, %c3x
  %34 = fmul fast float %c0y, %24
  %35 = call float @dx.op.tertiary.f32(i32 46, float %c1y, float %26, float %34)  ; FMad(a,b,c)
  %36 = call float @dx.op.tertiary.f32(i32 46, float %c2y, float %22, float %35)  ; FMad(a,b,c)
  %wy = fadd fast float %36, %c3y
  %37 = fmul fast float %c0z, %24
  %38 = call float @dx.op.tertiary.f32(i32 46, float %c1z, float %26, float %37)  ; FMad(a,b,c)
  %39 = call float @dx.op.tertiary.f32(i32 46, float %c2z, float %22, float %38)  ; FMad(a,b,c)
  %wz = fadd fast float %39, %c3z
  %40 = fmul fast float %c0w, %24
  %41 = call float @dx.op.tertiary.f32(i32 46, float %c1w, float %26, float %40)  ; FMad(a,b,c)
  %42 = call float @dx.op.tertiary.f32(i32 46, float %c2w, float %22, float %41)  ; FMad(a,b,c)
  %ww = fadd fast float %42, %c3w
  %px = fdiv fast float %wx, %ww
  %py = fdiv fast float %wy, %ww
  %pz = fdiv fast float %wz, %ww
  %43 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %7, i32 4)  ; CBufferLoadLegacy(handle,regIndex)
  %44 = extractvalue %dx.types.CBufRet.f32 %43, 0
  %45 = extractvalue %dx.types.CBufRet.f32 %43, 1
  %46 = extractvalue %dx.types.CBufRet.f32 %43, 2
  %47 = fsub fast float %px, %44
  %48 = fsub fast float %py, %45
  %49 = fsub fast float %pz, %46
  %50 = call float @dx.op.dot3.f32(i32 55, float %47, float %48, float %49, float %47, float %48, float %49)  ; Dot3(ax,ay,az,bx,by,bz)
  %51 = call float @dx.op.unary.f32(i32 25, float %50)  ; Rsqrt(value)
  %vx = fmul fast float %51, %47
  %vy = fmul fast float %51, %48
  %vz = fmul fast float %51, %49
  %52 = fcmp fast oge float %22, 1.000000e+00
  br i1 %52, label %sky, label %trace

sky:
  %53 = insertelement <3 x float> undef, float %vx, i64 0
  %54 = insertelement <3 x float> %53, float %vy, i64 1
  %55 = insertelement <3 x float> %54, float %vz, i64 2
  %56 = call <3 x float> @"\01?SkyColor@@YA?AV?$vector@M$02@@V1@@Z"(<3 x float> %55)
  %57 = extractelement <3 x float> %56, i64 0
  %58 = extractelement <3 x float> %56, i64 1
  %59 = extractelement <3 x float> %56, i64 2
  %60 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWTexture2D<vector<float, 4> >"(i32 160, %"class.RWTexture2D<vector<float, 4> >" %4)  ; CreateHandleForLib(Resource)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %60, i32 %8, i32 %9, i32 undef, float %57, float %58, float %59, float 1.000000e+00, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  ret void

trace:
  %61 = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32 160, %"class.Texture2D<vector<float, 4> >" %1)  ; CreateHandleForLib(Resource)
  %62 = call %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32 160, %struct.SamplerState %3)  ; CreateHandleForLib(Resource)
  %63 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %61, %dx.types.Handle %62, float %18, float %19, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %64 = extractvalue %dx.types.ResRet.f32 %63, 0
  %65 = extractvalue %dx.types.ResRet.f32 %63, 1
  %66 = extractvalue %dx.types.ResRet.f32 %63, 2
  %67 = fmul fast float %64, 2.000000e+00
  %68 = fmul fast float %65, 2.000000e+00
  %69 = fmul fast float %66, 2.000000e+00
  %70 = fadd fast float %67, -1.000000e+00
  %71 = fadd fast float %68, -1.000000e+00
  %72 = fadd fast float %69, -1.000000e+00
  %73 = call float @dx.op.dot3.f32(i32 55, float %70, float %71, float %72, float %70, float %71, float %72)  ; Dot3(ax,ay,az,bx,by,bz)
  %74 = call float @dx.op.unary.f32(i32 25, float %73)  ; Rsqrt(value)
  %nx = fmul fast float %74, %70
  %ny = fmul fast float %74, %71
  %nz = fmul fast float %74, %72
  %ox = call float @dx.op.tertiary.f32(i32 46, float %nx, float 0x3F50624DE0000000, float %px)  ; FMad(a,b,c)
  %oy = call float @dx.op.tertiary.f32(i32 46, float %ny, float 0x3F50624DE0000000, float %py)  ; FMad(a,b,c)
  %oz = call float @dx.op.tertiary.f32(i32 46, float %nz, float 0x3F50624DE0000000, float %pz)  ; FMad(a,b,c)
  %75 = call float @dx.op.dot3.f32(i32 55, float %vx, float %vy, float %vz, float %nx, float %ny, float %nz)  ; Dot3(ax,ay,az,bx,by,bz)
  %76 = fmul fast float %75, 2.000000e+00
  %77 = fmul fast float %76, %nx
  %78 = fmul fast float %76, %ny
  %79 = fmul fast float %76, %nz
  %rx = fsub fast float %vx, %77
  %ry = fsub fast float %vy, %78
  %rz = fsub fast float %vz, %79
  %80 = extractvalue %dx.types.CBufRet.f32 %43, 3
  %81 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %0)  ; CreateHandleForLib(Resource)
  %82 = getelementptr inbounds %struct.ReflectionPayload, ptr %6, i32 0, i32 0
  store <3 x float> zeroinitializer, ptr %82, align 4
  %83 = getelementptr inbounds %struct.ReflectionPayload, ptr %6, i32 0, i32 1
  store float 0.000000e+00, ptr %83, align 4
  call void @dx.op.traceRay.struct.ReflectionPayload(i32 157, %dx.types.Handle %81, i32 16, i32 255, i32 0, i32 1, i32 0, float %ox, float %oy, float %oz, float 0.000000e+00, float %rx, float %ry, float %rz, float %80, ptr nonnull %6)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %84 = load <3 x float>, ptr %82, align 4
  %85 = load float, ptr %83, align 4
  %86 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWTexture2D<vector<float, 4> >"(i32 160, %"class.RWTexture2D<vector<float, 4> >" %4)  ; CreateHandleForLib(Resource)
  %87 = extractelement <3 x float> %84, i64 0
  %88 = extractelement <3 x float> %84, i64 1
  %89 = extractelement <3 x float> %84, i64 2
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %86, i32 %8, i32 %9, i32 undef, float %87, float %88, float %89, float %85, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  ret void
}

define void @"\01?ClosestHitReflection@@YAXUReflectionPayload@@UBuiltInTriangleIntersectionAttributes@@@Z"(ptr noalias nocapture %p, ptr nocapture readonly %attr) #0 {
  %1 = load %struct.ByteAddressBuffer, ptr @"\01?Indices@@3UByteAddressBuffer@@A", align 4
  %2 = load %"class.StructuredBuffer<Vertex>", ptr @"\01?Vertices@@3V?$StructuredBuffer@UVertex@@@@A", align 4
  %3 = load %"class.Texture2D<vector<float, 4> >", ptr @"\01?MaterialTexture@@3V?$Texture2D@V?$vector@M$03@@@@A", align 4
  %4 = load %struct.SamplerState, ptr @"\01?LinearWrap@@3USamplerState@@A", align 4
  %5 = load %hostlayout.Camera, ptr @Camera_legacy, align 4
  %6 = call %dx.types.Handle @dx.op.createHandleForLib.hostlayout.Camera(i32 160, %hostlayout.Camera %5)  ; CreateHandleForLib(Resource)
  %7 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %8 = mul i32 %7, 12
  %9 = call %dx.types.Handle @dx.op.createHandleForLib.struct.ByteAddressBuffer(i32 160, %struct.ByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  %10 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %9, i32 %8, i32 undef, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %i0 = extractvalue %dx.types.ResRet.i32 %10, 0
  %i1 = extractvalue %dx.types.ResRet.i32 %10, 1
  %i2 = extractvalue %dx.types.ResRet.i32 %10, 2
  %11 = call %dx.types.Handle @"dx.op.createHandleForLib.class.StructuredBuffer<Vertex>"(i32 160, %"class.StructuredBuffer<Vertex>" %2)  ; CreateHandleForLib(Resource)
  %12 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %11, i32 %i0, i32 0, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %n0x = extractvalue %dx.types.ResRet.f32 %12, 0
  %n0y = extractvalue %dx.types.ResRet.f32 %12, 1
  %n0z = extractvalue %dx.types.ResRet.f32 %12, 2
  %13 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %11, i32 %i0, i32 12, i8 3, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %t0x = extractvalue %dx.types.ResRet.f32 %13, 0
  %t0y = extractvalue %dx.types.ResRet.f32 %13, 1
  %14 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %11, i32 %i1, i32 0, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %n1x = extractvalue %dx.types.ResRet.f32 %14, 0
  %n1y = extractvalue %dx.types.ResRet.f32 %14, 1
  %n1z = extractvalue %dx.types.ResRet.f32 %14, 2
  %15 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %11, i32 %i1, i32 12, i8 3, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %t1x = extractvalue %dx.types.ResRet.f32 %15, 0
  %t1y = extractvalue %dx.types.ResRet.f32 %15, 1
  %16 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %11, i32 %i2, i32 0, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %n2x = extractvalue %dx.types.ResRet.f32 %16, 0
  %n2y = extractvalue %dx.types.ResRet.f32 %16, 1
  %n2z = extractvalue %dx.types.ResRet.f32 %16, 2
  %17 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %11, i32 %i2, i32 12, i8 3, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %t2x = extractvalue %dx.types.ResRet.f32 %17, 0
  %t2y = extractvalue %dx.types.ResRet.f32 %17, 1
  %18 = getelementptr inbounds %struct.BuiltInTriangleIntersectionAttributes, ptr %attr, i32 0, i32 0
  %19 = load <2 x float>, ptr %18, align 4
  %bx = extractelement <2 x float> %19, i32 0
  %by = extractelement <2 x float> %19, i32 1
  %20 = fsub fast float 1.000000e+00, %bx
  %b0 = fsub fast float %20, %by
  %21 = fmul fast float %n0x, %b0
  %22 = call float @dx.op.tertiary.f32(i32 46, float %n1x, float %bx, float %21)  ; FMad(a,b,c)
  %nx = call float @dx.op.tertiary.f32(i32 46, float %n2x, float %by, float %22)  ; FMad(a,b,c)
  %23 = fmul fast float %n0y, %b0
  %24 = call float @dx.op.tertiary.f32(i32 46, float %n1y, float %bx, float %23)  ; FMad(a,b,c)
  %ny = call float @dx.op.tertiary.f32(i32 46, float %n2y, float %by, float %24)  ; FMad(a,b,c)
  %25 = fmul fast float %n0z, %b0
  %26 = call float @dx.op.tertiary.f32(i32 46, float %n1z, float %bx, float %25)  ; FMad(a,b,c)
  %nz = call float @dx.op.tertiary.f32(i32 46, float %n2z, float %by, float %26)  ; FMad(a,b,c)
  %27 = fmul fast float %t0x, %b0
  %28 = call float @dx.op.tertiary.f32(i32 46, float %t1x, float %bx, float %27)  ; FMad(a,b,c)
  %u = call float @dx.op.tertiary.f32(i32 46, float %t2x, float %by, float %28)  ; FMad(a,b,c)
  %29 = fmul fast float %t0y, %b0
  %30 = call float @dx.op.tertiary.f32(i32 46, float %t1y, float %bx, float %29)  ; FMad(a,b,c)
  %v = call float @dx.op.tertiary.f32(i32 46, float %t2y, float %by, float %30)  ; FMad(a,b,c)
  %m00 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 0)  ; ObjectToWorld(row,col)
  %m01 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 1)  ; ObjectToWorld(row,col)
  %m02 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 2)  ; ObjectToWorld(row,col)
  %m10 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 0)  ; ObjectToWorld(row,col)
  %m11 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 1)  ; ObjectToWorld(row,col)
  %m12 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 2)  ; ObjectToWorld(row,col)
  %m20 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 0)  ; ObjectToWorld(row,col)
  %m21 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 1)  ; ObjectToWorld(row,col)
  %m22 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 2)  ; ObjectToWorld(row,col)
  %31 = fmul fast float %m00, %nx
  %32 = call float @dx.op.tertiary.f32(i32 46, float %m01, float %ny, float %31)  ; FMad(a,b,c)
  %wnx0 = call float @dx.op.tertiary.f32(i32 46, float %m02, float %nz, float %32)  ; FMad(a,b,c)
  %33 = fmul fast float %m10, %nx
  %34 = call float @dx.op.tertiary.f32(i32 46, float %m11, float %ny, float %33)  ; FMad(a,b,c)
  %wny0 = call float @dx.op.tertiary.f32(i32 46, float %m12, float %nz, float %34)  ; FMad(a,b,c)
  %35 = fmul fast float %m20, %nx
  %36 = call float @dx.op.tertiary.f32(i32 46, float %m21, float %ny, float %35)  ; FMad(a,b,c)
  %wnz0 = call float @dx.op.tertiary.f32(i32 46, float %m22, float %nz, float %36)  ; FMad(a,b,c)
  %37 = call float @dx.op.dot3.f32(i32 55, float %wnx0, float %wny0, float %wnz0, float %wnx0, float %wny0, float %wnz0)  ; Dot3(ax,ay,az,bx,by,bz)
  %38 = call float @dx.op.unary.f32(i32 25, float %37)  ; Rsqrt(value)
  %wnx = fmul fast float %38, %wnx0
  %wny = fmul fast float %38, %wny0
  %wnz = fmul fast float %38, %wnz0
  %39 = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32 160, %"class.Texture2D<vector<float, 4> >" %3)  ; CreateHandleForLib(Resource)
  %40 = call %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32 160, %struct.SamplerState %4)  ; CreateHandleForLib(Resource)
  %41 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %39, %dx.types.Handle %40, float %u, float %v, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %ar = extractvalue %dx.types.ResRet.f32 %41, 0
  %ag = extractvalue %dx.types.ResRet.f32 %41, 1
  %ab = extractvalue %dx.types.ResRet.f32 %41, 2
  %42 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %6, i32 5)  ; CBufferLoadLegacy(handle,regIndex)
  %sx = extractvalue %dx.types.CBufRet.f32 %42, 0
  %sy = extractvalue %dx.types.CBufRet.f32 %42, 1
  %sz = extractvalue %dx.types.CBufRet.f32 %42, 2
  %amb = extractvalue %dx.types.CBufRet.f32 %42, 3
  %43 = fsub fast float -0.000000e+00, %sx
  %44 = fsub fast float -0.000000e+00, %sy
  %45 = fsub fast float -0.000000e+00, %sz
  %46 = call float @dx.op.dot3.f32(i32 55, float %wnx, float %wny, float %wnz, float %43, float %44, float %45)  ; Dot3(ax,ay,az,bx,by,bz)
  %ndl = call float @dx.op.unary.f32(i32 7, float %46)  ; Saturate(value)
  %47 = insertelement <3 x float> undef, float %wnx, i64 0
  %48 = insertelement <3 x float> %47, float %wny, i64 1
  %49 = insertelement <3 x float> %48, float %wnz, i64 2
  %sky = call <3 x float> @"\01?SkyColor@@YA?AV?$vector@M$02@@V1@@Z"(<3 x float> %49)
  %50 = insertelement <3 x float> undef, float %ar, i64 0
  %51 = insertelement <3 x float> %50, float %ag, i64 1
  %52 = insertelement <3 x float> %51, float %ab, i64 2
  %53 = insertelement <3 x float> undef, float %ndl, i64 0
  %54 = shufflevector <3 x float> %53, <3 x float> undef, <3 x i32> zeroinitializer
  %55 = fmul fast <3 x float> %52, %54
  %56 = insertelement <3 x float> undef, float %amb, i64 0
  %57 = shufflevector <3 x float> %56, <3 x float> undef, <3 x i32> zeroinitializer
  %58 = fmul fast <3 x float> %sky, %57
  %59 = fadd fast <3 x float> %55, %58
  %60 = getelementptr inbounds %struct.ReflectionPayload, ptr %p, i32 0, i32 0
  store <3 x float> %59, ptr %60, align 4
  %61 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %62 = getelementptr inbounds %struct.ReflectionPayload, ptr %p, i32 0, i32 1
  store float %61, ptr %62, align 4
  ret void
}

define void @"\01?MissReflection@@YAXUReflectionPayload@@@Z"(ptr noalias nocapture %p) #0 {
  %1 = call float @dx.op.worldRayDirection.f32(i32 148, i8 0)  ; WorldRayDirection(col)
  %2 = call float @dx.op.worldRayDirection.f32(i32 148, i8 1)  ; WorldRayDirection(col)
  %3 = call float @dx.op.worldRayDirection.f32(i32 148, i8 2)  ; WorldRayDirection(col)
  %4 = insertelement <3 x float> undef, float %1, i64 0
  %5 = insertelement <3 x float> %4, float %2, i64 1
  %6 = insertelement <3 x float> %5, float %3, i64 2
  %7 = call <3 x float> @"\01?SkyColor@@YA?AV?$vector@M$02@@V1@@Z"(<3 x float> %6)
  %8 = getelementptr inbounds %struct.ReflectionPayload, ptr %p, i32 0, i32 0
  store <3 x float> %7, ptr %8, align 4
  %9 = getelementptr inbounds %struct.ReflectionPayload, ptr %p, i32 0, i32 1
  store float -1.000000e+00, ptr %9, align 4
  ret void
}

declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1
declare i32 @dx.op.dispatchRaysDimensions.i32(i32, i8) #1
declare i32 @dx.op.primitiveIndex.i32(i32) #1
declare float @dx.op.objectToWorld.f32(i32, i32, i8) #1
declare float @dx.op.worldRayDirection.f32(i32, i8) #1
declare float @dx.op.rayTCurrent.f32(i32) #2
declare float @dx.op.dot3.f32(i32, float, float, float, float, float, float) #1
declare float @dx.op.unary.f32(i32, float) #1
declare float @dx.op.tertiary.f32(i32, float, float, float) #1
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #2
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #2
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8) #0
declare void @dx.op.traceRay.struct.ReflectionPayload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, ptr) #0
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32, %struct.RaytracingAccelerationStructure) #2
declare %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32, %"class.Texture2D<vector<float, 4> >") #2
declare %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<float>"(i32, %"class.Texture2D<float>") #2
declare %dx.types.Handle @"dx.op.createHandleForLib.class.TextureCube<vector<float, 4> >"(i32, %"class.TextureCube<vector<float, 4> >") #2
declare %dx.types.Handle @dx.op.createHandleForLib.struct.ByteAddressBuffer(i32, %struct.ByteAddressBuffer) #2
declare %dx.types.Handle @"dx.op.createHandleForLib.class.StructuredBuffer<Vertex>"(i32, %"class.StructuredBuffer<Vertex>") #2
declare %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32, %struct.SamplerState) #2
declare %dx.types.Handle @"dx.op.createHandleForLib.class.RWTexture2D<vector<float, 4> >"(i32, %"class.RWTexture2D<vector<float, 4> >") #2
declare %dx.types.Handle @dx.op.createHandleForLib.hostlayout.Camera(i32, %hostlayout.Camera) #2

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }
attributes #2 = { nounwind readonly }
attributes #3 = { noinline nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.typeAnnotations = !{!30}
!dx.entryPoints = !{!40, !41, !43, !45}

!1 = !{i32 1, i32 3}
!2 = !{i32 1, i32 9}
!3 = !{!"lib", i32 6, i32 3}
!4 = !{!5, !20, !22, !24}
!5 = !{!6, !8, !9, !10, !11, !13, !14}
!6 = !{i32 0, ptr @"\01?Scene@@3URaytracingAccelerationStructure@@A", !"Scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{i32 1, ptr @"\01?GBufferNormal@@3V?$Texture2D@V?$vector@M$03@@@@A", !"GBufferNormal", i32 0, i32 1, i32 1, i32 2, i32 0, !15}
!9 = !{i32 2, ptr @"\01?GBufferDepth@@3V?$Texture2D@M@@A", !"GBufferDepth", i32 0, i32 2, i32 1, i32 2, i32 0, !15}
!10 = !{i32 3, ptr @"\01?Indices@@3UByteAddressBuffer@@A", !"Indices", i32 0, i32 3, i32 1, i32 11, i32 0, null}
!11 = !{i32 4, ptr @"\01?Vertices@@3V?$StructuredBuffer@UVertex@@@@A", !"Vertices", i32 0, i32 4, i32 1, i32 12, i32 0, !12}
!12 = !{i32 1, i32 20}
!13 = !{i32 5, ptr @"\01?MaterialTexture@@3V?$Texture2D@V?$vector@M$03@@@@A", !"MaterialTexture", i32 0, i32 5, i32 1, i32 2, i32 0, !15}
!14 = !{i32 6, ptr @"\01?Environment@@3V?$TextureCube@V?$vector@M$03@@@@A", !"Environment", i32 0, i32 6, i32 1, i32 5, i32 0, !15}
!15 = !{i32 0, i32 9}
!20 = !{!21}
!21 = !{i32 0, ptr @"\01?Output@@3V?$RWTexture2D@V?$vector@M$03@@@@A", !"Output", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !15}
!22 = !{!23}
!23 = !{i32 0, ptr @Camera_legacy, !"Camera", i32 0, i32 0, i32 1, i32 96, null}
!24 = !{!25, !26}
!25 = !{i32 0, ptr @"\01?PointClamp@@3USamplerState@@A", !"PointClamp", i32 0, i32 0, i32 1, i32 0, null}
!26 = !{i32 1, ptr @"\01?LinearWrap@@3USamplerState@@A", !"LinearWrap", i32 0, i32 1, i32 1, i32 0, null}
!30 = !{i32 1, ptr @"\01?RayGenReflections@@YAXXZ", !31, ptr @"\01?ClosestHitReflection@@YAXUReflectionPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", !34, ptr @"\01?MissReflection@@YAXUReflectionPayload@@@Z", !37}
!31 = !{!32}
!32 = !{i32 1, !33, !33}
!33 = !{}
!34 = !{!32, !35, !36}
!35 = !{i32 2, !33, !33}
!36 = !{i32 0, !33, !33}
!37 = !{!32, !35}
!40 = !{null, !"", null, !4, null}
!41 = !{ptr @"\01?RayGenReflections@@YAXXZ", !"\01?RayGenReflections@@YAXXZ", null, null, !42}
!42 = !{i32 8, i32 7, i32 5, !47}
!43 = !{ptr @"\01?ClosestHitReflection@@YAXUReflectionPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", !"\01?ClosestHitReflection@@YAXUReflectionPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", null, null, !44}
!44 = !{i32 8, i32 10, i32 6, i32 16, i32 7, i32 8, i32 5, !47}
!45 = !{ptr @"\01?MissReflection@@YAXUReflectionPayload@@@Z", !"\01?MissReflection@@YAXUReflectionPayload@@@Z", null, null, !46}
!46 = !{i32 8, i32 11, i32 6, i32 16, i32 5, !47}
!47 = !{i32 0}
