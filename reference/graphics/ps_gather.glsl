#version 460

struct _122
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _142
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 200, std140) uniform _97_99
{
    uvec4 _m0[1];
} _99;

layout(set = 0, binding = 0) uniform texture2D _89;
layout(set = 0, binding = 1) uniform texture2DArray _92;
layout(set = 0, binding = 100) uniform sampler _103;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _6 = in_TEXCOORD0.x;
    float _7 = in_TEXCOORD0.y;
    vec4 _117 = textureGather(sampler2D(_89, _103), vec2(_6, _7));
    _122 _9 = _122(_117.x, _117.y, _117.z, _117.w, 0u);
    vec4 _131 = textureGatherOffset(sampler2D(_89, _103), vec2(_6, _7), ivec2(1, 0));
    _122 _15 = _122(_131.x, _131.y, _131.z, _131.w, 0u);
    _142 _24 = _142(_99._m0[0u].x, _99._m0[0u].y, _99._m0[0u].z, _99._m0[0u].w);
    vec4 _148 = textureGatherOffset(sampler2D(_89, _103), vec2(_6, _7), ivec2(uvec2(_24._m0, _24._m1)), int(1u));
    _122 _29 = _122(_148.x, _148.y, _148.z, _148.w, 0u);
    vec4 _158 = textureGatherOffset(sampler2D(_89, _103), vec2(_6, _7), ivec2(0, 1), int(2u));
    vec4 _167 = textureGatherOffset(sampler2D(_89, _103), vec2(_6, _7), ivec2(1), int(2u));
    vec4 _177 = textureGatherOffset(sampler2D(_89, _103), vec2(_6, _7), ivec2(-1, 0), int(2u));
    vec4 _188 = textureGatherOffset(sampler2D(_89, _103), vec2(_6, _7), ivec2(2, -2), int(2u));
    vec4 _197 = textureGather(sampler2D(_89, _103), vec2(_6, _7), int(3u));
    _122 _55 = _122(_197.x, _197.y, _197.z, _197.w, 0u);
    vec4 _209 = textureGatherOffset(sampler2DArray(_92, _103), vec3(_6, _7, 2.0), ivec2(-1));
    _122 _65 = _122(_209.x, _209.y, _209.z, _209.w, 0u);
    out_SV_Target0.x = (((((_15._m0 + _9._m0) + _29._m0) + _122(_158.x, _158.y, _158.z, _158.w, 0u)._m0) + _55._m0) + _65._m0) * 0.16666667163372039794921875;
    out_SV_Target0.y = (((((_15._m1 + _9._m1) + _29._m1) + _122(_167.x, _167.y, _167.z, _167.w, 0u)._m1) + _55._m1) + _65._m1) * 0.16666667163372039794921875;
    out_SV_Target0.z = (((((_15._m2 + _9._m2) + _29._m2) + _122(_177.x, _177.y, _177.z, _177.w, 0u)._m2) + _55._m2) + _65._m2) * 0.16666667163372039794921875;
    out_SV_Target0.w = (((((_15._m3 + _9._m3) + _29._m3) + _122(_188.x, _188.y, _188.z, _188.w, 0u)._m3) + _55._m3) + _65._m3) * 0.16666667163372039794921875;
}

