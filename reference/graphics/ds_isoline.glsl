#version 460
layout(isolines) in;

struct _183
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _125_127
{
    uvec4 _m0[5];
} _127;

layout(location = 0) in vec3 in_POSITION0[];
layout(location = 0, component = 3) in float in_WIDTH0[];
layout(location = 1) out float out_WIDTH0;
layout(location = 1, component = 1) out float out_TEXCOORD0;

void main()
{
    float _3 = gl_TessCoord.x;
    float _4 = gl_TessCoord.y;
    float _5 = 1.0 - _3;
    float _6 = _5 * _5;
    float _7 = _6 * _5;
    float _8 = in_POSITION0[0u].x;
    float _9 = in_POSITION0[0u].y;
    float _10 = in_POSITION0[0u].z;
    float _15 = (_3 * 3.0) * _6;
    float _16 = in_POSITION0[1u].x;
    float _17 = in_POSITION0[1u].y;
    float _18 = in_POSITION0[1u].z;
    float _25 = _3 * _3;
    float _27 = (_25 * 3.0) * _5;
    float _28 = in_POSITION0[2u].x;
    float _29 = in_POSITION0[2u].y;
    float _30 = in_POSITION0[2u].z;
    float _37 = _25 * _3;
    float _38 = in_POSITION0[3u].x;
    float _39 = in_POSITION0[3u].y;
    float _40 = in_POSITION0[3u].z;
    float _45 = (((_17 * _15) + (_7 * _9)) + (_29 * _27)) + (_39 * _37);
    float _47 = gl_TessLevelOuter[0u];
    float _48 = _47 * _4;
    float _49 = _48 * 2.399960041046142578125;
    float _53 = _183(uintBitsToFloat(_127._m0[4u].x), uintBitsToFloat(_127._m0[4u].y), uintBitsToFloat(_127._m0[4u].z), uintBitsToFloat(_127._m0[4u].w))._m0 * _48;
    float _55 = isnan(1.0) ? _47 : (isnan(_47) ? 1.0 : max(_47, 1.0));
    float _57 = ((((_16 * _15) + (_7 * _8)) + (_28 * _27)) + (_38 * _37)) + ((_53 * sin(_49)) / _55);
    float _61 = ((((_18 * _15) + (_10 * _7)) + (_30 * _27)) + (_40 * _37)) + ((_53 * cos(_49)) / _55);
    _183 _62 = _183(uintBitsToFloat(_127._m0[0u].x), uintBitsToFloat(_127._m0[0u].y), uintBitsToFloat(_127._m0[0u].z), uintBitsToFloat(_127._m0[0u].w));
    _183 _67 = _183(uintBitsToFloat(_127._m0[1u].x), uintBitsToFloat(_127._m0[1u].y), uintBitsToFloat(_127._m0[1u].z), uintBitsToFloat(_127._m0[1u].w));
    _183 _72 = _183(uintBitsToFloat(_127._m0[2u].x), uintBitsToFloat(_127._m0[2u].y), uintBitsToFloat(_127._m0[2u].z), uintBitsToFloat(_127._m0[2u].w));
    _183 _77 = _183(uintBitsToFloat(_127._m0[3u].x), uintBitsToFloat(_127._m0[3u].y), uintBitsToFloat(_127._m0[3u].z), uintBitsToFloat(_127._m0[3u].w));
    float _98 = in_WIDTH0[3u];
    float _99 = in_WIDTH0[0u];
    float _103 = gl_TessLevelOuter[1u];
    gl_Position.x = ((_72._m0 * _61) + ((_67._m0 * _45) + (_62._m0 * _57))) + _77._m0;
    gl_Position.y = ((_72._m1 * _61) + ((_67._m1 * _45) + (_62._m1 * _57))) + _77._m1;
    gl_Position.z = ((_72._m2 * _61) + ((_67._m2 * _45) + (_62._m2 * _57))) + _77._m2;
    gl_Position.w = ((_72._m3 * _61) + ((_67._m3 * _45) + (_62._m3 * _57))) + _77._m3;
    out_WIDTH0 = ((_98 - _99) * _3) + _99;
    out_TEXCOORD0 = _103 * _3;
}

