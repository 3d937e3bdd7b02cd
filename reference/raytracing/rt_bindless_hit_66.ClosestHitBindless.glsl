#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _164
{
    vec4 _m0;
};

struct _168
{
    vec2 _m0;
};

struct _181
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _190;

struct _191
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _228;

struct _229
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec4 _341;

layout(set = 1, binding = 200, std140) uniform HitRecord
{
    uvec4 _m0[1];
} HitRecord_1;

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 0) uniform texture2D ResourceDescriptorHeap_2[];
layout(set = 1, binding = 0) uniform sampler SamplerDescriptorHeap[];
layout(location = 0) rayPayloadInEXT _164 incomingPayload;
hitAttributeEXT _168 hitAttributes;

void main()
{
    _181 _3 = _181(HitRecord_1._m0[0u].x, HitRecord_1._m0[0u].y, HitRecord_1._m0[0u].z, HitRecord_1._m0[0u].w);
    uint _4 = _3._m2;
    uint _17 = _3._m0;
    uint _19 = _3._m1;
    uint _22 = uint(gl_PrimitiveID) * 12u;
    _191 _23 = _191(ResourceDescriptorHeap_1[_19]._m0[_22 >> 2u], ResourceDescriptorHeap_1[_19]._m0[(_22 + 4u) >> 2u], ResourceDescriptorHeap_1[_19]._m0[(_22 + 8u) >> 2u], _190, 0u);
    uint _28 = (_23._m1 * 12u) + 0u;
    _229 _29 = _229(uintBitsToFloat(ResourceDescriptorHeap_1[_17]._m0[_28 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_17]._m0[(_28 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_17]._m0[(_28 + 8u) >> 2u]), _228, 0u);
    uint _34 = (_23._m0 * 12u) + 0u;
    _229 _35 = _229(uintBitsToFloat(ResourceDescriptorHeap_1[_17]._m0[_34 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_17]._m0[(_34 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_17]._m0[(_34 + 8u) >> 2u]), _228, 0u);
    float _36 = _35._m0;
    float _37 = _35._m1;
    float _38 = _35._m2;
    float _39 = _29._m0 - _36;
    float _40 = _29._m1 - _37;
    float _41 = _29._m2 - _38;
    uint _43 = (_23._m2 * 12u) + 0u;
    _229 _44 = _229(uintBitsToFloat(ResourceDescriptorHeap_1[_17]._m0[_43 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_17]._m0[(_43 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_17]._m0[(_43 + 8u) >> 2u]), _228, 0u);
    float _48 = _44._m0 - _36;
    float _49 = _44._m1 - _37;
    float _50 = _44._m2 - _38;
    float _53 = (_50 * _40) - (_49 * _41);
    float _56 = (_48 * _41) - (_50 * _39);
    float _59 = (_49 * _39) - (_48 * _40);
    float _71 = (gl_ObjectToWorldEXT[2u].x * _59) + ((gl_ObjectToWorldEXT[1u].x * _56) + (_53 * gl_ObjectToWorldEXT[0u].x));
    float _74 = (gl_ObjectToWorldEXT[2u].y * _59) + ((gl_ObjectToWorldEXT[1u].y * _56) + (gl_ObjectToWorldEXT[0u].y * _53));
    float _77 = (gl_ObjectToWorldEXT[2u].z * _59) + ((gl_ObjectToWorldEXT[1u].z * _56) + (gl_ObjectToWorldEXT[0u].z * _53));
    _181 _82 = _181(HitRecord_1._m0[0u].x, HitRecord_1._m0[0u].y, HitRecord_1._m0[0u].z, HitRecord_1._m0[0u].w);
    uint _83 = _82._m1;
    uint _85 = _82._m3;
    _191 _87 = _191(ResourceDescriptorHeap_1[_83]._m0[_22 >> 2u], ResourceDescriptorHeap_1[_83]._m0[(_22 + 4u) >> 2u], ResourceDescriptorHeap_1[_83]._m0[(_22 + 8u) >> 2u], _190, 0u);
    uint _92 = (_87._m0 * 8u) + 0u;
    _229 _93 = _229(uintBitsToFloat(ResourceDescriptorHeap_1[_85]._m0[_92 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_85]._m0[(_92 + 4u) >> 2u]), _228, _228, 0u);
    float _99 = (1.0 - hitAttributes._m0.x) - hitAttributes._m0.y;
    uint _103 = (_87._m1 * 8u) + 0u;
    _229 _104 = _229(uintBitsToFloat(ResourceDescriptorHeap_1[_85]._m0[_103 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_85]._m0[(_103 + 4u) >> 2u]), _228, _228, 0u);
    uint _112 = (_87._m2 * 8u) + 0u;
    _229 _113 = _229(uintBitsToFloat(ResourceDescriptorHeap_1[_85]._m0[_112 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_85]._m0[(_112 + 4u) >> 2u]), _228, _228, 0u);
    vec4 _334 = textureLod(nonuniformEXT(sampler2D(ResourceDescriptorHeap_2[_191(ResourceDescriptorHeap_1[_4]._m0[((gl_BuiltIn_5352 * 16u) + 0u) >> 2u], _190, _190, _190, 0u)._m0], SamplerDescriptorHeap[_191(ResourceDescriptorHeap_1[_4]._m0[((gl_BuiltIn_5352 * 16u) + 4u) >> 2u], _190, _190, _190, 0u)._m0])), vec2(((_104._m0 * hitAttributes._m0.x) + (_93._m0 * _99)) + (_113._m0 * hitAttributes._m0.y), ((_104._m1 * hitAttributes._m0.x) + (_93._m1 * _99)) + (_113._m1 * hitAttributes._m0.y)), 0.0);
    _229 _121 = _229(_334.x, _334.y, _334.z, _334.w, 0u);
    float _127 = ((_77 * 0.5) * inversesqrt(dot(vec3(_71, _74, _77), vec3(_71, _74, _77)))) + 0.5;
    float _340 = isnan(0.0) ? _127 : (isnan(_127) ? 0.0 : max(_127, 0.0));
    float _128 = isnan(1.0) ? _340 : (isnan(_340) ? 1.0 : min(_340, 1.0));
    vec4 _132;
    _132.x = _121._m0 * _128;
    _132.y = _121._m1 * _128;
    _132.z = _121._m2 * _128;
    _132.w = 1.0;
    incomingPayload._m0 = _132;
}

