#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_ray_query : require
#extension GL_EXT_ray_flags_primitive_culling : require
#extension GL_EXT_samplerless_texture_functions : require
layout(primitive_culling);

struct _226
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec3 _234;

struct _244
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

float _286;
vec2 _296;

struct _319
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec4 _338;

layout(set = 0, binding = 1, std430) readonly buffer Lights
{
    uint _m0[];
} Lights_1;

layout(set = 0, binding = 5, std430) readonly buffer TriangleUVs
{
    uint _m0[];
} TriangleUVs_1;

layout(set = 0, binding = 200, std140) uniform ShadowConstants
{
    uvec4 _m0[1];
} ShadowConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 2) uniform texture2D GBufferPosition;
layout(set = 0, binding = 3) uniform texture2D GBufferNormal;
layout(set = 0, binding = 4) uniform texture2D AlphaTexture;
layout(set = 0, binding = 300) uniform writeonly image2D ShadowOut;
layout(set = 0, binding = 100) uniform sampler LinearClamp;

vec3 _235(vec3 _236, vec3 _237)
{
    vec3 _117;
    _117.x = _319(uintBitsToFloat(ShadowConstants_1._m0[0u].x), uintBitsToFloat(ShadowConstants_1._m0[0u].y), uintBitsToFloat(ShadowConstants_1._m0[0u].z), uintBitsToFloat(ShadowConstants_1._m0[0u].w))._m1;
    return (vec3(_117.xxx) * _237) + _236;
}

vec4 _287(vec3 _288, vec3 _289)
{
    vec3 _125 = _289 - _288;
    float _126 = _125.x;
    float _130 = sqrt(dot(vec3(_126, _125.yz), vec3(_126, _125.yz)));
    vec4 _134;
    _134.x = _126 / _130;
    _134.y = _125.y / _130;
    _134.z = _125.z / _130;
    _134.w = _130;
    return _134;
}

vec2 _297(uint _298, vec2 _299)
{
    uint _140 = _298 * 3u;
    uint _142 = (_140 * 8u) + 0u;
    _226 _143 = _226(uintBitsToFloat(TriangleUVs_1._m0[_142 >> 2u]), uintBitsToFloat(TriangleUVs_1._m0[(_142 + 4u) >> 2u]), _286, _286, 0u);
    uint _148 = ((_140 + 1u) * 8u) + 0u;
    _226 _149 = _226(uintBitsToFloat(TriangleUVs_1._m0[_148 >> 2u]), uintBitsToFloat(TriangleUVs_1._m0[(_148 + 4u) >> 2u]), _286, _286, 0u);
    uint _154 = ((_140 + 2u) * 8u) + 0u;
    _226 _155 = _226(uintBitsToFloat(TriangleUVs_1._m0[_154 >> 2u]), uintBitsToFloat(TriangleUVs_1._m0[(_154 + 4u) >> 2u]), _286, _286, 0u);
    float _161 = (1.0 - _299.x) - _299.y;
    vec2 _172;
    _172.x = ((_149._m0 * _299.x) + (_143._m0 * _161)) + (_155._m0 * _299.y);
    _172.y = ((_149._m1 * _299.x) + (_143._m1 * _161)) + (_155._m1 * _299.y);
    return _172;
}

void main()
{
    vec4 _221 = texelFetch(GBufferPosition, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), int(0u));
    _226 _7 = _226(_221.x, _221.y, _221.z, _221.w, 0u);
    vec4 _228 = texelFetch(GBufferNormal, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), int(0u));
    _226 _13 = _226(_228.x, _228.y, _228.z, _228.w, 0u);
    vec3 _17;
    _17.x = _7._m0;
    _17.y = _7._m1;
    _17.z = _7._m2;
    vec3 _20;
    _20.x = _13._m0;
    _20.y = _13._m1;
    _20.z = _13._m2;
    vec3 _23 = _235(_17, _20);
    uint _25 = _244(ShadowConstants_1._m0[0u].x, ShadowConstants_1._m0[0u].y, ShadowConstants_1._m0[0u].z, ShadowConstants_1._m0[0u].w)._m0;
    float _95;
    float _96;
    float _97;
    if (_25 == 0u)
    {
        _95 = 0.0;
        _96 = 0.0;
        _97 = 0.0;
    }
    else
    {
        float _28 = _23.x;
        uint _104;
        float _105;
        float _106;
        float _107;
        float _109;
        float _110;
        float _111;
        uint _32 = 0u;
        float _33 = 0.0;
        float _34 = 0.0;
        float _35 = 0.0;
        float _47;
        float _48;
        float _49;
        bool _62;
        for (;;)
        {
            uint _38 = (_32 * 32u) + 0u;
            _226 _39 = _226(uintBitsToFloat(Lights_1._m0[_38 >> 2u]), uintBitsToFloat(Lights_1._m0[(_38 + 4u) >> 2u]), uintBitsToFloat(Lights_1._m0[(_38 + 8u) >> 2u]), uintBitsToFloat(Lights_1._m0[(_38 + 12u) >> 2u]), 0u);
            uint _45 = (_32 * 32u) + 16u;
            _226 _46 = _226(uintBitsToFloat(Lights_1._m0[_45 >> 2u]), uintBitsToFloat(Lights_1._m0[(_45 + 4u) >> 2u]), uintBitsToFloat(Lights_1._m0[(_45 + 8u) >> 2u]), _286, 0u);
            _47 = _46._m0;
            _48 = _46._m1;
            _49 = _46._m2;
            vec3 _50;
            _50.x = _39._m0;
            _50.y = _39._m1;
            _50.z = _39._m2;
            vec4 _53 = _287(_23, _50);
            rayQueryEXT rayQuery;
            rayQueryInitializeEXT(rayQuery, Scene, 516u, 255u, vec3(_28, _23.yz), 0.0, vec3(_53.xyz), _53.w - _39._m3);
            _62 = rayQueryProceedEXT(rayQuery);
            if (_62)
            {
                bool _79;
                for (;;)
                {
                    uint _64 = rayQueryGetIntersectionPrimitiveIndexEXT(rayQuery, bool(0u));
                    vec2 _294 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(0u));
                    vec2 _295 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(0u));
                    vec2 _67;
                    _67.x = _294.x;
                    _67.y = _295.y;
                    vec4 _304 = textureLod(sampler2D(AlphaTexture, LinearClamp), vec2(_297(_64, _67)), 0.0);
                    _79 = _226(_304.x, _304.y, _304.z, _304.w, 0u)._m3 >= _319(uintBitsToFloat(ShadowConstants_1._m0[0u].x), uintBitsToFloat(ShadowConstants_1._m0[0u].y), uintBitsToFloat(ShadowConstants_1._m0[0u].z), uintBitsToFloat(ShadowConstants_1._m0[0u].w))._m2;
                    if (_79)
                    {
                        rayQueryConfirmIntersectionEXT(rayQuery);
                    }
                    bool _82 = rayQueryProceedEXT(rayQuery);
                    if (_82)
                    {
                        continue;
                    }
                    else
                    {
                        break;
                    }
                }
            }
            uint _84 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
            bool _85 = _84 == 0u;
            float _86 = _47 + _33;
            float _87 = _48 + _34;
            float _88 = _49 + _35;
            float _89 = _85 ? _86 : _33;
            float _90 = _85 ? _87 : _34;
            float _91 = _85 ? _88 : _35;
            uint _92 = _32 + 1u;
            if (_92 < _25)
            {
                _104 = _92;
                _105 = _89;
                _106 = _90;
                _107 = _91;
                _32 = _104;
                _33 = _105;
                _34 = _106;
                _35 = _107;
                continue;
            }
            else
            {
                _109 = _89;
                _110 = _90;
                _111 = _91;
                break;
            }
        }
        _95 = _109;
        _96 = _110;
        _97 = _111;
    }
    imageStore(ShadowOut, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_95, _96, _97, 1.0));
}

