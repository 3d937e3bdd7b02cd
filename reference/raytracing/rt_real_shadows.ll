; Hand-written in the shape DXC gives a lib_6_5 library (DXC cannot run here); the source is
; rt_real_shadows.hlsl. Assembled with: build/tests/dxsv_ll2dxil rt_real_shadows.ll rt_real_shadows.dxil
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { ptr }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%struct.RaytracingAccelerationStructure = type { i32 }
%struct.Light = type { <3 x float>, float, <3 x float>, i32 }
%"class.StructuredBuffer<Light>" = type { %struct.Light }
%"class.StructuredBuffer<vector<float, 2> >" = type { <2 x float> }
%"class.Texture2D<vector<float, 4> >" = type { <4 x float>, %"class.Texture2D<vector<float, 4> >::mips_type" }
%"class.Texture2D<vector<float, 4> >::mips_type" = type { i32 }
%"class.RWTexture2D<vector<float, 4> >" = type { <4 x float> }
%struct.SamplerState = type { i32 }
%ShadowConstants = type { i32, float, float, i32 }
%struct.ShadowPayload = type { float }
%struct.BuiltInTriangleIntersectionAttributes = type { <2 x float> }

@"\01?Scene@@3URaytracingAccelerationStructure@@A" = external constant %struct.RaytracingAccelerationStructure, align 4
@"\01?Lights@@3V?$StructuredBuffer@ULight@@@@A" = external constant %"class.StructuredBuffer<Light>", align 4
@"\01?GBufferPosition@@3V?$Texture2D@V?$vector@M$03@@@@A" = external constant %"class.Texture2D<vector<float, 4> >", align 4
@"\01?GBufferNormal@@3V?$Texture2D@V?$vector@M$03@@@@A" = external constant %"class.Texture2D<vector<float, 4> >", align 4
@"\01?AlphaTexture@@3V?$Texture2D@V?$vector@M$03@@@@A" = external constant %"class.Texture2D<vector<float, 4> >", align 4
@"\01?TriangleUVs@@3V?$StructuredBuffer@V?$vector@M$01@@@@A" = external constant %"class.StructuredBuffer<vector<float, 2> >", align 4
@"\01?LinearClamp@@3USamplerState@@A" = external constant %struct.SamplerState, align 4
@"\01?ShadowOut@@3V?$RWTexture2D@V?$vector@M$03@@@@A" = external constant %"class.RWTexture2D<vector<float, 4> >", align 4
@ShadowConstants = external constant %ShadowConstants

; float3 OffsetOrigin(float3 p, float3 n)
define internal <3 x float> @"\01?OffsetOrigin@@YA?AV?$vector@M$02@@V1@0@Z"(<3 x float> %p, <3 x float> %n) #3 {
  %1 = load %ShadowConstants, ptr @ShadowConstants, align 4
  %2 = call %dx.types.Handle @dx.op.createHandleForLib.ShadowConstants(i32 160, %ShadowConstants %1)  ; CreateHandleForLib(Resource)
  %3 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %2, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %4 = extractvalue %dx.types.CBufRet.f32 %3, 1
  %5 = insertelement <3 x float> undef, float %4, i64 0
  %6 = shufflevector <3 x float> %5, <3 x float> undef, <3 x i32> zeroinitializer
  %7 = fmul fast <3 x float> %6, %n
  %8 = fadd fast <3 x float> %7, %p
  ret <3 x float> %8
}

; float4 ToLight(float3 p, float3 lightPos)
define internal <4 x float> @"\01?ToLight@@YA?AV?$vector@M$03@@V?$vector@M$02@@0@Z"(<3 x float> %p, <3 x float> %lightPos) #3 {
  %1 = fsub fast <3 x float> %lightPos, %p
  %2 = extractelement <3 x float> %1, i64 0
  %3 = extractelement <3 x float> %1, i64 1
  %4 = extractelement <3 x float> %1, i64 2
  %5 = call float @dx.op.dot3.f32(i32 55, float %2, float %3, float %4, float %2, float %3, float %4)  ; Dot3(ax,ay,az,bx,by,bz)
  %6 = call float @dx.op.unary.f32(i32 24, float %5)  ; Sqrt(value)
  %7 = fdiv fast float %2, %6
  %8 = fdiv fast float %3, %6
  %9 = fdiv fast float %4, %6
  %10 = insertelement <4 x float> undef, float %7, i64 0
  %11 = insertelement <4 x float> %10, float %8, i64 1
  %12 = insertelement <4 x float> %11, float %9, i64 2
  %13 = insertelement <4 x float> %12, float %6, i64 3
  ret <4 x float> %13
}

; float2 AlphaUV(uint prim, float2 bary)
define internal <2 x float> @"\01?AlphaUV@@YA?AV?$vector@M$01@@IV1@@Z"(i32 %prim, <2 x float> %bary) #3 {
  %1 = load %"class.StructuredBuffer<vector<float, 2> >", ptr @"\01?TriangleUVs@@3V?$StructuredBuffer@V?$vector@M$01@@@@A", align 4
  %2 = call %dx.types.Handle @"dx.op.createHandleForLib.class.StructuredBuffer<vector<float, 2> >"(i32 160, %"class.StructuredBuffer<vector<float, 2> >" %1)  ; CreateHandleForLib(Resource)
  %3 = mul i32 %prim, 3
  %4 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %2, i32 %3, i32 0, i8 3, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %5 = extractvalue %dx.types.ResRet.f32 %4, 0
  %6 = extractvalue %dx.types.ResRet.f32 %4, 1
  %7 = add i32 %3, 1
  %8 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %2, i32 %7, i32 0, i8 3, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %9 = extractvalue %dx.types.ResRet.f32 %8, 0
  %10 = extractvalue %dx.types.ResRet.f32 %8, 1
  %11 = add i32 %3, 2
  %12 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %2, i32 %11, i32 0, i8 3, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %13 = extractvalue %dx.types.ResRet.f32 %12, 0
  %14 = extractvalue %dx.types.ResRet.f32 %12, 1
  %15 = extractelement <2 x float> %bary, i64 0
  %16 = extractelement <2 x float> %bary, i64 1
  %17 = fsub fast float 1.000000e+00, %15
  %18 = fsub fast float %17, %16
  %19 = fmul fast float %5, %18
  %20 = fmul fast float %6, %18
  %21 = fmul fast float %9, %15
  %22 = fmul fast float %10, %15
  %23 = fadd fast float %21, %19
  %24 = fadd fast float %22, %20
  %25 = fmul fast float %13, %16
  %26 = fmul fast float %14, %16
  %27 = fadd fast float %23, %25
  %28 = fadd fast float %24, %26
  %29 = insertelement <2 x float> undef, float %27, i64 0
  %30 = insertelement <2 x float> %29, float %28, i64 1
  ret <2 x float> %30
}

define void @"\01?RayGenShadows@@YAXXZ"() #0 {
entry:
  %0 = load %struct.RaytracingAccelerationStructure, ptr @"\01?Scene@@3URaytracingAccelerationStructure@@A", align 4
  %1 = load %"class.StructuredBuffer<Light>", ptr @"\01?Lights@@3V?$StructuredBuffer@ULight@@@@A", align 4
  %2 = load %"class.Texture2D<vector<float, 4> >", ptr @"\01?GBufferPosition@@3V?$Texture2D@V?$vector@M$03@@@@A", align 4
  %3 = load %"class.Texture2D<vector<float, 4> >", ptr @"\01?GBufferNormal@@3V?$Texture2D@V?$vector@M$03@@@@A", align 4
  %4 = load %"class.RWTexture2D<vector<float, 4> >", ptr @"\01?ShadowOut@@3V?$RWTexture2D@V?$vector@M$03@@@@A", align 4
  %5 = load %ShadowConstants, ptr @ShadowConstants, align 4
  %6 = alloca %struct.ShadowPayload, align 4
  %7 = call %dx.types.Handle @dx.op.createHandleForLib.ShadowConstants(i32 160, %ShadowConstants %5)  ; CreateHandleForLib(Resource)
  %8 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %9 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)  ; DispatchRaysIndex(col)
  %10 = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32 160, %"class.Texture2D<vector<float, 4> >" %2)  ; CreateHandleForLib(Resource)
  %11 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %10, i32 0, i32 %8, i32 %9, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %12 = extractvalue %dx.types.ResRet.f32 %11, 0
  %13 = extractvalue %dx.types.ResRet.f32 %11, 1
  %14 = extractvalue %dx.types.ResRet.f32 %11, 2
  %15 = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32 160, %"class.Texture2D<vector<float, 4> >" %3)  ; CreateHandleForLib(Resource)
  %16 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %15, i32 0, i32 %8, i32 %9, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %17 = extractvalue %dx.types.ResRet.f32 %16, 0
  %18 = extractvalue %dx.types.ResRet.f32 %16, 1
  %19 = extractvalue %dx.types.ResRet.f32 %16, 2
  %20 = insertelement <3 x float> undef, float %12, i64 0
  %21 = insertelement <3 x float> %20, float %13, i64 1
  %22 = insertelement <3 x float> %21, float %14, i64 2
  %23 = insertelement <3 x float> undef, float %17, i64 0
  %24 = insertelement <3 x float> %23, float %18, i64 1
  %25 = insertelement <3 x float> %24, float %19, i64 2
  %26 = call <3 x float> @"\01?OffsetOrigin@@YA?AV?$vector@M$02@@V1@0@Z"(<3 x float> %22, <3 x float> %25)
  %27 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %7, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %28 = extractvalue %dx.types.CBufRet.i32 %27, 0
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %done, label %loop.ph

loop.ph:
  %30 = extractelement <3 x float> %26, i64 0
  %31 = extractelement <3 x float> %26, i64 1
  %32 = extractelement <3 x float> %26, i64 2
  %33 = getelementptr inbounds %struct.ShadowPayload, ptr %6, i32 0, i32 0
  br label %loop

loop:
  %i = phi i32 [ 0, %loop.ph ], [ %i.next, %latch ]
  %sum.r = phi float [ 0.000000e+00, %loop.ph ], [ %sum.r.next, %latch ]
  %sum.g = phi float [ 0.000000e+00, %loop.ph ], [ %sum.g.next, %latch ]
  %sum.b = phi float [ 0.000000e+00, %loop.ph ], [ %sum.b.next, %latch ]
  %34 = call %dx.types.Handle @"dx.op.createHandleForLib.class.StructuredBuffer<Light>"(i32 160, %"class.StructuredBuffer<Light>" %1)  ; CreateHandleForLib(Resource)
  %35 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %34, i32 %i, i32 0, i8 15, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %36 = extractvalue %dx.types.ResRet.f32 %35, 0
  %37 = extractvalue %dx.types.ResRet.f32 %35, 1
  %38 = extractvalue %dx.types.ResRet.f32 %35, 2
  %39 = extractvalue %dx.types.ResRet.f32 %35, 3
  %40 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %34, i32 %i, i32 16, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %41 = extractvalue %dx.types.ResRet.f32 %40, 0
  %42 = extractvalue %dx.types.ResRet.f32 %40, 1
  %43 = extractvalue %dx.types.ResRet.f32 %40, 2
  %44 = insertelement <3 x float> undef, float %36, i64 0
  %45 = insertelement <3 x float> %44, float %37, i64 1
  %46 = insertelement <3 x float> %45, float %38, i64 2
  %47 = call <4 x float> @"\01?ToLight@@YA?AV?$vector@M$03@@V?$vector@M$02@@0@Z"(<3 x float> %26, <3 x float> %46)
  %48 = extractelement <4 x float> %47, i64 0
  %49 = extractelement <4 x float> %47, i64 1
  %50 = extractelement <4 x float> %47, i64 2
  %51 = extractelement <4 x float> %47, i64 3
  %52 = call float @dx.op.dot3.f32(i32 55, float %17, float %18, float %19, float %48, float %49, float %50)  ; Dot3(ax,ay,az,bx,by,bz)
  %53 = fcmp fast ugt float %52, 0.000000e+00
  br i1 %53, label %trace, label %latch

trace:
  %54 = fsub fast float %51, %39
  %55 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %0)  ; CreateHandleForLib(Resource)
  store float 0.000000e+00, ptr %33, align 4
  call void @dx.op.traceRay.struct.ShadowPayload(i32 157, %dx.types.Handle %55, i32 12, i32 255, i32 0, i32 1, i32 0, float %30, float %31, float %32, float 0.000000e+00, float %48, float %49, float %50, float %54, ptr nonnull %6)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %56 = load float, ptr %33, align 4
  %57 = fmul fast float %56, %41
  %58 = fmul fast float %56, %42
  %59 = fmul fast float %56, %43
  %60 = fadd fast float %57, %sum.r
  %61 = fadd fast float %58, %sum.g
  %62 = fadd fast float %59, %sum.b
  br label %latch

latch:
  %sum.r.next = phi float [ %sum.r, %loop ], [ %60, %trace ]
  %sum.g.next = phi float [ %sum.g, %loop ], [ %61, %trace ]
  %sum.b.next = phi float [ %sum.b, %loop ], [ %62, %trace ]
  %i.next = add i32 %i, 1
  %63 = icmp ult i32 %i.next, %28
  br i1 %63, label %loop, label %done

done:
  %r = phi float [ 0.000000e+00, %entry ], [ %sum.r.next, %latch ]
  %g = phi float [ 0.000000e+00, %entry ], [ %sum.g.next, %latch ]
  %b = phi float [ 0.000000e+00, %entry ], [ %sum.b.next, %latch ]
  %64 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWTexture2D<vector<float, 4> >"(i32 160, %"class.RWTexture2D<vector<float, 4> >" %4)  ; CreateHandleForLib(Resource)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %64, i32 %8, i32 %9, i32 undef, float %r, float %g, float %b, float 1.000000e+00, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  ret void
}

define void @"\01?AnyHitShadow@@YAXUShadowPayload@@UBuiltInTriangleIntersectionAttributes@@@Z"(ptr noalias nocapture %p, ptr nocapture readonly %attr) #0 {
  %1 = load %struct.SamplerState, ptr @"\01?LinearClamp@@3USamplerState@@A", align 4
  %2 = load %"class.Texture2D<vector<float, 4> >", ptr @"\01?AlphaTexture@@3V?$Texture2D@V?$vector@M$03@@@@A", align 4
  %3 = load %ShadowConstants, ptr @ShadowConstants, align 4
  %4 = call %dx.types.Handle @dx.op.createHandleForLib.ShadowConstants(i32 160, %ShadowConstants %3)  ; CreateHandleForLib(Resource)
  %5 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %6 = getelementptr inbounds %struct.BuiltInTriangleIntersectionAttributes, ptr %attr, i32 0, i32 0
  %7 = load <2 x float>, ptr %6, align 4
  %8 = call <2 x float> @"\01?AlphaUV@@YA?AV?$vector@M$01@@IV1@@Z"(i32 %5, <2 x float> %7)
  %9 = extractelement <2 x float> %8, i64 0
  %10 = extractelement <2 x float> %8, i64 1
  %11 = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32 160, %"class.Texture2D<vector<float, 4> >" %2)  ; CreateHandleForLib(Resource)
  %12 = call %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32 160, %struct.SamplerState %1)  ; CreateHandleForLib(Resource)
  %13 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %11, %dx.types.Handle %12, float %9, float %10, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %14 = extractvalue %dx.types.ResRet.f32 %13, 3
  %15 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %4, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %16 = extractvalue %dx.types.CBufRet.f32 %15, 2
  %17 = fcmp fast olt float %14, %16
  br i1 %17, label %18, label %19

18:
  call void @dx.op.ignoreHit(i32 155)  ; IgnoreHit()
  unreachable

19:
  ret void
}

define void @"\01?MissShadow@@YAXUShadowPayload@@@Z"(ptr noalias nocapture %p) #0 {
  %1 = getelementptr inbounds %struct.ShadowPayload, ptr %p, i32 0, i32 0
  store float 1.000000e+00, ptr %1, align 4
  ret void
}

define void @"\01?RayGenShadowsInline@@YAXXZ"() #0 {
entry:
  %0 = load %struct.RaytracingAccelerationStructure, ptr @"\01?Scene@@3URaytracingAccelerationStructure@@A", align 4
  %1 = load %"class.StructuredBuffer<Light>", ptr @"\01?Lights@@3V?$StructuredBuffer@ULight@@@@A", align 4
  %2 = load %"class.Texture2D<vector<float, 4> >", ptr @"\01?GBufferPosition@@3V?$Texture2D@V?$vector@M$03@@@@A", align 4
  %3 = load %"class.Texture2D<vector<float, 4> >", ptr @"\01?GBufferNormal@@3V?$Texture2D@V?$vector@M$03@@@@A", align 4
  %4 = load %"class.RWTexture2D<vector<float, 4> >", ptr @"\01?ShadowOut@@3V?$RWTexture2D@V?$vector@M$03@@@@A", align 4
  %5 = load %ShadowConstants, ptr @ShadowConstants, align 4
  %6 = load %"class.Texture2D<vector<float, 4> >", ptr @"\01?AlphaTexture@@3V?$Texture2D@V?$vector@M$03@@@@A", align 4
  %7 = load %struct.SamplerState, ptr @"\01?LinearClamp@@3USamplerState@@A", align 4
  %8 = call %dx.types.Handle @dx.op.createHandleForLib.ShadowConstants(i32 160, %ShadowConstants %5)  ; CreateHandleForLib(Resource)
  %9 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %10 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)  ; DispatchRaysIndex(col)
  %11 = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32 160, %"class.Texture2D<vector<float, 4> >" %2)  ; CreateHandleForLib(Resource)
  %12 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %11, i32 0, i32 %9, i32 %10, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %13 = extractvalue %dx.types.ResRet.f32 %12, 0
  %14 = extractvalue %dx.types.ResRet.f32 %12, 1
  %15 = extractvalue %dx.types.ResRet.f32 %12, 2
  %16 = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32 160, %"class.Texture2D<vector<float, 4> >" %3)  ; CreateHandleForLib(Resource)
  %17 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %16, i32 0, i32 %9, i32 %10, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %18 = extractvalue %dx.types.ResRet.f32 %17, 0
  %19 = extractvalue %dx.types.ResRet.f32 %17, 1
  %20 = extractvalue %dx.types.ResRet.f32 %17, 2
  %21 = insertelement <3 x float> undef, float %13, i64 0
  %22 = insertelement <3 x float> %21, float %14, i64 1
  %23 = insertelement <3 x float> %22, float %15, i64 2
  %24 = insertelement <3 x float> undef, float %18, i64 0
  %25 = insertelement <3 x float> %24, float %19, i64 1
  %26 = insertelement <3 x float> %25, float %20, i64 2
  %27 = call <3 x float> @"\01?OffsetOrigin@@YA?AV?$vector@M$02@@V1@0@Z"(<3 x float> %23, <3 x float> %26)
  %28 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %8, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %29 = extractvalue %dx.types.CBufRet.i32 %28, 0
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %done, label %loop.ph

loop.ph:
  %31 = extractelement <3 x float> %27, i64 0
  %32 = extractelement <3 x float> %27, i64 1
  %33 = extractelement <3 x float> %27, i64 2
  br label %loop

loop:
  %i = phi i32 [ 0, %loop.ph ], [ %i.next, %status ]
  %sum.r = phi float [ 0.000000e+00, %loop.ph ], [ %sum.r.next, %status ]
  %sum.g = phi float [ 0.000000e+00, %loop.ph ], [ %sum.g.next, %status ]
  %sum.b = phi float [ 0.000000e+00, %loop.ph ], [ %sum.b.next, %status ]
  %34 = call %dx.types.Handle @"dx.op.createHandleForLib.class.StructuredBuffer<Light>"(i32 160, %"class.StructuredBuffer<Light>" %1)  ; CreateHandleForLib(Resource)
  %35 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %34, i32 %i, i32 0, i8 15, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %36 = extractvalue %dx.types.ResRet.f32 %35, 0
  %37 = extractvalue %dx.types.ResRet.f32 %35, 1
  %38 = extractvalue %dx.types.ResRet.f32 %35, 2
  %39 = extractvalue %dx.types.ResRet.f32 %35, 3
  %40 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %34, i32 %i, i32 16, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %41 = extractvalue %dx.types.ResRet.f32 %40, 0
  %42 = extractvalue %dx.types.ResRet.f32 %40, 1
  %43 = extractvalue %dx.types.ResRet.f32 %40, 2
  %44 = insertelement <3 x float> undef, float %36, i64 0
  %45 = insertelement <3 x float> %44, float %37, i64 1
  %46 = insertelement <3 x float> %45, float %38, i64 2
  %47 = call <4 x float> @"\01?ToLight@@YA?AV?$vector@M$03@@V?$vector@M$02@@0@Z"(<3 x float> %27, <3 x float> %46)
  %48 = extractelement <4 x float> %47, i64 0
  %49 = extractelement <4 x float> %47, i64 1
  %50 = extractelement <4 x float> %47, i64 2
  %51 = extractelement <4 x float> %47, i64 3
  %52 = fsub fast float %51, %39
  %53 = call i32 @dx.op.allocateRayQuery(i32 178, i32 516)  ; AllocateRayQuery(constRayFlags)
  %54 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %0)  ; CreateHandleForLib(Resource)
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %53, %dx.types.Handle %54, i32 0, i32 255, float %31, float %32, float %33, float 0.000000e+00, float %48, float %49, float %50, float %52)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %55 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %53)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %55, label %candidate, label %status

candidate:
  %56 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 204, i32 %53)  ; RayQuery_CandidatePrimitiveIndex(rayQueryHandle)
  %57 = call float @dx.op.rayQuery_StateVector.f32(i32 193, i32 %53, i8 0)  ; RayQuery_CandidateTriangleBarycentrics(rayQueryHandle,component)
  %58 = call float @dx.op.rayQuery_StateVector.f32(i32 193, i32 %53, i8 1)  ; RayQuery_CandidateTriangleBarycentrics(rayQueryHandle,component)
  %59 = insertelement <2 x float> undef, float %57, i64 0
  %60 = insertelement <2 x float> %59, float %58, i64 1
  %61 = call <2 x float> @"\01?AlphaUV@@YA?AV?$vector@M$01@@IV1@@Z"(i32 %56, <2 x float> %60)
  %62 = extractelement <2 x float> %61, i64 0
  %63 = extractelement <2 x float> %61, i64 1
  %64 = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32 160, %"class.Texture2D<vector<float, 4> >" %6)  ; CreateHandleForLib(Resource)
  %65 = call %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32 160, %struct.SamplerState %7)  ; CreateHandleForLib(Resource)
  %66 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %64, %dx.types.Handle %65, float %62, float %63, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %67 = extractvalue %dx.types.ResRet.f32 %66, 3
  %68 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %8, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %69 = extractvalue %dx.types.CBufRet.f32 %68, 2
  %70 = fcmp fast oge float %67, %69
  br i1 %70, label %commit, label %next

commit:
  call void @dx.op.rayQuery_CommitNonOpaqueTriangleHit(i32 182, i32 %53)  ; RayQuery_CommitNonOpaqueTriangleHit(rayQueryHandle)
  br label %next

next:
  %71 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %53)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %71, label %candidate, label %status

status:
  %72 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %53)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %73 = icmp eq i32 %72, 0
  %74 = fadd fast float %41, %sum.r
  %75 = fadd fast float %42, %sum.g
  %76 = fadd fast float %43, %sum.b
  %sum.r.next = select i1 %73, float %74, float %sum.r
  %sum.g.next = select i1 %73, float %75, float %sum.g
  %sum.b.next = select i1 %73, float %76, float %sum.b
  %i.next = add i32 %i, 1
  %77 = icmp ult i32 %i.next, %29
  br i1 %77, label %loop, label %done

done:
  %r = phi float [ 0.000000e+00, %entry ], [ %sum.r.next, %status ]
  %g = phi float [ 0.000000e+00, %entry ], [ %sum.g.next, %status ]
  %b = phi float [ 0.000000e+00, %entry ], [ %sum.b.next, %status ]
  %78 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWTexture2D<vector<float, 4> >"(i32 160, %"class.RWTexture2D<vector<float, 4> >" %4)  ; CreateHandleForLib(Resource)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %78, i32 %9, i32 %10, i32 undef, float %r, float %g, float %b, float 1.000000e+00, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  ret void
}

declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1
declare i32 @dx.op.primitiveIndex.i32(i32) #1
declare float @dx.op.dot3.f32(i32, float, float, float, float, float, float) #1
declare float @dx.op.unary.f32(i32, float) #1
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #2
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #2
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8) #0
declare void @dx.op.traceRay.struct.ShadowPayload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, ptr) #0
declare void @dx.op.ignoreHit(i32) #0
declare i32 @dx.op.allocateRayQuery(i32, i32) #0
declare void @dx.op.rayQuery_TraceRayInline(i32, i32, %dx.types.Handle, i32, i32, float, float, float, float, float, float, float, float) #0
declare i1 @dx.op.rayQuery_Proceed.i1(i32, i32) #0
declare i32 @dx.op.rayQuery_StateScalar.i32(i32, i32) #1
declare float @dx.op.rayQuery_StateVector.f32(i32, i32, i8) #1
declare void @dx.op.rayQuery_CommitNonOpaqueTriangleHit(i32, i32) #0
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32, %struct.RaytracingAccelerationStructure) #2
declare %dx.types.Handle @"dx.op.createHandleForLib.class.StructuredBuffer<Light>"(i32, %"class.StructuredBuffer<Light>") #2
declare %dx.types.Handle @"dx.op.createHandleForLib.class.StructuredBuffer<vector<float, 2> >"(i32, %"class.StructuredBuffer<vector<float, 2> >") #2
declare %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32, %"class.Texture2D<vector<float, 4> >") #2
declare %dx.types.Handle @"dx.op.createHandleForLib.class.RWTexture2D<vector<float, 4> >"(i32, %"class.RWTexture2D<vector<float, 4> >") #2
declare %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32, %struct.SamplerState) #2
declare %dx.types.Handle @dx.op.createHandleForLib.ShadowConstants(i32, %ShadowConstants) #2

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }
attributes #2 = { nounwind readonly }
attributes #3 = { noinline nounwind }

!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.typeAnnotations = !{!20}
!dx.entryPoints = !{!30, !32, !34, !36, !38}

!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 9}
!3 = !{!"lib", i32 6, i32 5}
!4 = !{!5, !14, !16, !18}
!5 = !{!6, !8, !10, !11, !12, !13}
!6 = !{i32 0, ptr @"\01?Scene@@3URaytracingAccelerationStructure@@A", !"Scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{i32 1, ptr @"\01?Lights@@3V?$StructuredBuffer@ULight@@@@A", !"Lights", i32 0, i32 1, i32 1, i32 12, i32 0, !9}
!9 = !{i32 1, i32 32}
!10 = !{i32 2, ptr @"\01?GBufferPosition@@3V?$Texture2D@V?$vector@M$03@@@@A", !"GBufferPosition", i32 0, i32 2, i32 1, i32 2, i32 0, !15}
!11 = !{i32 3, ptr @"\01?GBufferNormal@@3V?$Texture2D@V?$vector@M$03@@@@A", !"GBufferNormal", i32 0, i32 3, i32 1, i32 2, i32 0, !15}
!12 = !{i32 4, ptr @"\01?AlphaTexture@@3V?$Texture2D@V?$vector@M$03@@@@A", !"AlphaTexture", i32 0, i32 4, i32 1, i32 2, i32 0, !15}
!13 = !{i32 5, ptr @"\01?TriangleUVs@@3V?$StructuredBuffer@V?$vector@M$01@@@@A", !"TriangleUVs", i32 0, i32 5, i32 1, i32 12, i32 0, !19}
!14 = !{!24}
!15 = !{i32 0, i32 9}
!16 = !{!17}
!17 = !{i32 0, ptr @ShadowConstants, !"ShadowConstants", i32 0, i32 0, i32 1, i32 16, null}
!18 = !{!25}
!19 = !{i32 1, i32 8}
!20 = !{i32 1, ptr @"\01?RayGenShadows@@YAXXZ", !21, ptr @"\01?AnyHitShadow@@YAXUShadowPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", !26, ptr @"\01?MissShadow@@YAXUShadowPayload@@@Z", !29, ptr @"\01?RayGenShadowsInline@@YAXXZ", !21}
!21 = !{!22}
!22 = !{i32 1, !23, !23}
!23 = !{}
!24 = !{i32 0, ptr @"\01?ShadowOut@@3V?$RWTexture2D@V?$vector@M$03@@@@A", !"ShadowOut", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !15}
!25 = !{i32 0, ptr @"\01?LinearClamp@@3USamplerState@@A", !"LinearClamp", i32 0, i32 0, i32 1, i32 0, null}
!26 = !{!22, !27, !28}
!27 = !{i32 2, !23, !23}
!28 = !{i32 0, !23, !23}
!29 = !{!22, !27}
!30 = !{null, !"", null, !4, !31}
!31 = !{i32 0, i64 33554432}
!32 = !{ptr @"\01?RayGenShadows@@YAXXZ", !"\01?RayGenShadows@@YAXXZ", null, null, !33}
!33 = !{i32 8, i32 7, i32 5, !40}
!34 = !{ptr @"\01?AnyHitShadow@@YAXUShadowPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", !"\01?AnyHitShadow@@YAXUShadowPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", null, null, !35}
!35 = !{i32 8, i32 9, i32 6, i32 4, i32 7, i32 8, i32 5, !40}
!36 = !{ptr @"\01?MissShadow@@YAXUShadowPayload@@@Z", !"\01?MissShadow@@YAXUShadowPayload@@@Z", null, null, !37}
!37 = !{i32 8, i32 11, i32 6, i32 4, i32 5, !40}
!38 = !{ptr @"\01?RayGenShadowsInline@@YAXXZ", !"\01?RayGenShadowsInline@@YAXXZ", null, null, !39}
!39 = !{i32 8, i32 7, i32 5, !40}
!40 = !{i32 0}
