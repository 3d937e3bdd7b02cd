#version 460
#extension GL_EXT_fragment_shader_barycentric : require

layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = gl_BaryCoordNoPerspEXT.x;
    float _3 = gl_BaryCoordNoPerspEXT.y;
    float _4 = gl_BaryCoordNoPerspEXT.z;
    float _5 = gl_BaryCoordEXT.x;
    float _6 = gl_BaryCoordEXT.y;
    float _7 = gl_BaryCoordEXT.z;
    float _26 = _2 / ((abs(dFdyCoarse(_2)) + abs(dFdxCoarse(_2))) * 1.5);
    float _27 = _3 / ((abs(dFdyCoarse(_3)) + abs(dFdxCoarse(_3))) * 1.5);
    float _28 = _4 / ((abs(dFdyCoarse(_4)) + abs(dFdxCoarse(_4))) * 1.5);
    float _87 = isnan(0.0) ? _26 : (isnan(_26) ? 0.0 : max(_26, 0.0));
    float _29 = isnan(1.0) ? _87 : (isnan(_87) ? 1.0 : min(_87, 1.0));
    float _88 = isnan(0.0) ? _27 : (isnan(_27) ? 0.0 : max(_27, 0.0));
    float _30 = isnan(1.0) ? _88 : (isnan(_88) ? 1.0 : min(_88, 1.0));
    float _89 = isnan(0.0) ? _28 : (isnan(_28) ? 0.0 : max(_28, 0.0));
    float _31 = isnan(1.0) ? _89 : (isnan(_89) ? 1.0 : min(_89, 1.0));
    float _39 = (_29 * _29) * (3.0 - (_29 * 2.0));
    float _41 = (_30 * _30) * (3.0 - (_30 * 2.0));
    float _43 = (_31 * _31) * (3.0 - (_31 * 2.0));
    float _44 = isnan(_43) ? _41 : (isnan(_41) ? _43 : min(_41, _43));
    float _45 = isnan(_44) ? _39 : (isnan(_39) ? _44 : min(_39, _44));
    float _46 = 1.0 - _45;
    out_SV_Target0.x = (_45 * _5) + _46;
    out_SV_Target0.y = (_45 * _6) + _46;
    out_SV_Target0.z = (_45 * _7) + _46;
    out_SV_Target0.w = 1.0;
}

