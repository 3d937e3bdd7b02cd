#version 460
#extension GL_EXT_nonuniform_qualifier : require

struct _133
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _154
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _164
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _93_95
{
    uvec4 _m0[1];
} _95;

layout(set = 0, binding = 5, std140) uniform ResourceDescriptorHeap
{
    uvec4 _m0[4096];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 0) uniform texture2D _88;
layout(set = 0, binding = 1) uniform texture2D _89;
layout(set = 0, binding = 100) uniform sampler _99;
layout(set = 0, binding = 0) uniform texture2D ResourceDescriptorHeap_2[];
layout(set = 1, binding = 0) uniform sampler SamplerDescriptorHeap[];

layout(location = 1) flat in uint in_MATERIAL0;
layout(location = 2) in vec2 in_TEXCOORD0;
layout(location = 2, component = 2) in vec2 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _6 = in_TEXCOORD1.x;
    float _7 = in_TEXCOORD1.y;
    float _8 = in_TEXCOORD0.x;
    float _9 = in_TEXCOORD0.y;
    uint _10 = in_MATERIAL0;
    _133 _11 = _133(_95._m0[0u].x, _95._m0[0u].y, _95._m0[0u].z, _95._m0[0u].w);
    uint _13 = _11._m0 + _10;
    _133 _15 = _133(ResourceDescriptorHeap_1[_13]._m0[0u].x, ResourceDescriptorHeap_1[_13]._m0[0u].y, ResourceDescriptorHeap_1[_13]._m0[0u].z, ResourceDescriptorHeap_1[_13]._m0[0u].w);
    uint _18 = _15._m1;
    _154 _22 = _154(uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[0u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[0u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[0u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[0u].w));
    vec4 _159 = texture(nonuniformEXT(sampler2D(ResourceDescriptorHeap_2[_15._m0], SamplerDescriptorHeap[_18])), vec2(_22._m2 * _8, _22._m3 * _9));
    _164 _28 = _164(_159.x, _159.y, _159.z, _159.w, 0u);
    _154 _33 = _154(uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[1u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[1u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[1u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[1u].w));
    vec4 _178 = texture(sampler2D(ResourceDescriptorHeap_2[_11._m1], _99), vec2(_6, _7));
    _164 _43 = _164(_178.x, _178.y, _178.z, _178.w, 0u);
    vec4 _186 = texture(sampler2D(_88, _99), vec2(_8, _9));
    _164 _49 = _164(_186.x, _186.y, _186.z, _186.w, 0u);
    vec4 _194 = texture(nonuniformEXT(sampler2D(_89, SamplerDescriptorHeap[_18])), vec2(_8, _9));
    float _56 = _164(_194.x, _194.y, _194.z, _194.w, 0u)._m0;
    float _57 = (_33._m0 * _28._m0) * _43._m0;
    float _58 = (_33._m1 * _28._m1) * _43._m1;
    float _59 = (_33._m2 * _28._m2) * _43._m2;
    float _60 = (_33._m3 * _28._m3) * _43._m3;
    out_SV_Target0.x = (_56 * (_49._m0 - _57)) + _57;
    out_SV_Target0.y = (_56 * (_49._m1 - _58)) + _58;
    out_SV_Target0.z = (_56 * (_49._m2 - _59)) + _59;
    out_SV_Target0.w = (_56 * (_49._m3 - _60)) + _60;
}

