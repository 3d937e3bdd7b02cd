// Mesh and amplification shader ops: SetMeshOutputCounts, EmitIndices, StoreVertexOutput,
// StorePrimitiveOutput, GetMeshPayload (mesh shaders) and DispatchMesh (amplification
// shaders), checked against the entry's stage, mesh state and signatures.
//
// The payload: an amplification shader fills a groupshared global and passes it to
// DispatchMesh; that global becomes the TaskPayload variable instead of Workgroup memory
// (isMeshPayloadGlobal, asked when the global is first lowered). A mesh shader reads it
// through GetMeshPayload: one TaskPayload variable of the payload struct.
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/Operator.h>

#include "common/escape.h"
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

using S = ir::ShaderStage;

Result<bool> requireStage(LowerContext& ctx, const DxOpCall& op, S stage, unsigned operands) {
  const char* name = dxOpName(op.opcode);
  if (ctx.entry().stage != stage)
    return ctx.error(std::string(name) + ": only in " + (stage == S::Mesh ? "mesh" : "amplification") + " shaders");
  if (op.argCount() != operands + 1)
    return ctx.error(std::string(name) + ": expected " + std::to_string(operands) + " operands");
  return true;
}

// An i32 operand (indices and counts).
Result<ir::ValueId> i32Arg(LowerContext& ctx, const DxOpCall& op, unsigned index, const char* what) {
  if (!op.arg(index)->getType()->isIntegerTy(32))
    return ctx.error(std::string(dxOpName(op.opcode)) + ": " + what + " must be an i32");
  return ctx.operand(op.arg(index));
}

Result<bool> lowerSetMeshOutputCounts(LowerContext& ctx, const DxOpCall& op) {
  if (auto ok = requireStage(ctx, op, S::Mesh, 2); !ok) return ok;
  auto vertices = i32Arg(ctx, op, 1, "numVertices");
  if (!vertices) return vertices.takeError();
  auto primitives = i32Arg(ctx, op, 2, "numPrimitives");
  if (!primitives) return primitives.takeError();
  ctx.emit(ir::Op::SetMeshOutputCounts, ctx.module.types.voidType(), {*vertices, *primitives});
  return true;
}

// EmitIndices always carries three vertex indices; with line topology the third is unused.
Result<bool> lowerEmitIndices(LowerContext& ctx, const DxOpCall& op) {
  if (auto ok = requireStage(ctx, op, S::Mesh, 4); !ok) return ok;
  ir::MeshOutputTopology topology = ctx.entry().mesh.topology;
  if (topology != ir::MeshOutputTopology::Triangle && topology != ir::MeshOutputTopology::Line)
    return ctx.error("EmitIndices: the mesh shader declares no line or triangle output topology");
  unsigned count = topology == ir::MeshOutputTopology::Triangle ? 3 : 2;
  ir::ValueList args;
  for (unsigned i = 0; i <= count; ++i) {
    auto v = i32Arg(ctx, op, 1 + i, i == 0 ? "the primitive index" : "a vertex index");
    if (!v) return v.takeError();
    args.push_back(*v);
  }
  ctx.emit(ir::Op::EmitIndices, ctx.module.types.voidType(), std::move(args));
  return true;
}

// StoreVertexOutput / StorePrimitiveOutput(sigId, row, col, value, vertex or primitive).
Result<bool> lowerMeshOutput(LowerContext& ctx, const DxOpCall& op, bool primitive) {
  if (auto ok = requireStage(ctx, op, S::Mesh, 5); !ok) return ok;
  const char* name = dxOpName(op.opcode);
  auto id = constantArg(ctx, op, 1, "outputSigId");
  if (!id) return id.takeError();
  auto column = constantArg(ctx, op, 3, "colIndex");
  if (!column) return column.takeError();
  const ir::EntryPoint& entry = ctx.entry();
  const ir::SignatureElement* e = primitive ? entry.patchConstant(uint32_t(*id)) : entry.output(uint32_t(*id));
  if (!e)
    return ctx.error(std::string(name) + ": the " + (primitive ? "primitive" : "vertex") + " output signature has no element " +
                     std::to_string(*id));
  auto what = [&] { return std::string(name) + ": element " + std::to_string(e->id) + " '" + escapeText(e->semanticName) + "'"; };
  if (*column >= e->cols) return ctx.error(what() + " has " + std::to_string(e->cols) + " columns, column " + std::to_string(*column) + " used");
  if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(op.arg(2)); c && c->getZExtValue() >= e->rows)
    return ctx.error(what() + " has " + std::to_string(e->rows) + " rows, row " + std::to_string(c->getZExtValue()) + " used");
  auto row = i32Arg(ctx, op, 2, "the row index");
  if (!row) return row.takeError();
  auto type = ctx.lowerType(op.arg(4)->getType());
  if (!type) return type.takeError();
  const ir::Type& t = ctx.module.types[*type];
  if ((t.kind != ir::TypeKind::Int && t.kind != ir::TypeKind::Float) || (t.bits != 16 && t.bits != 32))
    return ctx.error(std::string(name) + ": the value must be a 16- or 32-bit scalar");
  auto value = ctx.operand(op.arg(4));
  if (!value) return value.takeError();
  auto index = i32Arg(ctx, op, 5, primitive ? "the primitive index" : "the vertex index");
  if (!index) return index.takeError();
  ctx.emit(primitive ? ir::Op::StorePrimitiveOutput : ir::Op::StoreVertexOutput, ctx.module.types.voidType(),
           {*row, *value, *index}, {e->id, *column});
  return true;
}

// The payload struct a GetMeshPayload pointer points to: opaque pointers lost it, so it is
// the source type of the GEPs into the result, else the struct the overload is named after
// (dx.op.getMeshPayload.struct.Payload).
const llvm::Type* payloadType(const DxOpCall& op) {
  for (const llvm::User* user : op.call.users())
    if (auto* gep = llvm::dyn_cast<llvm::GEPOperator>(user); gep && gep->getPointerOperand() == &op.call)
      return gep->getSourceElementType();
  if (const llvm::Function* fn = op.call.getCalledFunction()) {
    llvm::StringRef name = fn->getName();
    llvm::StringRef prefix = "dx.op.getMeshPayload.";
    if (name.starts_with(prefix))
      return llvm::StructType::getTypeByName(fn->getContext(), name.drop_front(prefix.size()));
  }
  return nullptr;
}

Result<bool> lowerGetMeshPayload(LowerContext& ctx, const DxOpCall& op) {
  if (auto ok = requireStage(ctx, op, S::Mesh, 0); !ok) return ok;
  if (!op.call.getType()->isPointerTy()) return ctx.error("GetMeshPayload: the result is not a pointer");
  const llvm::Type* pointee = payloadType(op);
  if (!pointee) return ctx.error("GetMeshPayload: cannot tell the payload type (no GEP into it, no struct named by the overload)");
  auto element = ctx.lowerType(pointee);
  if (!element) return element.takeError();
  ir::TypeId pointer = ctx.module.types.pointerType(*element, ir::AddressSpace::TaskPayload);
  // Every call reads the one payload.
  for (ir::ValueId var : ctx.module.variables) {
    if (ctx.module.types[ctx.module.typeOf(var)].space != ir::AddressSpace::TaskPayload) continue;
    if (ctx.module.typeOf(var) != pointer) return ctx.error("GetMeshPayload: calls disagree on the payload type");
    ctx.values[&op.call] = var;
    return true;
  }
  ctx.values[&op.call] = ctx.module.variable(pointer, ir::kNoValue, "payload");
  return true;
}

// DispatchMesh ends the amplification shader (OpEmitMeshTasksEXT is a terminator): DXIL
// calls it once, at the end of the entry function. Only that shape is taken: the call is
// directly followed by `ret void` in the entry function.
Result<bool> lowerDispatchMesh(LowerContext& ctx, const DxOpCall& op) {
  if (auto ok = requireStage(ctx, op, S::Amplification, 4); !ok) return ok;
  if (ctx.functionId != ctx.entry().function)
    return ctx.unsupported("DispatchMesh: only in the entry function (not in a function it calls)");
  const llvm::Instruction* next = op.call.getNextNode();
  if (!next || !llvm::isa<llvm::ReturnInst>(next))
    return ctx.unsupported("DispatchMesh: must be the last operation of the shader, directly followed by its return");
  ir::ValueList args;
  for (unsigned i = 1; i <= 3; ++i) {
    auto v = i32Arg(ctx, op, i, "a thread group count");
    if (!v) return v.takeError();
    args.push_back(*v);
  }
  auto payload = ctx.operand(op.arg(4));
  if (!payload) return payload.takeError();
  const ir::Type t = ctx.module.types[ctx.module.typeOf(*payload)];
  if (ctx.module.value(*payload).kind != ir::ValueKind::Variable || t.kind != ir::TypeKind::Pointer)
    return ctx.error("DispatchMesh: the payload is not a variable");
  if (t.space == ir::AddressSpace::Function) {
    // A local payload (DXC keeps `Payload p = {...}; DispatchMesh(..., p)` in an alloca):
    // Vulkan sends a TaskPayloadWorkgroupEXT variable, so the value is copied there last.
    ir::TypeId shared = ctx.module.types.pointerType(t.element, ir::AddressSpace::TaskPayload);
    ir::ValueId variable = ctx.module.variable(shared, ir::kNoValue, "payload");
    ir::ValueId value = ctx.emit(ir::Op::Load, t.element, {*payload});
    ctx.emit(ir::Op::Store, ctx.module.types.voidType(), {variable, value});
    payload = variable;
  } else if (t.space != ir::AddressSpace::TaskPayload) {
    return ctx.error("DispatchMesh: the payload must be a groupshared or local variable");
  }
  args.push_back(*payload);
  ctx.emit(ir::Op::DispatchMesh, ctx.module.types.voidType(), std::move(args));
  return true;
}

// Whether `value` (a global, or a cast of it) is the payload operand of a DispatchMesh call.
bool usedAsPayload(const llvm::Value* value) {
  for (const llvm::User* user : value->users()) {
    if (auto* call = llvm::dyn_cast<llvm::CallInst>(user)) {
      const llvm::Function* fn = call->getCalledFunction();
      if (fn && fn->getName().starts_with("dx.op.dispatchMesh") && call->arg_size() == 5 && call->getArgOperand(4) == value)
        return true;
    } else if (llvm::isa<llvm::BitCastOperator>(user) || llvm::isa<llvm::AddrSpaceCastOperator>(user)) {
      if (usedAsPayload(user)) return true;
    }
  }
  return false;
}

}  // namespace

bool isMeshPayloadGlobal(const LowerContext& ctx, const llvm::GlobalVariable& global) {
  return ctx.entry().stage == S::Amplification && global.getAddressSpace() == 3 && usedAsPayload(&global);
}

Result<bool> lowerMeshOp(LowerContext& ctx, const DxOpCall& op) {
  switch (DxOp(op.opcode)) {
    case DxOp::SetMeshOutputCounts: return lowerSetMeshOutputCounts(ctx, op);
    case DxOp::EmitIndices: return lowerEmitIndices(ctx, op);
    case DxOp::StoreVertexOutput: return lowerMeshOutput(ctx, op, false);
    case DxOp::StorePrimitiveOutput: return lowerMeshOutput(ctx, op, true);
    case DxOp::GetMeshPayload: return lowerGetMeshPayload(ctx, op);
    case DxOp::DispatchMesh: return lowerDispatchMesh(ctx, op);
    default: return false;
  }
}

}  // namespace dxsv::frontend
