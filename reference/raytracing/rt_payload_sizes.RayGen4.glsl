#version 460
#extension GL_EXT_ray_tracing : require

struct _25
{
    uint _m0;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadEXT _25 payload;

void main()
{
    _25 _27;
    _27._m0 = 0u;
    payload = _27;
    traceRayEXT(Scene, 4u, 255u, 0u, 4u, 0u, vec3(float(gl_LaunchIDEXT.x), float(gl_LaunchIDEXT.y), -10.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0, 0);
    _27 = payload;
    Out_1._m0[(((gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x) << 2u) >> 2u] = _27._m0;
}

