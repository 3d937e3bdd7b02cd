// Structured storage buffers read and written in 16-bit units (ResourceAccess::halfWords). With
// ssbo_alignment 1 or 2 the layer may bind such a view at a 2-byte boundary, where the word
// path's 32-bit accesses would be misaligned (drivers then round the base down). A 32- or
// 64-bit element is two or four halves, the low half first (D3D's buffers are little-endian,
// and OpBitcast maps a vector's lower components to the lower bits). Bounds are the word
// path's: robustBufferAccess for the descriptor, viewIndex / zeroOutside for an offset buffer's
// view, here in halves.
#include "spirv/emit_resources.h"

namespace dxsv::spirv {

namespace {

uint32_t firstHalf(EmitContext& ctx, uint32_t byteAddress) {
  return ctx.op(spv::OpShiftRightLogical, ctx.u32(), {byteAddress, ctx.u32Const(1)});
}

// Half `first` + `half`, the view applied (*inBounds: the check).
uint32_t halfIndex(EmitContext& ctx, const HandleAccess& h, uint32_t first, uint32_t half, uint32_t* inBounds) {
  uint32_t index = half ? ctx.op(spv::OpIAdd, ctx.u32(), {first, ctx.u32Const(half)}) : first;
  return viewIndex(ctx, h, index, inBounds);
}

uint32_t halfPointer(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t index) {
  return ctx.op(spv::OpAccessChain, rv.pointerToData, {h.base, ctx.u32Const(0), index});
}

}  // namespace

void requireHalfWordStorage(EmitContext& ctx) {
  ctx.b.capability(spv::CapabilityStorageBuffer16BitAccess);
  if (ctx.spirvVersion() < 0x10300) ctx.b.extension("SPV_KHR_16bit_storage");
}

uint32_t loadHalves(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t byteAddress, uint32_t bits, uint32_t type) {
  uint32_t u16 = ctx.b.typeInt(16);
  uint32_t count = bits / 16;
  uint32_t first = firstHalf(ctx, byteAddress);
  std::vector<uint32_t> halves;
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t inBounds = 0;
    uint32_t index = halfIndex(ctx, h, first, i, &inBounds);
    uint32_t pointer = halfPointer(ctx, rv, h, index);
    halves.push_back(zeroOutside(ctx, inBounds, u16, ctx.op(spv::OpLoad, u16, {pointer})));
  }
  if (count == 1) return type == u16 ? halves[0] : ctx.bitcast(type, halves[0]);
  uint32_t vector = ctx.op(spv::OpCompositeConstruct, ctx.b.typeVector(u16, count), halves);
  return ctx.bitcast(type, vector);
}

void storeHalves(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t byteAddress, uint32_t bits, uint32_t value,
                 bool isInt) {
  uint32_t u16 = ctx.b.typeInt(16);
  uint32_t count = bits / 16;
  uint32_t first = firstHalf(ctx, byteAddress);
  // A 16-bit store is a whole element: no read-modify-write of a neighbour, so no atomics.
  uint32_t vector = 0;
  if (count == 1 && !isInt) value = ctx.bitcast(u16, value);
  if (count > 1) vector = ctx.bitcast(ctx.b.typeVector(u16, count), value);
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t half = count == 1 ? value : ctx.op(spv::OpCompositeExtract, u16, {vector, i});
    uint32_t pointer = halfPointer(ctx, rv, h, halfIndex(ctx, h, first, i, nullptr));
    ctx.b.op(spv::OpStore, {pointer, half});
  }
}

uint32_t halfWordBufferAtomicPointer(EmitContext& ctx, const ResourceVar& rv, const HandleAccess& h, uint32_t byteAddress) {
  // The view check in halves; the word holding that half (outside: kOutsideAnyView's word).
  uint32_t half = halfIndex(ctx, h, firstHalf(ctx, byteAddress), 0, nullptr);
  uint32_t word = ctx.op(spv::OpShiftRightLogical, ctx.u32(), {half, ctx.u32Const(1)});
  return ctx.op(spv::OpAccessChain, rv.pointerToData32, {h.base32, ctx.u32Const(0), word});
}

}  // namespace dxsv::spirv
