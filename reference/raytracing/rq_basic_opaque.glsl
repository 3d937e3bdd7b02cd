#version 460
#extension GL_EXT_ray_query : require
#extension GL_EXT_ray_flags_primitive_culling : require
layout(primitive_culling);
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

float _89;

struct _90
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 1, std430) readonly buffer _50_52
{
    uint _m0[];
} _52;

layout(set = 0, binding = 300, std430) buffer _55_57
{
    uint _m0[];
} _57;

layout(set = 0, binding = 0) uniform accelerationStructureEXT _47;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _7 = (_5 * 32u) + 0u;
    _90 _8 = _90(uintBitsToFloat(_52._m0[_7 >> 2u]), uintBitsToFloat(_52._m0[(_7 + 4u) >> 2u]), uintBitsToFloat(_52._m0[(_7 + 8u) >> 2u]), _89, 0u);
    uint _17 = (_5 * 32u) + 16u;
    _90 _18 = _90(uintBitsToFloat(_52._m0[_17 >> 2u]), uintBitsToFloat(_52._m0[(_17 + 4u) >> 2u]), uintBitsToFloat(_52._m0[(_17 + 8u) >> 2u]), _89, 0u);
    rayQueryEXT rayQuery;
    rayQueryInitializeEXT(rayQuery, _47, 513u, 255u, vec3(_8._m0, _8._m1, _8._m2), _90(uintBitsToFloat(_52._m0[((_5 * 32u) + 12u) >> 2u]), _89, _89, _89, 0u)._m0, vec3(_18._m0, _18._m1, _18._m2), _90(uintBitsToFloat(_52._m0[((_5 * 32u) + 28u) >> 2u]), _89, _89, _89, 0u)._m0);
    bool _28 = rayQueryProceedEXT(rayQuery);
    uint _29 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
    float _36;
    float _37;
    float _38;
    if (_29 == 1u)
    {
        float _32 = rayQueryGetIntersectionTEXT(rayQuery, bool(1u));
        vec2 _123 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(1u));
        vec2 _124 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(1u));
        _36 = _32;
        _37 = _123.x;
        _38 = _124.y;
    }
    else
    {
        _36 = -1.0;
        _37 = 0.0;
        _38 = 0.0;
    }
    _57._m0[((_5 * 16u) + 0u) >> 2u] = floatBitsToUint(_36);
    uint _42 = (_5 * 16u) + 4u;
    _57._m0[_42 >> 2u] = floatBitsToUint(_37);
    _57._m0[(_42 + 4u) >> 2u] = floatBitsToUint(_38);
    _57._m0[((_5 * 16u) + 12u) >> 2u] = _29;
}

