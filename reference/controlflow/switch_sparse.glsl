#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _67;

struct _68
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _45_47
{
    uint _m0[];
} _47;

layout(set = 0, binding = 300, std430) buffer _50_52
{
    uint _m0[];
} _52;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _66 = _47._m0[_5 >> 2u];
    uint _7 = _68(_66, _67, _67, _67, 0u)._m0;
    uint _72 = _47._m0[(_5 | 4u) >> 2u];
    uint _10 = _68(_72, _67, _67, _67, 0u)._m0;
    uint _40;
    switch (_7)
    {
        case 1u:
        {
            _40 = _10 + 1u;
            break;
        }
        case 17u:
        {
            _52._m0[((_4 << 2u) + 256u) >> 2u] = 17u;
            _40 = _10 * 17u;
            break;
        }
        case 100u:
        {
            bool _83 = 100u == 0u;
            uint _28 = _83 ? 4294967295u : (_10 / (_83 ? 1u : 100u));
            _40 = _28;
            break;
        }
        case 1000u:
        {
            bool _89 = 1000u == 0u;
            uint _24 = _89 ? 4294967295u : (_10 % (_89 ? 1u : 1000u));
            _52._m0[((_4 << 2u) + 256u) >> 2u] = 1000u;
            _40 = _24;
            break;
        }
        case 4096u:
        {
            _40 = _10 << 12u;
            break;
        }
        case 65536u:
        {
            _52._m0[((_4 << 2u) + 256u) >> 2u] = 65536u;
            _40 = _10 >> 16u;
            break;
        }
        case 2147483647u:
        {
            _40 = _10 ^ 4294967295u;
            break;
        }
        case 2147483648u:
        {
            _52._m0[((_4 << 2u) + 256u) >> 2u] = 32768u;
            _40 = _10 ^ 2147483648u;
            break;
        }
        case 4294967295u:
        {
            _40 = 0u;
            break;
        }
        default:
        {
            _52._m0[((_4 << 2u) + 256u) >> 2u] = 65535u;
            _40 = _10 + _7;
            break;
        }
    }
    _52._m0[(_4 << 2u) >> 2u] = _40;
}

