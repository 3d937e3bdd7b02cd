// Hull and domain shader ops: the patch-constant signature (StorePatchConstant,
// LoadPatchConstant), the hull's output control points read back by the patch-constant
// function (LoadOutputControlPoint), and the system values with ops of their own
// (DomainLocation, OutputControlPointID, PrimitiveID; PrimitiveID also in geometry shaders).
//
// Where each op may appear follows DXC's validator: StorePatchConstant and
// LoadOutputControlPoint in the hull's patch-constant function (not in the control-point
// function), OutputControlPointID in the control-point function, DomainLocation in domain
// shaders. LoadPatchConstant reads the patch-constant signature in domain shaders and, in the
// hull's patch-constant function, reads back what that function wrote.
#include <llvm/IR/Constants.h>

#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

using S = ir::ShaderStage;

const char* opName(const DxOpCall& op) { return dxOpName(op.opcode); }

bool inHullControlPointFunction(const LowerContext& ctx) {
  return ctx.entry().stage == S::Hull && ctx.functionId == ctx.entry().function;
}

// Hull shaders' patch-constant phase: any hull function but the control-point entry (the
// patch-constant function and what it calls).
Status requirePatchConstantPhase(LowerContext& ctx, const DxOpCall& op) {
  if (ctx.entry().stage != S::Hull)
    return ctx.error(std::string(opName(op)) + ": only in a hull shader's patch-constant function");
  if (inHullControlPointFunction(ctx))
    return ctx.error(std::string(opName(op)) + ": in the hull shader's control-point function; only the patch-constant function may use it");
  return Status::success();
}

Result<ir::ValueId> controlPointIndex(LowerContext& ctx, const DxOpCall& op, unsigned index, uint32_t count) {
  const llvm::Value* arg = op.arg(index);
  if (!arg->getType()->isIntegerTy(32) || llvm::isa<llvm::UndefValue>(arg))
    return ctx.error(std::string(opName(op)) + ": the control-point index must be an i32");
  if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(arg); c && count && c->getZExtValue() >= count)
    return ctx.error(std::string(opName(op)) + ": control point " + std::to_string(c->getZExtValue()) + " of a " +
                     std::to_string(count) + "-point patch");
  return ctx.operand(arg);
}

// LoadOutputControlPoint(outputSigId, row, col, index).
Result<bool> lowerLoadOutputControlPoint(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 5) return ctx.error("LoadOutputControlPoint: expected 4 operands");
  auto type = stageScalarResult(ctx, op);
  if (!type) return type.takeError();
  const ir::EntryPoint& entry = ctx.entry();
  if (entry.stage == S::Domain) {
    // The domain shader's "output control points" are its input patch: a LoadInput.
    auto ref = elementArgs(ctx, op, 1, SignatureKind::Input);
    if (!ref) return ref.takeError();
    auto index = controlPointIndex(ctx, op, 4, entry.tessellation.inputControlPoints);
    if (!index) return index.takeError();
    ctx.values[&op.call] = ctx.emit(ir::Op::LoadInput, *type, {ref->row, *index}, {ref->element->id, ref->column});
    return true;
  }
  if (auto s = requirePatchConstantPhase(ctx, op); !s) return s.takeError();
  auto ref = elementArgs(ctx, op, 1, SignatureKind::Output);
  if (!ref) return ref.takeError();
  auto index = controlPointIndex(ctx, op, 4, entry.tessellation.outputControlPoints);
  if (!index) return index.takeError();
  ctx.values[&op.call] =
      ctx.emit(ir::Op::LoadOutputControlPoint, *type, {ref->row, *index}, {ref->element->id, ref->column});
  return true;
}

// LoadPatchConstant(inputSigId, row, col): the patch-constant signature.
Result<bool> lowerLoadPatchConstant(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 4) return ctx.error("LoadPatchConstant: expected 3 operands");
  if (ctx.entry().stage != S::Domain) {
    if (auto s = requirePatchConstantPhase(ctx, op); !s) return s.takeError();
  }
  auto type = stageScalarResult(ctx, op);
  if (!type) return type.takeError();
  auto ref = elementArgs(ctx, op, 1, SignatureKind::PatchConstant);
  if (!ref) return ref.takeError();
  ctx.values[&op.call] = ctx.emit(ir::Op::LoadPatchConstant, *type, {ref->row}, {ref->element->id, ref->column});
  return true;
}

// StorePatchConstant(outputSigID, row, col, value).
Result<bool> lowerStorePatchConstant(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 5) return ctx.error("StorePatchConstant: expected 4 operands");
  if (auto s = requirePatchConstantPhase(ctx, op); !s) return s.takeError();
  auto ref = elementArgs(ctx, op, 1, SignatureKind::PatchConstant);
  if (!ref) return ref.takeError();
  auto type = ctx.lowerType(op.arg(4)->getType());
  if (!type) return type.takeError();
  if (!isStageValueType(ctx, *type)) return ctx.error("StorePatchConstant: the value must be a 16- or 32-bit scalar");
  auto value = ctx.operand(op.arg(4));
  if (!value) return value.takeError();
  ctx.emit(ir::Op::StorePatchConstant, ctx.module.types.voidType(), {ref->row, *value}, {ref->element->id, ref->column});
  return true;
}

// DomainLocation(component): SV_DomainLocation in D3D's order (tri: u, v, w; quad and
// isoline: u, v).
Result<bool> lowerDomainLocation(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 2) return ctx.error("DomainLocation: expected 1 operand");
  const ir::EntryPoint& entry = ctx.entry();
  if (entry.stage != S::Domain) return ctx.error("DomainLocation: only in domain shaders");
  auto component = constantArg(ctx, op, 1, "component");
  if (!component) return component.takeError();
  uint32_t size = entry.tessellation.domain == ir::TessDomain::Tri ? 3 : 2;
  if (*component >= size)
    return ctx.error("DomainLocation: component " + std::to_string(*component) + " of a " + std::to_string(size) +
                     "-component domain location");
  auto type = ctx.lowerType(op.call.getType());
  if (!type) return type.takeError();
  if (*type != ctx.f32()) return ctx.error("DomainLocation: the result must be a float");
  ir::ValueId index = ctx.module.constantInt(32, *component);
  ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, *type, {index}, {uint64_t(ir::Builtin::DomainLocation)});
  return true;
}

// OutputControlPointID() and PrimitiveID(): i32 system values.
Result<bool> lowerIdBuiltin(LowerContext& ctx, const DxOpCall& op, ir::Builtin builtin) {
  if (op.argCount() != 1) return ctx.error(std::string(opName(op)) + ": takes no operands");
  S stage = ctx.entry().stage;
  if (builtin == ir::Builtin::OutputControlPointId) {
    if (!inHullControlPointFunction(ctx))
      return ctx.error("OutputControlPointID: only in a hull shader's control-point function");
  } else if (stage != S::Hull && stage != S::Domain && stage != S::Geometry) {
    return ctx.error("PrimitiveID: only in geometry, hull and domain shaders");
  }
  auto type = ctx.lowerType(op.call.getType());
  if (!type) return type.takeError();
  if (*type != ctx.i32()) return ctx.error(std::string(opName(op)) + ": the result must be an i32");
  ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, *type, {}, {uint64_t(builtin)});
  return true;
}

}  // namespace

Result<bool> lowerTessellationOp(LowerContext& ctx, const DxOpCall& op) {
  switch (DxOp(op.opcode)) {
    case DxOp::LoadOutputControlPoint: return lowerLoadOutputControlPoint(ctx, op);
    case DxOp::LoadPatchConstant: return lowerLoadPatchConstant(ctx, op);
    case DxOp::StorePatchConstant: return lowerStorePatchConstant(ctx, op);
    case DxOp::DomainLocation: return lowerDomainLocation(ctx, op);
    case DxOp::OutputControlPointID: return lowerIdBuiltin(ctx, op, ir::Builtin::OutputControlPointId);
    case DxOp::PrimitiveID: return lowerIdBuiltin(ctx, op, ir::Builtin::PrimitiveId);
    default: return false;
  }
}

}  // namespace dxsv::frontend
