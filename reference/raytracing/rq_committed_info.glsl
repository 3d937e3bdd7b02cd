#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _180
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _202
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 300, std430) buffer _146_148
{
    uint _m0[];
} _148;

layout(set = 0, binding = 200, std140) uniform _153_155
{
    uvec4 _m0[2];
} _155;

layout(set = 0, binding = 0) uniform accelerationStructureEXT _143;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    _180 _6 = _180(uintBitsToFloat(_155._m0[0u].x), uintBitsToFloat(_155._m0[0u].y), uintBitsToFloat(_155._m0[0u].z), uintBitsToFloat(_155._m0[0u].w));
    _180 _10 = _180(uintBitsToFloat(_155._m0[1u].x), uintBitsToFloat(_155._m0[1u].y), uintBitsToFloat(_155._m0[1u].z), uintBitsToFloat(_155._m0[1u].w));
    float _12 = _10._m1;
    float _13 = _10._m2;
    float _17 = (_10._m3 * float(_5)) + _10._m0;
    float _19 = inversesqrt(dot(vec3(_17, _12, _13), vec3(_17, _12, _13)));
    rayQueryEXT rayQuery;
    rayQueryInitializeEXT(rayQuery, _143, 17u, _202(_155._m0[0u].x, _155._m0[0u].y, _155._m0[0u].z, _155._m0[0u].w)._m3 & 255u, vec3(_6._m0, _6._m1, _6._m2), 0.001000000047497451305389404296875, vec3(_17 * _19, _19 * _12, _19 * _13), 100000.0);
    for (;;)
    {
        bool _29 = rayQueryProceedEXT(rayQuery);
        if (_29)
        {
            continue;
        }
        else
        {
            break;
        }
    }
    uint _31 = _5 << 8u;
    uint _32 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
    uint _33 = rayQueryGetRayFlagsEXT(rayQuery);
    float _34 = rayQueryGetRayTMinEXT(rayQuery);
    _148._m0[_31 >> 2u] = _32;
    _148._m0[(_31 + 4u) >> 2u] = _33;
    _148._m0[(_31 + 8u) >> 2u] = floatBitsToUint(_34);
    _148._m0[(_31 + 12u) >> 2u] = 0u;
    vec3 _223 = rayQueryGetWorldRayOriginEXT(rayQuery);
    vec3 _224 = rayQueryGetWorldRayOriginEXT(rayQuery);
    vec3 _225 = rayQueryGetWorldRayOriginEXT(rayQuery);
    uint _42 = _31 | 16u;
    _148._m0[_42 >> 2u] = floatBitsToUint(_223.x);
    _148._m0[(_42 + 4u) >> 2u] = floatBitsToUint(_224.y);
    _148._m0[(_42 + 8u) >> 2u] = floatBitsToUint(_225.z);
    vec3 _235 = rayQueryGetWorldRayDirectionEXT(rayQuery);
    vec3 _236 = rayQueryGetWorldRayDirectionEXT(rayQuery);
    vec3 _237 = rayQueryGetWorldRayDirectionEXT(rayQuery);
    uint _49 = _31 | 28u;
    _148._m0[_49 >> 2u] = floatBitsToUint(_235.x);
    _148._m0[(_49 + 4u) >> 2u] = floatBitsToUint(_236.y);
    _148._m0[(_49 + 8u) >> 2u] = floatBitsToUint(_237.z);
    uint _50 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
    if (_50 == 1u)
    {
        uint _53 = rayQueryGetIntersectionInstanceIdEXT(rayQuery, bool(1u));
        uint _54 = rayQueryGetIntersectionInstanceCustomIndexEXT(rayQuery, bool(1u));
        uint _55 = rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT(rayQuery, bool(1u));
        uint _56 = rayQueryGetIntersectionGeometryIndexEXT(rayQuery, bool(1u));
        uint _57 = _31 | 40u;
        _148._m0[_57 >> 2u] = _53;
        _148._m0[(_57 + 4u) >> 2u] = _54;
        _148._m0[(_57 + 8u) >> 2u] = _55;
        _148._m0[(_57 + 12u) >> 2u] = _56;
        uint _58 = rayQueryGetIntersectionPrimitiveIndexEXT(rayQuery, bool(1u));
        float _59 = rayQueryGetIntersectionTEXT(rayQuery, bool(1u));
        vec2 _260 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(1u));
        vec2 _261 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(1u));
        uint _65 = _31 | 56u;
        _148._m0[_65 >> 2u] = _58;
        _148._m0[(_65 + 4u) >> 2u] = floatBitsToUint(_59);
        _148._m0[(_65 + 8u) >> 2u] = floatBitsToUint(_260.x);
        _148._m0[(_65 + 12u) >> 2u] = floatBitsToUint(_261.y);
        bool _66 = rayQueryGetIntersectionFrontFaceEXT(rayQuery, bool(1u));
        _148._m0[(_31 | 72u) >> 2u] = uint(_66);
        vec3 _277 = rayQueryGetIntersectionObjectRayOriginEXT(rayQuery, bool(1u));
        vec3 _278 = rayQueryGetIntersectionObjectRayOriginEXT(rayQuery, bool(1u));
        vec3 _279 = rayQueryGetIntersectionObjectRayOriginEXT(rayQuery, bool(1u));
        uint _75 = _31 | 76u;
        _148._m0[_75 >> 2u] = floatBitsToUint(_277.x);
        _148._m0[(_75 + 4u) >> 2u] = floatBitsToUint(_278.y);
        _148._m0[(_75 + 8u) >> 2u] = floatBitsToUint(_279.z);
        vec3 _289 = rayQueryGetIntersectionObjectRayDirectionEXT(rayQuery, bool(1u));
        vec3 _290 = rayQueryGetIntersectionObjectRayDirectionEXT(rayQuery, bool(1u));
        vec3 _291 = rayQueryGetIntersectionObjectRayDirectionEXT(rayQuery, bool(1u));
        uint _82 = _31 | 88u;
        _148._m0[_82 >> 2u] = floatBitsToUint(_289.x);
        _148._m0[(_82 + 4u) >> 2u] = floatBitsToUint(_290.y);
        _148._m0[(_82 + 8u) >> 2u] = floatBitsToUint(_291.z);
        mat4x3 _302 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _303 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _304 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _305 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _306 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _307 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _308 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _309 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _310 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _311 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _312 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _313 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(1u));
        mat4x3 _314 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _315 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _316 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _317 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _318 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _319 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _320 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _321 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _322 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _323 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _324 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        mat4x3 _325 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(1u));
        uint _110 = floatBitsToUint(_305[3].x);
        uint _111 = _31 | 100u;
        _148._m0[_111 >> 2u] = floatBitsToUint(_302[0].x);
        _148._m0[(_111 + 4u) >> 2u] = floatBitsToUint(_303[1].x);
        _148._m0[(_111 + 8u) >> 2u] = floatBitsToUint(_304[2].x);
        _148._m0[(_111 + 12u) >> 2u] = _110;
        uint _115 = floatBitsToUint(_309[3].y);
        uint _116 = _31 | 116u;
        _148._m0[_116 >> 2u] = floatBitsToUint(_306[0].y);
        _148._m0[(_116 + 4u) >> 2u] = floatBitsToUint(_307[1].y);
        _148._m0[(_116 + 8u) >> 2u] = floatBitsToUint(_308[2].y);
        _148._m0[(_116 + 12u) >> 2u] = _115;
        uint _120 = floatBitsToUint(_313[3].z);
        uint _121 = _31 | 132u;
        _148._m0[_121 >> 2u] = floatBitsToUint(_310[0].z);
        _148._m0[(_121 + 4u) >> 2u] = floatBitsToUint(_311[1].z);
        _148._m0[(_121 + 8u) >> 2u] = floatBitsToUint(_312[2].z);
        _148._m0[(_121 + 12u) >> 2u] = _120;
        uint _122 = _31 | 148u;
        _148._m0[_122 >> 2u] = _110;
        _148._m0[(_122 + 4u) >> 2u] = _115;
        _148._m0[(_122 + 8u) >> 2u] = _120;
        uint _126 = floatBitsToUint(_317[3].x);
        uint _127 = _31 | 160u;
        _148._m0[_127 >> 2u] = floatBitsToUint(_314[0].x);
        _148._m0[(_127 + 4u) >> 2u] = floatBitsToUint(_315[1].x);
        _148._m0[(_127 + 8u) >> 2u] = floatBitsToUint(_316[2].x);
        _148._m0[(_127 + 12u) >> 2u] = _126;
        uint _131 = floatBitsToUint(_321[3].y);
        uint _132 = _31 | 176u;
        _148._m0[_132 >> 2u] = floatBitsToUint(_318[0].y);
        _148._m0[(_132 + 4u) >> 2u] = floatBitsToUint(_319[1].y);
        _148._m0[(_132 + 8u) >> 2u] = floatBitsToUint(_320[2].y);
        _148._m0[(_132 + 12u) >> 2u] = _131;
        uint _136 = floatBitsToUint(_325[3].z);
        uint _137 = _31 | 192u;
        _148._m0[_137 >> 2u] = floatBitsToUint(_322[0].z);
        _148._m0[(_137 + 4u) >> 2u] = floatBitsToUint(_323[1].z);
        _148._m0[(_137 + 8u) >> 2u] = floatBitsToUint(_324[2].z);
        _148._m0[(_137 + 12u) >> 2u] = _136;
        uint _138 = _31 | 208u;
        _148._m0[_138 >> 2u] = _126;
        _148._m0[(_138 + 4u) >> 2u] = _131;
        _148._m0[(_138 + 8u) >> 2u] = _136;
    }
}

