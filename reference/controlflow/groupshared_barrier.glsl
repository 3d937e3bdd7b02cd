#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _119;

struct _120
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _88_90
{
    uint _m0[];
} _90;

layout(set = 0, binding = 300, std430) buffer _93_95
{
    uint _m0[];
} _95;

shared uint _gsFlag_3IA;
shared uint _gs_3PAIA[64];

void main()
{
    uint _4 = gl_WorkGroupID.x;
    uint _5 = gl_LocalInvocationIndex;
    uint _7 = (_4 << 6u) + _5;
    uint _10 = _120(_90._m0[(_7 << 2u) >> 2u], _119, _119, _119, 0u)._m0;
    if (_5 == 0u)
    {
        _gsFlag_3IA = 0u;
    }
    uint _27;
    if ((_10 & 1u) == 0u)
    {
        _27 = _10;
    }
    else
    {
        uint _18;
        uint _19;
        _18 = _10;
        _19 = 0u;
        uint _83;
        uint _84;
        uint _21;
        for (;;)
        {
            uint _20 = _18 * 3u;
            _21 = _20 + _19;
            uint _22 = _19 + 1u;
            if (_22 < (_10 & 7u))
            {
                _83 = _21;
                _84 = _22;
                _18 = _83;
                _19 = _84;
                continue;
            }
            else
            {
                break;
            }
        }
        _27 = _21;
    }
    _gs_3PAIA[_5] = _27;
    barrier();
    uint _57;
    if ((_5 & 1u) == 0u)
    {
        uint _42;
        uint _44;
        _42 = 0u;
        _44 = 0u;
        uint _43 = _5;
        bool _45;
        for (;;)
        {
            _45 = _44 < 8u;
            bool _52;
            if (_45)
            {
                _52 = (_gs_3PAIA[_43] & 3u) != 0u;
            }
            else
            {
                _52 = false;
            }
            if (_52)
            {
                _42 = _gs_3PAIA[_43] + _42;
                _43 = ((_43 + 1u) + (_gs_3PAIA[_43] & 15u)) & 63u;
                _44++;
                continue;
            }
            else
            {
                break;
            }
        }
        _57 = (_44 << 24u) + _42;
    }
    else
    {
        _57 = _gs_3PAIA[(_5 + 5u) & 63u] + _gs_3PAIA[_5 ^ 1u];
    }
    if (!((_57 & 16u) == 0u))
    {
        uint _63 = atomicOr(_gsFlag_3IA, 1u << ((_5 & 31u) & 31u));
    }
    barrier();
    _gs_3PAIA[_5] = _57;
    barrier();
    uint _69 = _7 << 3u;
    _95._m0[_69 >> 2u] = _57;
    _95._m0[(_69 | 4u) >> 2u] = _gsFlag_3IA ^ _gs_3PAIA[(_5 + 1u) & 63u];
}

