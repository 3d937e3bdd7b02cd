#version 460
#extension GL_EXT_ray_tracing : require

struct _67
{
    vec3 _m0;
    float _m1;
    vec2 _m2;
    uint _m3;
    uint _m4;
};

struct _93
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 300, std430) buffer GBuffer
{
    uint _m0[];
} GBuffer_1;

layout(set = 0, binding = 200, std140) uniform View
{
    uvec4 _m0[1];
} View_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadEXT _67 payload;

void main()
{
    _93 _6 = _93(uintBitsToFloat(View_1._m0[0u].x), uintBitsToFloat(View_1._m0[0u].y), uintBitsToFloat(View_1._m0[0u].z), uintBitsToFloat(View_1._m0[0u].w));
    float _12 = _6._m3;
    _67 _69;
    _69._m0 = vec3(0.0);
    _69._m1 = -1.0;
    _69._m2 = vec2(0.0);
    _69._m3 = 0u;
    _69._m4 = 0u;
    payload = _69;
    traceRayEXT(Scene, 1u, 255u, 0u, 1u, 0u, vec3((_12 * float(gl_LaunchIDEXT.x)) + _6._m0, (_12 * float(gl_LaunchIDEXT.y)) + _6._m1, _6._m2), 0.0, vec3(0.0, 0.0, 1.0), 1000000.0, 0);
    _69 = payload;
    uint _31 = (gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x;
    uint _37 = (_31 * 32u) + 0u;
    GBuffer_1._m0[_37 >> 2u] = floatBitsToUint(_69._m0.x);
    GBuffer_1._m0[(_37 + 4u) >> 2u] = floatBitsToUint(_69._m0.y);
    GBuffer_1._m0[(_37 + 8u) >> 2u] = floatBitsToUint(_69._m0.z);
    GBuffer_1._m0[((_31 * 32u) + 12u) >> 2u] = floatBitsToUint(_69._m1);
    uint _43 = (_31 * 32u) + 16u;
    GBuffer_1._m0[_43 >> 2u] = floatBitsToUint(_69._m2.x);
    GBuffer_1._m0[(_43 + 4u) >> 2u] = floatBitsToUint(_69._m2.y);
    GBuffer_1._m0[((_31 * 32u) + 24u) >> 2u] = _69._m3;
    GBuffer_1._m0[((_31 * 32u) + 28u) >> 2u] = _69._m4;
}

