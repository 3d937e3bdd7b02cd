// Compute stage: thread ids, LocalSize, and the derivative groups of SM 6.6 derivatives
// (shared with the mesh and amplification stages).
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
    case ir::Builtin::NumWorkGroups: ctx.defineAs(instr, component(spv::BuiltInNumWorkgroups)); return true;
    case ir::Builtin::FlattenedThreadIdInGroup:
      ctx.defineAs(instr, ctx.op(spv::OpLoad, u32, {ctx.builtinInput(spv::BuiltInLocalInvocationIndex, u32)}));
      return true;
    default: return false;
  }
}

Status declareDerivativeGroup(EmitContext& ctx, uint32_t fn, const DerivativeGroupStage& stage) {
  // D3D groups the threads of a compute, mesh or amplification shader into quads (for
  // derivatives, and from SM 6.6 for quad ops) as 2x2 squares of GroupThreadID.xy when X and
  // Y are even, else as 4 consecutive thread indices (HLSL SM 6.6 derivatives spec). Vulkan's
  // derivative group modes give the same two layouts, and the quads they form are the
  // subgroup's quads (SPV_KHR/NV_compute_shader_derivatives; same capability and
  // execution-mode numbers). Quad ops before SM 6.6 use lane order.
  const auto& threads = ctx.entry.numThreads;
  bool evenXY = threads[0] % 2 == 0 && threads[1] % 2 == 0;
  const ir::EntryPoint& entry = ctx.entry;
  bool sm66 = entry.shaderModelMajor > 6 || (entry.shaderModelMajor == 6 && entry.shaderModelMinor >= 6);
  bool squareQuadOps = ctx.usesQuadOps && sm66 && evenXY;
  if (!ctx.usesDerivatives && !squareQuadOps) return Status::success();
  bool quads = evenXY;
  bool linear = !quads && uint64_t(threads[0]) * threads[1] * threads[2] % 4 == 0;
  // The derivative group modes need X and Y even (quads) or X * Y * Z a multiple of 4 (linear).
  if (!linear && !quads)
    return unsupportedError(std::string("SPIR-V emission: derivatives in a ") + stage.name +
                            " need numthreads with X and Y even (DerivativeGroupQuads) or X * Y * Z a multiple "
                            "of 4 (DerivativeGroupLinear); this one has numthreads(" + std::to_string(threads[0]) +
                            ", " + std::to_string(threads[1]) + ", " + std::to_string(threads[2]) + ")");
  // The NV extension names GLCompute only; the KHR one adds MeshEXT and TaskEXT.
  bool khr = ctx.options.khrComputeShaderDerivatives || !stage.nvExtensionCovers;
  ctx.b.extension(khr ? "SPV_KHR_compute_shader_derivatives" : "SPV_NV_compute_shader_derivatives");
  ctx.b.capability(linear ? spv::CapabilityComputeDerivativeGroupLinearNV : spv::CapabilityComputeDerivativeGroupQuadsNV);
  ctx.b.executionMode(fn, linear ? spv::ExecutionModeDerivativeGroupLinearNV : spv::ExecutionModeDerivativeGroupQuadsNV, {});
  return Status::success();
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
    return declareDerivativeGroup(ctx, fn, {"compute shader", true});
  }
};

}  // namespace

std::unique_ptr<StageEmitter> makeComputeStage() { return std::make_unique<ComputeStage>(); }

}  // namespace dxsv::spirv
