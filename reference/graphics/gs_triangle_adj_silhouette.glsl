#version 460
layout(triangles_adjacency) in;
layout(max_vertices = 6, line_strip) out;

struct _385
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _345_347
{
    uvec4 _m0[5];
} _347;

layout(location = 0) in vec3 in_WORLDPOS0[6];
layout(location = 1) out float out_EDGE0;

void main()
{
    float _3 = in_WORLDPOS0[4u].x;
    float _4 = in_WORLDPOS0[4u].y;
    float _5 = in_WORLDPOS0[4u].z;
    float _6 = in_WORLDPOS0[2u].x;
    float _7 = in_WORLDPOS0[2u].y;
    float _8 = in_WORLDPOS0[2u].z;
    float _9 = in_WORLDPOS0[0u].x;
    float _10 = in_WORLDPOS0[0u].y;
    float _11 = in_WORLDPOS0[0u].z;
    float _12 = _3 - _9;
    float _13 = _4 - _10;
    float _14 = _5 - _11;
    float _15 = _6 - _9;
    float _16 = _7 - _10;
    float _17 = _8 - _11;
    _385 _27 = _385(uintBitsToFloat(_347._m0[4u].x), uintBitsToFloat(_347._m0[4u].y), uintBitsToFloat(_347._m0[4u].z), uintBitsToFloat(_347._m0[4u].w));
    float _31 = _27._m0 - _9;
    float _32 = _27._m1 - _10;
    float _33 = _27._m2 - _11;
    if (dot(vec3((_14 * _16) - (_17 * _13), (_17 * _12) - (_14 * _15), (_13 * _15) - (_16 * _12)), vec3(_31, _32, _33)) > 0.0)
    {
        float _37 = in_WORLDPOS0[1u].x;
        float _38 = in_WORLDPOS0[1u].y;
        float _39 = in_WORLDPOS0[1u].z;
        float _40 = _37 - _9;
        float _41 = _38 - _10;
        float _42 = _39 - _11;
        if (!(dot(vec3((_41 * _17) - (_42 * _16), (_42 * _15) - (_40 * _17), (_40 * _16) - (_41 * _15)), vec3(_31, _32, _33)) > 0.0))
        {
            _385 _55 = _385(uintBitsToFloat(_347._m0[0u].x), uintBitsToFloat(_347._m0[0u].y), uintBitsToFloat(_347._m0[0u].z), uintBitsToFloat(_347._m0[0u].w));
            _385 _60 = _385(uintBitsToFloat(_347._m0[1u].x), uintBitsToFloat(_347._m0[1u].y), uintBitsToFloat(_347._m0[1u].z), uintBitsToFloat(_347._m0[1u].w));
            _385 _65 = _385(uintBitsToFloat(_347._m0[2u].x), uintBitsToFloat(_347._m0[2u].y), uintBitsToFloat(_347._m0[2u].z), uintBitsToFloat(_347._m0[2u].w));
            _385 _70 = _385(uintBitsToFloat(_347._m0[3u].x), uintBitsToFloat(_347._m0[3u].y), uintBitsToFloat(_347._m0[3u].z), uintBitsToFloat(_347._m0[3u].w));
            gl_Position.x = ((_65._m0 * _11) + ((_60._m0 * _10) + (_55._m0 * _9))) + _70._m0;
            gl_Position.y = ((_65._m1 * _11) + ((_60._m1 * _10) + (_55._m1 * _9))) + _70._m1;
            gl_Position.z = ((_65._m2 * _11) + ((_60._m2 * _10) + (_55._m2 * _9))) + _70._m2;
            gl_Position.w = ((_65._m3 * _11) + ((_60._m3 * _10) + (_55._m3 * _9))) + _70._m3;
            out_EDGE0 = 0.0;
            EmitVertex();
            _385 _91 = _385(uintBitsToFloat(_347._m0[0u].x), uintBitsToFloat(_347._m0[0u].y), uintBitsToFloat(_347._m0[0u].z), uintBitsToFloat(_347._m0[0u].w));
            _385 _96 = _385(uintBitsToFloat(_347._m0[1u].x), uintBitsToFloat(_347._m0[1u].y), uintBitsToFloat(_347._m0[1u].z), uintBitsToFloat(_347._m0[1u].w));
            _385 _101 = _385(uintBitsToFloat(_347._m0[2u].x), uintBitsToFloat(_347._m0[2u].y), uintBitsToFloat(_347._m0[2u].z), uintBitsToFloat(_347._m0[2u].w));
            _385 _106 = _385(uintBitsToFloat(_347._m0[3u].x), uintBitsToFloat(_347._m0[3u].y), uintBitsToFloat(_347._m0[3u].z), uintBitsToFloat(_347._m0[3u].w));
            gl_Position.x = ((_101._m0 * _8) + ((_96._m0 * _7) + (_91._m0 * _6))) + _106._m0;
            gl_Position.y = ((_101._m1 * _8) + ((_96._m1 * _7) + (_91._m1 * _6))) + _106._m1;
            gl_Position.z = ((_101._m2 * _8) + ((_96._m2 * _7) + (_91._m2 * _6))) + _106._m2;
            gl_Position.w = ((_101._m3 * _8) + ((_96._m3 * _7) + (_91._m3 * _6))) + _106._m3;
            out_EDGE0 = 0.0;
            EmitVertex();
            EndPrimitive();
        }
        float _128 = in_WORLDPOS0[3u].x;
        float _129 = in_WORLDPOS0[3u].y;
        float _130 = in_WORLDPOS0[3u].z;
        float _131 = _3 - _6;
        float _132 = _4 - _7;
        float _133 = _5 - _8;
        float _134 = _128 - _6;
        float _135 = _129 - _7;
        float _136 = _130 - _8;
        _385 _146 = _385(uintBitsToFloat(_347._m0[4u].x), uintBitsToFloat(_347._m0[4u].y), uintBitsToFloat(_347._m0[4u].z), uintBitsToFloat(_347._m0[4u].w));
        if (!(dot(vec3((_135 * _133) - (_136 * _132), (_136 * _131) - (_134 * _133), (_134 * _132) - (_135 * _131)), vec3(_146._m0 - _6, _146._m1 - _7, _146._m2 - _8)) > 0.0))
        {
            _385 _156 = _385(uintBitsToFloat(_347._m0[0u].x), uintBitsToFloat(_347._m0[0u].y), uintBitsToFloat(_347._m0[0u].z), uintBitsToFloat(_347._m0[0u].w));
            _385 _161 = _385(uintBitsToFloat(_347._m0[1u].x), uintBitsToFloat(_347._m0[1u].y), uintBitsToFloat(_347._m0[1u].z), uintBitsToFloat(_347._m0[1u].w));
            _385 _166 = _385(uintBitsToFloat(_347._m0[2u].x), uintBitsToFloat(_347._m0[2u].y), uintBitsToFloat(_347._m0[2u].z), uintBitsToFloat(_347._m0[2u].w));
            _385 _171 = _385(uintBitsToFloat(_347._m0[3u].x), uintBitsToFloat(_347._m0[3u].y), uintBitsToFloat(_347._m0[3u].z), uintBitsToFloat(_347._m0[3u].w));
            gl_Position.x = ((_166._m0 * _8) + ((_161._m0 * _7) + (_156._m0 * _6))) + _171._m0;
            gl_Position.y = ((_166._m1 * _8) + ((_161._m1 * _7) + (_156._m1 * _6))) + _171._m1;
            gl_Position.z = ((_166._m2 * _8) + ((_161._m2 * _7) + (_156._m2 * _6))) + _171._m2;
            gl_Position.w = ((_166._m3 * _8) + ((_161._m3 * _7) + (_156._m3 * _6))) + _171._m3;
            out_EDGE0 = 1.0;
            EmitVertex();
            _385 _192 = _385(uintBitsToFloat(_347._m0[0u].x), uintBitsToFloat(_347._m0[0u].y), uintBitsToFloat(_347._m0[0u].z), uintBitsToFloat(_347._m0[0u].w));
            _385 _197 = _385(uintBitsToFloat(_347._m0[1u].x), uintBitsToFloat(_347._m0[1u].y), uintBitsToFloat(_347._m0[1u].z), uintBitsToFloat(_347._m0[1u].w));
            _385 _202 = _385(uintBitsToFloat(_347._m0[2u].x), uintBitsToFloat(_347._m0[2u].y), uintBitsToFloat(_347._m0[2u].z), uintBitsToFloat(_347._m0[2u].w));
            _385 _207 = _385(uintBitsToFloat(_347._m0[3u].x), uintBitsToFloat(_347._m0[3u].y), uintBitsToFloat(_347._m0[3u].z), uintBitsToFloat(_347._m0[3u].w));
            gl_Position.x = ((_202._m0 * _5) + ((_197._m0 * _4) + (_192._m0 * _3))) + _207._m0;
            gl_Position.y = ((_202._m1 * _5) + ((_197._m1 * _4) + (_192._m1 * _3))) + _207._m1;
            gl_Position.z = ((_202._m2 * _5) + ((_197._m2 * _4) + (_192._m2 * _3))) + _207._m2;
            gl_Position.w = ((_202._m3 * _5) + ((_197._m3 * _4) + (_192._m3 * _3))) + _207._m3;
            out_EDGE0 = 1.0;
            EmitVertex();
            EndPrimitive();
        }
        float _229 = in_WORLDPOS0[5u].x;
        float _230 = in_WORLDPOS0[5u].y;
        float _231 = in_WORLDPOS0[5u].z;
        float _232 = _9 - _3;
        float _233 = _10 - _4;
        float _234 = _11 - _5;
        float _235 = _229 - _3;
        float _236 = _230 - _4;
        float _237 = _231 - _5;
        _385 _247 = _385(uintBitsToFloat(_347._m0[4u].x), uintBitsToFloat(_347._m0[4u].y), uintBitsToFloat(_347._m0[4u].z), uintBitsToFloat(_347._m0[4u].w));
        if (dot(vec3((_236 * _234) - (_237 * _233), (_237 * _232) - (_235 * _234), (_235 * _233) - (_236 * _232)), vec3(_247._m0 - _3, _247._m1 - _4, _247._m2 - _5)) > 0.0)
        {
        }
        else
        {
            _385 _257 = _385(uintBitsToFloat(_347._m0[0u].x), uintBitsToFloat(_347._m0[0u].y), uintBitsToFloat(_347._m0[0u].z), uintBitsToFloat(_347._m0[0u].w));
            _385 _262 = _385(uintBitsToFloat(_347._m0[1u].x), uintBitsToFloat(_347._m0[1u].y), uintBitsToFloat(_347._m0[1u].z), uintBitsToFloat(_347._m0[1u].w));
            _385 _267 = _385(uintBitsToFloat(_347._m0[2u].x), uintBitsToFloat(_347._m0[2u].y), uintBitsToFloat(_347._m0[2u].z), uintBitsToFloat(_347._m0[2u].w));
            _385 _272 = _385(uintBitsToFloat(_347._m0[3u].x), uintBitsToFloat(_347._m0[3u].y), uintBitsToFloat(_347._m0[3u].z), uintBitsToFloat(_347._m0[3u].w));
            gl_Position.x = ((_267._m0 * _5) + ((_262._m0 * _4) + (_257._m0 * _3))) + _272._m0;
            gl_Position.y = ((_267._m1 * _5) + ((_262._m1 * _4) + (_257._m1 * _3))) + _272._m1;
            gl_Position.z = ((_267._m2 * _5) + ((_262._m2 * _4) + (_257._m2 * _3))) + _272._m2;
            gl_Position.w = ((_267._m3 * _5) + ((_262._m3 * _4) + (_257._m3 * _3))) + _272._m3;
            out_EDGE0 = 2.0;
            EmitVertex();
            _385 _293 = _385(uintBitsToFloat(_347._m0[0u].x), uintBitsToFloat(_347._m0[0u].y), uintBitsToFloat(_347._m0[0u].z), uintBitsToFloat(_347._m0[0u].w));
            _385 _298 = _385(uintBitsToFloat(_347._m0[1u].x), uintBitsToFloat(_347._m0[1u].y), uintBitsToFloat(_347._m0[1u].z), uintBitsToFloat(_347._m0[1u].w));
            _385 _303 = _385(uintBitsToFloat(_347._m0[2u].x), uintBitsToFloat(_347._m0[2u].y), uintBitsToFloat(_347._m0[2u].z), uintBitsToFloat(_347._m0[2u].w));
            _385 _308 = _385(uintBitsToFloat(_347._m0[3u].x), uintBitsToFloat(_347._m0[3u].y), uintBitsToFloat(_347._m0[3u].z), uintBitsToFloat(_347._m0[3u].w));
            gl_Position.x = ((_303._m0 * _11) + ((_298._m0 * _10) + (_293._m0 * _9))) + _308._m0;
            gl_Position.y = ((_303._m1 * _11) + ((_298._m1 * _10) + (_293._m1 * _9))) + _308._m1;
            gl_Position.z = ((_303._m2 * _11) + ((_298._m2 * _10) + (_293._m2 * _9))) + _308._m2;
            gl_Position.w = ((_303._m3 * _11) + ((_298._m3 * _10) + (_293._m3 * _9))) + _308._m3;
            out_EDGE0 = 2.0;
            EmitVertex();
            EndPrimitive();
        }
    }
}

