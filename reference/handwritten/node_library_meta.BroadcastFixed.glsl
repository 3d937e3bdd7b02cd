#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 4, local_size_y = 4, local_size_z = 4) in;

layout(constant_id = 3) const bool _74 = false;

layout(buffer_reference, buffer_reference_align = 4) buffer uintPointer
{
    uint value;
};

layout(push_constant, std430) uniform NodeDispatch
{
    uint64_t payload;
    uint64_t linearOffset;
    uint64_t total;
    uint64_t strideOrOffsets;
    uint64_t _output;
    uint64_t outputAtomics;
    uint64_t localRoot;
    uint outputOffset;
    uint remainingRecursionLevels;
} node;

uint node_recordIndex;
uint node_groupId[3];

void _82()
{
}

void main()
{
    uint _3 = gl_WorkGroupID.x;
    uint _4 = gl_WorkGroupID.y;
    uint64_t _7 = node.linearOffset;
    uint64_t _9 = node.total;
    bool _11 = _74;
    if (_11)
    {
        node_recordIndex = 0u;
        uint _14 = gl_WorkGroupID.z;
        uint _15 = gl_WorkGroupID.y;
        uint _16 = gl_WorkGroupID.x;
        node_groupId[0u] = _16;
        node_groupId[1u] = _15;
        node_groupId[2u] = _14;
        _82();
    }
    else
    {
        uint _21 = uintPointer(_7).value + ((_4 * 32768u) + _3);
        if (_21 < uintPointer(_9).value)
        {
            node_recordIndex = _21;
            uint _24 = 3u * 2u;
            uint _25 = _24 * 1u;
            uint _26 = gl_WorkGroupID.z;
            uint _27 = gl_NumWorkGroups.z;
            for (uint _29 = _26; _29 < _25; )
            {
                bool _89 = 3u == 0u;
                uint _32 = _89 ? 4294967295u : (_29 % (_89 ? 1u : 3u));
                bool _94 = 3u == 0u;
                uint _33 = _94 ? 4294967295u : (_29 / (_94 ? 1u : 3u));
                bool _98 = 2u == 0u;
                uint _34 = _98 ? 4294967295u : (_33 % (_98 ? 1u : 2u));
                bool _102 = _24 == 0u;
                uint _35 = _102 ? 4294967295u : (_29 / (_102 ? 1u : _24));
                node_groupId[0u] = _32;
                node_groupId[1u] = _34;
                node_groupId[2u] = _35;
                _82();
                _29 += _27;
                continue;
            }
        }
        else
        {
        }
    }
}

