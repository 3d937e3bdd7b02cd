#version 460
layout(vertices = 4) out;

struct _329
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _341
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _264_266
{
    uvec4 _m0[13];
} _266;

layout(set = 0, binding = 0) uniform texture2D _260;
layout(set = 0, binding = 100) uniform sampler _270;

layout(location = 0) in vec3 in_WORLDPOS0[];
layout(location = 1) in vec2 in_TEXCOORD0[];
layout(location = 0) out vec3 out_WORLDPOS0[4];
layout(location = 1) out vec2 out_TEXCOORD0[4];
layout(location = 29) patch out vec2 out_HEIGHTRANGE0;

void _273()
{
    uint _2 = uint(gl_InvocationID);
    float _3 = in_WORLDPOS0[_2].x;
    float _4 = in_WORLDPOS0[_2].y;
    float _5 = in_WORLDPOS0[_2].z;
    float _6 = in_TEXCOORD0[_2].x;
    float _7 = in_TEXCOORD0[_2].y;
    out_WORLDPOS0[uint(gl_InvocationID)].x = _3;
    out_WORLDPOS0[uint(gl_InvocationID)].y = _4;
    out_WORLDPOS0[uint(gl_InvocationID)].z = _5;
    out_TEXCOORD0[uint(gl_InvocationID)].x = _6;
    out_TEXCOORD0[uint(gl_InvocationID)].y = _7;
}

void _308()
{
    float _12 = in_TEXCOORD0[0u].x;
    float _13 = in_TEXCOORD0[0u].y;
    float _14 = in_TEXCOORD0[2u].x;
    float _15 = in_TEXCOORD0[2u].y;
    vec4 _324 = textureLod(sampler2D(_260, _270), vec2((_14 + _12) * 0.5, (_15 + _13) * 0.5), 4.0);
    _329 _21 = _329(_324.x, _324.y, _324.z, _324.w, 0u);
    float _22 = _21._m0;
    float _23 = _21._m1;
    float _25 = _341(uintBitsToFloat(_266._m0[10u].x), uintBitsToFloat(_266._m0[10u].y), uintBitsToFloat(_266._m0[10u].z), uintBitsToFloat(_266._m0[10u].w))._m3;
    float _26 = _25 * _22;
    float _27 = _25 * _23;
    float _28 = in_WORLDPOS0[3u].x;
    float _29 = in_WORLDPOS0[3u].z;
    float _30 = in_WORLDPOS0[2u].x;
    float _31 = in_WORLDPOS0[2u].z;
    float _32 = isnan(_28) ? _30 : (isnan(_30) ? _28 : min(_30, _28));
    float _33 = isnan(_29) ? _31 : (isnan(_31) ? _29 : min(_31, _29));
    float _34 = in_WORLDPOS0[1u].x;
    float _35 = in_WORLDPOS0[1u].z;
    float _36 = in_WORLDPOS0[0u].x;
    float _37 = in_WORLDPOS0[0u].z;
    float _38 = isnan(_34) ? _36 : (isnan(_36) ? _34 : min(_36, _34));
    float _39 = isnan(_35) ? _37 : (isnan(_37) ? _35 : min(_37, _35));
    float _40 = isnan(_32) ? _38 : (isnan(_38) ? _32 : min(_38, _32));
    float _41 = isnan(_33) ? _39 : (isnan(_39) ? _33 : min(_39, _33));
    float _42 = isnan(_28) ? _30 : (isnan(_30) ? _28 : max(_30, _28));
    float _43 = isnan(_29) ? _31 : (isnan(_31) ? _29 : max(_31, _29));
    float _44 = isnan(_34) ? _36 : (isnan(_36) ? _34 : max(_36, _34));
    float _45 = isnan(_35) ? _37 : (isnan(_37) ? _35 : max(_37, _35));
    float _46 = isnan(_42) ? _44 : (isnan(_44) ? _42 : max(_44, _42));
    float _47 = isnan(_43) ? _45 : (isnan(_45) ? _43 : max(_45, _43));
    float _51 = (_46 + _40) * 0.5;
    float _53 = ((_22 + _23) * 0.5) * _25;
    float _54 = (_47 + _41) * 0.5;
    float _55 = _46 - _40;
    float _57 = _25 * (_23 - _22);
    float _58 = _47 - _41;
    _341 _65 = _341(uintBitsToFloat(_266._m0[4u].x), uintBitsToFloat(_266._m0[4u].y), uintBitsToFloat(_266._m0[4u].z), uintBitsToFloat(_266._m0[4u].w));
    float _71 = sqrt(((_55 * _55) + (_57 * _57)) + (_58 * _58)) * (-0.5);
    bool _114;
    if (dot(vec4(_51, _53, _54, 1.0), vec4(_65._m0, _65._m1, _65._m2, _65._m3)) < _71)
    {
        _114 = false;
    }
    else
    {
        _341 _74 = _341(uintBitsToFloat(_266._m0[5u].x), uintBitsToFloat(_266._m0[5u].y), uintBitsToFloat(_266._m0[5u].z), uintBitsToFloat(_266._m0[5u].w));
        if (dot(vec4(_51, _53, _54, 1.0), vec4(_74._m0, _74._m1, _74._m2, _74._m3)) < _71)
        {
            _114 = false;
        }
        else
        {
            _341 _82 = _341(uintBitsToFloat(_266._m0[6u].x), uintBitsToFloat(_266._m0[6u].y), uintBitsToFloat(_266._m0[6u].z), uintBitsToFloat(_266._m0[6u].w));
            if (dot(vec4(_51, _53, _54, 1.0), vec4(_82._m0, _82._m1, _82._m2, _82._m3)) < _71)
            {
                _114 = false;
            }
            else
            {
                _341 _90 = _341(uintBitsToFloat(_266._m0[7u].x), uintBitsToFloat(_266._m0[7u].y), uintBitsToFloat(_266._m0[7u].z), uintBitsToFloat(_266._m0[7u].w));
                if (dot(vec4(_51, _53, _54, 1.0), vec4(_90._m0, _90._m1, _90._m2, _90._m3)) < _71)
                {
                    _114 = false;
                }
                else
                {
                    _341 _98 = _341(uintBitsToFloat(_266._m0[8u].x), uintBitsToFloat(_266._m0[8u].y), uintBitsToFloat(_266._m0[8u].z), uintBitsToFloat(_266._m0[8u].w));
                    if (dot(vec4(_51, _53, _54, 1.0), vec4(_98._m0, _98._m1, _98._m2, _98._m3)) < _71)
                    {
                        _114 = false;
                    }
                    else
                    {
                        _341 _106 = _341(uintBitsToFloat(_266._m0[9u].x), uintBitsToFloat(_266._m0[9u].y), uintBitsToFloat(_266._m0[9u].z), uintBitsToFloat(_266._m0[9u].w));
                        _114 = !(dot(vec4(_51, _53, _54, 1.0), vec4(_106._m0, _106._m1, _106._m2, _106._m3)) < _71);
                    }
                }
            }
        }
    }
    if (_114)
    {
        float _117 = in_WORLDPOS0[3u].y;
        float _118 = in_WORLDPOS0[0u].y;
        float _124 = _36 - _28;
        float _125 = _118 - _117;
        float _126 = _37 - _29;
        float _136 = _341(uintBitsToFloat(_266._m0[1u].x), uintBitsToFloat(_266._m0[1u].y), uintBitsToFloat(_266._m0[1u].z), uintBitsToFloat(_266._m0[1u].w))._m3;
        float _138 = _341(uintBitsToFloat(_266._m0[2u].x), uintBitsToFloat(_266._m0[2u].y), uintBitsToFloat(_266._m0[2u].z), uintBitsToFloat(_266._m0[2u].w))._m3;
        float _140 = _341(uintBitsToFloat(_266._m0[3u].x), uintBitsToFloat(_266._m0[3u].y), uintBitsToFloat(_266._m0[3u].z), uintBitsToFloat(_266._m0[3u].w))._m3;
        float _141 = _341(uintBitsToFloat(_266._m0[0u].x), uintBitsToFloat(_266._m0[0u].y), uintBitsToFloat(_266._m0[0u].z), uintBitsToFloat(_266._m0[0u].w))._m3 * 0.5;
        float _145 = ((_138 * ((_37 + _29) * 0.5)) + ((_136 * ((_118 + _117) * 0.5)) + (_141 * (_36 + _28)))) + _140;
        _341 _146 = _341(uintBitsToFloat(_266._m0[11u].x), uintBitsToFloat(_266._m0[11u].y), uintBitsToFloat(_266._m0[11u].z), uintBitsToFloat(_266._m0[11u].w));
        float _148 = _146._m1 * 0.5;
        float _151 = _146._m3;
        float _152 = _146._m2;
        float _154 = (_148 * sqrt(((_126 * _126) + (_124 * _124)) + (_125 * _125))) / (_152 * (isnan(0.001000000047497451305389404296875) ? _145 : (isnan(_145) ? 0.001000000047497451305389404296875 : max(_145, 0.001000000047497451305389404296875))));
        float _155 = isnan(1.0) ? _154 : (isnan(_154) ? 1.0 : max(_154, 1.0));
        float _156 = isnan(_151) ? _155 : (isnan(_155) ? _151 : min(_155, _151));
        float _157 = in_WORLDPOS0[1u].y;
        float _163 = _36 - _34;
        float _164 = _118 - _157;
        float _165 = _37 - _35;
        float _175 = ((_138 * ((_37 + _35) * 0.5)) + ((_136 * ((_157 + _118) * 0.5)) + (_141 * (_36 + _34)))) + _140;
        float _179 = (_148 * sqrt(((_165 * _165) + (_163 * _163)) + (_164 * _164))) / ((isnan(0.001000000047497451305389404296875) ? _175 : (isnan(_175) ? 0.001000000047497451305389404296875 : max(_175, 0.001000000047497451305389404296875))) * _152);
        float _180 = isnan(1.0) ? _179 : (isnan(_179) ? 1.0 : max(_179, 1.0));
        float _181 = isnan(_151) ? _180 : (isnan(_180) ? _151 : min(_180, _151));
        float _182 = in_WORLDPOS0[2u].y;
        float _188 = _34 - _30;
        float _189 = _157 - _182;
        float _190 = _35 - _31;
        float _200 = ((_138 * ((_35 + _31) * 0.5)) + ((_136 * ((_182 + _157) * 0.5)) + (_141 * (_34 + _30)))) + _140;
        float _204 = (_148 * sqrt(((_190 * _190) + (_188 * _188)) + (_189 * _189))) / ((isnan(0.001000000047497451305389404296875) ? _200 : (isnan(_200) ? 0.001000000047497451305389404296875 : max(_200, 0.001000000047497451305389404296875))) * _152);
        float _205 = isnan(1.0) ? _204 : (isnan(_204) ? 1.0 : max(_204, 1.0));
        float _206 = isnan(_151) ? _205 : (isnan(_205) ? _151 : min(_205, _151));
        float _212 = _28 - _30;
        float _213 = _117 - _182;
        float _214 = _29 - _31;
        float _224 = ((_138 * ((_31 + _29) * 0.5)) + ((_136 * ((_182 + _117) * 0.5)) + (_141 * (_30 + _28)))) + _140;
        float _228 = (_148 * sqrt(((_214 * _214) + (_212 * _212)) + (_213 * _213))) / ((isnan(0.001000000047497451305389404296875) ? _224 : (isnan(_224) ? 0.001000000047497451305389404296875 : max(_224, 0.001000000047497451305389404296875))) * _152);
        float _229 = isnan(1.0) ? _228 : (isnan(_228) ? 1.0 : max(_228, 1.0));
        float _230 = isnan(_151) ? _229 : (isnan(_229) ? _151 : min(_229, _151));
        gl_TessLevelOuter[0u] = _156;
        gl_TessLevelOuter[1u] = _181;
        gl_TessLevelOuter[2u] = _206;
        gl_TessLevelOuter[3u] = _230;
        gl_TessLevelInner[0u] = isnan(_230) ? _181 : (isnan(_181) ? _230 : max(_181, _230));
        gl_TessLevelInner[1u] = isnan(_206) ? _156 : (isnan(_156) ? _206 : max(_156, _206));
        out_HEIGHTRANGE0.x = _26;
        out_HEIGHTRANGE0.y = _27;
    }
    else
    {
        gl_TessLevelOuter[0u] = 0.0;
        gl_TessLevelOuter[1u] = 0.0;
        gl_TessLevelOuter[2u] = 0.0;
        gl_TessLevelOuter[3u] = 0.0;
        gl_TessLevelInner[0u] = 0.0;
        gl_TessLevelInner[1u] = 0.0;
        out_HEIGHTRANGE0.x = _26;
        out_HEIGHTRANGE0.y = _27;
    }
}

void main()
{
    _273();
    barrier();
    if (uint(gl_InvocationID) == 0u)
    {
        _308();
    }
}

