#version 460
#extension GL_EXT_ray_tracing : require

struct _98
{
    vec4 _m0;
};

struct _129
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform Camera
{
    uvec4 _m0[5];
} Camera_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(location = 0) rayPayloadEXT _98 payload;

void main()
{
    float _17 = (((float(gl_LaunchIDEXT.x) + 0.5) / float(gl_LaunchSizeEXT.x)) * 2.0) + (-1.0);
    float _18 = 1.0 - (((float(gl_LaunchIDEXT.y) + 0.5) / float(gl_LaunchSizeEXT.y)) * 2.0);
    _129 _19 = _129(uintBitsToFloat(Camera_1._m0[0u].x), uintBitsToFloat(Camera_1._m0[0u].y), uintBitsToFloat(Camera_1._m0[0u].z), uintBitsToFloat(Camera_1._m0[0u].w));
    _129 _24 = _129(uintBitsToFloat(Camera_1._m0[1u].x), uintBitsToFloat(Camera_1._m0[1u].y), uintBitsToFloat(Camera_1._m0[1u].z), uintBitsToFloat(Camera_1._m0[1u].w));
    _129 _29 = _129(uintBitsToFloat(Camera_1._m0[2u].x), uintBitsToFloat(Camera_1._m0[2u].y), uintBitsToFloat(Camera_1._m0[2u].z), uintBitsToFloat(Camera_1._m0[2u].w));
    _129 _34 = _129(uintBitsToFloat(Camera_1._m0[3u].x), uintBitsToFloat(Camera_1._m0[3u].y), uintBitsToFloat(Camera_1._m0[3u].z), uintBitsToFloat(Camera_1._m0[3u].w));
    float _54 = (_34._m3 + _29._m3) + ((_24._m3 * _18) + (_19._m3 * _17));
    _129 _55 = _129(uintBitsToFloat(Camera_1._m0[4u].x), uintBitsToFloat(Camera_1._m0[4u].y), uintBitsToFloat(Camera_1._m0[4u].z), uintBitsToFloat(Camera_1._m0[4u].w));
    float _56 = _55._m0;
    float _57 = _55._m1;
    float _58 = _55._m2;
    float _62 = (((((_24._m0 * _18) + (_19._m0 * _17)) + _29._m0) + _34._m0) / _54) - _56;
    float _63 = (((_34._m1 + _29._m1) + ((_24._m1 * _18) + (_19._m1 * _17))) / _54) - _57;
    float _64 = (((_34._m2 + _29._m2) + ((_24._m2 * _18) + (_19._m2 * _17))) / _54) - _58;
    float _66 = inversesqrt(dot(vec3(_62, _63, _64), vec3(_62, _63, _64)));
    _98 _100;
    _100._m0 = vec4(0.0);
    payload = _100;
    traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(_56, _57, _58), 0.001000000047497451305389404296875, vec3(_66 * _62, _66 * _63, _66 * _64), _55._m3, 0);
    _100 = payload;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_100._m0));
}

