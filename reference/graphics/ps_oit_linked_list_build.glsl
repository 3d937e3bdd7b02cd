#version 460
layout(early_fragment_tests) in;

struct _298
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _327
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _406
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 300, std430) buffer _226_228
{
    uint _m0[];
} _228;

layout(set = 0, binding = 200, std140) uniform _237_239
{
    uvec4 _m0[4];
} _239;

layout(set = 0, binding = 0) uniform texture2D _222;
layout(set = 0, binding = 1) uniform texture2D _223;
layout(set = 0, binding = 301, r32ui) uniform uimage2D _232;
layout(set = 0, binding = 302, r32ui) uniform uimage2D _233;
layout(set = 0, binding = 100) uniform sampler _243;

layout(location = 1) in vec3 in_WORLDPOS0;
layout(location = 2) in vec3 in_NORMAL0;
layout(location = 3) in vec4 in_TANGENT0;
layout(location = 4) in vec2 in_TEXCOORD0;
layout(location = 5) in vec4 in_COLOR0;

void main()
{
    uint _9 = gl_FrontFacing ? 4294967295u : 0u;
    bool _10 = _9 != 0u;
    float _11 = in_COLOR0.x;
    float _12 = in_COLOR0.y;
    float _13 = in_COLOR0.z;
    float _14 = in_COLOR0.w;
    float _15 = in_TEXCOORD0.x;
    float _16 = in_TEXCOORD0.y;
    float _17 = in_TANGENT0.x;
    float _18 = in_TANGENT0.y;
    float _19 = in_TANGENT0.z;
    float _20 = in_TANGENT0.w;
    float _21 = in_NORMAL0.x;
    float _22 = in_NORMAL0.y;
    float _23 = in_NORMAL0.z;
    float _24 = in_WORLDPOS0.x;
    float _25 = in_WORLDPOS0.y;
    float _26 = in_WORLDPOS0.z;
    float _27 = gl_FragCoord.z;
    vec4 _293 = texture(sampler2D(_222, _243), vec2(_15, _16));
    _298 _29 = _298(_293.x, _293.y, _293.z, _293.w, 0u);
    float _41 = inversesqrt(dot(vec3(_21, _22, _23), vec3(_21, _22, _23))) * (_10 ? 1.0 : (-1.0));
    float _42 = _41 * _21;
    float _43 = _41 * _22;
    float _44 = _41 * _23;
    float _46 = inversesqrt(dot(vec3(_17, _18, _19), vec3(_17, _18, _19)));
    float _47 = _46 * _17;
    float _48 = _46 * _18;
    float _49 = _46 * _19;
    vec4 _309 = texture(sampler2D(_223, _243), vec2(_15, _16));
    _298 _60 = _298(_309.x, _309.y, _309.z, _309.w, 0u);
    float _67 = (_60._m0 * 2.0) + (-1.0);
    float _69 = (_60._m2 * 2.0) + (-1.0);
    float _73 = ((_60._m1 * 2.0) + (-1.0)) * _20;
    float _81 = ((_69 * _42) + (_67 * _47)) + (_73 * ((_49 * _43) - (_48 * _44)));
    float _83 = ((_69 * _43) + (_67 * _48)) + (_73 * ((_47 * _44) - (_49 * _42)));
    float _85 = ((_69 * _44) + (_67 * _49)) + (_73 * ((_48 * _42) - (_47 * _43)));
    float _87 = inversesqrt(dot(vec3(_81, _83, _85), vec3(_81, _83, _85)));
    float _88 = _81 * _87;
    float _89 = _83 * _87;
    float _90 = _85 * _87;
    _327 _91 = _327(uintBitsToFloat(_239._m0[3u].x), uintBitsToFloat(_239._m0[3u].y), uintBitsToFloat(_239._m0[3u].z), uintBitsToFloat(_239._m0[3u].w));
    float _95 = _91._m0 - _24;
    float _96 = _91._m1 - _25;
    float _97 = _91._m2 - _26;
    float _99 = inversesqrt(dot(vec3(_95, _96, _97), vec3(_95, _96, _97)));
    float _100 = _95 * _99;
    float _101 = _96 * _99;
    float _102 = _97 * _99;
    _327 _103 = _327(uintBitsToFloat(_239._m0[1u].x), uintBitsToFloat(_239._m0[1u].y), uintBitsToFloat(_239._m0[1u].z), uintBitsToFloat(_239._m0[1u].w));
    float _104 = _103._m0;
    float _105 = _103._m1;
    float _106 = _103._m2;
    float _110 = dot(vec3(_88, _89, _90), vec3((-0.0) - _104, (-0.0) - _105, (-0.0) - _106));
    float _344 = isnan(0.0) ? _110 : (isnan(_110) ? 0.0 : max(_110, 0.0));
    float _111 = isnan(1.0) ? _344 : (isnan(_344) ? 1.0 : min(_344, 1.0));
    float _112 = _100 - _104;
    float _113 = _101 - _105;
    float _114 = _102 - _106;
    float _116 = inversesqrt(dot(vec3(_112, _113, _114), vec3(_112, _113, _114)));
    float _120 = dot(vec3(_88, _89, _90), vec3(_116 * _112, _116 * _113, _116 * _114));
    float _349 = isnan(0.0) ? _120 : (isnan(_120) ? 0.0 : max(_120, 0.0));
    float _124 = exp2(log2(isnan(1.0) ? _349 : (isnan(_349) ? 1.0 : min(_349, 1.0))) * 64.0);
    _327 _125 = _327(uintBitsToFloat(_239._m0[0u].x), uintBitsToFloat(_239._m0[0u].y), uintBitsToFloat(_239._m0[0u].z), uintBitsToFloat(_239._m0[0u].w));
    float _127 = dot(vec3(_88, _89, _90), vec3(_100, _101, _102));
    float _363 = isnan(0.0) ? _127 : (isnan(_127) ? 0.0 : max(_127, 0.0));
    float _133 = _103._m3;
    _327 _134 = _327(uintBitsToFloat(_239._m0[2u].x), uintBitsToFloat(_239._m0[2u].y), uintBitsToFloat(_239._m0[2u].z), uintBitsToFloat(_239._m0[2u].w));
    float _135 = _134._m0;
    float _136 = _134._m1;
    float _137 = _134._m2;
    float _150 = ((_29._m0 * _11) * ((_135 * _111) + _133)) + (_135 * _124);
    float _151 = ((_29._m1 * _12) * ((_136 * _111) + _133)) + (_136 * _124);
    float _152 = ((_29._m2 * _13) * ((_137 * _111) + _133)) + (_137 * _124);
    float _156 = (exp2(log2(1.0 - (isnan(1.0) ? _363 : (isnan(_363) ? 1.0 : min(_363, 1.0)))) * _125._m3) * 0.5) + ((_29._m3 * _14) * _125._m2);
    float _375 = isnan(0.0) ? _156 : (isnan(_156) ? 0.0 : max(_156, 0.0));
    float _157 = isnan(1.0) ? _375 : (isnan(_375) ? 1.0 : min(_375, 1.0));
    if (!(_157 < 0.0039215688593685626983642578125))
    {
        float _160 = gl_FragCoord.y;
        float _161 = gl_FragCoord.x;
        bool _382 = _161 >= 4294967296.0;
        uint _162 = _382 ? 4294967295u : uint(((_382 || (_161 < 0.0)) || isnan(_161)) ? 0.0 : _161);
        bool _389 = _160 >= 4294967296.0;
        uint _163 = _389 ? 4294967295u : uint(((_389 || (_160 < 0.0)) || isnan(_160)) ? 0.0 : _160);
        uint _399 = imageAtomicAdd(_233, ivec2(uvec2(_162, _163)), 1u);
        uint _165 = _399;
        if (_165 < _406(_239._m0[0u].x, _239._m0[0u].y, _239._m0[0u].z, _239._m0[0u].w)._m1)
        {
            uint _409 = atomicAdd(_228._m0[0u >> 2u], 1u);
            uint _170 = _409;
            if (_170 < _406(_239._m0[0u].x, _239._m0[0u].y, _239._m0[0u].z, _239._m0[0u].w)._m0)
            {
                uint _417 = imageAtomicExchange(_232, ivec2(uvec2(_162, _163)), _170);
                uint _176 = _417;
                uint _178 = (_170 << 4u) + 16u;
                float _419 = isnan(0.0) ? _150 : (isnan(_150) ? 0.0 : max(_150, 0.0));
                float _420 = isnan(0.0) ? _151 : (isnan(_151) ? 0.0 : max(_151, 0.0));
                float _421 = isnan(0.0) ? _152 : (isnan(_152) ? 0.0 : max(_152, 0.0));
                float _422 = isnan(0.0) ? _157 : (isnan(_157) ? 0.0 : max(_157, 0.0));
                float _187 = roundEven((isnan(1.0) ? _419 : (isnan(_419) ? 1.0 : min(_419, 1.0))) * 255.0);
                float _188 = roundEven((isnan(1.0) ? _420 : (isnan(_420) ? 1.0 : min(_420, 1.0))) * 255.0);
                float _189 = roundEven((isnan(1.0) ? _421 : (isnan(_421) ? 1.0 : min(_421, 1.0))) * 255.0);
                float _190 = roundEven((isnan(1.0) ? _422 : (isnan(_422) ? 1.0 : min(_422, 1.0))) * 255.0);
                bool _424 = _187 >= 4294967296.0;
                bool _431 = _188 >= 4294967296.0;
                bool _438 = _189 >= 4294967296.0;
                bool _445 = _190 >= 4294967296.0;
                _228._m0[_178 >> 2u] = ((((_431 ? 4294967295u : uint(((_431 || (_188 < 0.0)) || isnan(_188)) ? 0.0 : _188)) << 8u) | (_424 ? 4294967295u : uint(((_424 || (_187 < 0.0)) || isnan(_187)) ? 0.0 : _187))) | ((_438 ? 4294967295u : uint(((_438 || (_189 < 0.0)) || isnan(_189)) ? 0.0 : _189)) << 16u)) | ((_445 ? 4294967295u : uint(((_445 || (_190 < 0.0)) || isnan(_190)) ? 0.0 : _190)) << 24u);
                _228._m0[(_178 + 4u) >> 2u] = floatBitsToUint(_27);
                _228._m0[(_178 + 8u) >> 2u] = _176;
                _228._m0[(_178 + 12u) >> 2u] = uint(_10);
            }
            else
            {
            }
        }
        else
        {
        }
    }
}

