// GetDimensions with a mip level, lowered as mip 0's size shifted right by the level instead of
// OpImageQuerySizeLod at the level: Vulkan leaves a level past the view's last undefined, where
// D3D gives 0 (in every member but the level count); and lavapipe (Mesa 25.0) answers a size
// query with the first lane's level for every lane (exec case handwritten/tex_getdimensions_lane_lod).
// Vulkan's mip sizes are D3D's: max(size >> level, 1), for the view's levels as for the image's.
// A null descriptor (size 0) gives 0 at every level, as D3D's null views do.
#include <spirv/unified1/GLSL.std.450.h>

#include "spirv/emit_resources.h"

namespace dxsv::spirv {

void mipDimensions(EmitContext& ctx, ir::ResourceKind kind, uint32_t sizeCount, uint32_t mip,
                   std::vector<uint32_t>& members) {
  using K = ir::ResourceKind;
  uint32_t u32 = ctx.u32(), boolType = ctx.b.typeBool();
  // Members that are sizes; the rest of the first sizeCount are array sizes (kept as they are).
  uint32_t scaled = sizeCount;
  if (kind == K::Texture1DArray || kind == K::Texture2DArray || kind == K::TextureCubeArray) scaled = sizeCount - 1;
  uint32_t inRange = ctx.op(spv::OpULessThan, boolType, {mip, members[3]});
  // Shifts of 32 or more are undefined in SPIR-V; such levels are out of range anyway.
  uint32_t shift = ctx.glsl(u32, GLSLstd450UMin, {mip, ctx.u32Const(31)});
  uint32_t zero = ctx.u32Const(0);
  for (uint32_t i = 0; i < sizeCount; ++i) {
    uint32_t v = members[i];
    // min(size, max(size >> level, 1)): a null descriptor's size 0 stays 0 at every level
    // (NVIDIA answers its level count with 1: vkd3d-proton test_null_descriptor_resinfo_dxil).
    if (i < scaled)
      v = ctx.glsl(u32, GLSLstd450UMin,
                   {v, ctx.glsl(u32, GLSLstd450UMax, {ctx.op(spv::OpShiftRightLogical, u32, {v, shift}), ctx.u32Const(1)})});
    members[i] = ctx.op(spv::OpSelect, u32, {inRange, v, zero});
  }
}

}  // namespace dxsv::spirv
