//! profile: lib_6_3
//! note: hand-written in DXC's lib_6_3 shape (DXC cannot run here; see docs/ARCHITECTURE.md, "Ray tracing"). Screen-space-to-ray-traced reflections as a deferred renderer does them: RayGenReflections reads the G-buffer (Texture2D<float> depth via Load, Texture2D<float4> normal via SampleLevel), reconstructs the world position with the camera cbuffer's column_major InvViewProj, reflects the view ray and traces it (RAY_FLAG_CULL_BACK_FACING_TRIANGLES); ClosestHitReflection fetches the triangle's indices from a ByteAddressBuffer and its vertices (normal, uv) from a StructuredBuffer by PrimitiveIndex, interpolates with the barycentrics, transforms the normal with ObjectToWorld3x4, samples the material texture and lights it; MissReflection samples an environment TextureCube. SkyColor is a helper called by all three exports (kept as a call, as DXC keeps it with [noinline]); Output is a RWTexture2D.

struct Vertex
{
    float3 Normal;
    float2 UV;
};

struct ReflectionPayload
{
    float3 Color;
    float  HitT;
};

RaytracingAccelerationStructure Scene           : register(t0);
Texture2D<float4>               GBufferNormal   : register(t1);
Texture2D<float>                GBufferDepth    : register(t2);
ByteAddressBuffer               Indices         : register(t3);
StructuredBuffer<Vertex>        Vertices        : register(t4);
Texture2D<float4>               MaterialTexture : register(t5);
TextureCube<float4>             Environment     : register(t6);
SamplerState                    PointClamp      : register(s0);
SamplerState                    LinearWrap      : register(s1);
RWTexture2D<float4>             Output          : register(u0);

cbuffer Camera : register(b0)
{
    float4x4 InvViewProj;
    float3   EyePosition;
    float    MaxDistance;
    float3   SunDirection;
    float    AmbientScale;
};

[noinline] float3 SkyColor(float3 dir)
{
    return Environment.SampleLevel(LinearWrap, dir, 0.0).rgb;
}

[shader("raygeneration")]
void RayGenReflections()
{
    uint2 pixel = DispatchRaysIndex().xy;
    uint2 size = DispatchRaysDimensions().xy;
    float2 uv = (float2(pixel) + 0.5) / float2(size);
    float depth = GBufferDepth.Load(int3(pixel, 0));
    float4 clip = float4(uv.x * 2.0 - 1.0, 1.0 - uv.y * 2.0, depth, 1.0);
    float4 world = mul(InvViewProj, clip);
    float3 pos = world.xyz / world.w;
    float3 view = normalize(pos - EyePosition);
    if (depth >= 1.0)
    {
        Output[pixel] = float4(SkyColor(view), 1.0);
        return;
    }
    float3 n = normalize(GBufferNormal.SampleLevel(PointClamp, uv, 0.0).xyz * 2.0 - 1.0);
    RayDesc ray;
    ray.Origin = pos + n * 0.001;
    ray.Direction = reflect(view, n);
    ray.TMin = 0.0;
    ray.TMax = MaxDistance;
    ReflectionPayload p;
    p.Color = float3(0, 0, 0);
    p.HitT = 0.0;
    TraceRay(Scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES, 0xFF, 0, 1, 0, ray, p);
    Output[pixel] = float4(p.Color, p.HitT);
}

[shader("closesthit")]
void ClosestHitReflection(inout ReflectionPayload p, in BuiltInTriangleIntersectionAttributes attr)
{
    uint3 tri = Indices.Load3(PrimitiveIndex() * 12);
    Vertex v0 = Vertices[tri.x];
    Vertex v1 = Vertices[tri.y];
    Vertex v2 = Vertices[tri.z];
    float3 b = float3(1.0 - attr.barycentrics.x - attr.barycentrics.y, attr.barycentrics);
    float3 n = v0.Normal * b.x + v1.Normal * b.y + v2.Normal * b.z;
    float2 uv = v0.UV * b.x + v1.UV * b.y + v2.UV * b.z;
    float3x4 o2w = ObjectToWorld3x4();
    float3 wn = normalize(mul((float3x3)o2w, n));
    float3 albedo = MaterialTexture.SampleLevel(LinearWrap, uv, 0.0).rgb;
    float ndl = saturate(dot(wn, -SunDirection));
    p.Color = albedo * ndl + SkyColor(wn) * AmbientScale;
    p.HitT = RayTCurrent();
}

[shader("miss")]
void MissReflection(inout ReflectionPayload p)
{
    p.Color = SkyColor(WorldRayDirection());
    p.HitT = -1.0;
}
