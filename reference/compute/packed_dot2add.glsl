#version 460
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float16_t _66;

struct _67
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

float _92;

struct _93
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _27_29
{
    uint _m0[];
} _29;

layout(set = 0, binding = 300, std430) buffer _32_34
{
    uint _m0[];
} _34;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 * 12u;
    uint _49 = _29._m0[_5 >> 2u];
    uint _57 = _5 + 2u;
    uint _60 = _29._m0[_57 >> 2u];
    _67 _6 = _67(uint16BitsToFloat16(uint16_t(_49 >> ((_5 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_60 >> ((_57 & 2u) << 3u))), _66, _66, 0u);
    float16_t _7 = _6._m0;
    float16_t _8 = _6._m1;
    uint _9 = _5 + 4u;
    uint _77 = _9 + 2u;
    _67 _10 = _67(uint16BitsToFloat16(uint16_t(_29._m0[_9 >> 2u] >> ((_9 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_29._m0[_77 >> 2u] >> ((_77 & 2u) << 3u))), _66, _66, 0u);
    uint _90 = _29._m0[(_5 + 8u) >> 2u];
    float _15 = _93(uintBitsToFloat(_90), _92, _92, _92, 0u)._m0;
    precise float16_t _94 = _7 * _10._m0;
    precise float16_t _96 = _8 * _10._m1;
    precise float _98 = float(_94) + float(_96);
    precise float _16 = _15 + _98;
    uint _17 = _4 << 1u;
    _34._m0[((_17 * 4u) + 0u) >> 2u] = floatBitsToUint(_16);
    precise float16_t _104 = _7 * _7;
    precise float16_t _106 = _8 * _8;
    precise float _108 = float(_104) + float(_106);
    precise float _21 = ((-0.0) - _15) + _108;
    _34._m0[(((_17 | 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(_21);
}

