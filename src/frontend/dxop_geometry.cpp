// Geometry-shader ops: EmitStream, CutStream, EmitThenCutStream and GSInstanceID. The
// outputs stored before an emit make the vertex; D3D (like Vulkan) leaves them undefined
// after it, so nothing has to be kept across emits.
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

// The constant stream of an emit/cut, which the GS state must declare as written.
Result<uint64_t> streamArg(LowerContext& ctx, const DxOpCall& op) {
  const char* name = dxOpName(op.opcode);
  if (op.argCount() != 2) return ctx.error(std::string(name) + ": expected 1 operand (streamId)");
  auto stream = constantArg(ctx, op, 1, "streamId");
  if (!stream) return stream.takeError();
  if (*stream > 3) return ctx.error(std::string(name) + ": stream " + std::to_string(*stream) + " (D3D has streams 0-3)");
  if (!(ctx.entry().geometry.streamMask & (1u << *stream)))
    return ctx.error(std::string(name) + ": stream " + std::to_string(*stream) + " is not in the GS state's stream mask");
  return *stream;
}

}  // namespace

Result<bool> lowerGeometryOp(LowerContext& ctx, const DxOpCall& op) {
  DxOp opcode = DxOp(op.opcode);
  if (opcode != DxOp::EmitStream && opcode != DxOp::CutStream && opcode != DxOp::EmitThenCutStream &&
      opcode != DxOp::GSInstanceID)
    return false;
  if (ctx.entry().stage != ir::ShaderStage::Geometry)
    return ctx.error(std::string(dxOpName(op.opcode)) + ": only geometry shaders have it");
  ir::TypeId voidType = ctx.module.types.voidType();
  if (opcode == DxOp::GSInstanceID) {
    if (op.argCount() != 1) return ctx.error("GSInstanceID: takes no operands");
    auto type = ctx.lowerType(op.call.getType());
    if (!type) return type.takeError();
    if (*type != ctx.i32()) return ctx.error("GSInstanceID: the result must be an i32");
    ctx.values[&op.call] = ctx.emit(ir::Op::ReadBuiltin, ctx.i32(), {}, {uint64_t(ir::Builtin::GSInstanceId)});
    return true;
  }
  auto stream = streamArg(ctx, op);
  if (!stream) return stream.takeError();
  if (opcode != DxOp::CutStream) ctx.emit(ir::Op::EmitVertex, voidType, {}, {*stream});
  if (opcode != DxOp::EmitStream) ctx.emit(ir::Op::EndPrimitive, voidType, {}, {*stream});
  return true;
}

}  // namespace dxsv::frontend
