// Ray-tracing stages (SPV_KHR_ray_tracing): RayGenerationKHR, IntersectionKHR, AnyHitKHR,
// ClosestHitKHR, MissKHR and CallableKHR. SPIR-V 1.4+ (VK_KHR_ray_tracing_pipeline requires
// VK_KHR_spirv_1_4). The payload, attribute and callable-data variables come from the
// frontend (dxop_raytracing.cpp); this file maps the ray system values onto built-ins and
// the DXR calls onto their instructions.
//
// System values: D3D's InstanceIndex is Vulkan's InstanceId (the instance's position in the
// TLAS) and D3D's InstanceID is InstanceCustomIndexKHR (the user's 24-bit value);
// RayTCurrent is RayTmaxKHR. ObjectToWorldKHR / WorldToObjectKHR are 4x3 matrices in SPIR-V
// terms (4 columns of vec3), so D3D's 3x4 element (row r, column c) is column c, component r.
#include "spirv/emit_context.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

namespace {

class RayTracingStage final : public StageEmitter {
 public:
  explicit RayTracingStage(ir::ShaderStage stage) : stage_(stage) {}

  spv::ExecutionModel executionModel() const override {
    switch (stage_) {
      case ir::ShaderStage::Intersection: return spv::ExecutionModelIntersectionKHR;
      case ir::ShaderStage::AnyHit: return spv::ExecutionModelAnyHitKHR;
      case ir::ShaderStage::ClosestHit: return spv::ExecutionModelClosestHitKHR;
      case ir::ShaderStage::Miss: return spv::ExecutionModelMissKHR;
      case ir::ShaderStage::Callable: return spv::ExecutionModelCallableKHR;
      default: return spv::ExecutionModelRayGenerationKHR;
    }
  }
  uint32_t minimumSpirvVersion() const override { return 0x10400; }

  Status declareInterface(EmitContext& ctx) override {
    ctx.b.capability(spv::CapabilityRayTracingKHR);
    ctx.b.extension("SPV_KHR_ray_tracing");
    return Status::success();
  }

  Result<bool> emitOp(EmitContext& ctx, const ir::Instr& instr) override {
    switch (instr.op) {
      case ir::Op::ReadBuiltin: return readBuiltin(ctx, instr);
      case ir::Op::TraceRay: return traceRay(ctx, instr);
      case ir::Op::CallShader:
        ctx.b.op(spv::OpExecuteCallableKHR, {ctx.value(instr.args.at(0)), ctx.value(instr.args.at(1))});
        return true;
      case ir::Op::ReportHit: {
        uint32_t t = ctx.value(instr.args.at(0));
        uint32_t kind = ctx.value(instr.args.at(1));
        ctx.define(instr, spv::OpReportIntersectionKHR, {t, kind});
        return true;
      }
      // Both end the invocation: terminators in SPV_KHR_ray_tracing.
      case ir::Op::IgnoreHit:
        ctx.b.op(spv::OpIgnoreIntersectionKHR, {});
        ctx.blockTerminated = true;
        return true;
      case ir::Op::AcceptHitAndEndSearch:
        ctx.b.op(spv::OpTerminateRayKHR, {});
        ctx.blockTerminated = true;
        return true;
      default: return false;
    }
  }

  Status finish(EmitContext&, uint32_t) override { return Status::success(); }

 private:
  ir::ShaderStage stage_;

  static uint32_t vec3(EmitContext& ctx, const ir::Instr& instr, size_t first) {
    uint32_t x = ctx.value(instr.args.at(first));
    uint32_t y = ctx.value(instr.args.at(first + 1));
    uint32_t z = ctx.value(instr.args.at(first + 2));
    uint32_t type = ctx.b.typeVector(ctx.f32(), 3);
    return ctx.op(spv::OpCompositeConstruct, type, {x, y, z});
  }

  // args: handle, flags, mask, offset, stride, miss, origin xyz, tMin, direction xyz, tMax, payload.
  static Result<bool> traceRay(EmitContext& ctx, const ir::Instr& instr) {
    auto accel = accelerationStructure(ctx, instr.args.at(0));
    if (!accel) return accel.takeError();
    std::vector<uint32_t> ops = {*accel};
    for (size_t i = 1; i <= 5; ++i) ops.push_back(ctx.value(instr.args[i]));
    uint32_t origin = vec3(ctx, instr, 6);
    ops.push_back(origin);
    ops.push_back(ctx.value(instr.args[9]));
    uint32_t direction = vec3(ctx, instr, 10);
    ops.push_back(direction);
    ops.push_back(ctx.value(instr.args[13]));
    ops.push_back(ctx.value(instr.args[14]));
    ctx.b.op(spv::OpTraceRayKHR, ops);
    return true;
  }

  static Result<bool> readBuiltin(EmitContext& ctx, const ir::Instr& instr) {
    using B = ir::Builtin;
    uint32_t u32 = ctx.u32();
    uint32_t f32 = ctx.f32();
    auto scalar = [&](spv::BuiltIn builtin, uint32_t type) {
      uint32_t var = ctx.builtinInput(builtin, type);
      ctx.define(instr, spv::OpLoad, {var});
      return true;
    };
    auto component = [&](spv::BuiltIn builtin, uint32_t element) {
      uint32_t vectorType = ctx.b.typeVector(element, 3);
      uint32_t var = ctx.builtinInput(builtin, vectorType);
      uint32_t vector = ctx.op(spv::OpLoad, vectorType, {var});
      ctx.define(instr, spv::OpCompositeExtract, {vector, uint32_t(ctx.module.value(instr.args.at(0)).bits)});
      return true;
    };
    auto matrix = [&](spv::BuiltIn builtin) {
      uint32_t matrixType = ctx.b.typeMatrix(ctx.b.typeVector(f32, 3), 4);
      uint32_t var = ctx.builtinInput(builtin, matrixType);
      uint32_t pointerType = ctx.b.typePointer(spv::StorageClassInput, f32);
      uint32_t row = ctx.value(instr.args.at(0));
      uint32_t column = ctx.value(instr.args.at(1));
      uint32_t pointer = ctx.op(spv::OpAccessChain, pointerType, {var, column, row});
      ctx.define(instr, spv::OpLoad, {pointer});
      return true;
    };
    switch (B(instr.lits.at(0))) {
      case B::DispatchRaysIndex: return component(spv::BuiltInLaunchIdKHR, u32);
      case B::DispatchRaysDimensions: return component(spv::BuiltInLaunchSizeKHR, u32);
      case B::WorldRayOrigin: return component(spv::BuiltInWorldRayOriginKHR, f32);
      case B::WorldRayDirection: return component(spv::BuiltInWorldRayDirectionKHR, f32);
      case B::ObjectRayOrigin: return component(spv::BuiltInObjectRayOriginKHR, f32);
      case B::ObjectRayDirection: return component(spv::BuiltInObjectRayDirectionKHR, f32);
      case B::RayTMin: return scalar(spv::BuiltInRayTminKHR, f32);
      case B::RayTCurrent: return scalar(spv::BuiltInRayTmaxKHR, f32);
      case B::RayFlags: return scalar(spv::BuiltInIncomingRayFlagsKHR, u32);
      case B::InstanceIndex: return scalar(spv::BuiltInInstanceId, u32);
      case B::InstanceID: return scalar(spv::BuiltInInstanceCustomIndexKHR, u32);
      case B::GeometryIndex: return scalar(spv::BuiltInRayGeometryIndexKHR, u32);
      case B::PrimitiveIndex: return scalar(spv::BuiltInPrimitiveId, u32);
      case B::HitKind: return scalar(spv::BuiltInHitKindKHR, u32);
      case B::ObjectToWorld: return matrix(spv::BuiltInObjectToWorldKHR);
      case B::WorldToObject: return matrix(spv::BuiltInWorldToObjectKHR);
      default: return ctx.error("built-in " + std::to_string(instr.lits.at(0)) + " is not a ray-tracing system value");
    }
  }
};

}  // namespace

std::unique_ptr<StageEmitter> makeRayTracingStage(ir::ShaderStage stage) { return std::make_unique<RayTracingStage>(stage); }

}  // namespace dxsv::spirv
