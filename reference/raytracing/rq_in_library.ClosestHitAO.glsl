#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_ray_query : require

struct _139
{
    vec3 _m0;
    float _m1;
};

struct _143
{
    vec2 _m0;
};

struct _175
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _200
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec3 _217;

layout(set = 0, binding = 200, std140) uniform AoParams
{
    uvec4 _m0[1];
} AoParams_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadInEXT _139 incomingPayload;
hitAttributeEXT _143 hitAttributes;

void main()
{
    float _13 = (gl_RayTmaxEXT * gl_WorldRayDirectionEXT.x) + gl_WorldRayOriginEXT.x;
    float _14 = (gl_RayTmaxEXT * gl_WorldRayDirectionEXT.y) + gl_WorldRayOriginEXT.y;
    float _15 = (gl_RayTmaxEXT * gl_WorldRayDirectionEXT.z) + gl_WorldRayOriginEXT.z;
    float _23;
    float _24;
    float _25;
    if (gl_HitKindEXT == 254u)
    {
        _23 = (-0.0) - gl_WorldRayDirectionEXT.x;
        _24 = (-0.0) - gl_WorldRayDirectionEXT.y;
        _25 = (-0.0) - gl_WorldRayDirectionEXT.z;
    }
    else
    {
        _23 = gl_WorldRayDirectionEXT.x;
        _24 = gl_WorldRayDirectionEXT.y;
        _25 = gl_WorldRayDirectionEXT.z;
    }
    float _107;
    if (_175(AoParams_1._m0[0u].x, AoParams_1._m0[0u].y, AoParams_1._m0[0u].z, AoParams_1._m0[0u].w)._m0 == 0u)
    {
        _107 = 0.0;
    }
    else
    {
        uint _31;
        uint _32;
        _31 = 0u;
        _32 = 0u;
        uint _124;
        uint _125;
        uint _99;
        for (;;)
        {
            float _39 = float(_32);
            float _40 = _39 * 2.3999631404876708984375;
            float _46 = (_39 + 0.5) / float(max(_175(AoParams_1._m0[0u].x, AoParams_1._m0[0u].y, AoParams_1._m0[0u].z, AoParams_1._m0[0u].w)._m0, 1u));
            float _49 = sqrt(1.0 - (_46 * _46));
            float _51 = cos(_40) * _49;
            float _53 = sin(_40) * _49;
            bool _55 = abs(_23) > 0.5;
            float _58 = _55 ? ((-0.0) - _25) : 0.0;
            float _59 = _55 ? 0.0 : _25;
            float _60 = _55 ? _23 : ((-0.0) - _24);
            float _62 = inversesqrt(dot(vec3(_58, _59, _60), vec3(_58, _59, _60)));
            float _63 = _58 * _62;
            float _64 = _59 * _62;
            float _65 = _60 * _62;
            rayQueryEXT rayQuery;
            rayQueryInitializeEXT(rayQuery, Scene, 5u, 255u, vec3(_13 + (_23 * 0.001000000047497451305389404296875), _14 + (_24 * 0.001000000047497451305389404296875), _15 + (_25 * 0.001000000047497451305389404296875)), 0.0, vec3(((_63 * _51) + (_46 * _23)) + (((_65 * _24) - (_64 * _25)) * _53), ((_64 * _51) + (_46 * _24)) + (((_63 * _25) - (_65 * _23)) * _53), ((_65 * _51) + (_46 * _25)) + (((_64 * _23) - (_63 * _24)) * _53)), _200(uintBitsToFloat(AoParams_1._m0[0u].x), uintBitsToFloat(AoParams_1._m0[0u].y), uintBitsToFloat(AoParams_1._m0[0u].z), uintBitsToFloat(AoParams_1._m0[0u].w))._m1);
            bool _95 = rayQueryProceedEXT(rayQuery);
            uint _96 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
            _99 = uint(_96 != 0u) + _31;
            uint _100 = _32 + 1u;
            if (_100 < _175(AoParams_1._m0[0u].x, AoParams_1._m0[0u].y, AoParams_1._m0[0u].z, AoParams_1._m0[0u].w)._m0)
            {
                _124 = _99;
                _125 = _100;
                _31 = _124;
                _32 = _125;
                continue;
            }
            else
            {
                break;
            }
        }
        _107 = float(_99);
    }
    vec3 _118;
    _118.x = hitAttributes._m0.x;
    _118.y = hitAttributes._m0.y;
    _118.z = 1.0;
    incomingPayload._m0 = _118;
    incomingPayload._m1 = 1.0 - (_107 / float(max(_175(AoParams_1._m0[0u].x, AoParams_1._m0[0u].y, AoParams_1._m0[0u].z, AoParams_1._m0[0u].w)._m0, 1u)));
}

