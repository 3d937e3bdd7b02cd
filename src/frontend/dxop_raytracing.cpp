// Ray tracing (DXR 1.0) in library exports: the ray system values, TraceRay, CallShader,
// ReportHit, IgnoreHit and AcceptHitAndEndSearch; createHandleForLib (libraries reach a
// resource by loading its global); and the pointer parameters of the entry functions.
//
// Memory model (SPV_KHR_ray_tracing): payloads, hit attributes and callable data live in
// their own storage classes, one module variable each. The callee's parameters ARE those
// variables (IncomingRayPayload, HitAttribute, IncomingCallableData); the caller copies its
// argument (DXIL passes a pointer to an alloca) into a RayPayload / CallableData variable,
// one per payload type, before the call and back out after it, as D3D's inout semantics
// say. ReportHit stores its attributes into the HitAttribute variable before reporting.
#include <llvm/IR/Constants.h>
#include <llvm/IR/Operator.h>

#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

using S = ir::ShaderStage;

// A module variable of `space` holding `element`: the existing one, or a new one. One per
// (space, type): the caller's payload variables are shared by every TraceRay of that type.
ir::ValueId spaceVariable(LowerContext& ctx, ir::TypeId element, ir::AddressSpace space, const char* name) {
  ir::TypeId pointer = ctx.module.types.pointerType(element, space);
  for (ir::ValueId var : ctx.module.variables)
    if (ctx.module.typeOf(var) == pointer) return var;
  return ctx.module.variable(pointer, ir::kNoValue, name);
}

// The IR pointer a payload-like operand names and its pointee type.
Result<std::pair<ir::ValueId, ir::TypeId>> pointerOperand(LowerContext& ctx, const DxOpCall& op, unsigned index) {
  if (!op.arg(index)->getType()->isPointerTy()) return ctx.error(std::string(dxOpName(op.opcode)) + ": the argument is not a pointer");
  auto ptr = ctx.operand(op.arg(index));
  if (!ptr) return ptr.takeError();
  const ir::Type& t = ctx.module.types[ctx.module.typeOf(*ptr)];
  if (t.kind != ir::TypeKind::Pointer) return ctx.error(std::string(dxOpName(op.opcode)) + ": the argument is not a pointer");
  return std::make_pair(*ptr, t.element);
}

// Calls `body` between a copy of *pointer into `var` and a copy back.
void copyInOut(LowerContext& ctx, ir::ValueId pointer, ir::TypeId element, ir::ValueId var, const std::function<void()>& body) {
  ir::TypeId voidType = ctx.module.types.voidType();
  ir::ValueId in = ctx.emit(ir::Op::Load, element, {pointer});
  ctx.emit(ir::Op::Store, voidType, {var, in});
  body();
  ir::ValueId out = ctx.emit(ir::Op::Load, element, {var});
  ctx.emit(ir::Op::Store, voidType, {pointer, out});
}

Result<bool> lowerTraceRay(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 16) return ctx.error("TraceRay: expected 15 operands");
  S stage = ctx.entry().stage;
  if (stage != S::RayGeneration && stage != S::ClosestHit && stage != S::Miss)
    return ctx.error("TraceRay: only in ray generation, closest-hit and miss shaders");
  auto handle = ctx.operand(op.arg(1));
  if (!handle) return handle.takeError();
  auto resource = resourceOf(ctx, *handle);
  if (!resource) return resource.takeError();
  if ((*resource)->kind != ir::ResourceKind::RTAccelerationStructure)
    return ctx.error("TraceRay: the handle is not an acceleration structure");
  ir::ValueList args = {*handle};
  for (unsigned i = 2; i <= 14; ++i) {
    auto v = ctx.operand(op.arg(i));
    if (!v) return v.takeError();
    args.push_back(*v);
  }
  auto payload = pointerOperand(ctx, op, 15);
  if (!payload) return payload.takeError();
  auto [pointer, element] = *payload;
  ir::ValueId var = spaceVariable(ctx, element, ir::AddressSpace::RayPayload, "payload");
  args.push_back(var);
  copyInOut(ctx, pointer, element, var, [&] { ctx.emit(ir::Op::TraceRay, ctx.module.types.voidType(), args); });
  return true;
}

Result<bool> lowerCallShader(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 3) return ctx.error("CallShader: expected 2 operands");
  S stage = ctx.entry().stage;
  if (stage != S::RayGeneration && stage != S::ClosestHit && stage != S::Miss && stage != S::Callable)
    return ctx.error("CallShader: only in ray generation, closest-hit, miss and callable shaders");
  auto index = ctx.operand(op.arg(1));
  if (!index) return index.takeError();
  auto data = pointerOperand(ctx, op, 2);
  if (!data) return data.takeError();
  auto [pointer, element] = *data;
  ir::ValueId var = spaceVariable(ctx, element, ir::AddressSpace::CallableData, "callableData");
  ir::ValueId shaderIndex = *index;
  copyInOut(ctx, pointer, element, var, [&] { ctx.emit(ir::Op::CallShader, ctx.module.types.voidType(), {shaderIndex, var}); });
  return true;
}

// ReportHit(tHit, hitKind, attributes): the attributes become the HitAttribute variable's
// value before the report (the any-hit shader it runs reads them there).
Result<bool> lowerReportHit(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 4) return ctx.error("ReportHit: expected 3 operands");
  if (ctx.entry().stage != S::Intersection) return ctx.error("ReportHit: only in intersection shaders");
  auto t = ctx.operand(op.arg(1));
  if (!t) return t.takeError();
  auto kind = ctx.operand(op.arg(2));
  if (!kind) return kind.takeError();
  auto attributes = pointerOperand(ctx, op, 3);
  if (!attributes) return attributes.takeError();
  auto [pointer, element] = *attributes;
  ir::TypeId wanted = ctx.module.types.pointerType(element, ir::AddressSpace::HitAttribute);
  for (ir::ValueId var : ctx.module.variables)
    if (ctx.module.types[ctx.module.typeOf(var)].space == ir::AddressSpace::HitAttribute && ctx.module.typeOf(var) != wanted)
      return ctx.unsupported("ReportHit: attributes of two different types in one intersection shader");
  ir::ValueId var = spaceVariable(ctx, element, ir::AddressSpace::HitAttribute, "hitAttributes");
  ir::ValueId value = ctx.emit(ir::Op::Load, element, {pointer});
  ctx.emit(ir::Op::Store, ctx.module.types.voidType(), {var, value});
  ctx.values[&op.call] = ctx.emit(ir::Op::ReportHit, ctx.module.types.boolType(), {*t, *kind});
  return true;
}

// IgnoreHit / AcceptHitAndEndSearch end the any-hit invocation; DXC follows them with
// `unreachable`, which the emitter drops with the rest of the block.
Result<bool> lowerEndHit(LowerContext& ctx, const DxOpCall& op, ir::Op irOp) {
  if (op.argCount() != 1) return ctx.error(std::string(dxOpName(op.opcode)) + ": expected no operands");
  if (ctx.entry().stage != S::AnyHit) return ctx.error(std::string(dxOpName(op.opcode)) + ": only in any-hit shaders");
  ctx.emit(irOp, ctx.module.types.voidType());
  return true;
}

// A system value: `components` > 0 for a vector read one component at a time (argument 1).
Result<bool> readSystemValue(LowerContext& ctx, const DxOpCall& op, ir::Builtin builtin, bool isFloat, unsigned components) {
  const char* name = dxOpName(op.opcode);
  if (!ir::isRayTracingStage(ctx.entry().stage)) return ctx.error(std::string(name) + ": only in ray-tracing shaders");
  if (op.argCount() != (components ? 2u : 1u)) return ctx.error(std::string(name) + ": wrong operand count");
  ir::TypeId type = isFloat ? ctx.f32() : ctx.i32();
  auto result = ctx.lowerType(op.call.getType());
  if (!result) return result.takeError();
  if (*result != type) return ctx.error(std::string(name) + ": unexpected result type");
  ir::ValueList args;
  if (components) {
    auto column = constantArg(ctx, op, 1, "col");
    if (!column) return column.takeError();
    if (*column >= components) return ctx.error(std::string(name) + ": component " + std::to_string(*column) + " out of range");
    args.push_back(ctx.module.constantInt(32, *column));
  }
  ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, type, std::move(args), {uint64_t(builtin)});
  return true;
}

// ObjectToWorld / WorldToObject (row, col) of the 3x4 matrix (HLSL's 4x3 forms are the same
// op with the indices swapped by the compiler).
Result<bool> readTransform(LowerContext& ctx, const DxOpCall& op, ir::Builtin builtin) {
  if (ctx.entry().stage != S::Intersection && ctx.entry().stage != S::AnyHit && ctx.entry().stage != S::ClosestHit)
    return ctx.error(std::string(dxOpName(op.opcode)) + ": only in intersection, any-hit and closest-hit shaders");
  if (op.argCount() != 3) return ctx.error(std::string(dxOpName(op.opcode)) + ": expected 2 operands");
  auto row = ctx.operand(op.arg(1));
  if (!row) return row.takeError();
  auto column = constantArg(ctx, op, 2, "col");
  if (!column) return column.takeError();
  if (*column >= 4) return ctx.error(std::string(dxOpName(op.opcode)) + ": column out of range");
  if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(op.arg(1)); c && c->getZExtValue() >= 3)
    return ctx.error(std::string(dxOpName(op.opcode)) + ": row out of range");
  ir::TypeId f32 = ctx.f32();
  ir::ValueId col = ctx.module.constantInt(32, *column);
  ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, f32, {*row, col}, {uint64_t(builtin)});
  return true;
}

Result<bool> lowerCreateHandleForLib(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 2) return ctx.error("CreateHandleForLib: expected 1 operand");
  auto it = ctx.libraryResources.find(op.arg(1));
  if (it == ctx.libraryResources.end())
    return ctx.unsupported("CreateHandleForLib: the resource is not a load of a declared resource global");
  const LowerContext::LibraryResource& lib = it->second;
  ir::ValueId relative = ctx.module.constantInt(32, 0);
  if (lib.index) {
    auto index = ctx.operand(lib.index);
    if (!index) return index.takeError();
    relative = *index;
  }
  ir::ValueId handle = ctx.emit(ir::Op::ResourceHandle, ctx.i32(), {relative}, {lib.resource, lib.nonUniform ? 1u : 0u});
  ctx.values[&op.call] = handle;
  ctx.handleResources[handle] = lib.resource;
  return true;
}

// The payload / attribute struct an entry parameter points to. Opaque pointers lost it: the
// source type of a GEP into the parameter, else the struct the mangled function name gives
// for that parameter ("?Hit@@YAXUPayload@@UAttributes@@@Z": U = struct, V = class, a digit
// repeats an earlier parameter's type).
const llvm::Type* parameterPointee(const llvm::Function& fn, unsigned argNo) {
  for (const llvm::User* user : fn.getArg(argNo)->users())
    if (auto* gep = llvm::dyn_cast<llvm::GEPOperator>(user); gep && gep->getPointerOperand() == fn.getArg(argNo))
      return gep->getSourceElementType();
  std::string name = fn.getName().str();
  size_t at = name.find("@@YAX");
  if (at == std::string::npos) return nullptr;
  at += 5;
  std::vector<std::string> params;
  while (at < name.size() && name[at] != '@' && name[at] != 'Z') {
    char c = name[at];
    if (c >= '0' && c <= '9') {
      size_t i = size_t(c - '0');
      if (i >= params.size()) return nullptr;
      params.push_back(params[i]);
      ++at;
      continue;
    }
    if (c != 'U' && c != 'V') return nullptr;
    size_t end = name.find("@@", at);
    if (end == std::string::npos) return nullptr;
    std::vector<std::string> parts;
    for (size_t p = at + 1; p <= end;) {
      size_t next = name.find('@', p);
      parts.push_back(name.substr(p, next - p));
      p = next + 1;
      if (next >= end) break;
    }
    std::string full;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) full += (full.empty() ? "" : "::") + *it;
    params.push_back(std::string(c == 'U' ? "struct." : "class.") + full);
    at = end + 2;
  }
  if (argNo >= params.size()) return nullptr;
  return llvm::StructType::getTypeByName(fn.getContext(), params[argNo]);
}

}  // namespace

Status declareRayTracingParameters(LowerContext& ctx, const llvm::Function& fn) {
  using A = ir::AddressSpace;
  std::vector<A> spaces;
  switch (ctx.entry().stage) {
    case S::ClosestHit: case S::AnyHit: spaces = {A::IncomingRayPayload, A::HitAttribute}; break;
    case S::Miss: spaces = {A::IncomingRayPayload}; break;
    case S::Callable: spaces = {A::IncomingCallableData}; break;
    default: break;
  }
  if (fn.arg_size() != spaces.size())
    return ctx.error("a " + std::string(ctx.entry().stage == S::Callable ? "callable" : "ray-tracing") + " shader of this kind takes " +
                     std::to_string(spaces.size()) + " parameters, not " + std::to_string(fn.arg_size()));
  static const char* const names[] = {"incomingPayload", "hitAttributes"};
  for (const llvm::Argument& arg : fn.args()) {
    if (!arg.getType()->isPointerTy()) return ctx.error("ray-tracing shader parameter " + std::to_string(arg.getArgNo()) + " is not a pointer");
    const llvm::Type* pointee = parameterPointee(fn, arg.getArgNo());
    if (!pointee) return ctx.unsupported("cannot tell the type of ray-tracing shader parameter " + std::to_string(arg.getArgNo()));
    auto element = ctx.lowerType(pointee);
    if (!element) return element.takeError();
    A space = spaces[arg.getArgNo()];
    const char* name = space == A::IncomingCallableData ? "incomingCallableData" : names[arg.getArgNo()];
    ctx.values[&arg] = ctx.module.variable(ctx.module.types.pointerType(*element, space), ir::kNoValue, name);
  }
  return Status::success();
}

Result<bool> lowerResourceGlobalAccess(LowerContext& ctx, const llvm::Instruction& instr) {
  if (ctx.resourceGlobals.empty()) return false;
  auto isResource = [&](const llvm::Value* v) { return ctx.resourceGlobals.count(v) != 0; };
  if (auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&instr)) return isResource(gep->getPointerOperand());
  auto* load = llvm::dyn_cast<llvm::LoadInst>(&instr);
  if (!load) return false;
  const llvm::Value* pointer = load->getPointerOperand();
  LowerContext::LibraryResource lib;
  if (auto* gep = llvm::dyn_cast<llvm::GEPOperator>(pointer)) {
    if (!isResource(gep->getPointerOperand())) return false;
    // [N x Resource]* @array, 0, index
    if (gep->getNumIndices() != 2) return ctx.unsupported("a resource array indexed other than by one element index");
    lib.resource = ctx.resourceGlobals.at(gep->getPointerOperand());
    lib.index = gep->getOperand(2);
    if (auto* gepInstr = llvm::dyn_cast<llvm::Instruction>(pointer)) lib.nonUniform = gepInstr->getMetadata("dx.nonuniform") != nullptr;
  } else if (isResource(pointer)) {
    lib.resource = ctx.resourceGlobals.at(pointer);
  } else {
    return false;
  }
  ctx.libraryResources[load] = lib;
  return true;
}

Result<bool> lowerRayTracingOp(LowerContext& ctx, const DxOpCall& op) {
  using B = ir::Builtin;
  switch (DxOp(op.opcode)) {
    case DxOp::CreateHandleForLib: return lowerCreateHandleForLib(ctx, op);
    case DxOp::TraceRay: return lowerTraceRay(ctx, op);
    case DxOp::CallShader: return lowerCallShader(ctx, op);
    case DxOp::ReportHit: return lowerReportHit(ctx, op);
    case DxOp::IgnoreHit: return lowerEndHit(ctx, op, ir::Op::IgnoreHit);
    case DxOp::AcceptHitAndEndSearch: return lowerEndHit(ctx, op, ir::Op::AcceptHitAndEndSearch);
    case DxOp::DispatchRaysIndex: return readSystemValue(ctx, op, B::DispatchRaysIndex, false, 3);
    case DxOp::DispatchRaysDimensions: return readSystemValue(ctx, op, B::DispatchRaysDimensions, false, 3);
    case DxOp::WorldRayOrigin: return readSystemValue(ctx, op, B::WorldRayOrigin, true, 3);
    case DxOp::WorldRayDirection: return readSystemValue(ctx, op, B::WorldRayDirection, true, 3);
    case DxOp::ObjectRayOrigin: return readSystemValue(ctx, op, B::ObjectRayOrigin, true, 3);
    case DxOp::ObjectRayDirection: return readSystemValue(ctx, op, B::ObjectRayDirection, true, 3);
    case DxOp::RayTMin: return readSystemValue(ctx, op, B::RayTMin, true, 0);
    case DxOp::RayTCurrent: return readSystemValue(ctx, op, B::RayTCurrent, true, 0);
    case DxOp::RayFlags: return readSystemValue(ctx, op, B::RayFlags, false, 0);
    case DxOp::InstanceIndex: return readSystemValue(ctx, op, B::InstanceIndex, false, 0);
    case DxOp::InstanceID: return readSystemValue(ctx, op, B::InstanceID, false, 0);
    case DxOp::GeometryIndex: return readSystemValue(ctx, op, B::GeometryIndex, false, 0);
    case DxOp::PrimitiveIndex: return readSystemValue(ctx, op, B::PrimitiveIndex, false, 0);
    case DxOp::HitKind: return readSystemValue(ctx, op, B::HitKind, false, 0);
    case DxOp::ObjectToWorld: return readTransform(ctx, op, B::ObjectToWorld);
    case DxOp::WorldToObject: return readTransform(ctx, op, B::WorldToObject);
    default: return false;
  }
}

}  // namespace dxsv::frontend
