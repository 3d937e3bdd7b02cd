// Fragment shader interlock for rasterizer-ordered views (see interlock.h).
#include "spirv/interlock.h"

#include "spirv/emit_context.h"

namespace dxsv::spirv {

bool rasterizerOrdered(const EmitContext& ctx, const ir::Resource& resource) {
  return resource.rasterizerOrdered && ctx.entry.stage == ir::ShaderStage::Pixel &&
         !ctx.options.rasterizerOrderedViewsAsUavs;
}

bool usesInterlock(const EmitContext& ctx) {
  return ctx.facts.rasterizerOrderedHandle && ctx.entry.stage == ir::ShaderStage::Pixel &&
         !ctx.options.rasterizerOrderedViewsAsUavs;
}

bool runsPerSample(const EmitContext& ctx) {
  using M = ir::InterpolationMode;
  for (const ir::SignatureElement& e : ctx.entry.inputs)
    if (e.kind == ir::SemanticKind::SampleIndex || e.interpolation == M::LinearSample ||
        e.interpolation == M::LinearNoperspectiveSample)
      return true;
  return ctx.facts.readsSampleIndex;
}

uint32_t buildInterlockWrapper(EmitContext& ctx) {
  Builder& b = ctx.b;
  HelperFunctionScope aside(ctx);
  uint32_t voidType = b.typeVoid();
  uint32_t functionType = b.typeFunction(voidType);
  uint32_t shader = ctx.functionId(ctx.entry.function);
  uint32_t wrapper = b.newId();
  b.name(wrapper, "interlocked_main");
  b.op(spv::OpFunction, {voidType, wrapper, uint32_t(spv::FunctionControlMaskNone), functionType});
  b.op(spv::OpLabel, {b.newId()});
  // One block: Begin and End run exactly once, in the entry point's uniform control flow.
  // Every way out of the shader's function (its returns) comes back here; discard demotes.
  b.op(spv::OpBeginInvocationInterlockEXT, {});
  ctx.op(spv::OpFunctionCall, voidType, {shader});
  b.op(spv::OpEndInvocationInterlockEXT, {});
  b.op(spv::OpReturn, {});
  b.op(spv::OpFunctionEnd, {});
  return wrapper;
}

void declareInterlockMode(EmitContext& ctx, uint32_t entry) {
  bool perSample = runsPerSample(ctx);
  ctx.b.extension("SPV_EXT_fragment_shader_interlock");
  ctx.b.capability(perSample ? spv::CapabilityFragmentShaderSampleInterlockEXT : spv::CapabilityFragmentShaderPixelInterlockEXT);
  ctx.b.executionMode(entry, perSample ? spv::ExecutionModeSampleInterlockOrderedEXT : spv::ExecutionModePixelInterlockOrderedEXT);
}

}  // namespace dxsv::spirv
