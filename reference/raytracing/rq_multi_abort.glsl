#version 460
#extension GL_EXT_ray_query : require
#extension GL_EXT_ray_flags_primitive_culling : require
layout(primitive_culling);
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _114
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _121
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 300, std430) buffer _79_81
{
    uint _m0[];
} _81;

layout(set = 0, binding = 200, std140) uniform _86_88
{
    uvec4 _m0[1];
} _88;

layout(set = 0, binding = 0) uniform accelerationStructureEXT _76;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    float _6 = float(_5);
    float _8 = _114(uintBitsToFloat(_88._m0[0u].x), uintBitsToFloat(_88._m0[0u].y), uintBitsToFloat(_88._m0[0u].z), uintBitsToFloat(_88._m0[0u].w))._m3;
    _121 _9 = _121(_88._m0[0u].x, _88._m0[0u].y, _88._m0[0u].z, _88._m0[0u].w);
    rayQueryEXT rayQuery;
    rayQueryInitializeEXT(rayQuery, _76, _9._m0 | 128u, _9._m1, vec3(_6, 0.0, -10.0), 0.0, vec3(0.0, 0.0, 1.0), _8);
    _121 _15 = _121(_88._m0[0u].x, _88._m0[0u].y, _88._m0[0u].z, _88._m0[0u].w);
    rayQueryEXT rayQuery_1;
    rayQueryInitializeEXT(rayQuery_1, _76, _15._m0 | 32u, _15._m1 ^ 255u, vec3(_6, 0.0, -10.0), 0.0, vec3(0.0, 0.0, 1.0), _8);
    for (;;)
    {
        bool _23 = rayQueryProceedEXT(rayQuery);
        if (_23)
        {
            continue;
        }
        else
        {
            break;
        }
    }
    bool _25 = rayQueryProceedEXT(rayQuery_1);
    uint _42;
    if (_25)
    {
        uint _72;
        uint _28 = 0u;
        uint _29;
        bool _32;
        for (;;)
        {
            _29 = _28 + 1u;
            _32 = _29 < _121(_88._m0[0u].x, _88._m0[0u].y, _88._m0[0u].z, _88._m0[0u].w)._m2;
            if (_32)
            {
                uint _35 = rayQueryGetIntersectionTypeEXT(rayQuery_1, bool(0u));
                if (_35 == 0u)
                {
                    rayQueryConfirmIntersectionEXT(rayQuery_1);
                }
                else
                {
                }
            }
            else
            {
                rayQueryTerminateEXT(rayQuery_1);
            }
            bool _39 = rayQueryProceedEXT(rayQuery_1);
            if (_39)
            {
                _72 = _29;
                _28 = _72;
                continue;
            }
            else
            {
                break;
            }
        }
        _42 = _29;
    }
    else
    {
        _42 = 0u;
    }
    vec3 _144 = rayQueryGetWorldRayOriginEXT(rayQuery);
    vec3 _145 = rayQueryGetWorldRayOriginEXT(rayQuery);
    vec3 _146 = rayQueryGetWorldRayOriginEXT(rayQuery);
    vec3 _147 = rayQueryGetWorldRayDirectionEXT(rayQuery_1);
    vec3 _148 = rayQueryGetWorldRayDirectionEXT(rayQuery_1);
    vec3 _149 = rayQueryGetWorldRayDirectionEXT(rayQuery_1);
    uint _52 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
    uint _53 = rayQueryGetIntersectionTypeEXT(rayQuery_1, bool(1u));
    uint _54 = rayQueryGetRayFlagsEXT(rayQuery);
    uint _55 = rayQueryGetRayFlagsEXT(rayQuery_1);
    uint _57 = _5 << 1u;
    uint _59 = (_57 * 16u) + 0u;
    _81._m0[_59 >> 2u] = _52;
    _81._m0[(_59 + 4u) >> 2u] = _53;
    _81._m0[(_59 + 8u) >> 2u] = _42;
    _81._m0[(_59 + 12u) >> 2u] = _55 ^ _54;
    float _63 = rayQueryGetRayTMinEXT(rayQuery);
    float _64 = rayQueryGetRayTMinEXT(rayQuery_1);
    uint _69 = ((_57 | 1u) * 16u) + 0u;
    _81._m0[_69 >> 2u] = floatBitsToUint(_147.x + _144.x);
    _81._m0[(_69 + 4u) >> 2u] = floatBitsToUint(_148.y + _145.y);
    _81._m0[(_69 + 8u) >> 2u] = floatBitsToUint(_149.z + _146.z);
    _81._m0[(_69 + 12u) >> 2u] = floatBitsToUint(_64 + _63);
}

