// Vertex stage. D3D's SV_InstanceID and SV_VertexID count from 0 in every draw (SV_VertexID:
// the index buffer's value in an indexed draw, without BaseVertexLocation; SM 6.8's
// SV_StartVertexLocation / SV_StartInstanceLocation give the draw's bases). Vulkan's
// InstanceIndex and VertexIndex include the draw's first instance and first vertex / vertex
// offset, so SV_InstanceID = InstanceIndex - BaseInstance, SV_VertexID = VertexIndex -
// BaseVertex. D3D draws points one pixel wide; Vulkan leaves the size undefined unless
// PointSize is written, so it is 1.
//
// SV_RenderTargetArrayIndex / SV_ViewportArrayIndex go to their built-in and to a Location at
// their register, where a geometry shader reads them (Vulkan has no GS input built-ins for them).
#include "spirv/stage_io.h"

namespace dxsv::spirv {

namespace {

constexpr ScalarKind kInt{false, true, 32};

class VertexStage final : public GraphicsStage {
 public:
  spv::ExecutionModel executionModel() const override { return spv::ExecutionModelVertex; }
  Status finish(EmitContext&, uint32_t) override { return Status::success(); }
  InterfaceSlot slotOf(const ir::SignatureElement& e, bool output) const override { return preRasterSlot(e, output); }

  Status entryPrologue(EmitContext& ctx) override {
    uint32_t f32 = ctx.f32();
    ctx.b.op(spv::OpStore, {io.builtinVariable(ctx, spv::BuiltInPointSize, f32, true), ctx.floatConst(f32, 32, 1.0)});
    preRasterViewportPrologue(ctx);
    return Status::success();
  }

 protected:
  bool beforeRasterizer() const override { return true; }
  Status declareSystemValue(EmitContext& ctx, const ir::SignatureElement& e, bool output) override {
    using K = ir::SemanticKind;
    if (!output) {
      switch (e.kind) {
        case K::VertexID: declareBuiltinElement(ctx, e, false, spv::BuiltInVertexIndex, kInt); return Status::success();
        case K::InstanceID: declareBuiltinElement(ctx, e, false, spv::BuiltInInstanceIndex, kInt); return Status::success();
        default: break;
      }
    } else if (declarePreRasterOutput(ctx, e)) {
      return slotOf(e, true).location >= 0 ? mirrorAsData(ctx, e) : Status::success();
    }
    return ctx.unsupported(std::string("vertex shader ") + (output ? "output " : "input ") + elementName(e) +
                           ": system value not supported in this stage");
  }

  Result<bool> loadSpecial(EmitContext& ctx, const ir::Instr& instr, const ir::SignatureElement& e) override {
    bool instance = e.kind == ir::SemanticKind::InstanceID;
    if (!instance && e.kind != ir::SemanticKind::VertexID) return false;
    uint32_t i32 = ctx.b.typeInt(32, true);
    spv::BuiltIn indexBuiltin = instance ? spv::BuiltInInstanceIndex : spv::BuiltInVertexIndex;
    uint32_t index = ctx.op(spv::OpLoad, i32, {io.builtinVariable(ctx, indexBuiltin, i32, false)});
    uint32_t base =
        ctx.op(spv::OpLoad, i32, {drawParameter(ctx, instance ? spv::BuiltInBaseInstance : spv::BuiltInBaseVertex)});
    uint32_t id = ctx.op(spv::OpISub, i32, {index, base});
    ctx.defineAs(instr, fromTexelComponent(ctx, id, i32, instr.type));
    return true;
  }

  Result<bool> stageOp(EmitContext& ctx, const ir::Instr& instr) override {
    if (instr.op != ir::Op::ReadBuiltin) return false;
    spv::BuiltIn builtin;
    switch (ir::Builtin(instr.lits.at(0))) {
      case ir::Builtin::StartVertexLocation: builtin = spv::BuiltInBaseVertex; break;
      case ir::Builtin::StartInstanceLocation: builtin = spv::BuiltInBaseInstance; break;
      case ir::Builtin::ViewId:
        ctx.b.capability(spv::CapabilityMultiView);
        builtin = spv::BuiltInViewIndex;
        break;
      default: return false;
    }
    if (builtin != spv::BuiltInViewIndex) ctx.b.capability(spv::CapabilityDrawParameters);
    defineFromIntBuiltin(ctx, instr, builtin);
    return true;
  }

 private:
  uint32_t drawParameter(EmitContext& ctx, spv::BuiltIn builtin) {
    ctx.b.capability(spv::CapabilityDrawParameters);
    return io.builtinVariable(ctx, builtin, ctx.b.typeInt(32, true), false);
  }
};

}  // namespace

std::unique_ptr<StageEmitter> makeVertexStage() { return std::make_unique<VertexStage>(); }

}  // namespace dxsv::spirv
