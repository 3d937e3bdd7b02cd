#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _53;

struct _54
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _32_34
{
    uint _m0[];
} _34;

layout(set = 0, binding = 300, std430) buffer _37_39
{
    uint _m0[];
} _39;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 2u;
    uint _52 = _34._m0[_5 >> 2u];
    uint _7 = _54(_52, _53, _53, _53, 0u)._m0;
    uint _26;
    uint _27;
    uint _28;
    switch (_7 & 15u)
    {
        case 1u:
        case 2u:
        case 5u:
        {
            _39._m0[(_5 + 256u) >> 2u] = 1u;
            _26 = _53;
            _27 = _7 * 7u;
            _28 = 1u;
            break;
        }
        case 11u:
        {
            _26 = _53;
            _27 = 11u;
            _28 = 1u;
            break;
        }
        case 7u:
        case 8u:
        {
            _26 = _7 >> 1u;
            _27 = _53;
            _28 = 0u;
            break;
        }
        case 9u:
        {
            _26 = _7;
            _27 = _53;
            _28 = 0u;
            break;
        }
        case 0u:
        case 15u:
        {
            _26 = _53;
            _27 = _7;
            _28 = 1u;
            break;
        }
        default:
        {
            _26 = _53;
            _27 = _7 + 3u;
            _28 = 1u;
            break;
        }
    }
    uint _12;
    uint _22;
    if (_28 == 0u)
    {
        _12 = _26;
        _39._m0[(_5 + 256u) >> 2u] = 9u;
        _22 = _12 + 9u;
    }
    else
    {
        _22 = _27;
    }
    _39._m0[_5 >> 2u] = _22;
}

