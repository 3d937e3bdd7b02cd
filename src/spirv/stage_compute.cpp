// Compute stage: thread ids, LocalSize, and the derivative groups of SM 6.6 compute
// derivatives.
#include "spirv/emit_context.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

namespace {

uint32_t vectorComponent(EmitContext& ctx, uint32_t vector, ir::ValueId component) {
  const ir::ValueDef& c = ctx.module.value(component);
  if (c.kind == ir::ValueKind::Constant) return ctx.op(spv::OpCompositeExtract, ctx.u32(), {vector, uint32_t(c.bits)});
  return ctx.op(spv::OpVectorExtractDynamic, ctx.u32(), {vector, ctx.value(component)});
}

}  // namespace

Result<bool> emitComputeBuiltin(EmitContext& ctx, const ir::Instr& instr) {
  if (instr.op != ir::Op::ReadBuiltin) return false;
  uint32_t u32 = ctx.u32();
  uint32_t uvec3 = ctx.b.typeVector(u32, 3);
  auto component = [&](spv::BuiltIn b) {
    return vectorComponent(ctx, ctx.op(spv::OpLoad, uvec3, {ctx.builtinInput(b, uvec3)}), instr.args.at(0));
  };
  switch (ir::Builtin(instr.lits.at(0))) {
    case ir::Builtin::ThreadId: ctx.defineAs(instr, component(spv::BuiltInGlobalInvocationId)); return true;
    case ir::Builtin::GroupId: ctx.defineAs(instr, component(spv::BuiltInWorkgroupId)); return true;
    case ir::Builtin::ThreadIdInGroup: ctx.defineAs(instr, component(spv::BuiltInLocalInvocationId)); return true;
    case ir::Builtin::FlattenedThreadIdInGroup:
      ctx.defineAs(instr, ctx.op(spv::OpLoad, u32, {ctx.builtinInput(spv::BuiltInLocalInvocationIndex, u32)}));
      return true;
    default: return false;
  }
}

namespace {

class ComputeStage final : public StageEmitter {
 public:
  spv::ExecutionModel executionModel() const override { return spv::ExecutionModelGLCompute; }
  Status declareInterface(EmitContext&) override { return Status::success(); }
  Result<bool> emitOp(EmitContext& ctx, const ir::Instr& instr) override { return emitComputeBuiltin(ctx, instr); }

  Status finish(EmitContext& ctx, uint32_t fn) override {
    const auto& threads = ctx.entry.numThreads;
    ctx.b.executionMode(fn, spv::ExecutionModeLocalSize, {threads[0], threads[1], threads[2]});
    if (!ctx.usesDerivatives) return Status::success();
    // SM 6.6 derivatives in compute: numthreads (X % 4 == 0, Y = Z = 1) makes quads of 4
    // consecutive threads, (X % 2 == 0, Y % 2 == 0) 2x2 squares of thread ids: Vulkan's
    // linear and quads derivative groups (SPV_NV_compute_shader_derivatives, or its KHR
    // promotion: same capability and execution-mode numbers).
    bool linear = threads[0] % 4 == 0 && threads[1] == 1 && threads[2] == 1;
    bool quads = threads[0] % 2 == 0 && threads[1] % 2 == 0;
    if (!linear && !quads)
      return makeError("SPIR-V emission: derivatives in a compute shader need numthreads with X a multiple of 4 "
                       "and Y = Z = 1, or X and Y multiples of 2 (numthreads(" + std::to_string(threads[0]) + ", " +
                       std::to_string(threads[1]) + ", " + std::to_string(threads[2]) + "))");
    ctx.b.extension(ctx.options.khrComputeShaderDerivatives ? "SPV_KHR_compute_shader_derivatives"
                                                            : "SPV_NV_compute_shader_derivatives");
    ctx.b.capability(linear ? spv::CapabilityComputeDerivativeGroupLinearNV : spv::CapabilityComputeDerivativeGroupQuadsNV);
    ctx.b.executionMode(fn, linear ? spv::ExecutionModeDerivativeGroupLinearNV : spv::ExecutionModeDerivativeGroupQuadsNV, {});
    return Status::success();
  }
};

}  // namespace

std::unique_ptr<StageEmitter> makeComputeStage() { return std::make_unique<ComputeStage>(); }

}  // namespace dxsv::spirv
