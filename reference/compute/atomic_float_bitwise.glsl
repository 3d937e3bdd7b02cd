#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

float _166;

struct _167
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _188
{
    uint _m0;
    bool _m1;
};

layout(set = 0, binding = 0, std430) readonly buffer _131_133
{
    uint _m0[];
} _133;

layout(set = 0, binding = 300, std430) buffer _136_138
{
    uint _m0[];
} _138;

layout(set = 0, binding = 301, std430) buffer _140_142
{
    uint _m0[];
} _142;

shared uint _gSum_3MA;
shared uint _gX_3MA;
shared uint _gOrigSum_3MA;

void main()
{
    uint _5 = gl_LocalInvocationIndex;
    bool _6 = _5 == 0u;
    if (_6)
    {
        _gSum_3MA = floatBitsToUint(0.0);
        _gX_3MA = floatBitsToUint(0.5);
        _gOrigSum_3MA = floatBitsToUint(0.0);
    }
    barrier();
    uint _164 = _133._m0[((_5 * 4u) + 0u) >> 2u];
    float _15 = _167(uintBitsToFloat(_164), _166, _166, _166, 0u)._m0;
    uint _17;
    float _18;
    _17 = 0u;
    _18 = 0.0;
    uint _115;
    float _116;
    uint _24;
    for (;;)
    {
        uint _21 = floatBitsToUint(_18);
        uint _22 = 0u * 4u;
        uint _171 = atomicCompSwap(_138._m0[(_22 + 0u) >> 2u], _21, floatBitsToUint(_18 + _15));
        _24 = _171;
        if (_24 == _21)
        {
            break;
        }
        else
        {
            uint _28 = _17 + 1u;
            if (_28 < 1000u)
            {
                _115 = _28;
                _116 = uintBitsToFloat(_24);
                _17 = _115;
                _18 = _116;
                continue;
            }
            else
            {
                break;
            }
        }
    }
    uint _118;
    float _119;
    uint _32 = 0u;
    float _33 = -1000.0;
    for (; !(_33 >= _15); _32 = _118, _33 = _119)
    {
        uint _37 = floatBitsToUint(_33);
        uint _38 = 1u * 4u;
        uint _176 = atomicCompSwap(_138._m0[(_38 + 0u) >> 2u], _37, floatBitsToUint(_15));
        uint _40 = _176;
        if (_40 == _37)
        {
            break;
        }
        else
        {
            uint _44 = _32 + 1u;
            if (_44 < 1000u)
            {
                _118 = _44;
                _119 = uintBitsToFloat(_40);
            }
            else
            {
                break;
            }
        }
    }
    uint _48;
    float _49;
    _48 = 0u;
    _49 = 0.0;
    uint _121;
    float _122;
    uint _53;
    for (;;)
    {
        uint _52 = floatBitsToUint(_49);
        uint _180 = atomicCompSwap(_142._m0[0u >> 2u], _52, floatBitsToUint(_49 + 1.0));
        _53 = _180;
        if (_53 == _52)
        {
            break;
        }
        else
        {
            uint _57 = _48 + 1u;
            if (_57 < 1000u)
            {
                _121 = _57;
                _122 = uintBitsToFloat(_53);
                _48 = _121;
                _49 = _122;
                continue;
            }
            else
            {
                break;
            }
        }
    }
    uint _62 = 2u * 4u;
    uint _187 = atomicCompSwap(_138._m0[(_62 + 0u) >> 2u], (_5 == 9u) ? 1075838976u : 3326141440u, 1120272384u);
    uint _64 = _187;
    float _66;
    uint _67;
    _66 = 0.0;
    _67 = 0u;
    float _124;
    uint _125;
    _188 _73;
    for (;;)
    {
        uint _70 = floatBitsToUint(_66);
        uint _71 = atomicCompSwap(_gSum_3MA, _70, floatBitsToUint(_66 + _15));
        _73 = _188(_71, _71 == _70);
        if (_73._m1)
        {
            break;
        }
        else
        {
            uint _78 = _67 + 1u;
            if (_78 < 1000u)
            {
                _124 = uintBitsToFloat(_73._m0);
                _125 = _78;
                _66 = _124;
                _67 = _125;
                continue;
            }
            else
            {
                break;
            }
        }
    }
    uint _83 = atomicExchange(_gX_3MA, floatBitsToUint(float(_5)));
    float _85;
    uint _86;
    _85 = 0.0;
    _86 = 0u;
    float _127;
    uint _128;
    _188 _93;
    for (;;)
    {
        uint _90 = floatBitsToUint(_85);
        uint _91 = atomicCompSwap(_gOrigSum_3MA, _90, floatBitsToUint(_85 + uintBitsToFloat(_83)));
        _93 = _188(_91, _91 == _90);
        if (_93._m1)
        {
            break;
        }
        else
        {
            uint _98 = _86 + 1u;
            if (_98 < 1000u)
            {
                _127 = uintBitsToFloat(_93._m0);
                _128 = _98;
                _85 = _127;
                _86 = _128;
                continue;
            }
            else
            {
                break;
            }
        }
    }
    barrier();
    if (_6)
    {
        uint _104 = 3u * 4u;
        _138._m0[(_104 + 0u) >> 2u] = floatBitsToUint(uintBitsToFloat(_gSum_3MA));
        uint _111 = 4u * 4u;
        _138._m0[(_111 + 0u) >> 2u] = floatBitsToUint(uintBitsToFloat(_gX_3MA) + uintBitsToFloat(_gOrigSum_3MA));
    }
}

