#version 460
#extension GL_EXT_samplerless_texture_functions : require

uint _137;

struct _139
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

const vec2 _223[31] = vec2[](vec2(0.0), vec2(0.25), vec2(-0.25), vec2(-0.125, -0.375), vec2(0.375, -0.125), vec2(-0.375, 0.125), vec2(0.125, 0.375), vec2(0.0625, -0.1875), vec2(-0.0625, 0.1875), vec2(0.3125, 0.0625), vec2(-0.1875, -0.3125), vec2(-0.3125, 0.3125), vec2(-0.4375, -0.0625), vec2(0.1875, 0.4375), vec2(0.4375, -0.4375), vec2(0.0625), vec2(-0.0625, -0.1875), vec2(-0.1875, 0.125), vec2(0.25, -0.0625), vec2(-0.3125, -0.125), vec2(0.125, 0.3125), vec2(0.3125, 0.1875), vec2(0.1875, -0.3125), vec2(-0.125, 0.375), vec2(0.0, -0.4375), vec2(-0.25, -0.375), vec2(-0.375, 0.25), vec2(-0.5, 0.0), vec2(0.4375, -0.25), vec2(0.375, 0.4375), vec2(-0.4375, -0.5));

struct _231
{
    float _m0;
    float _m1;
};

struct _242
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _119_121
{
    uvec4 _m0[1];
} _121;

layout(set = 0, binding = 0) uniform texture2DMS _111;
layout(set = 0, binding = 1) uniform texture2DMSArray _114;

layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = gl_FragCoord.x;
    float _6 = gl_FragCoord.y;
    uvec2 _134 = uvec2(textureSize(_111));
    uint _8 = _139(_134.x, _134.y, _137, uint(textureSamples(_111)))._m3;
    bool _142 = _5 >= 2147483648.0;
    bool _144 = _5 < (-2147483648.0);
    uint _9 = _142 ? 2147483647u : (_144 ? 2147483648u : uint(int(((_142 || _144) || isnan(_5)) ? 0.0 : _5)));
    bool _154 = _6 >= 2147483648.0;
    bool _155 = _6 < (-2147483648.0);
    uint _10 = _154 ? 2147483647u : (_155 ? 2147483648u : uint(int(((_154 || _155) || isnan(_6)) ? 0.0 : _6)));
    float _48;
    float _49;
    float _50;
    float _51;
    float _52;
    if (_8 == 0u)
    {
        _48 = 0.0;
        _49 = 0.0;
        _50 = 0.0;
        _51 = 0.0;
        _52 = 0.0;
    }
    else
    {
        float _14;
        float _15;
        float _16;
        float _17;
        uint _18;
        _14 = 0.0;
        _15 = 0.0;
        _16 = 0.0;
        _17 = 0.0;
        _18 = 0u;
        float _98;
        float _99;
        float _100;
        float _101;
        uint _102;
        float _39;
        float _40;
        float _41;
        float _42;
        for (;;)
        {
            uint _163 = uint(textureSamples(_111));
            uint _164 = _163 - 1u;
            bool _169 = _18 < _163;
            uint _172 = _164 + _18;
            uint _173 = ((((_163 & _164) == 0u) && (_164 <= 15u)) && _169) ? _172 : 0u;
            _231 _19 = _231(_223[_173].x, _223[_173].y);
            float _20 = _19._m0;
            float _21 = _19._m1;
            float _26 = sqrt((_20 * _20) + (_21 * _21)) * 2.0;
            float _235 = isnan(0.0) ? _26 : (isnan(_26) ? 0.0 : max(_26, 0.0));
            float _28 = 1.0 - (isnan(1.0) ? _235 : (isnan(_235) ? 1.0 : min(_235, 1.0)));
            vec4 _237 = texelFetch(_111, ivec2(uvec2(_9, _10)), int(_18));
            _242 _30 = _242(_237.x, _237.y, _237.z, _237.w, 0u);
            _39 = (_30._m0 * _28) + _14;
            _40 = (_30._m1 * _28) + _15;
            _41 = (_30._m2 * _28) + _16;
            _42 = (_30._m3 * _28) + _17;
            uint _43 = _18 + 1u;
            if (_43 == _8)
            {
                break;
            }
            else
            {
                _98 = _39;
                _99 = _40;
                _100 = _41;
                _101 = _42;
                _102 = _43;
                _14 = _98;
                _15 = _99;
                _16 = _100;
                _17 = _101;
                _18 = _102;
                continue;
            }
        }
        _48 = float(_8);
        _49 = _39;
        _50 = _40;
        _51 = _41;
        _52 = _42;
    }
    vec4 _249 = texelFetchOffset(_111, ivec2(uvec2(_9, _10)), ivec2(1, 0), int(0u));
    _242 _54 = _242(_249.x, _249.y, _249.z, _249.w, 0u);
    vec4 _255 = texelFetch(_111, ivec2(uvec2(_9, _10)), int(1u));
    _242 _64 = _242(_255.x, _255.y, _255.z, _255.w, 0u);
    uint _74 = _139(_121._m0[0u].x, _121._m0[0u].y, _121._m0[0u].z, _121._m0[0u].w)._m0;
    vec4 _269 = texelFetch(_114, ivec3(uvec3(_9, _10, _74)), int(2u));
    _242 _76 = _242(_269.x, _269.y, _269.z, _269.w, 0u);
    vec4 _278 = texelFetchOffset(_114, ivec3(uvec3(_9, _10, _74)), ivec2(-1), int(3u));
    _242 _80 = _242(_278.x, _278.y, _278.z, _278.w, 0u);
    vec4 _284 = texelFetch(_114, ivec3(uvec3(_9, _10, _74)), int(0u));
    _242 _86 = _242(_284.x, _284.y, _284.z, _284.w, 0u);
    out_SV_Target0.x = ((_80._m0 + _76._m0) + _86._m0) + (((_54._m0 + _49) + _64._m0) / _48);
    out_SV_Target0.y = ((_80._m1 + _76._m1) + _86._m1) + (((_54._m1 + _50) + _64._m1) / _48);
    out_SV_Target0.z = ((_54._m2 + _51) + _64._m2) / _48;
    out_SV_Target0.w = ((_54._m3 + _52) + _64._m3) / _48;
}

