#version 460
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint16_t _77;

struct _78
{
    uint16_t _m0;
    uint16_t _m1;
    uint16_t _m2;
    uint16_t _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _50_52
{
    uint _m0[];
} _52;

layout(set = 0, binding = 300, std430) buffer _55_57
{
    uint _m0[];
} _57;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 2u;
    uint _71 = _52._m0[_5 >> 2u];
    uint16_t _7 = _78(uint16_t(_71 >> ((_5 & 2u) << 3u)), _77, _77, _77, 0u)._m0;
    uint _8 = _5 | 2u;
    uint _81 = _52._m0[_8 >> 2u];
    uint16_t _10 = _78(uint16_t(_81 >> ((_8 & 2u) << 3u)), _77, _77, _77, 0u)._m0;
    bool _11 = _10 == 0us;
    uint16_t _12 = _11 ? 1us : _10;
    uint16_t _15 = (_11 || (_10 == 65535us)) ? 7us : _10;
    bool _91 = _12 == 0us;
    uint16_t _19 = _91 ? 65535us : (_7 / (_91 ? 1us : _12));
    bool _95 = _12 == 0us;
    uint16_t _20 = _95 ? 65535us : (_7 % (_95 ? 1us : _12));
    uint16_t _101 = uint16_t(abs(int16_t(_15)));
    bool _102 = _101 == 0us;
    uint16_t _105 = _102 ? 65535us : (uint16_t(abs(int16_t(_7))) / (_102 ? 1us : _101));
    uint16_t _21 = ((int16_t(_7) < int16_t(0us)) != (int16_t(_15) < int16_t(0us))) ? (-_105) : _105;
    uint16_t _112 = uint16_t(abs(int16_t(_15)));
    bool _113 = _112 == 0us;
    uint16_t _116 = _113 ? 65535us : (uint16_t(abs(int16_t(_7))) % (_113 ? 1us : _112));
    uint16_t _22 = (int16_t(_7) < int16_t(0us)) ? (-_116) : _116;
    uint16_t _23 = _10 & 15us;
    uint _38 = _4 << 5u;
    uint _128 = _38 >> 2u;
    uint _131 = (_38 & 2u) << 3u;
    uint _138 = atomicAnd(_57._m0[_128], ~(65535u << _131));
    uint _139 = atomicOr(_57._m0[_128], uint(_10 + _7) << _131);
    uint _140 = _38 + 2u;
    uint _141 = _140 >> 2u;
    uint _144 = (_140 & 2u) << 3u;
    uint _149 = atomicAnd(_57._m0[_141], ~(65535u << _144));
    uint _150 = atomicOr(_57._m0[_141], uint(_7 - _10) << _144);
    uint _152 = _38 + 4u;
    uint _153 = _152 >> 2u;
    uint _156 = (_152 & 2u) << 3u;
    uint _161 = atomicAnd(_57._m0[_153], ~(65535u << _156));
    uint _162 = atomicOr(_57._m0[_153], uint(_10 * _7) << _156);
    uint _164 = _38 + 6u;
    uint _165 = _164 >> 2u;
    uint _168 = (_164 & 2u) << 3u;
    uint _173 = atomicAnd(_57._m0[_165], ~(65535u << _168));
    uint _174 = atomicOr(_57._m0[_165], uint(_19) << _168);
    uint _39 = _38 | 8u;
    uint _176 = _39 >> 2u;
    uint _179 = (_39 & 2u) << 3u;
    uint _184 = atomicAnd(_57._m0[_176], ~(65535u << _179));
    uint _185 = atomicOr(_57._m0[_176], uint(_20) << _179);
    uint _186 = _39 + 2u;
    uint _187 = _186 >> 2u;
    uint _190 = (_186 & 2u) << 3u;
    uint _195 = atomicAnd(_57._m0[_187], ~(65535u << _190));
    uint _196 = atomicOr(_57._m0[_187], uint(_21) << _190);
    uint _197 = _39 + 4u;
    uint _198 = _197 >> 2u;
    uint _201 = (_197 & 2u) << 3u;
    uint _206 = atomicAnd(_57._m0[_198], ~(65535u << _201));
    uint _207 = atomicOr(_57._m0[_198], uint(_22) << _201);
    uint _208 = _39 + 6u;
    uint _209 = _208 >> 2u;
    uint _212 = (_208 & 2u) << 3u;
    uint _217 = atomicAnd(_57._m0[_209], ~(65535u << _212));
    uint _218 = atomicOr(_57._m0[_209], uint(_7 << (_23 & 15us)) << _212);
    uint _40 = _38 | 16u;
    uint _220 = _40 >> 2u;
    uint _223 = (_40 & 2u) << 3u;
    uint _228 = atomicAnd(_57._m0[_220], ~(65535u << _223));
    uint _229 = atomicOr(_57._m0[_220], uint(_7 >> (_23 & 15us)) << _223);
    uint _230 = _40 + 2u;
    uint _231 = _230 >> 2u;
    uint _234 = (_230 & 2u) << 3u;
    uint _239 = atomicAnd(_57._m0[_231], ~(65535u << _234));
    uint _240 = atomicOr(_57._m0[_231], uint(uint16_t(int16_t(_7) >> int16_t(_23 & 15us))) << _234);
    uint _41 = _38 | 20u;
    uint _242 = _41 >> 2u;
    uint _245 = (_41 & 2u) << 3u;
    uint _250 = atomicAnd(_57._m0[_242], ~(65535u << _245));
    uint _251 = atomicOr(_57._m0[_242], uint(max(_7, _10)) << _245);
    uint _42 = _38 | 22u;
    uint _253 = _42 >> 2u;
    uint _256 = (_42 & 2u) << 3u;
    uint _261 = atomicAnd(_57._m0[_253], ~(65535u << _256));
    uint _262 = atomicOr(_57._m0[_253], uint(uint16_t(min(int16_t(_7), int16_t(_10)))) << _256);
    uint _43 = _38 | 24u;
    uint _264 = _43 >> 2u;
    uint _267 = (_43 & 2u) << 3u;
    uint _272 = atomicAnd(_57._m0[_264], ~(65535u << _267));
    uint _273 = atomicOr(_57._m0[_264], uint((uint16_t(_7 < _10) | ((int16_t(_7) < int16_t(_10)) ? 2us : 0us)) | ((_7 == _10) ? 4us : 0us)) << _267);
    uint _274 = _43 + 2u;
    uint _275 = _274 >> 2u;
    uint _278 = (_274 & 2u) << 3u;
    uint _283 = atomicAnd(_57._m0[_275], ~(65535u << _278));
    uint _284 = atomicOr(_57._m0[_275], uint(_7 ^ 65280us) << _278);
    _57._m0[(_38 | 28u) >> 2u] = uint(_10) + uint(int16_t(_7));
}

