#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _56
{
    float _m0;
};

struct _71
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _91
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
layout(location = 0) rayPayloadEXT _56 payload;

void main()
{
    _71 _3 = _71(Root_1._m0[0u].x, Root_1._m0[0u].y, Root_1._m0[0u].z, Root_1._m0[0u].w);
    uint _6 = _3._m1;
    _91 _12 = _91(uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[0u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[0u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[0u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[0u].w));
    _91 _16 = _91(uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[1u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[1u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[1u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[1u].w));
    _56 _58;
    _58._m0 = 0.0;
    payload = _58;
    traceRayEXT(ResourceDescriptorHeap_2[_3._m0], 12u, 255u, 1u, 2u, 1u, vec3(_12._m0, _12._m1, _12._m2), 0.0, vec3((-0.0) - _16._m0, (-0.0) - _16._m1, (-0.0) - _16._m2), 100000.0, 0);
    _58 = payload;
    imageStore(ResourceDescriptorHeap_3[_71(ResourceDescriptorHeap_1[_6]._m0[0u].x, ResourceDescriptorHeap_1[_6]._m0[0u].y, ResourceDescriptorHeap_1[_6]._m0[0u].z, ResourceDescriptorHeap_1[_6]._m0[0u].w)._m3 + 1u], ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_58._m0));
}

