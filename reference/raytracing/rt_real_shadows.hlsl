//! profile: lib_6_5
//! note: hand-written in DXC's lib_6_5 shape (DXC cannot run here; see docs/ARCHITECTURE.md, "Ray tracing"). Shadows as a renderer traces them: RayGenShadows reads world position and normal from a G-buffer, loops over LightCount lights from a StructuredBuffer and traces one shadow ray per light with RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH | RAY_FLAG_SKIP_CLOSEST_HIT_SHADER; AnyHitShadow alpha-tests (SampleLevel, IgnoreHit); MissShadow sets visibility; RayGenShadowsInline does the same test with an inline RayQuery (candidate loop, alpha test, CommitNonOpaqueTriangleHit). OffsetOrigin, ToLight and AlphaUV are helpers called by more than one export (kept as calls, as DXC keeps them with [noinline]).

struct Light
{
    float3 Position;
    float  Radius;
    float3 Color;
    uint   Flags;
};

struct ShadowPayload
{
    float Visibility;
};

RaytracingAccelerationStructure Scene           : register(t0);
StructuredBuffer<Light>         Lights          : register(t1);
Texture2D<float4>               GBufferPosition : register(t2);
Texture2D<float4>               GBufferNormal   : register(t3);
Texture2D<float4>               AlphaTexture    : register(t4);
StructuredBuffer<float2>        TriangleUVs     : register(t5);
SamplerState                    LinearClamp     : register(s0);
RWTexture2D<float4>             ShadowOut       : register(u0);

cbuffer ShadowConstants : register(b0)
{
    uint  LightCount;
    float NormalBias;
    float AlphaCutoff;
    uint  Frame;
};

[noinline] float3 OffsetOrigin(float3 p, float3 n)
{
    return p + n * NormalBias;
}

[noinline] float4 ToLight(float3 p, float3 lightPos)
{
    float3 d = lightPos - p;
    float dist = length(d);
    return float4(d / dist, dist);
}

[noinline] float2 AlphaUV(uint prim, float2 bary)
{
    float2 a = TriangleUVs[prim * 3 + 0];
    float2 b = TriangleUVs[prim * 3 + 1];
    float2 c = TriangleUVs[prim * 3 + 2];
    return a * (1.0 - bary.x - bary.y) + b * bary.x + c * bary.y;
}

[shader("raygeneration")]
void RayGenShadows()
{
    uint2 pixel = DispatchRaysIndex().xy;
    float3 pos = GBufferPosition.Load(int3(pixel, 0)).xyz;
    float3 n = GBufferNormal.Load(int3(pixel, 0)).xyz;
    float3 origin = OffsetOrigin(pos, n);
    float3 sum = 0;
    for (uint i = 0; i < LightCount; ++i)
    {
        Light l = Lights[i];
        float4 tl = ToLight(origin, l.Position);
        if (dot(n, tl.xyz) <= 0.0)
            continue;
        RayDesc ray;
        ray.Origin = origin;
        ray.Direction = tl.xyz;
        ray.TMin = 0.0;
        ray.TMax = tl.w - l.Radius;
        ShadowPayload p;
        p.Visibility = 0.0;
        TraceRay(Scene, RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH | RAY_FLAG_SKIP_CLOSEST_HIT_SHADER,
                 0xFF, 0, 1, 0, ray, p);
        sum += l.Color * p.Visibility;
    }
    ShadowOut[pixel] = float4(sum, 1.0);
}

[shader("anyhit")]
void AnyHitShadow(inout ShadowPayload p, in BuiltInTriangleIntersectionAttributes attr)
{
    float2 uv = AlphaUV(PrimitiveIndex(), attr.barycentrics);
    if (AlphaTexture.SampleLevel(LinearClamp, uv, 0.0).a < AlphaCutoff)
        IgnoreHit();
}

[shader("miss")]
void MissShadow(inout ShadowPayload p)
{
    p.Visibility = 1.0;
}

[shader("raygeneration")]
void RayGenShadowsInline()
{
    uint2 pixel = DispatchRaysIndex().xy;
    float3 pos = GBufferPosition.Load(int3(pixel, 0)).xyz;
    float3 n = GBufferNormal.Load(int3(pixel, 0)).xyz;
    float3 origin = OffsetOrigin(pos, n);
    float3 sum = 0;
    for (uint i = 0; i < LightCount; ++i)
    {
        Light l = Lights[i];
        float4 tl = ToLight(origin, l.Position);
        RayDesc ray;
        ray.Origin = origin;
        ray.Direction = tl.xyz;
        ray.TMin = 0.0;
        ray.TMax = tl.w - l.Radius;
        RayQuery<RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES> q;
        q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
        while (q.Proceed())
        {
            float2 uv = AlphaUV(q.CandidatePrimitiveIndex(), q.CandidateTriangleBarycentrics());
            if (AlphaTexture.SampleLevel(LinearClamp, uv, 0.0).a >= AlphaCutoff)
                q.CommitNonOpaqueTriangleHit();
        }
        if (q.CommittedStatus() == COMMITTED_NOTHING)
            sum += l.Color;
    }
    ShadowOut[pixel] = float4(sum, 1.0);
}
