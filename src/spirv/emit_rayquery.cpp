// Inline ray queries → SPV_KHR_ray_query (Op::RayQuery, ir.h), and the acceleration
// structures they trace against.
//
// The query is an OpVariable of OpTypeRayQueryKHR in the function that allocated it (the
// IR's RayQuery variable); every op takes its pointer. D3D's numbering already matches
// SPIR-V's where values cross: the ray flags bit for bit, CommittedStatus (nothing, triangle,
// procedural) and CandidateType (triangle, procedural) as the intersection types. The rest
// is renaming: D3D's InstanceIndex is SPIR-V's InstanceId and D3D's InstanceID SPIR-V's
// InstanceCustomIndex; the "non-opaque" procedural test is the negated CandidateAABBOpaque;
// the 3x4 object/world matrices are SPIR-V's 4-column, 3-row matrices, element (row, column)
// being component `row` of column `column`.
#include "common/escape.h"
#include "spirv/emit_resources.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

namespace {

using ir::RayQueryOp;

enum class Returns : uint8_t { U32, F32, Bool, Vec2, Vec3, Mat4x3 };

struct GetterInfo {
  spv::Op opcode;
  bool intersection;  // takes the candidate/committed operand
  Returns result;
};

GetterInfo getterInfo(RayQueryOp op) {
  switch (op) {
    case RayQueryOp::Status: return {spv::OpRayQueryGetIntersectionTypeKHR, true, Returns::U32};
    case RayQueryOp::ObjectToWorld: return {spv::OpRayQueryGetIntersectionObjectToWorldKHR, true, Returns::Mat4x3};
    case RayQueryOp::WorldToObject: return {spv::OpRayQueryGetIntersectionWorldToObjectKHR, true, Returns::Mat4x3};
    case RayQueryOp::ProceduralNonOpaque: return {spv::OpRayQueryGetIntersectionCandidateAABBOpaqueKHR, false, Returns::Bool};
    case RayQueryOp::TriangleFrontFace: return {spv::OpRayQueryGetIntersectionFrontFaceKHR, true, Returns::Bool};
    case RayQueryOp::TriangleBarycentrics: return {spv::OpRayQueryGetIntersectionBarycentricsKHR, true, Returns::Vec2};
    case RayQueryOp::RayFlags: return {spv::OpRayQueryGetRayFlagsKHR, false, Returns::U32};
    case RayQueryOp::WorldRayOrigin: return {spv::OpRayQueryGetWorldRayOriginKHR, false, Returns::Vec3};
    case RayQueryOp::WorldRayDirection: return {spv::OpRayQueryGetWorldRayDirectionKHR, false, Returns::Vec3};
    case RayQueryOp::RayTMin: return {spv::OpRayQueryGetRayTMinKHR, false, Returns::F32};
    case RayQueryOp::RayT: return {spv::OpRayQueryGetIntersectionTKHR, true, Returns::F32};
    case RayQueryOp::InstanceIndex: return {spv::OpRayQueryGetIntersectionInstanceIdKHR, true, Returns::U32};
    case RayQueryOp::InstanceId: return {spv::OpRayQueryGetIntersectionInstanceCustomIndexKHR, true, Returns::U32};
    case RayQueryOp::InstanceContributionToHitGroupIndex:
      return {spv::OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR, true, Returns::U32};
    case RayQueryOp::GeometryIndex: return {spv::OpRayQueryGetIntersectionGeometryIndexKHR, true, Returns::U32};
    case RayQueryOp::PrimitiveIndex: return {spv::OpRayQueryGetIntersectionPrimitiveIndexKHR, true, Returns::U32};
    case RayQueryOp::ObjectRayOrigin: return {spv::OpRayQueryGetIntersectionObjectRayOriginKHR, true, Returns::Vec3};
    case RayQueryOp::ObjectRayDirection: return {spv::OpRayQueryGetIntersectionObjectRayDirectionKHR, true, Returns::Vec3};
    default: break;
  }
  return {spv::OpNop, false, Returns::U32};
}

uint32_t resultType(EmitContext& ctx, Returns result) {
  switch (result) {
    case Returns::U32: return ctx.u32();
    case Returns::F32: return ctx.f32();
    case Returns::Bool: return ctx.b.typeBool();
    case Returns::Vec2: return ctx.b.typeVector(ctx.f32(), 2);
    case Returns::Vec3: return ctx.b.typeVector(ctx.f32(), 3);
    case Returns::Mat4x3: {
      uint32_t column = ctx.b.typeVector(ctx.f32(), 3);
      return ctx.b.typeMatrix(column, 4);
    }
  }
  return 0;
}

bool isRayTracingStage(EmitContext& ctx) {
  spv::ExecutionModel model = ctx.stage->executionModel();
  return model >= spv::ExecutionModelRayGenerationKHR && model <= spv::ExecutionModelCallableKHR;
}



Result<bool> emitTraceRayInline(EmitContext& ctx, const ir::Instr& instr) {
  if (instr.args.size() != 8) return ctx.error("TraceRayInline: expected 8 operands");
  auto accel = accelerationStructure(ctx, instr.args[1]);
  if (!accel) return accel.takeError();
  // RAY_FLAG_SKIP_TRIANGLES / SKIP_PROCEDURAL_PRIMITIVES need RayTraversalPrimitiveCullingKHR,
  // which every VK_KHR_ray_query device has: declared whenever the flags may hold them.
  const ir::ValueDef& flags = ctx.module.value(instr.args[2]);
  bool constant = flags.kind == ir::ValueKind::Constant;
  if (!constant || (flags.bits & (spv::RayFlagsSkipTrianglesKHRMask | spv::RayFlagsSkipAABBsKHRMask)))
    ctx.b.capability(spv::CapabilityRayTraversalPrimitiveCullingKHR);
  std::vector<uint32_t> operands = {ctx.value(instr.args[0]), *accel};
  for (size_t i = 2; i < 8; ++i) operands.push_back(ctx.value(instr.args[i]));
  ctx.b.op(spv::OpRayQueryInitializeKHR, operands);
  return true;
}

Result<bool> emitGetter(EmitContext& ctx, const ir::Instr& instr, RayQueryOp op) {
  GetterInfo info = getterInfo(op);
  if (info.opcode == spv::OpNop) return ctx.error("unknown ray query op " + std::to_string(int(op)));
  if (instr.lits.size() < 2) return ctx.error("ray query getter without its candidate/committed operand");
  uint32_t query = ctx.value(instr.args[0]);
  uint32_t type = resultType(ctx, info.result);
  std::vector<uint32_t> operands = {query};
  // 0 = RayQueryCandidateIntersectionKHR, 1 = RayQueryCommittedIntersectionKHR.
  if (info.intersection) operands.push_back(ctx.u32Const(instr.lits[1] ? 1u : 0u));
  switch (info.result) {
    case Returns::Vec2:
    case Returns::Vec3: {
      if (instr.lits.size() < 3) return ctx.error("ray query vector getter without its component");
      uint32_t vector = ctx.op(info.opcode, type, operands);
      ctx.define(instr, spv::OpCompositeExtract, {vector, uint32_t(instr.lits[2])});
      return true;
    }
    case Returns::Mat4x3: {
      if (instr.lits.size() < 4) return ctx.error("ray query matrix getter without its row and column");
      uint32_t matrix = ctx.op(info.opcode, type, operands);
      // D3D's (row, column) of the 3x4 matrix is component `row` of SPIR-V column `column`.
      ctx.define(instr, spv::OpCompositeExtract, {matrix, uint32_t(instr.lits[3]), uint32_t(instr.lits[2])});
      return true;
    }
    case Returns::Bool:
      if (op == RayQueryOp::ProceduralNonOpaque) {
        uint32_t opaque = ctx.op(info.opcode, type, operands);
        ctx.define(instr, spv::OpLogicalNot, {opaque});
        return true;
      }
      break;
    default: break;
  }
  ctx.define(instr, info.opcode, operands);
  return true;
}

}  // namespace

// The acceleration structure a TraceRayInline or TraceRay traces: loaded from its descriptor, or (root
// SRV) the structure its address was converted to where the handle was made.
Result<uint32_t> accelerationStructure(EmitContext& ctx, ir::ValueId handle) {
  auto bound = boundResource(ctx, handle);
  if (!bound) return bound.takeError();
  const ResourceVar& rv = *bound->var;
  if (!rv.accelerationStructureType)
    return ctx.error("tracing rays on resource '" + escapeText(bound->resource->name) + "', which is not an acceleration structure");
  if (rv.access.kind == bindings::AccessKind::DeviceAddress || rv.access.kind == bindings::AccessKind::AddressTable)
    return bound->access->base;
  uint32_t loaded = ctx.op(spv::OpLoad, rv.accelerationStructureType, {bound->access->base});
  if (bound->access->nonUniform) ctx.b.decorate(loaded, spv::DecorationNonUniform);
  return loaded;
}

void requireRayQuery(EmitContext& ctx) {
  ctx.b.capability(spv::CapabilityRayQueryKHR);
  ctx.b.extension("SPV_KHR_ray_query");
}

// VK_KHR_ray_query requires VK_KHR_spirv_1_4: a module with ray queries or acceleration
// structures is written as SPIR-V 1.4 at least.
uint32_t rayQueryMinimumSpirvVersion(const EmitContext& ctx) {
  for (const ir::Resource& r : ctx.module.resources)
    if (r.kind == ir::ResourceKind::RTAccelerationStructure) return 0x10400;
  return ctx.facts.rayQueries ? 0x10400 : 0;
}

Status declareAccelerationStructure(EmitContext& ctx, uint32_t index) {
  const ir::Resource& r = ctx.module.resources[index];
  ResourceVar& rv = ctx.resources[index];
  // Ray-tracing stages declare RayTracingKHR for the type; every other stage reaches an
  // acceleration structure only through ray queries.
  if (ctx.facts.rayQueries || !isRayTracingStage(ctx)) requireRayQuery(ctx);
  rv.accelerationStructureType = ctx.b.typeAccelerationStructure();
  switch (rv.access.kind) {
    case bindings::AccessKind::DeviceAddress: return Status::success();  // converted per handle
    case bindings::AccessKind::AddressTable:
      rv.variable = addressTableVariable(ctx, rv.access.set, rv.access.binding);  // read per handle
      return Status::success();
    case bindings::AccessKind::RootConstants:
      return ctx.error("acceleration structure '" + escapeText(r.name) + "' cannot be root constants");
    case bindings::AccessKind::Descriptor:
    case bindings::AccessKind::HeapElement: break;
  }
  auto declared = declareAccess(ctx, rv.access, rv.accelerationStructureType, spv::StorageClassUniformConstant, r.name, false);
  if (!declared) return declared.takeError();
  rv.variable = declared->variable;
  rv.pointerToBlock = declared->pointerToBlock;
  return Status::success();
}

Result<bool> emitRayQueryOp(EmitContext& ctx, const ir::Instr& instr) {
  if (instr.op != ir::Op::RayQuery) return false;
  if (instr.lits.empty() || instr.args.empty()) return ctx.error("ray query op without its sub-op or query");
  requireRayQuery(ctx);
  auto op = RayQueryOp(instr.lits[0]);
  uint32_t query = ctx.value(instr.args[0]);
  switch (op) {
    case RayQueryOp::TraceRayInline: return emitTraceRayInline(ctx, instr);
    case RayQueryOp::Proceed: ctx.define(instr, spv::OpRayQueryProceedKHR, {query}); return true;
    case RayQueryOp::Abort: ctx.b.op(spv::OpRayQueryTerminateKHR, {query}); return true;
    case RayQueryOp::CommitNonOpaqueTriangleHit: ctx.b.op(spv::OpRayQueryConfirmIntersectionKHR, {query}); return true;
    case RayQueryOp::CommitProceduralPrimitiveHit: {
      if (instr.args.size() != 2) return ctx.error("CommitProceduralPrimitiveHit: expected the hit's t");
      ctx.b.op(spv::OpRayQueryGenerateIntersectionKHR, {query, ctx.value(instr.args[1])});
      return true;
    }
    default: return emitGetter(ctx, instr, op);
  }
}

}  // namespace dxsv::spirv
