// Interface variables of graphics stages: Location variables for packed elements, built-ins,
// and the access and conversions of one element component.
#include "spirv/stage_io.h"

#include <algorithm>

#include "common/escape.h"
#include "spirv/stream_output.h"
#include "spirv/view_instancing.h"

namespace dxsv::spirv {

ScalarKind storedKindOf(ir::ComponentType type) {
  return {isFloatComponent(type), isSignedComponent(type), 32};
}

uint32_t scalarType(EmitContext& ctx, ScalarKind kind) {
  return kind.isFloat ? ctx.b.typeFloat(kind.bits) : ctx.b.typeInt(kind.bits, kind.isSigned);
}

InterfaceSlot interfaceSlot(const ir::SignatureElement& e) {
  InterfaceSlot slot;
  if ((e.kind == ir::SemanticKind::Arbitrary || e.kind == ir::SemanticKind::Target) && e.isPacked() && !e.notWritten) {
    slot.location = e.startRow;
    slot.component = uint32_t(e.startCol);
  }
  return slot;
}

InterfaceSlot patchConstantSlot(const ir::SignatureElement& e) {
  InterfaceSlot slot;
  if (e.kind == ir::SemanticKind::Arbitrary && e.isPacked()) {
    slot.location = kPatchLocationTop + 1 - e.startRow - int32_t(e.rows);
    slot.component = uint32_t(e.startCol);
  }
  return slot;
}

std::string elementName(const ir::SignatureElement& e) {
  std::string s = e.semanticName;
  if (!e.semanticIndices.empty() && e.semanticIndices[0] != 0) s += std::to_string(e.semanticIndices[0]);
  return "'" + escapeText(s) + "' (element " + std::to_string(e.id) + ")";
}

void decorateInterpolation(EmitContext& ctx, uint32_t variable, ir::InterpolationMode mode, bool isInteger) {
  using M = ir::InterpolationMode;
  Builder& b = ctx.b;
  if (isInteger || mode == M::Constant) {
    b.decorate(variable, spv::DecorationFlat);
    return;
  }
  if (mode == M::LinearNoperspective || mode == M::LinearNoperspectiveCentroid || mode == M::LinearNoperspectiveSample)
    b.decorate(variable, spv::DecorationNoPerspective);
  if (mode == M::LinearCentroid || mode == M::LinearNoperspectiveCentroid) b.decorate(variable, spv::DecorationCentroid);
  if (mode == M::LinearSample || mode == M::LinearNoperspectiveSample) {
    b.decorate(variable, spv::DecorationSample);
    b.capability(spv::CapabilitySampleRateShading);
  }
}

ir::SignatureElement asData(const ir::SignatureElement& e) {
  ir::SignatureElement data = e;
  data.kind = ir::SemanticKind::Arbitrary;
  return data;
}

InterfaceSlot layerDataSlot(const ir::SignatureElement& e) {
  bool layerOrViewport = e.kind == ir::SemanticKind::RenderTargetArrayIndex || e.kind == ir::SemanticKind::ViewportArrayIndex;
  // One component: the built-in is a scalar, and so is its copy.
  if (!layerOrViewport || e.rows != 1 || e.cols != 1) return {};
  return interfaceSlot(asData(e));
}

Result<IoVar> IoInterface::declareLocation(EmitContext& ctx, const ir::SignatureElement& e, bool output, uint32_t arraySize,
                                           uint32_t locationBase, bool patch) {
  auto var = makeLocation(ctx, e, output, arraySize, locationBase, patch);
  if (var) add(output, e.id, *var);
  return var;
}

Status IoInterface::declareMirror(EmitContext& ctx, const ir::SignatureElement& data) {
  auto var = makeLocation(ctx, data, true, 0, 0, false);
  if (!var) return var.takeError();
  IoVar& target = outputs_.at(data.id);
  target.mirror = var->variable;
  target.mirrorType = var->componentType;
  target.mirrorSigned = var->isSigned;
  return Status::success();
}

Result<IoVar> IoInterface::makeLocation(EmitContext& ctx, const ir::SignatureElement& e, bool output, uint32_t arraySize,
                                        uint32_t locationBase, bool patch) {
  if (!e.isPacked()) return ctx.unsupported("signature element " + elementName(e) + " has no register and no built-in");
  using C = ir::ComponentType;
  if (e.componentType == C::F64 || e.componentType == C::I64 || e.componentType == C::U64 ||
      e.componentType == C::SNormF64 || e.componentType == C::UNormF64)
    return ctx.unsupported("signature element " + elementName(e) + ": 64-bit interface values");
  IoVar var;
  ScalarKind kind = storedKindOf(e.componentType);
  var.isFloat = kind.isFloat;
  var.isSigned = kind.isSigned;
  var.componentType = scalarType(ctx, kind);
  var.vector = e.cols > 1;
  var.rowArray = e.rows > 1;
  var.arraySize = arraySize;
  var.reversedRows = patch;
  var.rows = e.rows;
  uint32_t type = var.vector ? ctx.b.typeVector(var.componentType, e.cols) : var.componentType;
  if (var.rowArray) type = ctx.b.typeArray(type, e.rows);
  if (arraySize) type = ctx.b.typeArray(type, arraySize);
  spv::StorageClass sc = output ? spv::StorageClassOutput : spv::StorageClassInput;
  var.variable = ctx.b.variable(ctx.b.typePointer(sc, type), sc);
  InterfaceSlot slot = patch ? patchConstantSlot(e) : interfaceSlot(e);
  if (slot.location < 0) return ctx.error("signature element " + elementName(e) + " lies outside the 32 registers");
  // Vulkan puts Component only on a scalar or vector, or an array of them: an arrayed
  // interface (per vertex) of a several-row element would need one variable per row.
  if (slot.component != 0 && var.rowArray && arraySize)
    return ctx.unsupported("signature element " + elementName(e) + ": " + std::to_string(e.rows) +
                           " rows from component " + std::to_string(slot.component) + " of a per-vertex interface");
  ctx.b.decorate(var.variable, spv::DecorationLocation, {uint32_t(slot.location) + (patch ? 0 : locationBase)});
  if (patch) ctx.b.decorate(var.variable, spv::DecorationPatch);
  if (slot.component != 0) ctx.b.decorate(var.variable, spv::DecorationComponent, {slot.component});
  std::string name = e.semanticName;
  if (!e.semanticIndices.empty()) name += std::to_string(e.semanticIndices[0]);
  ctx.b.name(var.variable, (output ? "out_" : "in_") + name);
  ctx.interface.push_back(var.variable);
  return var;
}

Result<IoVar> IoInterface::declareDiscarded(EmitContext& ctx, const ir::SignatureElement& e, bool output) {
  IoVar var;
  ScalarKind kind = storedKindOf(e.componentType);
  var.isFloat = kind.isFloat;
  var.isSigned = kind.isSigned;
  var.componentType = scalarType(ctx, kind);
  var.vector = e.cols > 1;
  var.rowArray = e.rows > 1;
  var.rows = e.rows;
  var.discarded = true;
  uint32_t type = var.vector ? ctx.b.typeVector(var.componentType, e.cols) : var.componentType;
  if (var.rowArray) type = ctx.b.typeArray(type, e.rows);
  var.variable = ctx.b.variable(ctx.b.typePointer(spv::StorageClassPrivate, type), spv::StorageClassPrivate,
                                output ? 0 : ctx.b.constantNull(type));
  ctx.b.name(var.variable, std::string(output ? "discarded_" : "unwritten_") + e.semanticName +
                               std::to_string(e.semanticIndices.empty() ? 0 : e.semanticIndices[0]));
  if (ctx.interfaceListsAllGlobals()) ctx.interface.push_back(var.variable);
  add(output, e.id, var);
  return var;
}

uint32_t IoInterface::builtinVariable(EmitContext& ctx, spv::BuiltIn builtin, uint32_t type, bool output) {
  if (!output) return ctx.builtinInput(builtin, type);
  if (auto it = outputBuiltins_.find(uint32_t(builtin)); it != outputBuiltins_.end()) return it->second;
  uint32_t var = ctx.b.variable(ctx.b.typePointer(spv::StorageClassOutput, type), spv::StorageClassOutput);
  ctx.b.decorate(var, spv::DecorationBuiltIn, {uint32_t(builtin)});
  ctx.interface.push_back(var);
  outputBuiltins_[uint32_t(builtin)] = var;
  return var;
}

const IoVar* IoInterface::find(bool output, uint32_t id) const {
  const auto& map = output ? outputs_ : inputs_;
  auto it = map.find(id);
  return it == map.end() ? nullptr : &it->second;
}

namespace {

// `row * scale + offset` as a u32 id, folded when the row is a constant.
uint32_t scaledIndex(EmitContext& ctx, ir::ValueId row, uint32_t scale, uint32_t offset) {
  const ir::ValueDef& def = ctx.module.value(row);
  if (def.kind == ir::ValueKind::Constant) return ctx.u32Const(uint32_t(def.bits) * scale + offset);
  uint32_t id = ctx.value(row);
  if (scale != 1) id = ctx.op(spv::OpIMul, ctx.u32(), {id, ctx.u32Const(scale)});
  if (offset != 0) id = ctx.op(spv::OpIAdd, ctx.u32(), {id, ctx.u32Const(offset)});
  return id;
}

// `rows - 1 - row` (patch constants keep their rows in reverse), folded when constant.
uint32_t reversedIndex(EmitContext& ctx, ir::ValueId row, uint32_t rows) {
  const ir::ValueDef& def = ctx.module.value(row);
  if (def.kind == ir::ValueKind::Constant) return ctx.u32Const(rows - 1 - uint32_t(def.bits));
  uint32_t id = ctx.value(row);
  uint32_t last = ctx.u32Const(rows - 1);
  return ctx.op(spv::OpISub, ctx.u32(), {last, id});
}

}  // namespace

uint32_t IoInterface::componentPointer(EmitContext& ctx, const IoVar& var, bool output, ir::ValueId row, uint32_t column,
                                       uint32_t vertex) {
  // The base variable, then at most three indices (vertex, row or flat slot, column).
  uint32_t operands[4] = {var.variable};
  size_t count = 1;
  if (var.arraySize) operands[count++] = vertex ? vertex : ctx.u32Const(0);
  if (var.flatArray) {
    operands[count++] = scaledIndex(ctx, row, var.flatColumns, var.flatBase + column);
  } else {
    if (var.rowArray) operands[count++] = var.reversedRows ? reversedIndex(ctx, row, var.rows) : scaledIndex(ctx, row, 1, 0);
    if (var.vector) operands[count++] = ctx.u32Const(column + var.columnOffset);
  }
  spv::StorageClass sc = var.discarded ? spv::StorageClassPrivate : output ? spv::StorageClassOutput : spv::StorageClassInput;
  uint32_t pointerType = ctx.b.typePointer(sc, var.componentType);
  if (count == 1) return var.variable;
  return ctx.op(spv::OpAccessChain, pointerType, operands, count);
}

uint32_t IoInterface::load(EmitContext& ctx, const IoVar& var, uint32_t pointer, ir::TypeId resultType) {
  uint32_t value = ctx.op(spv::OpLoad, var.componentType, {pointer});
  if (!var.isBool) return fromTexelComponent(ctx, value, var.componentType, resultType);
  uint32_t u32 = ctx.u32();
  value = ctx.op(spv::OpSelect, u32, {value, ctx.u32Const(0xffffffffu), ctx.u32Const(0)});
  return fromTexelComponent(ctx, value, u32, resultType);
}

void IoInterface::store(EmitContext& ctx, const IoVar& var, uint32_t pointer, ir::ValueId value) {
  // A narrower integer widens with the element's signedness.
  uint32_t stored = toTexelComponent(ctx, ctx.value(value), ctx.module.typeOf(value), var.componentType, var.isSigned);
  if (var.addsInstanceViewport)
    stored = ctx.op(spv::OpIAdd, var.componentType, {stored, ctx.bitcast(var.componentType, instanceViewport(ctx))});
  ctx.b.op(spv::OpStore, {pointer, stored});
  if (var.mirror) {  // the shader's value, without the instance viewport
    uint32_t copy = toTexelComponent(ctx, ctx.value(value), ctx.module.typeOf(value), var.mirrorType, var.mirrorSigned);
    ctx.b.op(spv::OpStore, {var.mirror, copy});
  }
}

void GraphicsStage::declareBuiltinElement(EmitContext& ctx, const ir::SignatureElement& e, bool output, spv::BuiltIn builtin,
                                          ScalarKind kind, uint32_t vectorSize, bool isBool, uint32_t arraySize) {
  IoVar var;
  var.isFloat = kind.isFloat;
  var.isSigned = kind.isSigned;
  var.isBool = isBool;
  var.componentType = isBool ? ctx.b.typeBool() : scalarType(ctx, kind);
  var.vector = vectorSize > 1;
  var.arraySize = arraySize;
  uint32_t type = var.vector ? ctx.b.typeVector(var.componentType, vectorSize) : var.componentType;
  if (arraySize) type = ctx.b.typeArray(type, arraySize);
  var.variable = io.builtinVariable(ctx, builtin, type, output);
  io.add(output, e.id, var);
}

void GraphicsStage::declareDistanceArray(EmitContext& ctx, const std::vector<ir::SignatureElement>& list, bool output,
                                         ir::SemanticKind kind, uint32_t arraySize) {
  std::vector<const ir::SignatureElement*> elements;
  for (const ir::SignatureElement& e : list)
    if (e.kind == kind) elements.push_back(&e);
  std::sort(elements.begin(), elements.end(), [](auto* a, auto* b) {
    return std::make_pair(a->startRow, a->startCol) < std::make_pair(b->startRow, b->startCol);
  });
  uint32_t total = 0;
  for (auto* e : elements) total += e->rows * e->cols;
  bool clip = kind == ir::SemanticKind::ClipDistance;
  ctx.b.capability(clip ? spv::CapabilityClipDistance : spv::CapabilityCullDistance);
  uint32_t f32 = ctx.f32();
  uint32_t type = ctx.b.typeArray(f32, total);
  if (arraySize) type = ctx.b.typeArray(type, arraySize);
  uint32_t variable = io.builtinVariable(ctx, clip ? spv::BuiltInClipDistance : spv::BuiltInCullDistance, type, output);
  uint32_t base = 0;
  for (auto* e : elements) {
    IoVar var;
    var.variable = variable;
    var.componentType = f32;
    var.flatArray = true;
    var.flatBase = base;
    var.flatColumns = e->cols;
    var.arraySize = arraySize;
    io.add(output, e->id, var);
    base += e->rows * e->cols;
  }
}

namespace {

// Layer and ViewportIndex written before the rasterizer: SPIR-V 1.5 capabilities, or the
// extension before that.
void layerCapability(EmitContext& ctx, bool layer) {
  if (ctx.spirvVersion() >= 0x10500) {
    ctx.b.capability(layer ? spv::CapabilityShaderLayer : spv::CapabilityShaderViewportIndex);
  } else {
    ctx.b.capability(spv::CapabilityShaderViewportIndexLayerEXT);
    ctx.b.extension("SPV_EXT_shader_viewport_index_layer");
  }
}

}  // namespace

bool GraphicsStage::declarePositionOrDistance(EmitContext& ctx, const ir::SignatureElement& e, bool output,
                                              uint32_t arraySize) {
  using K = ir::SemanticKind;
  switch (e.kind) {
    case K::Position:
      declareBuiltinElement(ctx, e, output, spv::BuiltInPosition, {true, false, 32}, 4, false, arraySize);
      return true;
    case K::ClipDistance:
    case K::CullDistance:
      declareDistanceArray(ctx, output ? ctx.entry.outputs : ctx.entry.inputs, output, e.kind, arraySize);
      return true;
    default: return false;
  }
}

bool GraphicsStage::declarePreRasterOutput(EmitContext& ctx, const ir::SignatureElement& e) {
  using K = ir::SemanticKind;
  constexpr ScalarKind kInt{false, true, 32};
  if (declarePositionOrDistance(ctx, e, true)) return true;
  switch (e.kind) {
    case K::RenderTargetArrayIndex:
      layerCapability(ctx, true);
      declareBuiltinElement(ctx, e, true, spv::BuiltInLayer, kInt);
      return true;
    case K::ViewportArrayIndex:
      layerCapability(ctx, false);
      declareBuiltinElement(ctx, e, true, spv::BuiltInViewportIndex, kInt);
      if (routesViewport(ctx.options)) io.addInstanceViewport(e.id);
      return true;
    case K::ShadingRate:
      // IGNORE_PRIMITIVE_SHADING_RATE: the writes go to a Private variable, no output.
      if (quirk(ctx, DXSV_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE)) return bool(io.declareDiscarded(ctx, e));
      ctx.b.capability(spv::CapabilityFragmentShadingRateKHR);
      ctx.b.extension("SPV_KHR_fragment_shading_rate");
      declareBuiltinElement(ctx, e, true, spv::BuiltInPrimitiveShadingRateKHR, kInt);
      return true;
    default: return false;
  }
}

void GraphicsStage::storeInstanceViewport(EmitContext& ctx) {
  uint32_t i32 = ctx.b.typeInt(32, true);
  uint32_t variable = io.builtinVariable(ctx, spv::BuiltInViewportIndex, i32, true);
  ctx.b.op(spv::OpStore, {variable, ctx.bitcast(i32, instanceViewport(ctx))});
}

void GraphicsStage::preRasterViewportPrologue(EmitContext& ctx) {
  if (!routesViewport(ctx.options)) return;
  layerCapability(ctx, false);
  storeInstanceViewport(ctx);
}

InterfaceSlot GraphicsStage::preRasterSlot(const ir::SignatureElement& e, bool output) {
  InterfaceSlot data = output ? layerDataSlot(e) : InterfaceSlot{};
  return data.location >= 0 ? data : interfaceSlot(e);
}

Status GraphicsStage::mirrorAsData(EmitContext& ctx, const ir::SignatureElement& e) {
  return io.declareMirror(ctx, asData(e));
}

Status GraphicsStage::declareInterface(EmitContext& ctx) {
  const ir::EntryPoint& entry = ctx.entry;
  for (bool output : {false, true}) {
    for (const ir::SignatureElement& e : output ? entry.outputs : entry.inputs) {
      if (io.find(output, e.id)) continue;  // declared with its group (clip distances)
      if (e.kind != ir::SemanticKind::Arbitrary) {
        if (auto s = declareSystemValue(ctx, e, output); !s) return s;
        continue;
      }
      if (auto s = declareUserElement(ctx, e, output); !s) return s;
    }
  }
  return beforeRasterizer() ? declareStreamOutput(ctx, io, entry.outputs) : Status::success();
}

Status GraphicsStage::declareUserElement(EmitContext& ctx, const ir::SignatureElement& e, bool output) {
  if (!output && e.notWritten) {
    // The previous stage does not write it (D3D links such stages; the value is undefined):
    // reading 0 from a private variable keeps Vulkan's interface matching rules.
    if (arraySize(ctx, e, output) != 0)
      return ctx.unsupported("input " + elementName(e) + " of a per-vertex interface that the previous stage does not write");
    auto var = io.declareDiscarded(ctx, e, false);
    return var ? Status::success() : Status(var.takeError());
  }
  auto var = io.declareLocation(ctx, e, output, arraySize(ctx, e, output));
  if (!var) return var.takeError();
  decorateLocation(ctx, *var, e, output);
  return Status::success();
}

void GraphicsStage::defineFromIntBuiltin(EmitContext& ctx, const ir::Instr& instr, spv::BuiltIn builtin) {
  uint32_t i32 = ctx.b.typeInt(32, true);
  uint32_t u32 = ctx.u32();
  uint32_t variable = io.builtinVariable(ctx, builtin, i32, false);
  uint32_t value = ctx.bitcast(u32, ctx.op(spv::OpLoad, i32, {variable}));
  ctx.defineAs(instr, builtin == spv::BuiltInViewIndex ? viewIdOf(ctx, value) : value);
}

bool GraphicsStage::sharedIntBuiltin(EmitContext& ctx, ir::Builtin builtin, spv::BuiltIn& out) {
  switch (builtin) {
    case ir::Builtin::PrimitiveId: out = spv::BuiltInPrimitiveId; return true;
    case ir::Builtin::ViewId:
      ctx.b.capability(spv::CapabilityMultiView);
      out = spv::BuiltInViewIndex;
      return true;
    default: return false;
  }
}

uint32_t GraphicsStage::arraySize(EmitContext& ctx, const ir::SignatureElement& e, bool output) {
  const std::vector<uint32_t>& perVertex = ctx.facts.perVertexInputs;  // GetAttributeAtVertex
  return !output && std::binary_search(perVertex.begin(), perVertex.end(), e.id) ? 3 : 0;
}

Result<bool> GraphicsStage::emitOp(EmitContext& ctx, const ir::Instr& instr) {
  if (instr.op != ir::Op::LoadInput && instr.op != ir::Op::StoreOutput) return stageOp(ctx, instr);
  bool output = instr.op == ir::Op::StoreOutput;
  uint32_t id = uint32_t(instr.lits.at(0));
  const ir::SignatureElement* e = output ? ctx.entry.output(id) : ctx.entry.input(id);
  const IoVar* var = io.find(output, id);
  if (!e || !var) return ctx.error(std::string(output ? "StoreOutput" : "LoadInput") + ": no signature element " + std::to_string(id));
  if (output) {
    uint32_t vertex = var->arraySize ? outputVertex(ctx) : 0;
    io.store(ctx, *var, io.componentPointer(ctx, *var, true, instr.args.at(0), uint32_t(instr.lits.at(1)), vertex),
             instr.args.at(1));
    return true;
  }
  auto special = loadSpecial(ctx, instr, *e);
  if (!special) return special.takeError();
  if (*special) return true;
  ir::ValueId vertex = instr.args.size() > 1 ? instr.args[1] : ir::kNoValue;
  uint32_t pointer = io.componentPointer(ctx, *var, false, instr.args.at(0), uint32_t(instr.lits.at(1)),
                                         vertex != ir::kNoValue ? ctx.value(vertex) : 0);
  ctx.defineAs(instr, io.load(ctx, *var, pointer, instr.type));
  return true;
}

}  // namespace dxsv::spirv
