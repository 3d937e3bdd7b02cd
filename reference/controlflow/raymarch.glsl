#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _203
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _210
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _245
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

float _253;
uint _254;

layout(set = 0, binding = 0, std430) readonly buffer _150_152
{
    uint _m0[];
} _152;

layout(set = 0, binding = 1, std430) readonly buffer _155_157
{
    uint _m0[];
} _157;

layout(set = 0, binding = 300, std430) buffer _159_161
{
    uint _m0[];
} _161;

layout(set = 0, binding = 200, std140) uniform _165_167
{
    uvec4 _m0[1];
} _167;

void main()
{
    uint _6 = gl_GlobalInvocationID.x;
    uint _8 = (_6 * 16u) + 0u;
    _203 _9 = _203(uintBitsToFloat(_157._m0[_8 >> 2u]), uintBitsToFloat(_157._m0[(_8 + 4u) >> 2u]), uintBitsToFloat(_157._m0[(_8 + 8u) >> 2u]), uintBitsToFloat(_157._m0[(_8 + 12u) >> 2u]), 0u);
    float _10 = _9._m0;
    float _11 = _9._m1;
    float _12 = _9._m2;
    float _13 = _9._m3;
    float _130;
    float _131;
    float _132;
    uint _133;
    uint _134;
    uint _135;
    uint _136;
    uint _137;
    if (_210(_167._m0[0u].x, _167._m0[0u].y, _167._m0[0u].z, _167._m0[0u].w)._m1 == 0u)
    {
        _130 = _10;
        _131 = _11;
        _132 = 0.0;
        _133 = 0u;
        _134 = 255u;
        _135 = 0u;
        _136 = 0u;
        _137 = 0u;
    }
    else
    {
        float _19;
        float _20;
        float _21;
        uint _23;
        _19 = _10;
        _20 = _11;
        _21 = 0.0;
        _23 = 0u;
        float _43;
        uint _25;
        float _26;
        uint _27;
        float _114;
        float _115;
        float _116;
        uint _117;
        uint _118;
        float _120;
        float _121;
        float _122;
        uint _123;
        uint _124;
        uint _125;
        uint _126;
        uint _127;
        uint _22 = 0u;
        for (;;)
        {
            _25 = 0u;
            _26 = 1000000000.0;
            _27 = 255u;
            uint _110;
            float _111;
            uint _112;
            uint _44;
            for (;;)
            {
                uint _29 = (_25 * 16u) + 0u;
                _203 _30 = _203(uintBitsToFloat(_152._m0[_29 >> 2u]), uintBitsToFloat(_152._m0[(_29 + 4u) >> 2u]), uintBitsToFloat(_152._m0[(_29 + 8u) >> 2u]), uintBitsToFloat(_152._m0[(_29 + 12u) >> 2u]), 0u);
                float _39 = abs(_19 - _30._m0) - _30._m2;
                float _40 = abs(_20 - _30._m1) - _30._m3;
                float _41 = isnan(_40) ? _39 : (isnan(_39) ? _40 : max(_39, _40));
                bool _42 = _41 < _26;
                _43 = _42 ? _41 : _26;
                _44 = _42 ? _25 : _27;
                uint _45 = _25 + 1u;
                if (_45 == 4u)
                {
                    break;
                }
                else
                {
                    _110 = _45;
                    _111 = _43;
                    _112 = _44;
                    _25 = _110;
                    _26 = _111;
                    _27 = _112;
                    continue;
                }
            }
            _245 _48 = _245(uintBitsToFloat(_167._m0[0u].x), uintBitsToFloat(_167._m0[0u].y), uintBitsToFloat(_167._m0[0u].z), uintBitsToFloat(_167._m0[0u].w));
            if (_43 < _48._m3)
            {
                _120 = _19;
                _121 = _20;
                _122 = _21;
                _123 = _22;
                _124 = _44;
                _125 = 1u;
                _126 = _23;
                _127 = 0u;
                break;
            }
            else
            {
                if (_20 < _48._m2)
                {
                    _120 = _253;
                    _121 = _253;
                    _122 = _253;
                    _123 = _254;
                    _124 = _254;
                    _125 = _254;
                    _126 = _254;
                    _127 = 1u;
                    break;
                }
                else
                {
                    float _57 = (_43 * _12) + _19;
                    float _58 = (_43 * _13) + _20;
                    float _59 = _43 + _21;
                    if (_59 > _48._m0)
                    {
                        _120 = _57;
                        _121 = _58;
                        _122 = _59;
                        _123 = _22;
                        _124 = 255u;
                        _125 = 2u;
                        _126 = _23;
                        _127 = 0u;
                        break;
                    }
                    else
                    {
                        uint _65 = uint(!(_43 > 4.0)) + _22;
                        uint _66 = _23 + 1u;
                        if (_66 < _210(_167._m0[0u].x, _167._m0[0u].y, _167._m0[0u].z, _167._m0[0u].w)._m1)
                        {
                            _114 = _57;
                            _115 = _58;
                            _116 = _59;
                            _117 = _65;
                            _118 = _66;
                            _19 = _114;
                            _20 = _115;
                            _21 = _116;
                            _22 = _117;
                            _23 = _118;
                            continue;
                        }
                        else
                        {
                            _120 = _57;
                            _121 = _58;
                            _122 = _59;
                            _123 = _65;
                            _124 = 255u;
                            _125 = 0u;
                            _126 = _66;
                            _127 = 0u;
                            break;
                        }
                    }
                }
            }
        }
        float _82;
        float _83;
        float _84;
        uint _85;
        uint _86;
        uint _87;
        uint _88;
        float _140;
        float _141;
        float _142;
        uint _143;
        uint _144;
        uint _145;
        uint _146;
        uint _147;
        if (_127 == 0u)
        {
            _82 = _120;
            _83 = _121;
            _84 = _122;
            _85 = _123;
            _86 = _124;
            _87 = _125;
            _88 = _126;
            _140 = _82;
            _141 = _83;
            _142 = _84;
            _143 = _85;
            _144 = _86;
            _145 = _87;
            _146 = _88;
            _147 = 0u;
        }
        else
        {
            uint _72 = _6 << 1u;
            uint _74 = (_72 * 16u) + 0u;
            _161._m0[_74 >> 2u] = 57005u;
            _161._m0[(_74 + 4u) >> 2u] = _23;
            _161._m0[(_74 + 8u) >> 2u] = floatBitsToUint(_21);
            _161._m0[(_74 + 12u) >> 2u] = 0u;
            uint _80 = ((_72 | 1u) * 16u) + 0u;
            _161._m0[_80 >> 2u] = floatBitsToUint(_19);
            _161._m0[(_80 + 4u) >> 2u] = floatBitsToUint(_20);
            _161._m0[(_80 + 8u) >> 2u] = floatBitsToUint(_43);
            _161._m0[(_80 + 12u) >> 2u] = 0u;
            _140 = _253;
            _141 = _253;
            _142 = _253;
            _143 = _254;
            _144 = _254;
            _145 = _254;
            _146 = _254;
            _147 = 1u;
        }
        _130 = _140;
        _131 = _141;
        _132 = _142;
        _133 = _143;
        _134 = _144;
        _135 = _145;
        _136 = _146;
        _137 = _147;
    }
    float _90;
    float _91;
    float _92;
    uint _93;
    uint _94;
    uint _95;
    uint _96;
    if (_137 == 0u)
    {
        _90 = _130;
        _91 = _131;
        _92 = _132;
        _93 = _133;
        _94 = _134;
        _95 = _135;
        _96 = _136;
        uint _100 = _6 << 1u;
        uint _102 = (_100 * 16u) + 0u;
        _161._m0[_102 >> 2u] = _95 | (_94 << 8u);
        _161._m0[(_102 + 4u) >> 2u] = _96;
        _161._m0[(_102 + 8u) >> 2u] = floatBitsToUint(_92);
        _161._m0[(_102 + 12u) >> 2u] = _93;
        uint _107 = ((_100 | 1u) * 16u) + 0u;
        _161._m0[_107 >> 2u] = floatBitsToUint(_90);
        _161._m0[(_107 + 4u) >> 2u] = floatBitsToUint(_91);
        _161._m0[(_107 + 8u) >> 2u] = 0u;
        _161._m0[(_107 + 12u) >> 2u] = 0u;
    }
}

