#version 460
#extension GL_EXT_ray_tracing : require

struct _54
{
    vec3 _m0;
    uint _m1;
};

struct _83
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform Lighting
{
    uvec4 _m0[2];
} Lighting_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(location = 0) rayPayloadEXT _54 payload;

void main()
{
    _83 _15 = _83(uintBitsToFloat(Lighting_1._m0[1u].x), uintBitsToFloat(Lighting_1._m0[1u].y), uintBitsToFloat(Lighting_1._m0[1u].z), uintBitsToFloat(Lighting_1._m0[1u].w));
    float _21 = (((float(gl_LaunchIDEXT.x) + 0.5) / float(gl_LaunchSizeEXT.x)) * 2.0) + (-1.0);
    float _22 = (((float(gl_LaunchIDEXT.y) + 0.5) / float(gl_LaunchSizeEXT.y)) * 2.0) + (-1.0);
    float _24 = inversesqrt(dot(vec3(_21, _22, 1.0), vec3(_21, _22, 1.0)));
    _54 _56;
    _56._m0 = vec3(0.0);
    _56._m1 = 0u;
    payload = _56;
    traceRayEXT(Scene, 16u, 255u, 0u, 2u, 0u, vec3(_15._m0, _15._m1, _15._m2), 0.0, vec3(_24 * _21, _24 * _22, _24), 10000.0, 0);
    _56 = payload;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_56._m0, 1.0));
}

