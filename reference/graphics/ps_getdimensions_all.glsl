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
    uint _196 = uint(textureSize(_129, int(0u)));
    uint _198 = uint(textureQueryLevels(_129));
    _194 _21 = _194((_20 < _198) ? min(_196, max((_196 >> min(_20, 31u)), 1u)) : 0u, _197, _197, _198);
    uint _209 = uint(textureSize(_129, int(0u)));
    uint _210 = uint(textureQueryLevels(_129));
    uint _212 = min(0u, 31u);
    uvec2 _219 = uvec2(textureSize(_132, int(0u)));
    uint _220 = _219.x;
    uint _222 = uint(textureQueryLevels(_132));
    bool _223 = _20 < _222;
    _194 _28 = _194(_223 ? min(_220, max((_220 >> min(_20, 31u)), 1u)) : 0u, _223 ? _219.y : 0u, _197, _222);
    uvec2 _231 = uvec2(textureSize(_135, int(0u)));
    uint _232 = _231.x;
    uint _233 = _231.y;
    uint _234 = uint(textureQueryLevels(_135));
    bool _235 = _20 < _234;
    uint _236 = min(_20, 31u);
    _194 _34 = _194(_235 ? min(_232, max((_232 >> _236), 1u)) : 0u, _235 ? min(_233, max((_233 >> _236), 1u)) : 0u, _197, _234);
    uint _35 = _34._m0;
    uint _36 = _34._m1;
    uint _37 = _34._m3;
    uvec2 _246 = uvec2(textureSize(_135, int(0u)));
    uint _247 = _246.x;
    uint _248 = _246.y;
    uint _249 = uint(textureQueryLevels(_135));
    bool _250 = 0u < _249;
    uint _251 = min(0u, 31u);
    _194 _39 = _194(_250 ? min(_247, max((_247 >> _251), 1u)) : 0u, _250 ? min(_248, max((_248 >> _251), 1u)) : 0u, _197, _249);
    uvec3 _262 = uvec3(textureSize(_138, int(0u)));
    uint _263 = _262.x;
    uint _264 = _262.y;
    uint _266 = uint(textureQueryLevels(_138));
    bool _267 = _20 < _266;
    uint _268 = min(_20, 31u);
    _194 _45 = _194(_267 ? min(_263, max((_263 >> _268), 1u)) : 0u, _267 ? min(_264, max((_264 >> _268), 1u)) : 0u, _267 ? _262.z : 0u, _266);
    uvec3 _279 = uvec3(textureSize(_141, int(0u)));
    uint _280 = _279.x;
    uint _281 = _279.y;
    uint _282 = _279.z;
    uint _283 = uint(textureQueryLevels(_141));
    bool _284 = _20 < _283;
    uint _285 = min(_20, 31u);
    _194 _53 = _194(_284 ? min(_280, max((_280 >> _285), 1u)) : 0u, _284 ? min(_281, max((_281 >> _285), 1u)) : 0u, _284 ? min(_282, max((_282 >> _285), 1u)) : 0u, _283);
    uvec2 _299 = uvec2(textureSize(_144, int(0u)));
    uint _300 = _299.x;
    uint _301 = _299.y;
    uint _302 = uint(textureQueryLevels(_144));
    bool _303 = _20 < _302;
    uint _304 = min(_20, 31u);
    _194 _61 = _194(_303 ? min(_300, max((_300 >> _304), 1u)) : 0u, _303 ? min(_301, max((_301 >> _304), 1u)) : 0u, _197, _302);
    uvec3 _314 = uvec3(textureSize(_147, int(0u)));
    uint _315 = _314.x;
    uint _316 = _314.y;
    uint _318 = uint(textureQueryLevels(_147));
    bool _319 = _20 < _318;
    uint _320 = min(_20, 31u);
    _194 _67 = _194(_319 ? min(_315, max((_315 >> _320), 1u)) : 0u, _319 ? min(_316, max((_316 >> _320), 1u)) : 0u, _319 ? _314.z : 0u, _318);
    uvec2 _331 = uvec2(textureSize(_150));
    _194 _75 = _194(_331.x, _331.y, _197, uint(textureSamples(_150)));
    uvec3 _336 = uvec3(textureSize(_153));
    _194 _81 = _194(_336.x, _336.y, _336.z, uint(textureSamples(_153)));
    float _96 = float(int(_35));
    uvec2 _351 = uvec2(imageSize(_168));
    _194 _100 = _194(_351.x, _351.y, _197, _197);
    uvec3 _355 = uvec3(imageSize(_171));
    _194 _104 = _194(_355.x, _355.y, _355.z, _197);
    uvec2 _360 = uvec2(imageSize(_174));
    _194 _110 = _194(_360.x, _360.y, _197, _197);
    out_SV_Target0.x = (_21._m0 + _21._m3) + _194((0u < _210) ? min(_209, max((_209 >> _212), 1u)) : 0u, _197, _197, _210)._m0;
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

