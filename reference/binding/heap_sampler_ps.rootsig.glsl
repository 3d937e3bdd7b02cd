#version 460
#extension GL_EXT_nonuniform_qualifier : require

struct _146
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
    uint _m4;
};

struct _216
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[6];
} root;

layout(set = 0, binding = 0) uniform texture2D ResourceDescriptorHeap[];
layout(set = 1, binding = 0) uniform samplerShadow SamplerDescriptorHeap[];

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 2) in vec3 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _3 = in_TEXCOORD1.x;
    float _4 = in_TEXCOORD1.y;
    float _5 = in_TEXCOORD1.z;
    float _6 = in_TEXCOORD0.x;
    float _7 = in_TEXCOORD0.y;
    uint _117 = 0u << 2u;
    uvec4 _141 = uvec4(root._m0[min(_117, 5u) + 0u], root._m0[min((_117 + 1u), 5u) + 0u], root._m0[min((_117 + 2u), 5u) + 0u], root._m0[min((_117 + 3u), 5u) + 0u]);
    _146 _8 = _146(_141.x, _141.y, _141.z, _141.w);
    uint _9 = _8._m0;
    uint _13 = _8._m2;
    uint _151 = 1u << 2u;
    uvec4 _171 = uvec4(root._m0[min(_151, 5u) + 0u], root._m0[min((_151 + 1u), 5u) + 0u], root._m0[min((_151 + 2u), 5u) + 0u], root._m0[min((_151 + 3u), 5u) + 0u]);
    vec4 _181 = texture(sampler2D(ResourceDescriptorHeap[_9], SamplerDescriptorHeap[_13]), vec2(_6, _7));
    _186 _21 = _186(_181.x, _181.y, _181.z, _181.w, 0u);
    uint _187 = 1u << 2u;
    uvec4 _207 = uvec4(root._m0[min(_187, 5u) + 0u], root._m0[min((_187 + 1u), 5u) + 0u], root._m0[min((_187 + 2u), 5u) + 0u], root._m0[min((_187 + 3u), 5u) + 0u]);
    vec4 _221 = texture(sampler2D(ResourceDescriptorHeap[_9], SamplerDescriptorHeap[_8._m3]), vec2(_6 * 4.0, _7 * 4.0), _216(uintBitsToFloat(_207.x), uintBitsToFloat(_207.y), uintBitsToFloat(_207.z), uintBitsToFloat(_207.w))._m1);
    _186 _31 = _186(_221.x, _221.y, _221.z, _221.w, 0u);
    vec4 _230 = textureGrad(sampler2D(ResourceDescriptorHeap[_9], SamplerDescriptorHeap[_13]), vec2(_6, _7), vec2(dFdxCoarse(_6) * 2.0, dFdxCoarse(_7) * 2.0), vec2(dFdyCoarse(_6) * 2.0, dFdyCoarse(_7) * 2.0));
    _186 _47 = _186(_230.x, _230.y, _230.z, _230.w, 0u);
    float _238 = texture(sampler2DShadow(ResourceDescriptorHeap[_8._m1], SamplerDescriptorHeap[_146(_171.x, _171.y, _171.z, _171.w)._m0]), vec3(vec2(_3, _4), _5));
    float _54 = _186(_238, _238, _238, _238, 0u)._m0;
    out_SV_Target0.x = _54 * ((_31._m0 + _21._m0) + _47._m0);
    out_SV_Target0.y = _54 * ((_31._m1 + _21._m1) + _47._m1);
    out_SV_Target0.z = _54 * ((_31._m2 + _21._m2) + _47._m2);
    out_SV_Target0.w = _54 * ((_31._m3 + _21._m3) + _47._m3);
}

