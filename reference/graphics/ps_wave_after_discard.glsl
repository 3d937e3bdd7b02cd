#version 460
#extension GL_EXT_demote_to_helper_invocation : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_basic : require

struct _111
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _124
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 301, std430) buffer _85_87
{
    uint _m0[];
} _87;

layout(set = 0, binding = 0) uniform texture2D _82;
layout(set = 0, binding = 100) uniform sampler _91;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = in_TEXCOORD0.x;
    float _6 = in_TEXCOORD0.y;
    vec4 _106 = texture(sampler2D(_82, _91), vec2(_5, _6));
    _111 _8 = _111(_106.x, _106.y, _106.z, _106.w, 0u);
    float _9 = _8._m0;
    float _12 = _8._m3;
    if (_12 < 0.25)
    {
        demote;
    }
    bool _16 = helperInvocationEXT();
    float _25;
    if (_16)
    {
        _25 = 0.0;
    }
    else
    {
        _25 = subgroupAdd(_12);
    }
    bool _27 = helperInvocationEXT();
    _124 _31;
    if (_27)
    {
        _31 = _124(0u, 0u, 0u, 0u);
    }
    else
    {
        uvec4 _119 = subgroupBallot(_9 > 0.5);
        _31 = _124(_119.x, _119.y, _119.z, _119.w);
    }
    bool _36 = helperInvocationEXT();
    uint _40;
    if (_36)
    {
        _40 = 0u;
    }
    else
    {
        _40 = subgroupBallotBitCount(subgroupBallot(true));
    }
    bool _41 = helperInvocationEXT();
    uint _45;
    if (_41)
    {
        _45 = 0u;
    }
    else
    {
        _45 = subgroupBallotExclusiveBitCount(subgroupBallot(true));
    }
    bool _46 = helperInvocationEXT();
    bool _50;
    if (_46)
    {
        _50 = false;
    }
    else
    {
        _50 = subgroupElect();
    }
    uint _20;
    if (_50)
    {
        uint _134 = atomicAdd(_87._m0[0u >> 2u], _40);
        uint _18 = _134;
        _20 = _18;
    }
    else
    {
        _20 = 0u;
    }
    bool _21 = helperInvocationEXT();
    uint _54;
    if (_21)
    {
        _54 = 0u;
    }
    else
    {
        _54 = subgroupBroadcastFirst(_20);
    }
    _87._m0[(((_54 + _45) << 2u) + 4u) >> 2u] = floatBitsToUint(_9);
    uint _59 = uint(bitCount(_31._m0));
    uint _60 = uint(bitCount(_31._m1));
    uint _62 = uint(bitCount(_31._m2));
    uint _64 = uint(bitCount(_31._m3));
    out_SV_Target0.x = _9;
    out_SV_Target0.y = _8._m1;
    out_SV_Target0.z = _8._m2;
    out_SV_Target0.w = (float(((_60 + _59) + _62) + _64) * 0.001000000047497451305389404296875) + (_25 / float(_40));
}

