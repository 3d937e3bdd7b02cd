#version 460
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;

struct _10
{
    uint _m0;
    float _m1;
};

taskPayloadSharedEXT _10 payload;

void main()
{
    uint _2 = gl_LocalInvocationID.x;
    if (_2 == 0u)
    {
        payload._m0 = 40u;
        payload._m1 = 0.5;
    }
    barrier();
    EmitMeshTasksEXT(2u, 1u, 1u);
}

