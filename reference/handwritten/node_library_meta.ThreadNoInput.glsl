#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
layout(local_size_x_id = 0, local_size_y = 1, local_size_z = 1) in;


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

void _51()
{
}

void main()
{
    uint _3 = gl_WorkGroupID.x;
    uint _4 = gl_WorkGroupID.y;
    uint64_t _7 = node.linearOffset;
    uint64_t _9 = node.total;
    uint _11 = gl_LocalInvocationIndex;
    uint _14 = (uintPointer(_7).value + (((_4 * 32768u) + _3) * 32u)) + _11;
    if (_14 < uintPointer(_9).value)
    {
        node_recordIndex = _14;
        _51();
    }
}

