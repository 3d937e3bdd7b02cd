#version 460
#extension GL_EXT_fragment_shader_barycentric : require

layout(location = 1) pervertexEXT in vec3 in_COLOR0[3];
layout(location = 1, component = 3) pervertexEXT in uint in_MATERIAL0[3];
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = gl_BaryCoordEXT.x;
    float _3 = gl_BaryCoordEXT.y;
    float _4 = gl_BaryCoordEXT.z;
    float _5 = in_COLOR0[0u].x;
    float _6 = in_COLOR0[0u].y;
    float _7 = in_COLOR0[0u].z;
    float _8 = in_COLOR0[1u].x;
    float _9 = in_COLOR0[1u].y;
    float _10 = in_COLOR0[1u].z;
    float _11 = in_COLOR0[2u].x;
    float _12 = in_COLOR0[2u].y;
    float _13 = in_COLOR0[2u].z;
    uint _14 = in_MATERIAL0[1u];
    float _15 = _2 * _2;
    float _16 = _3 * _3;
    float _17 = _4 * _4;
    float _18 = dot(vec3(_15, _16, _17), vec3(1.0));
    float _19 = _15 / _18;
    float _20 = _16 / _18;
    float _21 = _17 / _18;
    float _37 = isnan(_4) ? _3 : (isnan(_3) ? _4 : min(_3, _4));
    float _39 = (isnan(_37) ? _2 : (isnan(_2) ? _37 : min(_2, _37))) * 50.0;
    float _107 = isnan(0.0) ? _39 : (isnan(_39) ? 0.0 : max(_39, 0.0));
    float _40 = isnan(1.0) ? _107 : (isnan(_107) ? 1.0 : min(_107, 1.0));
    float _44 = (_40 * _40) * (3.0 - (_40 * 2.0));
    out_SV_Target0.x = _44 * (((_20 * _8) + (_19 * _5)) + (_21 * _11));
    out_SV_Target0.y = _44 * (((_20 * _9) + (_19 * _6)) + (_21 * _12));
    out_SV_Target0.z = _44 * (((_20 * _10) + (_19 * _7)) + (_21 * _13));
    out_SV_Target0.w = float(_14 & 1u);
}

