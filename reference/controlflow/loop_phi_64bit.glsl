#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _119;

struct _120
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _154
{
    uint _m0;
    uint _m1;
};

layout(set = 0, binding = 0, std430) readonly buffer _97_99
{
    uint _m0[];
} _99;

layout(set = 0, binding = 300, std430) buffer _102_104
{
    uint _m0[];
} _104;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 * 12u;
    uint _8 = _120(_99._m0[_5 >> 2u], _119, _119, _119, 0u)._m0 & 31u;
    uint _11 = _120(_99._m0[(_5 + 4u) >> 2u], _119, _119, _119, 0u)._m0;
    uint64_t _18 = (uint64_t(_120(_99._m0[(_5 + 8u) >> 2u], _119, _119, _119, 0u)._m0) << 32ul) | uint64_t(_11);
    uint64_t _21 = 0ul - uint64_t(_11 & 65535u);
    uint64_t _60;
    uint64_t _61;
    double _62;
    uint64_t _63;
    uint _64;
    if (_8 == 0u)
    {
        _60 = _18;
        _61 = _21;
        _62 = 1.0lf;
        _63 = 14695981039346656037ul;
        _64 = 0u;
    }
    else
    {
        uint64_t _50;
        double _51;
        uint _58;
        uint64_t _89;
        uint64_t _90;
        double _91;
        uint64_t _92;
        uint _93;
        uint64_t _25 = _18;
        uint64_t _26 = _21;
        double _27 = 1.0lf;
        uint64_t _28 = 14695981039346656037ul;
        uint _29 = 0u;
        uint64_t _32;
        uint64_t _35;
        bool _37;
        for (;;)
        {
            uint64_t _30 = _25 << 7ul;
            _32 = _30 | (_25 >> 57ul);
            _35 = (_28 ^ (_32 & 255ul)) * 1099511628211ul;
            _37 = (_30 & 256ul) == 0ul;
            if (_37)
            {
                _50 = ((_25 >> 33ul) & 16777215ul) + _26;
                _51 = _27 * 0.5lf;
            }
            else
            {
                _50 = (_26 * 3ul) - uint64_t(_29);
                _51 = (_27 * 2.0lf) + 0.5lf;
            }
            if ((_50 + 17592186044416ul) > 35184372088832ul)
            {
                _58 = _29;
                break;
            }
            else
            {
                uint _55 = _29 + 1u;
                if (_55 < _8)
                {
                    _89 = _32;
                    _90 = _50;
                    _91 = _51;
                    _92 = _35;
                    _93 = _55;
                    _25 = _89;
                    _26 = _90;
                    _27 = _91;
                    _28 = _92;
                    _29 = _93;
                    continue;
                }
                else
                {
                    _58 = _55;
                    break;
                }
            }
        }
        _60 = _32;
        _61 = _50;
        _62 = _51;
        _63 = _35;
        _64 = _58;
    }
    _154 _67 = _154((_62).x, (_62).y);
    uint _70 = _4 * 36u;
    _104._m0[_70 >> 2u] = uint(_60);
    _104._m0[(_70 + 4u) >> 2u] = uint(_60 >> 32ul);
    _104._m0[(_70 + 8u) >> 2u] = uint(_61);
    _104._m0[(_70 + 12u) >> 2u] = uint(_61 >> 32ul);
    _104._m0[(_70 + 16u) >> 2u] = _67._m0;
    _104._m0[(_70 + 20u) >> 2u] = _67._m1;
    _104._m0[(_70 + 24u) >> 2u] = uint(_63);
    _104._m0[(_70 + 28u) >> 2u] = uint(_63 >> 32ul);
    _104._m0[(_70 + 32u) >> 2u] = _64;
}

