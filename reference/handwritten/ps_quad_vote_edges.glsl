#version 460
#extension GL_KHR_shader_subgroup_shuffle : require

layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = gl_FragCoord.x;
    float _3 = gl_FragCoord.y;
    bool _35 = _2 >= 4294967296.0;
    bool _44 = _3 >= 4294967296.0;
    bool _54 = 7u == 0u;
    uint _9 = _54 ? 4294967295u : ((((_35 ? 4294967295u : uint(((_35 || (_2 < 0.0)) || isnan(_2)) ? 0.0 : _2)) * 5u) + ((_44 ? 4294967295u : uint(((_44 || (_3 < 0.0)) || isnan(_3)) ? 0.0 : _3)) * 3u)) % (_54 ? 1u : 7u));
    bool _10 = _9 < 3u;
    bool _11 = ((_10 || subgroupShuffleXor(_10, 1u)) || subgroupShuffleXor(_10, 2u)) || subgroupShuffleXor(_10, 3u);
    bool _12 = ((_10 && subgroupShuffleXor(_10, 1u)) && subgroupShuffleXor(_10, 2u)) && subgroupShuffleXor(_10, 3u);
    out_SV_Target0.x = float(_11);
    out_SV_Target0.y = float(_12);
    out_SV_Target0.z = float(_10);
    out_SV_Target0.w = 1.0;
}

