#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _155
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _119_121
{
    uint _m0[];
} _121;

layout(set = 0, binding = 300, std430) buffer _124_126
{
    uint _m0[];
} _126;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 4u;
    uint _140 = _121._m0[_5 >> 2u];
    uint _144 = _121._m0[(_5 + 4u) >> 2u];
    uint _149 = _121._m0[(_5 + 8u) >> 2u];
    uint _154 = _121._m0[(_5 + 12u) >> 2u];
    _155 _6 = _155(_140, _144, _149, _154, 0u);
    uint _7 = _6._m0;
    uint _8 = _6._m1;
    uint _9 = _6._m2;
    uint64_t _14 = (uint64_t(_8) << 32ul) | uint64_t(_7);
    uint64_t _17 = uint64_t(_9);
    uint64_t _18 = (uint64_t(_6._m3) << 32ul) | _17;
    uint _19 = _4 * 112u;
    uint64_t _20 = _14 + _18;
    _126._m0[_19 >> 2u] = uint(_20);
    _126._m0[(_19 + 4u) >> 2u] = uint(_20 >> 32ul);
    uint64_t _24 = _14 - _18;
    uint _25 = _19 | 8u;
    _126._m0[_25 >> 2u] = uint(_24);
    _126._m0[(_25 + 4u) >> 2u] = uint(_24 >> 32ul);
    uint64_t _29 = _14 * _18;
    uint _30 = _19 + 16u;
    _126._m0[_30 >> 2u] = uint(_29);
    _126._m0[(_30 + 4u) >> 2u] = uint(_29 >> 32ul);
    uint64_t _34 = _17 & 63ul;
    uint64_t _35 = _14 << (_34 & 63ul);
    uint _36 = _19 + 24u;
    _126._m0[_36 >> 2u] = uint(_35);
    _126._m0[(_36 + 4u) >> 2u] = uint(_35 >> 32ul);
    uint64_t _40 = _14 >> (_34 & 63ul);
    uint _41 = _19 + 32u;
    _126._m0[_41 >> 2u] = uint(_40);
    _126._m0[(_41 + 4u) >> 2u] = uint(_40 >> 32ul);
    uint64_t _45 = uint64_t(int64_t(_14) >> int64_t(_34 & 63ul));
    uint _46 = _19 + 40u;
    _126._m0[_46 >> 2u] = uint(_45);
    _126._m0[(_46 + 4u) >> 2u] = uint(_45 >> 32ul);
    bool _50 = _18 == 0ul;
    bool _54;
    uint64_t _55;
    if (_50)
    {
        _54 = true;
        _55 = 18446744073709551615ul;
    }
    else
    {
        bool _199 = _18 == 0ul;
        uint64_t _52 = _199 ? 18446744073709551615ul : (_14 / (_199 ? 1ul : _18));
        _54 = _50;
        _55 = _52;
    }
    uint _56 = _19 + 48u;
    _126._m0[_56 >> 2u] = uint(_55);
    _126._m0[(_56 + 4u) >> 2u] = uint(_55 >> 32ul);
    uint64_t _63;
    if (_54)
    {
        _63 = 0ul;
    }
    else
    {
        bool _212 = _18 == 0ul;
        uint64_t _61 = _212 ? 18446744073709551615ul : (_14 % (_212 ? 1ul : _18));
        _63 = _61;
    }
    uint _64 = _19 + 56u;
    _126._m0[_64 >> 2u] = uint(_63);
    _126._m0[(_64 + 4u) >> 2u] = uint(_63 >> 32ul);
    uint _68 = _9 | 1u;
    uint64_t _71 = (_68 == 4294967295u) ? 3ul : uint64_t(int(_68));
    uint64_t _227 = uint64_t(abs(int64_t(_71)));
    bool _228 = _227 == 0ul;
    uint64_t _231 = _228 ? 18446744073709551615ul : (uint64_t(abs(int64_t(_14))) / (_228 ? 1ul : _227));
    uint64_t _72 = ((int64_t(_14) < int64_t(0ul)) != (int64_t(_71) < int64_t(0ul))) ? (-_231) : _231;
    uint _73 = _19 + 64u;
    _126._m0[_73 >> 2u] = uint(_72);
    _126._m0[(_73 + 4u) >> 2u] = uint(_72 >> 32ul);
    uint64_t _244 = uint64_t(abs(int64_t(_71)));
    bool _245 = _244 == 0ul;
    uint64_t _248 = _245 ? 18446744073709551615ul : (uint64_t(abs(int64_t(_14))) % (_245 ? 1ul : _244));
    uint64_t _77 = (int64_t(_14) < int64_t(0ul)) ? (-_248) : _248;
    uint _78 = _19 + 72u;
    _126._m0[_78 >> 2u] = uint(_77);
    _126._m0[(_78 + 4u) >> 2u] = uint(_77 >> 32ul);
    _126._m0[(_19 + 80u) >> 2u] = ((((((int64_t(_14) < int64_t(_18)) ? 2u : 0u) | ((_8 >> 31u) << 5u)) | uint(_14 < _18)) | ((_14 == _18) ? 4u : 0u)) | ((_14 >= _18) ? 8u : 0u)) | ((int64_t(_14) > int64_t(_18)) ? 16u : 0u);
    _126._m0[(_19 + 84u) >> 2u] = _7 ^ _9;
    uint _103 = _19 + 88u;
    _126._m0[_103 >> 2u] = _7;
    _126._m0[(_103 + 4u) >> 2u] = uint(uint64_t(int(_7)) >> 32ul);
    uint _106 = _19 + 96u;
    _126._m0[_106 >> 2u] = _7;
    _126._m0[(_106 + 4u) >> 2u] = 0u;
    uint64_t _112 = (uint64_t(max(int64_t(_14), int64_t(_18))) >> 63ul) + (max(_14, _18) - min(_14, _18));
    uint _113 = _19 + 104u;
    _126._m0[_113 >> 2u] = uint(_112);
    _126._m0[(_113 + 4u) >> 2u] = uint(_112 >> 32ul);
}

