#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _80
{
    vec3 _m0;
    float _m1;
};

struct _84
{
    vec4 _m0;
};

struct _101
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _121
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform Root
{
    uvec4 _m0[1];
} Root_1;

layout(set = 0, binding = 5, std140) uniform ResourceDescriptorHeap
{
    uvec4 _m0[4096];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 7) uniform accelerationStructureEXT ResourceDescriptorHeap_2[];
layout(set = 0, binding = 1) uniform writeonly image2D ResourceDescriptorHeap_3[];
layout(location = 0) rayPayloadEXT _84 payload;
layout(location = 1) callableDataEXT _80 callableData;

void main()
{
    _101 _3 = _101(Root_1._m0[0u].x, Root_1._m0[0u].y, Root_1._m0[0u].z, Root_1._m0[0u].w);
    uint _6 = _3._m1;
    _121 _11 = _121(uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[0u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[0u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[0u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[0u].w));
    float _27 = ((float(gl_LaunchIDEXT.x) + 0.5) / float(gl_LaunchSizeEXT.x)) + (-0.5);
    float _28 = ((float(gl_LaunchIDEXT.y) + 0.5) / float(gl_LaunchSizeEXT.y)) + (-0.5);
    float _30 = inversesqrt(dot(vec3(_27, _28, 1.0), vec3(_27, _28, 1.0)));
    _84 _86;
    _86._m0 = vec4(0.0);
    payload = _86;
    traceRayEXT(ResourceDescriptorHeap_2[_3._m0], 0u, 255u, 0u, 2u, 0u, vec3(_11._m0, _11._m1, _11._m2), 0.0, vec3(_30 * _27, _30 * _28, _30), 100000.0, 0);
    _86 = payload;
    _80 _82;
    _82._m0 = vec3(_86._m0.xyz);
    _82._m1 = 1.5;
    callableData = _82;
    executeCallableEXT(_101(ResourceDescriptorHeap_1[_6]._m0[1u].x, ResourceDescriptorHeap_1[_6]._m0[1u].y, ResourceDescriptorHeap_1[_6]._m0[1u].z, ResourceDescriptorHeap_1[_6]._m0[1u].w)._m3, 1);
    _82 = callableData;
    imageStore(ResourceDescriptorHeap_3[_101(ResourceDescriptorHeap_1[_6]._m0[0u].x, ResourceDescriptorHeap_1[_6]._m0[0u].y, ResourceDescriptorHeap_1[_6]._m0[0u].z, ResourceDescriptorHeap_1[_6]._m0[0u].w)._m3], ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_82._m0, _86._m0.w));
}

