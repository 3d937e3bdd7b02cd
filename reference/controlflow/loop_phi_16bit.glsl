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
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _87;

struct _88
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _65_67
{
    uint _m0[];
} _67;

layout(set = 0, binding = 300, std430) buffer _70_72
{
    uint _m0[];
} _72;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _8 = _88(_67._m0[_5 >> 2u], _87, _87, _87, 0u)._m0 & 31u;
    uint _11 = _88(_67._m0[(_5 | 4u) >> 2u], _87, _87, _87, 0u)._m0;
    uint16_t _12 = uint16_t(_11);
    uint16_t _15 = uint16_t(_11 >> 16u) & 16383us;
    uint16_t _45;
    uint16_t _46;
    float16_t _47;
    uint _48;
    if (_8 == 0u)
    {
        _45 = _12;
        _46 = _15;
        _47 = float16_t(1.0);
        _48 = 0u;
    }
    else
    {
        uint16_t _36;
        float16_t _37;
        uint _43;
        uint16_t _58;
        uint16_t _59;
        float16_t _60;
        uint _61;
        uint16_t _19 = _12;
        uint16_t _20 = _15;
        float16_t _21 = float16_t(1.0);
        uint _22 = 0u;
        uint16_t _24;
        float16_t _25;
        bool _26;
        for (;;)
        {
            _24 = (_19 * 3us) + 1us;
            _25 = _21 * float16_t(0.5);
            _26 = int16_t(_24) < int16_t(0us);
            if (_26)
            {
                _36 = uint16_t(int16_t(_20) >> int16_t(1us)) - uint16_t(_22);
                _37 = _25 + float16_t(1.25);
            }
            else
            {
                _36 = _20 + 65436us;
                _37 = _25 + float16_t(1.0);
            }
            if (int16_t(_36) < int16_t(64536us))
            {
                _43 = _22;
                break;
            }
            else
            {
                uint _40 = _22 + 1u;
                if (_40 < _8)
                {
                    _58 = _24;
                    _59 = _36;
                    _60 = _37;
                    _61 = _40;
                    _19 = _58;
                    _20 = _59;
                    _21 = _60;
                    _22 = _61;
                    continue;
                }
                else
                {
                    _43 = _40;
                    break;
                }
            }
        }
        _45 = _24;
        _46 = _36;
        _47 = _37;
        _48 = _43;
    }
    uint _50 = _4 << 4u;
    _72._m0[_50 >> 2u] = uint(_45);
    _72._m0[(_50 | 4u) >> 2u] = uint(int16_t(_46));
    _72._m0[(_50 | 8u) >> 2u] = floatBitsToUint(float(_47));
    _72._m0[(_50 | 12u) >> 2u] = _48;
}

