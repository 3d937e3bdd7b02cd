#version 460
layout(invocations = 6, triangles) in;
layout(max_vertices = 3, triangle_strip) out;

struct _181
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _150_152
{
    uvec4 _m0[25];
} _152;

layout(location = 0) in vec3 in_WORLDPOS0[3];
layout(location = 1) out vec3 out_TEXCOORD0;

void main()
{
    uint _3 = uint(gl_InvocationID);
    float _4 = in_WORLDPOS0[0u].x;
    float _5 = in_WORLDPOS0[0u].y;
    float _6 = in_WORLDPOS0[0u].z;
    uint _7 = _3 << 2u;
    _181 _8 = _181(uintBitsToFloat(_152._m0[_7].x), uintBitsToFloat(_152._m0[_7].y), uintBitsToFloat(_152._m0[_7].z), uintBitsToFloat(_152._m0[_7].w));
    float _9 = _8._m0;
    float _10 = _8._m1;
    float _11 = _8._m2;
    float _12 = _8._m3;
    uint _13 = _7 | 1u;
    _181 _14 = _181(uintBitsToFloat(_152._m0[_13].x), uintBitsToFloat(_152._m0[_13].y), uintBitsToFloat(_152._m0[_13].z), uintBitsToFloat(_152._m0[_13].w));
    float _15 = _14._m0;
    float _16 = _14._m1;
    float _17 = _14._m2;
    float _18 = _14._m3;
    uint _19 = _13 + 1u;
    _181 _20 = _181(uintBitsToFloat(_152._m0[_19].x), uintBitsToFloat(_152._m0[_19].y), uintBitsToFloat(_152._m0[_19].z), uintBitsToFloat(_152._m0[_19].w));
    float _21 = _20._m0;
    float _22 = _20._m1;
    float _23 = _20._m2;
    float _24 = _20._m3;
    uint _25 = _7 | 3u;
    _181 _26 = _181(uintBitsToFloat(_152._m0[_25].x), uintBitsToFloat(_152._m0[_25].y), uintBitsToFloat(_152._m0[_25].z), uintBitsToFloat(_152._m0[_25].w));
    float _27 = _26._m0;
    float _28 = _26._m1;
    float _29 = _26._m2;
    float _30 = _26._m3;
    float _34 = ((_21 * _6) + ((_15 * _5) + (_9 * _4))) + _27;
    float _38 = ((_22 * _6) + ((_16 * _5) + (_10 * _4))) + _28;
    float _42 = ((_23 * _6) + ((_17 * _5) + (_11 * _4))) + _29;
    float _46 = ((_24 * _6) + ((_18 * _5) + (_12 * _4))) + _30;
    float _47 = in_WORLDPOS0[1u].x;
    float _48 = in_WORLDPOS0[1u].y;
    float _49 = in_WORLDPOS0[1u].z;
    float _53 = ((_21 * _49) + ((_15 * _48) + (_47 * _9))) + _27;
    float _57 = ((_22 * _49) + ((_16 * _48) + (_47 * _10))) + _28;
    float _61 = ((_23 * _49) + ((_17 * _48) + (_47 * _11))) + _29;
    float _65 = ((_24 * _49) + ((_18 * _48) + (_47 * _12))) + _30;
    float _66 = in_WORLDPOS0[2u].x;
    float _67 = in_WORLDPOS0[2u].y;
    float _68 = in_WORLDPOS0[2u].z;
    float _72 = ((_21 * _68) + ((_15 * _67) + (_66 * _9))) + _27;
    float _76 = ((_22 * _68) + ((_16 * _67) + (_66 * _10))) + _28;
    float _80 = ((_23 * _68) + ((_17 * _67) + (_66 * _11))) + _29;
    float _84 = ((_24 * _68) + ((_18 * _67) + (_66 * _12))) + _30;
    uint _128;
    if ((_42 > _46) && ((_34 > _46) && (_38 > _46)))
    {
        if ((_61 > _65) && ((_53 > _65) && (_57 > _65)))
        {
            uint _131;
            if ((_80 > _84) && ((_72 > _84) && (_76 > _84)))
            {
                _131 = 1u;
            }
            else
            {
                _131 = 0u;
            }
            _128 = _131;
        }
        else
        {
            _128 = 0u;
        }
    }
    else
    {
        _128 = 0u;
    }
    if (_128 == 0u)
    {
        _181 _103 = _181(uintBitsToFloat(_152._m0[24u].x), uintBitsToFloat(_152._m0[24u].y), uintBitsToFloat(_152._m0[24u].z), uintBitsToFloat(_152._m0[24u].w));
        gl_Position.x = _34;
        gl_Position.y = _38;
        gl_Position.z = _42;
        gl_Position.w = _46;
        out_TEXCOORD0.x = _4 - _103._m0;
        out_TEXCOORD0.y = _5 - _103._m1;
        out_TEXCOORD0.z = _6 - _103._m2;
        gl_Layer = int(_3);
        EmitVertex();
        _181 _110 = _181(uintBitsToFloat(_152._m0[24u].x), uintBitsToFloat(_152._m0[24u].y), uintBitsToFloat(_152._m0[24u].z), uintBitsToFloat(_152._m0[24u].w));
        gl_Position.x = _53;
        gl_Position.y = _57;
        gl_Position.z = _61;
        gl_Position.w = _65;
        out_TEXCOORD0.x = _47 - _110._m0;
        out_TEXCOORD0.y = _48 - _110._m1;
        out_TEXCOORD0.z = _49 - _110._m2;
        gl_Layer = int(_3);
        EmitVertex();
        _181 _117 = _181(uintBitsToFloat(_152._m0[24u].x), uintBitsToFloat(_152._m0[24u].y), uintBitsToFloat(_152._m0[24u].z), uintBitsToFloat(_152._m0[24u].w));
        gl_Position.x = _72;
        gl_Position.y = _76;
        gl_Position.z = _80;
        gl_Position.w = _84;
        out_TEXCOORD0.x = _66 - _117._m0;
        out_TEXCOORD0.y = _67 - _117._m1;
        out_TEXCOORD0.z = _68 - _117._m2;
        gl_Layer = int(_3);
        EmitVertex();
    }
}

