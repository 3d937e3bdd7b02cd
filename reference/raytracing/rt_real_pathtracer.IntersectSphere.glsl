#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _70
{
    vec3 _m0;
};

struct _85
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _113
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec3 _138;

layout(set = 1, binding = 200, std140) uniform GeometryRecord
{
    uvec4 _m0[1];
} GeometryRecord_1;

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

hitAttributeEXT _70 hitAttributes;

void main()
{
    uint _4 = _85(GeometryRecord_1._m0[0u].x, GeometryRecord_1._m0[0u].y, GeometryRecord_1._m0[0u].z, GeometryRecord_1._m0[0u].w)._m1;
    uint _8 = (uint(gl_PrimitiveID) * 16u) + 0u;
    _113 _9 = _113(uintBitsToFloat(ResourceDescriptorHeap_1[_4]._m0[_8 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_4]._m0[(_8 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_4]._m0[(_8 + 8u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_4]._m0[(_8 + 12u) >> 2u]), 0u);
    float _13 = _9._m3;
    float _17 = gl_ObjectRayOriginEXT.x - _9._m0;
    float _18 = gl_ObjectRayOriginEXT.y - _9._m1;
    float _19 = gl_ObjectRayOriginEXT.z - _9._m2;
    float _23 = dot(vec3(gl_ObjectRayDirectionEXT.x, gl_ObjectRayDirectionEXT.y, gl_ObjectRayDirectionEXT.z), vec3(gl_ObjectRayDirectionEXT.x, gl_ObjectRayDirectionEXT.y, gl_ObjectRayDirectionEXT.z));
    float _24 = dot(vec3(_17, _18, _19), vec3(gl_ObjectRayDirectionEXT.x, gl_ObjectRayDirectionEXT.y, gl_ObjectRayDirectionEXT.z));
    float _30 = (_24 * _24) - (_23 * (dot(vec3(_17, _18, _19), vec3(_17, _18, _19)) - (_13 * _13)));
    if (!(_30 < 0.0))
    {
        float _36 = (((-0.0) - _24) - sqrt(_30)) / _23;
        if (_36 < gl_RayTminEXT)
        {
        }
        else
        {
            vec3 _46;
            _46.x = ((gl_ObjectRayDirectionEXT.x * _36) + _17) / _13;
            _46.y = ((gl_ObjectRayDirectionEXT.y * _36) + _18) / _13;
            _46.z = ((gl_ObjectRayDirectionEXT.z * _36) + _19) / _13;
            _70 attr;
            attr._m0 = _46;
            hitAttributes = attr;
            bool _51 = reportIntersectionEXT(_36, 0u);
        }
    }
}

