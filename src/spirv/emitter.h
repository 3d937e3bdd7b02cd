// Structured IR → SPIR-V words.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "bindings/bindings.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::spirv {

// The code-generation options, declared once in the public C++ API (dxsv::CodegenOptions).
using EmitOptions = dxsv::CodegenOptions;

// Where a signature element lives in the SPIR-V interface: Location = start row, Component
// = start column for user elements and render targets; location -1 for elements that become
// built-ins. The emitter declares exactly this (stage_io.cpp) and the API reports it.
struct InterfaceSlot {
  int32_t location = -1;
  uint32_t component = 0;
};
InterfaceSlot interfaceSlot(const ir::SignatureElement& element);
// Hull outputs / domain inputs of the patch-constant signature: Patch-decorated, counted down
// from the top of the per-patch locations every Vulkan device has (row r at Location 29 - r,
// so a multi-row element starts at 30 - startRow - rows and holds its rows in reverse), the
// same in both stages whatever their control-point signatures. Per-vertex and per-patch
// variables then never share a location, whether a validator gives them one location space
// or two (docs/ARCHITECTURE.md, "Tessellation"). 29: maxTessellationControlPerPatchOutputComponents
// is at least 120 (30 locations); NVIDIA has exactly that, and reads 0 from Location 31.
constexpr int32_t kPatchLocationTop = 29;
InterfaceSlot patchConstantSlot(const ir::SignatureElement& element);
// A mesh shader's per-primitive user element: after the vertex output signature's rows
// (stage_mesh.cpp).
InterfaceSlot meshPrimitiveSlot(const ir::EntryPoint& entry, const ir::SignatureElement& element);
// Where `entry`'s stage puts an input (output false) or output element: interfaceSlot, except
// that SV_RenderTargetArrayIndex / SV_ViewportArrayIndex passed from a vertex or domain shader
// to a geometry shader are also data at their register (StageEmitter::slotOf, layerDataSlot).
// Made once per entry and asked per element.
class StageEmitter;
class StageSlots {
 public:
  explicit StageSlots(const ir::EntryPoint& entry);
  ~StageSlots();
  InterfaceSlot operator()(const ir::SignatureElement& element, bool output) const;

 private:
  std::unique_ptr<StageEmitter> stage_;  // null for a stage without an emitter
};

// Whether the entry can run under Vulkan multiview as `options` convert it (view instancing):
// not when the last pre-rasterization stage writes SV_RenderTargetArrayIndex (view_instancing.cpp).
bool multiviewCompatible(const ir::EntryPoint& entry, const EmitOptions& options);

// The module must be structurized (cfg::structurize): every conditional branch and switch
// block carries merge annotations. Fails naming the block/instruction it cannot emit.
Result<std::vector<uint32_t>> emitModule(const ir::Module& module, const bindings::BindingMapper& bindings,
                                         const EmitOptions& options);

}  // namespace dxsv::spirv
