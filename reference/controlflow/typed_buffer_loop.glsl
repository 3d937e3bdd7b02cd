#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _76
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _89
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _101
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _109
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _56_58
{
    uvec4 _m0[1];
} _58;

layout(set = 0, binding = 0) uniform samplerBuffer _45;
layout(set = 0, binding = 300, r32ui) uniform uimageBuffer _49;
layout(set = 0, binding = 301, r32f) uniform imageBuffer _52;

void main()
{
    uint _6 = gl_GlobalInvocationID.x;
    vec4 _70 = texelFetch(_45, int(_6));
    float _8 = _76(_70.x, _70.y, _70.z, _70.w, 0u)._m0;
    vec4 _78 = imageLoad(_52, int(_6));
    float _10 = _76(_78.x, _78.y, _78.z, _78.w, 0u)._m0;
    float _38;
    if (_89(_58._m0[0u].x, _58._m0[0u].y, _58._m0[0u].z, _58._m0[0u].w)._m0 == 0u)
    {
        _38 = _10;
    }
    else
    {
        float _36;
        float _40;
        uint _41;
        float _16 = _10;
        uint _17 = 0u;
        for (;;)
        {
            if (!(_16 >= _8))
            {
                float _22 = _101(uintBitsToFloat(_58._m0[0u].x), uintBitsToFloat(_58._m0[0u].y), uintBitsToFloat(_58._m0[0u].z), uintBitsToFloat(_58._m0[0u].w))._m1 * _16;
                float _23 = _22 + 0.5;
                uvec4 _104 = imageLoad(_49, int(_6));
                imageStore(_49, int(_6), uvec4(_109(_104.x, _104.y, _104.z, _104.w, 0u)._m0 + 1u));
                uvec4 _113 = imageLoad(_49, int(_6));
                if (_109(_113.x, _113.y, _113.z, _113.w, 0u)._m0 > 40u)
                {
                    _36 = _23;
                    break;
                }
                else
                {
                    uint _31 = _17 + 1u;
                    if (_31 < _89(_58._m0[0u].x, _58._m0[0u].y, _58._m0[0u].z, _58._m0[0u].w)._m0)
                    {
                        _40 = _23;
                        _41 = _31;
                        _16 = _40;
                        _17 = _41;
                        continue;
                    }
                    else
                    {
                        _36 = _23;
                        break;
                    }
                }
            }
            else
            {
                _36 = _16;
                break;
            }
        }
        _38 = _36;
    }
    imageStore(_52, int(_6), vec4(_38));
}

