#version 460
#extension GL_EXT_ray_tracing : require

struct _33
{
    float _m0;
    uint _m1;
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
    _35._m0 = -1.0;
    _35._m1 = 4294967295u;
    payload = _35;
    traceRayEXT(Scene, 640u, 255u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) * 0.5, float(gl_LaunchIDEXT.y) * 0.5, 0.0), 0.0, vec3(0.0, -1.0, 0.0), 500.0, 0);
    _35 = payload;
    uint _17 = (gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x;
    Out_1._m0[((_17 * 8u) + 0u) >> 2u] = floatBitsToUint(_35._m0);
    Out_1._m0[((_17 * 8u) + 4u) >> 2u] = _35._m1;
}

