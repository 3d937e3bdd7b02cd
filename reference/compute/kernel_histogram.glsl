#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _90;

struct _91
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _58_60
{
    uint _m0[];
} _60;

layout(set = 0, binding = 300, std430) buffer _63_65
{
    uint _m0[];
} _65;

shared uint _localHist_3PAIA[32];
shared uint _localMax_3IA;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _5 = gl_GlobalInvocationID.x;
    bool _6 = _4 < 32u;
    if (_6)
    {
        _localHist_3PAIA[_4] = 0u;
    }
    bool _10 = _4 == 0u;
    if (_10)
    {
        _localMax_3IA = 0u;
    }
    barrier();
    uint _89 = _60._m0[(_5 << 2u) >> 2u];
    uint _15 = _91(_89, _90, _90, _90, 0u)._m0;
    uint _16 = _15 & 255u;
    uint _19 = atomicAdd(_localHist_3PAIA[_16 >> 3u], 1u);
    uint _20 = atomicMax(_localMax_3IA, _16);
    uint _22 = (_15 >> 8u) & 255u;
    uint _25 = atomicAdd(_localHist_3PAIA[_22 >> 3u], 1u);
    uint _26 = atomicMax(_localMax_3IA, _22);
    uint _28 = (_15 >> 16u) & 255u;
    uint _31 = atomicAdd(_localHist_3PAIA[_28 >> 3u], 1u);
    uint _32 = atomicMax(_localMax_3IA, _28);
    uint _36 = atomicAdd(_localHist_3PAIA[_15 >> 27u], 1u);
    uint _37 = atomicMax(_localMax_3IA, _15 >> 24u);
    barrier();
    if (_6)
    {
        if (_localHist_3PAIA[_4] == 0u)
        {
        }
        else
        {
            uint _102 = atomicAdd(_65._m0[((_4 * 4u) + 0u) >> 2u], _localHist_3PAIA[_4]);
            uint _45 = _102;
        }
    }
    if (_10)
    {
        uint _48 = 32u * 4u;
        uint _106 = atomicAdd(_65._m0[(_48 + 0u) >> 2u], 256u);
        uint _50 = _106;
        uint _52 = 33u * 4u;
        uint _110 = atomicMax(_65._m0[(_52 + 0u) >> 2u], _localMax_3IA);
        uint _54 = _110;
    }
}

