// Resource handle creation: createHandle (SM 6.0-6.5), createHandleFromBinding and
// annotateHandle (SM 6.6+), and createHandleFromHeap (SM 6.6 ResourceDescriptorHeap /
// SamplerDescriptorHeap). Every handle becomes a ResourceHandle naming a Module::resources
// entry, the index relative to its range (or the heap index) and whether it is non-uniform;
// bindings/ decides later how that is reached.
#include <llvm/IR/Constants.h>

#include "common/escape.h"
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

ir::ValueId emitResourceHandle(LowerContext& ctx, const DxOpCall& op, uint32_t index, ir::ValueId relative, bool nonUniform) {
  ir::ValueId handle = ctx.emit(ir::Op::ResourceHandle, ctx.i32(), {relative}, {index, nonUniform ? 1u : 0u});
  ctx.values[&op.call] = handle;
  ctx.handleResources[handle] = index;
  return handle;
}

// Emits a handle for resource `index` at `registerIndex` (an absolute register number).
Result<bool> emitHandle(LowerContext& ctx, const DxOpCall& op, uint32_t index, const llvm::Value* registerIndex, unsigned nonUniformArg) {
  const ir::Resource& r = ctx.module.resources[index];
  auto nonUniform = constantArg(ctx, op, nonUniformArg, "nonUniformIndex");
  if (!nonUniform) return nonUniform.takeError();
  auto reg = ctx.operand(registerIndex);
  if (!reg) return reg.takeError();
  ir::ValueId relative = *reg;
  if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(registerIndex)) {
    uint64_t value = c->getZExtValue();
    if (value < r.lowerBound || (r.rangeSize != 0xffffffffu && value - r.lowerBound >= r.rangeSize))
      return ctx.error("register " + std::to_string(value) + " is outside the range of resource '" + escapeText(r.name) + "'");
    relative = ctx.module.constantInt(32, value - r.lowerBound);
  } else if (r.lowerBound != 0) {
    relative = ctx.emit(ir::Op::ISub, ctx.i32(), {*reg, ctx.module.constantInt(32, r.lowerBound)});
  }
  emitResourceHandle(ctx, op, index, relative, *nonUniform != 0);
  return true;
}

// annotateHandle's %dx.types.ResourceProperties: word 0 = kind (bits 0-7), UAV (bit 12),
// ROV (13), globallycoherent (14), comparison sampler or UAV counter (15); word 1 = component
// type (bits 0-7) for typed resources, the stride for structured buffers, the size for
// constant buffers.
Result<ir::Resource> heapResource(LowerContext& ctx, uint32_t word0, uint32_t word1, bool samplerHeap) {
  ir::Resource r;
  uint32_t kind = word0 & 0xff;
  if (kind == 0 || kind > uint32_t(ir::ResourceKind::FeedbackTexture2DArray))
    return ctx.error("annotateHandle: unknown resource kind " + std::to_string(kind));
  r.kind = ir::ResourceKind(kind);
  bool uav = word0 & (1u << 12);
  r.rasterizerOrdered = word0 & (1u << 13);
  r.globallyCoherent = word0 & (1u << 14);
  bool bit15 = word0 & (1u << 15);
  r.fromHeap = true;
  r.lowerBound = 0;
  r.rangeSize = 0xffffffffu;
  switch (r.kind) {
    case ir::ResourceKind::Sampler: r.cls = ir::ResourceClass::Sampler; break;
    case ir::ResourceKind::CBuffer:
      r.cls = ir::ResourceClass::CBV;
      r.cbufferSize = word1 ? word1 : 65536;
      break;
    case ir::ResourceKind::RTAccelerationStructure:  // an SRV in the heap (inline ray queries)
      if (uav) return ctx.error("annotateHandle: an acceleration structure annotated as a UAV");
      r.cls = ir::ResourceClass::SRV;
      break;
    case ir::ResourceKind::FeedbackTexture2D:
    case ir::ResourceKind::FeedbackTexture2DArray:
      return ctx.unsupported("annotateHandle: heap resources of kind " + std::to_string(kind) + " are not supported");
    default:
      r.cls = uav ? ir::ResourceClass::UAV : ir::ResourceClass::SRV;
      r.hasCounter = uav && bit15;
      if (r.kind == ir::ResourceKind::StructuredBuffer) r.stride = word1;
      else if (r.kind != ir::ResourceKind::RawBuffer) {
        uint32_t component = word1 & 0xff;
        if (component == 0 || component > uint32_t(ir::ComponentType::PackedU8x32))
          return ctx.error("annotateHandle: unknown component type " + std::to_string(component));
        r.elementType = ir::ComponentType(component);
      }
      break;
  }
  if ((r.cls == ir::ResourceClass::Sampler) != samplerHeap)
    return ctx.error(std::string("annotateHandle: a ") + (samplerHeap ? "sampler-heap handle annotated as a resource" : "resource-heap handle annotated as a sampler"));
  r.name = samplerHeap ? "SamplerDescriptorHeap" : "ResourceDescriptorHeap";
  return r;
}

Result<bool> annotateHeapHandle(LowerContext& ctx, const DxOpCall& op, const LowerContext::HeapHandle& heap) {
  auto* props = llvm::dyn_cast<llvm::Constant>(op.arg(2));
  if (!props || !props->getType()->isStructTy() || props->getType()->getStructNumElements() != 2)
    return ctx.error("annotateHandle: properties are not a constant ResourceProperties");
  uint32_t word[2];
  for (unsigned i = 0; i < 2; ++i) {
    auto* c = llvm::dyn_cast_or_null<llvm::ConstantInt>(props->getAggregateElement(i));
    if (!c) return ctx.error("annotateHandle: a properties field is not a constant");
    word[i] = uint32_t(c->getZExtValue());
  }
  auto key = std::make_tuple(word[0], word[1], heap.samplerHeap);
  auto it = ctx.heapResources.find(key);
  uint32_t index;
  if (it != ctx.heapResources.end()) {
    index = it->second;
  } else {
    auto r = heapResource(ctx, word[0], word[1], heap.samplerHeap);
    if (!r) return r.takeError();
    index = uint32_t(ctx.module.resources.size());
    ctx.module.resources.push_back(std::move(*r));
    ctx.heapResources[key] = index;
  }
  emitResourceHandle(ctx, op, index, heap.index, heap.nonUniform);
  return true;
}

}  // namespace

Result<bool> lowerHandleOp(LowerContext& ctx, const DxOpCall& op) {
  auto& resources = ctx.module.resources;
  unsigned operands = 0;
  switch (DxOp(op.opcode)) {
    case DxOp::CreateHandle: operands = 4; break;
    case DxOp::CreateHandleFromBinding: case DxOp::CreateHandleFromHeap: operands = 3; break;
    case DxOp::AnnotateHandle: operands = 2; break;
    default: return false;
  }
  if (op.argCount() != operands + 1)
    return ctx.error(std::string(dxOpName(op.opcode)) + ": expected " + std::to_string(operands) + " operands, got " +
                     std::to_string(op.argCount() - 1));
  switch (DxOp(op.opcode)) {
    case DxOp::CreateHandle: {
      auto cls = constantArg(ctx, op, 1, "resourceClass");
      if (!cls) return cls.takeError();
      auto rangeId = constantArg(ctx, op, 2, "rangeId");
      if (!rangeId) return rangeId.takeError();
      for (uint32_t i = 0; i < resources.size(); ++i)
        if (!resources[i].fromHeap && uint64_t(resources[i].cls) == *cls && resources[i].rangeId == *rangeId)
          return emitHandle(ctx, op, i, op.arg(3), 4);
      return ctx.error("CreateHandle: no resource of class " + std::to_string(*cls) + " with range id " + std::to_string(*rangeId));
    }
    case DxOp::CreateHandleFromBinding: {
      // %dx.types.ResBind = { lowerBound, upperBound, space, class } as a constant struct.
      auto* bind = llvm::dyn_cast<llvm::Constant>(op.arg(1));
      if (!bind || !bind->getType()->isStructTy() || bind->getType()->getStructNumElements() != 4)
        return ctx.error("CreateHandleFromBinding: binding is not a constant ResBind");
      uint64_t field[4];
      for (unsigned i = 0; i < 4; ++i) {
        auto* c = llvm::dyn_cast_or_null<llvm::ConstantInt>(bind->getAggregateElement(i));
        if (!c) return ctx.error("CreateHandleFromBinding: binding field is not a constant");
        field[i] = c->getZExtValue();
      }
      for (uint32_t i = 0; i < resources.size(); ++i) {
        const ir::Resource& r = resources[i];
        if (!r.fromHeap && uint64_t(r.cls) == field[3] && r.space == field[2] && r.lowerBound == field[0])
          return emitHandle(ctx, op, i, op.arg(2), 3);
      }
      return ctx.error("CreateHandleFromBinding: no resource declared at space " + std::to_string(field[2]) +
                       ", register " + std::to_string(field[0]));
    }
    case DxOp::CreateHandleFromHeap: {
      auto index = ctx.operand(op.arg(1));
      if (!index) return index.takeError();
      auto sampler = constantArg(ctx, op, 2, "samplerHeap");
      if (!sampler) return sampler.takeError();
      auto nonUniform = constantArg(ctx, op, 3, "nonUniformIndex");
      if (!nonUniform) return nonUniform.takeError();
      ctx.heapHandles[&op.call] = {*index, *sampler != 0, *nonUniform != 0};
      return true;
    }
    case DxOp::AnnotateHandle: {
      auto heap = ctx.heapHandles.find(op.arg(1));
      if (heap != ctx.heapHandles.end()) return annotateHeapHandle(ctx, op, heap->second);
      auto handle = ctx.operand(op.arg(1));
      if (!handle) return handle.takeError();
      ctx.values[&op.call] = *handle;  // the properties repeat the declaration's
      return true;
    }
    default: return false;
  }
}

}  // namespace dxsv::frontend
