#version 460
#extension GL_EXT_ray_tracing : require
struct Payload { uint status; float t; uint primitive; uint instance; vec2 bary; uint record; };
layout(location = 0) rayPayloadInEXT Payload payload;
hitAttributeEXT vec2 bary;
layout(shaderRecordEXT, std430) buffer Record { uint value; } record;

void main() {
  payload = Payload(1u, gl_HitTEXT, uint(gl_PrimitiveID), uint(gl_InstanceCustomIndexEXT), bary, record.value);
}
