#version 460

struct _54
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 200, std140) uniform _36_38
{
    uvec4 _m0[1];
} _38;

layout(location = 0) out uvec2 out_SV_Target0;
layout(location = 1) out vec4 out_SV_Target1;

void main()
{
    uint _3 = uint(gl_PrimitiveID);
    uint _4 = _3 * 2654435761u;
    uint _6 = (_4 >> 15u) ^ _4;
    out_SV_Target0.x = _54(_38._m0[0u].x, _38._m0[0u].y, _38._m0[0u].z, _38._m0[0u].w)._m0;
    out_SV_Target0.y = _3;
    out_SV_Target1.x = float(_6 & 255u) * 0.0039215688593685626983642578125;
    out_SV_Target1.y = float((_6 >> 8u) & 255u) * 0.0039215688593685626983642578125;
    out_SV_Target1.z = float((_6 >> 16u) & 255u) * 0.0039215688593685626983642578125;
    out_SV_Target1.w = 1.0;
}

