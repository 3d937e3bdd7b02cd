#version 460
#extension GL_EXT_nonuniform_qualifier : require

struct _162
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _203
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _235
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[5];
} root;

layout(set = 0, binding = 0) uniform texture2D _83[];
layout(set = 0, binding = 0) uniform textureCube _88[];
layout(set = 1, binding = 0) uniform samplerShadow _104[];

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 2) in vec3 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _10 = in_TEXCOORD1.x;
    float _11 = in_TEXCOORD1.y;
    float _12 = in_TEXCOORD1.z;
    float _13 = in_TEXCOORD0.x;
    float _14 = in_TEXCOORD0.y;
    vec4 _157 = texture(sampler2D(_83[root._m0[2u] + 0u], _104[root._m0[3u] + 0u]), vec2(_13, _14));
    _162 _16 = _162(_157.x, _157.y, _157.z, _157.w, 0u);
    vec4 _166 = texture(sampler2D(_83[root._m0[2u] + 1u], _104[root._m0[3u] + 1u]), vec2(_13, _14));
    _162 _22 = _162(_166.x, _166.y, _166.z, _166.w, 0u);
    float _29 = (_22._m0 * 2.0) + (-1.0);
    float _30 = (_22._m1 * 2.0) + (-1.0);
    float _31 = (_22._m2 * 2.0) + (-1.0);
    uint _173 = 0u << 2u;
    uvec4 _194 = uvec4(root._m0[min(_173, 1u) + 0u], root._m0[min((_173 + 1u), 1u) + 0u], root._m0[min((_173 + 2u), 1u) + 0u], root._m0[min((_173 + 3u), 1u) + 0u]);
    float _207 = texture(sampler2DShadow(_83[root._m0[2u] + 2u], _104[root._m0[3u] + 4u]), vec3(vec2(_13, _14), _203(uintBitsToFloat(_194.x), uintBitsToFloat(_194.y), uintBitsToFloat(_194.z), uintBitsToFloat(_194.w))._m1));
    float _36 = _162(_207, _207, _207, _207, 0u)._m0;
    float _38 = dot(vec3(_10, _11, _12), vec3(_29, _30, _31)) * 2.0;
    uint _210 = 0u << 2u;
    uvec4 _230 = uvec4(root._m0[min(_210, 1u) + 0u], root._m0[min((_210 + 1u), 1u) + 0u], root._m0[min((_210 + 2u), 1u) + 0u], root._m0[min((_210 + 3u), 1u) + 0u]);
    vec4 _244 = texture(samplerCube(_88[root._m0[2u] + 3u], _104[root._m0[4u] + (_235(_230.x, _230.y, _230.z, _230.w)._m0 + 0u)]), vec3(_10 - (_38 * _29), _11 - (_38 * _30), _12 - (_38 * _31)));
    _162 _50 = _162(_244.x, _244.y, _244.z, _244.w, 0u);
    out_SV_Target0.x = (_50._m0 * 0.25) + (_36 * _16._m0);
    out_SV_Target0.y = (_50._m1 * 0.25) + (_36 * _16._m1);
    out_SV_Target0.z = (_50._m2 * 0.25) + (_36 * _16._m2);
    out_SV_Target0.w = (_50._m3 * 0.25) + (_36 * _16._m3);
}

