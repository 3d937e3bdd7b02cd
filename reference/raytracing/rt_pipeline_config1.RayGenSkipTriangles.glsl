#version 460
#extension GL_EXT_ray_tracing : require

struct _35
{
    float _m0;
    uint _m1;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadEXT _35 payload;

void main()
{
    _35 _37;
    _37._m0 = -1.0;
    _37._m1 = 4294967295u;
    payload = _37;
    traceRayEXT(Scene, 256u, 15u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) * 0.5, float(gl_LaunchIDEXT.y) * 0.5, 0.0), 0.0, vec3(0.0, -1.0, 0.0), 500.0, 0);
    _37 = payload;
    uint _19 = ((gl_LaunchSizeEXT.y + gl_LaunchIDEXT.y) * gl_LaunchSizeEXT.x) + gl_LaunchIDEXT.x;
    Out_1._m0[((_19 * 8u) + 0u) >> 2u] = floatBitsToUint(_37._m0);
    Out_1._m0[((_19 * 8u) + 4u) >> 2u] = _37._m1;
}

