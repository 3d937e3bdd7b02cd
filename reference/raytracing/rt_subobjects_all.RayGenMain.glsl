#version 460
#extension GL_EXT_ray_tracing : require

struct _80
{
    vec3 _m0;
    float _m1;
    uint _m2;
    uint _m3;
};

struct _110
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 1, binding = 0, std430) readonly buffer PrimitiveColors
{
    uint _m0[];
} PrimitiveColors_1;

layout(set = 0, binding = 200, std140) uniform Frame
{
    uvec4 _m0[1];
} Frame_1;

layout(set = 1, binding = 200, std140) uniform HitConstants
{
    uvec4 _m0[1];
} HitConstants_1;

layout(set = 2, binding = 200, std140) uniform MissConstants
{
    uvec4 _m0[1];
} MissConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 1, binding = 1) uniform texture2D Albedo;
layout(set = 1, binding = 2) uniform texture2D Opacity;
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(set = 0, binding = 100) uniform sampler Linear;
layout(location = 0) rayPayloadEXT _80 payload;

void main()
{
    _110 _19 = _110(uintBitsToFloat(Frame_1._m0[0u].x), uintBitsToFloat(Frame_1._m0[0u].y), uintBitsToFloat(Frame_1._m0[0u].z), uintBitsToFloat(Frame_1._m0[0u].w));
    float _23 = _19._m3;
    float _24 = _23 * ((((float(gl_LaunchIDEXT.x) + 0.5) / float(gl_LaunchSizeEXT.x)) * 2.0) + (-1.0));
    float _25 = _23 * ((((float(gl_LaunchIDEXT.y) + 0.5) / float(gl_LaunchSizeEXT.y)) * 2.0) + (-1.0));
    float _27 = inversesqrt(dot(vec3(_24, _25, 1.0), vec3(_24, _25, 1.0)));
    _80 _82;
    _82._m0 = vec3(0.0);
    _82._m1 = 0.0;
    _82._m2 = 0u;
    _82._m3 = 0u;
    payload = _82;
    traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(_19._m0, _19._m1, _19._m2), 0.00999999977648258209228515625, vec3(_24 * _27, _25 * _27, _27), 1000.0, 0);
    _82 = payload;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_82._m0, _82._m1));
}

