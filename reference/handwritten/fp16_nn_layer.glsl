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

float16_t _82;

struct _83
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

uint _92;

struct _93
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer X
{
    uint _m0[];
} X_1;

layout(set = 0, binding = 1, std430) readonly buffer W
{
    uint _m0[];
} W_1;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

shared float16_t act[16];

void main()
{
    uint _5 = gl_LocalInvocationIndex;
    uint _6 = _5 << 1u;
    float16_t _8 = _83(uint16BitsToFloat16(uint16_t(X_1._m0[_6 >> 2u] >> ((_6 & 2u) << 3u))), _82, _82, _82, 0u)._m0;
    act[_5] = isnan(float16_t(0.0)) ? _8 : (isnan(_8) ? float16_t(0.0) : max(_8, float16_t(0.0)));
    barrier();
    uint _11 = _5 << 5u;
    uint _13;
    float16_t _14;
    _13 = 0u;
    _14 = float16_t(0.0);
    uint _41;
    float16_t _42;
    float16_t _30;
    for (;;)
    {
        uint _15 = _13 << 1u;
        uint _91 = W_1._m0[(_11 + _15) >> 2u];
        uint _18 = _93(_91, _92, _92, _92, 0u)._m0;
        uint _26 = _13 | 1u;
        _30 = _14 + dot(f16vec2(uint16BitsToFloat16(uint16_t(_18)), uint16BitsToFloat16(uint16_t(_18 >> 16u))), f16vec2(act[_13], act[_26]));
        uint _31 = _13 + 2u;
        if (_31 == 16u)
        {
            break;
        }
        else
        {
            _41 = _31;
            _42 = _30;
            _13 = _41;
            _14 = _42;
            continue;
        }
    }
    uint _39 = _5 << 3u;
    Out_1._m0[_39 >> 2u] = packHalf2x16(vec2(float(isnan(float16_t(0.0)) ? _30 : (isnan(_30) ? float16_t(0.0) : max(_30, float16_t(0.0)))), 0.0));
    Out_1._m0[(_39 + 4u) >> 2u] = uint(float16BitsToUint16(_30));
}

