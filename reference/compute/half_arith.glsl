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
    bool _130 = _7 >= float16_t(1.0 / 0.0);
    bool _132 = _7 <= float16_t(-1.0 / 0.0);
    uint16_t _41 = float16BitsToUint16(_13);
    uint16_t _47 = float16BitsToUint16(_11);
    uint _53 = _4 << 5u;
    uint _149 = _53 >> 2u;
    uint _153 = (_53 & 2u) << 3u;
    uint _159 = atomicAnd(_70._m0[_149], ~(65535u << _153));
    uint _160 = atomicOr(_70._m0[_149], uint(float16BitsToUint16(_11)) << _153);
    uint _161 = _53 + 2u;
    uint _162 = _161 >> 2u;
    uint _166 = (_161 & 2u) << 3u;
    uint _171 = atomicAnd(_70._m0[_162], ~(65535u << _166));
    uint _172 = atomicOr(_70._m0[_162], uint(float16BitsToUint16(_12)) << _166);
    uint _54 = _53 | 4u;
    uint _173 = _54 >> 2u;
    uint _177 = (_54 & 2u) << 3u;
    uint _182 = atomicAnd(_70._m0[_173], ~(65535u << _177));
    uint _183 = atomicOr(_70._m0[_173], uint(float16BitsToUint16(_13)) << _177);
    uint _184 = _54 + 2u;
    uint _185 = _184 >> 2u;
    uint _189 = (_184 & 2u) << 3u;
    uint _194 = atomicAnd(_70._m0[_185], ~(65535u << _189));
    uint _195 = atomicOr(_70._m0[_185], uint(float16BitsToUint16(uint16BitsToFloat16(float16BitsToUint16(_7) ^ 32768us))) << _189);
    uint _55 = _53 | 8u;
    uint _196 = _55 >> 2u;
    uint _200 = (_55 & 2u) << 3u;
    uint _205 = atomicAnd(_70._m0[_196], ~(65535u << _200));
    uint _206 = atomicOr(_70._m0[_196], uint(float16BitsToUint16(_18)) << _200);
    uint _207 = _55 + 2u;
    uint _208 = _207 >> 2u;
    uint _212 = (_207 & 2u) << 3u;
    uint _217 = atomicAnd(_70._m0[_208], ~(65535u << _212));
    uint _218 = atomicOr(_70._m0[_208], uint(float16BitsToUint16(_19)) << _212);
    uint _219 = _55 + 4u;
    uint _220 = _219 >> 2u;
    uint _224 = (_219 & 2u) << 3u;
    uint _229 = atomicAnd(_70._m0[_220], ~(65535u << _224));
    uint _230 = atomicOr(_70._m0[_220], uint(float16BitsToUint16(_20)) << _224);
    uint _231 = _55 + 6u;
    uint _232 = _231 >> 2u;
    uint _236 = (_231 & 2u) << 3u;
    uint _241 = atomicAnd(_70._m0[_232], ~(65535u << _236));
    uint _242 = atomicOr(_70._m0[_232], uint(float16BitsToUint16(_21)) << _236);
    _70._m0[(_53 | 16u) >> 2u] = floatBitsToUint(_24);
    uint _58 = _53 | 20u;
    uint _247 = _58 >> 2u;
    uint _251 = (_58 & 2u) << 3u;
    uint _256 = atomicAnd(_70._m0[_247], ~(65535u << _251));
    uint _257 = atomicOr(_70._m0[_247], uint(float16BitsToUint16(float16_t(isnan(60000.0) ? _26 : (isnan(_26) ? 60000.0 : min(_26, 60000.0))))) << _251);
    uint _258 = _58 + 2u;
    uint _259 = _258 >> 2u;
    uint _263 = (_258 & 2u) << 3u;
    uint _268 = atomicAnd(_70._m0[_259], ~(65535u << _263));
    uint _269 = atomicOr(_70._m0[_259], uint(float16BitsToUint16(float16_t(int(_4 * 3u)) + float16_t(-20.0))) << _263);
    _70._m0[(_53 | 24u) >> 2u] = _130 ? 2147483647u : (_132 ? 2147483648u : uint(int(((_130 || _132) || isnan(_7)) ? float16_t(0.0) : _7)));
    _70._m0[(_53 | 28u) >> 2u] = ((uint(_7 < _8) | ((_7 == _8) ? 2u : 0u)) | (((_41 == 31744us) || (_41 == 64512us)) ? 4u : 0u)) | (((_47 == 31744us) || (_47 == 64512us)) ? 8u : 0u);
}

