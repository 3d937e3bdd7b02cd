#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _70;

struct _71
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _48_50
{
    uint _m0[];
} _50;

layout(set = 0, binding = 300, std430) buffer _53_55
{
    uint _m0[];
} _55;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _75 = _50._m0[(_5 | 4u) >> 2u];
    uint _10 = _71(_75, _70, _70, _70, 0u)._m0;
    uint _43;
    switch (_71(_50._m0[_5 >> 2u], _70, _70, _70, 0u)._m0)
    {
        case 0u:
        {
            _43 = _10 + 1u;
            break;
        }
        case 1u:
        {
            _55._m0[((_4 << 2u) + 256u) >> 2u] = 1u;
            _43 = _10 << 1u;
            break;
        }
        case 2u:
        {
            _43 = _10 ^ 255u;
            break;
        }
        case 3u:
        {
            _55._m0[((_4 << 2u) + 256u) >> 2u] = 3u;
            _43 = _10 >> 1u;
            break;
        }
        case 4u:
        {
            uint _29 = uint(bitCount(_10));
            _43 = _29;
            break;
        }
        case 5u:
        {
            _43 = bitfieldReverse(_10);
            break;
        }
        case 6u:
        {
            _55._m0[((_4 << 2u) + 256u) >> 2u] = 6u;
            _43 = _10 + 4294967289u;
            break;
        }
        case 7u:
        {
            uint _89 = uint(findMSB(_10));
            uint _18 = (_89 == 4294967295u) ? 4294967295u : (31u - _89);
            _43 = (_18 == 4294967295u) ? 4294967295u : (31u - _18);
            break;
        }
        case 8u:
        {
            _43 = _10 * _10;
            break;
        }
        case 9u:
        {
            _55._m0[((_4 << 2u) + 256u) >> 2u] = 9u;
            _43 = _10 | 256u;
            break;
        }
        default:
        {
            _43 = 57005u;
            break;
        }
    }
    _55._m0[(_4 << 2u) >> 2u] = _43;
}

