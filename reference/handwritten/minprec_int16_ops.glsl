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
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _81;

struct _82
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
    uint _75 = In_1._m0[_5 >> 2u];
    uint _80 = In_1._m0[(_5 + 4u) >> 2u];
    _82 _6 = _82(_75, _80, _81, _81, 0u);
    uint16_t _9 = uint16_t(_6._m0);
    uint16_t _10 = uint16_t(_6._m1);
    uint16_t _11 = _9 + 65535us;
    bool _91 = 3us == 0us;
    uint16_t _18 = _91 ? 65535us : (_10 / (_91 ? 1us : 3us));
    uint _24 = uint(bitCount(uint(_9)));
    uint _104 = uint(findMSB(uint(_10)));
    uint16_t _27 = _10 & 3us;
    uint16_t _46;
    switch (_27)
    {
        case 0us:
        {
            _46 = 100us;
            break;
        }
        case 65535us:
        {
            _46 = 65529us;
            break;
        }
        default:
        {
            _46 = 65531us;
            break;
        }
    }
    uint _48 = _4 * 48u;
    uint _49 = _48 + 16u;
    Out_1._m0[_48 >> 2u] = uint(int16_t(uint16_t(int16_t(_11) >> int16_t(1us))));
    Out_1._m0[(_48 + 4u) >> 2u] = uint(_18);
    Out_1._m0[(_48 + 8u) >> 2u] = uint(_10 >> 4us);
    Out_1._m0[(_48 + 12u) >> 2u] = ((uint(int16_t(_11) < int16_t(65534us)) | (uint(_10 > 40000us) << 1u)) | (uint(_9 == 65535us) << 2u)) | (uint(_10 == 40000us) << 3u);
    Out_1._m0[_49 >> 2u] = uint(uint16_t(bitfieldReverse(uint(_10)) >> 16u));
    Out_1._m0[(_49 + 4u) >> 2u] = _24;
    Out_1._m0[(_49 + 8u) >> 2u] = (_104 == 4294967295u) ? 4294967295u : (15u - _104);
    Out_1._m0[(_49 + 12u) >> 2u] = uint(int16_t(_46));
    Out_1._m0[(_48 + 32u) >> 2u] = floatBitsToUint(float((float16_t(int16_t(_9)) * float16_t(0.5)) + float16_t(_27)));
}

