#version 460
layout(vertices = 4) out;

struct _174
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _97_99
{
    uvec4 _m0[3];
} _99;

layout(location = 0) in vec3 in_POSITION0[];
layout(location = 1) in vec2 in_TEXCOORD0[];
layout(location = 0) out vec3 out_POSITION0[4];
layout(location = 1) out vec2 out_TEXCOORD0[4];
layout(location = 29) patch out vec3 out_CENTER0;

void _103()
{
    uint _2 = uint(gl_InvocationID);
    float _3 = in_POSITION0[_2].x;
    float _4 = in_POSITION0[_2].y;
    float _5 = in_POSITION0[_2].z;
    float _6 = in_TEXCOORD0[_2].x;
    float _7 = in_TEXCOORD0[_2].y;
    out_POSITION0[uint(gl_InvocationID)].x = _3;
    out_POSITION0[uint(gl_InvocationID)].y = _4;
    out_POSITION0[uint(gl_InvocationID)].z = _5;
    out_TEXCOORD0[uint(gl_InvocationID)].x = _6;
    out_TEXCOORD0[uint(gl_InvocationID)].y = _7;
}

void _138()
{
    float _10 = in_POSITION0[0u].x;
    float _11 = in_POSITION0[0u].y;
    float _12 = in_POSITION0[0u].z;
    float _13 = in_POSITION0[1u].x;
    float _14 = in_POSITION0[1u].y;
    float _15 = in_POSITION0[1u].z;
    float _19 = in_POSITION0[2u].x;
    float _20 = in_POSITION0[2u].y;
    float _21 = in_POSITION0[2u].z;
    float _25 = in_POSITION0[3u].x;
    float _26 = in_POSITION0[3u].y;
    float _27 = in_POSITION0[3u].z;
    float _31 = (((_13 + _10) + _19) + _25) * 0.25;
    float _32 = (((_14 + _11) + _20) + _26) * 0.25;
    float _33 = (((_15 + _12) + _21) + _27) * 0.25;
    _174 _34 = _174(uintBitsToFloat(_99._m0[2u].x), uintBitsToFloat(_99._m0[2u].y), uintBitsToFloat(_99._m0[2u].z), uintBitsToFloat(_99._m0[2u].w));
    float _38 = _31 - _34._m0;
    float _39 = _32 - _34._m1;
    float _40 = _33 - _34._m2;
    float _48 = 1.0 - (sqrt(((_38 * _38) + (_39 * _39)) + (_40 * _40)) * 0.004999999888241291046142578125);
    float _179 = isnan(0.0) ? _48 : (isnan(_48) ? 0.0 : max(_48, 0.0));
    float _49 = isnan(1.0) ? _179 : (isnan(_179) ? 1.0 : min(_179, 1.0));
    _174 _50 = _174(uintBitsToFloat(_99._m0[0u].x), uintBitsToFloat(_99._m0[0u].y), uintBitsToFloat(_99._m0[0u].z), uintBitsToFloat(_99._m0[0u].w));
    float _52 = _50._m0 * _49;
    float _55 = _50._m1 * _49;
    float _58 = _50._m2 * _49;
    float _61 = _50._m3 * _49;
    _174 _63 = _174(uintBitsToFloat(_99._m0[1u].x), uintBitsToFloat(_99._m0[1u].y), uintBitsToFloat(_99._m0[1u].z), uintBitsToFloat(_99._m0[1u].w));
    float _65 = _63._m0 * _49;
    float _68 = _63._m1 * _49;
    gl_TessLevelOuter[0u] = isnan(1.0) ? _52 : (isnan(_52) ? 1.0 : max(_52, 1.0));
    gl_TessLevelOuter[1u] = isnan(1.0) ? _55 : (isnan(_55) ? 1.0 : max(_55, 1.0));
    gl_TessLevelOuter[2u] = isnan(1.0) ? _58 : (isnan(_58) ? 1.0 : max(_58, 1.0));
    gl_TessLevelOuter[3u] = isnan(1.0) ? _61 : (isnan(_61) ? 1.0 : max(_61, 1.0));
    gl_TessLevelInner[0u] = isnan(1.0) ? _65 : (isnan(_65) ? 1.0 : max(_65, 1.0));
    gl_TessLevelInner[1u] = isnan(1.0) ? _68 : (isnan(_68) ? 1.0 : max(_68, 1.0));
    out_CENTER0.x = _31;
    out_CENTER0.y = _32;
    out_CENTER0.z = _33;
}

void main()
{
    _103();
    barrier();
    if (uint(gl_InvocationID) == 0u)
    {
        _138();
    }
}

