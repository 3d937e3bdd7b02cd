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
    _194 _21 = _194(uint(textureSize(_129, int(_20))), _197, _197, uint(textureQueryLevels(_129)));
    uvec2 _204 = uvec2(textureSize(_132, int(_20)));
    _194 _28 = _194(_204.x, _204.y, _197, uint(textureQueryLevels(_132)));
    uvec2 _209 = uvec2(textureSize(_135, int(_20)));
    _194 _34 = _194(_209.x, _209.y, _197, uint(textureQueryLevels(_135)));
    uint _35 = _34._m0;
    uint _36 = _34._m1;
    uint _37 = _34._m3;
    uvec2 _214 = uvec2(textureSize(_135, int(0u)));
    _194 _39 = _194(_214.x, _214.y, _197, uint(textureQueryLevels(_135)));
    uvec3 _220 = uvec3(textureSize(_138, int(_20)));
    _194 _45 = _194(_220.x, _220.y, _220.z, uint(textureQueryLevels(_138)));
    uvec3 _226 = uvec3(textureSize(_141, int(_20)));
    _194 _53 = _194(_226.x, _226.y, _226.z, uint(textureQueryLevels(_141)));
    uvec2 _232 = uvec2(textureSize(_144, int(_20)));
    _194 _61 = _194(_232.x, _232.y, _197, uint(textureQueryLevels(_144)));
    uvec3 _237 = uvec3(textureSize(_147, int(_20)));
    _194 _67 = _194(_237.x, _237.y, _237.z, uint(textureQueryLevels(_147)));
    uvec2 _243 = uvec2(textureSize(_150));
    _194 _75 = _194(_243.x, _243.y, _197, uint(textureSamples(_150)));
    uvec3 _248 = uvec3(textureSize(_153));
    _194 _81 = _194(_248.x, _248.y, _248.z, uint(textureSamples(_153)));
    float _96 = float(int(_35));
    uvec2 _263 = uvec2(imageSize(_168));
    _194 _100 = _194(_263.x, _263.y, _197, _197);
    uvec3 _267 = uvec3(imageSize(_171));
    _194 _104 = _194(_267.x, _267.y, _267.z, _197);
    uvec2 _272 = uvec2(imageSize(_174));
    _194 _110 = _194(_272.x, _272.y, _197, _197);
    out_SV_Target0.x = (_21._m0 + _21._m3) + _194(uint(textureSize(_129, int(0u))), _197, _197, uint(textureQueryLevels(_129)))._m0;
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

