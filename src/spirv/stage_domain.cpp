// Domain shaders → TessellationEvaluation. The control points (the hull's outputs) are input
// arrays of the DS state's inputControlPoints; patch constants are Patch-decorated inputs and
// TessLevelOuter/Inner (stage_tessellation.h); SV_DomainLocation is TessCoord in D3D's
// component order (tri: barycentric u, v, w = TessCoord.xyz; quad and isoline: u, v =
// TessCoord.xy), the same parameterization since the two APIs order the domain's edges the
// same way. The domain execution mode is repeated here (the hull's TCS has it too); spacing
// and vertex order come from the hull shader, which knows them.
//
// PointSize is not written: without shaderTessellationAndGeometryPointSize Vulkan draws
// tessellated points one pixel wide, as D3D does.
#include "spirv/stage_tessellation.h"

namespace dxsv::spirv {

namespace {

class DomainStage final : public GraphicsStage {
 public:
  spv::ExecutionModel executionModel() const override { return spv::ExecutionModelTessellationEvaluation; }

  Status declareInterface(EmitContext& ctx) override {
    ctx.b.capability(spv::CapabilityTessellation);
    if (ctx.entry.tessellation.inputControlPoints == 0) return ctx.error("domain shader state: 0 input control points");
    if (auto s = GraphicsStage::declareInterface(ctx); !s) return s;
    return declarePatchConstants(ctx, patch_, false);
  }

  Status finish(EmitContext& ctx, uint32_t entry) override { return domainExecutionMode(ctx, entry); }
  InterfaceSlot slotOf(const ir::SignatureElement& e, bool output) const override { return preRasterSlot(e, output); }
  Status entryPrologue(EmitContext& ctx) override {
    preRasterViewportPrologue(ctx);
    return Status::success();
  }

 protected:
  bool beforeRasterizer() const override { return true; }
  uint32_t arraySize(EmitContext& ctx, const ir::SignatureElement&, bool output) override {
    return output ? 0 : ctx.entry.tessellation.inputControlPoints;
  }

  Status declareSystemValue(EmitContext& ctx, const ir::SignatureElement& e, bool output) override {
    bool declared = output ? declarePreRasterOutput(ctx, e) : declarePositionOrDistance(ctx, e, false, arraySize(ctx, e, false));
    if (declared) return slotOf(e, output).location >= 0 ? mirrorAsData(ctx, e) : Status::success();
    return ctx.unsupported(std::string("domain shader ") + (output ? "output " : "input ") + elementName(e) +
                           ": system value not supported in this stage");
  }

  Result<bool> stageOp(EmitContext& ctx, const ir::Instr& instr) override {
    switch (instr.op) {
      case ir::Op::ReadBuiltin: return readBuiltin(ctx, instr);
      case ir::Op::LoadPatchConstant: {
        const IoVar* var = patch_.find(false, uint32_t(instr.lits.at(0)));
        if (!var) return ctx.error("LoadPatchConstant: no patch-constant element " + std::to_string(instr.lits.at(0)));
        uint32_t pointer = patch_.componentPointer(ctx, *var, false, instr.args.at(0), uint32_t(instr.lits.at(1)));
        ctx.defineAs(instr, patch_.load(ctx, *var, pointer, instr.type));
        return true;
      }
      default: return false;
    }
  }

 private:
  Result<bool> readBuiltin(EmitContext& ctx, const ir::Instr& instr) {
    spv::BuiltIn builtin;
    auto which = ir::Builtin(instr.lits.at(0));
    if (sharedIntBuiltin(ctx, which, builtin)) {
      defineFromIntBuiltin(ctx, instr, builtin);
      return true;
    }
    switch (which) {
      case ir::Builtin::DomainLocation: {
        // Component c of SV_DomainLocation is TessCoord[c] (the frontend checked the range).
        uint32_t f32 = ctx.f32();
        uint32_t variable = io.builtinVariable(ctx, spv::BuiltInTessCoord, ctx.b.typeVector(f32, 3), false);
        uint32_t pointerType = ctx.b.typePointer(spv::StorageClassInput, f32);
        uint32_t component = ctx.value(instr.args.at(0));
        uint32_t pointer = ctx.op(spv::OpAccessChain, pointerType, {variable, component});
        ctx.defineAs(instr, ctx.op(spv::OpLoad, f32, {pointer}));
        return true;
      }
      default: return false;
    }
  }

  IoInterface patch_;  // the patch-constant signature (ids of its own)
};

}  // namespace

std::unique_ptr<StageEmitter> makeDomainStage() { return std::make_unique<DomainStage>(); }

}  // namespace dxsv::spirv
