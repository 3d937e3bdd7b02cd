#version 460
#extension GL_EXT_ray_query : require
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _105
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 4, std430) buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[4];
} root;

layout(set = 0, binding = 7) uniform accelerationStructureEXT ResourceDescriptorHeap_2[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _76 = 0u << 2u;
    uvec4 _100 = uvec4(root._m0[min(_76, 3u) + 0u], root._m0[min((_76 + 1u), 3u) + 0u], root._m0[min((_76 + 2u), 3u) + 0u], root._m0[min((_76 + 3u), 3u) + 0u]);
    _105 _4 = _105(_100.x, _100.y, _100.z, _100.w);
    uint _9 = max(_4._m3, 1u);
    bool _108 = _9 == 0u;
    uint _10 = _108 ? 4294967295u : (_3 % (_108 ? 1u : _9));
    uint _13 = _4._m2;
    float _16 = float(_3 & 7u);
    float _18 = float(_3 >> 3u);
    rayQueryEXT rayQuery;
    rayQueryInitializeEXT(rayQuery, ResourceDescriptorHeap_2[_4._m0], 1u, 255u, vec3(_16, _18, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 1000.0);
    bool _21 = rayQueryProceedEXT(rayQuery);
    rayQueryEXT rayQuery_1;
    rayQueryInitializeEXT(rayQuery_1, ResourceDescriptorHeap_2[nonuniformEXT(_10 + _4._m1)], 5u, 255u, vec3(_16, _18, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 1000.0);
    bool _24 = rayQueryProceedEXT(rayQuery_1);
    uint _25 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
    float _30;
    if (_25 == 1u)
    {
        float _28 = rayQueryGetIntersectionTEXT(rayQuery, bool(1u));
        _30 = _28;
    }
    else
    {
        _30 = -1.0;
    }
    uint _31 = rayQueryGetIntersectionTypeEXT(rayQuery_1, bool(1u));
    float _36;
    if (_31 == 1u)
    {
        float _34 = rayQueryGetIntersectionTEXT(rayQuery_1, bool(1u));
        _36 = _34;
    }
    else
    {
        _36 = -1.0;
    }
    uint _38 = (_3 * 8u) + 0u;
    ResourceDescriptorHeap_1[_13]._m0[_38 >> 2u] = floatBitsToUint(_30);
    ResourceDescriptorHeap_1[_13]._m0[(_38 + 4u) >> 2u] = floatBitsToUint(_36);
}

