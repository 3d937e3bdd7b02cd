#version 460
#extension GL_EXT_ray_tracing : require

struct _79
{
    vec3 _m0;
    vec3 _m1;
    uint _m2;
    vec3 _m3;
    vec3 _m4;
};

vec3 _107;

layout(location = 0) callableDataInEXT _79 incomingCallableData;

uint _89(uint _90)
{
    uint _63 = (_90 * 747796405u) + 2891336453u;
    uint _69 = ((_63 >> ((((_63 >> 28u) + 4u) & 31u) & 31u)) ^ _63) * 277803737u;
    return (_69 >> 22u) ^ _69;
}

float _91(uint _92)
{
    return float(_92 >> 8u) * 5.9604644775390625e-08;
}

void main()
{
    uint _9 = _89(incomingCallableData._m2);
    uint _10 = _89(_9);
    float _12 = _91(_10);
    float _13 = _91(_9) * 6.28318500518798828125;
    float _14 = sqrt(_12);
    bool _16 = abs(incomingCallableData._m0.z) < 0.999000012874603271484375;
    float _17 = _16 ? 0.0 : 1.0;
    float _18 = float(_16);
    float _20 = 0.0 - (_18 * incomingCallableData._m0.y);
    float _23 = (_18 * incomingCallableData._m0.x) - (_17 * incomingCallableData._m0.z);
    float _24 = _17 * incomingCallableData._m0.y;
    float _26 = inversesqrt(dot(vec3(_20, _23, _24), vec3(_20, _23, _24)));
    float _27 = _26 * _20;
    float _28 = _26 * _23;
    float _29 = _26 * _24;
    float _41 = cos(_13) * _14;
    float _42 = sin(_13) * _14;
    float _44 = sqrt(1.0 - _12);
    vec3 _54;
    _54.x = (incomingCallableData._m0.x * _44) + ((((incomingCallableData._m0.y * _29) - (incomingCallableData._m0.z * _28)) * _42) + (_27 * _41));
    _54.y = (incomingCallableData._m0.y * _44) + ((((incomingCallableData._m0.z * _27) - (incomingCallableData._m0.x * _29)) * _42) + (_28 * _41));
    _54.z = (incomingCallableData._m0.z * _44) + ((((incomingCallableData._m0.x * _28) - (incomingCallableData._m0.y * _27)) * _42) + (_29 * _41));
    incomingCallableData._m3 = _54;
    incomingCallableData._m4 = incomingCallableData._m1;
    incomingCallableData._m2 = _10;
}

