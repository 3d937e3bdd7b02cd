#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _96;

struct _97
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _71_73
{
    uint _m0[];
} _73;

layout(set = 0, binding = 1, std430) readonly buffer _76_78
{
    uint _m0[];
} _78;

layout(set = 0, binding = 300, std430) buffer _80_82
{
    uint _m0[];
} _82;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 2u;
    uint _95 = _78._m0[_6 >> 2u];
    uint _8 = _97(_95, _96, _96, _96, 0u)._m0;
    uint _9 = _8 & 63u;
    uint _28;
    switch (_97(_73._m0[(_9 << 2u) >> 2u], _96, _96, _96, 0u)._m0)
    {
        case 10u:
        {
            _28 = _9 + 1u;
            break;
        }
        case 20u:
        {
            _28 = _9 * 3u;
            break;
        }
        case 30u:
        {
            _28 = _97(_73._m0[(((_8 << 2u) + 4u) & 252u) >> 2u], _96, _96, _96, 0u)._m0;
            break;
        }
        case 40u:
        {
            _82._m0[(_6 + 256u) >> 2u] = 40u;
            _28 = 0u;
            break;
        }
        default:
        {
            _28 = _9 ^ 2748u;
            break;
        }
    }
    uint _56;
    uint _53;
    uint _54;
    uint _64;
    uint _65;
    uint _66;
    uint _30 = _28;
    uint _31 = _9;
    uint _32 = 0u;
    uint _35;
    for (;;)
    {
        _35 = _97(_73._m0[(_31 << 2u) >> 2u], _96, _96, _96, 0u)._m0;
        uint _55;
        switch (_35)
        {
            case 10u:
            {
                _53 = _30;
                _54 = (_31 + 1u) & 63u;
                _55 = _32;
                break;
            }
            case 20u:
            {
                _53 = _30 + 2u;
                _54 = (_31 + 7u) & 63u;
                _55 = _32;
                break;
            }
            case 30u:
            {
                uint _39 = ((_31 * 3u) + 1u) & 63u;
                _53 = _39 ^ _30;
                _54 = _39;
                _55 = _32;
                break;
            }
            case 40u:
            {
                _53 = _30;
                _54 = _31;
                _55 = 100u;
                break;
            }
            default:
            {
                _53 = _30 + 1u;
                _54 = (_35 + _31) & 63u;
                _55 = _32;
                break;
            }
        }
        _56 = _55 + 1u;
        if (_56 < 16u)
        {
            _64 = _53;
            _65 = _54;
            _66 = _56;
            _30 = _64;
            _31 = _65;
            _32 = _66;
            continue;
        }
        else
        {
            break;
        }
    }
    uint _59 = _5 << 3u;
    _82._m0[_59 >> 2u] = _53;
    _82._m0[(_59 | 4u) >> 2u] = (_56 << 16u) | _54;
}

