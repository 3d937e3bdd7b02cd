#version 460
#extension GL_EXT_ray_tracing : require

struct _70
{
    vec3 _m0;
    vec3 _m1;
    vec3 _m2;
};

struct _74
{
    vec2 _m0;
};

vec2 _90;

struct _98
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

vec3 _100;

layout(set = 0, binding = 2, std430) readonly buffer Lights
{
    uint _m0[];
} Lights_1;

layout(set = 0, binding = 200, std140) uniform Dispatch
{
    uvec4 _m0[1];
} Dispatch_1;

layout(set = 0, binding = 1) uniform texture2D Palette;
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(set = 0, binding = 100) uniform sampler PointSamp;
layout(location = 0) callableDataEXT _74 callableData;
layout(location = 1) callableDataEXT _70 callableData_1;

void main()
{
    vec2 _9;
    _9.x = float(gl_LaunchIDEXT.x) * 0.125;
    _9.y = float(gl_LaunchIDEXT.y) * 0.125;
    _74 _76;
    _76._m0 = _9;
    callableData = _76;
    executeCallableEXT(_98(Dispatch_1._m0[0u].x, Dispatch_1._m0[0u].y, Dispatch_1._m0[0u].z, Dispatch_1._m0[0u].w)._m0, 0);
    _76 = callableData;
    vec3 _21;
    _21.x = _76._m0.x;
    _21.y = _76._m0.y;
    _21.z = 0.5;
    float _24 = _76._m0.x + (-0.5);
    float _25 = _76._m0.y + (-0.5);
    float _27 = inversesqrt(dot(vec3(_24, _25, 1.0), vec3(_24, _25, 1.0)));
    vec3 _30;
    _30.x = _24 * _27;
    _30.y = _25 * _27;
    _30.z = _27;
    _70 _72;
    _72._m0 = _21;
    _72._m1 = _30;
    _72._m2 = vec3(0.0);
    callableData_1 = _72;
    executeCallableEXT(_98(Dispatch_1._m0[0u].x, Dispatch_1._m0[0u].y, Dispatch_1._m0[0u].z, Dispatch_1._m0[0u].w)._m1, 1);
    _72 = callableData_1;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_72._m2, 1.0));
}

