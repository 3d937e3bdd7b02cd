#version 460

struct _99
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _117
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _82_84
{
    uvec4 _m0[1];
} _84;

layout(set = 0, binding = 0) uniform texture2D _77;
layout(set = 0, binding = 100) uniform sampler _88;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 2) noperspective in vec3 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _33;
    float _34;
    float _35;
    float _36;
    if (_99(_84._m0[0u].x, _84._m0[0u].y, _84._m0[0u].z, _84._m0[0u].w)._m0 == 0u)
    {
        _33 = 0.0;
        _34 = 0.0;
        _35 = 0.0;
        _36 = 0.0;
    }
    else
    {
        float _10;
        float _11;
        float _12;
        float _13;
        uint _14;
        _10 = 0.0;
        _11 = 0.0;
        _12 = 0.0;
        _13 = 0.0;
        _14 = 0u;
        float _58;
        float _59;
        float _60;
        float _61;
        uint _62;
        float _23;
        float _24;
        float _25;
        float _26;
        for (;;)
        {
            float _15 = interpolateAtSample(in_TEXCOORD0.x, _14);
            float _16 = interpolateAtSample(in_TEXCOORD0.y, _14);
            vec4 _112 = textureLod(sampler2D(_77, _88), vec2(_15, _16), 0.0);
            _117 _18 = _117(_112.x, _112.y, _112.z, _112.w, 0u);
            _23 = _18._m0 + _10;
            _24 = _18._m1 + _11;
            _25 = _18._m2 + _12;
            _26 = _18._m3 + _13;
            uint _27 = _14 + 1u;
            if (_27 < _99(_84._m0[0u].x, _84._m0[0u].y, _84._m0[0u].z, _84._m0[0u].w)._m0)
            {
                _58 = _23;
                _59 = _24;
                _60 = _25;
                _61 = _26;
                _62 = _27;
                _10 = _58;
                _11 = _59;
                _12 = _60;
                _13 = _61;
                _14 = _62;
                continue;
            }
            else
            {
                break;
            }
        }
        _33 = _23;
        _34 = _24;
        _35 = _25;
        _36 = _26;
    }
    _99 _37 = _99(_84._m0[0u].x, _84._m0[0u].y, _84._m0[0u].z, _84._m0[0u].w);
    float _39 = float(_37._m0);
    float _40 = isnan(1.0) ? _39 : (isnan(_39) ? 1.0 : max(_39, 1.0));
    float _45 = interpolateAtCentroid(in_COLOR0.x);
    float _46 = interpolateAtCentroid(in_COLOR0.y);
    float _47 = interpolateAtCentroid(in_COLOR0.z);
    uint _48 = _37._m1;
    uint _49 = _37._m2;
    float _50 = interpolateAtOffset(in_TEXCOORD0.x, vec2(float((int(_48) << int(28u)) >> int(28u)) * 0.0625, float((int(_49) << int(28u)) >> int(28u)) * 0.0625));
    float _51 = interpolateAtOffset(in_TEXCOORD0.y, vec2(float((int(_48) << int(28u)) >> int(28u)) * 0.0625, float((int(_49) << int(28u)) >> int(28u)) * 0.0625));
    out_SV_Target0.x = _45 * (_33 / _40);
    out_SV_Target0.y = _46 * (_34 / _40);
    out_SV_Target0.z = _47 * (_35 / _40);
    out_SV_Target0.w = (_50 + (_36 / _40)) - _51;
}

