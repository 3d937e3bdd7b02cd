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

struct _111
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

float16_t _164;

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
    uint _5 = _4 * 20u;
    uint _6 = _5 + 8u;
    uint _7 = _5 + 16u;
    uint _74 = In_1._m0[_5 >> 2u];
    uint _82 = _5 + 2u;
    uint _85 = In_1._m0[_82 >> 2u];
    uint _92 = _5 + 4u;
    uint _95 = In_1._m0[_92 >> 2u];
    uint _102 = _5 + 6u;
    uint _105 = In_1._m0[_102 >> 2u];
    _111 _8 = _111(uint16BitsToFloat16(uint16_t(_74 >> ((_5 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_85 >> ((_82 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_95 >> ((_92 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_105 >> ((_102 & 2u) << 3u))), 0u);
    uint _120 = _6 + 2u;
    uint _129 = _6 + 4u;
    uint _138 = _6 + 6u;
    _111 _9 = _111(uint16BitsToFloat16(uint16_t(In_1._m0[_6 >> 2u] >> ((_6 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(In_1._m0[_120 >> 2u] >> ((_120 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(In_1._m0[_129 >> 2u] >> ((_129 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(In_1._m0[_138 >> 2u] >> ((_138 & 2u) << 3u))), 0u);
    uint _149 = In_1._m0[_7 >> 2u];
    uint _155 = _7 + 2u;
    uint _158 = In_1._m0[_155 >> 2u];
    _111 _10 = _111(uint16BitsToFloat16(uint16_t(_149 >> ((_7 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_158 >> ((_155 & 2u) << 3u))), _164, _164, 0u);
    float16_t _11 = _8._m0;
    float16_t _12 = _8._m1;
    float16_t _13 = _8._m2;
    float16_t _14 = _8._m3;
    float16_t _15 = _9._m0;
    float16_t _16 = _9._m1;
    float16_t _19 = _10._m0;
    float16_t _20 = _10._m1;
    float16_t _27 = isnan(float16_t(-1.0)) ? _12 : (isnan(_12) ? float16_t(-1.0) : max(_12, float16_t(-1.0)));
    uint _46 = _4 << 5u;
    uint _47 = _46 + 16u;
    Out_1._m0[_46 >> 2u] = uint(float16BitsToUint16(dot(f16vec2(_11, _12), f16vec2(_13, _14))));
    Out_1._m0[(_46 + 4u) >> 2u] = uint(float16BitsToUint16(dot(f16vec3(_11, _12, _13), f16vec3(_14, _15, _16))));
    Out_1._m0[(_46 + 8u) >> 2u] = uint(float16BitsToUint16(dot(f16vec4(_11, _12, _13, _14), f16vec4(_15, _16, _9._m2, _9._m3))));
    Out_1._m0[(_46 + 12u) >> 2u] = uint(float16BitsToUint16(isnan(_20) ? _19 : (isnan(_19) ? _20 : max(_19, _20))));
    Out_1._m0[_47 >> 2u] = uint(float16BitsToUint16(isnan(_20) ? _19 : (isnan(_19) ? _20 : min(_19, _20))));
    Out_1._m0[(_47 + 4u) >> 2u] = uint(float16BitsToUint16(isnan(float16_t(0.0)) ? _11 : (isnan(_11) ? float16_t(0.0) : max(_11, float16_t(0.0)))));
    Out_1._m0[(_47 + 8u) >> 2u] = uint(float16BitsToUint16(isnan(float16_t(1.0)) ? _27 : (isnan(_27) ? float16_t(1.0) : min(_27, float16_t(1.0)))));
    Out_1._m0[(_47 + 12u) >> 2u] = uint(float16BitsToUint16(isnan(_11) ? _19 : (isnan(_19) ? _11 : max(_19, _11))));
}

