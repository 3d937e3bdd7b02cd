#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _72;

struct _73
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _50_52
{
    uint _m0[];
} _52;

layout(set = 0, binding = 300, std430) buffer _55_57
{
    uint _m0[];
} _57;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _10 = _73(_52._m0[(_5 | 4u) >> 2u], _72, _72, _72, 0u)._m0;
    uint _36;
    uint _37;
    uint _38;
    uint _39;
    uint _40;
    switch (_73(_52._m0[_5 >> 2u], _72, _72, _72, 0u)._m0)
    {
        case 3u:
        {
            _36 = _72;
            _37 = _72;
            _38 = _10 + 10u;
            _39 = _72;
            _40 = 2u;
            break;
        }
        case 1u:
        {
            _36 = _10 + 1u;
            _37 = _72;
            _38 = _72;
            _39 = _72;
            _40 = 0u;
            break;
        }
        case 9u:
        {
            _36 = _72;
            _37 = _10;
            _38 = _72;
            _39 = _72;
            _40 = 1u;
            break;
        }
        case 4u:
        {
            _36 = _72;
            _37 = _72;
            _38 = 4u;
            _39 = _72;
            _40 = 2u;
            break;
        }
        case 5u:
        {
            _36 = _72;
            _37 = _72;
            _38 = _72;
            _39 = _10 ^ 21845u;
            _40 = 3u;
            break;
        }
        case 6u:
        {
            _36 = _72;
            _37 = _72;
            _38 = _72;
            _39 = _10;
            _40 = 3u;
            break;
        }
        default:
        {
            _36 = _10;
            _37 = _72;
            _38 = _72;
            _39 = _72;
            _40 = 0u;
            break;
        }
    }
    uint _14;
    uint _21;
    uint _44;
    uint _45;
    uint _46;
    switch (_40)
    {
        case 0u:
        {
            _21 = _36;
            _44 = _21 << 1u;
            _45 = _72;
            _46 = 0u;
            break;
        }
        case 1u:
        {
            _44 = _37;
            _45 = _72;
            _46 = 0u;
            break;
        }
        case 2u:
        {
            _44 = _72;
            _45 = _38;
            _46 = 1u;
            break;
        }
        default:
        {
            _14 = _39;
            _44 = _72;
            _45 = _14 + 4294967293u;
            _46 = 1u;
            break;
        }
    }
    uint _24;
    uint _29;
    if (_46 == 0u)
    {
        _24 = _44;
        uint _25 = _24 + 100u;
        _57._m0[((_4 << 2u) + 256u) >> 2u] = _25;
        _29 = _25;
    }
    else
    {
        _29 = _45;
    }
    _57._m0[(_4 << 2u) >> 2u] = _29;
}

