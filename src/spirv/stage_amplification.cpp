// Amplification stage (SPV_EXT_mesh_shader, TaskEXT): a compute-like workgroup whose
// DispatchMesh becomes OpEmitMeshTasksEXT with the payload, a TaskPayloadWorkgroupEXT
// variable (the groupshared global DXIL passes; frontend dxop_mesh.cpp). OpEmitMeshTasksEXT
// ends the invocation and its block: the frontend only takes DispatchMesh directly before the
// entry function's return, and the emitter drops that return (EmitContext::blockTerminated).
// Needs SPIR-V 1.4 like mesh shaders (stage_mesh.cpp). SM 6.6 derivatives: the derivative
// group modes of compute shaders, under SPV_KHR_compute_shader_derivatives only.
#include "spirv/emit_context.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

namespace {

class AmplificationStage final : public StageEmitter {
 public:
  spv::ExecutionModel executionModel() const override { return spv::ExecutionModelTaskEXT; }
  uint32_t minimumSpirvVersion() const override { return 0x10400; }

  Status declareInterface(EmitContext& ctx) override {
    ctx.b.capability(spv::CapabilityMeshShadingEXT);
    ctx.b.extension("SPV_EXT_mesh_shader");
    if (!ctx.facts.dispatchMesh) return makeError("SPIR-V emission: an amplification shader must call DispatchMesh");
    return Status::success();
  }

  Result<bool> emitOp(EmitContext& ctx, const ir::Instr& instr) override {
    if (instr.op != ir::Op::DispatchMesh) return emitComputeBuiltin(ctx, instr);
    ctx.b.op(spv::OpEmitMeshTasksEXT, {ctx.value(instr.args.at(0)), ctx.value(instr.args.at(1)),
                                        ctx.value(instr.args.at(2)), ctx.value(instr.args.at(3))});
    ctx.blockTerminated = true;
    return true;
  }

  Status finish(EmitContext& ctx, uint32_t fn) override {
    const auto& threads = ctx.entry.numThreads;
    ctx.b.executionMode(fn, spv::ExecutionModeLocalSize, {threads[0], threads[1], threads[2]});
    return declareDerivativeGroup(ctx, fn, {"amplification shader", false});
  }
};

}  // namespace

std::unique_ptr<StageEmitter> makeAmplificationStage() { return std::make_unique<AmplificationStage>(); }

}  // namespace dxsv::spirv
