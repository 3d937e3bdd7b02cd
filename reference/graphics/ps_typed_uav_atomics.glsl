#version 460

struct _142
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 200, std140) uniform _78_80
{
    uvec4 _m0[1];
} _80;

layout(set = 0, binding = 301, r32i) uniform iimage2D _61;
layout(set = 0, binding = 302, r32ui) uniform uimage2D _65;
layout(set = 0, binding = 303, r32ui) uniform uimage2DArray _68;
layout(set = 0, binding = 304, r32ui) uniform uimageBuffer _71;
layout(set = 0, binding = 305, r32i) uniform iimage3D _74;

layout(location = 1) in vec3 in_WORLDPOS0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _8 = in_WORLDPOS0.x;
    float _9 = in_WORLDPOS0.y;
    float _10 = in_WORLDPOS0.z;
    float _11 = gl_FragCoord.x;
    float _12 = gl_FragCoord.y;
    float _13 = gl_FragCoord.z;
    bool _102 = _11 >= 4294967296.0;
    uint _14 = _102 ? 4294967295u : uint(((_102 || (_11 < 0.0)) || isnan(_11)) ? 0.0 : _11);
    bool _111 = _12 >= 4294967296.0;
    uint _15 = _111 ? 4294967295u : uint(((_111 || (_12 < 0.0)) || isnan(_12)) ? 0.0 : _12);
    float _16 = _13 * 16777215.0;
    bool _120 = _16 >= 2147483648.0;
    bool _122 = _16 < (-2147483648.0);
    int _135 = imageAtomicMin(_61, ivec2(uvec2(_14, _15)), int(_120 ? 2147483647u : (_122 ? 2147483648u : uint(int(((_120 || _122) || isnan(_16)) ? 0.0 : _16)))));
    uint _145 = imageAtomicMax(_65, ivec2(uvec2(_14, _15)), _142(_80._m0[0u].x, _80._m0[0u].y, _80._m0[0u].z, _80._m0[0u].w)._m1);
    uint _23 = _145;
    _142 _24 = _142(_80._m0[0u].x, _80._m0[0u].y, _80._m0[0u].z, _80._m0[0u].w);
    uint _154 = imageAtomicCompSwap(_68, ivec3(uvec3(_14, _15, _24._m0)), 0u, _24._m1);
    uint _28 = _154;
    uint _159 = imageAtomicOr(_71, int((_15 << 5u) + (_14 >> 5u)), 1u << ((_14 & 31u) & 31u));
    uint _34 = _159;
    float _35 = floor(_8);
    float _36 = floor(_9);
    float _37 = floor(_10);
    bool _161 = _35 >= 2147483648.0;
    bool _162 = _35 < (-2147483648.0);
    bool _169 = _36 >= 2147483648.0;
    bool _170 = _36 < (-2147483648.0);
    bool _177 = _37 >= 2147483648.0;
    bool _178 = _37 < (-2147483648.0);
    int _188 = imageAtomicAdd(_74, ivec3(uvec3((_161 ? 2147483647u : (_162 ? 2147483648u : uint(int(((_161 || _162) || isnan(_35)) ? 0.0 : _35)))) & 63u, (_169 ? 2147483647u : (_170 ? 2147483648u : uint(int(((_169 || _170) || isnan(_36)) ? 0.0 : _36)))) & 63u, (_177 ? 2147483647u : (_178 ? 2147483648u : uint(int(((_177 || _178) || isnan(_37)) ? 0.0 : _37)))) & 63u)), int(1u));
    out_SV_Target0.x = float(int(uint(_135))) * 5.9604651880817982601001858711243e-08;
    out_SV_Target0.y = float(_28);
    out_SV_Target0.z = 0.0;
    out_SV_Target0.w = 1.0;
}

