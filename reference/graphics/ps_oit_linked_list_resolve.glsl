#version 460
#extension GL_EXT_samplerless_texture_functions : require

struct _183
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

uint _199;

struct _208
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _128_130
{
    uint _m0[];
} _130;

layout(set = 0, binding = 1) uniform utexture2D _134;
layout(set = 0, binding = 2) uniform texture2D _137;

layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = gl_FragCoord.x;
    float _6 = gl_FragCoord.y;
    bool _155 = _5 >= 2147483648.0;
    bool _157 = _5 < (-2147483648.0);
    uint _7 = _155 ? 2147483647u : (_157 ? 2147483648u : uint(int(((_155 || _157) || isnan(_5)) ? 0.0 : _5)));
    bool _167 = _6 >= 2147483648.0;
    bool _168 = _6 < (-2147483648.0);
    uint _8 = _167 ? 2147483647u : (_168 ? 2147483648u : uint(int(((_167 || _168) || isnan(_6)) ? 0.0 : _6)));
    uvec4 _178 = texelFetch(_134, ivec2(uvec2(_7, _8)), int(0u));
    uint _11 = _183(_178.x, _178.y, _178.z, _178.w, 0u)._m0;
    uint _31;
    uint _141[16];
    uint _142[16];
    if (_11 == 4294967295u)
    {
        _31 = 0u;
    }
    else
    {
        uint _15;
        uint _16;
        _15 = 0u;
        _16 = _11;
        uint _111;
        uint _112;
        uint _25;
        for (;;)
        {
            uint _18 = (_16 << 4u) + 16u;
            _183 _19 = _183(_130._m0[_18 >> 2u], _130._m0[(_18 + 4u) >> 2u], _130._m0[(_18 + 8u) >> 2u], _199, 0u);
            uint _22 = _19._m2;
            _141[_15] = _19._m0;
            _142[_15] = _19._m1;
            _25 = _15 + 1u;
            if ((_25 < 16u) && (_22 != 4294967295u))
            {
                _111 = _25;
                _112 = _22;
                _15 = _111;
                _16 = _112;
                continue;
            }
            else
            {
                break;
            }
        }
        _31 = _25;
    }
    if (_31 > 1u)
    {
        uint _41;
        uint _114;
        uint _35 = 1u;
        uint _38;
        uint _39;
        for (;;)
        {
            _38 = _141[_35];
            _39 = _142[_35];
            _41 = _35;
            uint _42;
            bool _43;
            for (;;)
            {
                _42 = _41 + 4294967295u;
                _43 = int(_41) > int(0u);
                bool _51;
                if (_43)
                {
                    _51 = uintBitsToFloat(_142[_42]) < uintBitsToFloat(_39);
                }
                else
                {
                    _51 = false;
                }
                if (_51)
                {
                    _141[_41] = _141[_42];
                    _142[_41] = _142[_42];
                    _41 = _42;
                    continue;
                }
                else
                {
                    break;
                }
            }
            _141[_41] = _38;
            _142[_41] = _39;
            uint _55 = _35 + 1u;
            if (_55 == _31)
            {
                break;
            }
            else
            {
                _114 = _55;
                _35 = _114;
                continue;
            }
        }
    }
    vec4 _203 = texelFetch(_137, ivec2(uvec2(_7, _8)), int(0u));
    _208 _60 = _208(_203.x, _203.y, _203.z, _203.w, 0u);
    float _61 = _60._m0;
    float _62 = _60._m1;
    float _63 = _60._m2;
    float _101;
    float _102;
    float _103;
    if (_31 == 0u)
    {
        _101 = _61;
        _102 = _62;
        _103 = _63;
    }
    else
    {
        float _68;
        float _69;
        float _70;
        uint _71;
        _68 = _61;
        _69 = _62;
        _70 = _63;
        _71 = 0u;
        float _116;
        float _117;
        float _118;
        uint _119;
        float _94;
        float _95;
        float _96;
        for (;;)
        {
            float _87 = float(_141[_71] >> 24u) * 0.0039215688593685626983642578125;
            float _88 = (float(_141[_71] & 255u) * 0.0039215688593685626983642578125) - _68;
            float _89 = (float((_141[_71] >> 8u) & 255u) * 0.0039215688593685626983642578125) - _69;
            float _90 = (float((_141[_71] >> 16u) & 255u) * 0.0039215688593685626983642578125) - _70;
            _94 = (_88 * _87) + _68;
            _95 = (_89 * _87) + _69;
            _96 = (_90 * _87) + _70;
            uint _97 = _71 + 1u;
            if (_97 == _31)
            {
                break;
            }
            else
            {
                _116 = _94;
                _117 = _95;
                _118 = _96;
                _119 = _97;
                _68 = _116;
                _69 = _117;
                _70 = _118;
                _71 = _119;
                continue;
            }
        }
        _101 = _94;
        _102 = _95;
        _103 = _96;
    }
    out_SV_Target0.x = _101;
    out_SV_Target0.y = _102;
    out_SV_Target0.z = _103;
    out_SV_Target0.w = _60._m3;
}

