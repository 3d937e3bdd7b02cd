#version 460

layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = gl_FragCoord.x;
    float _3 = gl_FragCoord.y;
    out_SV_Target0.x = _2;
    out_SV_Target0.y = _3;
    out_SV_Target0.z = 1.0;
    out_SV_Target0.w = 1.0;
}

