#version 460
layout(points) in;
layout(max_vertices = 4, triangle_strip) out;

float _628;

struct _629
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _691;

struct _692
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _712
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _736
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _586_588
{
    uint _m0[];
} _588;

layout(set = 0, binding = 200, std140) uniform _596_598
{
    uvec4 _m0[11];
} _598;

layout(set = 0, binding = 1) uniform texture1D _592;
layout(set = 0, binding = 100) uniform sampler _602;

layout(location = 0) in uint in_PARTICLEID0[1];
layout(location = 1) out vec4 out_COLOR0;
layout(location = 2) out vec2 out_TEXCOORD0;
layout(location = 2, component = 2) out vec2 out_TEXCOORD1;
layout(location = 3) out float out_BLEND0;
layout(location = 3, component = 1) out float out_VIEWDEPTH0;

void main()
{
    uint _6 = in_PARTICLEID0[0u];
    uint _8 = (_6 * 64u) + 0u;
    _629 _9 = _629(uintBitsToFloat(_588._m0[_8 >> 2u]), uintBitsToFloat(_588._m0[(_8 + 4u) >> 2u]), uintBitsToFloat(_588._m0[(_8 + 8u) >> 2u]), _628, 0u);
    float _10 = _9._m0;
    float _11 = _9._m1;
    float _12 = _9._m2;
    float _16 = _629(uintBitsToFloat(_588._m0[((_6 * 64u) + 12u) >> 2u]), _628, _628, _628, 0u)._m0;
    uint _18 = (_6 * 64u) + 16u;
    _629 _19 = _629(uintBitsToFloat(_588._m0[_18 >> 2u]), uintBitsToFloat(_588._m0[(_18 + 4u) >> 2u]), uintBitsToFloat(_588._m0[(_18 + 8u) >> 2u]), _628, 0u);
    float _20 = _19._m0;
    float _21 = _19._m1;
    float _22 = _19._m2;
    float _26 = _629(uintBitsToFloat(_588._m0[((_6 * 64u) + 28u) >> 2u]), _628, _628, _628, 0u)._m0;
    uint _28 = (_6 * 64u) + 32u;
    _629 _29 = _629(uintBitsToFloat(_588._m0[_28 >> 2u]), uintBitsToFloat(_588._m0[(_28 + 4u) >> 2u]), uintBitsToFloat(_588._m0[(_28 + 8u) >> 2u]), uintBitsToFloat(_588._m0[(_28 + 12u) >> 2u]), 0u);
    float _33 = _629(uintBitsToFloat(_588._m0[((_6 * 64u) + 48u) >> 2u]), _628, _628, _628, 0u)._m0;
    float _37 = _629(uintBitsToFloat(_588._m0[((_6 * 64u) + 52u) >> 2u]), _628, _628, _628, 0u)._m0;
    if (!((_16 < 0.0) || (_16 >= _26)))
    {
        float _50 = _16 / _26;
        float _695 = isnan(0.0) ? _50 : (isnan(_50) ? 0.0 : max(_50, 0.0));
        float _51 = isnan(1.0) ? _695 : (isnan(_695) ? 1.0 : min(_695, 1.0));
        vec4 _700 = textureLod(sampler1D(_592, _602), _51, 0.0);
        _629 _52 = _629(_700.x, _700.y, _700.z, _700.w, 0u);
        float _57 = _52._m0 * _29._m0;
        float _58 = _52._m1 * _29._m1;
        float _59 = _52._m2 * _29._m2;
        float _60 = _52._m3 * _29._m3;
        uint _63 = _712(_598._m0[9u].x, _598._m0[9u].y, _598._m0[9u].z, _598._m0[9u].w)._m3 + 4294967295u;
        float _65 = float(_63) * _51;
        bool _715 = _65 >= 4294967296.0;
        uint _66 = _715 ? 4294967295u : uint(((_715 || (_65 < 0.0)) || isnan(_65)) ? 0.0 : _65);
        float _67 = fract(_65);
        float _560;
        float _561;
        float _562;
        float _563;
        float _564;
        float _565;
        uint _566;
        if ((_692(_588._m0[((_6 * 64u) + 56u) >> 2u], _691, _691, _691, 0u)._m0 & 1u) == 0u)
        {
            _560 = _628;
            _561 = _628;
            _562 = _628;
            _563 = _628;
            _564 = _628;
            _565 = _628;
            _566 = 0u;
        }
        else
        {
            float _71 = dot(vec3(_20, _21, _22), vec3(_20, _21, _22));
            if (_71 > 9.9999997473787516355514526367188e-05)
            {
                float _74 = inversesqrt(_71);
                float _75 = _74 * _20;
                float _76 = _74 * _21;
                float _77 = _74 * _22;
                float _84 = (_736(uintBitsToFloat(_598._m0[0u].x), uintBitsToFloat(_598._m0[0u].y), uintBitsToFloat(_598._m0[0u].z), uintBitsToFloat(_598._m0[0u].w))._m2 * (-1.0)) + 0.0;
                float _85 = (_736(uintBitsToFloat(_598._m0[1u].x), uintBitsToFloat(_598._m0[1u].y), uintBitsToFloat(_598._m0[1u].z), uintBitsToFloat(_598._m0[1u].w))._m2 * (-1.0)) + 0.0;
                float _86 = (_736(uintBitsToFloat(_598._m0[2u].x), uintBitsToFloat(_598._m0[2u].y), uintBitsToFloat(_598._m0[2u].z), uintBitsToFloat(_598._m0[2u].w))._m2 * (-1.0)) + 0.0;
                float _88 = inversesqrt(dot(vec3(_84, _85, _86), vec3(_84, _85, _86)));
                float _89 = _88 * _84;
                float _90 = _88 * _85;
                float _91 = _88 * _86;
                float _94 = (_91 * _76) - (_90 * _77);
                float _97 = (_89 * _77) - (_91 * _75);
                float _100 = (_90 * _75) - (_89 * _76);
                float _102 = inversesqrt(dot(vec3(_94, _97, _100), vec3(_94, _97, _100)));
                float _116 = ((_736(uintBitsToFloat(_598._m0[8u].x), uintBitsToFloat(_598._m0[8u].y), uintBitsToFloat(_598._m0[8u].z), uintBitsToFloat(_598._m0[8u].w))._m3 * sqrt(((_20 * _20) + (_21 * _21)) + (_22 * _22))) + 1.0) * _33;
                _560 = _94 * _102;
                _561 = _97 * _102;
                _562 = _100 * _102;
                _563 = _116 * _75;
                _564 = _116 * _76;
                _565 = _116 * _77;
                _566 = 1u;
            }
            else
            {
                _560 = _628;
                _561 = _628;
                _562 = _628;
                _563 = _628;
                _564 = _628;
                _565 = _628;
                _566 = 0u;
            }
        }
        float _153;
        float _154;
        float _155;
        float _156;
        float _157;
        float _158;
        if (_566 == 0u)
        {
            float _121 = sin(_37);
            float _122 = cos(_37);
            _736 _123 = _736(uintBitsToFloat(_598._m0[8u].x), uintBitsToFloat(_598._m0[8u].y), uintBitsToFloat(_598._m0[8u].z), uintBitsToFloat(_598._m0[8u].w));
            float _124 = _123._m0;
            float _125 = _123._m1;
            float _126 = _123._m2;
            _736 _130 = _736(uintBitsToFloat(_598._m0[9u].x), uintBitsToFloat(_598._m0[9u].y), uintBitsToFloat(_598._m0[9u].z), uintBitsToFloat(_598._m0[9u].w));
            float _131 = _130._m0;
            float _132 = _130._m1;
            float _133 = _130._m2;
            _153 = (_131 * _121) + (_124 * _122);
            _154 = (_132 * _121) + (_125 * _122);
            _155 = (_133 * _121) + (_126 * _122);
            _156 = ((_131 * _122) - (_124 * _121)) * _33;
            _157 = ((_132 * _122) - (_125 * _121)) * _33;
            _158 = ((_133 * _122) - (_126 * _121)) * _33;
        }
        else
        {
            _153 = _560;
            _154 = _561;
            _155 = _562;
            _156 = _563;
            _157 = _564;
            _158 = _565;
        }
        precise float _159 = _33 * _155;
        precise float _160 = _33 * _154;
        precise float _161 = _33 * _153;
        float _162 = _10 - _161;
        float _163 = _11 - _160;
        float _164 = _12 - _159;
        float _165 = _156 + _162;
        float _166 = _157 + _163;
        float _167 = _158 + _164;
        _736 _168 = _736(uintBitsToFloat(_598._m0[0u].x), uintBitsToFloat(_598._m0[0u].y), uintBitsToFloat(_598._m0[0u].z), uintBitsToFloat(_598._m0[0u].w));
        _736 _173 = _736(uintBitsToFloat(_598._m0[1u].x), uintBitsToFloat(_598._m0[1u].y), uintBitsToFloat(_598._m0[1u].z), uintBitsToFloat(_598._m0[1u].w));
        _736 _178 = _736(uintBitsToFloat(_598._m0[2u].x), uintBitsToFloat(_598._m0[2u].y), uintBitsToFloat(_598._m0[2u].z), uintBitsToFloat(_598._m0[2u].w));
        _736 _183 = _736(uintBitsToFloat(_598._m0[3u].x), uintBitsToFloat(_598._m0[3u].y), uintBitsToFloat(_598._m0[3u].z), uintBitsToFloat(_598._m0[3u].w));
        float _191 = ((_178._m0 * _167) + ((_173._m0 * _166) + (_168._m0 * _165))) + _183._m0;
        float _195 = ((_178._m1 * _167) + ((_173._m1 * _166) + (_168._m1 * _165))) + _183._m1;
        float _199 = ((_178._m2 * _167) + ((_173._m2 * _166) + (_168._m2 * _165))) + _183._m2;
        float _203 = ((_178._m3 * _167) + ((_173._m3 * _166) + (_168._m3 * _165))) + _183._m3;
        _736 _204 = _736(uintBitsToFloat(_598._m0[4u].x), uintBitsToFloat(_598._m0[4u].y), uintBitsToFloat(_598._m0[4u].z), uintBitsToFloat(_598._m0[4u].w));
        _736 _209 = _736(uintBitsToFloat(_598._m0[5u].x), uintBitsToFloat(_598._m0[5u].y), uintBitsToFloat(_598._m0[5u].z), uintBitsToFloat(_598._m0[5u].w));
        _736 _214 = _736(uintBitsToFloat(_598._m0[6u].x), uintBitsToFloat(_598._m0[6u].y), uintBitsToFloat(_598._m0[6u].z), uintBitsToFloat(_598._m0[6u].w));
        _736 _219 = _736(uintBitsToFloat(_598._m0[7u].x), uintBitsToFloat(_598._m0[7u].y), uintBitsToFloat(_598._m0[7u].z), uintBitsToFloat(_598._m0[7u].w));
        _712 _240 = _712(_598._m0[10u].x, _598._m0[10u].y, _598._m0[10u].z, _598._m0[10u].w);
        uint _241 = _240._m0;
        bool _906 = _241 == 0u;
        uint _242 = _906 ? 4294967295u : (_66 % (_906 ? 1u : _241));
        bool _910 = _241 == 0u;
        uint _243 = _910 ? 4294967295u : (_66 / (_910 ? 1u : _241));
        float _247 = float(_241);
        float _248 = float(_240._m1);
        uint _251 = _66 + 1u;
        uint _252 = min(_251, _63);
        bool _914 = _241 == 0u;
        uint _253 = _914 ? 4294967295u : (_252 % (_914 ? 1u : _241));
        bool _918 = _241 == 0u;
        uint _254 = _918 ? 4294967295u : (_252 / (_918 ? 1u : _241));
        gl_Position.x = (_219._m0 * _203) + ((_214._m0 * _199) + ((_209._m0 * _195) + (_204._m0 * _191)));
        gl_Position.y = (_219._m1 * _203) + ((_214._m1 * _199) + ((_209._m1 * _195) + (_204._m1 * _191)));
        gl_Position.z = (_219._m2 * _203) + ((_214._m2 * _199) + ((_209._m2 * _195) + (_204._m2 * _191)));
        gl_Position.w = (_219._m3 * _203) + ((_214._m3 * _199) + ((_209._m3 * _195) + (_204._m3 * _191)));
        out_COLOR0.x = _57;
        out_COLOR0.y = _58;
        out_COLOR0.z = _59;
        out_COLOR0.w = _60;
        out_TEXCOORD0.x = float(_242) / _247;
        out_TEXCOORD0.y = float(_243) / _248;
        out_TEXCOORD1.x = float(_253) / _247;
        out_TEXCOORD1.y = float(_254) / _248;
        out_BLEND0 = _67;
        out_VIEWDEPTH0 = _199;
        EmitVertex();
        float _259 = _162 - _156;
        float _260 = _163 - _157;
        float _261 = _164 - _158;
        _736 _262 = _736(uintBitsToFloat(_598._m0[0u].x), uintBitsToFloat(_598._m0[0u].y), uintBitsToFloat(_598._m0[0u].z), uintBitsToFloat(_598._m0[0u].w));
        _736 _267 = _736(uintBitsToFloat(_598._m0[1u].x), uintBitsToFloat(_598._m0[1u].y), uintBitsToFloat(_598._m0[1u].z), uintBitsToFloat(_598._m0[1u].w));
        _736 _272 = _736(uintBitsToFloat(_598._m0[2u].x), uintBitsToFloat(_598._m0[2u].y), uintBitsToFloat(_598._m0[2u].z), uintBitsToFloat(_598._m0[2u].w));
        _736 _277 = _736(uintBitsToFloat(_598._m0[3u].x), uintBitsToFloat(_598._m0[3u].y), uintBitsToFloat(_598._m0[3u].z), uintBitsToFloat(_598._m0[3u].w));
        float _285 = ((_272._m0 * _261) + ((_267._m0 * _260) + (_262._m0 * _259))) + _277._m0;
        float _289 = ((_272._m1 * _261) + ((_267._m1 * _260) + (_262._m1 * _259))) + _277._m1;
        float _293 = ((_272._m2 * _261) + ((_267._m2 * _260) + (_262._m2 * _259))) + _277._m2;
        float _297 = ((_272._m3 * _261) + ((_267._m3 * _260) + (_262._m3 * _259))) + _277._m3;
        _736 _298 = _736(uintBitsToFloat(_598._m0[4u].x), uintBitsToFloat(_598._m0[4u].y), uintBitsToFloat(_598._m0[4u].z), uintBitsToFloat(_598._m0[4u].w));
        _736 _303 = _736(uintBitsToFloat(_598._m0[5u].x), uintBitsToFloat(_598._m0[5u].y), uintBitsToFloat(_598._m0[5u].z), uintBitsToFloat(_598._m0[5u].w));
        _736 _308 = _736(uintBitsToFloat(_598._m0[6u].x), uintBitsToFloat(_598._m0[6u].y), uintBitsToFloat(_598._m0[6u].z), uintBitsToFloat(_598._m0[6u].w));
        _736 _313 = _736(uintBitsToFloat(_598._m0[7u].x), uintBitsToFloat(_598._m0[7u].y), uintBitsToFloat(_598._m0[7u].z), uintBitsToFloat(_598._m0[7u].w));
        _712 _334 = _712(_598._m0[10u].x, _598._m0[10u].y, _598._m0[10u].z, _598._m0[10u].w);
        uint _335 = _334._m0;
        bool _1040 = _335 == 0u;
        uint _336 = _1040 ? 4294967295u : (_66 % (_1040 ? 1u : _335));
        bool _1044 = _335 == 0u;
        uint _337 = _1044 ? 4294967295u : (_66 / (_1044 ? 1u : _335));
        float _342 = float(_335);
        float _343 = float(_334._m1);
        uint _349 = min(_251, (_712(_598._m0[9u].x, _598._m0[9u].y, _598._m0[9u].z, _598._m0[9u].w)._m3 + 4294967295u));
        bool _1054 = _335 == 0u;
        uint _350 = _1054 ? 4294967295u : (_349 % (_1054 ? 1u : _335));
        bool _1058 = _335 == 0u;
        uint _351 = _1058 ? 4294967295u : (_349 / (_1058 ? 1u : _335));
        gl_Position.x = (_313._m0 * _297) + ((_308._m0 * _293) + ((_303._m0 * _289) + (_298._m0 * _285)));
        gl_Position.y = (_313._m1 * _297) + ((_308._m1 * _293) + ((_303._m1 * _289) + (_298._m1 * _285)));
        gl_Position.z = (_313._m2 * _297) + ((_308._m2 * _293) + ((_303._m2 * _289) + (_298._m2 * _285)));
        gl_Position.w = (_313._m3 * _297) + ((_308._m3 * _293) + ((_303._m3 * _289) + (_298._m3 * _285)));
        out_COLOR0.x = _57;
        out_COLOR0.y = _58;
        out_COLOR0.z = _59;
        out_COLOR0.w = _60;
        out_TEXCOORD0.x = float(_336) / _342;
        out_TEXCOORD0.y = (float(_337) + 1.0) / _343;
        out_TEXCOORD1.x = float(_350) / _342;
        out_TEXCOORD1.y = (float(_351) + 1.0) / _343;
        out_BLEND0 = _67;
        out_VIEWDEPTH0 = _293;
        EmitVertex();
        float _357 = _161 + _10;
        float _358 = _160 + _11;
        float _359 = _159 + _12;
        float _360 = _156 + _357;
        float _361 = _157 + _358;
        float _362 = _158 + _359;
        _736 _363 = _736(uintBitsToFloat(_598._m0[0u].x), uintBitsToFloat(_598._m0[0u].y), uintBitsToFloat(_598._m0[0u].z), uintBitsToFloat(_598._m0[0u].w));
        _736 _368 = _736(uintBitsToFloat(_598._m0[1u].x), uintBitsToFloat(_598._m0[1u].y), uintBitsToFloat(_598._m0[1u].z), uintBitsToFloat(_598._m0[1u].w));
        _736 _373 = _736(uintBitsToFloat(_598._m0[2u].x), uintBitsToFloat(_598._m0[2u].y), uintBitsToFloat(_598._m0[2u].z), uintBitsToFloat(_598._m0[2u].w));
        _736 _378 = _736(uintBitsToFloat(_598._m0[3u].x), uintBitsToFloat(_598._m0[3u].y), uintBitsToFloat(_598._m0[3u].z), uintBitsToFloat(_598._m0[3u].w));
        float _386 = ((_373._m0 * _362) + ((_368._m0 * _361) + (_363._m0 * _360))) + _378._m0;
        float _390 = ((_373._m1 * _362) + ((_368._m1 * _361) + (_363._m1 * _360))) + _378._m1;
        float _394 = ((_373._m2 * _362) + ((_368._m2 * _361) + (_363._m2 * _360))) + _378._m2;
        float _398 = ((_373._m3 * _362) + ((_368._m3 * _361) + (_363._m3 * _360))) + _378._m3;
        _736 _399 = _736(uintBitsToFloat(_598._m0[4u].x), uintBitsToFloat(_598._m0[4u].y), uintBitsToFloat(_598._m0[4u].z), uintBitsToFloat(_598._m0[4u].w));
        _736 _404 = _736(uintBitsToFloat(_598._m0[5u].x), uintBitsToFloat(_598._m0[5u].y), uintBitsToFloat(_598._m0[5u].z), uintBitsToFloat(_598._m0[5u].w));
        _736 _409 = _736(uintBitsToFloat(_598._m0[6u].x), uintBitsToFloat(_598._m0[6u].y), uintBitsToFloat(_598._m0[6u].z), uintBitsToFloat(_598._m0[6u].w));
        _736 _414 = _736(uintBitsToFloat(_598._m0[7u].x), uintBitsToFloat(_598._m0[7u].y), uintBitsToFloat(_598._m0[7u].z), uintBitsToFloat(_598._m0[7u].w));
        _712 _435 = _712(_598._m0[10u].x, _598._m0[10u].y, _598._m0[10u].z, _598._m0[10u].w);
        uint _436 = _435._m0;
        bool _1180 = _436 == 0u;
        uint _437 = _1180 ? 4294967295u : (_66 % (_1180 ? 1u : _436));
        bool _1184 = _436 == 0u;
        uint _438 = _1184 ? 4294967295u : (_66 / (_1184 ? 1u : _436));
        float _443 = float(_436);
        float _444 = float(_435._m1);
        uint _450 = min(_251, (_712(_598._m0[9u].x, _598._m0[9u].y, _598._m0[9u].z, _598._m0[9u].w)._m3 + 4294967295u));
        bool _1194 = _436 == 0u;
        uint _451 = _1194 ? 4294967295u : (_450 % (_1194 ? 1u : _436));
        bool _1198 = _436 == 0u;
        uint _452 = _1198 ? 4294967295u : (_450 / (_1198 ? 1u : _436));
        gl_Position.x = (_414._m0 * _398) + ((_409._m0 * _394) + ((_404._m0 * _390) + (_399._m0 * _386)));
        gl_Position.y = (_414._m1 * _398) + ((_409._m1 * _394) + ((_404._m1 * _390) + (_399._m1 * _386)));
        gl_Position.z = (_414._m2 * _398) + ((_409._m2 * _394) + ((_404._m2 * _390) + (_399._m2 * _386)));
        gl_Position.w = (_414._m3 * _398) + ((_409._m3 * _394) + ((_404._m3 * _390) + (_399._m3 * _386)));
        out_COLOR0.x = _57;
        out_COLOR0.y = _58;
        out_COLOR0.z = _59;
        out_COLOR0.w = _60;
        out_TEXCOORD0.x = (float(_437) + 1.0) / _443;
        out_TEXCOORD0.y = float(_438) / _444;
        out_TEXCOORD1.x = (float(_451) + 1.0) / _443;
        out_TEXCOORD1.y = float(_452) / _444;
        out_BLEND0 = _67;
        out_VIEWDEPTH0 = _394;
        EmitVertex();
        float _458 = _357 - _156;
        float _459 = _358 - _157;
        float _460 = _359 - _158;
        _736 _461 = _736(uintBitsToFloat(_598._m0[0u].x), uintBitsToFloat(_598._m0[0u].y), uintBitsToFloat(_598._m0[0u].z), uintBitsToFloat(_598._m0[0u].w));
        _736 _466 = _736(uintBitsToFloat(_598._m0[1u].x), uintBitsToFloat(_598._m0[1u].y), uintBitsToFloat(_598._m0[1u].z), uintBitsToFloat(_598._m0[1u].w));
        _736 _471 = _736(uintBitsToFloat(_598._m0[2u].x), uintBitsToFloat(_598._m0[2u].y), uintBitsToFloat(_598._m0[2u].z), uintBitsToFloat(_598._m0[2u].w));
        _736 _476 = _736(uintBitsToFloat(_598._m0[3u].x), uintBitsToFloat(_598._m0[3u].y), uintBitsToFloat(_598._m0[3u].z), uintBitsToFloat(_598._m0[3u].w));
        float _484 = ((_471._m0 * _460) + ((_466._m0 * _459) + (_461._m0 * _458))) + _476._m0;
        float _488 = ((_471._m1 * _460) + ((_466._m1 * _459) + (_461._m1 * _458))) + _476._m1;
        float _492 = ((_471._m2 * _460) + ((_466._m2 * _459) + (_461._m2 * _458))) + _476._m2;
        float _496 = ((_471._m3 * _460) + ((_466._m3 * _459) + (_461._m3 * _458))) + _476._m3;
        _736 _497 = _736(uintBitsToFloat(_598._m0[4u].x), uintBitsToFloat(_598._m0[4u].y), uintBitsToFloat(_598._m0[4u].z), uintBitsToFloat(_598._m0[4u].w));
        _736 _502 = _736(uintBitsToFloat(_598._m0[5u].x), uintBitsToFloat(_598._m0[5u].y), uintBitsToFloat(_598._m0[5u].z), uintBitsToFloat(_598._m0[5u].w));
        _736 _507 = _736(uintBitsToFloat(_598._m0[6u].x), uintBitsToFloat(_598._m0[6u].y), uintBitsToFloat(_598._m0[6u].z), uintBitsToFloat(_598._m0[6u].w));
        _736 _512 = _736(uintBitsToFloat(_598._m0[7u].x), uintBitsToFloat(_598._m0[7u].y), uintBitsToFloat(_598._m0[7u].z), uintBitsToFloat(_598._m0[7u].w));
        _712 _533 = _712(_598._m0[10u].x, _598._m0[10u].y, _598._m0[10u].z, _598._m0[10u].w);
        uint _534 = _533._m0;
        bool _1320 = _534 == 0u;
        uint _535 = _1320 ? 4294967295u : (_66 % (_1320 ? 1u : _534));
        bool _1324 = _534 == 0u;
        uint _536 = _1324 ? 4294967295u : (_66 / (_1324 ? 1u : _534));
        float _542 = float(_534);
        float _543 = float(_533._m1);
        uint _549 = min(_251, (_712(_598._m0[9u].x, _598._m0[9u].y, _598._m0[9u].z, _598._m0[9u].w)._m3 + 4294967295u));
        bool _1334 = _534 == 0u;
        uint _550 = _1334 ? 4294967295u : (_549 % (_1334 ? 1u : _534));
        bool _1338 = _534 == 0u;
        uint _551 = _1338 ? 4294967295u : (_549 / (_1338 ? 1u : _534));
        gl_Position.x = (_512._m0 * _496) + ((_507._m0 * _492) + ((_502._m0 * _488) + (_497._m0 * _484)));
        gl_Position.y = (_512._m1 * _496) + ((_507._m1 * _492) + ((_502._m1 * _488) + (_497._m1 * _484)));
        gl_Position.z = (_512._m2 * _496) + ((_507._m2 * _492) + ((_502._m2 * _488) + (_497._m2 * _484)));
        gl_Position.w = (_512._m3 * _496) + ((_507._m3 * _492) + ((_502._m3 * _488) + (_497._m3 * _484)));
        out_COLOR0.x = _57;
        out_COLOR0.y = _58;
        out_COLOR0.z = _59;
        out_COLOR0.w = _60;
        out_TEXCOORD0.x = (float(_535) + 1.0) / _542;
        out_TEXCOORD0.y = (float(_536) + 1.0) / _543;
        out_TEXCOORD1.x = (float(_550) + 1.0) / _542;
        out_TEXCOORD1.y = (float(_551) + 1.0) / _543;
        out_BLEND0 = _67;
        out_VIEWDEPTH0 = _492;
        EmitVertex();
    }
}

