// Hull shaders → one TessellationControl entry point. D3D runs a hull shader in two phases:
// the control-point function once per output control point, then the patch-constant function
// once per patch, seeing every output control point. Vulkan runs one invocation per output
// vertex (OutputVertices = outputControlPoints), so the entry point is a wrapper: every
// invocation runs the control-point function for control point InvocationId, all meet at a
// barrier, and invocation 0 runs the patch-constant function.
//
// Interface: inputs are arrays of inputControlPoints, control-point outputs arrays of
// outputControlPoints written at InvocationId, patch constants Patch-decorated outputs
// (stage_tessellation.h). Execution modes carry the domain, partitioning and output
// primitive (docs/ARCHITECTURE.md, "Tessellation").
#include <algorithm>

#include "spirv/stage_tessellation.h"

namespace dxsv::spirv {

namespace {

class HullStage final : public GraphicsStage {
 public:
  spv::ExecutionModel executionModel() const override { return spv::ExecutionModelTessellationControl; }

  Status declareInterface(EmitContext& ctx) override {
    ctx.b.capability(spv::CapabilityTessellation);
    const ir::TessellationState& t = ctx.entry.tessellation;
    if (t.inputControlPoints == 0) return ctx.error("hull shader state: 0 input control points");
    if (ctx.entry.patchConstantFunction == ir::kNoFunction) return ctx.error("hull shader without a patch-constant function");
    if (auto s = GraphicsStage::declareInterface(ctx); !s) return s;
    return declarePatchConstants(ctx, patch_, true);
  }

  // The wrapper the entry point runs (see the file comment).
  Result<uint32_t> entryFunction(EmitContext& ctx) override {
    Builder& b = ctx.b;
    HelperFunctionScope aside(ctx);
    uint32_t voidType = b.typeVoid();
    uint32_t functionType = b.typeFunction(voidType);
    uint32_t wrapper = b.newId();
    b.name(wrapper, "hull_main");
    b.op(spv::OpFunction, {voidType, wrapper, uint32_t(spv::FunctionControlMaskNone), functionType});
    b.op(spv::OpLabel, {b.newId()});
    // outputcontrolpoints(0): no control-point phase (Vulkan still needs one invocation).
    if (ctx.entry.tessellation.outputControlPoints > 0) ctx.op(spv::OpFunctionCall, voidType, {ctx.functionId(ctx.entry.function)});
    // Execution barrier over the patch. In TessellationControl it also makes every Output
    // write before it visible after it (SPIR-V's OpControlBarrier). Explicit OutputMemory
    // semantics need the Vulkan memory model, and the GLSL450 model forbids a Workgroup
    // memory scope here, so: memory scope Invocation, semantics None.
    uint32_t workgroup = ctx.u32Const(spv::ScopeWorkgroup);
    uint32_t invocationScope = ctx.u32Const(spv::ScopeInvocation);
    uint32_t none = ctx.u32Const(0);
    b.op(spv::OpControlBarrier, {workgroup, invocationScope, none});
    uint32_t invocation = invocationId(ctx);
    uint32_t zero = ctx.u32Const(0);
    uint32_t first = ctx.op(spv::OpIEqual, b.typeBool(), {invocation, zero});
    uint32_t thenLabel = b.newId(), mergeLabel = b.newId();
    b.op(spv::OpSelectionMerge, {mergeLabel, uint32_t(spv::SelectionControlMaskNone)});
    b.op(spv::OpBranchConditional, {first, thenLabel, mergeLabel});
    b.op(spv::OpLabel, {thenLabel});
    ctx.op(spv::OpFunctionCall, voidType, {ctx.functionId(ctx.entry.patchConstantFunction)});
    b.op(spv::OpBranch, {mergeLabel});
    b.op(spv::OpLabel, {mergeLabel});
    b.op(spv::OpReturn, {});
    b.op(spv::OpFunctionEnd, {});
    return wrapper;
  }

  Status finish(EmitContext& ctx, uint32_t entry) override {
    const ir::TessellationState& t = ctx.entry.tessellation;
    ctx.b.executionMode(entry, spv::ExecutionModeOutputVertices, {std::max(t.outputControlPoints, 1u)});
    if (auto s = domainExecutionMode(ctx, entry); !s) return s;
    switch (t.partitioning) {
      case ir::TessPartitioning::Integer:
      // pow2: D3D's integer partitioning of power-of-two factors; Vulkan has no such spacing,
      // equal spacing is the same for the power-of-two factors the shader is meant to write.
      case ir::TessPartitioning::Pow2: ctx.b.executionMode(entry, spv::ExecutionModeSpacingEqual); break;
      case ir::TessPartitioning::FractionalOdd: ctx.b.executionMode(entry, spv::ExecutionModeSpacingFractionalOdd); break;
      case ir::TessPartitioning::FractionalEven: ctx.b.executionMode(entry, spv::ExecutionModeSpacingFractionalEven); break;
      default: return ctx.error("hull shader state: undefined partitioning");
    }
    switch (t.outputPrimitive) {
      // D3D's and Vulkan's (upper-left origin) domains are drawn the same way, so D3D's
      // clockwise is Vulkan's VertexOrderCw (docs/ARCHITECTURE.md, "Tessellation").
      case ir::TessOutputPrimitive::TriangleCW: ctx.b.executionMode(entry, spv::ExecutionModeVertexOrderCw); break;
      case ir::TessOutputPrimitive::TriangleCCW: ctx.b.executionMode(entry, spv::ExecutionModeVertexOrderCcw); break;
      case ir::TessOutputPrimitive::Point: ctx.b.executionMode(entry, spv::ExecutionModePointMode); break;
      case ir::TessOutputPrimitive::Line:
        if (t.domain != ir::TessDomain::IsoLine) return ctx.error("hull shader state: line output outside the isoline domain");
        break;
      default: return ctx.error("hull shader state: undefined output primitive");
    }
    return Status::success();
  }

 protected:
  uint32_t arraySize(EmitContext& ctx, const ir::SignatureElement&, bool output) override {
    const ir::TessellationState& t = ctx.entry.tessellation;
    return output ? std::max(t.outputControlPoints, 1u) : t.inputControlPoints;
  }

  uint32_t outputVertex(EmitContext& ctx) override { return invocationId(ctx); }

  Status declareSystemValue(EmitContext& ctx, const ir::SignatureElement& e, bool output) override {
    if (declarePositionOrDistance(ctx, e, output, arraySize(ctx, e, output))) return Status::success();
    return ctx.unsupported(std::string("hull shader ") + (output ? "output " : "input ") + elementName(e) +
                           ": system value not supported in this stage");
  }

  Result<bool> stageOp(EmitContext& ctx, const ir::Instr& instr) override {
    switch (instr.op) {
      case ir::Op::ReadBuiltin: return readBuiltin(ctx, instr);
      case ir::Op::LoadOutputControlPoint: {
        const IoVar* var = io.find(true, uint32_t(instr.lits.at(0)));
        if (!var) return ctx.error("LoadOutputControlPoint: no output element " + std::to_string(instr.lits.at(0)));
        uint32_t vertex = ctx.value(instr.args.at(1));
        uint32_t pointer = io.componentPointer(ctx, *var, true, instr.args.at(0), uint32_t(instr.lits.at(1)), vertex);
        ctx.defineAs(instr, io.load(ctx, *var, pointer, instr.type));
        return true;
      }
      case ir::Op::StorePatchConstant:
      case ir::Op::LoadPatchConstant: {
        const IoVar* var = patch_.find(true, uint32_t(instr.lits.at(0)));
        if (!var) return ctx.error("patch constant " + std::to_string(instr.lits.at(0)) + " not declared");
        uint32_t pointer = patch_.componentPointer(ctx, *var, true, instr.args.at(0), uint32_t(instr.lits.at(1)));
        if (instr.op == ir::Op::LoadPatchConstant) ctx.defineAs(instr, patch_.load(ctx, *var, pointer, instr.type));
        else if (ctx.options.maxTessFactor && var->isFloat && isTessFactor(ctx, uint32_t(instr.lits.at(0))))
          storeClampedFactor(ctx, *var, pointer, instr.args.at(1));
        else patch_.store(ctx, *var, pointer, instr.args.at(1));
        return true;
      }
      default: return false;
    }
  }

 private:
  Result<bool> readBuiltin(EmitContext& ctx, const ir::Instr& instr) {
    auto which = ir::Builtin(instr.lits.at(0));
    if (which == ir::Builtin::OutputControlPointId) {
      ctx.defineAs(instr, invocationId(ctx));
      return true;
    }
    spv::BuiltIn builtin;
    if (!sharedIntBuiltin(ctx, which, builtin)) return false;
    defineFromIntBuiltin(ctx, instr, builtin);
    return true;
  }

  static bool isTessFactor(EmitContext& ctx, uint32_t element) {
    const ir::SignatureElement* e = ctx.entry.patchConstant(element);
    return e && (e->kind == ir::SemanticKind::TessFactor || e->kind == ir::SemanticKind::InsideTessFactor);
  }

  // CodegenOptions::maxTessFactor (a per-game limit): factors above it are stored as it. The
  // compare is ordered, so a NaN factor (D3D: the patch is culled) is stored unchanged.
  void storeClampedFactor(EmitContext& ctx, const IoVar& var, uint32_t pointer, ir::ValueId value) {
    ir::TypeId from = ctx.module.typeOf(value);
    uint32_t f = toTexelComponent(ctx, ctx.value(value), from, var.componentType, var.isSigned);
    uint32_t limit = ctx.floatConst(var.componentType, 32, double(ctx.options.maxTessFactor));  // 32-bit components
    uint32_t above = ctx.op(spv::OpFOrdGreaterThan, ctx.b.typeBool(), {f, limit});
    ctx.b.op(spv::OpStore, {pointer, ctx.op(spv::OpSelect, var.componentType, {above, limit, f})});
  }

  // InvocationId as a u32, loaded where it is needed (the id cannot cross functions).
  uint32_t invocationId(EmitContext& ctx) {
    uint32_t i32 = ctx.b.typeInt(32, true);
    uint32_t u32 = ctx.u32();
    uint32_t variable = io.builtinVariable(ctx, spv::BuiltInInvocationId, i32, false);
    uint32_t value = ctx.op(spv::OpLoad, i32, {variable});
    return ctx.bitcast(u32, value);
  }

  IoInterface patch_;  // the patch-constant signature (ids of its own)
};

}  // namespace

std::unique_ptr<StageEmitter> makeHullStage() { return std::make_unique<HullStage>(); }

}  // namespace dxsv::spirv
