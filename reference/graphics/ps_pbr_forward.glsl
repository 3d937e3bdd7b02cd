#version 460
#extension GL_EXT_demote_to_helper_invocation : require

struct _411
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _422
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _355_357
{
    uvec4 _m0[3];
} _357;

layout(set = 0, binding = 201, std140) uniform _360_362
{
    uvec4 _m0[3];
} _362;

layout(set = 0, binding = 0) uniform texture2D _342;
layout(set = 0, binding = 1) uniform texture2D _343;
layout(set = 0, binding = 2) uniform texture2D _344;
layout(set = 0, binding = 3) uniform texture2D _345;
layout(set = 0, binding = 4) uniform texture2D _346;
layout(set = 0, binding = 5) uniform textureCube _349;
layout(set = 0, binding = 6) uniform textureCube _350;
layout(set = 0, binding = 100) uniform sampler _365;
layout(set = 0, binding = 101) uniform sampler _366;
layout(set = 0, binding = 102) uniform sampler _367;

layout(location = 1) in vec3 in_WORLDPOS0;
layout(location = 2) in vec3 in_NORMAL0;
layout(location = 3) in vec4 in_TANGENT0;
layout(location = 4) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    uint _14 = gl_FrontFacing ? 4294967295u : 0u;
    float _16 = in_TEXCOORD0.x;
    float _17 = in_TEXCOORD0.y;
    float _18 = in_TANGENT0.x;
    float _19 = in_TANGENT0.y;
    float _20 = in_TANGENT0.z;
    float _21 = in_TANGENT0.w;
    float _22 = in_NORMAL0.x;
    float _23 = in_NORMAL0.y;
    float _24 = in_NORMAL0.z;
    float _25 = in_WORLDPOS0.x;
    float _26 = in_WORLDPOS0.y;
    float _27 = in_WORLDPOS0.z;
    vec4 _406 = texture(sampler2D(_342, _365), vec2(_16, _17));
    _411 _29 = _411(_406.x, _406.y, _406.z, _406.w, 0u);
    _422 _34 = _422(uintBitsToFloat(_357._m0[0u].x), uintBitsToFloat(_357._m0[0u].y), uintBitsToFloat(_357._m0[0u].z), uintBitsToFloat(_357._m0[0u].w));
    float _39 = _34._m0 * _29._m0;
    float _40 = _34._m1 * _29._m1;
    float _41 = _34._m2 * _29._m2;
    float _42 = _34._m3 * _29._m3;
    if ((_42 - _422(uintBitsToFloat(_357._m0[2u].x), uintBitsToFloat(_357._m0[2u].y), uintBitsToFloat(_357._m0[2u].z), uintBitsToFloat(_357._m0[2u].w))._m2) < 0.0)
    {
        demote;
    }
    vec4 _437 = texture(sampler2D(_344, _365), vec2(_16, _17));
    _411 _50 = _411(_437.x, _437.y, _437.z, _437.w, 0u);
    float _56 = _422(uintBitsToFloat(_357._m0[1u].x), uintBitsToFloat(_357._m0[1u].y), uintBitsToFloat(_357._m0[1u].z), uintBitsToFloat(_357._m0[1u].w))._m3 * _50._m1;
    float _454 = isnan(0.0) ? _56 : (isnan(_56) ? 0.0 : max(_56, 0.0));
    float _57 = isnan(1.0) ? _454 : (isnan(_454) ? 1.0 : min(_454, 1.0));
    _422 _58 = _422(uintBitsToFloat(_357._m0[2u].x), uintBitsToFloat(_357._m0[2u].y), uintBitsToFloat(_357._m0[2u].z), uintBitsToFloat(_357._m0[2u].w));
    float _60 = _58._m0 * _50._m2;
    float _465 = isnan(0.0) ? _60 : (isnan(_60) ? 0.0 : max(_60, 0.0));
    float _61 = isnan(1.0) ? _465 : (isnan(_465) ? 1.0 : min(_465, 1.0));
    float _62 = _57 * _57;
    float _63 = isnan(0.00200000009499490261077880859375) ? _62 : (isnan(_62) ? 0.00200000009499490261077880859375 : max(_62, 0.00200000009499490261077880859375));
    float _67 = inversesqrt(dot(vec3(_22, _23, _24), vec3(_22, _23, _24))) * ((_14 != 0u) ? 1.0 : (-1.0));
    float _68 = _67 * _22;
    float _69 = _67 * _23;
    float _70 = _67 * _24;
    float _71 = dot(vec3(_18, _19, _20), vec3(_68, _69, _70));
    float _75 = _18 - (_68 * _71);
    float _76 = _19 - (_69 * _71);
    float _77 = _20 - (_70 * _71);
    float _79 = inversesqrt(dot(vec3(_75, _76, _77), vec3(_75, _76, _77)));
    float _80 = _75 * _79;
    float _81 = _76 * _79;
    float _82 = _77 * _79;
    vec4 _477 = texture(sampler2D(_343, _365), vec2(_16, _17));
    _411 _96 = _411(_477.x, _477.y, _477.z, _477.w, 0u);
    float _105 = (_96._m2 * 2.0) + (-1.0);
    float _106 = _58._m1;
    float _107 = ((_96._m0 * 2.0) + (-1.0)) * _106;
    float _108 = ((_96._m1 * 2.0) + (-1.0)) * _106;
    float _111 = (_105 * _68) + ((_108 * (((_82 * _69) - (_81 * _70)) * _21)) + (_107 * _80));
    float _114 = (_105 * _69) + ((_108 * (((_80 * _70) - (_82 * _68)) * _21)) + (_107 * _81));
    float _117 = (_105 * _70) + ((_108 * (((_81 * _68) - (_80 * _69)) * _21)) + (_107 * _82));
    float _119 = inversesqrt(dot(vec3(_111, _114, _117), vec3(_111, _114, _117)));
    float _120 = _119 * _111;
    float _121 = _119 * _114;
    float _122 = _119 * _117;
    _422 _123 = _422(uintBitsToFloat(_362._m0[0u].x), uintBitsToFloat(_362._m0[0u].y), uintBitsToFloat(_362._m0[0u].z), uintBitsToFloat(_362._m0[0u].w));
    float _127 = _123._m0 - _25;
    float _128 = _123._m1 - _26;
    float _129 = _123._m2 - _27;
    float _131 = inversesqrt(dot(vec3(_127, _128, _129), vec3(_127, _128, _129)));
    float _132 = _127 * _131;
    float _133 = _128 * _131;
    float _134 = _129 * _131;
    _422 _135 = _422(uintBitsToFloat(_362._m0[1u].x), uintBitsToFloat(_362._m0[1u].y), uintBitsToFloat(_362._m0[1u].z), uintBitsToFloat(_362._m0[1u].w));
    float _136 = _135._m0;
    float _137 = _135._m1;
    float _138 = _135._m2;
    float _142 = _132 - _136;
    float _143 = _133 - _137;
    float _144 = _134 - _138;
    float _146 = inversesqrt(dot(vec3(_142, _143, _144), vec3(_142, _143, _144)));
    float _147 = _142 * _146;
    float _148 = _143 * _146;
    float _149 = _144 * _146;
    float _150 = dot(vec3(_120, _121, _122), vec3(_132, _133, _134));
    float _151 = isnan(9.9999997473787516355514526367188e-05) ? _150 : (isnan(_150) ? 9.9999997473787516355514526367188e-05 : max(_150, 9.9999997473787516355514526367188e-05));
    float _152 = dot(vec3(_120, _121, _122), vec3((-0.0) - _136, (-0.0) - _137, (-0.0) - _138));
    float _521 = isnan(0.0) ? _152 : (isnan(_152) ? 0.0 : max(_152, 0.0));
    float _153 = isnan(1.0) ? _521 : (isnan(_521) ? 1.0 : min(_521, 1.0));
    float _154 = dot(vec3(_120, _121, _122), vec3(_147, _148, _149));
    float _524 = isnan(0.0) ? _154 : (isnan(_154) ? 0.0 : max(_154, 0.0));
    float _155 = isnan(1.0) ? _524 : (isnan(_524) ? 1.0 : min(_524, 1.0));
    float _156 = dot(vec3(_132, _133, _134), vec3(_147, _148, _149));
    float _527 = isnan(0.0) ? _156 : (isnan(_156) ? 0.0 : max(_156, 0.0));
    float _161 = _61 * (_39 + (-0.039999999105930328369140625));
    float _162 = _61 * (_40 + (-0.039999999105930328369140625));
    float _163 = _61 * (_41 + (-0.039999999105930328369140625));
    float _164 = _161 + 0.039999999105930328369140625;
    float _165 = _162 + 0.039999999105930328369140625;
    float _166 = _163 + 0.039999999105930328369140625;
    float _173 = exp2(log2(1.0 - (isnan(1.0) ? _527 : (isnan(_527) ? 1.0 : min(_527, 1.0)))) * 5.0);
    float _177 = (_173 * (0.959999978542327880859375 - _161)) + _164;
    float _178 = (_173 * (0.959999978542327880859375 - _162)) + _165;
    float _179 = (_173 * (0.959999978542327880859375 - _163)) + _166;
    float _180 = _63 * _63;
    float _184 = ((_155 * _155) * (_180 + (-1.0))) + 1.0;
    float _188 = 1.0 - _180;
    float _199 = (sqrt(((_153 * _153) * _188) + _180) * _151) + (sqrt(((_151 * _151) * _188) + _180) * _153);
    float _202 = (0.5 / (isnan(9.9999997473787516355514526367188e-06) ? _199 : (isnan(_199) ? 9.9999997473787516355514526367188e-06 : max(_199, 9.9999997473787516355514526367188e-06)))) * (_180 / ((_184 * _184) * 3.1415927410125732421875));
    float _209 = 1.0 - _61;
    float _210 = _209 * 0.3183098733425140380859375;
    _422 _220 = _422(uintBitsToFloat(_362._m0[2u].x), uintBitsToFloat(_362._m0[2u].y), uintBitsToFloat(_362._m0[2u].z), uintBitsToFloat(_362._m0[2u].w));
    float _230 = 1.0 - _57;
    float _240 = exp2(log2(1.0 - _151) * 5.0);
    float _244 = (_240 * ((isnan(_164) ? _230 : (isnan(_230) ? _164 : max(_230, _164))) - _164)) + _164;
    float _245 = (_240 * ((isnan(_165) ? _230 : (isnan(_230) ? _165 : max(_230, _165))) - _165)) + _165;
    float _246 = (_240 * ((isnan(_166) ? _230 : (isnan(_230) ? _166 : max(_230, _166))) - _166)) + _166;
    vec4 _550 = texture(samplerCube(_349, _367), vec3(_120, _121, _122));
    _411 _248 = _411(_550.x, _550.y, _550.z, _550.w, 0u);
    float _252 = (-0.0) - _132;
    float _253 = (-0.0) - _133;
    float _254 = (-0.0) - _134;
    float _256 = dot(vec3(_252, _253, _254), vec3(_120, _121, _122)) * 2.0;
    vec4 _570 = textureLod(samplerCube(_350, _367), vec3(_252 - (_256 * _120), _253 - (_256 * _121), _254 - (_256 * _122)), _422(uintBitsToFloat(_357._m0[2u].x), uintBitsToFloat(_357._m0[2u].y), uintBitsToFloat(_357._m0[2u].z), uintBitsToFloat(_357._m0[2u].w))._m3 * _57);
    _411 _267 = _411(_570.x, _570.y, _570.z, _570.w, 0u);
    vec4 _578 = texture(sampler2D(_346, _366), vec2(_151, _57));
    _411 _272 = _411(_578.x, _578.y, _578.z, _578.w, 0u);
    float _273 = _272._m0;
    float _274 = _272._m1;
    float _301 = _422(uintBitsToFloat(_362._m0[2u].x), uintBitsToFloat(_362._m0[2u].y), uintBitsToFloat(_362._m0[2u].z), uintBitsToFloat(_362._m0[2u].w))._m3 * _50._m0;
    vec4 _596 = texture(sampler2D(_345, _365), vec2(_16, _17));
    _411 _306 = _411(_596.x, _596.y, _596.z, _596.w, 0u);
    _422 _310 = _422(uintBitsToFloat(_357._m0[1u].x), uintBitsToFloat(_357._m0[1u].y), uintBitsToFloat(_357._m0[1u].z), uintBitsToFloat(_357._m0[1u].w));
    out_SV_Target0.x = ((((((_273 * _244) + _274) * _267._m0) + (((_209 * _39) * (1.0 - _244)) * _248._m0)) * _301) + ((_220._m0 * _153) * ((_202 * _177) + ((_210 * _39) * (1.0 - _177))))) + (_310._m0 * _306._m0);
    out_SV_Target0.y = ((((((_273 * _245) + _274) * _267._m1) + (((_209 * _40) * (1.0 - _245)) * _248._m1)) * _301) + ((_220._m1 * _153) * ((_202 * _178) + ((_210 * _40) * (1.0 - _178))))) + (_310._m1 * _306._m1);
    out_SV_Target0.z = ((((((_273 * _246) + _274) * _267._m2) + (((_209 * _41) * (1.0 - _246)) * _248._m2)) * _301) + ((_220._m2 * _153) * ((_202 * _179) + ((_210 * _41) * (1.0 - _179))))) + (_310._m2 * _306._m2);
    out_SV_Target0.w = _42;
}

