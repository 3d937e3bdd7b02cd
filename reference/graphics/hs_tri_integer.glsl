#version 460
layout(vertices = 3) out;

struct _171
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _92_94
{
    uvec4 _m0[1];
} _94;

layout(location = 0) in vec3 in_WORLDPOS0[];
layout(location = 1) in vec3 in_NORMAL0[];
layout(location = 2) in vec2 in_TEXCOORD0[];
layout(location = 0) out vec3 out_WORLDPOS0[3];
layout(location = 1) out vec3 out_NORMAL0[3];
layout(location = 2) out vec2 out_TEXCOORD0[3];

void _98()
{
    uint _2 = uint(gl_InvocationID);
    float _3 = in_WORLDPOS0[_2].x;
    float _4 = in_WORLDPOS0[_2].y;
    float _5 = in_WORLDPOS0[_2].z;
    float _6 = in_NORMAL0[_2].x;
    float _7 = in_NORMAL0[_2].y;
    float _8 = in_NORMAL0[_2].z;
    float _9 = in_TEXCOORD0[_2].x;
    float _10 = in_TEXCOORD0[_2].y;
    out_WORLDPOS0[uint(gl_InvocationID)].x = _3;
    out_WORLDPOS0[uint(gl_InvocationID)].y = _4;
    out_WORLDPOS0[uint(gl_InvocationID)].z = _5;
    out_NORMAL0[uint(gl_InvocationID)].x = _6;
    out_NORMAL0[uint(gl_InvocationID)].y = _7;
    out_NORMAL0[uint(gl_InvocationID)].z = _8;
    out_TEXCOORD0[uint(gl_InvocationID)].x = _9;
    out_TEXCOORD0[uint(gl_InvocationID)].y = _10;
}

void _147()
{
    float _13 = in_WORLDPOS0[2u].x;
    float _14 = in_WORLDPOS0[2u].y;
    float _15 = in_WORLDPOS0[2u].z;
    float _16 = in_WORLDPOS0[1u].x;
    float _17 = in_WORLDPOS0[1u].y;
    float _18 = in_WORLDPOS0[1u].z;
    float _19 = _16 - _13;
    float _20 = _17 - _14;
    float _21 = _18 - _15;
    _171 _28 = _171(uintBitsToFloat(_94._m0[0u].x), uintBitsToFloat(_94._m0[0u].y), uintBitsToFloat(_94._m0[0u].z), uintBitsToFloat(_94._m0[0u].w));
    float _29 = _28._m1;
    float _30 = _28._m0;
    float _31 = _30 * sqrt(((_20 * _20) + (_19 * _19)) + (_21 * _21));
    float _32 = isnan(1.0) ? _31 : (isnan(_31) ? 1.0 : max(_31, 1.0));
    float _33 = isnan(_29) ? _32 : (isnan(_32) ? _29 : min(_32, _29));
    float _34 = in_WORLDPOS0[0u].x;
    float _35 = in_WORLDPOS0[0u].y;
    float _36 = in_WORLDPOS0[0u].z;
    float _37 = _13 - _34;
    float _38 = _14 - _35;
    float _39 = _15 - _36;
    float _46 = sqrt(((_38 * _38) + (_37 * _37)) + (_39 * _39)) * _30;
    float _47 = isnan(1.0) ? _46 : (isnan(_46) ? 1.0 : max(_46, 1.0));
    float _48 = isnan(_29) ? _47 : (isnan(_47) ? _29 : min(_47, _29));
    float _49 = _34 - _16;
    float _50 = _35 - _17;
    float _51 = _36 - _18;
    float _58 = sqrt(((_50 * _50) + (_49 * _49)) + (_51 * _51)) * _30;
    float _59 = isnan(1.0) ? _58 : (isnan(_58) ? 1.0 : max(_58, 1.0));
    float _60 = isnan(_29) ? _59 : (isnan(_59) ? _29 : min(_59, _29));
    gl_TessLevelOuter[0u] = _33;
    gl_TessLevelOuter[1u] = _48;
    gl_TessLevelOuter[2u] = _60;
    gl_TessLevelInner[0u] = ((_48 + _33) + _60) * 0.3333333432674407958984375;
}

void main()
{
    _98();
    barrier();
    if (uint(gl_InvocationID) == 0u)
    {
        _147();
    }
}

