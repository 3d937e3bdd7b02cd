#version 460
#extension GL_EXT_mesh_shader : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

struct _93
{
    float _m0[16];
    uint _m1[2];
};

struct _126
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _139
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _188
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 200, std140) uniform _83_85
{
    uvec4 _m0[5];
} _85;

layout(set = 0, binding = 0) uniform texture2D _78;

shared uint _s_visibleTiles_3IA;
taskPayloadSharedEXT _93 _s_payload_3UPayload_A_1;

void main()
{
    uint _4 = gl_WorkGroupID.x;
    uint _5 = gl_WorkGroupID.y;
    uint _6 = gl_LocalInvocationIndex;
    uint _7 = gl_LocalInvocationID.x;
    uint _8 = gl_LocalInvocationID.y;
    bool _9 = _6 == 0u;
    if (_9)
    {
        _s_visibleTiles_3IA = 0u;
    }
    barrier();
    vec4 _121 = texelFetch(_78, ivec2(uvec2(_7 + (_4 << 3u), _8 + (_5 << 3u))), int(0u));
    if (_126(_121.x, _121.y, _121.z, _121.w, 0u)._m0 > 0.0)
    {
        uint _21 = atomicAdd(_s_visibleTiles_3IA, 1u);
    }
    barrier();
    if (_9)
    {
        _139 _24 = _139(uintBitsToFloat(_85._m0[0u].x), uintBitsToFloat(_85._m0[0u].y), uintBitsToFloat(_85._m0[0u].z), uintBitsToFloat(_85._m0[0u].w));
        _139 _29 = _139(uintBitsToFloat(_85._m0[1u].x), uintBitsToFloat(_85._m0[1u].y), uintBitsToFloat(_85._m0[1u].z), uintBitsToFloat(_85._m0[1u].w));
        _139 _34 = _139(uintBitsToFloat(_85._m0[2u].x), uintBitsToFloat(_85._m0[2u].y), uintBitsToFloat(_85._m0[2u].z), uintBitsToFloat(_85._m0[2u].w));
        _139 _39 = _139(uintBitsToFloat(_85._m0[3u].x), uintBitsToFloat(_85._m0[3u].y), uintBitsToFloat(_85._m0[3u].z), uintBitsToFloat(_85._m0[3u].w));
        _s_payload_3UPayload_A_1._m0[0u] = _24._m0;
        _s_payload_3UPayload_A_1._m0[1u] = _24._m1;
        _s_payload_3UPayload_A_1._m0[2u] = _24._m2;
        _s_payload_3UPayload_A_1._m0[3u] = _24._m3;
        _s_payload_3UPayload_A_1._m0[4u] = _29._m0;
        _s_payload_3UPayload_A_1._m0[5u] = _29._m1;
        _s_payload_3UPayload_A_1._m0[6u] = _29._m2;
        _s_payload_3UPayload_A_1._m0[7u] = _29._m3;
        _s_payload_3UPayload_A_1._m0[8u] = _34._m0;
        _s_payload_3UPayload_A_1._m0[9u] = _34._m1;
        _s_payload_3UPayload_A_1._m0[10u] = _34._m2;
        _s_payload_3UPayload_A_1._m0[11u] = _34._m3;
        _s_payload_3UPayload_A_1._m0[12u] = _39._m0;
        _s_payload_3UPayload_A_1._m0[13u] = _39._m1;
        _s_payload_3UPayload_A_1._m0[14u] = _39._m2;
        _s_payload_3UPayload_A_1._m0[15u] = _39._m3;
        _188 _60 = _188(_85._m0[4u].x, _85._m0[4u].y, _85._m0[4u].z, _85._m0[4u].w);
        _s_payload_3UPayload_A_1._m1[0u] = _60._m0;
        _s_payload_3UPayload_A_1._m1[1u] = _60._m1;
    }
    uint _72;
    if (_s_visibleTiles_3IA == 0u)
    {
        _72 = 0u;
    }
    else
    {
        _72 = _188(_85._m0[4u].x, _85._m0[4u].y, _85._m0[4u].z, _85._m0[4u].w)._m0;
    }
    EmitMeshTasksEXT(_72, _188(_85._m0[4u].x, _85._m0[4u].y, _85._m0[4u].z, _85._m0[4u].w)._m1, 1u);
}

