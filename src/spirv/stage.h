// The stage seam of the emitter: everything that differs between shader stages (execution
// model, interface variables, system values, stage-only ops, execution modes) lives behind
// StageEmitter, one implementation per stage (stage_compute.cpp, stage_vertex.cpp,
// stage_pixel.cpp). emitter.cpp drives any stage the same way; a new stage is a new file
// and a case in makeStageEmitter, never a branch in shared code.
#pragma once

#include <spirv/unified1/spirv.hpp>

#include <memory>

#include "common/status.h"
#include "ir/ir.h"
#include "spirv/emitter.h"

namespace dxsv::spirv {

class EmitContext;

class StageEmitter {
 public:
  virtual ~StageEmitter() = default;
  virtual spv::ExecutionModel executionModel() const = 0;
  // The lowest SPIR-V version the stage can be written in (0 = any): the module takes the
  // higher of this and the target environment's (EmitContext::spirvVersion).
  virtual uint32_t minimumSpirvVersion() const { return 0; }
  // Before the body: interface variables for the signatures.
  virtual Status declareInterface(EmitContext& ctx) = 0;
  // A built-in input variable was declared (EmitContext::builtinInput, every stage's one cache).
  virtual void builtinInputDeclared(EmitContext&, spv::BuiltIn, uint32_t /*variable*/) {}
  // Code at the start of the entry block (before the first instruction).
  virtual Status entryPrologue(EmitContext&) { return Status::success(); }
  // Stage ops (LoadInput, StoreOutput, ReadBuiltin, Discard, ...); false when not the stage's.
  virtual Result<bool> emitOp(EmitContext& ctx, const ir::Instr& instr) = 0;
  // After every function is emitted: the SPIR-V function the entry point runs. By default the
  // entry's own function; a stage that runs several IR functions (hull shaders) builds a
  // function calling them into EmitContext::helperCode.
  virtual Result<uint32_t> entryFunction(EmitContext& ctx);
  // After the body: execution modes and what the body turned out to need.
  virtual Status finish(EmitContext& ctx, uint32_t entryFunction) = 0;
  // Where the stage puts signature element `e` (reported by the API, and where stage inputs
  // are placed): interfaceSlot, unless the stage also passes a system value as data.
  virtual InterfaceSlot slotOf(const ir::SignatureElement& e, bool /*output*/) const { return interfaceSlot(e); }
  // What owns the stage's push constants, for messages (work-graph nodes: the node ABI's
  // block); the root-parameter block cannot be push constants then. Null: nothing.
  virtual const char* ownPushConstants() const { return nullptr; }
  // The u64 device address of the local root arguments, where bindings/ reaches the shader
  // record by address (ShaderRecordLayout::byAddress, work-graph nodes); 0 for other stages.
  virtual uint32_t localRootArgumentsAddress(EmitContext&) { return 0; }
};

// Unsupported for stages without an emitter yet.
Result<std::unique_ptr<StageEmitter>> makeStageEmitter(const ir::EntryPoint& entry);

std::unique_ptr<StageEmitter> makeComputeStage();
std::unique_ptr<StageEmitter> makeVertexStage();
std::unique_ptr<StageEmitter> makePixelStage();
std::unique_ptr<StageEmitter> makeHullStage();
std::unique_ptr<StageEmitter> makeDomainStage();
std::unique_ptr<StageEmitter> makeGeometryStage();
std::unique_ptr<StageEmitter> makeMeshStage();
std::unique_ptr<StageEmitter> makeAmplificationStage();
std::unique_ptr<StageEmitter> makeRayTracingStage(ir::ShaderStage stage);  // the six DXR stages
std::unique_ptr<StageEmitter> makeNodeStage();  // work-graph nodes (stage_node.cpp)

// The thread and group ids of compute-like stages (compute, mesh, amplification, nodes): a
// ReadBuiltin of ThreadId, GroupId, ThreadIdInGroup, FlattenedThreadIdInGroup or
// NumWorkGroups; false for other ops (stage_compute.cpp).
Result<bool> emitComputeBuiltin(EmitContext& ctx, const ir::Instr& instr);

// What the derivative groups of a compute-like stage depend on besides its numthreads.
struct DerivativeGroupStage {
  const char* name;         // for messages: "compute shader", "mesh shader", ...
  bool nvExtensionCovers;   // SPV_NV_compute_shader_derivatives allows the execution model
};

// When the entry takes derivatives (or SM 6.6 quad ops with square quads), declares the
// derivative group mode D3D's quad layout needs for numthreads; Unsupported when none fits
// (stage_compute.cpp).
Status declareDerivativeGroup(EmitContext& ctx, uint32_t entryFunction, const DerivativeGroupStage& stage);

}  // namespace dxsv::spirv
