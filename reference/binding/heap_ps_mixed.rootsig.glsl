#version 460
#extension GL_EXT_nonuniform_qualifier : require

struct _165
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _186
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _196
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 5, std140) uniform ResourceDescriptorHeap
{
    uvec4 _m0[4096];
} ResourceDescriptorHeap_1[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[4];
} root;

layout(set = 0, binding = 0) uniform texture2D _90[];
layout(set = 2, binding = 0) uniform sampler _103;
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
    uint _139 = 0u << 2u;
    uvec4 _160 = uvec4(root._m0[min(_139, 2u) + 0u], root._m0[min((_139 + 1u), 2u) + 0u], root._m0[min((_139 + 2u), 2u) + 0u], root._m0[min((_139 + 3u), 2u) + 0u]);
    _165 _11 = _165(_160.x, _160.y, _160.z, _160.w);
    uint _13 = _11._m0 + _10;
    _165 _15 = _165(ResourceDescriptorHeap_1[_13]._m0[0u].x, ResourceDescriptorHeap_1[_13]._m0[0u].y, ResourceDescriptorHeap_1[_13]._m0[0u].z, ResourceDescriptorHeap_1[_13]._m0[0u].w);
    uint _18 = _15._m1;
    _186 _22 = _186(uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[0u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[0u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[0u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[0u].w));
    vec4 _191 = texture(nonuniformEXT(sampler2D(_90[_15._m0], SamplerDescriptorHeap[_18])), vec2(_22._m2 * _8, _22._m3 * _9));
    _196 _28 = _196(_191.x, _191.y, _191.z, _191.w, 0u);
    _186 _33 = _186(uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[1u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[1u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[1u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_13]._m0[1u].w));
    vec4 _210 = texture(sampler2D(_90[_11._m1], _103), vec2(_6, _7));
    _196 _43 = _196(_210.x, _210.y, _210.z, _210.w, 0u);
    vec4 _218 = texture(sampler2D(_90[root._m0[3u] + 0u], _103), vec2(_8, _9));
    _196 _49 = _196(_218.x, _218.y, _218.z, _218.w, 0u);
    vec4 _226 = texture(nonuniformEXT(sampler2D(_90[root._m0[3u] + 1u], SamplerDescriptorHeap[_18])), vec2(_8, _9));
    float _56 = _196(_226.x, _226.y, _226.z, _226.w, 0u)._m0;
    float _57 = (_33._m0 * _28._m0) * _43._m0;
    float _58 = (_33._m1 * _28._m1) * _43._m1;
    float _59 = (_33._m2 * _28._m2) * _43._m2;
    float _60 = (_33._m3 * _28._m3) * _43._m3;
    out_SV_Target0.x = (_56 * (_49._m0 - _57)) + _57;
    out_SV_Target0.y = (_56 * (_49._m1 - _58)) + _58;
    out_SV_Target0.z = (_56 * (_49._m2 - _59)) + _59;
    out_SV_Target0.w = (_56 * (_49._m3 - _60)) + _60;
}

