#version 460
#extension GL_EXT_ray_tracing : require

struct _59
{
    vec3 _m0;
    vec3 _m1;
    vec3 _m2;
};

struct _63
{
    vec2 _m0;
};

vec2 _79;

struct _87
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

vec3 _89;

layout(set = 0, binding = 200, std140) uniform Dispatch
{
    uvec4 _m0[1];
} Dispatch_1;

layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(location = 0) callableDataEXT _63 callableData;
layout(location = 1) callableDataEXT _59 callableData_1;

void main()
{
    vec2 _9;
    _9.x = float(gl_LaunchIDEXT.x) * 0.125;
    _9.y = float(gl_LaunchIDEXT.y) * 0.125;
    _63 _65;
    _65._m0 = _9;
    callableData = _65;
    executeCallableEXT(_87(Dispatch_1._m0[0u].x, Dispatch_1._m0[0u].y, Dispatch_1._m0[0u].z, Dispatch_1._m0[0u].w)._m0, 0);
    _65 = callableData;
    vec3 _21;
    _21.x = _65._m0.x;
    _21.y = _65._m0.y;
    _21.z = 0.5;
    float _24 = _65._m0.x + (-0.5);
    float _25 = _65._m0.y + (-0.5);
    float _27 = inversesqrt(dot(vec3(_24, _25, 1.0), vec3(_24, _25, 1.0)));
    vec3 _30;
    _30.x = _24 * _27;
    _30.y = _25 * _27;
    _30.z = _27;
    _59 _61;
    _61._m0 = _21;
    _61._m1 = _30;
    _61._m2 = vec3(0.0);
    callableData_1 = _61;
    executeCallableEXT(_87(Dispatch_1._m0[0u].x, Dispatch_1._m0[0u].y, Dispatch_1._m0[0u].z, Dispatch_1._m0[0u].w)._m1, 1);
    _61 = callableData_1;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_61._m2, 1.0));
}

