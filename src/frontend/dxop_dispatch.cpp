// Routes dx.op calls to the per-family lowering files.
#include <llvm/IR/Constants.h>

#include "frontend/dxil_op_classes.h"
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

Status lowerDxOpCall(LowerContext& ctx, const llvm::CallInst& call) {
  auto* opcodeConst = call.arg_size() ? llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(0)) : nullptr;
  if (!opcodeConst) return ctx.error("dx.op call without a constant opcode");
  uint32_t opcode = uint32_t(opcodeConst->getZExtValue());
  // The opcode and the function must agree: each lowering trusts the signature of its class.
  if (const char* opClass = dxOpClass(opcode); opClass && call.getCalledFunction()) {
    const std::string expected = std::string("dx.op.") + opClass;
    llvm::StringRef name = call.getCalledFunction()->getName();
    if (!name.starts_with(expected) || (name.size() > expected.size() && name[expected.size()] != '.'))
      return ctx.error(std::string("dx.op '") + dxOpName(opcode) + "' (opcode " + std::to_string(opcode) +
                       ") called through '" + name.str() + "', not " + expected + ".*");
  }
  DxOpCall op{opcode, call};
  using Family = Result<bool> (*)(LowerContext&, const DxOpCall&);
  // Textures before buffers: GetDimensions is shared and the texture family takes textures.
  static constexpr Family families[] = {lowerComputeOp, lowerHandleOp, lowerTextureOp, lowerBufferOp, lowerMathOp,
                                        lowerExpandedMathOp, lowerAtomicOp, lowerWaveOp, lowerStageIoOp,
                                        lowerTessellationOp, lowerGeometryOp, lowerMeshOp, lowerRayQueryOp,
                                        lowerRayTracingOp};
  for (Family family : families) {
    auto handled = family(ctx, op);
    if (!handled) return handled.takeError();
    if (*handled) return Status::success();
  }
  return ctx.unsupported(std::string("unsupported dx.op '") + dxOpName(opcode) + "' (opcode " + std::to_string(opcode) + ")");
}

}  // namespace dxsv::frontend
