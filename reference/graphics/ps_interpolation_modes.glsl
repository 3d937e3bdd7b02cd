#version 460

layout(location = 1) flat in vec4 in_FLAT0;
layout(location = 2) in vec2 in_SMOOTH0;
layout(location = 3) centroid in vec2 in_TEXCOORD0;
layout(location = 4) sample in vec3 in_TEXCOORD1;
layout(location = 5) noperspective in float in_TEXCOORD2;
layout(location = 6) noperspective centroid in vec2 in_TEXCOORD3;
layout(location = 7) noperspective sample in float in_TEXCOORD4;
layout(location = 8) centroid in vec4 in_TEXCOORD5;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = in_TEXCOORD5.x;
    float _3 = in_TEXCOORD5.y;
    float _4 = in_TEXCOORD5.z;
    float _5 = in_TEXCOORD5.w;
    float _6 = in_TEXCOORD4;
    float _7 = in_TEXCOORD3.x;
    float _8 = in_TEXCOORD3.y;
    float _9 = in_TEXCOORD2;
    float _10 = in_TEXCOORD1.x;
    float _11 = in_TEXCOORD1.y;
    float _12 = in_TEXCOORD1.z;
    float _13 = in_TEXCOORD0.x;
    float _14 = in_TEXCOORD0.y;
    float _15 = in_SMOOTH0.x;
    float _16 = in_SMOOTH0.y;
    float _17 = in_FLAT0.x;
    float _18 = in_FLAT0.y;
    float _19 = in_FLAT0.z;
    float _20 = in_FLAT0.w;
    out_SV_Target0.x = (((_10 - _7) + (_15 * _13)) + _17) * _2;
    out_SV_Target0.y = (((_11 - _8) + (_16 * _14)) + _18) * _3;
    out_SV_Target0.z = ((_12 + _6) + _19) * _4;
    out_SV_Target0.w = (_9 * _5) * _20;
}

