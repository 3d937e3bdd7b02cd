#version 460
#extension GL_EXT_nonuniform_qualifier : require

struct _119
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _140
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _151
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _83_85
{
    uvec4 _m0[2];
} _85;

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
    _119 _8 = _119(_85._m0[0u].x, _85._m0[0u].y, _85._m0[0u].z, _85._m0[0u].w);
    uint _9 = _8._m0;
    uint _13 = _8._m2;
    vec4 _135 = texture(sampler2D(ResourceDescriptorHeap[_9], SamplerDescriptorHeap[_13]), vec2(_6, _7));
    _140 _21 = _140(_135.x, _135.y, _135.z, _135.w, 0u);
    vec4 _156 = texture(sampler2D(ResourceDescriptorHeap[_9], SamplerDescriptorHeap[_8._m3]), vec2(_6 * 4.0, _7 * 4.0), _151(uintBitsToFloat(_85._m0[1u].x), uintBitsToFloat(_85._m0[1u].y), uintBitsToFloat(_85._m0[1u].z), uintBitsToFloat(_85._m0[1u].w))._m1);
    _140 _31 = _140(_156.x, _156.y, _156.z, _156.w, 0u);
    vec4 _165 = textureGrad(sampler2D(ResourceDescriptorHeap[_9], SamplerDescriptorHeap[_13]), vec2(_6, _7), vec2(dFdxCoarse(_6) * 2.0, dFdxCoarse(_7) * 2.0), vec2(dFdyCoarse(_6) * 2.0, dFdyCoarse(_7) * 2.0));
    _140 _47 = _140(_165.x, _165.y, _165.z, _165.w, 0u);
    float _173 = texture(sampler2DShadow(ResourceDescriptorHeap[_8._m1], SamplerDescriptorHeap[_119(_85._m0[1u].x, _85._m0[1u].y, _85._m0[1u].z, _85._m0[1u].w)._m0]), vec3(vec2(_3, _4), _5));
    float _54 = _140(_173, _173, _173, _173, 0u)._m0;
    out_SV_Target0.x = _54 * ((_31._m0 + _21._m0) + _47._m0);
    out_SV_Target0.y = _54 * ((_31._m1 + _21._m1) + _47._m1);
    out_SV_Target0.z = _54 * ((_31._m2 + _21._m2) + _47._m2);
    out_SV_Target0.w = _54 * ((_31._m3 + _21._m3) + _47._m3);
}

