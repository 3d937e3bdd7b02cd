#version 460
layout(triangles) in;
layout(max_vertices = 18, triangle_strip) out;

struct _60
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform Faces
{
    uvec4 _m0[6];
} Faces_1;

layout(location = 1) out vec4 out_COLOR0;

void main()
{
    uint _11;
    uint _25;
    uint _4 = 0u;
    float _6;
    float _7;
    float _8;
    float _9;
    for (;;)
    {
        _60 _5 = _60(uintBitsToFloat(Faces_1._m0[_4].x), uintBitsToFloat(Faces_1._m0[_4].y), uintBitsToFloat(Faces_1._m0[_4].z), uintBitsToFloat(Faces_1._m0[_4].w));
        _6 = _5._m0;
        _7 = _5._m1;
        _8 = _5._m2;
        _9 = _5._m3;
        _11 = 0u;
        uint _23;
        for (;;)
        {
            float _12 = gl_in[_11].gl_Position.x;
            float _13 = gl_in[_11].gl_Position.y;
            float _14 = gl_in[_11].gl_Position.z;
            float _15 = gl_in[_11].gl_Position.w;
            gl_Position.x = _12;
            gl_Position.y = _13;
            gl_Position.z = _14;
            gl_Position.w = _15;
            out_COLOR0.x = _6;
            out_COLOR0.y = _7;
            out_COLOR0.z = _8;
            out_COLOR0.w = _9;
            gl_Layer = int(_4);
            EmitVertex();
            uint _16 = _11 + 1u;
            if (_16 < 3u)
            {
                _23 = _16;
                _11 = _23;
                continue;
            }
            else
            {
                break;
            }
        }
        EndPrimitive();
        uint _19 = _4 + 1u;
        if (_19 < 6u)
        {
            _25 = _19;
            _4 = _25;
            continue;
        }
        else
        {
            break;
        }
    }
}

