//! profile: lib_6_6
//! note: hand-written in DXC's lib_6_6 shape (DXC cannot run here; see docs/ARCHITECTURE.md, "Ray tracing"). A small progressive path tracer: RayGenPath seeds a PCG hash per pixel and frame, jitters a pinhole camera ray and runs a bounce loop (origin, direction and the payload's throughput, radiance and RNG state carried from one TraceRay to the next; the loop breaks when a miss marks the path done), then blends into the accumulation target. ClosestHitMaterial rebuilds the triangle normal from bindless vertex/index buffers (SM 6.6 ResourceDescriptorHeap, createHandleFromHeap) addressed by a per-geometry local root constant, reads its material from a bindless StructuredBuffer, samples the albedo texture through the sampler heap (NonUniformResourceIndex), and calls the BRDF callable for the next direction. IntersectSphere reports procedural sphere hits (ReportHit with a custom attribute struct); ClosestHitSphere shades them. CallableLambert samples a cosine-weighted direction; MissSky adds sky radiance and ends the path. PcgHash, UnitFloat and OffsetRay are helpers called by several exports (kept as calls, as DXC keeps them with [noinline]).

GlobalRootSignature PathGlobal =
{
    "RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED | SAMPLER_HEAP_DIRECTLY_INDEXED), "
    "SRV(t0), DescriptorTable(UAV(u0)), CBV(b0)"
};
LocalRootSignature GeometrySig = { "RootConstants(num32BitConstants=2, b0, space=1)" };
SubobjectToExportsAssociation GeometryAssoc = { "GeometrySig", "TriangleGroup;SphereGroup" };
TriangleHitGroup   TriangleGroup = { "", "ClosestHitMaterial" };
ProceduralPrimitiveHitGroup SphereGroup = { "", "ClosestHitSphere", "IntersectSphere" };
RaytracingShaderConfig   ShaderConfig   = { 56, 12 };
RaytracingPipelineConfig PipelineConfig = { 2 };

struct PathPayload
{
    float3 Throughput;
    float3 Radiance;
    float3 NextOrigin;
    float3 NextDirection;
    uint   Seed;
    uint   Done;
};

struct BrdfParams
{
    float3 Normal;
    float3 Albedo;
    uint   Seed;
    float3 Direction;
    float3 Weight;
};

struct SphereAttributes
{
    float3 Normal;
};

struct Material
{
    uint   AlbedoTexture;
    float3 Emission;
    float3 BaseColor;
    float  Pad;
};

RaytracingAccelerationStructure Scene  : register(t0);
RWTexture2D<float4>             Output : register(u0);

cbuffer Frame : register(b0)
{
    float3 CameraPosition;
    uint   FrameIndex;
    uint   MaxBounces;
    uint   MaterialBufferIndex;
    uint   SamplerIndex;
    uint   FramePad;
};

cbuffer GeometryRecord : register(b0, space1)   // local root constants
{
    uint MaterialIndex;
    uint GeometryBase;   // heap index of the positions (or spheres); indices at GeometryBase + 1
};

[noinline] uint PcgHash(uint v)
{
    uint state = v * 747796405u + 2891336453u;
    uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
    return (word >> 22u) ^ word;
}

[noinline] float UnitFloat(uint v) { return float(v >> 8) * (1.0 / 16777216.0); }

[noinline] float3 OffsetRay(float3 p, float3 n) { return p + n * 0.001; }

[shader("raygeneration")]
void RayGenPath()
{
    uint2 pixel = DispatchRaysIndex().xy;
    uint2 size = DispatchRaysDimensions().xy;
    uint seed = PcgHash(pixel.x + pixel.y * size.x + FrameIndex * 2654435769u);
    uint s1 = PcgHash(seed);
    uint s2 = PcgHash(s1);
    float2 ndc = (float2(pixel) + float2(UnitFloat(s1), UnitFloat(s2))) / float2(size) * 2.0 - 1.0;
    float3 origin = CameraPosition;
    float3 dir = normalize(float3(ndc.x, -ndc.y, 1.0));

    PathPayload p;
    p.Throughput = 1.0;
    p.Radiance = 0.0;
    p.Seed = s2;
    p.Done = 0;
    for (uint bounce = 0; bounce < MaxBounces; ++bounce)
    {
        RayDesc ray = { origin, 0.001, dir, 10000.0 };
        TraceRay(Scene, RAY_FLAG_NONE, 0xFF, 0, 2, 0, ray, p);
        if (p.Done != 0)
            break;
        origin = p.NextOrigin;
        dir = p.NextDirection;
    }
    float4 prev = Output[pixel];
    Output[pixel] = lerp(prev, float4(p.Radiance, 1.0), 1.0 / float(FrameIndex + 1));
}

[shader("closesthit")]
void ClosestHitMaterial(inout PathPayload p, in BuiltInTriangleIntersectionAttributes attr)
{
    StructuredBuffer<float3> positions = ResourceDescriptorHeap[GeometryBase];
    ByteAddressBuffer indices = ResourceDescriptorHeap[GeometryBase + 1];
    uint3 tri = indices.Load3(PrimitiveIndex() * 12);
    float3 n = cross(positions[tri.y] - positions[tri.x], positions[tri.z] - positions[tri.x]);
    float3 wn = normalize(mul((float3x3)ObjectToWorld3x4(), n));
    if (dot(wn, WorldRayDirection()) > 0.0)
        wn = -wn;

    StructuredBuffer<Material> materials = ResourceDescriptorHeap[MaterialBufferIndex];
    Material m = materials[MaterialIndex];
    Texture2D<float4> tex = ResourceDescriptorHeap[NonUniformResourceIndex(m.AlbedoTexture)];
    SamplerState smp = SamplerDescriptorHeap[SamplerIndex];
    float3 albedo = m.BaseColor * tex.SampleLevel(smp, attr.barycentrics, 0.0).rgb;

    BrdfParams b;
    b.Normal = wn;
    b.Albedo = albedo;
    b.Seed = p.Seed;
    CallShader(0, b);
    p.Radiance += p.Throughput * m.Emission;
    p.Throughput *= b.Weight;
    p.NextOrigin = OffsetRay(WorldRayOrigin() + WorldRayDirection() * RayTCurrent(), wn);
    p.NextDirection = b.Direction;
    p.Seed = b.Seed;
}

[shader("intersection")]
void IntersectSphere()
{
    StructuredBuffer<float4> spheres = ResourceDescriptorHeap[GeometryBase];
    float4 s = spheres[PrimitiveIndex()];
    float3 o = ObjectRayOrigin() - s.xyz;
    float3 d = ObjectRayDirection();
    float a = dot(d, d);
    float b = dot(o, d);
    float c = dot(o, o) - s.w * s.w;
    float disc = b * b - a * c;
    if (disc < 0.0)
        return;
    float t = (-b - sqrt(disc)) / a;
    if (t < RayTMin())
        return;
    SphereAttributes attr;
    attr.Normal = (o + d * t) / s.w;
    ReportHit(t, 0, attr);
}

[shader("closesthit")]
void ClosestHitSphere(inout PathPayload p, in SphereAttributes attr)
{
    float3 wn = normalize(mul((float3x3)ObjectToWorld3x4(), attr.Normal));
    StructuredBuffer<Material> materials = ResourceDescriptorHeap[MaterialBufferIndex];
    Material m = materials[MaterialIndex];
    BrdfParams b;
    b.Normal = wn;
    b.Albedo = m.BaseColor;
    b.Seed = p.Seed;
    CallShader(0, b);
    p.Radiance += p.Throughput * m.Emission;
    p.Throughput *= b.Weight;
    p.NextOrigin = OffsetRay(WorldRayOrigin() + WorldRayDirection() * RayTCurrent(), wn);
    p.NextDirection = b.Direction;
    p.Seed = b.Seed;
}

[shader("callable")]
void CallableLambert(inout BrdfParams b)
{
    uint s1 = PcgHash(b.Seed);
    uint s2 = PcgHash(s1);
    float phi = 6.2831853 * UnitFloat(s1);
    float r2 = UnitFloat(s2);
    float rad = sqrt(r2);
    float3 up = abs(b.Normal.z) < 0.999 ? float3(0, 0, 1) : float3(1, 0, 0);
    float3 t = normalize(cross(up, b.Normal));
    float3 bt = cross(b.Normal, t);
    b.Direction = t * (cos(phi) * rad) + bt * (sin(phi) * rad) + b.Normal * sqrt(1.0 - r2);
    b.Weight = b.Albedo;
    b.Seed = s2;
}

[shader("miss")]
void MissSky(inout PathPayload p)
{
    float t = 0.5 * (WorldRayDirection().y + 1.0);
    float3 sky = lerp(float3(1.0, 1.0, 1.0), float3(0.5, 0.7, 1.0), t);
    p.Radiance += p.Throughput * sky;
    p.Done = 1;
}
