#version 460

layout(location = 1) flat in uvec3 in_INSTANCE0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = gl_FragCoord.x;
    uint _3 = in_INSTANCE0.x;
    uint _4 = in_INSTANCE0.y;
    uint _5 = in_INSTANCE0.z;
    out_SV_Target0.x = float(_3);
    out_SV_Target0.y = float(_4);
    out_SV_Target0.z = float(_5);
    out_SV_Target0.w = _2;
}

