#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _126;

struct _127
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _80_82
{
    uint _m0[];
} _82;

layout(set = 0, binding = 300, std430) buffer _85_87
{
    uint _m0[];
} _87;

shared uint _gSum_3IA;
shared uint _gMin_3IA;
shared uint _gMax_3IA;
shared uint _gAnd_3IA;
shared uint _gOr_3IA;
shared uint _gXor_3IA;
shared uint _gSMin_3HA;
shared uint _gTicket_3IA;
shared uint _gSeen_3PAIA[2];
shared uint _gOrigSum_3IA;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _5 = gl_WorkGroupID.x;
    uint _6 = gl_GlobalInvocationID.x;
    bool _7 = _4 == 0u;
    if (_7)
    {
        _gSum_3IA = 0u;
        _gMin_3IA = 4294967295u;
        _gMax_3IA = 0u;
        _gAnd_3IA = 4294967295u;
        _gOr_3IA = 0u;
        _gXor_3IA = 0u;
        _gSMin_3HA = 2147483647u;
        _gTicket_3IA = 0u;
        _gSeen_3PAIA[0u] = 0u;
        _gSeen_3PAIA[1u] = 0u;
        _gOrigSum_3IA = 0u;
    }
    barrier();
    uint _125 = _82._m0[((_6 * 4u) + 0u) >> 2u];
    uint _15 = _127(_125, _126, _126, _126, 0u)._m0;
    uint _16 = atomicAdd(_gSum_3IA, _15);
    uint _17 = atomicMin(_gMin_3IA, _15);
    uint _18 = atomicMax(_gMax_3IA, _15);
    uint _20 = atomicAnd(_gAnd_3IA, _15 | 2155905152u);
    uint _22 = atomicOr(_gOr_3IA, _15 & 16843009u);
    uint _23 = atomicXor(_gXor_3IA, _15);
    uint _24 = atomicMin(_gSMin_3HA, _15);
    uint _25 = atomicAdd(_gTicket_3IA, 1u);
    uint _30 = atomicOr(_gSeen_3PAIA[_25 >> 5u], 1u << ((_25 & 31u) & 31u));
    uint _31 = atomicAdd(_gOrigSum_3IA, _4);
    barrier();
    if (_7)
    {
        uint _33 = _5 * 10u;
        _87._m0[((_33 * 4u) + 0u) >> 2u] = _gSum_3IA;
        _87._m0[(((_33 | 1u) * 4u) + 0u) >> 2u] = _gMin_3IA;
        _87._m0[(((_33 + 2u) * 4u) + 0u) >> 2u] = _gMax_3IA;
        _87._m0[(((_33 + 3u) * 4u) + 0u) >> 2u] = _gAnd_3IA;
        _87._m0[(((_33 + 4u) * 4u) + 0u) >> 2u] = _gOr_3IA;
        _87._m0[(((_33 + 5u) * 4u) + 0u) >> 2u] = _gXor_3IA;
        _87._m0[(((_33 + 6u) * 4u) + 0u) >> 2u] = _gSMin_3HA;
        _87._m0[(((_33 + 7u) * 4u) + 0u) >> 2u] = _gTicket_3IA;
        _87._m0[(((_33 + 8u) * 4u) + 0u) >> 2u] = _gSeen_3PAIA[1u] & _gSeen_3PAIA[0u];
        _87._m0[(((_33 + 9u) * 4u) + 0u) >> 2u] = _gOrigSum_3IA;
    }
}

