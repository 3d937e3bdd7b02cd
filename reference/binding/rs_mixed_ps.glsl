#version 460

struct _241
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _276
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _367
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

float _385;

layout(set = 1, binding = 0, std430) readonly buffer _182_184
{
    uint _m0[];
} _184;

layout(set = 0, binding = 301, std430) buffer _196_198
{
    uint _m0[];
} _198;

layout(set = 0, binding = 200, std140) uniform _202_204
{
    uvec4 _m0[1];
} _204;

layout(set = 0, binding = 201, std140) uniform _208_210
{
    uvec4 _m0[5];
} _210;

layout(set = 0, binding = 0) uniform texture2D _188;
layout(set = 0, binding = 1) uniform texture2D _189;
layout(set = 0, binding = 2) uniform texture2D _190;
layout(set = 2, binding = 0) uniform texture2D _194[2];
layout(set = 0, binding = 100) uniform sampler _213;
layout(set = 0, binding = 101) uniform samplerShadow _214;
layout(set = 0, binding = 102) uniform sampler _215;
layout(set = 0, binding = 103) uniform sampler _216;

layout(location = 1) in vec3 in_TEXCOORD0;
layout(location = 2) in vec2 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _13 = in_TEXCOORD1.x;
    float _14 = in_TEXCOORD1.y;
    float _15 = in_TEXCOORD0.x;
    float _16 = in_TEXCOORD0.y;
    float _17 = in_TEXCOORD0.z;
    vec4 _236 = texture(sampler2D(_188, _213), vec2(_13, _14));
    _241 _19 = _241(_236.x, _236.y, _236.z, _236.w, 0u);
    vec4 _245 = texture(sampler2D(_189, _215), vec2(_13, _14));
    _241 _25 = _241(_245.x, _245.y, _245.z, _245.w, 0u);
    float _32 = (_25._m0 * 2.0) + (-1.0);
    float _33 = (_25._m1 * 2.0) + (-1.0);
    float _34 = (_25._m2 * 2.0) + (-1.0);
    float _36 = inversesqrt(dot(vec3(_32, _33, _34), vec3(_32, _33, _34)));
    float _37 = _32 * _36;
    float _38 = _33 * _36;
    float _39 = _34 * _36;
    vec4 _260 = texture(sampler2D(_194[0u], _216), vec2(_13 * 4.0, _14 * 4.0));
    _241 _44 = _241(_260.x, _260.y, _260.z, _260.w, 0u);
    float _51 = _276(uintBitsToFloat(_204._m0[0u].x), uintBitsToFloat(_204._m0[0u].y), uintBitsToFloat(_204._m0[0u].z), uintBitsToFloat(_204._m0[0u].w))._m2;
    vec4 _281 = texture(sampler2D(_194[1u], _216), vec2(_51 + (_13 * 8.0), _51 + (_14 * 8.0)));
    _241 _56 = _241(_281.x, _281.y, _281.z, _281.w, 0u);
    _276 _60 = _276(uintBitsToFloat(_210._m0[0u].x), uintBitsToFloat(_210._m0[0u].y), uintBitsToFloat(_210._m0[0u].z), uintBitsToFloat(_210._m0[0u].w));
    _276 _65 = _276(uintBitsToFloat(_210._m0[1u].x), uintBitsToFloat(_210._m0[1u].y), uintBitsToFloat(_210._m0[1u].z), uintBitsToFloat(_210._m0[1u].w));
    _276 _70 = _276(uintBitsToFloat(_210._m0[2u].x), uintBitsToFloat(_210._m0[2u].y), uintBitsToFloat(_210._m0[2u].z), uintBitsToFloat(_210._m0[2u].w));
    _276 _75 = _276(uintBitsToFloat(_210._m0[3u].x), uintBitsToFloat(_210._m0[3u].y), uintBitsToFloat(_210._m0[3u].z), uintBitsToFloat(_210._m0[3u].w));
    float _95 = ((_70._m3 * _17) + ((_65._m3 * _16) + (_60._m3 * _15))) + _75._m3;
    float _349 = textureLod(sampler2DShadow(_190, _214), vec3(vec2((((_70._m0 * _17) + ((_65._m0 * _16) + (_60._m0 * _15))) + _75._m0) / _95, (((_70._m1 * _17) + ((_65._m1 * _16) + (_60._m1 * _15))) + _75._m1) / _95), ((((_70._m2 * _17) + ((_65._m2 * _16) + (_60._m2 * _15))) + _75._m2) / _95) - _276(uintBitsToFloat(_204._m0[0u].x), uintBitsToFloat(_204._m0[0u].y), uintBitsToFloat(_204._m0[0u].z), uintBitsToFloat(_204._m0[0u].w))._m3), 0.0);
    float _104 = _241(_349, _349, _349, _349, 0u)._m0;
    _276 _105 = _276(uintBitsToFloat(_210._m0[4u].x), uintBitsToFloat(_210._m0[4u].y), uintBitsToFloat(_210._m0[4u].z), uintBitsToFloat(_210._m0[4u].w));
    float _144;
    float _145;
    float _146;
    if (_367(_204._m0[0u].x, _204._m0[0u].y, _204._m0[0u].z, _204._m0[0u].w)._m0 == 0u)
    {
        _144 = _105._m0;
        _145 = _105._m1;
        _146 = _105._m2;
    }
    else
    {
        float _114;
        float _115;
        float _116;
        uint _117;
        _114 = _105._m0;
        _115 = _105._m1;
        _116 = _105._m2;
        _117 = 0u;
        float _164;
        float _165;
        float _166;
        uint _167;
        float _135;
        float _136;
        float _137;
        for (;;)
        {
            uint _119 = (_117 * 16u) + 0u;
            _241 _120 = _241(uintBitsToFloat(_184._m0[_119 >> 2u]), uintBitsToFloat(_184._m0[(_119 + 4u) >> 2u]), uintBitsToFloat(_184._m0[(_119 + 8u) >> 2u]), _385, 0u);
            float _131 = dot(vec3(_37, _38, _39), vec3((-0.0) - _120._m0, (-0.0) - _120._m1, (-0.0) - _120._m2));
            float _395 = isnan(0.0) ? _131 : (isnan(_131) ? 0.0 : max(_131, 0.0));
            float _134 = (_241(uintBitsToFloat(_184._m0[((_117 * 16u) + 12u) >> 2u]), _385, _385, _385, 0u)._m0 * _104) * (isnan(1.0) ? _395 : (isnan(_395) ? 1.0 : min(_395, 1.0)));
            _135 = _134 + _114;
            _136 = _134 + _115;
            _137 = _134 + _116;
            uint _138 = _117 + 1u;
            if (_138 < _367(_204._m0[0u].x, _204._m0[0u].y, _204._m0[0u].z, _204._m0[0u].w)._m0)
            {
                _164 = _135;
                _165 = _136;
                _166 = _137;
                _167 = _138;
                _114 = _164;
                _115 = _165;
                _116 = _166;
                _117 = _167;
                continue;
            }
            else
            {
                break;
            }
        }
        _144 = _135;
        _145 = _136;
        _146 = _137;
    }
    uint _148 = _367(_204._m0[0u].x, _204._m0[0u].y, _204._m0[0u].z, _204._m0[0u].w)._m1;
    if (!(_148 == 0u))
    {
        uint _410 = atomicAdd(_198._m0[(_148 << 2u) >> 2u], 1u);
        uint _152 = _410;
    }
    out_SV_Target0.x = ((_44._m0 * _19._m0) * _56._m0) * _144;
    out_SV_Target0.y = ((_44._m1 * _19._m1) * _56._m1) * _145;
    out_SV_Target0.z = ((_44._m2 * _19._m2) * _56._m2) * _146;
    out_SV_Target0.w = _19._m3;
}

