// Work-graph node dx.ops (SM 6.8): node and record handles, output allocation, input record
// access, cross-group sharing, recursion. Handles have no value in the IR: they name an
// output (and array element) or a set of records, tracked per LLVM value.
#include <llvm/IR/Constants.h>

#include "frontend/dxil_opcodes.h"
#include "frontend/node_launch.h"

namespace dxsv::frontend {

namespace {

constexpr uint64_t kGroupSync = 1, kDeviceScope = 4, kAllSemantics = 7;  // DXIL BarrierSemanticFlag

std::string opName(const DxOpCall& op) { return std::string(dxOpName(op.opcode)); }

Status needArgs(LowerContext& ctx, const DxOpCall& op, unsigned count) {
  if (op.argCount() != count + 1)
    return ctx.error(opName(op) + " takes " + std::to_string(count) + " operands after the opcode");
  return Status::success();
}

Result<LowerContext::NodeOutputRef> outputOf(LowerContext& ctx, const DxOpCall& op, unsigned arg) {
  auto it = ctx.nodeOutputs.find(op.arg(arg));
  if (it == ctx.nodeOutputs.end())
    return ctx.error(opName(op) + ": the node handle does not come from createNodeOutputHandle in this function");
  return it->second;
}

Result<LowerContext::NodeRecordsRef> recordsOf(LowerContext& ctx, const DxOpCall& op, unsigned arg) {
  auto it = ctx.nodeRecords.find(op.arg(arg));
  if (it == ctx.nodeRecords.end())
    return ctx.error(opName(op) + ": the record handle does not come from createNodeInputRecordHandle or "
                                  "allocateNodeOutputRecords in this function");
  return it->second;
}

Result<ir::ValueId> i32Arg(LowerContext& ctx, const DxOpCall& op, unsigned arg, const char* what) {
  auto value = ctx.operand(op.arg(arg));
  if (!value) return value;
  if (ctx.module.typeOf(*value) != ctx.i32()) return ctx.error(opName(op) + ": " + what + " is not an i32");
  return value;
}

// The graph index of the output's node (array element `arrayIndex`).
ir::ValueId outputNodeIndex(LowerContext& ctx, const LowerContext::NodeOutputRef& ref) {
  ir::ValueId base = readNodeValue(ctx, ir::Builtin::NodeOutputIndex, {ctx.module.constantInt(32, ref.output)});
  if (ref.arrayIndex == ir::kNoValue) return base;
  return ctx.emit(ir::Op::IAdd, ctx.i32(), {base, ref.arrayIndex});
}

ir::ValueId firstInputRecord(LowerContext& ctx) {
  return ctx.emit(ir::Op::Load, ctx.i32(), {ctx.node.recordIndex});
}

// allocateNodeOutputRecords / incrementOutputCount: per invocation, or once per group.
Result<ir::ValueId> allocate(LowerContext& ctx, const DxOpCall& op, const LowerContext::NodeOutputRef& ref,
                             ir::ValueId count, uint32_t stride) {
  auto perThread = constantArg(ctx, op, 3, "perThread");
  if (!perThread) return perThread.takeError();
  ir::ValueId node = outputNodeIndex(ctx, ref);
  if (*perThread || nodeGroupIsInvocation(ctx)) return nodeAllocate(ctx, node, count, stride);
  return groupUniform(ctx, [&] { return nodeAllocate(ctx, node, count, stride); });
}

}  // namespace

Result<bool> lowerNodeOp(LowerContext& ctx, const DxOpCall& op) {
  const DxOp code = DxOp(op.opcode);
  if (code < DxOp::AllocateNodeOutputRecords || code > DxOp::GetRemainingRecursionLevels) return false;
  if (code == DxOp::BarrierByMemoryType || code == DxOp::BarrierByMemoryHandle) return false;
  if (ctx.entry().stage != ir::ShaderStage::Node)
    return ctx.error(opName(op) + " outside a work-graph node shader");
  const ir::NodeState& node = ctx.entry().node;
  auto& types = ctx.module.types;
  switch (code) {
    case DxOp::CreateNodeOutputHandle: {
      if (auto s = needArgs(ctx, op, 1); !s) return s.takeError();
      auto index = constantArg(ctx, op, 1, "output index");
      if (!index) return index.takeError();
      if (*index >= node.outputs.size())
        return ctx.error(opName(op) + ": output " + std::to_string(*index) + " of a node with " +
                         std::to_string(node.outputs.size()) + " outputs");
      ctx.nodeOutputs[&op.call] = {uint32_t(*index), ir::kNoValue};
      return true;
    }
    case DxOp::IndexNodeHandle: {
      if (auto s = needArgs(ctx, op, 2); !s) return s.takeError();
      auto ref = outputOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      if (!(node.outputs[ref->output].flags & ir::kNodeIoNodeArray))
        return ctx.error(opName(op) + ": output " + std::to_string(ref->output) + " is not a node array");
      auto index = i32Arg(ctx, op, 2, "the array index");
      if (!index) return index.takeError();
      ir::ValueId element = *index;
      if (ref->arrayIndex != ir::kNoValue) element = ctx.emit(ir::Op::IAdd, ctx.i32(), {ref->arrayIndex, element});
      ctx.nodeOutputs[&op.call] = {ref->output, element};
      return true;
    }
    case DxOp::AnnotateNodeHandle: {
      if (auto s = needArgs(ctx, op, 2); !s) return s.takeError();
      auto ref = outputOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      ctx.nodeOutputs[&op.call] = *ref;
      return true;
    }
    case DxOp::CreateNodeInputRecordHandle: {
      if (auto s = needArgs(ctx, op, 1); !s) return s.takeError();
      auto index = constantArg(ctx, op, 1, "input index");
      if (!index) return index.takeError();
      if (*index != 0 || node.inputs.empty()) return ctx.error(opName(op) + ": input " + std::to_string(*index) + " of a node with " +
                                                               std::to_string(node.inputs.size()) + " inputs");
      ctx.nodeRecords[&op.call] = {true, 0, ir::kNoValue};
      return true;
    }
    case DxOp::AnnotateNodeRecordHandle: {
      if (auto s = needArgs(ctx, op, 2); !s) return s.takeError();
      auto ref = recordsOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      ctx.nodeRecords[&op.call] = *ref;
      return true;
    }
    case DxOp::AllocateNodeOutputRecords: {
      if (auto s = needArgs(ctx, op, 3); !s) return s.takeError();
      auto ref = outputOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      const ir::NodeIo& output = node.outputs[ref->output];
      if (output.empty()) return ctx.error(opName(op) + ": output " + std::to_string(ref->output) + " has empty records");
      auto count = i32Arg(ctx, op, 2, "the record count");
      if (!count) return count.takeError();
      auto offset = allocate(ctx, op, *ref, *count, output.stride());
      if (!offset) return offset.takeError();
      ctx.nodeRecords[&op.call] = {false, ref->output, nodeOutputAddress(ctx, *offset)};
      return true;
    }
    case DxOp::IncrementOutputCount: {
      if (auto s = needArgs(ctx, op, 3); !s) return s.takeError();
      auto ref = outputOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      auto count = i32Arg(ctx, op, 2, "the record count");
      if (!count) return count.takeError();
      auto offset = allocate(ctx, op, *ref, *count, 0);
      if (!offset) return offset.takeError();
      return true;
    }
    case DxOp::GetNodeRecordPtr: {
      if (auto s = needArgs(ctx, op, 2); !s) return s.takeError();
      auto ref = recordsOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      auto index = i32Arg(ctx, op, 2, "the record index");
      if (!index) return index.takeError();
      ir::TypeId u64 = types.intType(64);
      if (ref->input) {
        if (node.inputs[0].empty()) return ctx.error(opName(op) + ": the input has empty records");
        ir::ValueId linear = ctx.emit(ir::Op::IAdd, ctx.i32(), {firstInputRecord(ctx), *index});
        ctx.values[&op.call] = nodeRecordAddress(ctx, linear);
        ctx.recordPointers.insert(&op.call);
        return true;
      }
      ir::ValueId bytes = ctx.emit(ir::Op::IMul, u64, {ctx.emit(ir::Op::ZExt, u64, {*index}),
                                                       ctx.module.constantInt(64, node.outputs[ref->output].stride())});
      ctx.values[&op.call] = ctx.emit(ir::Op::IAdd, u64, {ref->address, bytes});
      ctx.recordPointers.insert(&op.call);
      return true;
    }
    case DxOp::OutputComplete: {
      // The layer reads the records after the dispatch: nothing to publish early.
      if (auto s = needArgs(ctx, op, 1); !s) return s.takeError();
      auto ref = recordsOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      return true;
    }
    case DxOp::GetInputRecordCount: {
      if (auto s = needArgs(ctx, op, 1); !s) return s.takeError();
      auto ref = recordsOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      if (!ref->input) return ctx.error(opName(op) + ": not an input record handle");
      ctx.values[&op.call] = ctx.node.recordCount != ir::kNoValue ? ctx.emit(ir::Op::Load, ctx.i32(), {ctx.node.recordCount})
                                                                  : ctx.module.constantInt(32, 1);
      return true;
    }
    case DxOp::FinishedCrossGroupSharing: {
      if (auto s = needArgs(ctx, op, 1); !s) return s.takeError();
      auto ref = recordsOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      const ir::NodeIo* input = node.inputs.empty() ? nullptr : &node.inputs[0];
      if (!ref->input || !input || !(input->flags & ir::kNodeIoTrackRWInputSharing))
        return ctx.error(opName(op) + ": the input record is not [NodeTrackRWInputSharing]");
      // The layer stores the record's group count in its last u32; the group that takes it
      // to zero is the last one.
      uint32_t counterOffset = input->stride() - 4;
      ir::ValueId last = groupUniform(ctx, [&] {
        ir::TypeId u64 = types.intType(64);
        ir::ValueId record = nodeRecordAddress(ctx, firstInputRecord(ctx));
        ir::ValueId counter = ctx.emit(ir::Op::IAdd, u64, {record, ctx.module.constantInt(64, counterOffset)});
        ir::ValueId old = ctx.emit(ir::Op::DeviceAtomic, ctx.i32(), {counter, ctx.module.constantInt(32, 0xffffffffu)},
                                   {4, uint64_t(ir::AtomicOp::Add)});
        ir::ValueId isLast = ctx.emit(ir::Op::ICmp, types.boolType(), {old, ctx.module.constantInt(32, 1)}, {uint64_t(ir::CmpPredicate::Eq)});
        return ctx.emit(ir::Op::Select, ctx.i32(), {isLast, ctx.module.constantInt(32, 1), ctx.module.constantInt(32, 0)});
      });
      ctx.values[&op.call] = ctx.emit(ir::Op::ICmp, types.boolType(), {last, ctx.module.constantInt(32, 0)}, {uint64_t(ir::CmpPredicate::Ne)});
      return true;
    }
    case DxOp::BarrierByNodeRecordHandle: {
      if (auto s = needArgs(ctx, op, 2); !s) return s.takeError();
      auto ref = recordsOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      auto semantics = constantArg(ctx, op, 2, "semanticFlags");
      if (!semantics) return semantics.takeError();
      if (*semantics & ~kAllSemantics) return ctx.error(opName(op) + ": invalid semantic flags " + std::to_string(*semantics));
      // Records are device memory, ordered like UAVs.
      uint64_t mode = (*semantics & kDeviceScope) ? ir::kBarrierUavFenceGlobal : ir::kBarrierUavFenceThreadGroup;
      if ((*semantics & kGroupSync) && !nodeGroupIsInvocation(ctx)) mode |= ir::kBarrierSyncThreadGroup;
      ctx.emit(ir::Op::Barrier, types.voidType(), {}, {mode});
      return true;
    }
    case DxOp::NodeOutputIsValid: {
      if (auto s = needArgs(ctx, op, 1); !s) return s.takeError();
      auto ref = outputOf(ctx, op, 1);
      if (!ref) return ref.takeError();
      // Every output the layer links exists; an output to the node itself stops at the
      // recursion limit.
      if (node.outputs[ref->output].id != node.id) {
        ctx.values[&op.call] = ctx.module.constantBool(true);
        return true;
      }
      ir::ValueId levels = readNodeValue(ctx, ir::Builtin::NodeRemainingRecursionLevels);
      ctx.values[&op.call] = ctx.emit(ir::Op::ICmp, types.boolType(), {levels, ctx.module.constantInt(32, 0)}, {uint64_t(ir::CmpPredicate::Ne)});
      return true;
    }
    case DxOp::GetRemainingRecursionLevels: {
      if (auto s = needArgs(ctx, op, 0); !s) return s.takeError();
      ctx.values[&op.call] = readNodeValue(ctx, ir::Builtin::NodeRemainingRecursionLevels);
      return true;
    }
    default:
      return false;
  }
}

}  // namespace dxsv::frontend
