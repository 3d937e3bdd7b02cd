#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _152;

struct _153
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _130_132
{
    uint _m0[];
} _132;

layout(set = 0, binding = 300, std430) buffer _135_137
{
    uint _m0[];
} _137;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _8 = _153(_132._m0[((_4 * 4u) + 0u) >> 2u], _152, _152, _152, 0u)._m0;
    uint _9 = _8 & 3u;
    uint _93;
    uint _94;
    uint _95;
    switch (_9)
    {
        case 0u:
        {
            _93 = 1001u;
            _94 = _152;
            _95 = 0u;
            break;
        }
        case 1u:
        {
            _93 = _152;
            _94 = 0u;
            _95 = 1u;
            break;
        }
        case 2u:
        {
            _93 = 1100u;
            _94 = _152;
            _95 = 0u;
            break;
        }
        default:
        {
            _93 = 1000u;
            _94 = _152;
            _95 = 0u;
            break;
        }
    }
    uint _13;
    uint _15;
    if (_95 == 0u)
    {
        _13 = _93;
        _15 = _13;
    }
    else
    {
        _15 = _94;
    }
    uint _17 = (_8 + 1u) & 3u;
    uint _98;
    uint _99;
    uint _100;
    switch (_17)
    {
        case 0u:
        {
            _98 = _152;
            _99 = _15 + 1u;
            _100 = 1u;
            break;
        }
        case 1u:
        {
            _98 = _15;
            _99 = _152;
            _100 = 0u;
            break;
        }
        case 2u:
        {
            _98 = _152;
            _99 = _15 + 100u;
            _100 = 1u;
            break;
        }
        default:
        {
            _98 = _152;
            _99 = _15 << 1u;
            _100 = 1u;
            break;
        }
    }
    uint _25;
    uint _28;
    if (_100 == 0u)
    {
        _28 = _98;
    }
    else
    {
        _25 = _99;
        _28 = _25 + 1000u;
    }
    uint _103;
    uint _104;
    uint _105;
    switch ((_8 + 2u) & 3u)
    {
        case 0u:
        {
            _103 = _152;
            _104 = _28 + 1u;
            _105 = 1u;
            break;
        }
        case 1u:
        {
            _103 = _28;
            _104 = _152;
            _105 = 0u;
            break;
        }
        case 2u:
        {
            _103 = _152;
            _104 = _28 + 100u;
            _105 = 1u;
            break;
        }
        default:
        {
            _103 = _152;
            _104 = _28 << 1u;
            _105 = 1u;
            break;
        }
    }
    uint _38;
    uint _41;
    if (_105 == 0u)
    {
        _41 = _103;
    }
    else
    {
        _38 = _104;
        _41 = _38 + 1000u;
    }
    uint _108;
    uint _109;
    uint _110;
    switch ((_8 + 3u) & 3u)
    {
        case 0u:
        {
            _108 = _152;
            _109 = _41 + 1u;
            _110 = 1u;
            break;
        }
        case 1u:
        {
            _108 = _41;
            _109 = _152;
            _110 = 0u;
            break;
        }
        case 2u:
        {
            _108 = _152;
            _109 = _41 + 100u;
            _110 = 1u;
            break;
        }
        default:
        {
            _108 = _152;
            _109 = _41 << 1u;
            _110 = 1u;
            break;
        }
    }
    uint _51;
    uint _54;
    if (_110 == 0u)
    {
        _54 = _108;
    }
    else
    {
        _51 = _109;
        _54 = _51 + 1000u;
    }
    uint _113;
    uint _114;
    uint _115;
    switch (_9)
    {
        case 0u:
        {
            _113 = _152;
            _114 = _54 + 1u;
            _115 = 1u;
            break;
        }
        case 1u:
        {
            _113 = _54;
            _114 = _152;
            _115 = 0u;
            break;
        }
        case 2u:
        {
            _113 = _152;
            _114 = _54 + 100u;
            _115 = 1u;
            break;
        }
        default:
        {
            _113 = _152;
            _114 = _54 << 1u;
            _115 = 1u;
            break;
        }
    }
    uint _62;
    uint _65;
    if (_115 == 0u)
    {
        _65 = _113;
    }
    else
    {
        _62 = _114;
        _65 = _62 + 1000u;
    }
    uint _118;
    uint _119;
    uint _120;
    switch (_17)
    {
        case 0u:
        {
            _118 = _152;
            _119 = _65 + 1u;
            _120 = 1u;
            break;
        }
        case 1u:
        {
            _118 = _65;
            _119 = _152;
            _120 = 0u;
            break;
        }
        case 2u:
        {
            _118 = _152;
            _119 = _65 + 100u;
            _120 = 1u;
            break;
        }
        default:
        {
            _118 = _152;
            _119 = _65 << 1u;
            _120 = 1u;
            break;
        }
    }
    uint _73;
    uint _76;
    if (_120 == 0u)
    {
        _76 = _118;
    }
    else
    {
        _73 = _119;
        _76 = _73 + 1000u;
    }
    uint _83;
    switch (_8)
    {
        case 4294967293u:
        {
            _83 = 300u;
            break;
        }
        case 0u:
        case 1u:
        case 2u:
        {
            _83 = _8 * 10u;
            break;
        }
        case 7u:
        {
            _83 = 77u;
            break;
        }
        case 100u:
        {
            _83 = 1000u;
            break;
        }
        default:
        {
            _83 = 4294967295u;
            break;
        }
    }
    uint _84 = _4 << 1u;
    _137._m0[((_84 * 4u) + 0u) >> 2u] = _83;
    _137._m0[(((_84 | 1u) * 4u) + 0u) >> 2u] = _76;
}

