#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _353;

struct _354
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _313_315
{
    uint _m0[];
} _315;

layout(set = 0, binding = 300, std430) buffer _318_320
{
    uint _m0[];
} _320;

layout(set = 0, binding = 301, std430) buffer _322_324
{
    uint _m0[];
} _324;

shared uint _bufA_3PAIA[256];
shared uint _counts_3PAY0EA_CAIA_1dim[1024];
shared uint _bufB_3PAIA[256];
shared uint _digitBase_3PAIA[16];

void main()
{
    uint _5 = gl_LocalInvocationIndex;
    uint _6 = _5 << 2u;
    _bufA_3PAIA[_6] = (_354(_315._m0[((_6 * 4u) + 0u) >> 2u], _353, _353, _353, 0u)._m0 << 16u) | _6;
    uint _14 = _6 | 1u;
    _bufA_3PAIA[_14] = (_354(_315._m0[((_14 * 4u) + 0u) >> 2u], _353, _353, _353, 0u)._m0 << 16u) | _14;
    uint _22 = _6 | 2u;
    _bufA_3PAIA[_22] = (_354(_315._m0[((_22 * 4u) + 0u) >> 2u], _353, _353, _353, 0u)._m0 << 16u) | _22;
    uint _30 = _6 | 3u;
    _bufA_3PAIA[_30] = (_354(_315._m0[((_30 * 4u) + 0u) >> 2u], _353, _353, _353, 0u)._m0 << 16u) | _30;
    barrier();
    uint _309;
    uint _328[16];
    uint _39 = 0u;
    bool _41;
    for (;;)
    {
        _41 = (_39 & 1u) == 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 0u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 64u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 128u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 192u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 256u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 320u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 384u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 448u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 512u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 576u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 640u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 704u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 768u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 832u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 896u] = 0u;
        _counts_3PAY0EA_CAIA_1dim[_5 + 960u] = 0u;
        uint _80;
        if (_41)
        {
            _80 = _bufA_3PAIA[_6];
        }
        else
        {
            _80 = _bufB_3PAIA[_6];
        }
        uint _81 = _39 << 2u;
        uint _82 = _81 + 16u;
        uint _83 = _80 >> (_82 & 31u);
        uint _84 = _83 & 15u;
        uint _86 = _5 + (_84 * 64u);
        _counts_3PAY0EA_CAIA_1dim[_86]++;
        uint _96;
        if (_41)
        {
            _96 = _bufA_3PAIA[_14];
        }
        else
        {
            _96 = _bufB_3PAIA[_14];
        }
        uint _97 = _96 >> (_82 & 31u);
        uint _98 = _97 & 15u;
        uint _100 = _5 + (_98 * 64u);
        _counts_3PAY0EA_CAIA_1dim[_100]++;
        uint _110;
        if (_41)
        {
            _110 = _bufA_3PAIA[_22];
        }
        else
        {
            _110 = _bufB_3PAIA[_22];
        }
        uint _111 = _110 >> (_82 & 31u);
        uint _112 = _111 & 15u;
        uint _114 = _5 + (_112 * 64u);
        _counts_3PAY0EA_CAIA_1dim[_114]++;
        uint _124;
        if (_41)
        {
            _124 = _bufA_3PAIA[_30];
        }
        else
        {
            _124 = _bufB_3PAIA[_30];
        }
        uint _125 = _124 >> (_82 & 31u);
        uint _126 = _125 & 15u;
        uint _128 = _5 + (_126 * 64u);
        _counts_3PAY0EA_CAIA_1dim[_128]++;
        barrier();
        if (_5 < 16u)
        {
            uint _135;
            uint _136;
            _135 = 0u;
            _136 = 0u;
            uint _306;
            uint _307;
            uint _141;
            for (;;)
            {
                uint _138 = _136 + (_5 * 64u);
                uint _140 = _counts_3PAY0EA_CAIA_1dim[_138];
                _counts_3PAY0EA_CAIA_1dim[_138] = _135;
                _141 = _140 + _135;
                uint _142 = _136 + 1u;
                if (_142 == 64u)
                {
                    break;
                }
                else
                {
                    _306 = _141;
                    _307 = _142;
                    _135 = _306;
                    _136 = _307;
                    continue;
                }
            }
            _digitBase_3PAIA[_5] = _141;
            _324._m0[((((_39 << 4u) + _5) * 4u) + 0u) >> 2u] = _141;
        }
        barrier();
        if (_5 == 0u)
        {
            uint _154 = _digitBase_3PAIA[0u];
            _digitBase_3PAIA[0u] = 0u;
            uint _157 = _digitBase_3PAIA[1u];
            _digitBase_3PAIA[1u] = _154;
            uint _159 = _157 + _154;
            uint _161 = _digitBase_3PAIA[2u];
            _digitBase_3PAIA[2u] = _159;
            uint _163 = _159 + _161;
            uint _165 = _digitBase_3PAIA[3u];
            _digitBase_3PAIA[3u] = _163;
            uint _167 = _163 + _165;
            uint _169 = _digitBase_3PAIA[4u];
            _digitBase_3PAIA[4u] = _167;
            uint _171 = _167 + _169;
            uint _173 = _digitBase_3PAIA[5u];
            _digitBase_3PAIA[5u] = _171;
            uint _175 = _171 + _173;
            uint _177 = _digitBase_3PAIA[6u];
            _digitBase_3PAIA[6u] = _175;
            uint _179 = _175 + _177;
            uint _181 = _digitBase_3PAIA[7u];
            _digitBase_3PAIA[7u] = _179;
            uint _183 = _179 + _181;
            uint _185 = _digitBase_3PAIA[8u];
            _digitBase_3PAIA[8u] = _183;
            uint _187 = _183 + _185;
            uint _189 = _digitBase_3PAIA[9u];
            _digitBase_3PAIA[9u] = _187;
            uint _191 = _187 + _189;
            uint _193 = _digitBase_3PAIA[10u];
            _digitBase_3PAIA[10u] = _191;
            uint _195 = _191 + _193;
            uint _197 = _digitBase_3PAIA[11u];
            _digitBase_3PAIA[11u] = _195;
            uint _199 = _195 + _197;
            uint _201 = _digitBase_3PAIA[12u];
            _digitBase_3PAIA[12u] = _199;
            uint _203 = _199 + _201;
            uint _205 = _digitBase_3PAIA[13u];
            _digitBase_3PAIA[13u] = _203;
            uint _207 = _203 + _205;
            uint _209 = _digitBase_3PAIA[14u];
            _digitBase_3PAIA[14u] = _207;
            _digitBase_3PAIA[15u] = _207 + _209;
        }
        barrier();
        _328[0u] = 0u;
        _328[1u] = 0u;
        _328[2u] = 0u;
        _328[3u] = 0u;
        _328[4u] = 0u;
        _328[5u] = 0u;
        _328[6u] = 0u;
        _328[7u] = 0u;
        _328[8u] = 0u;
        _328[9u] = 0u;
        _328[10u] = 0u;
        _328[11u] = 0u;
        _328[12u] = 0u;
        _328[13u] = 0u;
        _328[14u] = 0u;
        _328[15u] = 0u;
        uint _235 = _328[_84];
        uint _236 = (_counts_3PAY0EA_CAIA_1dim[_86] + _digitBase_3PAIA[_84]) + _235;
        _328[_84] = _235 + 1u;
        if (_41)
        {
            _bufB_3PAIA[_236] = _80;
        }
        else
        {
            _bufA_3PAIA[_236] = _80;
        }
        uint _248 = _328[_98];
        uint _249 = (_counts_3PAY0EA_CAIA_1dim[_100] + _digitBase_3PAIA[_98]) + _248;
        _328[_98] = _248 + 1u;
        if (_41)
        {
            _bufB_3PAIA[_249] = _96;
        }
        else
        {
            _bufA_3PAIA[_249] = _96;
        }
        uint _261 = _328[_112];
        uint _262 = (_counts_3PAY0EA_CAIA_1dim[_114] + _digitBase_3PAIA[_112]) + _261;
        _328[_112] = _261 + 1u;
        if (_41)
        {
            _bufB_3PAIA[_262] = _110;
        }
        else
        {
            _bufA_3PAIA[_262] = _110;
        }
        uint _274 = _328[_126];
        uint _275 = (_counts_3PAY0EA_CAIA_1dim[_128] + _digitBase_3PAIA[_126]) + _274;
        _328[_126] = _274 + 1u;
        if (_41)
        {
            _bufB_3PAIA[_275] = _124;
        }
        else
        {
            _bufA_3PAIA[_275] = _124;
        }
        barrier();
        uint _282 = _39 + 1u;
        if (_282 == 4u)
        {
            break;
        }
        else
        {
            _309 = _282;
            _39 = _309;
            continue;
        }
    }
    uint _289 = (_6 * 8u) + 0u;
    _320._m0[_289 >> 2u] = _bufA_3PAIA[_6] >> 16u;
    _320._m0[(_289 + 4u) >> 2u] = _bufA_3PAIA[_6] & 65535u;
    uint _294 = (_14 * 8u) + 0u;
    _320._m0[_294 >> 2u] = _bufA_3PAIA[_14] >> 16u;
    _320._m0[(_294 + 4u) >> 2u] = _bufA_3PAIA[_14] & 65535u;
    uint _299 = (_22 * 8u) + 0u;
    _320._m0[_299 >> 2u] = _bufA_3PAIA[_22] >> 16u;
    _320._m0[(_299 + 4u) >> 2u] = _bufA_3PAIA[_22] & 65535u;
    uint _304 = (_30 * 8u) + 0u;
    _320._m0[_304 >> 2u] = _bufA_3PAIA[_30] >> 16u;
    _320._m0[(_304 + 4u) >> 2u] = _bufA_3PAIA[_30] & 65535u;
}

