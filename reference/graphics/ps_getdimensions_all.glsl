#version 460
#extension GL_EXT_samplerless_texture_functions : require

struct _194
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _197;

layout(set = 0, binding = 10, std430) readonly buffer _158_160
{
    uint _m0[];
} _160;

layout(set = 0, binding = 11, std430) readonly buffer _163_165
{
    uint _m0[];
} _165;

layout(set = 0, binding = 200, std140) uniform _177_179
{
    uvec4 _m0[1];
} _179;

layout(set = 0, binding = 0) uniform texture1D _129;
layout(set = 0, binding = 1) uniform texture1DArray _132;
layout(set = 0, binding = 2) uniform texture2D _135;
layout(set = 0, binding = 3) uniform texture2DArray _138;
layout(set = 0, binding = 4) uniform texture3D _141;
layout(set = 0, binding = 5) uniform textureCube _144;
layout(set = 0, binding = 6) uniform textureCubeArray _147;
layout(set = 0, binding = 7) uniform texture2DMS _150;
layout(set = 0, binding = 8) uniform texture2DMSArray _153;
layout(set = 0, binding = 9) uniform samplerBuffer _156;
layout(set = 0, binding = 301) uniform readonly writeonly image2D _168;
layout(set = 0, binding = 302) uniform readonly writeonly uimage3D _171;
layout(set = 0, binding = 303) uniform readonly writeonly image1DArray _174;

layout(location = 0) out uvec4 out_SV_Target0;
layout(location = 1) out uvec4 out_SV_Target1;
layout(location = 2) out uvec4 out_SV_Target2;
layout(location = 3) out vec4 out_SV_Target3;
layout(location = 4) out uvec4 out_SV_Target4;

void main()
{
    float _18 = gl_FragCoord.x;
    uint _20 = _194(_179._m0[0u].x, _179._m0[0u].y, _179._m0[0u].z, _179._m0[0u].w)._m0;
    uint _198 = uint(textureQueryLevels(_129));
    _194 _21 = _194((_20 < _198) ? max((uint(textureSize(_129, int(0u))) >> min(_20, 31u)), 1u) : 0u, _197, _197, _198);
    uint _209 = uint(textureQueryLevels(_129));
    uint _211 = min(0u, 31u);
    uvec2 _217 = uvec2(textureSize(_132, int(0u)));
    uint _220 = uint(textureQueryLevels(_132));
    bool _221 = _20 < _220;
    _194 _28 = _194(_221 ? max((_217.x >> min(_20, 31u)), 1u) : 0u, _221 ? _217.y : 0u, _197, _220);
    uvec2 _228 = uvec2(textureSize(_135, int(0u)));
    uint _231 = uint(textureQueryLevels(_135));
    bool _232 = _20 < _231;
    uint _233 = min(_20, 31u);
    _194 _34 = _194(_232 ? max((_228.x >> _233), 1u) : 0u, _232 ? max((_228.y >> _233), 1u) : 0u, _197, _231);
    uint _35 = _34._m0;
    uint _36 = _34._m1;
    uint _37 = _34._m3;
    uvec2 _241 = uvec2(textureSize(_135, int(0u)));
    uint _244 = uint(textureQueryLevels(_135));
    bool _245 = 0u < _244;
    uint _246 = min(0u, 31u);
    _194 _39 = _194(_245 ? max((_241.x >> _246), 1u) : 0u, _245 ? max((_241.y >> _246), 1u) : 0u, _197, _244);
    uvec3 _255 = uvec3(textureSize(_138, int(0u)));
    uint _259 = uint(textureQueryLevels(_138));
    bool _260 = _20 < _259;
    uint _261 = min(_20, 31u);
    _194 _45 = _194(_260 ? max((_255.x >> _261), 1u) : 0u, _260 ? max((_255.y >> _261), 1u) : 0u, _260 ? _255.z : 0u, _259);
    uvec3 _270 = uvec3(textureSize(_141, int(0u)));
    uint _274 = uint(textureQueryLevels(_141));
    bool _275 = _20 < _274;
    uint _276 = min(_20, 31u);
    _194 _53 = _194(_275 ? max((_270.x >> _276), 1u) : 0u, _275 ? max((_270.y >> _276), 1u) : 0u, _275 ? max((_270.z >> _276), 1u) : 0u, _274);
    uvec2 _287 = uvec2(textureSize(_144, int(0u)));
    uint _290 = uint(textureQueryLevels(_144));
    bool _291 = _20 < _290;
    uint _292 = min(_20, 31u);
    _194 _61 = _194(_291 ? max((_287.x >> _292), 1u) : 0u, _291 ? max((_287.y >> _292), 1u) : 0u, _197, _290);
    uvec3 _300 = uvec3(textureSize(_147, int(0u)));
    uint _304 = uint(textureQueryLevels(_147));
    bool _305 = _20 < _304;
    uint _306 = min(_20, 31u);
    _194 _67 = _194(_305 ? max((_300.x >> _306), 1u) : 0u, _305 ? max((_300.y >> _306), 1u) : 0u, _305 ? _300.z : 0u, _304);
    uvec2 _315 = uvec2(textureSize(_150));
    _194 _75 = _194(_315.x, _315.y, _197, uint(textureSamples(_150)));
    uvec3 _320 = uvec3(textureSize(_153));
    _194 _81 = _194(_320.x, _320.y, _320.z, uint(textureSamples(_153)));
    float _96 = float(int(_35));
    uvec2 _335 = uvec2(imageSize(_168));
    _194 _100 = _194(_335.x, _335.y, _197, _197);
    uvec3 _339 = uvec3(imageSize(_171));
    _194 _104 = _194(_339.x, _339.y, _339.z, _197);
    uvec2 _344 = uvec2(imageSize(_174));
    _194 _110 = _194(_344.x, _344.y, _197, _197);
    out_SV_Target0.x = (_21._m0 + _21._m3) + _194((0u < _209) ? max((uint(textureSize(_129, int(0u))) >> _211), 1u) : 0u, _197, _197, _209)._m0;
    out_SV_Target0.y = (_28._m0 * _28._m1) + _28._m3;
    out_SV_Target0.z = (((_35 * _36) + _37) - _39._m1) + _39._m0;
    out_SV_Target0.w = ((_45._m0 * _45._m1) * _45._m2) + _45._m3;
    out_SV_Target1.x = ((_53._m0 * _53._m1) * _53._m2) + _53._m3;
    out_SV_Target1.y = (_61._m0 * _61._m1) + _61._m3;
    out_SV_Target1.z = ((_67._m0 * _67._m1) * _67._m2) + _67._m3;
    out_SV_Target1.w = (_75._m0 * _75._m1) * _75._m3;
    out_SV_Target2.x = ((_81._m0 * _81._m1) * _81._m2) * _81._m3;
    out_SV_Target2.y = _194(uint(textureSize(_156)), _197, _197, _197)._m0;
    out_SV_Target2.z = _194((uint(_160._m0.length()) << 2u) / 12u, _197, _197, _197)._m0 * 12u;
    out_SV_Target2.w = _194(uint(_165._m0.length()) << 2u, _197, _197, _197)._m0;
    out_SV_Target3.x = _96;
    out_SV_Target3.y = float(int(_36));
    out_SV_Target3.z = float(int(_37));
    out_SV_Target3.w = _18 / _96;
    out_SV_Target4.x = _100._m0 * _100._m1;
    out_SV_Target4.y = (_104._m0 * _104._m1) * _104._m2;
    out_SV_Target4.z = _110._m0 * _110._m1;
    out_SV_Target4.w = 0u;
}

