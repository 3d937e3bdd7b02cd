#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 2, local_size_y = 2, local_size_z = 2) in;

layout(constant_id = 3) const bool _118 = false;
layout(constant_id = 1) const bool _160 = false;
layout(constant_id = 2) const bool _161 = false;

layout(buffer_reference, buffer_reference_align = 4) buffer uintPointer
{
    uint value;
};

layout(buffer_reference, buffer_reference_align = 8) buffer uint64_tPointer
{
    uint64_t value;
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

void _126()
{
}

uint64_t _128(uint _129)
{
    bool _52 = _160;
    uint64_t _82;
    if (_52)
    {
        bool _54 = _161;
        uint64_t _84;
        if (_54)
        {
            uint64_t _56 = node.payload;
            uint64_t _58 = node.strideOrOffsets;
            _84 = uint64_tPointer(_56).value + (uint64_t(_129) * uint64_t(uintPointer(_58).value));
        }
        else
        {
            uint64_t _65 = node.strideOrOffsets;
            uint64_t _70 = node.payload;
            _84 = _70 + (uint64_t(_129) * uint64_t(uint(_65)));
        }
        _82 = _84;
    }
    else
    {
        uint64_t _73 = node.strideOrOffsets;
        uint64_t _78 = node.payload;
        _82 = _78 + uint64_t(uintPointer(_73 + (uint64_t(_129) * 4ul)).value);
    }
    return _82;
}

void main()
{
    uint _3 = gl_WorkGroupID.x;
    uint _4 = gl_WorkGroupID.y;
    uint64_t _7 = node.linearOffset;
    uint64_t _9 = node.total;
    bool _11 = _118;
    if (_11)
    {
        node_recordIndex = 0u;
        uint _14 = gl_WorkGroupID.z;
        uint _15 = gl_WorkGroupID.y;
        uint _16 = gl_WorkGroupID.x;
        node_groupId[0u] = _16;
        node_groupId[1u] = _15;
        node_groupId[2u] = _14;
        _126();
    }
    else
    {
        uint _21 = uintPointer(_7).value + ((_4 * 32768u) + _3);
        if (_21 < uintPointer(_9).value)
        {
            node_recordIndex = _21;
            uint64_t _24 = _128(_21);
            uintPointer _131 = uintPointer(_24 + uint64_t(4u));
            uintPointer _133 = uintPointer(_24 + uint64_t(8u));
            uint _34 = _131.value * _133.value;
            uint _35 = _34 * uintPointer(_24 + uint64_t(12u)).value;
            uint _36 = gl_WorkGroupID.z;
            uint _37 = gl_NumWorkGroups.z;
            for (uint _39 = _36; _39 < _35; )
            {
                bool _141 = _131.value == 0u;
                uint _42 = _141 ? 4294967295u : (_39 % (_141 ? 1u : _131.value));
                bool _146 = _131.value == 0u;
                uint _43 = _146 ? 4294967295u : (_39 / (_146 ? 1u : _131.value));
                bool _150 = _133.value == 0u;
                uint _44 = _150 ? 4294967295u : (_43 % (_150 ? 1u : _133.value));
                bool _154 = _34 == 0u;
                uint _45 = _154 ? 4294967295u : (_39 / (_154 ? 1u : _34));
                node_groupId[0u] = _42;
                node_groupId[1u] = _44;
                node_groupId[2u] = _45;
                _126();
                _39 += _37;
                continue;
            }
        }
        else
        {
        }
    }
}

