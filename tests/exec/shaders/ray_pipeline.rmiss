#version 460
#extension GL_EXT_ray_tracing : require
struct Payload { uint status; float t; uint primitive; uint instance; vec2 bary; uint record; };
layout(location = 0) rayPayloadInEXT Payload payload;
layout(shaderRecordEXT, std430) buffer Record { uint value; } record;

void main() {
  payload = Payload(0u, 0.0, 0u, 0u, vec2(0.0), record.value);
}
