// What the emitter needs to know about the whole module before (or while) emitting it,
// gathered in one walk over every instruction instead of one walk per question.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/ir.h"

namespace dxsv::spirv {

struct ModuleFacts {
  // Per resource (parallel to Module::resources): the ops applied through a handle to it. A use
  // counts when its handle's ResourceHandle comes earlier in function and block order.
  struct ResourceUse {
    bool typedRead = false;      // TypedBufferLoad, BufferAtomic, TextureLoad or TextureAtomic
    bool atomic64 = false;        // BufferAtomic or TextureAtomic with a 64-bit result, SamplerFeedback's map
    bool bufferAtomic32 = false;  // BufferAtomic with a 32-bit result
    bool textureLoad = false;
    bool textureAtomic = false;
  };
  std::vector<ResourceUse> resources;
  bool rasterizerOrderedHandle = false;  // a ResourceHandle of a rasterizer-ordered resource
  bool rayQueries = false;                // Op::RayQuery
  bool dispatchMesh = false;
  bool discard = false;
  bool readsSampleIndex = false;   // ReadBuiltin SampleIndex
  bool writesMemory = false;       // stores and atomics on memory outside the invocation
  bool quadVote = false;           // WaveOp::QuadVote
  bool takesDerivatives = false;   // explicit derivatives, implicit-LOD sampling, CalculateLevelOfDetail
  std::vector<uint32_t> perVertexInputs;  // LoadInput elements read at a vertex (sorted, unique)
};

ModuleFacts analyzeModule(const ir::Module& module);

}  // namespace dxsv::spirv
