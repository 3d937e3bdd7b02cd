// Geometry stage. D3D's GS state becomes execution modes: the input primitive (adjacency
// included), [maxvertexcount] → OutputVertices, the output topology, [instance(N)] →
// Invocations (SV_GSInstanceID = InvocationId). Inputs are arrays of the primitive's vertex
// count, indexed by LoadInput's vertex.
//
// Streams: D3D rasterizes one stream (stream 0 unless stream output says otherwise; the
// translator's ABI has no stream output yet, so it is stream 0). A GS that writes several
// streams gets GeometryStreams, OpEmitStreamVertex/OpEndStreamPrimitive and a Stream
// decoration on each output. Stream 0 keeps D3D's registers as Locations, so it links with
// the pixel shader; each later stream's elements follow the registers the streams before it
// use (D3D packs every stream from register 0, and Vulkan outputs must not overlap), and its
// system values become Location outputs too, since only the rasterized stream has built-ins.
//
// SV_RenderTargetArrayIndex / SV_ViewportArrayIndex inputs are per-vertex Location inputs at
// their register: the vertex or domain shader writes a copy there besides the built-in.
#include "spirv/stage_io.h"
#include "spirv/view_instancing.h"

#include <algorithm>
#include <array>

namespace dxsv::spirv {

namespace {

constexpr ScalarKind kInt{false, true, 32};
constexpr ScalarKind kFloat{true, false, 32};

// Vertices of a GS input primitive; 0 for patches, which Vulkan geometry shaders cannot take.
uint32_t inputVertexCount(uint32_t primitive) {
  switch (ir::GsInputPrimitive(primitive)) {
    case ir::GsInputPrimitive::Point: return 1;
    case ir::GsInputPrimitive::Line: return 2;
    case ir::GsInputPrimitive::Triangle: return 3;
    case ir::GsInputPrimitive::LineWithAdjacency: return 4;
    case ir::GsInputPrimitive::TriangleWithAdjacency: return 6;
    default: return 0;
  }
}

class GeometryStage final : public GraphicsStage {
 public:
  spv::ExecutionModel executionModel() const override { return spv::ExecutionModelGeometry; }

  Status declareInterface(EmitContext& ctx) override {
    ctx.b.capability(spv::CapabilityGeometry);
    const ir::GeometryState& gs = ctx.entry.geometry;
    vertices_ = inputVertexCount(gs.inputPrimitive);
    if (!vertices_)
      return ctx.unsupported("geometry shader: input primitive " + std::to_string(gs.inputPrimitive) +
                             " (a control-point patch) has no Vulkan equivalent");
    multiStream_ = (gs.streamMask & ~1u) != 0;
    if (multiStream_) ctx.b.capability(spv::CapabilityGeometryStreams);
    // Each stream's Locations start after the registers of the streams before it.
    std::array<uint32_t, 4> used{};
    for (const ir::SignatureElement& e : ctx.entry.outputs) {
      if (e.outputStream > 3) return ctx.error("geometry shader output " + elementName(e) + ": stream out of range");
      uint32_t end = e.isPacked() ? uint32_t(e.startRow) + e.rows : 0;
      used[e.outputStream] = std::max(used[e.outputStream], end);
    }
    for (uint32_t s = 1; s < 4; ++s) streamBase_[s] = streamBase_[s - 1] + used[s - 1];
    if (auto s = GraphicsStage::declareInterface(ctx); !s) return s;
    if (routesViewport(ctx.options) && !ownViewport_) declareInstanceViewport(ctx);
    return Status::success();
  }

  Status finish(EmitContext& ctx, uint32_t fn) override {
    const ir::GeometryState& gs = ctx.entry.geometry;
    spv::ExecutionMode input = spv::ExecutionModeInputPoints;
    switch (ir::GsInputPrimitive(gs.inputPrimitive)) {
      case ir::GsInputPrimitive::Line: input = spv::ExecutionModeInputLines; break;
      case ir::GsInputPrimitive::Triangle: input = spv::ExecutionModeTriangles; break;
      case ir::GsInputPrimitive::LineWithAdjacency: input = spv::ExecutionModeInputLinesAdjacency; break;
      case ir::GsInputPrimitive::TriangleWithAdjacency: input = spv::ExecutionModeInputTrianglesAdjacency; break;
      default: break;
    }
    spv::ExecutionMode output;
    switch (gs.outputTopology) {
      case ir::PrimitiveTopology::PointList: output = spv::ExecutionModeOutputPoints; break;
      case ir::PrimitiveTopology::LineStrip: output = spv::ExecutionModeOutputLineStrip; break;
      case ir::PrimitiveTopology::TriangleStrip: output = spv::ExecutionModeOutputTriangleStrip; break;
      default:
        return ctx.error("geometry shader: output topology " + std::to_string(int(gs.outputTopology)) +
                         " is not a point list, line strip or triangle strip");
    }
    if (gs.maxVertexCount == 0) return ctx.error("geometry shader: [maxvertexcount] is 0");
    ctx.b.executionMode(fn, input);
    ctx.b.executionMode(fn, spv::ExecutionModeInvocations, {gs.instanceCount});
    ctx.b.executionMode(fn, output);
    ctx.b.executionMode(fn, spv::ExecutionModeOutputVertices, {gs.maxVertexCount});
    return Status::success();
  }

 protected:
  bool beforeRasterizer() const override { return true; }
  uint32_t arraySize(EmitContext&, const ir::SignatureElement&, bool output) override { return output ? 0 : vertices_; }
  InterfaceSlot slotOf(const ir::SignatureElement& e, bool output) const override {
    InterfaceSlot data = output ? InterfaceSlot{} : layerDataSlot(e);
    return data.location >= 0 ? data : interfaceSlot(e);
  }

  Status declareUserElement(EmitContext& ctx, const ir::SignatureElement& e, bool output) override {
    if (!output) return GraphicsStage::declareUserElement(ctx, e, output);
    auto var = io.declareLocation(ctx, e, true, 0, streamBase_[e.outputStream]);
    if (!var) return var.takeError();
    if (multiStream_) ctx.b.decorate(var->variable, spv::DecorationStream, {e.outputStream});
    return Status::success();
  }

  Status declareSystemValue(EmitContext& ctx, const ir::SignatureElement& e, bool output) override {
    using K = ir::SemanticKind;
    if (!output) {
      switch (e.kind) {
        case K::Position:
          declareBuiltinElement(ctx, e, false, spv::BuiltInPosition, kFloat, 4, false, vertices_);
          return Status::success();
        case K::ClipDistance:
        case K::CullDistance:
          declareDistanceArray(ctx, ctx.entry.inputs, false, e.kind, vertices_);
          return Status::success();
        case K::PrimitiveID:  // one per primitive, not per vertex
          declareBuiltinElement(ctx, e, false, spv::BuiltInPrimitiveId, kInt);
          return Status::success();
        case K::RenderTargetArrayIndex:
        case K::ViewportArrayIndex:
          // Vulkan has no such GS input: the VS or DS wrote a copy at the register (layerDataSlot).
          if (e.notWritten || slotOf(e, false).location >= 0) return declareUserElement(ctx, asData(e), false);
          break;
        default: break;
      }
      return ctx.unsupported("geometry shader input " + elementName(e) + ": system value not supported in this stage");
    }
    if (e.outputStream != 0) {
      // Only the rasterized stream has built-ins; the others are plain data for stream output.
      if (!e.isPacked())
        return ctx.unsupported("geometry shader output " + elementName(e) + ": a system value without a register on stream " +
                               std::to_string(e.outputStream));
      ir::SignatureElement data = e;
      data.kind = ir::SemanticKind::Arbitrary;
      return declareUserElement(ctx, data, true);
    }
    switch (e.kind) {
      case K::Position:
        declareBuiltinElement(ctx, e, true, spv::BuiltInPosition, kFloat, 4);
        break;
      case K::ClipDistance:
      case K::CullDistance:
        declareDistanceArray(ctx, streamZero(ctx), true, e.kind);
        break;
      case K::RenderTargetArrayIndex:
        declareBuiltinElement(ctx, e, true, spv::BuiltInLayer, kInt);
        break;
      case K::ViewportArrayIndex:
        ctx.b.capability(spv::CapabilityMultiViewport);
        declareBuiltinElement(ctx, e, true, spv::BuiltInViewportIndex, kInt);
        ownViewport_ = true;
        if (routesViewport(ctx.options)) io.addInstanceViewport(e.id);
        break;
      case K::PrimitiveID:
        declareBuiltinElement(ctx, e, true, spv::BuiltInPrimitiveId, kInt);
        break;
      default:
        return ctx.unsupported("geometry shader output " + elementName(e) + ": system value not supported in this stage");
    }
    if (multiStream_) decorateStream(ctx, e);
    return Status::success();
  }

  Result<bool> stageOp(EmitContext& ctx, const ir::Instr& instr) override {
    switch (instr.op) {
      case ir::Op::EmitVertex:
      case ir::Op::EndPrimitive: {
        bool emit = instr.op == ir::Op::EmitVertex;
        // Outputs are undefined after each emit: the instance's viewport goes with every vertex.
        if (emit && instanceViewport_ && instr.lits.at(0) == 0) storeInstanceViewport(ctx);
        if (!multiStream_) {
          ctx.b.op(emit ? spv::OpEmitVertex : spv::OpEndPrimitive, {});
        } else {
          uint32_t stream = ctx.u32Const(uint32_t(instr.lits.at(0)));
          ctx.b.op(emit ? spv::OpEmitStreamVertex : spv::OpEndStreamPrimitive, {stream});
        }
        return true;
      }
      case ir::Op::ReadBuiltin: {
        spv::BuiltIn builtin = spv::BuiltInInvocationId;
        auto which = ir::Builtin(instr.lits.at(0));
        if (which != ir::Builtin::GSInstanceId && !sharedIntBuiltin(ctx, which, builtin)) return false;
        defineFromIntBuiltin(ctx, instr, builtin);
        return true;
      }
      default: return false;
    }
  }

 private:
  // The output elements of stream 0 (clip/cull distances of other streams are not built-ins).
  std::vector<ir::SignatureElement> streamZero(EmitContext& ctx) {
    std::vector<ir::SignatureElement> list;
    for (const ir::SignatureElement& e : ctx.entry.outputs)
      if (e.outputStream == 0) list.push_back(e);
    return list;
  }

  // View instancing without an SV_ViewportArrayIndex output: ViewportIndex of stream 0 holds
  // the instance's viewport.
  void declareInstanceViewport(EmitContext& ctx) {
    ctx.b.capability(spv::CapabilityMultiViewport);
    instanceViewport_ = true;
    uint32_t variable = io.builtinVariable(ctx, spv::BuiltInViewportIndex, ctx.b.typeInt(32, true), true);
    if (multiStream_) ctx.b.decorate(variable, spv::DecorationStream, {0});
  }

  void decorateStream(EmitContext& ctx, const ir::SignatureElement& e) {
    if (const IoVar* var = io.find(true, e.id)) ctx.b.decorate(var->variable, spv::DecorationStream, {0});
  }

  uint32_t vertices_ = 0;
  bool multiStream_ = false;
  bool ownViewport_ = false;       // stream 0 has SV_ViewportArrayIndex
  bool instanceViewport_ = false;  // ViewportIndex written before each stream-0 emit
  std::array<uint32_t, 4> streamBase_{};
};

}  // namespace

std::unique_ptr<StageEmitter> makeGeometryStage() { return std::make_unique<GeometryStage>(); }

}  // namespace dxsv::spirv
