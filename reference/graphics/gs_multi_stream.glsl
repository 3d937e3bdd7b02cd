#version 460
layout(points) in;
layout(max_vertices = 8, points) out;

struct _99
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _131
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 200, std140) uniform _78_80
{
    uvec4 _m0[1];
} _80;

layout(location = 0) in vec3 in_POSITION0[1];
layout(location = 1) in vec3 in_VELOCITY0[1];
layout(location = 0, component = 3) in float in_AGE0[1];
layout(location = 1, stream = 0) out vec3 out_VELOCITY0;
layout(location = 1, stream = 0, component = 3) out float out_AGE0;
layout(location = 2, stream = 1) out vec4 out_SV_Position0;
layout(location = 3, stream = 1) out uint out_KIND0;
layout(location = 4, stream = 1) out vec2 out_EXTRA0;

void main()
{
    float _3 = in_AGE0[0u];
    _99 _4 = _99(uintBitsToFloat(_80._m0[0u].x), uintBitsToFloat(_80._m0[0u].y), uintBitsToFloat(_80._m0[0u].z), uintBitsToFloat(_80._m0[0u].w));
    float _5 = _4._m0;
    float _6 = _5 + _3;
    if (_6 < _4._m1)
    {
        float _32 = in_POSITION0[0u].x;
        float _33 = in_POSITION0[0u].y;
        float _34 = in_POSITION0[0u].z;
        float _35 = in_VELOCITY0[0u].x;
        float _36 = in_VELOCITY0[0u].y;
        float _37 = in_VELOCITY0[0u].z;
        gl_Position.x = (_35 * _5) + _32;
        gl_Position.y = (_36 * _5) + _33;
        gl_Position.z = (_37 * _5) + _34;
        gl_Position.w = 1.0;
        out_VELOCITY0.x = _35 * 0.980000019073486328125;
        out_VELOCITY0.y = (_36 * 0.980000019073486328125) - (_5 * 9.80000019073486328125);
        out_VELOCITY0.z = _37 * 0.980000019073486328125;
        out_AGE0 = _6;
        EmitStreamVertex(int(0u));
    }
    else
    {
        if (!(min(_131(_80._m0[0u].x, _80._m0[0u].y, _80._m0[0u].z, _80._m0[0u].w)._m2, 6u) == 0u))
        {
            uint _16;
            _16 = 0u;
            uint _51;
            for (;;)
            {
                float _17 = in_POSITION0[0u].x;
                float _18 = in_POSITION0[0u].y;
                float _19 = in_POSITION0[0u].z;
                float _21 = float(_16) * 1.0471999645233154296875;
                out_SV_Position0.x = _17;
                out_SV_Position0.y = _18;
                out_SV_Position0.z = _19;
                out_SV_Position0.w = 1.0;
                out_KIND0 = _16;
                out_EXTRA0.x = sin(_21);
                out_EXTRA0.y = cos(_21);
                EmitStreamVertex(int(1u));
                uint _24 = _16 + 1u;
                if (_24 < min(_131(_80._m0[0u].x, _80._m0[0u].y, _80._m0[0u].z, _80._m0[0u].w)._m2, 6u))
                {
                    _51 = _24;
                    _16 = _51;
                    continue;
                }
                else
                {
                    break;
                }
            }
        }
        EndStreamPrimitive(int(1u));
    }
}

