#version 460
#extension GL_EXT_ray_tracing : require

struct _145
{
    vec3 _m0;
};

struct _162
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

float _183;

struct _184
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec3 _217;

layout(set = 0, binding = 1, std430) readonly buffer Geometries
{
    uint _m0[];
} Geometries_1;

layout(set = 0, binding = 200, std140) uniform Layout
{
    uvec4 _m0[1];
} Layout_1;

hitAttributeEXT _145 hitAttributes;

void main()
{
    uint _8 = (_162(Layout_1._m0[0u].x, Layout_1._m0[0u].y, Layout_1._m0[0u].z, Layout_1._m0[0u].w)._m0 * uint(gl_InstanceID)) + gl_BuiltIn_5352;
    uint _11 = (_8 * 48u) + 16u;
    _184 _12 = _184(uintBitsToFloat(Geometries_1._m0[_11 >> 2u]), uintBitsToFloat(Geometries_1._m0[(_11 + 4u) >> 2u]), uintBitsToFloat(Geometries_1._m0[(_11 + 8u) >> 2u]), _183, 0u);
    float _13 = _12._m0;
    float _14 = _12._m1;
    float _15 = _12._m2;
    uint _17 = (_8 * 48u) + 32u;
    _184 _18 = _184(uintBitsToFloat(Geometries_1._m0[_17 >> 2u]), uintBitsToFloat(Geometries_1._m0[(_17 + 4u) >> 2u]), uintBitsToFloat(Geometries_1._m0[(_17 + 8u) >> 2u]), _183, 0u);
    float _19 = _18._m0;
    float _20 = _18._m1;
    float _21 = _18._m2;
    float _28 = 1.0 / gl_ObjectRayDirectionEXT.x;
    float _29 = 1.0 / gl_ObjectRayDirectionEXT.y;
    float _30 = 1.0 / gl_ObjectRayDirectionEXT.z;
    float _34 = _28 * (_13 - gl_ObjectRayOriginEXT.x);
    float _35 = _29 * (_14 - gl_ObjectRayOriginEXT.y);
    float _36 = _30 * (_15 - gl_ObjectRayOriginEXT.z);
    float _40 = _28 * (_19 - gl_ObjectRayOriginEXT.x);
    float _41 = _29 * (_20 - gl_ObjectRayOriginEXT.y);
    float _42 = _30 * (_21 - gl_ObjectRayOriginEXT.z);
    float _43 = isnan(_40) ? _34 : (isnan(_34) ? _40 : min(_34, _40));
    float _44 = isnan(_41) ? _35 : (isnan(_35) ? _41 : min(_35, _41));
    float _45 = isnan(_42) ? _36 : (isnan(_36) ? _42 : min(_36, _42));
    float _46 = isnan(_40) ? _34 : (isnan(_34) ? _40 : max(_34, _40));
    float _47 = isnan(_41) ? _35 : (isnan(_35) ? _41 : max(_35, _41));
    float _48 = isnan(_42) ? _36 : (isnan(_36) ? _42 : max(_36, _42));
    float _49 = isnan(_44) ? _43 : (isnan(_43) ? _44 : max(_43, _44));
    float _50 = isnan(_45) ? _49 : (isnan(_49) ? _45 : max(_49, _45));
    float _51 = isnan(_47) ? _46 : (isnan(_46) ? _47 : min(_46, _47));
    if (!(!(_50 <= (isnan(_48) ? _51 : (isnan(_51) ? _48 : min(_51, _48))))))
    {
        if (!(_50 >= gl_RayTminEXT))
        {
        }
        else
        {
            if (!(_50 <= gl_RayTmaxEXT))
            {
            }
            else
            {
                float _82 = ((gl_ObjectRayOriginEXT.x - ((_19 + _13) * 0.5)) + (_50 * gl_ObjectRayDirectionEXT.x)) / ((_19 - _13) * 0.5);
                float _83 = ((gl_ObjectRayOriginEXT.y - ((_20 + _14) * 0.5)) + (_50 * gl_ObjectRayDirectionEXT.y)) / ((_20 - _14) * 0.5);
                float _84 = ((gl_ObjectRayOriginEXT.z - ((_21 + _15) * 0.5)) + (_50 * gl_ObjectRayDirectionEXT.z)) / ((_21 - _15) * 0.5);
                float _85 = abs(_82);
                float _86 = abs(_83);
                float _87 = abs(_84);
                float _115;
                float _116;
                float _117;
                if ((_85 > _86) && (_85 > _87))
                {
                    _115 = float(int(uint(_82 > 0.0) - uint(_82 < 0.0)));
                    _116 = 0.0;
                    _117 = 0.0;
                }
                else
                {
                    float _127;
                    float _128;
                    float _129;
                    if (_86 > _87)
                    {
                        _127 = 0.0;
                        _128 = float(int(uint(_83 > 0.0) - uint(_83 < 0.0)));
                        _129 = 0.0;
                    }
                    else
                    {
                        _127 = 0.0;
                        _128 = 0.0;
                        _129 = float(int(uint(_84 > 0.0) - uint(_84 < 0.0)));
                    }
                    _115 = _127;
                    _116 = _128;
                    _117 = _129;
                }
                vec3 _118;
                _118.x = _115;
                _118.y = _116;
                _118.z = _117;
                _145 _147;
                _147._m0 = _118;
                hitAttributes = _147;
                bool _124 = reportIntersectionEXT(_50, gl_BuiltIn_5352 & 127u);
            }
        }
    }
}

