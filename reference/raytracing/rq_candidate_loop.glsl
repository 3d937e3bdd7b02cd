#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

struct _200
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

float _233;

struct _234
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 2, std430) readonly buffer _155_157
{
    uint _m0[];
} _157;

layout(set = 0, binding = 3, std430) readonly buffer _160_162
{
    uint _m0[];
} _162;

layout(set = 0, binding = 200, std140) uniform _169_171
{
    uvec4 _m0[2];
} _171;

layout(set = 0, binding = 0) uniform accelerationStructureEXT _148;
layout(set = 0, binding = 1) uniform texture2D _152;
layout(set = 0, binding = 300) uniform writeonly image2D _165;
layout(set = 0, binding = 100) uniform sampler _175;

void main()
{
    uint _9 = gl_GlobalInvocationID.x;
    uint _10 = gl_GlobalInvocationID.y;
    _200 _11 = _200(uintBitsToFloat(_171._m0[0u].x), uintBitsToFloat(_171._m0[0u].y), uintBitsToFloat(_171._m0[0u].z), uintBitsToFloat(_171._m0[0u].w));
    _200 _21 = _200(uintBitsToFloat(_171._m0[1u].x), uintBitsToFloat(_171._m0[1u].y), uintBitsToFloat(_171._m0[1u].z), uintBitsToFloat(_171._m0[1u].w));
    rayQueryEXT rayQuery;
    rayQueryInitializeEXT(rayQuery, _148, 0u, 255u, vec3(_11._m0 + (float(_9) * 0.00999999977648258209228515625), _11._m1 + (float(_10) * 0.00999999977648258209228515625), _11._m2), 0.0, vec3(_21._m0, _21._m1, _21._m2), _21._m3);
    bool _28 = rayQueryProceedEXT(rayQuery);
    if (_28)
    {
        uint _31;
        for (;;)
        {
            _31 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(0u));
            switch (_31)
            {
                case 0u:
                {
                    uint _81 = rayQueryGetIntersectionPrimitiveIndexEXT(rayQuery, bool(0u));
                    vec2 _219 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(0u));
                    vec2 _220 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(0u));
                    uint _84 = _81 * 3u;
                    uint _86 = (_84 * 8u) + 0u;
                    _234 _87 = _234(uintBitsToFloat(_162._m0[_86 >> 2u]), uintBitsToFloat(_162._m0[(_86 + 4u) >> 2u]), _233, _233, 0u);
                    float _91 = (1.0 - _219.x) - _220.y;
                    uint _96 = ((_84 + 1u) * 8u) + 0u;
                    _234 _97 = _234(uintBitsToFloat(_162._m0[_96 >> 2u]), uintBitsToFloat(_162._m0[(_96 + 4u) >> 2u]), _233, _233, 0u);
                    uint _106 = ((_84 + 2u) * 8u) + 0u;
                    _234 _107 = _234(uintBitsToFloat(_162._m0[_106 >> 2u]), uintBitsToFloat(_162._m0[(_106 + 4u) >> 2u]), _233, _233, 0u);
                    vec4 _259 = textureLod(sampler2D(_152, _175), vec2(((_97._m0 * _219.x) + (_87._m0 * _91)) + (_107._m0 * _220.y), ((_97._m1 * _219.x) + (_87._m1 * _91)) + (_107._m1 * _220.y)), 0.0);
                    if (!(_234(_259.x, _259.y, _259.z, _259.w, 0u)._m0 >= _200(uintBitsToFloat(_171._m0[0u].x), uintBitsToFloat(_171._m0[0u].y), uintBitsToFloat(_171._m0[0u].z), uintBitsToFloat(_171._m0[0u].w))._m3))
                    {
                        break;
                    }
                    else
                    {
                        rayQueryConfirmIntersectionEXT(rayQuery);
                        break;
                    }
                }
                case 1u:
                {
                    uint _33 = rayQueryGetIntersectionPrimitiveIndexEXT(rayQuery, bool(0u));
                    uint _35 = (_33 * 16u) + 0u;
                    _234 _36 = _234(uintBitsToFloat(_157._m0[_35 >> 2u]), uintBitsToFloat(_157._m0[(_35 + 4u) >> 2u]), uintBitsToFloat(_157._m0[(_35 + 8u) >> 2u]), uintBitsToFloat(_157._m0[(_35 + 12u) >> 2u]), 0u);
                    float _40 = _36._m3;
                    vec3 _295 = rayQueryGetIntersectionObjectRayOriginEXT(rayQuery, bool(0u));
                    vec3 _296 = rayQueryGetIntersectionObjectRayOriginEXT(rayQuery, bool(0u));
                    vec3 _297 = rayQueryGetIntersectionObjectRayOriginEXT(rayQuery, bool(0u));
                    float _44 = _295.x - _36._m0;
                    float _45 = _296.y - _36._m1;
                    float _46 = _297.z - _36._m2;
                    vec3 _298 = rayQueryGetIntersectionObjectRayDirectionEXT(rayQuery, bool(0u));
                    vec3 _299 = rayQueryGetIntersectionObjectRayDirectionEXT(rayQuery, bool(0u));
                    vec3 _300 = rayQueryGetIntersectionObjectRayDirectionEXT(rayQuery, bool(0u));
                    float _50 = dot(vec3(_298.x, _299.y, _300.z), vec3(_298.x, _299.y, _300.z));
                    float _51 = dot(vec3(_44, _45, _46), vec3(_298.x, _299.y, _300.z));
                    float _57 = (_51 * _51) - ((dot(vec3(_44, _45, _46), vec3(_44, _45, _46)) - (_40 * _40)) * _50);
                    if (!(_57 >= 0.0))
                    {
                        break;
                    }
                    else
                    {
                        float _63 = (((-0.0) - _51) - sqrt(_57)) / _50;
                        uint _64 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
                        float _74;
                        if (_64 == 0u)
                        {
                            float _69 = rayQueryGetRayTMinEXT(rayQuery);
                            _74 = _200(uintBitsToFloat(_171._m0[1u].x), uintBitsToFloat(_171._m0[1u].y), uintBitsToFloat(_171._m0[1u].z), uintBitsToFloat(_171._m0[1u].w))._m3 + _69;
                        }
                        else
                        {
                            float _67 = rayQueryGetIntersectionTEXT(rayQuery, bool(1u));
                            _74 = _67;
                        }
                        float _75 = rayQueryGetRayTMinEXT(rayQuery);
                        if ((_63 < _74) && (_63 >= _75))
                        {
                            rayQueryGenerateIntersectionEXT(rayQuery, _63);
                            break;
                        }
                        else
                        {
                            break;
                        }
                    }
                }
                default:
                {
                    break;
                }
            }
            bool _122 = rayQueryProceedEXT(rayQuery);
            if (_122)
            {
                continue;
            }
            else
            {
                break;
            }
        }
    }
    uint _125 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
    float _137;
    float _138;
    float _139;
    float _140;
    switch (_125)
    {
        case 1u:
        {
            vec2 _319 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(1u));
            vec2 _320 = rayQueryGetIntersectionBarycentricsEXT(rayQuery, bool(1u));
            bool _133 = rayQueryGetIntersectionFrontFaceEXT(rayQuery, bool(1u));
            float _135 = rayQueryGetIntersectionTEXT(rayQuery, bool(1u));
            _137 = _319.x;
            _138 = _320.y;
            _139 = _133 ? 1.0 : 0.5;
            _140 = _135;
            break;
        }
        case 2u:
        {
            uint _127 = rayQueryGetIntersectionPrimitiveIndexEXT(rayQuery, bool(1u));
            float _129 = rayQueryGetIntersectionTEXT(rayQuery, bool(1u));
            _137 = 1.0;
            _138 = 0.0;
            _139 = float(_127);
            _140 = _129;
            break;
        }
        default:
        {
            _137 = 0.0;
            _138 = 0.0;
            _139 = 0.0;
            _140 = -1.0;
            break;
        }
    }
    imageStore(_165, ivec2(uvec2(_9, _10)), vec4(_137, _138, _139, _140));
}

