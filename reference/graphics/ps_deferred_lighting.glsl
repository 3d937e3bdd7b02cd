#version 460
#extension GL_EXT_samplerless_texture_functions : require

struct _408
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _434
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _446
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _527
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _537;
float _557;

layout(set = 0, binding = 5, std430) readonly buffer _354_356
{
    uint _m0[];
} _356;

layout(set = 0, binding = 6, std430) readonly buffer _359_361
{
    uint _m0[];
} _361;

layout(set = 0, binding = 200, std140) uniform _365_367
{
    uvec4 _m0[7];
} _367;

layout(set = 0, binding = 0) uniform texture2D _345;
layout(set = 0, binding = 1) uniform texture2D _346;
layout(set = 0, binding = 2) uniform texture2D _347;
layout(set = 0, binding = 3) uniform utexture2D _351;
layout(set = 0, binding = 4) uniform texture2D _352;

layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _10 = gl_FragCoord.x;
    float _11 = gl_FragCoord.y;
    bool _381 = _10 >= 2147483648.0;
    bool _383 = _10 < (-2147483648.0);
    uint _12 = _381 ? 2147483647u : (_383 ? 2147483648u : uint(int(((_381 || _383) || isnan(_10)) ? 0.0 : _10)));
    bool _393 = _11 >= 2147483648.0;
    bool _394 = _11 < (-2147483648.0);
    uint _13 = _393 ? 2147483647u : (_394 ? 2147483648u : uint(int(((_393 || _394) || isnan(_11)) ? 0.0 : _11)));
    vec4 _403 = texelFetch(_352, ivec2(uvec2(_12, _13)), int(0u));
    float _16 = _408(_403.x, _403.y, _403.z, _403.w, 0u)._m0;
    float _328;
    float _329;
    float _330;
    if (!(_16 >= 1.0))
    {
        vec4 _411 = texelFetch(_345, ivec2(uvec2(_12, _13)), int(0u));
        _408 _25 = _408(_411.x, _411.y, _411.z, _411.w, 0u);
        float _26 = _25._m0;
        float _27 = _25._m1;
        float _28 = _25._m2;
        float _29 = _25._m3;
        vec4 _417 = texelFetch(_346, ivec2(uvec2(_12, _13)), int(0u));
        _408 _31 = _408(_417.x, _417.y, _417.z, _417.w, 0u);
        float _34 = _31._m2;
        float _35 = _31._m3;
        vec4 _423 = texelFetch(_347, ivec2(uvec2(_12, _13)), int(0u));
        _408 _37 = _408(_423.x, _423.y, _423.z, _423.w, 0u);
        uvec4 _429 = texelFetch(_351, ivec2(uvec2(_12, _13)), int(0u));
        _446 _44 = _446(uintBitsToFloat(_367._m0[5u].x), uintBitsToFloat(_367._m0[5u].y), uintBitsToFloat(_367._m0[5u].z), uintBitsToFloat(_367._m0[5u].w));
        float _51 = ((_10 * 2.0) * _44._m0) + (-1.0);
        float _52 = 1.0 - ((_11 * 2.0) * _44._m1);
        _446 _53 = _446(uintBitsToFloat(_367._m0[0u].x), uintBitsToFloat(_367._m0[0u].y), uintBitsToFloat(_367._m0[0u].z), uintBitsToFloat(_367._m0[0u].w));
        _446 _58 = _446(uintBitsToFloat(_367._m0[1u].x), uintBitsToFloat(_367._m0[1u].y), uintBitsToFloat(_367._m0[1u].z), uintBitsToFloat(_367._m0[1u].w));
        _446 _63 = _446(uintBitsToFloat(_367._m0[2u].x), uintBitsToFloat(_367._m0[2u].y), uintBitsToFloat(_367._m0[2u].z), uintBitsToFloat(_367._m0[2u].w));
        _446 _68 = _446(uintBitsToFloat(_367._m0[3u].x), uintBitsToFloat(_367._m0[3u].y), uintBitsToFloat(_367._m0[3u].z), uintBitsToFloat(_367._m0[3u].w));
        float _88 = ((_63._m3 * _16) + ((_58._m3 * _52) + (_51 * _53._m3))) + _68._m3;
        float _89 = (((_63._m0 * _16) + ((_58._m0 * _52) + (_51 * _53._m0))) + _68._m0) / _88;
        float _90 = (((_63._m1 * _16) + ((_58._m1 * _52) + (_51 * _53._m1))) + _68._m1) / _88;
        float _91 = (((_63._m2 * _16) + ((_58._m2 * _52) + (_51 * _53._m2))) + _68._m2) / _88;
        float _94 = (_31._m0 * 2.0) + (-1.0);
        float _95 = (_31._m1 * 2.0) + (-1.0);
        float _99 = (1.0 - abs(_94)) - abs(_95);
        float _100 = (-0.0) - _99;
        float _501 = isnan(0.0) ? _100 : (isnan(_100) ? 0.0 : max(_100, 0.0));
        float _101 = isnan(1.0) ? _501 : (isnan(_501) ? 1.0 : min(_501, 1.0));
        float _103 = (-0.0) - _101;
        float _107 = ((_94 >= 0.0) ? _103 : _101) + _94;
        float _108 = ((_95 >= 0.0) ? _103 : _101) + _95;
        float _110 = inversesqrt(dot(vec3(_107, _108, _99), vec3(_107, _108, _99)));
        float _111 = _107 * _110;
        float _112 = _108 * _110;
        float _113 = _110 * _99;
        _446 _114 = _446(uintBitsToFloat(_367._m0[4u].x), uintBitsToFloat(_367._m0[4u].y), uintBitsToFloat(_367._m0[4u].z), uintBitsToFloat(_367._m0[4u].w));
        float _118 = _114._m0 - _89;
        float _119 = _114._m1 - _90;
        float _120 = _114._m2 - _91;
        float _122 = inversesqrt(dot(vec3(_118, _119, _120), vec3(_118, _119, _120)));
        float _123 = _118 * _122;
        float _124 = _119 * _122;
        float _125 = _120 * _122;
        float _130 = exp2(((1.0 - (isnan(0.039999999105930328369140625) ? _34 : (isnan(_34) ? 0.039999999105930328369140625 : max(_34, 0.039999999105930328369140625)))) * 10.0) + 1.0);
        float _137 = (_35 * (_26 + (-0.039999999105930328369140625))) + 0.039999999105930328369140625;
        float _138 = (_35 * (_27 + (-0.039999999105930328369140625))) + 0.039999999105930328369140625;
        float _139 = (_35 * (_28 + (-0.039999999105930328369140625))) + 0.039999999105930328369140625;
        float _140 = 1.0 - _35;
        float _141 = _140 * _26;
        float _142 = _140 * _27;
        float _143 = _140 * _28;
        uint _151 = _527(_367._m0[5u].x, _367._m0[5u].y, _367._m0[5u].z, _367._m0[5u].w)._m2;
        uint _153 = ((_527(_367._m0[4u].x, _367._m0[4u].y, _367._m0[4u].z, _367._m0[4u].w)._m3 * (_13 >> 4u)) + (_12 >> 4u)) * (_151 + 1u);
        uint _158 = min(_434(_361._m0[((_153 * 4u) + 0u) >> 2u], _537, _537, _537, 0u)._m0, _151);
        float _287;
        float _288;
        float _289;
        if (_158 == 0u)
        {
            _287 = 0.0;
            _288 = 0.0;
            _289 = 0.0;
        }
        else
        {
            float _281;
            float _282;
            float _283;
            float _332;
            float _333;
            float _334;
            uint _335;
            float _162 = 0.0;
            float _163 = 0.0;
            float _164 = 0.0;
            uint _165 = 0u;
            uint _166;
            uint _171;
            float _181;
            float _185;
            float _186;
            float _187;
            float _191;
            float _192;
            float _193;
            float _197;
            float _198;
            float _199;
            float _200;
            float _206;
            bool _207;
            for (;;)
            {
                _166 = _165 + 1u;
                _171 = _434(_361._m0[(((_166 + _153) * 4u) + 0u) >> 2u], _537, _537, _537, 0u)._m0;
                uint _173 = (_171 * 48u) + 0u;
                _408 _174 = _408(uintBitsToFloat(_356._m0[_173 >> 2u]), uintBitsToFloat(_356._m0[(_173 + 4u) >> 2u]), uintBitsToFloat(_356._m0[(_173 + 8u) >> 2u]), _557, 0u);
                _181 = _408(uintBitsToFloat(_356._m0[((_171 * 48u) + 12u) >> 2u]), _557, _557, _557, 0u)._m0;
                uint _183 = (_171 * 48u) + 16u;
                _408 _184 = _408(uintBitsToFloat(_356._m0[_183 >> 2u]), uintBitsToFloat(_356._m0[(_183 + 4u) >> 2u]), uintBitsToFloat(_356._m0[(_183 + 8u) >> 2u]), _557, 0u);
                _185 = _184._m0;
                _186 = _184._m1;
                _187 = _184._m2;
                uint _189 = (_171 * 48u) + 32u;
                _408 _190 = _408(uintBitsToFloat(_356._m0[_189 >> 2u]), uintBitsToFloat(_356._m0[(_189 + 4u) >> 2u]), uintBitsToFloat(_356._m0[(_189 + 8u) >> 2u]), _557, 0u);
                _191 = _190._m0;
                _192 = _190._m1;
                _193 = _190._m2;
                _197 = _408(uintBitsToFloat(_356._m0[((_171 * 48u) + 44u) >> 2u]), _557, _557, _557, 0u)._m0;
                _198 = _174._m0 - _89;
                _199 = _174._m1 - _90;
                _200 = _174._m2 - _91;
                _206 = sqrt(((_198 * _198) + (_199 * _199)) + (_200 * _200));
                _207 = _206 > _181;
                if (_207)
                {
                    _281 = _162;
                    _282 = _163;
                    _283 = _164;
                }
                else
                {
                    float _213 = _198 / _206;
                    float _214 = _199 / _206;
                    float _215 = _200 / _206;
                    float _220 = 1.0 - exp2(log2(_206 / _181) * 4.0);
                    float _604 = isnan(0.0) ? _220 : (isnan(_220) ? 0.0 : max(_220, 0.0));
                    float _221 = isnan(1.0) ? _604 : (isnan(_604) ? 1.0 : min(_604, 1.0));
                    float _226 = ((_221 * _221) / ((_206 * _206) + 1.0)) * _408(uintBitsToFloat(_356._m0[((_171 * 48u) + 28u) >> 2u]), _557, _557, _557, 0u)._m0;
                    float _242;
                    if (_197 > (-1.5))
                    {
                        float _234 = (dot(vec3((-0.0) - _213, (-0.0) - _214, (-0.0) - _215), vec3(_191, _192, _193)) - _197) * 20.0;
                        float _609 = isnan(0.0) ? _234 : (isnan(_234) ? 0.0 : max(_234, 0.0));
                        float _235 = isnan(1.0) ? _609 : (isnan(_609) ? 1.0 : min(_609, 1.0));
                        _242 = ((_235 * _235) * _226) * (3.0 - (_235 * 2.0));
                    }
                    else
                    {
                        _242 = _226;
                    }
                    float _243 = dot(vec3(_111, _112, _113), vec3(_213, _214, _215));
                    float _613 = isnan(0.0) ? _243 : (isnan(_243) ? 0.0 : max(_243, 0.0));
                    float _245 = _213 + _123;
                    float _246 = _214 + _124;
                    float _247 = _215 + _125;
                    float _249 = inversesqrt(dot(vec3(_245, _246, _247), vec3(_245, _246, _247)));
                    float _253 = dot(vec3(_111, _112, _113), vec3(_249 * _245, _249 * _246, _249 * _247));
                    float _618 = isnan(0.0) ? _253 : (isnan(_253) ? 0.0 : max(_253, 0.0));
                    float _260 = ((_130 + 8.0) * 0.0397888012230396270751953125) * exp2(log2(isnan(1.0) ? _618 : (isnan(_618) ? 1.0 : min(_618, 1.0))) * _130);
                    float _270 = (isnan(1.0) ? _613 : (isnan(_613) ? 1.0 : min(_613, 1.0))) * _242;
                    _281 = ((_270 * _185) * ((_260 * _137) + (_141 * 0.3183098733425140380859375))) + _162;
                    _282 = ((_270 * _186) * ((_260 * _138) + (_142 * 0.3183098733425140380859375))) + _163;
                    _283 = ((_270 * _187) * ((_260 * _139) + (_143 * 0.3183098733425140380859375))) + _164;
                }
                if (_166 == _158)
                {
                    break;
                }
                else
                {
                    _332 = _281;
                    _333 = _282;
                    _334 = _283;
                    _335 = _166;
                    _162 = _332;
                    _163 = _333;
                    _164 = _334;
                    _165 = _335;
                    continue;
                }
            }
            _287 = _281;
            _288 = _282;
            _289 = _283;
        }
        _446 _290 = _446(uintBitsToFloat(_367._m0[6u].x), uintBitsToFloat(_367._m0[6u].y), uintBitsToFloat(_367._m0[6u].z), uintBitsToFloat(_367._m0[6u].w));
        float _301 = (_287 + _37._m0) + ((_141 * _29) * _290._m0);
        float _303 = (_288 + _37._m1) + ((_142 * _29) * _290._m1);
        float _305 = (_289 + _37._m2) + ((_143 * _29) * _290._m2);
        float _320;
        float _321;
        float _322;
        if ((_434(_429.x, _429.y, _429.z, _429.w, 0u)._m0 & 1u) == 0u)
        {
            _320 = _301;
            _321 = _303;
            _322 = _305;
        }
        else
        {
            float _309 = dot(vec3(_301, _303, _305), vec3(0.2125999927520751953125, 0.715200006961822509765625, 0.072200000286102294921875));
            _320 = ((_309 - _301) * 0.5) + _301;
            _321 = ((_309 - _303) * 0.5) + _303;
            _322 = ((_309 - _305) * 0.5) + _305;
        }
        float _323 = _44._m3;
        _328 = _320 * _323;
        _329 = _321 * _323;
        _330 = _322 * _323;
    }
    else
    {
        _446 _19 = _446(uintBitsToFloat(_367._m0[6u].x), uintBitsToFloat(_367._m0[6u].y), uintBitsToFloat(_367._m0[6u].z), uintBitsToFloat(_367._m0[6u].w));
        _328 = _19._m0;
        _329 = _19._m1;
        _330 = _19._m2;
    }
    out_SV_Target0.x = _328;
    out_SV_Target0.y = _329;
    out_SV_Target0.z = _330;
    out_SV_Target0.w = 1.0;
}

