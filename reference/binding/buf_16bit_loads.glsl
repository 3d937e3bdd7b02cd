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

uint16_t _80;

struct _81
{
    uint16_t _m0;
    uint16_t _m1;
    uint16_t _m2;
    uint16_t _m3;
    uint _m4;
};

float16_t _118;

struct _119
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _48_50
{
    uint _m0[];
} _50;

layout(set = 0, binding = 1, std430) readonly buffer _53_55
{
    uint _m0[];
} _55;

layout(set = 0, binding = 300, std430) buffer _57_59
{
    uint _m0[];
} _59;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 1u;
    uint _74 = _50._m0[_6 >> 2u];
    uint _10 = (_5 * 6u) + 64u;
    uint _86 = _50._m0[_10 >> 2u];
    uint _91 = _10 + 2u;
    uint _94 = _50._m0[_91 >> 2u];
    uint _100 = _10 + 4u;
    uint _103 = _50._m0[_100 >> 2u];
    _81 _11 = _81(uint16_t(_86 >> ((_10 & 2u) << 3u)), uint16_t(_94 >> ((_91 & 2u) << 3u)), uint16_t(_103 >> ((_100 & 2u) << 3u)), _80, 0u);
    uint _15 = _6 + 160u;
    uint _112 = _50._m0[_15 >> 2u];
    float16_t _17 = _119(uint16BitsToFloat16(uint16_t(_112 >> ((_15 & 2u) << 3u))), _118, _118, _118, 0u)._m0;
    uint _18 = _5 << 2u;
    uint _19 = _18 + 192u;
    uint _123 = _50._m0[_19 >> 2u];
    uint _128 = _19 + 2u;
    uint _131 = _50._m0[_128 >> 2u];
    _81 _20 = _81(uint16_t(_123 >> ((_19 & 2u) << 3u)), uint16_t(_131 >> ((_128 & 2u) << 3u)), _80, _80, 0u);
    uint _24 = (_5 * 8u) + 0u;
    uint _139 = _55._m0[_24 >> 2u];
    uint _145 = _24 + 2u;
    uint _148 = _55._m0[_145 >> 2u];
    uint _154 = _24 + 4u;
    uint _157 = _55._m0[_154 >> 2u];
    uint _163 = _24 + 6u;
    uint _166 = _55._m0[_163 >> 2u];
    _119 _25 = _119(uint16BitsToFloat16(uint16_t(_139 >> ((_24 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_148 >> ((_145 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_157 >> ((_154 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_166 >> ((_163 & 2u) << 3u))), 0u);
    float16_t _26 = _25._m0;
    float16_t _29 = _25._m3;
    uint _172 = _18 >> 2u;
    uint _175 = (_18 & 2u) << 3u;
    uint _181 = atomicAnd(_59._m0[_172], ~(65535u << _175));
    uint _182 = atomicOr(_59._m0[_172], uint(_11._m0 + _81(uint16_t(_74 >> ((_6 & 2u) << 3u)), _80, _80, _80, 0u)._m0) << _175);
    uint _32 = _18 | 2u;
    uint _183 = _32 >> 2u;
    uint _186 = (_32 & 2u) << 3u;
    uint _191 = atomicAnd(_59._m0[_183], ~(65535u << _186));
    uint _192 = atomicOr(_59._m0[_183], uint(_11._m1 ^ _11._m2) << _186);
    uint _35 = _18 + 64u;
    uint _194 = _35 >> 2u;
    uint _198 = (_35 & 2u) << 3u;
    uint _203 = atomicAnd(_59._m0[_194], ~(65535u << _198));
    uint _204 = atomicOr(_59._m0[_194], uint(float16BitsToUint16(_17 * float16_t(2.0))) << _198);
    uint _205 = _35 + 2u;
    uint _206 = _205 >> 2u;
    uint _210 = (_205 & 2u) << 3u;
    uint _215 = atomicAnd(_59._m0[_206], ~(65535u << _210));
    uint _216 = atomicOr(_59._m0[_206], uint(float16BitsToUint16(_26 + _29)) << _210);
    _59._m0[(_18 + 128u) >> 2u] = uint(int16_t(_20._m0)) * uint(int16_t(_20._m1));
    uint _45 = (_5 << 3u) + 192u;
    uint _220 = _45 >> 2u;
    uint _224 = (_45 & 2u) << 3u;
    uint _229 = atomicAnd(_59._m0[_220], ~(65535u << _224));
    uint _230 = atomicOr(_59._m0[_220], uint(float16BitsToUint16(_29 - _17)) << _224);
    uint _231 = _45 + 2u;
    uint _232 = _231 >> 2u;
    uint _236 = (_231 & 2u) << 3u;
    uint _241 = atomicAnd(_59._m0[_232], ~(65535u << _236));
    uint _242 = atomicOr(_59._m0[_232], uint(float16BitsToUint16(_25._m2 - _17)) << _236);
    uint _243 = _45 + 4u;
    uint _244 = _243 >> 2u;
    uint _248 = (_243 & 2u) << 3u;
    uint _253 = atomicAnd(_59._m0[_244], ~(65535u << _248));
    uint _254 = atomicOr(_59._m0[_244], uint(float16BitsToUint16(_25._m1 - _17)) << _248);
    uint _255 = _45 + 6u;
    uint _256 = _255 >> 2u;
    uint _260 = (_255 & 2u) << 3u;
    uint _265 = atomicAnd(_59._m0[_256], ~(65535u << _260));
    uint _266 = atomicOr(_59._m0[_256], uint(float16BitsToUint16(_26 - _17)) << _260);
}

