#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _160
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 300, std430) buffer _116_118
{
    uint _m0[];
} _118;

layout(set = 0, binding = 200, std140) uniform _123_125
{
    uvec4 _m0[1];
} _125;

layout(set = 0, binding = 0) uniform accelerationStructureEXT _113;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    rayQueryEXT rayQuery;
    rayQueryInitializeEXT(rayQuery, _113, 2u, 255u, vec3(float(_5) * 0.25, 0.5, -4.0), 0.0, vec3(0.0, 0.0, 1.0), 50.0);
    bool _10 = rayQueryProceedEXT(rayQuery);
    if (_10)
    {
        uint _106;
        uint _108;
        uint _13 = 0u;
        uint _14;
        for (;;)
        {
            uint _153 = atomicAdd(_118._m0[0u >> 2u], 1u);
            _14 = _153;
            if (_14 < _160(_125._m0[0u].x, _125._m0[0u].y, _125._m0[0u].z, _125._m0[0u].w)._m0)
            {
                uint _20 = _14 << 7u;
                uint _21 = _20 | 16u;
                uint _22 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(0u));
                uint _23 = rayQueryGetIntersectionInstanceIdEXT(rayQuery, bool(0u));
                uint _24 = rayQueryGetIntersectionInstanceCustomIndexEXT(rayQuery, bool(0u));
                _118._m0[_21 >> 2u] = _5;
                _118._m0[(_21 + 4u) >> 2u] = _22;
                _118._m0[(_21 + 8u) >> 2u] = _23;
                _118._m0[(_21 + 12u) >> 2u] = _24;
                uint _25 = rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT(rayQuery, bool(0u));
                uint _26 = rayQueryGetIntersectionGeometryIndexEXT(rayQuery, bool(0u));
                uint _27 = rayQueryGetIntersectionPrimitiveIndexEXT(rayQuery, bool(0u));
                uint _28 = _21 + 16u;
                _118._m0[_28 >> 2u] = _25;
                _118._m0[(_28 + 4u) >> 2u] = _26;
                _118._m0[(_28 + 8u) >> 2u] = _27;
                _118._m0[(_28 + 12u) >> 2u] = _13;
                vec3 _188 = rayQueryGetIntersectionObjectRayOriginEXT(rayQuery, bool(0u));
                vec3 _189 = rayQueryGetIntersectionObjectRayOriginEXT(rayQuery, bool(0u));
                vec3 _190 = rayQueryGetIntersectionObjectRayOriginEXT(rayQuery, bool(0u));
                uint _35 = _20 | 48u;
                _118._m0[_35 >> 2u] = floatBitsToUint(_188.x);
                _118._m0[(_35 + 4u) >> 2u] = floatBitsToUint(_189.y);
                _118._m0[(_35 + 8u) >> 2u] = floatBitsToUint(_190.z);
                vec3 _200 = rayQueryGetIntersectionObjectRayDirectionEXT(rayQuery, bool(0u));
                vec3 _201 = rayQueryGetIntersectionObjectRayDirectionEXT(rayQuery, bool(0u));
                vec3 _202 = rayQueryGetIntersectionObjectRayDirectionEXT(rayQuery, bool(0u));
                uint _42 = _20 | 60u;
                _118._m0[_42 >> 2u] = floatBitsToUint(_200.x);
                _118._m0[(_42 + 4u) >> 2u] = floatBitsToUint(_201.y);
                _118._m0[(_42 + 8u) >> 2u] = floatBitsToUint(_202.z);
                mat4x3 _213 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(0u));
                mat4x3 _214 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(0u));
                mat4x3 _215 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(0u));
                mat4x3 _216 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(0u));
                mat4x3 _217 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(0u));
                mat4x3 _218 = rayQueryGetIntersectionObjectToWorldEXT(rayQuery, bool(0u));
                mat4x3 _219 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(0u));
                mat4x3 _220 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(0u));
                mat4x3 _221 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(0u));
                mat4x3 _222 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(0u));
                mat4x3 _223 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(0u));
                mat4x3 _224 = rayQueryGetIntersectionWorldToObjectEXT(rayQuery, bool(0u));
                uint _63 = _21 + 56u;
                _118._m0[_63 >> 2u] = floatBitsToUint(_219[0].x + _213[0].x);
                _118._m0[(_63 + 4u) >> 2u] = floatBitsToUint(_220[1].x + _214[1].x);
                _118._m0[(_63 + 8u) >> 2u] = floatBitsToUint(_221[2].x + _215[2].x);
                _118._m0[(_63 + 12u) >> 2u] = floatBitsToUint(_222[3].x + _216[3].x);
                uint _70 = _20 | 88u;
                _118._m0[_70 >> 2u] = floatBitsToUint(_216[3].x - _222[3].x);
                _118._m0[(_70 + 4u) >> 2u] = floatBitsToUint(_217[3].y - _223[3].y);
                _118._m0[(_70 + 8u) >> 2u] = floatBitsToUint(_218[3].z - _224[3].z);
                uint _71 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(0u));
                uint _73 = _21 + 84u;
                if (_71 == 0u)
                {
                    float _86 = rayQueryGetIntersectionTEXT(rayQuery, bool(0u));
                    vec2 _248 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(0u));
                    vec2 _249 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(0u));
                    bool _92 = rayQueryGetIntersectionFrontFaceEXT(rayQuery, bool(0u));
                    _118._m0[_73 >> 2u] = floatBitsToUint(_86);
                    _118._m0[(_73 + 4u) >> 2u] = floatBitsToUint(_248.x);
                    _118._m0[(_73 + 8u) >> 2u] = floatBitsToUint(_249.y);
                    _118._m0[(_73 + 12u) >> 2u] = uint(_92);
                    uint _96 = max(_160(_125._m0[0u].x, _125._m0[0u].y, _125._m0[0u].z, _125._m0[0u].w)._m1, 1u);
                    bool _268 = _96 == 0u;
                    uint _97 = _268 ? 4294967295u : (_13 % (_268 ? 1u : _96));
                    if (_97 == 0u)
                    {
                        rayQueryConfirmIntersectionEXT(rayQuery);
                    }
                    else
                    {
                    }
                }
                else
                {
                    bool _273 = rayQueryGetIntersectionCandidateAABBOpaqueEXT(rayQuery);
                    _118._m0[_73 >> 2u] = uint(!_273);
                    uint _77 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
                    float _82;
                    if (_77 == 0u)
                    {
                        _82 = 50.0;
                    }
                    else
                    {
                        float _80 = rayQueryGetIntersectionTEXT(rayQuery, bool(1u));
                        _82 = _80;
                    }
                    if (_82 > 1.0)
                    {
                        rayQueryGenerateIntersectionEXT(rayQuery, 1.0);
                    }
                    else
                    {
                    }
                }
                bool _102 = rayQueryProceedEXT(rayQuery);
                if (_102)
                {
                    _106 = _13 + 1u;
                    _13 = _106;
                    continue;
                }
                else
                {
                    _108 = 1u;
                    break;
                }
            }
            else
            {
                _108 = 0u;
                break;
            }
        }
        if (_108 == 0u)
        {
            rayQueryTerminateEXT(rayQuery);
        }
        else
        {
        }
    }
}

