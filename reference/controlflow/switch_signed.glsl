#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _57;

struct _58
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _35_37
{
    uint _m0[];
} _37;

layout(set = 0, binding = 300, std430) buffer _40_42
{
    uint _m0[];
} _42;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _56 = _37._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _58(_56, _57, _57, _57, 0u)._m0;
    uint _29;
    switch (_8)
    {
        case 4294967196u:
        {
            _29 = 1u;
            break;
        }
        case 4294967291u:
        {
            _42._m0[(((_4 + 32u) * 4u) + 0u) >> 2u] = 4294967291u;
            _29 = 4294967281u;
            break;
        }
        case 4294967295u:
        {
            _29 = 273u;
            break;
        }
        case 0u:
        {
            _42._m0[(((_4 + 32u) * 4u) + 0u) >> 2u] = 1u;
            _29 = 42u;
            break;
        }
        case 3u:
        {
            _29 = 4294967293u;
            break;
        }
        case 2147483647u:
        {
            _29 = 7u;
            break;
        }
        case 2147483648u:
        {
            _42._m0[(((_4 + 32u) * 4u) + 0u) >> 2u] = 8u;
            _29 = 8u;
            break;
        }
        default:
        {
            _29 = (uint(int(_8) >> int(31u)) & 4294965296u) + 1000u;
            break;
        }
    }
    _42._m0[((_4 * 4u) + 0u) >> 2u] = _29;
}

