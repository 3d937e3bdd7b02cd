#version 460
layout(vertices = 3) out;

struct _105
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _179
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _86_88
{
    uvec4 _m0[1];
} _88;

layout(location = 0) in vec4 in_POSITION0[];
layout(location = 1) in vec3 in_COLOR0[];
layout(location = 0) out vec4 out_POSITION0[3];
layout(location = 1) out vec3 out_COLOR0[3];
layout(location = 29) patch out vec3 out_AVGCOLOR0;

void _92()
{
    uint _3 = uint(gl_InvocationID);
    bool _107 = 3u == 0u;
    uint _7 = _107 ? 4294967295u : ((_105(_88._m0[0u].x, _88._m0[0u].y, _88._m0[0u].z, _88._m0[0u].w)._m0 + _3) % (_107 ? 1u : 3u));
    float _8 = in_POSITION0[_7].x;
    float _9 = in_POSITION0[_7].y;
    float _10 = in_POSITION0[_7].z;
    float _11 = in_POSITION0[_7].w;
    float _12 = in_COLOR0[_7].x;
    float _13 = in_COLOR0[_7].y;
    float _14 = in_COLOR0[_7].z;
    out_POSITION0[uint(gl_InvocationID)].x = _8;
    out_POSITION0[uint(gl_InvocationID)].y = _9;
    out_POSITION0[uint(gl_InvocationID)].z = _10;
    out_POSITION0[uint(gl_InvocationID)].w = _11;
    out_COLOR0[uint(gl_InvocationID)].x = _12;
    out_COLOR0[uint(gl_InvocationID)].y = _13;
    out_COLOR0[uint(gl_InvocationID)].z = _14;
}

void _149()
{
    uint _18 = _105(_88._m0[0u].x, _88._m0[0u].y, _88._m0[0u].z, _88._m0[0u].w)._m0;
    bool _156 = 3u == 0u;
    uint _19 = _156 ? 4294967295u : (_18 % (_156 ? 1u : 3u));
    float _20 = out_COLOR0[_19].x;
    float _21 = out_COLOR0[_19].y;
    float _22 = out_COLOR0[_19].z;
    float _23 = in_POSITION0[_19].w;
    float _26 = _179(uintBitsToFloat(_88._m0[0u].x), uintBitsToFloat(_88._m0[0u].y), uintBitsToFloat(_88._m0[0u].z), uintBitsToFloat(_88._m0[0u].w))._m1;
    float _28 = (_26 * abs(_23)) + 2.0;
    bool _181 = 3u == 0u;
    uint _30 = _181 ? 4294967295u : ((_18 + 1u) % (_181 ? 1u : 3u));
    float _31 = out_COLOR0[_30].x;
    float _32 = out_COLOR0[_30].y;
    float _33 = out_COLOR0[_30].z;
    float _37 = in_POSITION0[_30].w;
    float _40 = (abs(_37) * _26) + 2.0;
    bool _193 = 3u == 0u;
    uint _42 = _193 ? 4294967295u : ((_18 + 2u) % (_193 ? 1u : 3u));
    float _43 = out_COLOR0[_42].x;
    float _44 = out_COLOR0[_42].y;
    float _45 = out_COLOR0[_42].z;
    float _49 = in_POSITION0[_42].w;
    float _52 = (abs(_49) * _26) + 2.0;
    float _53 = isnan(_52) ? _40 : (isnan(_40) ? _52 : max(_40, _52));
    gl_TessLevelOuter[0u] = _28;
    gl_TessLevelOuter[1u] = _40;
    gl_TessLevelOuter[2u] = _52;
    gl_TessLevelInner[0u] = isnan(_53) ? _28 : (isnan(_28) ? _53 : max(_28, _53));
    out_AVGCOLOR0.x = ((_31 + _20) + _43) * 0.3333333432674407958984375;
    out_AVGCOLOR0.y = ((_32 + _21) + _44) * 0.3333333432674407958984375;
    out_AVGCOLOR0.z = ((_33 + _22) + _45) * 0.3333333432674407958984375;
}

void main()
{
    _92();
    barrier();
    if (uint(gl_InvocationID) == 0u)
    {
        _149();
    }
}

