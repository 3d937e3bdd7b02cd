#version 460

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 2) in uvec4 in_BLENDINDICES0;
layout(location = 3) in int in_FLAGS0;
layout(location = 1) out float out_DEPTH0;
layout(location = 1, component = 1) out vec2 out_TEXCOORD0;
layout(location = 2) out vec3 out_TEXCOORD1;
layout(location = 3) out uint out_MATERIAL0;
layout(location = 3, component = 1) out uvec3 out_CELL0;
layout(location = 4) out int out_FLAGS0;
layout(location = 4, component = 1) out ivec2 out_OFFSET0;
layout(location = 1, component = 3) out float out_FOG0;
layout(location = 5) out vec2 out_TEXCOORD2;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(in_FLAGS0);
    uint _3 = in_BLENDINDICES0.x;
    uint _4 = in_BLENDINDICES0.y;
    uint _5 = in_BLENDINDICES0.z;
    uint _6 = in_BLENDINDICES0.w;
    float _7 = in_TEXCOORD0.x;
    float _8 = in_TEXCOORD0.y;
    float _9 = in_POSITION0.x;
    float _10 = in_POSITION0.y;
    float _11 = in_POSITION0.z;
    float _14 = (-0.0) - _9;
    float _15 = (-0.0) - _10;
    float _16 = 5.0 - _11;
    float _18 = inversesqrt(dot(vec3(_14, _15, _16), vec3(_14, _15, _16)));
    uint _25 = _2 & 15u;
    uint _26 = uint(int(_2) >> int(4u));
    float _33 = sqrt(((_10 * _10) + (_9 * _9)) + (_11 * _11)) * 0.00999999977648258209228515625;
    float _117 = isnan(0.0) ? _33 : (isnan(_33) ? 0.0 : max(_33, 0.0));
    gl_Position.x = _9;
    gl_Position.y = _10;
    gl_Position.z = _11;
    gl_Position.w = 1.0;
    out_DEPTH0 = (_11 * 0.5) + 0.5;
    out_TEXCOORD0.x = _7;
    out_TEXCOORD0.y = _8;
    out_TEXCOORD1.x = _18 * _14;
    out_TEXCOORD1.y = _18 * _15;
    out_TEXCOORD1.z = _18 * _16;
    out_MATERIAL0 = _3;
    out_CELL0.x = _4 ^ 1u;
    out_CELL0.y = _5 ^ 2u;
    out_CELL0.z = _6 ^ 3u;
    out_FLAGS0 = int(_2);
    out_OFFSET0.x = int(_25);
    out_OFFSET0.y = int(_26);
    out_FOG0 = isnan(1.0) ? _117 : (isnan(_117) ? 1.0 : min(_117, 1.0));
    out_TEXCOORD2.x = (_7 * 4.0) + float(int(_25));
    out_TEXCOORD2.y = (_8 * 4.0) + float(int(_26));
}

