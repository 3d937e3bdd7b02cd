#version 460
#extension GL_EXT_ray_tracing : require

struct _33
{
    vec3 _m0;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadEXT _33 payload;

void main()
{
    _33 _35;
    _35._m0 = vec3(0.0);
    payload = _35;
    traceRayEXT(Scene, 0u, 255u, 1u, 4u, 1u, vec3(float(gl_LaunchIDEXT.x), float(gl_LaunchIDEXT.y), -10.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0, 0);
    _35 = payload;
    uint _20 = ((gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x) * 12u;
    Out_1._m0[_20 >> 2u] = floatBitsToUint(_35._m0.x);
    Out_1._m0[(_20 + 4u) >> 2u] = floatBitsToUint(_35._m0.y);
    Out_1._m0[(_20 + 8u) >> 2u] = floatBitsToUint(_35._m0.z);
}

