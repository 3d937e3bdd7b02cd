#version 460
#extension GL_EXT_ray_tracing : require

struct _39
{
    vec3 _m0;
    float _m1;
};

vec3 _103;

layout(set = 0, binding = 301, std430) buffer Debug
{
    uint _m0[];
} Debug_1;

layout(location = 0) rayPayloadInEXT _39 incomingPayload;

void main()
{
    uint _11 = ((gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x) << 1u;
    uint _14 = (_11 * 16u) + 0u;
    Debug_1._m0[_14 >> 2u] = floatBitsToUint(gl_WorldRayOriginEXT.x);
    Debug_1._m0[(_14 + 4u) >> 2u] = floatBitsToUint(gl_WorldRayOriginEXT.y);
    Debug_1._m0[(_14 + 8u) >> 2u] = floatBitsToUint(gl_WorldRayOriginEXT.z);
    Debug_1._m0[(_14 + 12u) >> 2u] = floatBitsToUint(gl_RayTminEXT);
    uint _22 = ((_11 | 1u) * 16u) + 0u;
    Debug_1._m0[_22 >> 2u] = floatBitsToUint(gl_WorldRayDirectionEXT.x);
    Debug_1._m0[(_22 + 4u) >> 2u] = floatBitsToUint(gl_WorldRayDirectionEXT.y);
    Debug_1._m0[(_22 + 8u) >> 2u] = floatBitsToUint(gl_WorldRayDirectionEXT.z);
    Debug_1._m0[(_22 + 12u) >> 2u] = floatBitsToUint(gl_RayTmaxEXT);
    vec3 _25;
    _25.x = float(gl_IncomingRayFlagsEXT);
    _25.y = 0.0;
    _25.z = 1.0;
    incomingPayload._m0 = _25;
    incomingPayload._m1 = gl_RayTmaxEXT;
}

