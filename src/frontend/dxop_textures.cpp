// Texture access: sample (every variant), gather, load, store, GetDimensions on textures,
// CalculateLOD, Texture2DMSGetSamplePosition, CheckAccessFullyMapped and
// RenderTargetGetSampleCount (pipeline state the embedder supplies: the emitter makes it a
// constant or a specialization constant) and WriteSamplerFeedback*. Not here, so the
// dispatcher rejects it by name: RenderTargetGetSamplePosition (pipeline state no option gives
// yet). Atomics on RW textures are in dxop_atomics.cpp (they share textureCoordinates).
// DXIL passes every coordinate, offset and derivative as its own scalar, undef where the
// resource kind has no such dimension: here they become one value sized for the kind.
#include <algorithm>

#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>

#include "common/escape.h"
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

using K = ir::ResourceKind;

// How many values a resource kind takes for each addressing role.
struct KindShape {
  unsigned coords = 0;   // address components, array layer included (0: not a texture)
  unsigned offsets = 0;  // texel offset components (cubes take none)
  unsigned grads = 0;    // derivative / LOD components (no layer)
};

KindShape shapeOf(ir::ResourceKind kind) {
  switch (kind) {
    case K::Texture1D: return {1, 1, 1};
    case K::Texture1DArray: return {2, 1, 1};
    case K::Texture2D: case K::Texture2DMS: return {2, 2, 2};
    case K::Texture2DArray: case K::Texture2DMSArray: return {3, 2, 2};
    case K::Texture3D: return {3, 3, 3};
    case K::TextureCube: return {3, 0, 3};
    case K::TextureCubeArray: return {4, 0, 3};
    default: return {};
  }
}

bool isMultisampled(ir::ResourceKind kind) { return kind == K::Texture2DMS || kind == K::Texture2DMSArray; }

const char* opName(const DxOpCall& op) { return dxOpName(op.opcode); }

// Operand `index` checked against the DXIL signature's scalar type (mutated bitcode must
// fail here, not in the emitter).
Result<ir::ValueId> typedArg(LowerContext& ctx, const DxOpCall& op, unsigned index, ir::TypeKind kind, uint32_t bits) {
  if (index >= op.argCount()) return ctx.error(std::string(opName(op)) + ": missing operand " + std::to_string(index));
  auto v = ctx.operand(op.arg(index));
  if (!v) return v;
  const ir::Type& t = ctx.module.types[ctx.module.typeOf(*v)];
  if (t.kind != kind || t.bits != bits)
    return ctx.error(std::string(opName(op)) + ": operand " + std::to_string(index) + " has type " +
                     ctx.module.types.name(ctx.module.typeOf(*v)) + ", not the signature's " +
                     (kind == ir::TypeKind::Float ? "f" : "i") + std::to_string(bits));
  return v;
}

// `count` scalars from operand `first` on, as one scalar or vector value.
Result<ir::ValueId> vectorArg(LowerContext& ctx, const DxOpCall& op, unsigned first, unsigned count, ir::TypeKind kind) {
  auto& types = ctx.module.types;
  ir::TypeId scalar = kind == ir::TypeKind::Float ? ctx.f32() : ctx.i32();
  ir::ValueList parts;
  for (unsigned i = 0; i < count; ++i) {
    auto v = typedArg(ctx, op, first + i, kind, 32);
    if (!v) return v;
    parts.push_back(*v);
  }
  if (count == 1) return parts[0];
  return ctx.emit(ir::Op::CompositeConstruct, types.vectorType(scalar, count), std::move(parts));
}

// Texel offsets: kNoValue when absent (all undef or zero); constant offsets stay constants so
// that the emitter can use ConstOffset (undef components of a used offset count as 0).
Result<ir::ValueId> offsetArg(LowerContext& ctx, const DxOpCall& op, unsigned first, unsigned count) {
  bool allConstant = true, anyNonZero = false;
  ir::ValueList parts;
  for (unsigned i = 0; i < count; ++i) {
    const llvm::Value* v = first + i < op.argCount() ? op.arg(first + i) : nullptr;
    if (!v || !v->getType()->isIntegerTy(32)) return ctx.error(std::string(opName(op)) + ": offset operands must be i32");
    if (llvm::isa<llvm::UndefValue>(v)) {
      parts.push_back(ctx.module.constantInt(32, 0));
    } else if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(v)) {
      anyNonZero |= !c->isZero();
      parts.push_back(ctx.module.constantInt(32, uint32_t(c->getSExtValue())));
    } else {
      allConstant = false;
      anyNonZero = true;
      auto value = ctx.operand(v);
      if (!value) return value;
      parts.push_back(*value);
    }
  }
  if (!anyNonZero) return ir::kNoValue;
  if (count == 1) return parts[0];
  ir::TypeId type = ctx.module.types.vectorType(ctx.i32(), count);
  if (allConstant) return ctx.module.constantComposite(type, std::vector<ir::ValueId>(parts));
  return ctx.emit(ir::Op::CompositeConstruct, type, std::move(parts));
}

// A float operand that DXIL leaves undef when unused (the min-LOD clamp): kNoValue then.
Result<ir::ValueId> optionalFloat(LowerContext& ctx, const DxOpCall& op, unsigned index) {
  if (index < op.argCount() && llvm::isa<llvm::UndefValue>(op.arg(index))) return ir::kNoValue;
  return typedArg(ctx, op, index, ir::TypeKind::Float, 32);
}


// The result must be a ResRet: four equal 16/32-bit (64 for GatherRaw) scalars and an i32 status.
Result<ir::TypeId> resRetType(LowerContext& ctx, const DxOpCall& op, bool allow64 = false) {
  auto type = ctx.lowerType(op.call.getType());
  if (!type) return type;
  const ir::TypeTable& types = ctx.module.types;
  const ir::Type& t = types[*type];
  bool ok = t.kind == ir::TypeKind::Struct && t.members.size() == 5 && t.members[4] == ctx.i32();
  if (ok) {
    const ir::Type& e = types[t.members[0]];
    ok = (e.kind == ir::TypeKind::Float || e.kind == ir::TypeKind::Int) &&
         (e.bits == 16 || e.bits == 32 || (allow64 && e.bits == 64));
    for (unsigned i = 1; ok && i < 4; ++i) ok = t.members[i] == t.members[0];
  }
  if (!ok) return ctx.error(std::string(opName(op)) + " returns " + types.name(*type) + ", not a ResRet struct");
  return type;
}

struct Texture {
  ir::ValueId handle = ir::kNoValue;
  const ir::Resource* resource = nullptr;
  KindShape shape;
};

// Which textures an op takes: read-only, RW, or both (loads, queries).
enum class TextureClass : uint8_t { ReadOnly, ReadWrite, Either };

Result<Texture> textureArg(LowerContext& ctx, const DxOpCall& op, unsigned index, TextureClass want) {
  auto handle = ctx.operand(op.arg(index));
  if (!handle) return handle.takeError();
  auto resource = resourceOf(ctx, *handle);
  if (!resource) return resource.takeError();
  const ir::Resource& r = **resource;
  Texture t{*handle, &r, shapeOf(r.kind)};
  if (t.shape.coords == 0 || (r.cls != ir::ResourceClass::SRV && r.cls != ir::ResourceClass::UAV))
    return ctx.error(std::string(opName(op)) + " on resource '" + escapeText(r.name) + "', which is not a texture");
  bool uav = r.cls == ir::ResourceClass::UAV;
  if (want != TextureClass::Either && (want == TextureClass::ReadWrite) != uav)
    return ctx.error(std::string(opName(op)) + " on resource '" + escapeText(r.name) + "', which is not " +
                     (want == TextureClass::ReadWrite ? "an RW texture" : "a read-only texture"));
  return t;
}

Result<ir::ValueId> samplerArg(LowerContext& ctx, const DxOpCall& op, unsigned index) {
  auto handle = ctx.operand(op.arg(index));
  if (!handle) return handle;
  auto resource = resourceOf(ctx, *handle);
  if (!resource) return resource.takeError();
  if ((*resource)->cls != ir::ResourceClass::Sampler)
    return ctx.error(std::string(opName(op)) + ": resource '" + escapeText((*resource)->name) + "' is not a sampler");
  return handle;
}

// Comparison sampling and gathers return floats: SPIR-V's Dref ops return the image's sampled
// type, so the texture must be a float one.
Status comparable(LowerContext& ctx, const DxOpCall& op, const Texture& tex) {
  if (ir::isFloatComponent(tex.resource->elementType)) return Status::success();
  return ctx.error(std::string(opName(op)) + " on resource '" + escapeText(tex.resource->name) +
                   "', whose components are not floats (element type " +
                   std::to_string(int(tex.resource->elementType)) + ")");
}

Status expectArgs(LowerContext& ctx, const DxOpCall& op, unsigned count) {
  if (op.argCount() != count)
    return ctx.error(std::string(opName(op)) + " takes " + std::to_string(count - 1) + " operands, not " + std::to_string(op.argCount() - 1));
  return Status::success();
}

// The LOD or bias, gradients and min-LOD clamp a sample variant takes (operand index -1:
// none), into args[4] (lodOrBias), args[5..6] (ddx, ddy) and args[clampSlot].
Status sampleLodOperands(LowerContext& ctx, const DxOpCall& op, const Texture& tex, int lodOrBias, int grads, int clamp,
                         ir::ValueList& args, size_t clampSlot) {
  if (lodOrBias >= 0) {
    auto v = typedArg(ctx, op, unsigned(lodOrBias), ir::TypeKind::Float, 32);
    if (!v) return v.takeError();
    args[4] = *v;
  }
  if (grads >= 0) {
    auto ddx = vectorArg(ctx, op, unsigned(grads), tex.shape.grads, ir::TypeKind::Float);
    if (!ddx) return ddx.takeError();
    auto ddy = vectorArg(ctx, op, unsigned(grads) + 3, tex.shape.grads, ir::TypeKind::Float);
    if (!ddy) return ddy.takeError();
    args[5] = *ddx;
    args[6] = *ddy;
  }
  if (clamp >= 0) {
    auto v = optionalFloat(ctx, op, unsigned(clamp));
    if (!v) return v.takeError();
    args[clampSlot] = *v;
  }
  return Status::success();
}

// Operand layout of every sample variant after the common (srv, sampler, coord0-3, offset0-2).
struct SampleLayout {
  DxOp opcode;
  ir::SampleMode mode;
  unsigned args;     // total call operands, opcode included
  int compare;       // operand index or -1
  int lodOrBias;     // operand index or -1
  int grads;         // first ddx operand or -1 (ddy follows the 3 ddx)
  int clamp;         // min-LOD clamp operand or -1
  bool implicitLod;  // needs derivatives
};

constexpr SampleLayout kSampleLayouts[] = {
    {DxOp::Sample, ir::SampleMode::Implicit, 11, -1, -1, -1, 10, true},
    {DxOp::SampleBias, ir::SampleMode::Bias, 12, -1, 10, -1, 11, true},
    {DxOp::SampleLevel, ir::SampleMode::Level, 11, -1, 10, -1, -1, false},
    {DxOp::SampleGrad, ir::SampleMode::Grad, 17, -1, -1, 10, 16, false},
    {DxOp::SampleCmp, ir::SampleMode::Implicit, 12, 10, -1, -1, 11, true},
    {DxOp::SampleCmpLevelZero, ir::SampleMode::Level, 11, 10, -1, -1, -1, false},
    {DxOp::SampleCmpLevel, ir::SampleMode::Level, 12, 10, 11, -1, -1, false},
    {DxOp::SampleCmpGrad, ir::SampleMode::Grad, 18, 10, -1, 11, 17, false},
    {DxOp::SampleCmpBias, ir::SampleMode::Bias, 13, 10, 11, -1, 12, true},
};

Result<bool> lowerSample(LowerContext& ctx, const DxOpCall& op, const SampleLayout& layout) {
  if (auto s = expectArgs(ctx, op, layout.args); !s) return s.takeError();
  auto tex = textureArg(ctx, op, 1, TextureClass::ReadOnly);
  if (!tex) return tex.takeError();
  if (isMultisampled(tex->resource->kind)) return ctx.error(std::string(opName(op)) + " on a multisampled texture");
  auto sampler = samplerArg(ctx, op, 2);
  if (!sampler) return sampler.takeError();
  auto type = resRetType(ctx, op);
  if (!type) return type.takeError();
  auto coord = vectorArg(ctx, op, 3, tex->shape.coords, ir::TypeKind::Float);
  if (!coord) return coord.takeError();
  auto offset = offsetArg(ctx, op, 7, tex->shape.offsets);
  if (!offset) return offset.takeError();
  ir::ValueList args = {tex->handle, *sampler, *coord, *offset, ir::kNoValue, ir::kNoValue, ir::kNoValue,
                                   ir::kNoValue, ir::kNoValue};
  if (auto s = sampleLodOperands(ctx, op, *tex, layout.lodOrBias, layout.grads, layout.clamp, args, 8); !s) return s.takeError();
  if (layout.lodOrBias < 0 && layout.mode == ir::SampleMode::Level) args[4] = ctx.module.constant(ctx.f32(), 0);  // SampleCmpLevelZero
  if (layout.compare >= 0) {
    if (auto s = comparable(ctx, op, *tex); !s) return s.takeError();
    auto v = typedArg(ctx, op, unsigned(layout.compare), ir::TypeKind::Float, 32);
    if (!v) return v.takeError();
    args[7] = *v;
  }
  uint64_t flags = readsStatus(op.call) ? ir::kTexSparse : 0;
  ctx.values[&op.call] = ctx.emit(ir::Op::TextureSample, *type, std::move(args), {uint64_t(layout.mode), flags});
  return true;
}

Result<bool> lowerGather(LowerContext& ctx, const DxOpCall& op) {
  DxOp code = DxOp(op.opcode);
  bool raw = code == DxOp::TextureGatherRaw, cmp = code == DxOp::TextureGatherCmp;
  if (auto s = expectArgs(ctx, op, raw ? 9 : cmp ? 11 : 10); !s) return s.takeError();
  auto tex = textureArg(ctx, op, 1, TextureClass::ReadOnly);
  if (!tex) return tex.takeError();
  K kind = tex->resource->kind;
  if (kind != K::Texture2D && kind != K::Texture2DArray && kind != K::TextureCube && kind != K::TextureCubeArray)
    return ctx.error(std::string(opName(op)) + " on resource '" + escapeText(tex->resource->name) + "', which is not a 2D or cube texture");
  auto sampler = samplerArg(ctx, op, 2);
  if (!sampler) return sampler.takeError();
  auto type = resRetType(ctx, op, raw);
  if (!type) return type.takeError();
  auto coord = vectorArg(ctx, op, 3, tex->shape.coords, ir::TypeKind::Float);
  if (!coord) return coord.takeError();
  auto offset = offsetArg(ctx, op, 7, tex->shape.offsets);
  if (!offset) return offset.takeError();
  uint64_t channel = 0;
  if (!raw) {
    auto c = constantArg(ctx, op, 9, "channel");
    if (!c) return c.takeError();
    if (*c > 3) return ctx.error(std::string(opName(op)) + ": channel " + std::to_string(*c) + " is out of range");
    channel = *c;
  }
  ir::ValueId compare = ir::kNoValue;
  if (cmp) {
    if (auto s = comparable(ctx, op, *tex); !s) return s.takeError();
    auto v = typedArg(ctx, op, 10, ir::TypeKind::Float, 32);
    if (!v) return v.takeError();
    compare = *v;
  }
  uint64_t flags = (readsStatus(op.call) ? ir::kTexSparse : 0) | (raw ? ir::kTexRaw : 0);
  ctx.values[&op.call] =
      ctx.emit(ir::Op::TextureGather, *type, {tex->handle, *sampler, *coord, *offset, compare}, {channel, flags});
  return true;
}

Result<bool> lowerLoad(LowerContext& ctx, const DxOpCall& op) {
  if (auto s = expectArgs(ctx, op, 9); !s) return s.takeError();
  auto tex = textureArg(ctx, op, 1, TextureClass::Either);
  if (!tex) return tex.takeError();
  bool uav = tex->resource->cls == ir::ResourceClass::UAV;
  auto type = resRetType(ctx, op);
  if (!type) return type.takeError();
  auto coord = textureCoordinates(ctx, *tex->resource, op, 3);
  if (!coord) return coord.takeError();
  // RW textures have neither a mip level nor offsets; multisampled ones take a sample index.
  bool ms = isMultisampled(tex->resource->kind);
  ir::ValueId level = ir::kNoValue, offset = ir::kNoValue;
  if (!uav || ms) {
    if (!uav || !llvm::isa<llvm::UndefValue>(op.arg(2))) {
      auto v = typedArg(ctx, op, 2, ir::TypeKind::Int, 32);
      if (!v) return v.takeError();
      level = *v;
    }
  }
  if (!uav) {
    auto o = offsetArg(ctx, op, 6, tex->shape.offsets);
    if (!o) return o.takeError();
    offset = *o;
  }
  uint64_t flags = readsStatus(op.call) ? ir::kTexSparse : 0;
  ctx.values[&op.call] = ctx.emit(ir::Op::TextureLoad, *type, {tex->handle, *coord, level, offset}, {flags});
  return true;
}

Result<bool> lowerStore(LowerContext& ctx, const DxOpCall& op) {
  bool sample = DxOp(op.opcode) == DxOp::TextureStoreSample;
  if (auto s = expectArgs(ctx, op, sample ? 11 : 10); !s) return s.takeError();
  auto tex = textureArg(ctx, op, 1, TextureClass::ReadWrite);
  if (!tex) return tex.takeError();
  if (sample != isMultisampled(tex->resource->kind))
    return ctx.error(std::string(opName(op)) + " on resource '" + escapeText(tex->resource->name) + "': " +
                     (sample ? "not a multisampled texture" : "a multisampled texture needs a sample index"));
  auto coord = textureCoordinates(ctx, *tex->resource, op, 2);
  if (!coord) return coord.takeError();
  auto mask = constantArg(ctx, op, 9, "mask");
  if (!mask) return mask.takeError();
  if (*mask == 0 || *mask > 15) return ctx.error("texture store with write mask " + std::to_string(*mask));
  ir::ValueList args = {tex->handle, *coord};
  ir::TypeId valueType = 0;
  for (unsigned i = 0; i < 4; ++i) {
    if (!(*mask & (1u << i))) {
      args.push_back(ir::kNoValue);
      continue;
    }
    auto v = ctx.operand(op.arg(5 + i));
    if (!v) return v.takeError();
    ir::TypeId t = ctx.module.typeOf(*v);
    const ir::Type& vt = ctx.module.types[t];
    if ((valueType && t != valueType) || (vt.kind != ir::TypeKind::Float && vt.kind != ir::TypeKind::Int) ||
        (vt.bits != 16 && vt.bits != 32))
      return ctx.error(std::string(opName(op)) + ": stored values must be 16- or 32-bit scalars of one type");
    valueType = t;
    args.push_back(*v);
  }
  ir::ValueId sampleIndex = ir::kNoValue;
  if (sample) {
    auto v = typedArg(ctx, op, 10, ir::TypeKind::Int, 32);
    if (!v) return v.takeError();
    sampleIndex = *v;
  }
  args.push_back(sampleIndex);
  ctx.emit(ir::Op::TextureStore, ctx.module.types.voidType(), std::move(args), {*mask});
  return true;
}

Result<bool> lowerDimensions(LowerContext& ctx, const DxOpCall& op, const Texture& tex) {
  if (auto s = expectArgs(ctx, op, 3); !s) return s.takeError();
  auto type = ctx.lowerType(op.call.getType());
  if (!type) return type.takeError();
  const ir::Type& t = ctx.module.types[*type];
  if (t.kind != ir::TypeKind::Struct || t.members.size() != 4 ||
      std::any_of(t.members.begin(), t.members.end(), [&](ir::TypeId m) { return m != ctx.i32(); }))
    return ctx.error("GetDimensions must return { i32, i32, i32, i32 }");
  ir::ValueId mip = ctx.module.constantInt(32, 0);  // undef when the call gives none
  if (!llvm::isa<llvm::UndefValue>(op.arg(2))) {
    auto v = typedArg(ctx, op, 2, ir::TypeKind::Int, 32);
    if (!v) return v.takeError();
    mip = *v;
  }
  ctx.values[&op.call] = ctx.emit(ir::Op::TextureDimensions, *type, {tex.handle, mip});
  return true;
}

Result<bool> lowerCalculateLod(LowerContext& ctx, const DxOpCall& op) {
  if (auto s = expectArgs(ctx, op, 7); !s) return s.takeError();
  auto tex = textureArg(ctx, op, 1, TextureClass::ReadOnly);
  if (!tex) return tex.takeError();
  if (isMultisampled(tex->resource->kind)) return ctx.error("CalculateLOD on a multisampled texture");
  auto sampler = samplerArg(ctx, op, 2);
  if (!sampler) return sampler.takeError();
  auto coord = vectorArg(ctx, op, 3, tex->shape.grads, ir::TypeKind::Float);
  if (!coord) return coord.takeError();
  auto* clamped = llvm::dyn_cast<llvm::ConstantInt>(op.arg(6));
  if (!clamped || !op.arg(6)->getType()->isIntegerTy(1)) return ctx.error("CalculateLOD: 'clamped' must be a constant i1");
  if (!op.call.getType()->isFloatTy()) return ctx.error("CalculateLOD must return float");
  ctx.values[&op.call] =
      ctx.emit(ir::Op::TextureLod, ctx.f32(), {tex->handle, *sampler, *coord}, {clamped->isZero() ? 0u : 1u});
  return true;
}

// WriteSamplerFeedback* operands: feedback, texture, sampler, coord0-3, then per variant.
struct FeedbackLayout {
  DxOp opcode;
  ir::SampleMode mode;
  unsigned args;  // total call operands, opcode included
  int lodOrBias;  // operand index or -1
  int grads;      // first ddx operand or -1 (ddy follows the 3 ddx)
  int clamp;      // min-LOD clamp operand or -1
};

constexpr FeedbackLayout kFeedbackLayouts[] = {
    {DxOp::WriteSamplerFeedback, ir::SampleMode::Implicit, 9, -1, -1, 8},
    {DxOp::WriteSamplerFeedbackBias, ir::SampleMode::Bias, 10, 8, -1, 9},
    {DxOp::WriteSamplerFeedbackLevel, ir::SampleMode::Level, 9, 8, -1, -1},
    {DxOp::WriteSamplerFeedbackGrad, ir::SampleMode::Grad, 15, -1, 8, 14},
};

Result<bool> lowerSamplerFeedback(LowerContext& ctx, const DxOpCall& op, const FeedbackLayout& layout) {
  if (auto s = expectArgs(ctx, op, layout.args); !s) return s.takeError();
  auto feedback = ctx.operand(op.arg(1));
  if (!feedback) return feedback.takeError();
  auto map = resourceOf(ctx, *feedback);
  if (!map) return map.takeError();
  bool arrayed = (*map)->kind == K::FeedbackTexture2DArray;
  if ((*map)->cls != ir::ResourceClass::UAV || ((*map)->kind != K::FeedbackTexture2D && !arrayed))
    return ctx.error(std::string(opName(op)) + " on resource '" + escapeText((*map)->name) + "', which is not a feedback texture");
  auto tex = textureArg(ctx, op, 2, TextureClass::ReadOnly);
  if (!tex) return tex.takeError();
  if (tex->resource->kind != (arrayed ? K::Texture2DArray : K::Texture2D))
    return ctx.error(std::string(opName(op)) + ": feedback texture '" + escapeText((*map)->name) + "' is paired with '" +
                     escapeText(tex->resource->name) + "', which is not a " + (arrayed ? "Texture2DArray" : "Texture2D"));
  auto sampler = samplerArg(ctx, op, 3);
  if (!sampler) return sampler.takeError();
  if (!op.call.getType()->isVoidTy()) return ctx.error(std::string(opName(op)) + " must return void");
  auto coord = vectorArg(ctx, op, 4, tex->shape.coords, ir::TypeKind::Float);
  if (!coord) return coord.takeError();
  ir::ValueList args = {*feedback, tex->handle, *sampler, *coord, ir::kNoValue, ir::kNoValue, ir::kNoValue, ir::kNoValue};
  if (auto s = sampleLodOperands(ctx, op, *tex, layout.lodOrBias, layout.grads, layout.clamp, args, 7); !s) return s.takeError();
  ctx.emit(ir::Op::SamplerFeedback, ctx.module.types.voidType(), std::move(args), {uint64_t(layout.mode)});
  return true;
}

Result<bool> lowerSamplePosition(LowerContext& ctx, const DxOpCall& op) {
  if (auto s = expectArgs(ctx, op, 3); !s) return s.takeError();
  // Texture2DMS and RWTexture2DMS alike.
  auto tex = textureArg(ctx, op, 1, TextureClass::Either);
  if (!tex) return tex.takeError();
  if (!isMultisampled(tex->resource->kind)) return ctx.error("Texture2DMSGetSamplePosition on a texture that is not multisampled");
  auto index = typedArg(ctx, op, 2, ir::TypeKind::Int, 32);
  if (!index) return index.takeError();
  auto type = ctx.lowerType(op.call.getType());
  if (!type) return type.takeError();
  const ir::Type& t = ctx.module.types[*type];
  if (t.kind != ir::TypeKind::Struct || t.members.size() != 2 || t.members[0] != ctx.f32() || t.members[1] != ctx.f32())
    return ctx.error("Texture2DMSGetSamplePosition must return { float, float }");
  ctx.values[&op.call] = ctx.emit(ir::Op::TextureSamplePosition, *type, {tex->handle, *index});
  return true;
}

}  // namespace

// Whether the program reads the sparse status (member 4) of a ResRet result.
bool readsStatus(const llvm::CallInst& call) {
  for (const llvm::User* user : call.users()) {
    auto* extract = llvm::dyn_cast<llvm::ExtractValueInst>(user);
    if (!extract || extract->getNumIndices() != 1 || extract->getIndices()[0] == 4) return true;
  }
  return false;
}

Result<ir::ValueId> textureCoordinates(LowerContext& ctx, const ir::Resource& r, const DxOpCall& op, unsigned first) {
  unsigned count = shapeOf(r.kind).coords;
  if (count == 0) return ctx.error(std::string(opName(op)) + " on resource '" + escapeText(r.name) + "', which is not a texture");
  if (r.kind == K::TextureCube || r.kind == K::TextureCubeArray)
    return ctx.error(std::string(opName(op)) + " addresses cube texture '" + escapeText(r.name) + "' by texel");
  return vectorArg(ctx, op, first, count, ir::TypeKind::Int);
}

Result<bool> lowerTextureOp(LowerContext& ctx, const DxOpCall& op) {
  DxOp code = DxOp(op.opcode);
  for (const SampleLayout& layout : kSampleLayouts)
    if (layout.opcode == code) return lowerSample(ctx, op, layout);
  for (const FeedbackLayout& layout : kFeedbackLayouts)
    if (layout.opcode == code) return lowerSamplerFeedback(ctx, op, layout);
  switch (code) {
    case DxOp::TextureGather: case DxOp::TextureGatherCmp: case DxOp::TextureGatherRaw: return lowerGather(ctx, op);
    case DxOp::TextureLoad: return lowerLoad(ctx, op);
    case DxOp::TextureStore: case DxOp::TextureStoreSample: return lowerStore(ctx, op);
    case DxOp::CalculateLOD: return lowerCalculateLod(ctx, op);
    case DxOp::Texture2DMSGetSamplePosition: return lowerSamplePosition(ctx, op);
    case DxOp::GetDimensions: {
      // Buffers are dxop_buffers.cpp's.
      if (op.argCount() < 2) return ctx.error("GetDimensions without a handle");
      auto handle = ctx.operand(op.arg(1));
      if (!handle) return handle.takeError();
      auto resource = resourceOf(ctx, *handle);
      if (!resource) return resource.takeError();
      if (shapeOf((*resource)->kind).coords == 0) return false;
      auto tex = textureArg(ctx, op, 1, TextureClass::Either);
      if (!tex) return tex.takeError();
      return lowerDimensions(ctx, op, *tex);
    }
    case DxOp::CheckAccessFullyMapped: {
      if (auto s = expectArgs(ctx, op, 2); !s) return s.takeError();
      auto status = typedArg(ctx, op, 1, ir::TypeKind::Int, 32);
      if (!status) return status.takeError();
      if (!op.call.getType()->isIntegerTy(1)) return ctx.error("CheckAccessFullyMapped must return i1");
      ctx.values[&op.call] = ctx.emit(ir::Op::TexelsResident, ctx.module.types.boolType(), {*status});
      return true;
    }
    case DxOp::RenderTargetGetSampleCount:
      // The signature check (i32()) already fixed the shape.
      ctx.values[&op.call] = ctx.emit(ir::Op::RenderTargetSampleCount, ctx.i32(), {});
      return true;
    default: return false;
  }
}

}  // namespace dxsv::frontend
