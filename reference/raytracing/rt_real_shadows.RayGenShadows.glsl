#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_samplerless_texture_functions : require

struct _144
{
    float _m0;
};

struct _166
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec3 _174;

struct _184
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

float _227;

struct _251
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec4 _256;

layout(set = 0, binding = 1, std430) readonly buffer Lights
{
    uint _m0[];
} Lights_1;

layout(set = 0, binding = 200, std140) uniform ShadowConstants
{
    uvec4 _m0[1];
} ShadowConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 2) uniform texture2D GBufferPosition;
layout(set = 0, binding = 3) uniform texture2D GBufferNormal;
layout(set = 0, binding = 300) uniform writeonly image2D ShadowOut;
layout(location = 0) rayPayloadEXT _144 payload;

vec3 _175(vec3 _176, vec3 _177)
{
    vec3 _99;
    _99.x = _251(uintBitsToFloat(ShadowConstants_1._m0[0u].x), uintBitsToFloat(ShadowConstants_1._m0[0u].y), uintBitsToFloat(ShadowConstants_1._m0[0u].z), uintBitsToFloat(ShadowConstants_1._m0[0u].w))._m1;
    return (vec3(_99.xxx) * _177) + _176;
}

vec4 _228(vec3 _229, vec3 _230)
{
    vec3 _107 = _230 - _229;
    float _108 = _107.x;
    float _112 = sqrt(dot(vec3(_108, _107.yz), vec3(_108, _107.yz)));
    vec4 _116;
    _116.x = _108 / _112;
    _116.y = _107.y / _112;
    _116.z = _107.z / _112;
    _116.w = _112;
    return _116;
}

void main()
{
    vec4 _161 = texelFetch(GBufferPosition, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), int(0u));
    _166 _7 = _166(_161.x, _161.y, _161.z, _161.w, 0u);
    vec4 _168 = texelFetch(GBufferNormal, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), int(0u));
    _166 _13 = _166(_168.x, _168.y, _168.z, _168.w, 0u);
    float _14 = _13._m0;
    float _15 = _13._m1;
    float _16 = _13._m2;
    vec3 _17;
    _17.x = _7._m0;
    _17.y = _7._m1;
    _17.z = _7._m2;
    vec3 _20;
    _20.x = _14;
    _20.y = _15;
    _20.z = _16;
    vec3 _23 = _175(_17, _20);
    uint _25 = _184(ShadowConstants_1._m0[0u].x, ShadowConstants_1._m0[0u].y, ShadowConstants_1._m0[0u].z, ShadowConstants_1._m0[0u].w)._m0;
    float _80;
    float _81;
    float _82;
    if (_25 == 0u)
    {
        _80 = 0.0;
        _81 = 0.0;
        _82 = 0.0;
    }
    else
    {
        float _28 = _23.x;
        _144 _146;
        uint _86;
        float _87;
        float _88;
        float _89;
        float _91;
        float _92;
        float _93;
        uint _33 = 0u;
        float _34 = 0.0;
        float _35 = 0.0;
        float _36 = 0.0;
        float _44;
        float _48;
        float _49;
        float _50;
        float _55;
        float _56;
        float _57;
        float _58;
        bool _60;
        for (;;)
        {
            uint _39 = (_33 * 32u) + 0u;
            _166 _40 = _166(uintBitsToFloat(Lights_1._m0[_39 >> 2u]), uintBitsToFloat(Lights_1._m0[(_39 + 4u) >> 2u]), uintBitsToFloat(Lights_1._m0[(_39 + 8u) >> 2u]), uintBitsToFloat(Lights_1._m0[(_39 + 12u) >> 2u]), 0u);
            _44 = _40._m3;
            uint _46 = (_33 * 32u) + 16u;
            _166 _47 = _166(uintBitsToFloat(Lights_1._m0[_46 >> 2u]), uintBitsToFloat(Lights_1._m0[(_46 + 4u) >> 2u]), uintBitsToFloat(Lights_1._m0[(_46 + 8u) >> 2u]), _227, 0u);
            _48 = _47._m0;
            _49 = _47._m1;
            _50 = _47._m2;
            vec3 _51;
            _51.x = _40._m0;
            _51.y = _40._m1;
            _51.z = _40._m2;
            vec4 _54 = _228(_23, _51);
            _55 = _54.x;
            _56 = _54.y;
            _57 = _54.z;
            _58 = _54.w;
            _60 = !(dot(vec3(_14, _15, _16), vec3(_55, _56, _57)) <= 0.0);
            float _74;
            float _75;
            float _76;
            if (_60)
            {
                _146._m0 = 0.0;
                payload = _146;
                traceRayEXT(Scene, 12u, 255u, 0u, 1u, 0u, vec3(_28, _23.yz), 0.0, vec3(_55, _56, _57), _58 - _44, 0);
                _146 = payload;
                _74 = (_146._m0 * _48) + _34;
                _75 = (_146._m0 * _49) + _35;
                _76 = (_146._m0 * _50) + _36;
            }
            else
            {
                _74 = _34;
                _75 = _35;
                _76 = _36;
            }
            uint _77 = _33 + 1u;
            if (_77 < _25)
            {
                _86 = _77;
                _87 = _74;
                _88 = _75;
                _89 = _76;
                _33 = _86;
                _34 = _87;
                _35 = _88;
                _36 = _89;
                continue;
            }
            else
            {
                _91 = _74;
                _92 = _75;
                _93 = _76;
                break;
            }
        }
        _80 = _91;
        _81 = _92;
        _82 = _93;
    }
    imageStore(ShadowOut, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_80, _81, _82, 1.0));
}

