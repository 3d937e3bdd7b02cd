#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 8, local_size_y = 2, local_size_z = 1) in;

layout(constant_id = 3) const bool _117 = false;
layout(constant_id = 1) const bool _159 = false;
layout(constant_id = 2) const bool _160 = false;

layout(buffer_reference, buffer_reference_align = 4) buffer uintPointer
{
    uint value;
};

layout(buffer_reference, buffer_reference_align = 2) buffer uint16_tPointer
{
    uint16_t value;
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

void _125()
{
}

uint64_t _127(uint _128)
{
    bool _51 = _159;
    uint64_t _81;
    if (_51)
    {
        bool _53 = _160;
        uint64_t _83;
        if (_53)
        {
            uint64_t _55 = node.payload;
            uint64_t _57 = node.strideOrOffsets;
            _83 = uint64_tPointer(_55).value + (uint64_t(_128) * uint64_t(uintPointer(_57).value));
        }
        else
        {
            uint64_t _64 = node.strideOrOffsets;
            uint64_t _69 = node.payload;
            _83 = _69 + (uint64_t(_128) * uint64_t(uint(_64)));
        }
        _81 = _83;
    }
    else
    {
        uint64_t _72 = node.strideOrOffsets;
        uint64_t _77 = node.payload;
        _81 = _77 + uint64_t(uintPointer(_72 + (uint64_t(_128) * 4ul)).value);
    }
    return _81;
}

void main()
{
    uint _3 = gl_WorkGroupID.x;
    uint _4 = gl_WorkGroupID.y;
    uint64_t _7 = node.linearOffset;
    uint64_t _9 = node.total;
    bool _11 = _117;
    if (_11)
    {
        node_recordIndex = 0u;
        uint _14 = gl_WorkGroupID.z;
        uint _15 = gl_WorkGroupID.y;
        uint _16 = gl_WorkGroupID.x;
        node_groupId[0u] = _16;
        node_groupId[1u] = _15;
        node_groupId[2u] = _14;
        _125();
    }
    else
    {
        uint _21 = uintPointer(_7).value + ((_4 * 32768u) + _3);
        if (_21 < uintPointer(_9).value)
        {
            node_recordIndex = _21;
            uint64_t _24 = _127(_21);
            uint _28 = uint(uint16_tPointer(_24 + uint64_t(4u)).value);
            uint _32 = uint(uint16_tPointer(_24 + uint64_t(6u)).value);
            uint _33 = _28 * _32;
            uint _34 = _33 * 1u;
            uint _35 = gl_WorkGroupID.z;
            uint _36 = gl_NumWorkGroups.z;
            for (uint _38 = _35; _38 < _34; )
            {
                bool _140 = _28 == 0u;
                uint _41 = _140 ? 4294967295u : (_38 % (_140 ? 1u : _28));
                bool _145 = _28 == 0u;
                uint _42 = _145 ? 4294967295u : (_38 / (_145 ? 1u : _28));
                bool _149 = _32 == 0u;
                uint _43 = _149 ? 4294967295u : (_42 % (_149 ? 1u : _32));
                bool _153 = _33 == 0u;
                uint _44 = _153 ? 4294967295u : (_38 / (_153 ? 1u : _33));
                node_groupId[0u] = _41;
                node_groupId[1u] = _43;
                node_groupId[2u] = _44;
                _125();
                _38 += _36;
                continue;
            }
        }
        else
        {
        }
    }
}

