#version 460
#extension GL_EXT_ray_tracing : require

struct _105
{
    vec3 _m0;
    float _m1;
    uint _m2;
};

struct _141
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec3 _166;

layout(set = 0, binding = 1, std430) readonly buffer Spheres
{
    uint _m0[];
} Spheres_1;

hitAttributeEXT _105 hitAttributes;

void main()
{
    uint _5 = (uint(gl_PrimitiveID) * 16u) + 0u;
    _141 _6 = _141(uintBitsToFloat(Spheres_1._m0[_5 >> 2u]), uintBitsToFloat(Spheres_1._m0[(_5 + 4u) >> 2u]), uintBitsToFloat(Spheres_1._m0[(_5 + 8u) >> 2u]), uintBitsToFloat(Spheres_1._m0[(_5 + 12u) >> 2u]), 0u);
    float _10 = _6._m3;
    float _14 = gl_ObjectRayOriginEXT.x - _6._m0;
    float _15 = gl_ObjectRayOriginEXT.y - _6._m1;
    float _16 = gl_ObjectRayOriginEXT.z - _6._m2;
    float _20 = dot(vec3(gl_ObjectRayDirectionEXT.x, gl_ObjectRayDirectionEXT.y, gl_ObjectRayDirectionEXT.z), vec3(gl_ObjectRayDirectionEXT.x, gl_ObjectRayDirectionEXT.y, gl_ObjectRayDirectionEXT.z));
    float _21 = dot(vec3(_14, _15, _16), vec3(gl_ObjectRayDirectionEXT.x, gl_ObjectRayDirectionEXT.y, gl_ObjectRayDirectionEXT.z));
    float _27 = (_21 * _21) - ((dot(vec3(_14, _15, _16), vec3(_14, _15, _16)) - (_10 * _10)) * _20);
    if (!(_27 < 0.0))
    {
        float _30 = sqrt(_27);
        float _33 = (((-0.0) - _21) - _30) / _20;
        float _35 = (_30 - _21) / _20;
        uint _91;
        if (!(_33 >= gl_RayTminEXT))
        {
            uint _96;
            if (!(_35 >= gl_RayTminEXT))
            {
                _96 = 0u;
            }
            else
            {
                _96 = 1u;
            }
            _91 = _96;
        }
        else
        {
            float _42 = (_33 * gl_ObjectRayDirectionEXT.x) + _14;
            float _43 = (_33 * gl_ObjectRayDirectionEXT.y) + _15;
            float _44 = (_33 * gl_ObjectRayDirectionEXT.z) + _16;
            float _46 = inversesqrt(dot(vec3(_42, _43, _44), vec3(_42, _43, _44)));
            vec3 _50;
            _50.x = _46 * _42;
            _50.y = _46 * _43;
            _50.z = _46 * _44;
            _105 _108;
            _108._m0 = _50;
            _108._m1 = _35;
            _108._m2 = 0u;
            hitAttributes = _108;
            bool _57 = reportIntersectionEXT(_33, 1u);
            uint _94;
            if (_57 || (!(_35 >= gl_RayTminEXT)))
            {
                _94 = 0u;
            }
            else
            {
                _94 = 1u;
            }
            _91 = _94;
        }
        if (_91 == 0u)
        {
        }
        else
        {
            float _66 = (_35 * gl_ObjectRayDirectionEXT.x) + _14;
            float _67 = (_35 * gl_ObjectRayDirectionEXT.y) + _15;
            float _68 = (_35 * gl_ObjectRayDirectionEXT.z) + _16;
            float _70 = inversesqrt(dot(vec3(_66, _67, _68), vec3(_66, _67, _68)));
            vec3 _77;
            _77.x = (-0.0) - (_66 * _70);
            _77.y = (-0.0) - (_67 * _70);
            _77.z = (-0.0) - (_68 * _70);
            _105 _107;
            _107._m0 = _77;
            _107._m1 = _35;
            _107._m2 = 1u;
            hitAttributes = _107;
            bool _84 = reportIntersectionEXT(_35, 2u);
        }
    }
}

