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

struct _121
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _63_65
{
    uint _m0[];
} _65;

layout(set = 0, binding = 300, std430) buffer _68_70
{
    uint _m0[];
} _70;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _85 = _65._m0[_5 >> 2u];
    uint _92 = _5 + 2u;
    uint _95 = _65._m0[_92 >> 2u];
    uint _102 = _5 + 4u;
    uint _105 = _65._m0[_102 >> 2u];
    uint _112 = _5 + 6u;
    uint _115 = _65._m0[_112 >> 2u];
    _121 _6 = _121(uint16BitsToFloat16(uint16_t(_85 >> ((_5 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_95 >> ((_92 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_105 >> ((_102 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_115 >> ((_112 & 2u) << 3u))), 0u);
    float16_t _7 = _6._m0;
    float16_t _8 = _6._m1;
    float16_t _9 = _6._m2;
    float16_t _10 = _6._m3;
    precise float16_t _11 = _7 + _8;
    precise float16_t _12 = _7 - _8;
    precise float16_t _13 = _7 * _8;
    precise float16_t _14 = _7 * float16_t(2.0);
    precise float16_t _15 = _8 * float16_t(2.0);
    precise float16_t _16 = _9 * float16_t(2.0);
    precise float16_t _17 = _10 * float16_t(2.0);
    precise float16_t _18 = _10 + _14;
    precise float16_t _19 = _9 + _15;
    precise float16_t _20 = _8 + _16;
    precise float16_t _21 = _7 + _17;
    float _24 = float(_7) * float(_8);
    float _25 = _24 * 0.0625;
    float _26 = isnan(-60000.0) ? _25 : (isnan(_25) ? (-60000.0) : max(_25, -60000.0));
    uint16_t _41 = float16BitsToUint16(_13);
    uint16_t _47 = float16BitsToUint16(_11);
    uint _53 = _4 << 5u;
    uint _136 = _53 >> 2u;
    uint _140 = (_53 & 2u) << 3u;
    uint _146 = atomicAnd(_70._m0[_136], ~(65535u << _140));
    uint _147 = atomicOr(_70._m0[_136], uint(float16BitsToUint16(_11)) << _140);
    uint _148 = _53 + 2u;
    uint _149 = _148 >> 2u;
    uint _153 = (_148 & 2u) << 3u;
    uint _158 = atomicAnd(_70._m0[_149], ~(65535u << _153));
    uint _159 = atomicOr(_70._m0[_149], uint(float16BitsToUint16(_12)) << _153);
    uint _54 = _53 | 4u;
    uint _160 = _54 >> 2u;
    uint _164 = (_54 & 2u) << 3u;
    uint _169 = atomicAnd(_70._m0[_160], ~(65535u << _164));
    uint _170 = atomicOr(_70._m0[_160], uint(float16BitsToUint16(_13)) << _164);
    uint _171 = _54 + 2u;
    uint _172 = _171 >> 2u;
    uint _176 = (_171 & 2u) << 3u;
    uint _181 = atomicAnd(_70._m0[_172], ~(65535u << _176));
    uint _182 = atomicOr(_70._m0[_172], uint(float16BitsToUint16(uint16BitsToFloat16(float16BitsToUint16(_7) ^ 32768us))) << _176);
    uint _55 = _53 | 8u;
    uint _183 = _55 >> 2u;
    uint _187 = (_55 & 2u) << 3u;
    uint _192 = atomicAnd(_70._m0[_183], ~(65535u << _187));
    uint _193 = atomicOr(_70._m0[_183], uint(float16BitsToUint16(_18)) << _187);
    uint _194 = _55 + 2u;
    uint _195 = _194 >> 2u;
    uint _199 = (_194 & 2u) << 3u;
    uint _204 = atomicAnd(_70._m0[_195], ~(65535u << _199));
    uint _205 = atomicOr(_70._m0[_195], uint(float16BitsToUint16(_19)) << _199);
    uint _206 = _55 + 4u;
    uint _207 = _206 >> 2u;
    uint _211 = (_206 & 2u) << 3u;
    uint _216 = atomicAnd(_70._m0[_207], ~(65535u << _211));
    uint _217 = atomicOr(_70._m0[_207], uint(float16BitsToUint16(_20)) << _211);
    uint _218 = _55 + 6u;
    uint _219 = _218 >> 2u;
    uint _223 = (_218 & 2u) << 3u;
    uint _228 = atomicAnd(_70._m0[_219], ~(65535u << _223));
    uint _229 = atomicOr(_70._m0[_219], uint(float16BitsToUint16(_21)) << _223);
    _70._m0[(_53 | 16u) >> 2u] = floatBitsToUint(_24);
    uint _58 = _53 | 20u;
    uint _234 = _58 >> 2u;
    uint _238 = (_58 & 2u) << 3u;
    uint _243 = atomicAnd(_70._m0[_234], ~(65535u << _238));
    uint _244 = atomicOr(_70._m0[_234], uint(float16BitsToUint16(float16_t(isnan(60000.0) ? _26 : (isnan(_26) ? 60000.0 : min(_26, 60000.0))))) << _238);
    uint _245 = _58 + 2u;
    uint _246 = _245 >> 2u;
    uint _250 = (_245 & 2u) << 3u;
    uint _255 = atomicAnd(_70._m0[_246], ~(65535u << _250));
    uint _256 = atomicOr(_70._m0[_246], uint(float16BitsToUint16(float16_t(int(_4 * 3u)) + float16_t(-20.0))) << _250);
    _70._m0[(_53 | 24u) >> 2u] = uint(int(_7));
    _70._m0[(_53 | 28u) >> 2u] = ((uint(_7 < _8) | ((_7 == _8) ? 2u : 0u)) | (((_41 == 31744us) || (_41 == 64512us)) ? 4u : 0u)) | (((_47 == 31744us) || (_47 == 64512us)) ? 8u : 0u);
}

