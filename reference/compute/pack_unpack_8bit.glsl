#version 460
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _247
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _263
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _274
{
    uint16_t _m0;
    uint16_t _m1;
    uint16_t _m2;
    uint16_t _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _210_212
{
    uint _m0[];
} _212;

layout(set = 0, binding = 300, std430) buffer _215_217
{
    uint _m0[];
} _217;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 16u) + 0u;
    uint _231 = _212._m0[_6 >> 2u];
    uint _236 = _212._m0[(_6 + 4u) >> 2u];
    uint _241 = _212._m0[(_6 + 8u) >> 2u];
    uint _246 = _212._m0[(_6 + 12u) >> 2u];
    _247 _7 = _247(_231, _236, _241, _246, 0u);
    uint _8 = _7._m0;
    uint _9 = _7._m1;
    uint _10 = _7._m2;
    uint _11 = _7._m3;
    uint _12 = _4 * 12u;
    uint _22 = (((_8 & 255u) | ((_9 & 255u) << 8u)) | ((_10 & 255u) << 16u)) | ((_11 & 255u) << 24u);
    uint _40 = (((uint(min(int(uint(max(int(_8), int(0u)))), int(255u))) & 255u) | ((uint(min(int(uint(max(int(_9), int(0u)))), int(255u))) & 255u) << 8u)) | ((uint(min(int(uint(max(int(_10), int(0u)))), int(255u))) & 255u) << 16u)) | ((uint(min(int(uint(max(int(_11), int(0u)))), int(255u))) & 255u) << 24u);
    uint _58 = (((uint(min(int(uint(max(int(_8), int(4294967168u)))), int(127u))) & 255u) | ((uint(min(int(uint(max(int(_9), int(4294967168u)))), int(127u))) & 255u) << 8u)) | ((uint(min(int(uint(max(int(_10), int(4294967168u)))), int(127u))) & 255u) << 16u)) | ((uint(min(int(uint(max(int(_11), int(4294967168u)))), int(127u))) & 255u) << 24u);
    _217._m0[((_12 * 4u) + 0u) >> 2u] = _22;
    _217._m0[(((_12 | 1u) * 4u) + 0u) >> 2u] = _22;
    _217._m0[(((_12 | 2u) * 4u) + 0u) >> 2u] = _40;
    _217._m0[(((_12 | 3u) * 4u) + 0u) >> 2u] = _58;
    _263 _78 = _263((_22 >> 0u) & 255u, (_22 >> 8u) & 255u, (_22 >> 16u) & 255u, (_22 >> 24u) & 255u);
    _263 _91 = _263(uint(int(_22 << 24u) >> int(24u)), uint(int(_22 << 16u) >> int(24u)), uint(int(_22 << 8u) >> int(24u)), uint(int(_22 << 0u) >> int(24u)));
    uint _95 = _91._m3;
    _217._m0[(((_12 + 4u) * 4u) + 0u) >> 2u] = (((_78._m1 * 3u) + _78._m0) + (_78._m2 * 5u)) + (_78._m3 * 7u);
    _217._m0[(((_12 + 5u) * 4u) + 0u) >> 2u] = (((_91._m1 * 3u) + _91._m0) + (_91._m2 * 5u)) + (_95 * 7u);
    _217._m0[(((_12 + 6u) * 4u) + 0u) >> 2u] = _95;
    _274 _129 = _274(uint16_t((_40 >> 0u) & 255u), uint16_t((_40 >> 8u) & 255u), uint16_t((_40 >> 16u) & 255u), uint16_t((_40 >> 24u) & 255u));
    _274 _144 = _274(uint16_t(uint(int(_58 << 24u) >> int(24u))), uint16_t(uint(int(_58 << 16u) >> int(24u))), uint16_t(uint(int(_58 << 8u) >> int(24u))), uint16_t(uint(int(_58 << 0u) >> int(24u))));
    _217._m0[(((_12 + 7u) * 4u) + 0u) >> 2u] = (uint(_129._m3) << 16u) | uint(_129._m0);
    _217._m0[(((_12 + 8u) * 4u) + 0u) >> 2u] = uint(int16_t(_144._m1));
    _217._m0[(((_12 + 9u) * 4u) + 0u) >> 2u] = uint(int16_t(_144._m2));
    uint16_t _162 = uint16_t(_8);
    uint16_t _163 = uint16_t(_9);
    uint16_t _164 = uint16_t(_10);
    uint16_t _165 = uint16_t(_11);
    _217._m0[(((_12 + 10u) * 4u) + 0u) >> 2u] = (((uint(min(int(uint(max(int(uint(int16_t(_162))), int(4294967168u)))), int(127u))) & 255u) | ((uint(min(int(uint(max(int(uint(int16_t(_163))), int(4294967168u)))), int(127u))) & 255u) << 8u)) | ((uint(min(int(uint(max(int(uint(int16_t(_164))), int(4294967168u)))), int(127u))) & 255u) << 16u)) | ((uint(min(int(uint(max(int(uint(int16_t(_165))), int(4294967168u)))), int(127u))) & 255u) << 24u);
    _217._m0[(((_12 + 11u) * 4u) + 0u) >> 2u] = (((uint(int16_t(_162)) & 255u) | ((uint(int16_t(_163)) & 255u) << 8u)) | ((uint(int16_t(_164)) & 255u) << 16u)) | ((uint(int16_t(_165)) & 255u) << 24u);
}

