#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_ray_query : require

struct _67
{
    vec3 _m0;
    vec3 _m1;
    uint _m2;
};

struct _70
{
    vec3 _m0;
    float _m1;
};

vec3 _89;

struct _111
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 200, std140) uniform AoParams
{
    uvec4 _m0[1];
} AoParams_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(location = 0) rayPayloadEXT _70 payload;
layout(location = 1) callableDataEXT _67 callableData;

void main()
{
    float _7 = float(gl_LaunchIDEXT.x) * 0.0500000007450580596923828125;
    float _8 = float(gl_LaunchIDEXT.y) * 0.0500000007450580596923828125;
    vec3 _9;
    _9.x = _7;
    _9.y = _8;
    _9.z = -2.0;
    rayQueryEXT rayQuery;
    rayQueryInitializeEXT(rayQuery, Scene, 1u, 255u, vec3(_7, _8, -2.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0);
    bool _15 = rayQueryProceedEXT(rayQuery);
    uint _16 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
    float _30;
    float _31;
    float _32;
    float _33;
    if (_16 == 1u)
    {
        _70 _72;
        _72._m0 = vec3(0.0);
        _72._m1 = 1.0;
        payload = _72;
        traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(_7, _8, -2.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0, 0);
        _72 = payload;
        _30 = _72._m0.x;
        _31 = _72._m0.y;
        _32 = _72._m0.z;
        _33 = _72._m1;
    }
    else
    {
        _30 = 0.0;
        _31 = 0.0;
        _32 = 0.0;
        _33 = 1.0;
    }
    vec3 _34;
    _34.x = _7;
    _34.y = _8;
    _34.z = 48.0;
    _67 _69;
    _69._m0 = _9;
    _69._m1 = _34;
    _69._m2 = 0u;
    callableData = _69;
    executeCallableEXT(_111(AoParams_1._m0[0u].x, AoParams_1._m0[0u].y, AoParams_1._m0[0u].z, AoParams_1._m0[0u].w)._m2, 1);
    _69 = callableData;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_33 * _30, _33 * _31, _33 * _32, float(_69._m2)));
}

