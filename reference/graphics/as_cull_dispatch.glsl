#version 460
#extension GL_EXT_mesh_shader : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _105
{
    uint _m0[32];
    uint _m1;
    float _m2;
};

struct _127
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _153
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _164
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _91_93
{
    uint _m0[];
} _93;

layout(set = 0, binding = 200, std140) uniform _98_100
{
    uvec4 _m0[7];
} _100;

taskPayloadSharedEXT _105 _s_payload_3UPayload_A;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = gl_LocalInvocationID.x;
    bool _74;
    if (_4 < _127(_100._m0[6u].x, _100._m0[6u].y, _100._m0[6u].z, _100._m0[6u].w)._m0)
    {
        uint _11 = (_4 * 16u) + 0u;
        _153 _12 = _153(uintBitsToFloat(_93._m0[_11 >> 2u]), uintBitsToFloat(_93._m0[(_11 + 4u) >> 2u]), uintBitsToFloat(_93._m0[(_11 + 8u) >> 2u]), uintBitsToFloat(_93._m0[(_11 + 12u) >> 2u]), 0u);
        float _13 = _12._m0;
        float _14 = _12._m1;
        float _15 = _12._m2;
        _164 _17 = _164(uintBitsToFloat(_100._m0[0u].x), uintBitsToFloat(_100._m0[0u].y), uintBitsToFloat(_100._m0[0u].z), uintBitsToFloat(_100._m0[0u].w));
        float _23 = (-0.0) - _12._m3;
        bool _34;
        if (dot(vec4(_13, _14, _15, 1.0), vec4(_17._m0, _17._m1, _17._m2, _17._m3)) > _23)
        {
            _164 _26 = _164(uintBitsToFloat(_100._m0[1u].x), uintBitsToFloat(_100._m0[1u].y), uintBitsToFloat(_100._m0[1u].z), uintBitsToFloat(_100._m0[1u].w));
            _34 = dot(vec4(_13, _14, _15, 1.0), vec4(_26._m0, _26._m1, _26._m2, _26._m3)) > _23;
        }
        else
        {
            _34 = false;
        }
        bool _44;
        if (_34)
        {
            _164 _36 = _164(uintBitsToFloat(_100._m0[2u].x), uintBitsToFloat(_100._m0[2u].y), uintBitsToFloat(_100._m0[2u].z), uintBitsToFloat(_100._m0[2u].w));
            _44 = dot(vec4(_13, _14, _15, 1.0), vec4(_36._m0, _36._m1, _36._m2, _36._m3)) > _23;
        }
        else
        {
            _44 = false;
        }
        bool _54;
        if (_44)
        {
            _164 _46 = _164(uintBitsToFloat(_100._m0[3u].x), uintBitsToFloat(_100._m0[3u].y), uintBitsToFloat(_100._m0[3u].z), uintBitsToFloat(_100._m0[3u].w));
            _54 = dot(vec4(_13, _14, _15, 1.0), vec4(_46._m0, _46._m1, _46._m2, _46._m3)) > _23;
        }
        else
        {
            _54 = false;
        }
        bool _64;
        if (_54)
        {
            _164 _56 = _164(uintBitsToFloat(_100._m0[4u].x), uintBitsToFloat(_100._m0[4u].y), uintBitsToFloat(_100._m0[4u].z), uintBitsToFloat(_100._m0[4u].w));
            _64 = dot(vec4(_13, _14, _15, 1.0), vec4(_56._m0, _56._m1, _56._m2, _56._m3)) > _23;
        }
        else
        {
            _64 = false;
        }
        if (_64)
        {
            _164 _66 = _164(uintBitsToFloat(_100._m0[5u].x), uintBitsToFloat(_100._m0[5u].y), uintBitsToFloat(_100._m0[5u].z), uintBitsToFloat(_100._m0[5u].w));
            _74 = dot(vec4(_13, _14, _15, 1.0), vec4(_66._m0, _66._m1, _66._m2, _66._m3)) > _23;
        }
        else
        {
            _74 = false;
        }
    }
    else
    {
        _74 = false;
    }
    if (_74)
    {
        _s_payload_3UPayload_A._m0[subgroupBallotExclusiveBitCount(subgroupBallot(true))] = _4;
    }
    uvec4 _237 = subgroupBallot(_74);
    uint _79 = subgroupBallotBitCount(_237);
    if (_5 == 0u)
    {
        _s_payload_3UPayload_A._m1 = _127(_100._m0[6u].x, _100._m0[6u].y, _100._m0[6u].z, _100._m0[6u].w)._m1;
        _s_payload_3UPayload_A._m2 = _164(uintBitsToFloat(_100._m0[6u].x), uintBitsToFloat(_100._m0[6u].y), uintBitsToFloat(_100._m0[6u].z), uintBitsToFloat(_100._m0[6u].w))._m2;
    }
    EmitMeshTasksEXT(_79, 1u, 1u);
}

