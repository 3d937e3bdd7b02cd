#version 460
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _107;

struct _108
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer In
{
    uint _m0[];
} In_1;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _101 = In_1._m0[_5 >> 2u];
    uint _106 = In_1._m0[(_5 + 4u) >> 2u];
    _108 _6 = _108(_101, _106, _107, _107, 0u);
    uint _7 = _6._m0;
    uint _8 = _6._m1;
    float16_t _15 = uint16BitsToFloat16(uint16_t(_7));
    float16_t _16 = uint16BitsToFloat16(uint16_t(_7 >> 16u));
    float16_t _18 = uint16BitsToFloat16(uint16_t(_8 >> 16u));
    bool _119 = _18 >= float16_t(1.0 / 0.0);
    bool _121 = _18 <= float16_t(-1.0 / 0.0);
    float16_t _38 = float16_t(int((_4 * 37u) + 4294966996u));
    bool _133 = _38 >= float16_t(1.0 / 0.0);
    bool _134 = _38 <= float16_t(-1.0 / 0.0);
    float16_t _144 = isnan(float16_t(0.0)) ? _18 : (isnan(_18) ? float16_t(0.0) : max(_18, float16_t(0.0)));
    uint _74 = _4 * 64u;
    uint _75 = _74 + 16u;
    uint _76 = _74 + 32u;
    uint _77 = _74 + 48u;
    Out_1._m0[_74 >> 2u] = uint(float16BitsToUint16(_15 + _18));
    Out_1._m0[(_74 + 4u) >> 2u] = uint(float16BitsToUint16(_15 - _18));
    Out_1._m0[(_74 + 8u) >> 2u] = uint(float16BitsToUint16(_15 * _16));
    Out_1._m0[(_74 + 12u) >> 2u] = uint(float16BitsToUint16(_18 * _18));
    Out_1._m0[_75 >> 2u] = uint(float16BitsToUint16(_15 / float16_t(4.0)));
    Out_1._m0[(_75 + 4u) >> 2u] = uint(float16BitsToUint16(_15 - float16_t(0.75) * trunc(_15 / float16_t(0.75))));
    Out_1._m0[(_75 + 8u) >> 2u] = uint(float16BitsToUint16(float16_t(-0.0) - _15));
    Out_1._m0[(_75 + 12u) >> 2u] = uint(float16BitsToUint16((_15 * _16) + uint16BitsToFloat16(uint16_t(_8))));
    Out_1._m0[_76 >> 2u] = (uint(_15 < _16) | ((_15 == _16) ? 2u : 0u)) | ((_15 != _18) ? 4u : 0u);
    Out_1._m0[(_76 + 4u) >> 2u] = _119 ? 2147483647u : (_121 ? 2147483648u : uint(int(((_119 || _121) || isnan(_18)) ? float16_t(0.0) : _18)));
    Out_1._m0[(_76 + 8u) >> 2u] = _133 ? 2147483647u : (_134 ? 2147483648u : uint(int(((_133 || _134) || isnan(_38)) ? float16_t(0.0) : _38)));
    Out_1._m0[(_76 + 12u) >> 2u] = uint(float16BitsToUint16(float16_t(float(_15) * float(_16))));
    Out_1._m0[_77 >> 2u] = uint(float16BitsToUint16(abs(_18)));
    Out_1._m0[(_77 + 4u) >> 2u] = uint(float16BitsToUint16(floor(_18)));
    Out_1._m0[(_77 + 8u) >> 2u] = uint(float16BitsToUint16(fract(_15)));
    Out_1._m0[(_77 + 12u) >> 2u] = uint(float16BitsToUint16(isnan(float16_t(1.0)) ? _144 : (isnan(_144) ? float16_t(1.0) : min(_144, float16_t(1.0)))));
}

