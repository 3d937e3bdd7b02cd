// View instancing on Vulkan multiview: the two specialization-constant tables (view_instancing.h).
#include "spirv/view_instancing.h"

#include <cstdint>

namespace dxsv::spirv {

namespace {

constexpr uint32_t kAbsent = UINT32_MAX;
// The view-index table's default (unspecialized) value: view index i is view instance i for
// i < 4, 2 bits each.
constexpr uint32_t kIdentityViewIds = 0xe4;

// (table >> shift * index) & mask, all u32.
uint32_t tableEntry(EmitContext& ctx, uint32_t table, uint32_t index, uint32_t log2Shift, uint32_t mask) {
  uint32_t u32 = ctx.u32();
  uint32_t shift = ctx.op(spv::OpShiftLeftLogical, u32, {index, ctx.u32Const(log2Shift)});
  uint32_t shifted = ctx.op(spv::OpShiftRightLogical, u32, {table, shift});
  return ctx.op(spv::OpBitwiseAnd, u32, {shifted, ctx.u32Const(mask)});
}

}  // namespace

bool mapsViewId(const EmitOptions& options) {
  return options.viewInstancing && options.viewIndexToViewIdSpecId != kAbsent;
}

uint32_t viewIdOf(EmitContext& ctx, uint32_t viewIndex) {
  if (!mapsViewId(ctx.options)) return viewIndex;
  uint32_t table = ctx.b.specConstant32(ctx.u32(), kIdentityViewIds, ctx.options.viewIndexToViewIdSpecId);
  return tableEntry(ctx, table, viewIndex, 1, 3);
}

bool routesViewport(const EmitOptions& options) {
  return options.viewInstancing && options.viewInstancingLastPreRaster && options.viewIdToViewportSpecId != kAbsent;
}

uint32_t instanceViewport(EmitContext& ctx) {
  ctx.b.capability(spv::CapabilityMultiView);
  uint32_t i32 = ctx.b.typeInt(32, true);
  uint32_t viewIndex = ctx.bitcast(ctx.u32(), ctx.op(spv::OpLoad, i32, {ctx.builtinInput(spv::BuiltInViewIndex, i32)}));
  uint32_t table = ctx.b.specConstant32(ctx.u32(), 0, ctx.options.viewIdToViewportSpecId);
  return tableEntry(ctx, table, viewIdOf(ctx, viewIndex), 3, 0xff);
}

bool multiviewCompatible(const ir::EntryPoint& entry, const EmitOptions& options) {
  if (!options.viewInstancing || !options.viewInstancingLastPreRaster) return true;
  // Multiview owns the layer: D3D's "the shader's RTAIndex plus the instance's" has no form.
  // Outputs of streams other than 0 are plain data; a mesh shader's are per primitive.
  auto writesLayer = [](const std::vector<ir::SignatureElement>& list) {
    for (const ir::SignatureElement& e : list)
      if (e.kind == ir::SemanticKind::RenderTargetArrayIndex && e.outputStream == 0) return true;
    return false;
  };
  return !writesLayer(entry.outputs) && !writesLayer(entry.patchConstants);
}

}  // namespace dxsv::spirv
