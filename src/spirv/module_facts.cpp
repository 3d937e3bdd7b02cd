// One walk over the module answering every whole-module question of the emitter.
#include "spirv/module_facts.h"

#include <algorithm>

namespace dxsv::spirv {

ModuleFacts analyzeModule(const ir::Module& module) {
  ModuleFacts facts;
  facts.resources.resize(module.resources.size());
  constexpr uint32_t kNotHandle = 0xffffffffu;
  std::vector<uint32_t> handleResource;  // ValueId -> resource index of a ResourceHandle seen so far
  auto resourceOf = [&](const ir::Instr& instr) -> ModuleFacts::ResourceUse* {
    if (instr.args.empty() || instr.args[0] >= handleResource.size()) return nullptr;
    uint32_t index = handleResource[instr.args[0]];
    return index < facts.resources.size() ? &facts.resources[index] : nullptr;
  };
  for (const ir::Function& f : module.functions)
    for (const ir::Block& b : f.blocks)
      for (const ir::Instr& instr : b.instrs) {
        switch (instr.op) {
          case ir::Op::ResourceHandle: {
            if (instr.lits.empty() || instr.result == ir::kNoValue) break;
            uint32_t index = uint32_t(instr.lits[0]);
            if (handleResource.size() <= instr.result)
              handleResource.resize(std::max<size_t>(module.values.size(), size_t(instr.result) + 1), kNotHandle);
            handleResource[instr.result] = index;
            if (size_t(instr.lits[0]) < module.resources.size() && module.resources[size_t(instr.lits[0])].rasterizerOrdered)
              facts.rasterizerOrderedHandle = true;
            break;
          }
          case ir::Op::TypedBufferLoad:
            if (auto* use = resourceOf(instr)) use->typedRead = true;
            break;
          case ir::Op::TextureLoad:
            if (auto* use = resourceOf(instr)) use->typedRead = use->textureLoad = true;
            break;
          case ir::Op::TextureAtomic:
            facts.writesMemory = true;
            if (auto* use = resourceOf(instr)) {
              use->typedRead = use->textureAtomic = true;
              if (module.types[instr.type].bits == 64) use->atomic64 = true;
            }
            break;
          case ir::Op::BufferAtomic:
            facts.writesMemory = true;
            if (auto* use = resourceOf(instr)) {
              use->typedRead = true;
              if (module.types[instr.type].bits == 64) use->atomic64 = true;
              else use->bufferAtomic32 = true;
            }
            break;
          case ir::Op::RawBufferStore: case ir::Op::TypedBufferStore: case ir::Op::BufferUpdateCounter:
          case ir::Op::TextureStore: case ir::Op::DeviceStore: case ir::Op::DeviceAtomic:
            facts.writesMemory = true;
            break;
          case ir::Op::PointerAtomic: case ir::Op::Store: {
            if (instr.args.empty()) break;
            ir::AddressSpace space = module.types[module.typeOf(instr.args[0])].space;
            if (space != ir::AddressSpace::Function && space != ir::AddressSpace::Private) facts.writesMemory = true;
            break;
          }
          case ir::Op::RayQuery: facts.rayQueries = true; break;
          case ir::Op::DispatchMesh: facts.dispatchMesh = true; break;
          case ir::Op::Discard: facts.discard = true; break;
          case ir::Op::ReadBuiltin:
            if (!instr.lits.empty() && ir::Builtin(instr.lits[0]) == ir::Builtin::SampleIndex) facts.readsSampleIndex = true;
            break;
          case ir::Op::Wave:
            if (!instr.lits.empty() && ir::WaveOp(instr.lits[0]) == ir::WaveOp::QuadVote) facts.quadVote = true;
            break;
          case ir::Op::Math:
            if (!instr.lits.empty()) {
              auto m = ir::MathOp(instr.lits[0]);
              if (m == ir::MathOp::DerivCoarseX || m == ir::MathOp::DerivCoarseY || m == ir::MathOp::DerivFineX ||
                  m == ir::MathOp::DerivFineY)
                facts.takesDerivatives = true;
            }
            break;
          case ir::Op::TextureSample:
            if (!instr.lits.empty()) {
              auto mode = ir::SampleMode(instr.lits[0]);
              if (mode == ir::SampleMode::Implicit || mode == ir::SampleMode::Bias) facts.takesDerivatives = true;
            }
            break;
          case ir::Op::TextureLod: facts.takesDerivatives = true; break;
          case ir::Op::SamplerFeedback: {  // a 64-bit atomic OR into the feedback map (args[0])
            facts.writesMemory = true;
            if (auto* use = resourceOf(instr)) use->atomic64 = true;
            auto mode = instr.lits.empty() ? ir::SampleMode::Level : ir::SampleMode(instr.lits[0]);
            if (mode == ir::SampleMode::Implicit || mode == ir::SampleMode::Bias) facts.takesDerivatives = true;
            break;
          }
          case ir::Op::LoadInput:
            if (instr.args.size() > 1 && instr.args[1] != ir::kNoValue && !instr.lits.empty())
              facts.perVertexInputs.push_back(uint32_t(instr.lits[0]));
            break;
          default: break;
        }
      }
  std::sort(facts.perVertexInputs.begin(), facts.perVertexInputs.end());
  facts.perVertexInputs.erase(std::unique(facts.perVertexInputs.begin(), facts.perVertexInputs.end()),
                              facts.perVertexInputs.end());
  return facts;
}

}  // namespace dxsv::spirv
