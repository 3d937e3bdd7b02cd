#version 460
layout(vertices = 10) out;

struct _401
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _205_207
{
    uvec4 _m0[1];
} _207;

layout(location = 0) in vec3 in_POSITION0[];
layout(location = 1) in vec3 in_NORMAL0[];
layout(location = 0) out vec3 out_POSITION0[10];
layout(location = 1) out vec3 out_NORMAL0[10];
layout(location = 29) patch out vec3 out_CENTERCP0;

void _211()
{
    uint _2 = uint(gl_InvocationID);
    float _100;
    float _101;
    float _102;
    float _103;
    float _104;
    float _105;
    if (_2 < 3u)
    {
        float _93 = in_POSITION0[_2].x;
        float _94 = in_POSITION0[_2].y;
        float _95 = in_POSITION0[_2].z;
        float _96 = in_NORMAL0[_2].x;
        float _97 = in_NORMAL0[_2].y;
        float _98 = in_NORMAL0[_2].z;
        _100 = _96;
        _101 = _97;
        _102 = _98;
        _103 = _93;
        _104 = _94;
        _105 = _95;
    }
    else
    {
        uint _6 = (_2 + 4294967293u) >> 1u;
        bool _8 = (_2 & 1u) != 0u;
        bool _233 = 3u == 0u;
        uint _10 = _233 ? 4294967295u : ((_6 + 1u) % (_233 ? 1u : 3u));
        uint _11 = _8 ? _6 : _10;
        uint _12 = _8 ? _10 : _6;
        float _13 = in_NORMAL0[_11].x;
        float _14 = in_NORMAL0[_11].y;
        float _15 = in_NORMAL0[_11].z;
        float _16 = in_POSITION0[_12].x;
        float _17 = in_POSITION0[_12].y;
        float _18 = in_POSITION0[_12].z;
        float _19 = in_POSITION0[_11].x;
        float _20 = in_POSITION0[_11].y;
        float _21 = in_POSITION0[_11].z;
        float _31 = dot(vec3(_16 - _19, _17 - _20, _18 - _21), vec3(_13, _14, _15));
        float _41 = in_NORMAL0[_12].x;
        float _42 = in_NORMAL0[_12].y;
        float _43 = in_NORMAL0[_12].z;
        float _44 = _41 + _13;
        float _45 = _42 + _14;
        float _46 = _43 + _15;
        float _48 = inversesqrt(dot(vec3(_44, _45, _46), vec3(_44, _45, _46)));
        if (_2 == 9u)
        {
            float _54 = in_POSITION0[0u].x;
            float _55 = in_POSITION0[0u].y;
            float _56 = in_POSITION0[0u].z;
            float _57 = in_POSITION0[1u].x;
            float _58 = in_POSITION0[1u].y;
            float _59 = in_POSITION0[1u].z;
            float _63 = in_POSITION0[2u].x;
            float _64 = in_POSITION0[2u].y;
            float _65 = in_POSITION0[2u].z;
            float _72 = in_NORMAL0[0u].x;
            float _73 = in_NORMAL0[0u].y;
            float _74 = in_NORMAL0[0u].z;
            float _75 = in_NORMAL0[1u].x;
            float _76 = in_NORMAL0[1u].y;
            float _77 = in_NORMAL0[1u].z;
            float _81 = in_NORMAL0[2u].x;
            float _82 = in_NORMAL0[2u].y;
            float _83 = in_NORMAL0[2u].z;
            float _84 = (_75 + _72) + _81;
            float _85 = (_76 + _73) + _82;
            float _86 = (_77 + _74) + _83;
            float _88 = inversesqrt(dot(vec3(_84, _85, _86), vec3(_84, _85, _86)));
            _100 = _88 * _84;
            _101 = _88 * _85;
            _102 = _88 * _86;
            _103 = ((_57 + _54) + _63) * 0.3333333432674407958984375;
            _104 = ((_58 + _55) + _64) * 0.3333333432674407958984375;
            _105 = ((_59 + _56) + _65) * 0.3333333432674407958984375;
        }
        else
        {
            _100 = _48 * _44;
            _101 = _48 * _45;
            _102 = _48 * _46;
            _103 = (((_19 * 2.0) + _16) - (_31 * _13)) * 0.3333333432674407958984375;
            _104 = (((_20 * 2.0) + _17) - (_31 * _14)) * 0.3333333432674407958984375;
            _105 = (((_21 * 2.0) + _18) - (_31 * _15)) * 0.3333333432674407958984375;
        }
    }
    out_POSITION0[uint(gl_InvocationID)].x = _103;
    out_POSITION0[uint(gl_InvocationID)].y = _104;
    out_POSITION0[uint(gl_InvocationID)].z = _105;
    out_NORMAL0[uint(gl_InvocationID)].x = _100;
    out_NORMAL0[uint(gl_InvocationID)].y = _101;
    out_NORMAL0[uint(gl_InvocationID)].z = _102;
}

void _327()
{
    uint _108 = uint(gl_PrimitiveID);
    float _109 = out_POSITION0[3u].x;
    float _110 = out_POSITION0[3u].y;
    float _111 = out_POSITION0[3u].z;
    float _112 = out_POSITION0[4u].x;
    float _113 = out_POSITION0[4u].y;
    float _114 = out_POSITION0[4u].z;
    float _118 = out_POSITION0[5u].x;
    float _119 = out_POSITION0[5u].y;
    float _120 = out_POSITION0[5u].z;
    float _124 = out_POSITION0[6u].x;
    float _125 = out_POSITION0[6u].y;
    float _126 = out_POSITION0[6u].z;
    float _130 = out_POSITION0[7u].x;
    float _131 = out_POSITION0[7u].y;
    float _132 = out_POSITION0[7u].z;
    float _136 = out_POSITION0[8u].x;
    float _137 = out_POSITION0[8u].y;
    float _138 = out_POSITION0[8u].z;
    float _142 = (((((_112 + _109) + _118) + _124) + _130) + _136) * 0.16666667163372039794921875;
    float _143 = (((((_113 + _110) + _119) + _125) + _131) + _137) * 0.16666667163372039794921875;
    float _144 = (((((_114 + _111) + _120) + _126) + _132) + _138) * 0.16666667163372039794921875;
    float _145 = in_POSITION0[0u].x;
    float _146 = in_POSITION0[0u].y;
    float _147 = in_POSITION0[0u].z;
    float _148 = in_POSITION0[1u].x;
    float _149 = in_POSITION0[1u].y;
    float _150 = in_POSITION0[1u].z;
    float _154 = in_POSITION0[2u].x;
    float _155 = in_POSITION0[2u].y;
    float _156 = in_POSITION0[2u].z;
    bool _402 = 3u == 0u;
    uint _174 = _402 ? 4294967295u : (_108 % (_402 ? 1u : 3u));
    float _178 = ((float(_174) * 0.5) + 1.0) * _401(uintBitsToFloat(_207._m0[0u].x), uintBitsToFloat(_207._m0[0u].y), uintBitsToFloat(_207._m0[0u].z), uintBitsToFloat(_207._m0[0u].w))._m0;
    gl_TessLevelOuter[0u] = _178;
    gl_TessLevelOuter[1u] = _178;
    gl_TessLevelOuter[2u] = _178;
    gl_TessLevelInner[0u] = _178;
    out_CENTERCP0.x = ((_142 - (((_148 + _145) + _154) * 0.3333333432674407958984375)) * 0.5) + _142;
    out_CENTERCP0.y = ((_143 - (((_149 + _146) + _155) * 0.3333333432674407958984375)) * 0.5) + _143;
    out_CENTERCP0.z = ((_144 - (((_150 + _147) + _156) * 0.3333333432674407958984375)) * 0.5) + _144;
}

void main()
{
    _211();
    barrier();
    if (uint(gl_InvocationID) == 0u)
    {
        _327();
    }
}

