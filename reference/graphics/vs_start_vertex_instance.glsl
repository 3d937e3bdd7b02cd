#version 460

uint _131;

struct _132
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _153
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _164
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _81_83
{
    uint _m0[];
} _83;

layout(set = 0, binding = 1, std430) readonly buffer _86_88
{
    uint _m0[];
} _88;

layout(set = 0, binding = 200, std140) uniform _92_94
{
    uvec4 _m0[4];
} _94;

layout(location = 1) out uvec2 out_DRAWINFO0;

void main()
{
    gl_PointSize = 1.0;
    uint _5 = uint(gl_InstanceIndex - gl_BaseInstance);
    uint _6 = uint(gl_VertexIndex - gl_BaseVertex);
    uint _7 = uint(gl_BaseInstance);
    uint _8 = uint(gl_BaseVertex);
    uint _9 = _6 * 12u;
    _132 _10 = _132(_83._m0[_9 >> 2u], _83._m0[(_9 + 4u) >> 2u], _83._m0[(_9 + 8u) >> 2u], _131, 0u);
    uint _18 = (_5 * 16u) + 0u;
    _153 _19 = _153(uintBitsToFloat(_88._m0[_18 >> 2u]), uintBitsToFloat(_88._m0[(_18 + 4u) >> 2u]), uintBitsToFloat(_88._m0[(_18 + 8u) >> 2u]), uintBitsToFloat(_88._m0[(_18 + 12u) >> 2u]), 0u);
    float _23 = _19._m3;
    float _27 = (_23 * uintBitsToFloat(_10._m0)) + _19._m0;
    float _28 = (_23 * uintBitsToFloat(_10._m1)) + _19._m1;
    float _29 = (_23 * uintBitsToFloat(_10._m2)) + _19._m2;
    _164 _30 = _164(uintBitsToFloat(_94._m0[0u].x), uintBitsToFloat(_94._m0[0u].y), uintBitsToFloat(_94._m0[0u].z), uintBitsToFloat(_94._m0[0u].w));
    _164 _35 = _164(uintBitsToFloat(_94._m0[1u].x), uintBitsToFloat(_94._m0[1u].y), uintBitsToFloat(_94._m0[1u].z), uintBitsToFloat(_94._m0[1u].w));
    _164 _40 = _164(uintBitsToFloat(_94._m0[2u].x), uintBitsToFloat(_94._m0[2u].y), uintBitsToFloat(_94._m0[2u].z), uintBitsToFloat(_94._m0[2u].w));
    _164 _45 = _164(uintBitsToFloat(_94._m0[3u].x), uintBitsToFloat(_94._m0[3u].y), uintBitsToFloat(_94._m0[3u].z), uintBitsToFloat(_94._m0[3u].w));
    gl_Position.x = ((_40._m0 * _29) + ((_35._m0 * _28) + (_27 * _30._m0))) + _45._m0;
    gl_Position.y = ((_40._m1 * _29) + ((_35._m1 * _28) + (_27 * _30._m1))) + _45._m1;
    gl_Position.z = ((_40._m2 * _29) + ((_35._m2 * _28) + (_27 * _30._m2))) + _45._m2;
    gl_Position.w = ((_40._m3 * _29) + ((_35._m3 * _28) + (_27 * _30._m3))) + _45._m3;
    out_DRAWINFO0.x = _6 - _8;
    out_DRAWINFO0.y = _5 - _7;
}

