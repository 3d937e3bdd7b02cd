#version 460

struct _384
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _408
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _652
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _311_313
{
    uint _m0[];
} _313;

layout(set = 0, binding = 200, std140) uniform _317_319
{
    uvec4 _m0[5];
} _319;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec3 in_NORMAL0;
layout(location = 2) in vec4 in_TANGENT0;
layout(location = 3) in vec2 in_TEXCOORD0;
layout(location = 4) in uvec4 in_BLENDINDICES0;
layout(location = 5) in vec4 in_BLENDWEIGHT0;
layout(location = 1) out vec3 out_WORLDPOS0;
layout(location = 2) out vec3 out_NORMAL0;
layout(location = 3) out vec4 out_TANGENT0;
layout(location = 4) out vec2 out_TEXCOORD0;

void main()
{
    gl_PointSize = 1.0;
    float _4 = in_BLENDWEIGHT0.x;
    float _5 = in_BLENDWEIGHT0.y;
    float _6 = in_BLENDWEIGHT0.z;
    float _7 = in_BLENDWEIGHT0.w;
    uint _8 = in_BLENDINDICES0.x;
    uint _9 = in_BLENDINDICES0.y;
    uint _10 = in_BLENDINDICES0.z;
    uint _11 = in_BLENDINDICES0.w;
    float _12 = in_TEXCOORD0.x;
    float _13 = in_TEXCOORD0.y;
    float _14 = in_TANGENT0.x;
    float _15 = in_TANGENT0.y;
    float _16 = in_TANGENT0.z;
    float _17 = in_TANGENT0.w;
    float _18 = in_NORMAL0.x;
    float _19 = in_NORMAL0.y;
    float _20 = in_NORMAL0.z;
    float _21 = in_POSITION0.x;
    float _22 = in_POSITION0.y;
    float _23 = in_POSITION0.z;
    float _24 = dot(vec4(_4, _5, _6, _7), vec4(1.0));
    float _25 = isnan(9.9999997473787516355514526367188e-06) ? _24 : (isnan(_24) ? 9.9999997473787516355514526367188e-06 : max(_24, 9.9999997473787516355514526367188e-06));
    float _26 = _4 / _25;
    float _27 = _5 / _25;
    float _28 = _6 / _25;
    float _29 = _7 / _25;
    _384 _30 = _384(_319._m0[4u].x, _319._m0[4u].y, _319._m0[4u].z, _319._m0[4u].w);
    uint _31 = _30._m0;
    uint _33 = _30._m1 + 4294967295u;
    uint _35 = min(_8, _33) + _31;
    uint _37 = (_35 * 48u) + 0u;
    _408 _38 = _408(uintBitsToFloat(_313._m0[_37 >> 2u]), uintBitsToFloat(_313._m0[(_37 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_37 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_37 + 12u) >> 2u]), 0u);
    uint _44 = (_35 * 48u) + 16u;
    _408 _45 = _408(uintBitsToFloat(_313._m0[_44 >> 2u]), uintBitsToFloat(_313._m0[(_44 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_44 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_44 + 12u) >> 2u]), 0u);
    uint _51 = (_35 * 48u) + 32u;
    _408 _52 = _408(uintBitsToFloat(_313._m0[_51 >> 2u]), uintBitsToFloat(_313._m0[(_51 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_51 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_51 + 12u) >> 2u]), 0u);
    uint _70 = min(_9, _33) + _31;
    uint _72 = (_70 * 48u) + 0u;
    _408 _73 = _408(uintBitsToFloat(_313._m0[_72 >> 2u]), uintBitsToFloat(_313._m0[(_72 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_72 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_72 + 12u) >> 2u]), 0u);
    uint _79 = (_70 * 48u) + 16u;
    _408 _80 = _408(uintBitsToFloat(_313._m0[_79 >> 2u]), uintBitsToFloat(_313._m0[(_79 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_79 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_79 + 12u) >> 2u]), 0u);
    uint _86 = (_70 * 48u) + 32u;
    _408 _87 = _408(uintBitsToFloat(_313._m0[_86 >> 2u]), uintBitsToFloat(_313._m0[(_86 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_86 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_86 + 12u) >> 2u]), 0u);
    uint _117 = min(_10, _33) + _31;
    uint _119 = (_117 * 48u) + 0u;
    _408 _120 = _408(uintBitsToFloat(_313._m0[_119 >> 2u]), uintBitsToFloat(_313._m0[(_119 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_119 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_119 + 12u) >> 2u]), 0u);
    uint _126 = (_117 * 48u) + 16u;
    _408 _127 = _408(uintBitsToFloat(_313._m0[_126 >> 2u]), uintBitsToFloat(_313._m0[(_126 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_126 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_126 + 12u) >> 2u]), 0u);
    uint _133 = (_117 * 48u) + 32u;
    _408 _134 = _408(uintBitsToFloat(_313._m0[_133 >> 2u]), uintBitsToFloat(_313._m0[(_133 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_133 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_133 + 12u) >> 2u]), 0u);
    uint _164 = min(_11, _33) + _31;
    uint _166 = (_164 * 48u) + 0u;
    _408 _167 = _408(uintBitsToFloat(_313._m0[_166 >> 2u]), uintBitsToFloat(_313._m0[(_166 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_166 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_166 + 12u) >> 2u]), 0u);
    uint _173 = (_164 * 48u) + 16u;
    _408 _174 = _408(uintBitsToFloat(_313._m0[_173 >> 2u]), uintBitsToFloat(_313._m0[(_173 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_173 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_173 + 12u) >> 2u]), 0u);
    uint _180 = (_164 * 48u) + 32u;
    _408 _181 = _408(uintBitsToFloat(_313._m0[_180 >> 2u]), uintBitsToFloat(_313._m0[(_180 + 4u) >> 2u]), uintBitsToFloat(_313._m0[(_180 + 8u) >> 2u]), uintBitsToFloat(_313._m0[(_180 + 12u) >> 2u]), 0u);
    float _198 = (((_73._m0 * _27) + (_38._m0 * _26)) + (_120._m0 * _28)) + (_167._m0 * _29);
    float _199 = (((_80._m0 * _27) + (_45._m0 * _26)) + (_127._m0 * _28)) + (_174._m0 * _29);
    float _200 = (((_87._m0 * _27) + (_52._m0 * _26)) + (_134._m0 * _28)) + (_181._m0 * _29);
    float _201 = (((_73._m1 * _27) + (_38._m1 * _26)) + (_120._m1 * _28)) + (_167._m1 * _29);
    float _202 = (((_80._m1 * _27) + (_45._m1 * _26)) + (_127._m1 * _28)) + (_174._m1 * _29);
    float _203 = (((_87._m1 * _27) + (_52._m1 * _26)) + (_134._m1 * _28)) + (_181._m1 * _29);
    float _204 = (((_73._m2 * _27) + (_38._m2 * _26)) + (_120._m2 * _28)) + (_167._m2 * _29);
    float _205 = (((_80._m2 * _27) + (_45._m2 * _26)) + (_127._m2 * _28)) + (_174._m2 * _29);
    float _206 = (((_87._m2 * _27) + (_52._m2 * _26)) + (_134._m2 * _28)) + (_181._m2 * _29);
    float _213 = ((((_73._m3 * _27) + (_38._m3 * _26)) + (_120._m3 * _28)) + (_167._m3 * _29)) + ((_23 * _204) + ((_22 * _201) + (_198 * _21)));
    float _217 = ((((_80._m3 * _27) + (_45._m3 * _26)) + (_127._m3 * _28)) + (_174._m3 * _29)) + ((_23 * _205) + ((_22 * _202) + (_199 * _21)));
    float _221 = ((((_87._m3 * _27) + (_52._m3 * _26)) + (_134._m3 * _28)) + (_181._m3 * _29)) + ((_23 * _206) + ((_22 * _203) + (_200 * _21)));
    float _224 = (_20 * _204) + ((_19 * _201) + (_198 * _18));
    float _227 = (_20 * _205) + ((_19 * _202) + (_199 * _18));
    float _230 = (_20 * _206) + ((_19 * _203) + (_200 * _18));
    float _232 = inversesqrt(dot(vec3(_224, _227, _230), vec3(_224, _227, _230)));
    float _238 = (_16 * _204) + ((_15 * _201) + (_198 * _14));
    float _241 = (_16 * _205) + ((_15 * _202) + (_199 * _14));
    float _244 = (_16 * _206) + ((_15 * _203) + (_200 * _14));
    float _246 = inversesqrt(dot(vec3(_238, _241, _244), vec3(_238, _241, _244)));
    _652 _250 = _652(uintBitsToFloat(_319._m0[0u].x), uintBitsToFloat(_319._m0[0u].y), uintBitsToFloat(_319._m0[0u].z), uintBitsToFloat(_319._m0[0u].w));
    _652 _255 = _652(uintBitsToFloat(_319._m0[1u].x), uintBitsToFloat(_319._m0[1u].y), uintBitsToFloat(_319._m0[1u].z), uintBitsToFloat(_319._m0[1u].w));
    _652 _260 = _652(uintBitsToFloat(_319._m0[2u].x), uintBitsToFloat(_319._m0[2u].y), uintBitsToFloat(_319._m0[2u].z), uintBitsToFloat(_319._m0[2u].w));
    _652 _265 = _652(uintBitsToFloat(_319._m0[3u].x), uintBitsToFloat(_319._m0[3u].y), uintBitsToFloat(_319._m0[3u].z), uintBitsToFloat(_319._m0[3u].w));
    gl_Position.x = ((_260._m0 * _221) + ((_255._m0 * _217) + (_250._m0 * _213))) + _265._m0;
    gl_Position.y = ((_260._m1 * _221) + ((_255._m1 * _217) + (_250._m1 * _213))) + _265._m1;
    gl_Position.z = ((_260._m2 * _221) + ((_255._m2 * _217) + (_250._m2 * _213))) + _265._m2;
    gl_Position.w = ((_260._m3 * _221) + ((_255._m3 * _217) + (_250._m3 * _213))) + _265._m3;
    out_WORLDPOS0.x = _213;
    out_WORLDPOS0.y = _217;
    out_WORLDPOS0.z = _221;
    out_NORMAL0.x = _232 * _224;
    out_NORMAL0.y = _232 * _227;
    out_NORMAL0.z = _232 * _230;
    out_TANGENT0.x = _246 * _238;
    out_TANGENT0.y = _246 * _241;
    out_TANGENT0.z = _246 * _244;
    out_TANGENT0.w = _17;
    out_TEXCOORD0.x = _12;
    out_TEXCOORD0.y = _13;
}

