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

void _52()
{
    uint _2 = node.remainingRecursionLevels;
}

void main()
{
    uint _4 = gl_WorkGroupID.x;
    uint _5 = gl_WorkGroupID.y;
    uint64_t _8 = node.linearOffset;
    uint64_t _10 = node.total;
    uint _12 = gl_LocalInvocationIndex;
    uint _15 = (uintPointer(_8).value + (((_5 * 32768u) + _4) * 32u)) + _12;
    if (_15 < uintPointer(_10).value)
    {
        node_recordIndex = _15;
        _52();
    }
}

