// Mesh stage (SPV_EXT_mesh_shader, MeshEXT). D3D's mesh shader writes arrays of vertices
// and primitives that Vulkan's does too:
// - SetMeshOutputCounts is OpSetMeshOutputsEXT; EmitIndices stores the primitive's uvec3
//   (triangles) or uvec2 (lines) into PrimitiveTriangleIndicesEXT / PrimitiveLineIndicesEXT.
// - Vertex outputs: arrays of OutputVertices (SV_Position → Position, SV_Clip/CullDistance →
//   ClipDistance / CullDistance arrays as in a vertex shader); user elements at
//   Location = start row, as a vertex shader's.
// - Primitive outputs (the primitive signature, EntryPoint::patchConstants): arrays of
//   OutputPrimitivesEXT decorated PerPrimitiveEXT. SV_PrimitiveID → PrimitiveId,
//   SV_CullPrimitive → CullPrimitiveEXT (bool), SV_RenderTargetArrayIndex → Layer,
//   SV_ViewportArrayIndex → ViewportIndex, SV_ShadingRate → PrimitiveShadingRateKHR. User
//   elements share Vulkan's Location space with the vertex outputs, so they sit after them:
//   Location = (rows of the vertex signature) + start row (docs/ARCHITECTURE.md, "Stage
//   interface").
// - View instancing (view_instancing.h): each primitive's ViewportIndex gets the view
//   instance's viewport added; without SV_ViewportArrayIndex it is written with EmitIndices.
// - The amplification payload (GetMeshPayload) is a TaskPayloadWorkgroupEXT variable
//   (emit_memory.cpp); thread ids, and SM 6.6 derivatives' group modes, as in compute shaders
//   (the modes under SPV_KHR_compute_shader_derivatives only: the NV one names GLCompute).
// SPV_EXT_mesh_shader needs SPIR-V 1.4: a vulkan1.1 target gets a 1.4 module (the extension
// requires VK_KHR_spirv_1_4).
#include "spirv/stage_io.h"
#include "spirv/view_instancing.h"

#include <algorithm>

namespace dxsv::spirv {

namespace {

constexpr ScalarKind kInt{false, true, 32};

}  // namespace

// The number of registers (rows) a vertex output signature occupies: where per-primitive
// user elements start (stage_mesh.cpp's location rule, and pixel shaders that read them).
uint32_t meshVertexSignatureRows(const ir::EntryPoint& entry) {
  uint32_t rows = 0;
  for (const ir::SignatureElement& e : entry.outputs)
    if (e.isPacked()) rows = std::max(rows, uint32_t(e.startRow) + e.rows);
  return rows;
}

// A per-primitive user element as declared: its rows follow the vertex outputs' rows.
static ir::SignatureElement placedPrimitive(const ir::EntryPoint& entry, const ir::SignatureElement& element) {
  ir::SignatureElement placed = element;
  placed.startRow += int32_t(meshVertexSignatureRows(entry));
  return placed;
}

InterfaceSlot meshPrimitiveSlot(const ir::EntryPoint& entry, const ir::SignatureElement& element) {
  if (element.kind != ir::SemanticKind::Arbitrary) return {};
  return interfaceSlot(placedPrimitive(entry, element));
}

namespace {

// A mesh shader may declare no vertices or primitives (it then sets both counts to 0: D3D
// draws nothing); Vulkan's OutputVertices / OutputPrimitivesEXT and the output arrays need at
// least one.
uint32_t vertexCapacity(const ir::MeshState& mesh) { return std::max(mesh.maxVertexCount, 1u); }
uint32_t primitiveCapacity(const ir::MeshState& mesh) { return std::max(mesh.maxPrimitiveCount, 1u); }

class MeshStage final : public GraphicsStage {
 public:
  spv::ExecutionModel executionModel() const override { return spv::ExecutionModelMeshEXT; }
  uint32_t minimumSpirvVersion() const override { return 0x10400; }

  Status declareInterface(EmitContext& ctx) override {
    const ir::MeshState& mesh = ctx.entry.mesh;
    if (mesh.topology != ir::MeshOutputTopology::Triangle && mesh.topology != ir::MeshOutputTopology::Line)
      return ctx.error("mesh shader: the output topology is neither line nor triangle");
    ctx.b.capability(spv::CapabilityMeshShadingEXT);
    ctx.b.extension("SPV_EXT_mesh_shader");
    if (auto s = GraphicsStage::declareInterface(ctx); !s) return s;
    if (auto s = declarePrimitives(ctx); !s) return s;
    if (routesViewport(ctx.options) && !ownViewport_) {
      uint32_t i32 = ctx.b.typeInt(32, true);
      instanceViewports_ = primitives_.builtinVariable(ctx, spv::BuiltInViewportIndex,
                                                       ctx.b.typeArray(i32, primitiveCapacity(mesh)), true);
      ctx.b.decorate(instanceViewports_, spv::DecorationPerPrimitiveEXT);
    }
    bool triangles = mesh.topology == ir::MeshOutputTopology::Triangle;
    uint32_t u32 = ctx.u32();
    uint32_t indexType = ctx.b.typeVector(u32, triangles ? 3 : 2);
    indices_ = primitives_.builtinVariable(
        ctx, triangles ? spv::BuiltInPrimitiveTriangleIndicesEXT : spv::BuiltInPrimitiveLineIndicesEXT,
        ctx.b.typeArray(indexType, primitiveCapacity(mesh)), true);
    return Status::success();
  }

  Status finish(EmitContext& ctx, uint32_t fn) override {
    const ir::EntryPoint& e = ctx.entry;
    ctx.b.executionMode(fn, spv::ExecutionModeLocalSize, {e.numThreads[0], e.numThreads[1], e.numThreads[2]});
    ctx.b.executionMode(fn, spv::ExecutionModeOutputVertices, {vertexCapacity(e.mesh)});
    ctx.b.executionMode(fn, spv::ExecutionModeOutputPrimitivesEXT, {primitiveCapacity(e.mesh)});
    bool triangles = e.mesh.topology == ir::MeshOutputTopology::Triangle;
    ctx.b.executionMode(fn, triangles ? spv::ExecutionModeOutputTrianglesEXT : spv::ExecutionModeOutputLinesEXT);
    return declareDerivativeGroup(ctx, fn, {"mesh shader", false});
  }

 protected:
  uint32_t arraySize(EmitContext& ctx, const ir::SignatureElement&, bool output) override {
    return output ? vertexCapacity(ctx.entry.mesh) : 0;
  }

  Status declareSystemValue(EmitContext& ctx, const ir::SignatureElement& e, bool output) override {
    // Position, SV_ClipDistance, SV_CullDistance: per-vertex arrays of the built-ins.
    if (output && declarePositionOrDistance(ctx, e, true, vertexCapacity(ctx.entry.mesh))) return Status::success();
    return ctx.unsupported(std::string("mesh shader ") + (output ? "vertex output " : "input ") + elementName(e) +
                           ": system value not supported in this stage");
  }

  Result<bool> stageOp(EmitContext& ctx, const ir::Instr& instr) override {
    switch (instr.op) {
      case ir::Op::SetMeshOutputCounts:
        ctx.b.op(spv::OpSetMeshOutputsEXT, {ctx.value(instr.args.at(0)), ctx.value(instr.args.at(1))});
        return true;
      case ir::Op::EmitIndices: return emitIndices(ctx, instr);
      case ir::Op::StoreVertexOutput: return storeOutput(ctx, instr, false);
      case ir::Op::StorePrimitiveOutput: return storeOutput(ctx, instr, true);
      case ir::Op::ReadBuiltin:
        if (ir::Builtin(instr.lits.at(0)) == ir::Builtin::ViewId) {
          ctx.b.capability(spv::CapabilityMultiView);
          uint32_t i32 = ctx.b.typeInt(32, true);
          ctx.defineAs(instr, viewIdOf(ctx, ctx.bitcast(ctx.u32(), ctx.op(spv::OpLoad, i32, {ctx.builtinInput(spv::BuiltInViewIndex, i32)}))));
          return true;
        }
        return emitComputeBuiltin(ctx, instr);
      default: return false;
    }
  }

 private:
  // The primitive signature: per-primitive arrays (their own IoInterface: element ids restart
  // at 0 in each signature).
  Status declarePrimitives(EmitContext& ctx) {
    using K = ir::SemanticKind;
    uint32_t count = primitiveCapacity(ctx.entry.mesh);
    for (const ir::SignatureElement& e : ctx.entry.patchConstants) {
      if (e.kind == K::Arbitrary) {
        auto var = primitives_.declareLocation(ctx, placedPrimitive(ctx.entry, e), true, count);
        if (!var) return var.takeError();
        ctx.b.decorate(var->variable, spv::DecorationPerPrimitiveEXT);
        continue;
      }
      spv::BuiltIn builtin;
      bool isBool = false;
      switch (e.kind) {
        case K::PrimitiveID: builtin = spv::BuiltInPrimitiveId; break;
        case K::RenderTargetArrayIndex: builtin = spv::BuiltInLayer; break;
        case K::ViewportArrayIndex: builtin = spv::BuiltInViewportIndex; break;
        case K::CullPrimitive: builtin = spv::BuiltInCullPrimitiveEXT; isBool = true; break;
        case K::ShadingRate:
          // IGNORE_PRIMITIVE_SHADING_RATE: the writes go to a Private variable, no output.
          if (quirk(ctx, DXSV_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE)) {
            if (auto var = primitives_.declareDiscarded(ctx, e); !var) return var.takeError();
            continue;
          }
          ctx.b.capability(spv::CapabilityFragmentShadingRateKHR);
          ctx.b.extension("SPV_KHR_fragment_shading_rate");
          builtin = spv::BuiltInPrimitiveShadingRateKHR;
          break;
        default:
          return ctx.unsupported("mesh shader primitive output " + elementName(e) + ": system value not supported");
      }
      IoVar var;
      var.isFloat = false;
      var.isSigned = true;
      var.isBool = isBool;
      var.componentType = isBool ? ctx.b.typeBool() : scalarType(ctx, kInt);
      var.arraySize = count;
      var.variable = primitives_.builtinVariable(ctx, builtin, ctx.b.typeArray(var.componentType, count), true);
      ctx.b.decorate(var.variable, spv::DecorationPerPrimitiveEXT);
      primitives_.add(true, e.id, var);
      if (e.kind == K::ViewportArrayIndex) {
        ownViewport_ = true;
        if (routesViewport(ctx.options)) primitives_.addInstanceViewport(e.id);
      }
    }
    return Status::success();
  }

  Result<bool> emitIndices(EmitContext& ctx, const ir::Instr& instr) {
    size_t count = instr.args.size() - 1;
    uint32_t u32 = ctx.u32();
    uint32_t vectorType = ctx.b.typeVector(u32, uint32_t(count));
    std::vector<uint32_t> components;
    for (size_t i = 1; i <= count; ++i) components.push_back(ctx.value(instr.args[i]));
    uint32_t value = ctx.op(spv::OpCompositeConstruct, vectorType, components);
    uint32_t pointerType = ctx.b.typePointer(spv::StorageClassOutput, vectorType);
    uint32_t pointer = ctx.op(spv::OpAccessChain, pointerType, {indices_, ctx.value(instr.args[0])});
    ctx.b.op(spv::OpStore, {pointer, value});
    if (instanceViewports_) {
      // Every emitted primitive passes here once: its viewport is the instance's.
      uint32_t i32 = ctx.b.typeInt(32, true);
      uint32_t slot = ctx.op(spv::OpAccessChain, ctx.b.typePointer(spv::StorageClassOutput, i32),
                             {instanceViewports_, ctx.value(instr.args[0])});
      ctx.b.op(spv::OpStore, {slot, ctx.bitcast(i32, instanceViewport(ctx))});
    }
    return true;
  }

  Result<bool> storeOutput(EmitContext& ctx, const ir::Instr& instr, bool primitive) {
    uint32_t id = uint32_t(instr.lits.at(0));
    const IoVar* var = primitive ? primitives_.find(true, id) : io.find(true, id);
    if (!var) return ctx.error(std::string(primitive ? "StorePrimitiveOutput" : "StoreVertexOutput") + ": no element " + std::to_string(id));
    IoInterface& owner = primitive ? primitives_ : io;
    uint32_t index = ctx.value(instr.args.at(2));
    uint32_t pointer = owner.componentPointer(ctx, *var, true, instr.args.at(0), uint32_t(instr.lits.at(1)), index);
    if (var->isBool) {
      // D3D's bool is any non-zero value.
      ir::ValueId value = instr.args.at(1);
      if (!ctx.module.types.isInt(ctx.module.typeOf(value))) return ctx.error("StorePrimitiveOutput: SV_CullPrimitive takes an integer");
      uint32_t bits = ctx.module.types[ctx.module.typeOf(value)].bits;
      uint32_t type = ctx.type(ctx.module.typeOf(value));
      uint32_t zero = ctx.b.constant(type, 0, bits);
      ctx.b.op(spv::OpStore, {pointer, ctx.op(spv::OpINotEqual, ctx.b.typeBool(), {ctx.value(value), zero})});
      return true;
    }
    owner.store(ctx, *var, pointer, instr.args.at(1));
    return true;
  }

  IoInterface primitives_;
  uint32_t indices_ = 0;
  bool ownViewport_ = false;        // the primitive signature has SV_ViewportArrayIndex
  uint32_t instanceViewports_ = 0;  // view instancing without it: the per-primitive ViewportIndex
};

}  // namespace

std::unique_ptr<StageEmitter> makeMeshStage() { return std::make_unique<MeshStage>(); }

}  // namespace dxsv::spirv
