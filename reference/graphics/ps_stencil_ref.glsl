#version 460
#extension GL_EXT_samplerless_texture_functions : require
#extension GL_ARB_shader_stencil_export : require

struct _69
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform utexture2D _28;

layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _3 = gl_FragCoord.x;
    float _4 = gl_FragCoord.y;
    bool _41 = _3 >= 2147483648.0;
    bool _43 = _3 < (-2147483648.0);
    bool _53 = _4 >= 2147483648.0;
    bool _54 = _4 < (-2147483648.0);
    uvec4 _64 = texelFetch(_28, ivec2(uvec2(_41 ? 2147483647u : (_43 ? 2147483648u : uint(int(((_41 || _43) || isnan(_3)) ? 0.0 : _3))), _53 ? 2147483647u : (_54 ? 2147483648u : uint(int(((_53 || _54) || isnan(_4)) ? 0.0 : _4))))), int(0u));
    uint _9 = _69(_64.x, _64.y, _64.z, _64.w, 0u)._m0;
    out_SV_Target0.x = float(_9 & 255u) * 0.0039215688593685626983642578125;
    out_SV_Target0.y = 0.0;
    out_SV_Target0.z = 0.0;
    out_SV_Target0.w = 1.0;
    gl_FragStencilRefARB = int(((_9 * 7u) + 1u) & 255u);
}

