#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

float _213;

struct _214
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _239;

struct _240
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _248
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _260
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _167_169
{
    uint _m0[];
} _169;

layout(set = 0, binding = 300, std430) buffer _172_174
{
    uint _m0[];
} _174;

layout(set = 0, binding = 301, std430) buffer _176_178
{
    uint _m0[];
} _178;

layout(set = 0, binding = 200, std140) uniform _182_184
{
    uvec4 _m0[2];
} _184;

void main()
{
    uint _6 = gl_GlobalInvocationID.x;
    uint _8 = (_6 * 32u) + 0u;
    _214 _9 = _214(uintBitsToFloat(_169._m0[_8 >> 2u]), uintBitsToFloat(_169._m0[(_8 + 4u) >> 2u]), uintBitsToFloat(_169._m0[(_8 + 8u) >> 2u]), _213, 0u);
    float _10 = _9._m0;
    float _11 = _9._m1;
    float _12 = _9._m2;
    float _16 = _214(uintBitsToFloat(_169._m0[((_6 * 32u) + 12u) >> 2u]), _213, _213, _213, 0u)._m0;
    uint _18 = (_6 * 32u) + 16u;
    _214 _19 = _214(uintBitsToFloat(_169._m0[_18 >> 2u]), uintBitsToFloat(_169._m0[(_18 + 4u) >> 2u]), uintBitsToFloat(_169._m0[(_18 + 8u) >> 2u]), _213, 0u);
    float _20 = _19._m0;
    float _21 = _19._m1;
    float _22 = _19._m2;
    uint _26 = _240(_169._m0[((_6 * 32u) + 28u) >> 2u], _239, _239, _239, 0u)._m0;
    uint _110;
    uint _111;
    uint _112;
    uint _113;
    float _114;
    float _115;
    float _116;
    float _117;
    float _118;
    float _119;
    float _120;
    if (_248(_184._m0[1u].x, _184._m0[1u].y, _184._m0[1u].z, _184._m0[1u].w)._m2 == 0u)
    {
        _110 = 0u;
        _111 = 0u;
        _112 = 0u;
        _113 = _26;
        _114 = _20;
        _115 = _21;
        _116 = _22;
        _117 = _16;
        _118 = _10;
        _119 = _11;
        _120 = _12;
    }
    else
    {
        uint _98;
        uint _99;
        uint _100;
        uint _101;
        float _102;
        float _103;
        float _104;
        float _105;
        float _106;
        float _107;
        float _108;
        uint _153;
        uint _154;
        uint _155;
        uint _156;
        uint _157;
        float _158;
        float _159;
        float _160;
        float _161;
        float _162;
        float _163;
        float _164;
        uint _32 = 0u;
        uint _33 = 0u;
        uint _34 = 0u;
        uint _35 = 0u;
        uint _36 = _26;
        float _37 = _20;
        float _38 = _21;
        float _39 = _22;
        float _40 = _16;
        float _41 = _10;
        float _42 = _11;
        float _43 = _12;
        for (;;)
        {
            if ((_36 & 1u) == 0u)
            {
                _98 = _32;
                _99 = _33;
                _100 = _34;
                _101 = _36;
                _102 = _37;
                _103 = _38;
                _104 = _39;
                _105 = _40;
                _106 = _41;
                _107 = _42;
                _108 = _43;
                break;
            }
            else
            {
                _260 _47 = _260(uintBitsToFloat(_184._m0[0u].x), uintBitsToFloat(_184._m0[0u].y), uintBitsToFloat(_184._m0[0u].z), uintBitsToFloat(_184._m0[0u].w));
                float _51 = _47._m3;
                float _55 = (_51 * _47._m0) + _37;
                float _56 = (_51 * _47._m1) + _38;
                float _57 = (_51 * _47._m2) + _39;
                float _61 = (_55 * _51) + _41;
                float _62 = (_56 * _51) + _42;
                float _63 = (_57 * _51) + _43;
                uint _70;
                float _71;
                float _72;
                if (_62 < 0.0)
                {
                    _70 = _33 + 1u;
                    _71 = _56 * (-0.5);
                    _72 = (-0.0) - _62;
                }
                else
                {
                    _70 = _33;
                    _71 = _56;
                    _72 = _62;
                }
                _260 _74 = _260(uintBitsToFloat(_184._m0[1u].x), uintBitsToFloat(_184._m0[1u].y), uintBitsToFloat(_184._m0[1u].z), uintBitsToFloat(_184._m0[1u].w));
                float _75 = _74._m1;
                uint _84;
                float _85;
                float _86;
                if (abs(_61) > _75)
                {
                    float _78 = (-0.0) - _75;
                    float _79 = isnan(_78) ? _61 : (isnan(_61) ? _78 : max(_61, _78));
                    _84 = _32 + 1u;
                    _85 = (-0.0) - _55;
                    _86 = isnan(_75) ? _79 : (isnan(_79) ? _75 : min(_79, _75));
                }
                else
                {
                    _84 = _32;
                    _85 = _55;
                    _86 = _61;
                }
                float _87 = _51 + _40;
                bool _89 = _87 >= _74._m0;
                uint _90 = _36 & 4294967294u;
                uint _91 = _89 ? 1u : _34;
                uint _92 = _89 ? _90 : _36;
                uint _93 = _35 + 1u;
                if (_93 < _248(_184._m0[1u].x, _184._m0[1u].y, _184._m0[1u].z, _184._m0[1u].w)._m2)
                {
                    _153 = _84;
                    _154 = _70;
                    _155 = _91;
                    _156 = _93;
                    _157 = _92;
                    _158 = _85;
                    _159 = _71;
                    _160 = _57;
                    _161 = _87;
                    _162 = _86;
                    _163 = _72;
                    _164 = _63;
                    _32 = _153;
                    _33 = _154;
                    _34 = _155;
                    _35 = _156;
                    _36 = _157;
                    _37 = _158;
                    _38 = _159;
                    _39 = _160;
                    _40 = _161;
                    _41 = _162;
                    _42 = _163;
                    _43 = _164;
                    continue;
                }
                else
                {
                    _98 = _84;
                    _99 = _70;
                    _100 = _91;
                    _101 = _92;
                    _102 = _85;
                    _103 = _71;
                    _104 = _57;
                    _105 = _87;
                    _106 = _86;
                    _107 = _72;
                    _108 = _63;
                    break;
                }
            }
        }
        _110 = _98;
        _111 = _99;
        _112 = _100;
        _113 = _101;
        _114 = _102;
        _115 = _103;
        _116 = _104;
        _117 = _105;
        _118 = _106;
        _119 = _107;
        _120 = _108;
    }
    uint _126 = (_6 * 32u) + 0u;
    _174._m0[_126 >> 2u] = floatBitsToUint(_118);
    _174._m0[(_126 + 4u) >> 2u] = floatBitsToUint(_119);
    _174._m0[(_126 + 8u) >> 2u] = floatBitsToUint(_120);
    _174._m0[((_6 * 32u) + 12u) >> 2u] = floatBitsToUint(_117);
    uint _130 = (_6 * 32u) + 16u;
    _174._m0[_130 >> 2u] = floatBitsToUint(_114);
    _174._m0[(_130 + 4u) >> 2u] = floatBitsToUint(_115);
    _174._m0[(_130 + 8u) >> 2u] = floatBitsToUint(_116);
    _174._m0[((_6 * 32u) + 28u) >> 2u] = (min(_111, 255u) << 8u) | (_113 & 4294902015u);
    if (!((_113 & 1u) == 0u))
    {
        uint _136 = 0u * 4u;
        uint _313 = atomicAdd(_178._m0[(_136 + 0u) >> 2u], 1u);
        uint _138 = _313;
    }
    uint _140 = 1u * 4u;
    uint _316 = atomicAdd(_178._m0[(_140 + 0u) >> 2u], _111);
    uint _142 = _316;
    if (!(_112 == 0u))
    {
        uint _145 = 2u * 4u;
        uint _319 = atomicAdd(_178._m0[(_145 + 0u) >> 2u], 1u);
        uint _147 = _319;
    }
    uint _149 = 3u * 4u;
    uint _323 = atomicAdd(_178._m0[(_149 + 0u) >> 2u], _110);
    uint _151 = _323;
}

