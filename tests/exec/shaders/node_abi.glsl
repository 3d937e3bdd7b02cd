// The node ABI (docs/ARCHITECTURE.md, "Work graphs") written by hand in GLSL: what a translated
// node does around its body. The node_*.comp self tests include it to prove the runner's node
// runs (VkRunner::runNode) against reference/workgraph's models without the translator.
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(buffer_reference, std430, buffer_reference_align = 4) buffer Words { uint w[]; };
layout(buffer_reference, std430, buffer_reference_align = 8) buffer Address { uint64_t a; };

layout(push_constant, std430) uniform NodePush {
  layout(offset = 0) uint64_t payload;
  layout(offset = 8) Words linearOffset;
  layout(offset = 16) Words total;
  layout(offset = 24) uint64_t strideOrOffsets;
  layout(offset = 32) uint64_t outputRecords;
  layout(offset = 40) Words atomics;
  layout(offset = 48) uint64_t localRoot;
  layout(offset = 56) uint outputOffset;
  layout(offset = 60) uint recursionLevels;
} node;

// The ids of DXSV_NODE_SPEC_*; outputs from 16.
layout(constant_id = 1) const bool kIsEntry = true;
layout(constant_id = 2) const bool kIsIndirectStride = false;

uint64_t recordAddress(uint index) {
  if (kIsEntry && kIsIndirectStride)
    return Address(node.payload).a + uint64_t(index) * Words(node.strideOrOffsets).w[0];
  if (kIsEntry) return node.payload + uint64_t(index) * uint(node.strideOrOffsets);
  return node.payload + Words(node.strideOrOffsets).w[index];
}

uint loadU32(uint64_t address) { return Words(address).w[0]; }
void storeU32(uint64_t address, uint v) { Words(address).w[0] = v; }

// n records of `stride` bytes for graph node `target`: their byte offset in the output buffer.
uint allocate(uint target, uint n, uint stride) {
  if (n == 0) return 0;
  uint bytes = atomicAdd(node.atomics.w[0], (n * stride + 15u) & ~15u);
  for (uint first = 0; first < n; first += 256) {
    uint count = min(n - first, 256u);
    uint k = atomicAdd(node.atomics.w[1], 1u);
    node.atomics.w[2 + node.outputOffset + 2 * k] = (target << 8) | (count - 1);
    node.atomics.w[2 + node.outputOffset + 2 * k + 1] = bytes + first * stride;
  }
  atomicAdd(node.atomics.w[2 + target], n);
  return bytes;
}

uint groupIndex() { return gl_WorkGroupID.y * 32768u + gl_WorkGroupID.x; }
