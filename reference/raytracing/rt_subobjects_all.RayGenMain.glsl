#version 460
#extension GL_EXT_ray_tracing : require

struct _60
{
    vec3 _m0;
    float _m1;
    uint _m2;
    uint _m3;
};

struct _90
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform Frame
{
    uvec4 _m0[1];
} Frame_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(location = 0) rayPayloadEXT _60 payload;

void main()
{
    _90 _19 = _90(uintBitsToFloat(Frame_1._m0[0u].x), uintBitsToFloat(Frame_1._m0[0u].y), uintBitsToFloat(Frame_1._m0[0u].z), uintBitsToFloat(Frame_1._m0[0u].w));
    float _23 = _19._m3;
    float _24 = _23 * ((((float(gl_LaunchIDEXT.x) + 0.5) / float(gl_LaunchSizeEXT.x)) * 2.0) + (-1.0));
    float _25 = _23 * ((((float(gl_LaunchIDEXT.y) + 0.5) / float(gl_LaunchSizeEXT.y)) * 2.0) + (-1.0));
    float _27 = inversesqrt(dot(vec3(_24, _25, 1.0), vec3(_24, _25, 1.0)));
    _60 _62;
    _62._m0 = vec3(0.0);
    _62._m1 = 0.0;
    _62._m2 = 0u;
    _62._m3 = 0u;
    payload = _62;
    traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(_19._m0, _19._m1, _19._m2), 0.00999999977648258209228515625, vec3(_24 * _27, _25 * _27, _27), 1000.0, 0);
    _62 = payload;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_62._m0, _62._m1));
}

