// Pixel (fragment) stage, with D3D semantics where Vulkan differs:
// - SV_Position.w is the clip-space w; Vulkan's FragCoord.w is 1/w, so it is reciprocated.
// - SV_IsFrontFace reads 0xffffffff when true.
// - discard demotes the lane to a helper (D3D keeps it running for derivatives) unless
//   EmitOptions::discardAsKill; helper lanes never write memory (Vulkan drops their stores
//   and atomics). A shader with rasterizer-ordered views always demotes: a killed
//   invocation would leave its fragment shader interlock without ending it (interlock.h).
// - Rasterizer-ordered views: the entry point is a wrapper holding the whole shader in one
//   fragment shader interlock critical section (interlock.h).
// - SV_Target N is Location N (with EmitOptions::dualSourceBlending: SV_Target0/1 are Location
//   0 Index 0/1, the two blend sources of render target 0, and SV_Target2+ go nowhere, since
//   D3D accepts such a pipeline only with those render targets unbound); SV_Depth /
//   SV_DepthGreaterEqual / SV_DepthLessEqual set DepthReplacing and DepthGreater / DepthLess;
//   SV_StencilRef needs stencil export.
// - EmitOptions::earlyAndLateFragmentTests: a shader that writes memory and exports depth or
//   stencil (no [earlydepthstencil]) declares EarlyAndLateFragmentTestsAMD, so the device
//   may still cull before shading; the late tests use the exported values
//   (docs/ARCHITECTURE.md, "Early and late fragment tests").
// - IsHelperLane reads HelperInvocation, Volatile once the shader demotes (the value changes
//   during the invocation; before SPIR-V 1.6, OpIsHelperInvocationEXT). [WaveOpsIncludeHelperLanes] keeps discarded lanes alive as
//   helpers and, with EmitOptions::quadControl, asks for full quads (RequireFullQuadsKHR).
#include "spirv/interlock.h"
#include "spirv/spirv_ext_enums.h"
#include "spirv/stage_io.h"
#include "spirv/view_instancing.h"

#include <optional>

namespace dxsv::spirv {

namespace {

constexpr ScalarKind kInt{false, true, 32};
constexpr ScalarKind kUint{false, false, 32};
constexpr ScalarKind kFloat{true, false, 32};

class PixelStage final : public GraphicsStage {
 public:
  spv::ExecutionModel executionModel() const override { return spv::ExecutionModelFragment; }

  Status declareInterface(EmitContext& ctx) override {
    if (ctx.options.perPrimitiveInputRow && ctx.spirvVersion() < 0x10400)
      return makeError("SPIR-V emission: per-primitive pixel shader inputs (SPV_EXT_mesh_shader) need SPIR-V 1.4: "
                       "target vulkan1.2 or later");
    interlock_ = usesInterlock(ctx);
    return GraphicsStage::declareInterface(ctx);
  }

  Result<uint32_t> entryFunction(EmitContext& ctx) override {
    if (!interlock_) return StageEmitter::entryFunction(ctx);
    return buildInterlockWrapper(ctx);
  }

  Status finish(EmitContext& ctx, uint32_t fn) override {
    ctx.b.executionMode(fn, spv::ExecutionModeOriginUpperLeft);
    if (interlock_) declareInterlockMode(ctx, fn);
    if (ctx.entry.earlyDepthStencil) ctx.b.executionMode(fn, spv::ExecutionModeEarlyFragmentTests);
    using K = ir::SemanticKind;
    std::optional<K> depth;
    bool stencil = false;
    for (const ir::SignatureElement& e : ctx.entry.outputs) {
      if (e.kind == K::Depth || e.kind == K::DepthGreaterEqual || e.kind == K::DepthLessEqual) {
        ctx.b.executionMode(fn, spv::ExecutionModeDepthReplacing);
        depth = e.kind;
      }
      if (e.kind == K::DepthGreaterEqual) ctx.b.executionMode(fn, spv::ExecutionModeDepthGreater);
      if (e.kind == K::DepthLessEqual) ctx.b.executionMode(fn, spv::ExecutionModeDepthLess);
      if (e.kind == K::StencilRef) {
        ctx.b.executionMode(fn, spv::ExecutionModeStencilRefReplacingEXT);
        stencil = true;
      }
    }
    if (ctx.options.earlyAndLateFragmentTests && !ctx.entry.earlyDepthStencil && (depth || stencil) && ctx.facts.writesMemory) {
      ctx.b.extension("SPV_AMD_shader_early_and_late_fragment_tests");
      ctx.b.executionMode(fn, spv::ExecutionModeEarlyAndLateFragmentTestsAMD);
      // Each exported value needs a conservative mode: SV_DepthGreaterEqual/LessEqual carry
      // theirs already; SV_Depth and SV_StencilRef say nothing, so the early test assumes
      // the rasterized depth / the API's reference (the option's promise).
      if (depth == K::Depth) ctx.b.executionMode(fn, spv::ExecutionModeDepthUnchanged);
      if (stencil) {
        ctx.b.executionMode(fn, spv::ExecutionModeStencilRefUnchangedFrontAMD);
        ctx.b.executionMode(fn, spv::ExecutionModeStencilRefUnchangedBackAMD);
      }
    }
    if (ctx.options.quadControl) {
      bool fullQuads = ctx.entry.waveOpsIncludeHelperLanes;
      bool quadDerivatives = ctx.facts.quadVote && ctx.facts.takesDerivatives;
      if (fullQuads || quadDerivatives) {
        ctx.b.capability(ext::kCapabilityQuadControlKHR);
        ctx.b.extension("SPV_KHR_quad_control");
      }
      // Helper lanes in every quad, so that wave ops see the four lanes D3D promises.
      if (fullQuads) ctx.b.executionMode(fn, ext::kExecutionModeRequireFullQuadsKHR);
      // A quad vote makes control flow quad-uniform: derivatives under it are then well
      // defined if they are taken per quad.
      if (quadDerivatives) ctx.b.executionMode(fn, ext::kExecutionModeQuadDerivativesKHR);
    }
    return Status::success();
  }

 protected:
  void decorateLocation(EmitContext& ctx, const IoVar& var, const ir::SignatureElement& e, bool output) override {
    if (output) return;
    if (var.arraySize) {
      ctx.b.decorate(var.variable, spv::DecorationPerVertexKHR);
      barycentrics(ctx);
      return;
    }
    // A mesh shader's per-primitive attribute (EmitOptions::perPrimitiveInputRow): one value
    // per primitive, not interpolated.
    if (ctx.options.perPrimitiveInputRow && e.startRow >= int32_t(ctx.options.perPrimitiveInputRow)) {
      ctx.b.capability(spv::CapabilityMeshShadingEXT);
      ctx.b.extension("SPV_EXT_mesh_shader");
      ctx.b.decorate(var.variable, spv::DecorationPerPrimitiveEXT);
      ctx.b.decorate(var.variable, spv::DecorationFlat);
      return;
    }
    decorateInterpolation(ctx, var.variable, e.interpolation, !var.isFloat);
  }

  Status declareSystemValue(EmitContext& ctx, const ir::SignatureElement& e, bool output) override {
    using K = ir::SemanticKind;
    Builder& b = ctx.b;
    if (output) {
      switch (e.kind) {
        case K::Target: {
          if (!e.isPacked() || e.semanticIndices.empty() || uint32_t(e.startRow) != e.semanticIndices[0] || e.rows != 1)
            return ctx.error("pixel shader output " + elementName(e) + ": a render target must sit in the register of its index");
          if (ctx.options.dualSourceBlending) return dualSourceTarget(ctx, e);
          auto var = io.declareLocation(ctx, e, true);
          return var ? Status::success() : Status(var.takeError());
        }
        case K::Depth: case K::DepthGreaterEqual: case K::DepthLessEqual:
          declareBuiltinElement(ctx, e, true, spv::BuiltInFragDepth, kFloat);
          return Status::success();
        case K::StencilRef:
          b.capability(spv::CapabilityStencilExportEXT);
          b.extension("SPV_EXT_shader_stencil_export");
          declareBuiltinElement(ctx, e, true, spv::BuiltInFragStencilRefEXT, kInt);
          return Status::success();
        case K::Coverage: sampleMask(ctx, e, true); return Status::success();
        default: break;
      }
    } else {
      switch (e.kind) {
        case K::Position: declareBuiltinElement(ctx, e, false, spv::BuiltInFragCoord, kFloat, 4); return Status::success();
        case K::IsFrontFace: declareBuiltinElement(ctx, e, false, spv::BuiltInFrontFacing, kUint, 1, true); return Status::success();
        case K::SampleIndex: integerBuiltin(ctx, e, spv::BuiltInSampleId, spv::CapabilitySampleRateShading); return Status::success();
        case K::PrimitiveID: integerBuiltin(ctx, e, spv::BuiltInPrimitiveId, spv::CapabilityGeometry); return Status::success();
        case K::RenderTargetArrayIndex: integerBuiltin(ctx, e, spv::BuiltInLayer, spv::CapabilityGeometry); return Status::success();
        case K::ViewportArrayIndex: integerBuiltin(ctx, e, spv::BuiltInViewportIndex, spv::CapabilityMultiViewport); return Status::success();
        case K::ViewID: integerBuiltin(ctx, e, spv::BuiltInViewIndex, spv::CapabilityMultiView); return Status::success();
        case K::ShadingRate:
          b.extension("SPV_KHR_fragment_shading_rate");
          integerBuiltin(ctx, e, spv::BuiltInShadingRateKHR, spv::CapabilityFragmentShadingRateKHR);
          return Status::success();
        case K::ClipDistance:
        case K::CullDistance: declareDistanceArray(ctx, ctx.entry.inputs, false, e.kind); return Status::success();
        case K::Coverage: sampleMask(ctx, e, false); return Status::success();
        case K::InnerCoverage:
          fullyCovered(ctx);
          declareBuiltinElement(ctx, e, false, spv::BuiltInFullyCoveredEXT, kUint, 1, true);
          return Status::success();
        case K::Barycentrics: {
          barycentrics(ctx);
          using M = ir::InterpolationMode;
          bool noPerspective = e.interpolation == M::LinearNoperspective || e.interpolation == M::LinearNoperspectiveCentroid ||
                               e.interpolation == M::LinearNoperspectiveSample;
          declareBuiltinElement(ctx, e, false, noPerspective ? spv::BuiltInBaryCoordNoPerspKHR : spv::BuiltInBaryCoordKHR, kFloat, 3);
          const IoVar* var = io.find(false, e.id);
          if (e.interpolation == M::LinearCentroid || e.interpolation == M::LinearNoperspectiveCentroid)
            b.decorate(var->variable, spv::DecorationCentroid);
          if (e.interpolation == M::LinearSample || e.interpolation == M::LinearNoperspectiveSample) {
            b.decorate(var->variable, spv::DecorationSample);
            b.capability(spv::CapabilitySampleRateShading);
          }
          return Status::success();
        }
        default: break;
      }
    }
    return ctx.unsupported(std::string("pixel shader ") + (output ? "output " : "input ") + elementName(e) +
                           ": system value not supported in this stage");
  }

  // Vulkan: integer fragment inputs, built-ins included (SampleId, SubgroupLocalInvocationId...),
  // are Flat; the float and bool built-ins are not.
  void builtinInputDeclared(EmitContext& ctx, spv::BuiltIn builtin, uint32_t variable) override {
    switch (builtin) {
      case spv::BuiltInFragCoord: case spv::BuiltInFrontFacing: case spv::BuiltInHelperInvocation:
      case spv::BuiltInFullyCoveredEXT: case spv::BuiltInClipDistance: case spv::BuiltInCullDistance:
      case spv::BuiltInBaryCoordKHR: case spv::BuiltInBaryCoordNoPerspKHR: case spv::BuiltInPointCoord:
      case spv::BuiltInSamplePosition: return;
      default: ctx.b.decorate(variable, spv::DecorationFlat);
    }
  }

  Result<bool> loadSpecial(EmitContext& ctx, const ir::Instr& instr, const ir::SignatureElement& e) override {
    if (e.kind == ir::SemanticKind::ViewID && mapsViewId(ctx.options)) {
      const IoVar* var = io.find(false, e.id);
      uint32_t viewIndex = ctx.bitcast(ctx.u32(), ctx.op(spv::OpLoad, var->componentType, {var->variable}));
      ctx.defineAs(instr, fromTexelComponent(ctx, viewIdOf(ctx, viewIndex), ctx.u32(), instr.type));
      return true;
    }
    if (e.kind != ir::SemanticKind::Position || instr.lits.at(1) != 3) return false;
    // D3D's SV_Position.w is the clip-space w: Vulkan gives 1/w.
    const IoVar* var = io.find(false, e.id);
    uint32_t pointer = io.componentPointer(ctx, *var, false, instr.args.at(0), 3);
    uint32_t f32 = ctx.f32();
    uint32_t rcpW = ctx.op(spv::OpLoad, f32, {pointer});
    uint32_t w = ctx.op(spv::OpFDiv, f32, {ctx.floatConst(f32, 32, 1.0), rcpW});
    ctx.defineAs(instr, fromTexelComponent(ctx, w, f32, instr.type));
    return true;
  }

  Result<bool> stageOp(EmitContext& ctx, const ir::Instr& instr) override {
    switch (instr.op) {
      case ir::Op::Discard: return discard(ctx);
      case ir::Op::EvalInput: return evaluate(ctx, instr);
      case ir::Op::ReadBuiltin: return readBuiltin(ctx, instr);
      default: return false;
    }
  }

 private:
  // Dual-source blending: target 0 and 1 feed render target 0's blend unit (Location 0, Index
  // 0 and 1). D3D accepts such a pipeline only with render targets 1+ unbound, and Vulkan
  // allows no other output attachment then (maxFragmentDualSrcAttachments), so SV_Target2 and
  // above are written to a variable that goes nowhere, as D3D drops them.
  Status dualSourceTarget(EmitContext& ctx, const ir::SignatureElement& e) {
    if (e.startRow >= 2) {
      auto var = io.declareDiscarded(ctx, e);
      return var ? Status::success() : Status(var.takeError());
    }
    ir::SignatureElement placed = e;
    placed.startRow = 0;
    auto var = io.declareLocation(ctx, placed, true);
    if (!var) return var.takeError();
    ctx.b.decorate(var->variable, spv::DecorationIndex, {uint32_t(e.startRow)});
    return Status::success();
  }

  void integerBuiltin(EmitContext& ctx, const ir::SignatureElement& e, spv::BuiltIn builtin, spv::Capability capability) {
    ctx.b.capability(capability);
    declareBuiltinElement(ctx, e, false, builtin, kInt);
  }

  void sampleMask(EmitContext& ctx, const ir::SignatureElement& e, bool output) {
    IoVar var;
    var.componentType = ctx.b.typeInt(32, true);
    var.isFloat = false;
    var.isSigned = true;
    var.flatArray = true;
    var.variable = io.builtinVariable(ctx, spv::BuiltInSampleMask, ctx.b.typeArray(var.componentType, 1), output);
    io.add(output, e.id, var);
  }

  static void fullyCovered(EmitContext& ctx) {
    ctx.b.capability(spv::CapabilityFragmentFullyCoveredEXT);
    ctx.b.extension("SPV_EXT_fragment_fully_covered");
  }
  static void barycentrics(EmitContext& ctx) {
    ctx.b.capability(spv::CapabilityFragmentBarycentricKHR);
    ctx.b.extension("SPV_KHR_fragment_shader_barycentric");
  }
  static void demoteExtension(EmitContext& ctx) {
    ctx.b.capability(spv::CapabilityDemoteToHelperInvocationEXT);
    ctx.b.extension("SPV_EXT_demote_to_helper_invocation");
  }

  // discard ends the lane only with EmitOptions::discardAsKill, never under
  // [WaveOpsIncludeHelperLanes] (D3D's wave ops then count the discarded lane as a helper) and
  // never with an interlock to end after it.
  bool kills(EmitContext& ctx) const {
    return ctx.options.discardAsKill && !ctx.entry.waveOpsIncludeHelperLanes && !interlock_;
  }

  Result<bool> discard(EmitContext& ctx) {
    if (!kills(ctx)) {
      demoteExtension(ctx);
      ctx.b.op(spv::OpDemoteToHelperInvocationEXT, {});
      return true;
    }
    // OpKill ends the block; inside a function of its own the caller's block goes on.
    if (!killFunction_) {
      HelperFunctionScope aside(ctx);
      uint32_t voidType = ctx.b.typeVoid();
      killFunction_ = ctx.b.newId();
      ctx.b.name(killFunction_, "discard_kill");
      ctx.b.op(spv::OpFunction, {voidType, killFunction_, uint32_t(spv::FunctionControlMaskNone), ctx.b.typeFunction(voidType)});
      ctx.b.op(spv::OpLabel, {ctx.b.newId()});
      ctx.b.op(spv::OpKill, {});
      ctx.b.op(spv::OpFunctionEnd, {});
    }
    ctx.op(spv::OpFunctionCall, ctx.b.typeVoid(), {killFunction_});
    return true;
  }

  Result<bool> evaluate(EmitContext& ctx, const ir::Instr& instr) {
    uint32_t id = uint32_t(instr.lits.at(0));
    const ir::SignatureElement* e = ctx.entry.input(id);
    const IoVar* var = io.find(false, id);
    if (!e || !var || e->kind != ir::SemanticKind::Arbitrary || !var->isFloat || var->arraySize)
      return ctx.error("EvalInput: input element " + std::to_string(id) + " is not an interpolated attribute");
    uint32_t pointer = io.componentPointer(ctx, *var, false, instr.args.at(0), uint32_t(instr.lits.at(1)));
    uint32_t f32 = ctx.f32();
    if (var->discarded) {
      // Not written by the previous stage: a private zero, the same wherever it is evaluated
      // (InterpolateAt* takes only Input variables).
      ctx.defineAs(instr, fromTexelComponent(ctx, ctx.op(spv::OpLoad, f32, {pointer}), f32, instr.type));
      return true;
    }
    ctx.b.capability(spv::CapabilityInterpolationFunction);
    uint32_t value = 0;
    switch (ir::EvalMode(instr.lits.at(2))) {
      case ir::EvalMode::Centroid: value = ctx.glsl(f32, 76 /* InterpolateAtCentroid */, {pointer}); break;
      case ir::EvalMode::Sample: value = ctx.glsl(f32, 77 /* InterpolateAtSample */, {pointer, ctx.value(instr.args.at(1))}); break;
      case ir::EvalMode::Snapped: {
        // D3D's offsets are 4-bit signed sixteenths of a pixel.
        uint32_t i32 = ctx.b.typeInt(32, true);
        auto sixteenths = [&](ir::ValueId v) {
          uint32_t s = ctx.bitcast(i32, ctx.value(v));
          s = ctx.op(spv::OpShiftRightArithmetic, i32, {ctx.op(spv::OpShiftLeftLogical, i32, {s, ctx.u32Const(28)}), ctx.u32Const(28)});
          return ctx.op(spv::OpFMul, f32, {ctx.op(spv::OpConvertSToF, f32, {s}), ctx.floatConst(f32, 32, 1.0 / 16.0)});
        };
        uint32_t offset = ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(f32, 2), {sixteenths(instr.args.at(1)), sixteenths(instr.args.at(2))});
        value = ctx.glsl(f32, 78 /* InterpolateAtOffset */, {pointer, offset});
        break;
      }
    }
    ctx.defineAs(instr, fromTexelComponent(ctx, value, f32, instr.type));
    return true;
  }

  Result<bool> readBuiltin(EmitContext& ctx, const ir::Instr& instr) {
    uint32_t i32 = ctx.b.typeInt(32, true);
    auto loadInt = [&](spv::BuiltIn builtin, spv::Capability capability) {
      ctx.b.capability(capability);
      uint32_t var = io.builtinVariable(ctx, builtin, i32, false);
      return ctx.bitcast(ctx.u32(), ctx.op(spv::OpLoad, i32, {var}));
    };
    switch (ir::Builtin(instr.lits.at(0))) {
      case ir::Builtin::SampleIndex: ctx.defineAs(instr, loadInt(spv::BuiltInSampleId, spv::CapabilitySampleRateShading)); return true;
      case ir::Builtin::ViewId: ctx.defineAs(instr, viewIdOf(ctx, loadInt(spv::BuiltInViewIndex, spv::CapabilityMultiView))); return true;
      case ir::Builtin::Coverage: {
        uint32_t var = io.builtinVariable(ctx, spv::BuiltInSampleMask, ctx.b.typeArray(i32, 1), false);
        uint32_t pointer = ctx.op(spv::OpAccessChain, ctx.b.typePointer(spv::StorageClassInput, i32), {var, ctx.u32Const(0)});
        ctx.defineAs(instr, ctx.bitcast(ctx.u32(), ctx.op(spv::OpLoad, i32, {pointer})));
        return true;
      }
      case ir::Builtin::InnerCoverage: {
        fullyCovered(ctx);
        uint32_t boolType = ctx.b.typeBool();
        uint32_t covered = ctx.op(spv::OpLoad, boolType, {io.builtinVariable(ctx, spv::BuiltInFullyCoveredEXT, boolType, false)});
        ctx.defineAs(instr, ctx.op(spv::OpSelect, ctx.u32(), {covered, ctx.u32Const(1), ctx.u32Const(0)}));
        return true;
      }
      case ir::Builtin::IsHelperLane: {
        uint32_t boolType = ctx.b.typeBool();
        // After a demote the lane becomes a helper mid-invocation, so each read must see the
        // current state. SPIR-V 1.6 (demote in core): the built-in loaded as Volatile.
        // Earlier versions: the extension's OpIsHelperInvocationEXT, which means the same
        // (and which lavapipe 22.3 runs, while it aborts on the Volatile load).
        if (demotes(ctx) && ctx.spirvVersion() < 0x10600) {
          demoteExtension(ctx);
          ctx.define(instr, spv::OpIsHelperInvocationEXT, {});
          return true;
        }
        uint32_t var = io.builtinVariable(ctx, spv::BuiltInHelperInvocation, boolType, false);
        if (demotes(ctx) && !helperVolatile_) {
          ctx.b.decorate(var, spv::DecorationVolatile);
          helperVolatile_ = true;
        }
        ctx.defineAs(instr, ctx.op(spv::OpLoad, boolType, {var}));
        return true;
      }
      default: return false;
    }
  }

  // Whether the shader demotes lanes (discard that does not kill).
  bool demotes(EmitContext& ctx) const { return ctx.facts.discard && !kills(ctx); }

  bool helperVolatile_ = false;
  bool interlock_ = false;  // the shader accesses rasterizer-ordered views (interlock.h)
  uint32_t killFunction_ = 0;
};

}  // namespace

std::unique_ptr<StageEmitter> makePixelStage() { return std::make_unique<PixelStage>(); }

}  // namespace dxsv::spirv
