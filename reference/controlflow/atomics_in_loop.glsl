#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _88;

struct _89
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _57_59
{
    uint _m0[];
} _59;

layout(set = 0, binding = 300, std430) buffer _62_64
{
    uint _m0[];
} _64;

shared uint _gsCount_3IA;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = gl_LocalInvocationIndex;
    uint _6 = gl_WorkGroupID.x;
    bool _7 = _5 == 0u;
    if (_7)
    {
        _gsCount_3IA = 0u;
    }
    barrier();
    uint _87 = _59._m0[(_4 << 2u) >> 2u];
    uint _13 = _89(_87, _88, _88, _88, 0u)._m0 & 15u;
    uint _39;
    if (_13 == 0u)
    {
        _39 = 0u;
    }
    else
    {
        uint _37;
        uint _54;
        uint _17 = 0u;
        uint _23;
        for (;;)
        {
            _23 = _89(_59._m0[((((_17 * 3u) + _4) << 2u) & 508u) >> 2u], _88, _88, _88, 0u)._m0;
            if (_23 == 0u)
            {
                _37 = _17;
                break;
            }
            else
            {
                if ((_23 & 1u) == 0u)
                {
                    uint _100 = atomicAdd(_64._m0[((_23 << 2u) & 60u) >> 2u], 1u);
                    uint _31 = _100;
                    uint _104 = atomicMax(_64._m0[64u >> 2u], _23);
                    uint _32 = _104;
                }
                uint _34 = _17 + 1u;
                if (_34 < _13)
                {
                    _54 = _34;
                    _17 = _54;
                    continue;
                }
                else
                {
                    _37 = _34;
                    break;
                }
            }
        }
        _39 = _37;
    }
    uint _110 = atomicOr(_64._m0[68u >> 2u], 1u << ((_39 & 31u) & 31u));
    uint _42 = _110;
    if (_13 > 8u)
    {
        uint _45 = atomicAdd(_gsCount_3IA, _13);
    }
    barrier();
    if (_7)
    {
        uint _115 = atomicAdd(_64._m0[((_6 << 2u) + 72u) >> 2u], _gsCount_3IA);
        uint _51 = _115;
    }
}

