// Graphics stage I/O: loadInput, storeOutput, the Eval* interpolation ops and
// attributeAtVertex, checked against the entry's signatures; pixel-shader system values
// with ops of their own; discard.
#include <llvm/IR/Constants.h>

#include "common/escape.h"
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

bool isStageScalar(const ir::TypeTable& types, ir::TypeId t) {
  const ir::Type& type = types[t];
  return (type.kind == ir::TypeKind::Int || type.kind == ir::TypeKind::Float) && (type.bits == 16 || type.bits == 32);
}

}  // namespace

// (sigId, row, col) at arguments first..first+2, checked against the signature `sig` names.
Result<ElementRef> elementArgs(LowerContext& ctx, const DxOpCall& op, unsigned first, SignatureKind sig) {
  const char* name = dxOpName(op.opcode);
  static constexpr const char* kIdNames[] = {"inputSigId", "outputSigId", "patchConstantSigId"};
  static constexpr const char* kListNames[] = {"input", "output", "patch-constant"};
  auto id = constantArg(ctx, op, first, kIdNames[int(sig)]);
  if (!id) return id.takeError();
  auto column = constantArg(ctx, op, first + 2, "colIndex");
  if (!column) return column.takeError();
  const ir::EntryPoint& entry = ctx.entry();
  ElementRef ref;
  switch (sig) {
    case SignatureKind::Input: ref.element = entry.input(uint32_t(*id)); break;
    case SignatureKind::Output: ref.element = entry.output(uint32_t(*id)); break;
    case SignatureKind::PatchConstant: ref.element = entry.patchConstant(uint32_t(*id)); break;
  }
  if (!ref.element)
    return ctx.error(std::string(name) + ": the " + kListNames[int(sig)] + " signature has no element " + std::to_string(*id));
  const ir::SignatureElement& e = *ref.element;
  // Built only on failure: this runs for every input load and output store.
  auto what = [&] { return std::string(name) + ": element " + std::to_string(e.id) + " '" + escapeText(e.semanticName) + "'"; };
  if (*column >= e.cols) return ctx.error(what() + " has " + std::to_string(e.cols) + " columns, column " + std::to_string(*column) + " used");
  const llvm::Value* rowArg = op.arg(first + 1);
  if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(rowArg); c && c->getZExtValue() >= e.rows)
    return ctx.error(what() + " has " + std::to_string(e.rows) + " rows, row " + std::to_string(c->getZExtValue()) + " used");
  if (!rowArg->getType()->isIntegerTy(32)) return ctx.error(std::string(name) + ": the row index is not an i32");
  auto row = ctx.operand(rowArg);
  if (!row) return row.takeError();
  ref.row = *row;
  ref.column = uint32_t(*column);
  return ref;
}

Result<ir::TypeId> stageScalarResult(LowerContext& ctx, const DxOpCall& op) {
  auto type = ctx.lowerType(op.call.getType());
  if (!type) return type.takeError();
  if (!isStageScalar(ctx.module.types, *type))
    return ctx.error(std::string(dxOpName(op.opcode)) + ": the result must be a 16- or 32-bit scalar");
  return *type;
}

bool isStageValueType(LowerContext& ctx, ir::TypeId type) { return isStageScalar(ctx.module.types, type); }

namespace {

Result<bool> lowerLoadInput(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 5) return ctx.error("LoadInput: expected 4 operands");
  auto type = stageScalarResult(ctx, op);
  if (!type) return type.takeError();
  auto ref = elementArgs(ctx, op, 1, SignatureKind::Input);
  if (!ref) return ref.takeError();
  // gsVertexAxis: the vertex (control point) of the arrayed inputs of geometry, hull and
  // domain shaders; other stages leave it undef or 0.
  using S = ir::ShaderStage;
  ir::ShaderStage stage = ctx.entry().stage;
  ir::ValueId vertex = ir::kNoValue;
  if (stage == S::Geometry || stage == S::Hull || stage == S::Domain) {
    if (!op.arg(4)->getType()->isIntegerTy(32) || llvm::isa<llvm::UndefValue>(op.arg(4)))
      return ctx.error("LoadInput: the vertex index (gsVertexAxis) must be an i32");
    auto index = ctx.operand(op.arg(4));
    if (!index) return index.takeError();
    vertex = *index;
  } else if (!llvm::isa<llvm::UndefValue>(op.arg(4)) &&
             !(llvm::isa<llvm::ConstantInt>(op.arg(4)) && llvm::cast<llvm::ConstantInt>(op.arg(4))->isZero())) {
    return ctx.error("LoadInput: a vertex index (gsVertexAxis) outside geometry and tessellation shaders");
  }
  ctx.values[&op.call] = ctx.emit(ir::Op::LoadInput, *type, {ref->row, vertex}, {ref->element->id, ref->column});
  return true;
}

Result<bool> lowerStoreOutput(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 5) return ctx.error("StoreOutput: expected 4 operands");
  auto ref = elementArgs(ctx, op, 1, SignatureKind::Output);
  if (!ref) return ref.takeError();
  auto type = ctx.lowerType(op.arg(4)->getType());
  if (!type) return type.takeError();
  if (!isStageScalar(ctx.module.types, *type)) return ctx.error("StoreOutput: the value must be a 16- or 32-bit scalar");
  auto value = ctx.operand(op.arg(4));
  if (!value) return value.takeError();
  ctx.emit(ir::Op::StoreOutput, ctx.module.types.voidType(), {ref->row, *value}, {ref->element->id, ref->column});
  return true;
}

Result<bool> lowerEval(LowerContext& ctx, const DxOpCall& op, ir::EvalMode mode) {
  unsigned extra = mode == ir::EvalMode::Centroid ? 0 : mode == ir::EvalMode::Sample ? 1 : 2;
  if (op.argCount() != 4 + extra) return ctx.error(std::string(dxOpName(op.opcode)) + ": wrong operand count");
  if (ctx.entry().stage != ir::ShaderStage::Pixel)
    return ctx.error(std::string(dxOpName(op.opcode)) + ": only pixel shaders interpolate");
  auto type = stageScalarResult(ctx, op);
  if (!type) return type.takeError();
  if (!ctx.module.types.isFloat(*type)) return ctx.error(std::string(dxOpName(op.opcode)) + ": the result must be a float");
  auto ref = elementArgs(ctx, op, 1, SignatureKind::Input);
  if (!ref) return ref.takeError();
  ir::ValueList args = {ref->row};
  for (unsigned i = 0; i < extra; ++i) {
    if (!op.arg(4 + i)->getType()->isIntegerTy(32)) return ctx.error(std::string(dxOpName(op.opcode)) + ": operands must be i32");
    auto v = ctx.operand(op.arg(4 + i));
    if (!v) return v.takeError();
    args.push_back(*v);
  }
  ctx.values[&op.call] = ctx.emit(ir::Op::EvalInput, *type, args, {ref->element->id, ref->column, uint64_t(mode)});
  return true;
}

Result<bool> lowerAttributeAtVertex(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 5) return ctx.error("AttributeAtVertex: expected 4 operands");
  if (ctx.entry().stage != ir::ShaderStage::Pixel) return ctx.error("AttributeAtVertex: only in pixel shaders");
  auto type = stageScalarResult(ctx, op);
  if (!type) return type.takeError();
  auto ref = elementArgs(ctx, op, 1, SignatureKind::Input);
  if (!ref) return ref.takeError();
  auto vertex = constantArg(ctx, op, 4, "VertexID");
  if (!vertex) return vertex.takeError();
  if (*vertex > 2) return ctx.error("AttributeAtVertex: vertex " + std::to_string(*vertex) + " of a triangle");
  if (ref->element->interpolation != ir::InterpolationMode::Constant)
    return ctx.error("AttributeAtVertex: element '" + escapeText(ref->element->semanticName) + "' is not nointerpolation");
  ir::ValueId v = ctx.module.constantInt(32, *vertex);
  ctx.values[&op.call] = ctx.emit(ir::Op::LoadInput, *type, {ref->row, v}, {ref->element->id, ref->column});
  return true;
}

// Splits the current block so that Discard runs only where `cond` holds.
Result<bool> lowerDiscard(LowerContext& ctx, const DxOpCall& op) {
  if (op.argCount() != 2 || !op.arg(1)->getType()->isIntegerTy(1)) return ctx.error("Discard: expected one i1 operand");
  if (ctx.entry().stage != ir::ShaderStage::Pixel) return ctx.error("Discard: only pixel shaders discard");
  auto* constant = llvm::dyn_cast<llvm::ConstantInt>(op.arg(1));
  if (constant && constant->isZero()) return true;
  ir::TypeId voidType = ctx.module.types.voidType();
  if (constant) {
    ctx.emit(ir::Op::Discard, voidType);
    return true;
  }
  auto cond = ctx.operand(op.arg(1));
  if (!cond) return cond.takeError();
  ctx.emitIf(*cond, true, "discard", [&] { ctx.emit(ir::Op::Discard, voidType); });
  return true;
}

Result<bool> builtin(LowerContext& ctx, const DxOpCall& op, ir::Builtin b, std::initializer_list<ir::ShaderStage> stages) {
  bool allowed = false;
  for (ir::ShaderStage s : stages) allowed |= ctx.entry().stage == s;
  if (!allowed) return ctx.error(std::string(dxOpName(op.opcode)) + ": not available in this shader stage");
  if (op.argCount() != 1) return ctx.error(std::string(dxOpName(op.opcode)) + ": takes no operands");
  auto type = ctx.lowerType(op.call.getType());
  if (!type) return type.takeError();
  ir::TypeId expected = b == ir::Builtin::IsHelperLane ? ctx.module.types.boolType() : ctx.i32();
  if (*type != expected) return ctx.error(std::string(dxOpName(op.opcode)) + ": wrong result type");
  ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, *type, {}, {uint64_t(b)});
  return true;
}

}  // namespace

Result<bool> lowerStageIoOp(LowerContext& ctx, const DxOpCall& op) {
  using S = ir::ShaderStage;
  switch (DxOp(op.opcode)) {
    case DxOp::LoadInput: return lowerLoadInput(ctx, op);
    case DxOp::StoreOutput: return lowerStoreOutput(ctx, op);
    case DxOp::EvalCentroid: return lowerEval(ctx, op, ir::EvalMode::Centroid);
    case DxOp::EvalSampleIndex: return lowerEval(ctx, op, ir::EvalMode::Sample);
    case DxOp::EvalSnapped: return lowerEval(ctx, op, ir::EvalMode::Snapped);
    case DxOp::AttributeAtVertex: return lowerAttributeAtVertex(ctx, op);
    case DxOp::Discard: return lowerDiscard(ctx, op);
    case DxOp::SampleIndex: return builtin(ctx, op, ir::Builtin::SampleIndex, {S::Pixel});
    case DxOp::Coverage: return builtin(ctx, op, ir::Builtin::Coverage, {S::Pixel});
    case DxOp::InnerCoverage: return builtin(ctx, op, ir::Builtin::InnerCoverage, {S::Pixel});
    case DxOp::ViewID: return builtin(ctx, op, ir::Builtin::ViewId, {S::Vertex, S::Pixel, S::Geometry, S::Hull, S::Domain, S::Mesh});
    case DxOp::StartVertexLocation: return builtin(ctx, op, ir::Builtin::StartVertexLocation, {S::Vertex});
    case DxOp::StartInstanceLocation: return builtin(ctx, op, ir::Builtin::StartInstanceLocation, {S::Vertex});
    case DxOp::IsHelperLane:
      if (ctx.entry().stage != S::Pixel) {
        // Only pixel shaders have helper lanes.
        ctx.values[&op.call] = ctx.module.constantBool(false);
        return true;
      }
      return builtin(ctx, op, ir::Builtin::IsHelperLane, {S::Pixel});
    default: return false;
  }
}

}  // namespace dxsv::frontend
