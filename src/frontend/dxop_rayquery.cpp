// Inline ray queries (SM 6.5): AllocateRayQuery, RayQuery_TraceRayInline, Proceed, Abort,
// the two Commit ops and every state getter, lowered to Op::RayQuery (ir.h).
//
// DXIL names a query by an i32 handle from AllocateRayQuery. The IR gives each allocation a
// Function-space variable of type RayQuery in the function that allocates it (SPIR-V keeps
// ray queries in OpVariables, never in SSA values); the handle's uses name that variable.
// AllocateRayQuery's constant flags (the RayQuery<FLAGS> template argument) are remembered
// per variable and ORed into TraceRayInline's flags: D3D applies both sets to the traversal,
// and RayFlags() reports the union.
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>

#include <set>
#include <vector>

#include "common/escape.h"
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

enum class Shape : uint8_t { Scalar, Vector, Matrix };

struct Getter {
  DxOp opcode;
  ir::RayQueryOp op;
  bool committed;
  Shape shape;
  uint32_t size;  // components (vectors) or 0
};

// DXIL.rst opcodes 184-212, 214, 215: the RayQuery_State* getters.
constexpr Getter kGetters[] = {
    {DxOp::RayQuery_CommittedStatus, ir::RayQueryOp::Status, true, Shape::Scalar, 0},
    {DxOp::RayQuery_CandidateType, ir::RayQueryOp::Status, false, Shape::Scalar, 0},
    {DxOp::RayQuery_CandidateObjectToWorld3x4, ir::RayQueryOp::ObjectToWorld, false, Shape::Matrix, 0},
    {DxOp::RayQuery_CandidateWorldToObject3x4, ir::RayQueryOp::WorldToObject, false, Shape::Matrix, 0},
    {DxOp::RayQuery_CommittedObjectToWorld3x4, ir::RayQueryOp::ObjectToWorld, true, Shape::Matrix, 0},
    {DxOp::RayQuery_CommittedWorldToObject3x4, ir::RayQueryOp::WorldToObject, true, Shape::Matrix, 0},
    {DxOp::RayQuery_CandidateProceduralPrimitiveNonOpaque, ir::RayQueryOp::ProceduralNonOpaque, false, Shape::Scalar, 0},
    {DxOp::RayQuery_CandidateTriangleFrontFace, ir::RayQueryOp::TriangleFrontFace, false, Shape::Scalar, 0},
    {DxOp::RayQuery_CommittedTriangleFrontFace, ir::RayQueryOp::TriangleFrontFace, true, Shape::Scalar, 0},
    {DxOp::RayQuery_CandidateTriangleBarycentrics, ir::RayQueryOp::TriangleBarycentrics, false, Shape::Vector, 2},
    {DxOp::RayQuery_CommittedTriangleBarycentrics, ir::RayQueryOp::TriangleBarycentrics, true, Shape::Vector, 2},
    {DxOp::RayQuery_RayFlags, ir::RayQueryOp::RayFlags, false, Shape::Scalar, 0},
    {DxOp::RayQuery_WorldRayOrigin, ir::RayQueryOp::WorldRayOrigin, false, Shape::Vector, 3},
    {DxOp::RayQuery_WorldRayDirection, ir::RayQueryOp::WorldRayDirection, false, Shape::Vector, 3},
    {DxOp::RayQuery_RayTMin, ir::RayQueryOp::RayTMin, false, Shape::Scalar, 0},
    {DxOp::RayQuery_CandidateTriangleRayT, ir::RayQueryOp::RayT, false, Shape::Scalar, 0},
    {DxOp::RayQuery_CommittedRayT, ir::RayQueryOp::RayT, true, Shape::Scalar, 0},
    {DxOp::RayQuery_CandidateInstanceIndex, ir::RayQueryOp::InstanceIndex, false, Shape::Scalar, 0},
    {DxOp::RayQuery_CandidateInstanceID, ir::RayQueryOp::InstanceId, false, Shape::Scalar, 0},
    {DxOp::RayQuery_CandidateGeometryIndex, ir::RayQueryOp::GeometryIndex, false, Shape::Scalar, 0},
    {DxOp::RayQuery_CandidatePrimitiveIndex, ir::RayQueryOp::PrimitiveIndex, false, Shape::Scalar, 0},
    {DxOp::RayQuery_CandidateObjectRayOrigin, ir::RayQueryOp::ObjectRayOrigin, false, Shape::Vector, 3},
    {DxOp::RayQuery_CandidateObjectRayDirection, ir::RayQueryOp::ObjectRayDirection, false, Shape::Vector, 3},
    {DxOp::RayQuery_CommittedInstanceIndex, ir::RayQueryOp::InstanceIndex, true, Shape::Scalar, 0},
    {DxOp::RayQuery_CommittedInstanceID, ir::RayQueryOp::InstanceId, true, Shape::Scalar, 0},
    {DxOp::RayQuery_CommittedGeometryIndex, ir::RayQueryOp::GeometryIndex, true, Shape::Scalar, 0},
    {DxOp::RayQuery_CommittedPrimitiveIndex, ir::RayQueryOp::PrimitiveIndex, true, Shape::Scalar, 0},
    {DxOp::RayQuery_CommittedObjectRayOrigin, ir::RayQueryOp::ObjectRayOrigin, true, Shape::Vector, 3},
    {DxOp::RayQuery_CommittedObjectRayDirection, ir::RayQueryOp::ObjectRayDirection, true, Shape::Vector, 3},
    {DxOp::RayQuery_CandidateInstanceContributionToHitGroupIndex, ir::RayQueryOp::InstanceContributionToHitGroupIndex,
     false, Shape::Scalar, 0},
    {DxOp::RayQuery_CommittedInstanceContributionToHitGroupIndex, ir::RayQueryOp::InstanceContributionToHitGroupIndex,
     true, Shape::Scalar, 0},
};

const Getter* findGetter(uint32_t opcode) {
  for (const Getter& g : kGetters)
    if (uint32_t(g.opcode) == opcode) return &g;
  return nullptr;
}

// The result type a getter must have: bool for the front-face and opacity tests, f32 for
// positions, directions, t values and matrices, i32 for the rest.
ir::TypeId getterType(LowerContext& ctx, ir::RayQueryOp op) {
  switch (op) {
    case ir::RayQueryOp::ProceduralNonOpaque:
    case ir::RayQueryOp::TriangleFrontFace: return ctx.module.types.boolType();
    case ir::RayQueryOp::ObjectToWorld: case ir::RayQueryOp::WorldToObject: case ir::RayQueryOp::TriangleBarycentrics:
    case ir::RayQueryOp::WorldRayOrigin: case ir::RayQueryOp::WorldRayDirection: case ir::RayQueryOp::RayTMin:
    case ir::RayQueryOp::RayT: case ir::RayQueryOp::ObjectRayOrigin: case ir::RayQueryOp::ObjectRayDirection:
      return ctx.f32();
    default: return ctx.i32();
  }
}

Status expectOperands(LowerContext& ctx, const DxOpCall& op, unsigned operands) {
  if (op.argCount() == operands + 1) return Status::success();
  return ctx.error(std::string(dxOpName(op.opcode)) + ": expected " + std::to_string(operands) + " operands, got " +
                   std::to_string(op.argCount() - 1));
}

// The query variable a rayQueryHandle operand names.
Result<ir::ValueId> queryArg(LowerContext& ctx, const DxOpCall& op) {
  auto handle = ctx.operand(op.arg(1));
  if (!handle) return handle.takeError();
  if (!ctx.rayQueryFlags.count(*handle))
    return ctx.unsupported(std::string(dxOpName(op.opcode)) +
                           ": the ray query handle does not come straight from an AllocateRayQuery of this function");
  return *handle;
}

Result<ir::ValueId> floatArg(LowerContext& ctx, const DxOpCall& op, unsigned index) {
  auto v = ctx.operand(op.arg(index));
  if (!v) return v.takeError();
  if (ctx.module.typeOf(*v) != ctx.f32()) return ctx.error(std::string(dxOpName(op.opcode)) + ": a ray operand is not a float");
  return *v;
}

// A float3 from three scalar operands first..first+2.
Result<ir::ValueId> vectorArg(LowerContext& ctx, const DxOpCall& op, unsigned first) {
  ir::ValueList parts;
  for (unsigned i = 0; i < 3; ++i) {
    auto v = floatArg(ctx, op, first + i);
    if (!v) return v.takeError();
    parts.push_back(*v);
  }
  ir::TypeId vec3 = ctx.module.types.vectorType(ctx.f32(), 3);
  return ctx.emit(ir::Op::CompositeConstruct, vec3, std::move(parts));
}

Result<bool> lowerAllocate(LowerContext& ctx, const DxOpCall& op) {
  if (auto s = expectOperands(ctx, op, 1); !s) return s.takeError();
  auto flags = constantArg(ctx, op, 1, "constRayFlags");
  if (!flags) return flags.takeError();
  if (!op.call.getType()->isIntegerTy(32)) return ctx.error("AllocateRayQuery: the handle must be an i32");
  // The handle stands for a RayQuery variable: only RayQuery ops may take it, as their query
  // (through selects and phis, which queryArg refuses as unsupported).
  std::vector<const llvm::Value*> work = {&op.call};
  std::set<const llvm::Value*> seen = {&op.call};
  while (!work.empty()) {
    const llvm::Value* value = work.back();
    work.pop_back();
    for (const llvm::Use& use : value->uses()) {
      const llvm::User* user = use.getUser();
      if (llvm::isa<llvm::SelectInst>(user) || llvm::isa<llvm::PHINode>(user)) {
        if (seen.insert(user).second) work.push_back(user);
        continue;
      }
      auto* call = llvm::dyn_cast<llvm::CallInst>(user);
      const llvm::Function* callee = call ? call->getCalledFunction() : nullptr;
      if (!callee || !callee->getName().starts_with("dx.op.rayQuery_") || use.getOperandNo() != 1)
        return ctx.error("AllocateRayQuery: its handle is used other than as the query of a RayQuery operation");
    }
  }
  ir::TypeId pointer = ctx.module.types.pointerType(ctx.module.types.rayQueryType(), ir::AddressSpace::Function);
  ir::ValueId query = ctx.module.localVariable(ctx.functionId, pointer, ir::kNoValue, "rayQuery");
  ctx.rayQueryFlags[query] = uint32_t(*flags);
  ctx.values[&op.call] = query;
  return true;
}

Result<bool> lowerTraceRayInline(LowerContext& ctx, const DxOpCall& op) {
  // rayQueryHandle, accelerationStructure, rayFlags, instanceInclusionMask, origin x/y/z,
  // tMin, direction x/y/z, tMax.
  if (auto s = expectOperands(ctx, op, 12); !s) return s.takeError();
  auto query = queryArg(ctx, op);
  if (!query) return query.takeError();
  auto accel = ctx.operand(op.arg(2));
  if (!accel) return accel.takeError();
  auto resource = resourceOf(ctx, *accel);
  if (!resource) return resource.takeError();
  if ((*resource)->kind != ir::ResourceKind::RTAccelerationStructure)
    return ctx.error("RayQuery_TraceRayInline: resource '" + escapeText((*resource)->name) + "' is not a RaytracingAccelerationStructure");
  auto rayFlags = ctx.operand(op.arg(3));
  if (!rayFlags) return rayFlags.takeError();
  auto mask = ctx.operand(op.arg(4));
  if (!mask) return mask.takeError();
  if (ctx.module.typeOf(*rayFlags) != ctx.i32() || ctx.module.typeOf(*mask) != ctx.i32())
    return ctx.error("RayQuery_TraceRayInline: the ray flags and the instance mask must be i32");
  uint32_t templateFlags = ctx.rayQueryFlags.at(*query);
  ir::ValueId flags = *rayFlags;
  if (templateFlags) {
    auto* c = llvm::dyn_cast<llvm::ConstantInt>(op.arg(3));
    flags = c ? ctx.module.constantInt(32, uint32_t(c->getZExtValue()) | templateFlags)
              : ctx.emit(ir::Op::Or, ctx.i32(), {*rayFlags, ctx.module.constantInt(32, templateFlags)});
  }
  auto origin = vectorArg(ctx, op, 5);
  if (!origin) return origin.takeError();
  auto tMin = floatArg(ctx, op, 8);
  if (!tMin) return tMin.takeError();
  auto direction = vectorArg(ctx, op, 9);
  if (!direction) return direction.takeError();
  auto tMax = floatArg(ctx, op, 12);
  if (!tMax) return tMax.takeError();
  ctx.emit(ir::Op::RayQuery, ctx.module.types.voidType(), {*query, *accel, flags, *mask, *origin, *tMin, *direction, *tMax},
           {uint64_t(ir::RayQueryOp::TraceRayInline)});
  return true;
}

Result<bool> lowerGetter(LowerContext& ctx, const DxOpCall& op, const Getter& g) {
  unsigned operands = g.shape == Shape::Scalar ? 1 : g.shape == Shape::Vector ? 2 : 3;
  if (auto s = expectOperands(ctx, op, operands); !s) return s.takeError();
  auto query = queryArg(ctx, op);
  if (!query) return query.takeError();
  ir::LiteralList lits = {uint64_t(g.op), g.committed ? 1u : 0u};
  const char* name = dxOpName(op.opcode);
  if (g.shape == Shape::Vector) {
    auto component = constantArg(ctx, op, 2, "component");
    if (!component) return component.takeError();
    if (*component >= g.size)
      return ctx.error(std::string(name) + ": component " + std::to_string(*component) + " of a " + std::to_string(g.size) +
                       "-component vector");
    lits.push_back(*component);
  } else if (g.shape == Shape::Matrix) {
    auto row = constantArg(ctx, op, 2, "row");
    if (!row) return row.takeError();
    auto column = constantArg(ctx, op, 3, "col");
    if (!column) return column.takeError();
    if (*row >= 3 || *column >= 4)
      return ctx.error(std::string(name) + ": element (" + std::to_string(*row) + ", " + std::to_string(*column) +
                       ") is outside the 3x4 matrix");
    lits.push_back(*row);
    lits.push_back(*column);
  }
  auto type = ctx.lowerType(op.call.getType());
  if (!type) return type.takeError();
  ir::TypeId expected = getterType(ctx, g.op);
  if (*type != expected)
    return ctx.error(std::string(name) + ": the result must be " + ctx.module.types.name(expected));
  ctx.values[&op.call] = ctx.emit(ir::Op::RayQuery, *type, {*query}, std::move(lits));
  return true;
}

}  // namespace

Result<bool> lowerRayQueryOp(LowerContext& ctx, const DxOpCall& op) {
  switch (DxOp(op.opcode)) {
    case DxOp::AllocateRayQuery: return lowerAllocate(ctx, op);
    case DxOp::RayQuery_TraceRayInline: return lowerTraceRayInline(ctx, op);
    case DxOp::RayQuery_Proceed: {
      if (auto s = expectOperands(ctx, op, 1); !s) return s.takeError();
      auto query = queryArg(ctx, op);
      if (!query) return query.takeError();
      if (!op.call.getType()->isIntegerTy(1)) return ctx.error("RayQuery_Proceed: the result must be an i1");
      ctx.values[&op.call] = ctx.emit(ir::Op::RayQuery, ctx.module.types.boolType(), {*query}, {uint64_t(ir::RayQueryOp::Proceed)});
      return true;
    }
    case DxOp::RayQuery_Abort:
    case DxOp::RayQuery_CommitNonOpaqueTriangleHit: {
      if (auto s = expectOperands(ctx, op, 1); !s) return s.takeError();
      auto query = queryArg(ctx, op);
      if (!query) return query.takeError();
      auto sub = DxOp(op.opcode) == DxOp::RayQuery_Abort ? ir::RayQueryOp::Abort : ir::RayQueryOp::CommitNonOpaqueTriangleHit;
      ctx.emit(ir::Op::RayQuery, ctx.module.types.voidType(), {*query}, {uint64_t(sub)});
      return true;
    }
    case DxOp::RayQuery_CommitProceduralPrimitiveHit: {
      if (auto s = expectOperands(ctx, op, 2); !s) return s.takeError();
      auto query = queryArg(ctx, op);
      if (!query) return query.takeError();
      auto t = floatArg(ctx, op, 2);
      if (!t) return t.takeError();
      ctx.emit(ir::Op::RayQuery, ctx.module.types.voidType(), {*query, *t},
               {uint64_t(ir::RayQueryOp::CommitProceduralPrimitiveHit)});
      return true;
    }
    default: break;
  }
  if (const Getter* g = findGetter(op.opcode)) return lowerGetter(ctx, op, *g);
  return false;
}

}  // namespace dxsv::frontend
