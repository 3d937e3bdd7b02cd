// Interface variables of graphics stages, shared by every stage file.
//
// The I/O mapping rule (docs/ARCHITECTURE.md, "Stage interface"): a packed user element
// (one with a start row) becomes one Input/Output variable at Location = start row,
// Component = start column, of `rows` locations of `cols` 32-bit components. So a stage's
// outputs and the next stage's inputs, packed by D3D's signature rules, match exactly as D3D
// links them (register and component), even when compiled separately. 16-bit elements travel
// as 32-bit values (no StorageInputOutput16 needed); integer elements are Flat; SV_Target N
// is Location N. System values become built-ins chosen by the stage.
#pragma once

#include <map>
#include <set>

#include "spirv/emit_context.h"
#include "spirv/emit_resources.h"
#include "spirv/quirks.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

// How one signature element is reached.
struct IoVar {
  uint32_t variable = 0;
  uint32_t componentType = 0;  // SPIR-V scalar type of one stored component
  bool isFloat = true, isSigned = false;
  uint32_t bits = 32;
  bool rowArray = false;       // indexed by row (rows > 1)
  bool vector = false;         // each row is a vector (cols > 1 or a vector built-in)
  uint32_t columnOffset = 0;   // added to the column (vector built-ins the element is part of)
  bool flatArray = false;      // clip/cull distances, sample mask: one array, element at flatBase + row * cols + col
  uint32_t flatBase = 0, flatColumns = 1;
  // > 0: an array of this many vertices or control points, indexed by vertex first (GS,
  // HS and DS inputs, HS and mesh outputs, PS PerVertexKHR inputs read by GetAttributeAtVertex).
  uint32_t arraySize = 0;
  bool isBool = false;         // FrontFacing, FullyCoveredEXT: D3D reads 0 / 0xffffffff
  bool reversedRows = false;   // patch constants: array element rows - 1 - row (patchConstantSlot)
  uint32_t rows = 1;
  bool discarded = false;      // an output that goes nowhere: a Private variable (declareDiscarded)
  // SV_ViewportArrayIndex of the last pre-rasterization stage under view instancing: stores
  // add the view instance's viewport (view_instancing.h).
  bool addsInstanceViewport = false;
  // > 0: a Location output every store also writes, with the value the shader stored
  // (IoInterface::declareMirror: a VS or DS layer / viewport index passed to a GS as data).
  uint32_t mirror = 0, mirrorType = 0;
  bool mirrorSigned = false;
};

// The kind of a stored 32-bit component (values convert with from/toTexelComponent).
struct ScalarKind {
  bool isFloat = true, isSigned = false;
  uint32_t bits = 32;
};

class IoInterface {
 public:
  // Declares a Location variable for a packed user element (or an SV_Target), at the
  // element's start row plus `locationBase`; `patch`: a patch constant (Patch-decorated, at
  // patchConstantSlot, no base).
  Result<IoVar> declareLocation(EmitContext& ctx, const ir::SignatureElement& e, bool output, uint32_t arraySize = 0,
                                uint32_t locationBase = 0, bool patch = false);
  // A Location variable for `data` (declareLocation's placement) that every store to the output
  // of the same id also writes; that output must already be declared.
  Status declareMirror(EmitContext& ctx, const ir::SignatureElement& data);
  // An output that goes nowhere, or (output false) an input no stage writes: a Private variable,
  // zero for an input.
  Result<IoVar> declareDiscarded(EmitContext& ctx, const ir::SignatureElement& e, bool output = true);
  // A built-in variable of `type`, declared once; inputs share EmitContext::builtinInput's.
  uint32_t builtinVariable(EmitContext& ctx, spv::BuiltIn builtin, uint32_t type, bool output);

  void add(bool output, uint32_t id, IoVar var) { (output ? outputs_ : inputs_)[id] = var; }
  // Stores to output `id` (a viewport index) add the view instance's viewport.
  void addInstanceViewport(uint32_t id) { outputs_.at(id).addsInstanceViewport = true; }
  const IoVar* find(bool output, uint32_t id) const;

  // Pointer to the component (row, column) of an element; `vertex` (a u32 id, 0 = vertex 0)
  // indexes arrayed elements.
  uint32_t componentPointer(EmitContext& ctx, const IoVar& var, bool output, ir::ValueId row, uint32_t column,
                            uint32_t vertex = 0);
  // Loads one component converted to the IR result type of `instr`.
  uint32_t load(EmitContext& ctx, const IoVar& var, uint32_t pointer, ir::TypeId resultType);
  // Stores an IR value converted to the stored type.
  void store(EmitContext& ctx, const IoVar& var, uint32_t pointer, ir::ValueId value);

 private:
  Result<IoVar> makeLocation(EmitContext& ctx, const ir::SignatureElement& e, bool output, uint32_t arraySize,
                             uint32_t locationBase, bool patch);

  std::map<uint32_t, IoVar> inputs_, outputs_;
  std::map<uint32_t, uint32_t> outputBuiltins_;  // builtin -> Output variable
};

ScalarKind storedKindOf(ir::ComponentType type);  // 16-bit travel as 32-bit
uint32_t scalarType(EmitContext& ctx, ScalarKind kind);

// Interpolation decorations of a pixel-shader input (Flat, NoPerspective, Centroid, Sample).
void decorateInterpolation(EmitContext& ctx, uint32_t variable, ir::InterpolationMode mode, bool isInteger);

// What vertex and pixel stages (and the stages after them) share: every signature element
// declared up front, LoadInput/StoreOutput through IoInterface. A stage says which built-in
// each system value becomes and handles its own ops.
class GraphicsStage : public StageEmitter {
 public:
  Status declareInterface(EmitContext& ctx) override;
  Result<bool> emitOp(EmitContext& ctx, const ir::Instr& instr) override;

 protected:
  // Declares a system-value element (registering it with `io`); unsupported when the stage
  // has no such system value.
  virtual Status declareSystemValue(EmitContext& ctx, const ir::SignatureElement& e, bool output) = 0;
  // Declares a user (non-system-value) element; by default a Location variable at its
  // register, arrayed as arraySize() says, then decorateLocation().
  virtual Status declareUserElement(EmitContext& ctx, const ir::SignatureElement& e, bool output);
  // Decorations of a Location variable (interpolation in a pixel shader).
  virtual void decorateLocation(EmitContext&, const IoVar&, const ir::SignatureElement&, bool /*output*/) {}
  // A LoadInput that needs more than a load (FragCoord.w, InstanceID); false otherwise.
  virtual Result<bool> loadSpecial(EmitContext&, const ir::Instr&, const ir::SignatureElement&) { return false; }
  // The stage's other ops (ReadBuiltin, Discard, EvalInput...).
  virtual Result<bool> stageOp(EmitContext& ctx, const ir::Instr& instr) = 0;
  // Arrayed elements: how many vertices (control points) an input or output element holds,
  // 0 = not arrayed. By default inputs read per vertex (pixel shaders: 3).
  virtual uint32_t arraySize(EmitContext& ctx, const ir::SignatureElement& e, bool output);
  // The vertex a StoreOutput writes in an arrayed output (a u32 id; hull shaders: the
  // invocation's control point).
  virtual uint32_t outputVertex(EmitContext&) { return 0; }
  // The stages whose outputs reach the rasterizer (vertex, domain, geometry): stream output
  // may capture them (stream_output.h).
  virtual bool beforeRasterizer() const { return false; }

  // Defines `instr` (a u32 ReadBuiltin) from a 32-bit signed integer input built-in
  // (ViewIndex: the SV_ViewID it stands for, view_instancing.h).
  void defineFromIntBuiltin(EmitContext& ctx, const ir::Instr& instr, spv::BuiltIn builtin);
  // SV_PrimitiveID and SV_ViewID read through their dx.ops, the same in every stage that has
  // them: the built-in (adding MultiView for the view), or false for other built-ins.
  static bool sharedIntBuiltin(EmitContext& ctx, ir::Builtin builtin, spv::BuiltIn& out);
  // A system value on a built-in: a scalar/vector `type` of `kind` components.
  void declareBuiltinElement(EmitContext& ctx, const ir::SignatureElement& e, bool output, spv::BuiltIn builtin,
                             ScalarKind kind, uint32_t vectorSize = 1, bool isBool = false, uint32_t arraySize = 0);
  // Clip or cull distances: every element of that kind shares one float array.
  void declareDistanceArray(EmitContext& ctx, const std::vector<ir::SignatureElement>& list, bool output,
                            ir::SemanticKind kind, uint32_t arraySize = 0);
  // System-value outputs of the stages before the rasterizer (vertex, domain, geometry):
  // Position, clip and cull distances, Layer, ViewportIndex, the primitive shading rate; and
  // the arrayed Position / distances of hull outputs and hull, domain (and geometry) inputs.
  // False when `e` is none of those.
  bool declarePositionOrDistance(EmitContext& ctx, const ir::SignatureElement& e, bool output, uint32_t arraySize = 0);
  bool declarePreRasterOutput(EmitContext& ctx, const ir::SignatureElement& e);
  // View instancing, last pre-rasterization stage: writes the view instance's viewport to the
  // ViewportIndex output (declared here when the shader has none; the stage adds the capability).
  void storeInstanceViewport(EmitContext& ctx);
  // Vertex and domain shaders: the viewport index starts as the instance's, in case the
  // shader writes none or skips its write on some path.
  void preRasterViewportPrologue(EmitContext& ctx);
  // Vertex and domain shaders: SV_RenderTargetArrayIndex / SV_ViewportArrayIndex also written
  // as data at layerDataSlot (a GS reads them there, stage_geometry.cpp); other elements as
  // interfaceSlot. mirrorAsData declares that copy of an output built-in already declared.
  static InterfaceSlot preRasterSlot(const ir::SignatureElement& e, bool output);
  Status mirrorAsData(EmitContext& ctx, const ir::SignatureElement& e);

  IoInterface io;
};

// Mesh shaders: the rows the vertex output signature occupies. Per-primitive user elements
// follow them in Vulkan's shared Location space (Location = this + start row); pixel shaders
// find them there (stage_mesh.cpp).
uint32_t meshVertexSignatureRows(const ir::EntryPoint& entry);

// A system value passed between stages as a user element of its shape (Arbitrary kind).
ir::SignatureElement asData(const ir::SignatureElement& e);
// SV_RenderTargetArrayIndex / SV_ViewportArrayIndex with a register, as data: Location = its
// register, Component = its start column, as a user element; location -1 for other elements.
// Vulkan's Layer / ViewportIndex are pre-rasterization outputs and fragment inputs only, so
// this is how a vertex or domain shader hands them to a geometry shader.
InterfaceSlot layerDataSlot(const ir::SignatureElement& e);

// "TEXCOORD3" (element 5) for messages.
std::string elementName(const ir::SignatureElement& e);

}  // namespace dxsv::spirv
