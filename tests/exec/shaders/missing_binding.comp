#version 450
// Declares u5, which the spec does not provide: the runner must fail with a clear message.
layout(local_size_x = 1) in;
layout(set = 0, binding = 305, std430) buffer U5 { uint data[]; } u5;
void main() { u5.data[0] = 1u; }
