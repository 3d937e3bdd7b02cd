// Work-graph node shaders: a GLCompute entry whose record bookkeeping the frontend lowered to
// ordinary IR and device-address ops. This stage owns only the node ABI's interface
// (docs/ARCHITECTURE.md, "Work graphs"): the push-constant block the layer writes per
// dispatch, the specialization constants it sets per pipeline, and the workgroup size.
#include "spirv/emit_context.h"
#include "spirv/stage.h"

namespace dxsv::spirv {

namespace {

// The layer's push-constant block, std430, in member order.
struct PushMember {
  ir::Builtin builtin;
  uint32_t bits, offset;
  const char* name;
};
constexpr PushMember kPushMembers[] = {
    {ir::Builtin::NodePayloadAddress, 64, 0, "payload"},
    {ir::Builtin::NodeLinearOffsetAddress, 64, 8, "linearOffset"},
    {ir::Builtin::NodeTotalNodesAddress, 64, 16, "total"},
    {ir::Builtin::NodeStrideOrOffsetsAddress, 64, 24, "strideOrOffsets"},
    {ir::Builtin::NodeOutputAddress, 64, 32, "output"},
    {ir::Builtin::NodeOutputAtomicAddress, 64, 40, "outputAtomics"},
    {ir::Builtin::NodeLocalRootAddress, 64, 48, "localRoot"},
    {ir::Builtin::NodeOutputOffset, 32, 56, "outputOffset"},
    {ir::Builtin::NodeRemainingRecursionLevels, 32, 60, "remainingRecursionLevels"},
};
constexpr size_t kPushMemberCount = sizeof(kPushMembers) / sizeof(kPushMembers[0]);
static_assert(kPushMembers[kPushMemberCount - 1].offset + 4 == DXSV_NODE_PUSH_CONSTANT_BYTES,
              "the block ends where the public header says");

int pushMemberIndex(ir::Builtin builtin) {
  for (size_t i = 0; i < kPushMemberCount; ++i)
    if (kPushMembers[i].builtin == builtin) return int(i);
  return -1;
}

// The boolean specialization constants (default false) and their ids.
int boolSpecId(ir::Builtin builtin) {
  switch (builtin) {
    case ir::Builtin::NodeIsEntry: return DXSV_NODE_SPEC_IS_ENTRY;
    case ir::Builtin::NodeIsIndirectStride: return DXSV_NODE_SPEC_IS_INDIRECT_STRIDE;
    case ir::Builtin::NodeIsStaticBroadcast: return DXSV_NODE_SPEC_IS_STATIC_BROADCAST;
    default: return -1;
  }
}

class NodeStage final : public StageEmitter {
 public:
  spv::ExecutionModel executionModel() const override { return spv::ExecutionModelGLCompute; }
  Status declareInterface(EmitContext&) override { return Status::success(); }
  const char* ownPushConstants() const override { return "the work-graph node ABI"; }
  uint32_t localRootArgumentsAddress(EmitContext& ctx) override {
    return loadPushMember(ctx, size_t(pushMemberIndex(ir::Builtin::NodeLocalRootAddress)));
  }

  Result<bool> emitOp(EmitContext& ctx, const ir::Instr& instr) override {
    auto compute = emitComputeBuiltin(ctx, instr);
    if (!compute || *compute || instr.op != ir::Op::ReadBuiltin) return compute;
    auto builtin = ir::Builtin(instr.lits.at(0));
    const ir::Type& t = ctx.module.types[instr.type];
    if (int member = pushMemberIndex(builtin); member >= 0) {
      if (t.kind != ir::TypeKind::Int || t.bits != kPushMembers[member].bits)
        return ctx.error("node push constant " + std::to_string(member) + " read as " + ctx.module.types.name(instr.type) +
                         ", not i" + std::to_string(kPushMembers[member].bits));
      ctx.defineAs(instr, loadPushMember(ctx, size_t(member)));
      return true;
    }
    if (int specId = boolSpecId(builtin); specId >= 0) {
      if (t.kind != ir::TypeKind::Bool) return ctx.error("node specialization constant " + std::to_string(specId) + " read as a non-bool");
      ctx.defineAs(instr, ctx.b.specConstantBool(false, uint32_t(specId)));
      return true;
    }
    if (builtin == ir::Builtin::NodeOutputIndex) {
      // The graph's index of output i's node: set per pipeline, one constant per output.
      const ir::ValueDef* output = instr.args.empty() ? nullptr : &ctx.module.value(instr.args[0]);
      if (!output || output->kind != ir::ValueKind::Constant || output->bits > 0xffffu - DXSV_NODE_SPEC_OUTPUT_BASE)
        return ctx.error("NodeOutputIndex needs a constant output index");
      if (t.kind != ir::TypeKind::Int || t.bits != 32) return ctx.error("NodeOutputIndex is read as an i32");
      ctx.defineAs(instr, ctx.b.specConstant32(ctx.u32(), 0, DXSV_NODE_SPEC_OUTPUT_BASE + uint32_t(output->bits)));
      return true;
    }
    return false;
  }

  Status finish(EmitContext& ctx, uint32_t fn) override {
    if (ctx.entry.node.launch == ir::NodeLaunch::Thread) {
      // The layer packs thread-launch records into groups whose width it chooses per pipeline.
      uint32_t u32 = ctx.u32(), one = ctx.u32Const(1);
      uint32_t x = ctx.b.specConstant32(u32, DXSV_NODE_THREAD_LAUNCH_GROUP_SIZE, DXSV_NODE_SPEC_THREAD_GROUP_SIZE_X);
      uint32_t size = ctx.b.specConstantComposite(ctx.b.typeVector(u32, 3), {x, one, one});
      ctx.b.decorate(size, spv::DecorationBuiltIn, {uint32_t(spv::BuiltInWorkgroupSize)});
    } else {
      const auto& threads = ctx.entry.numThreads;
      ctx.b.executionMode(fn, spv::ExecutionModeLocalSize, {threads[0], threads[1], threads[2]});
    }
    return declareDerivativeGroup(ctx, fn, {"node shader", true});
  }

 private:
  // Member `index` of the push-constant block, declared at its first read.
  uint32_t loadPushMember(EmitContext& ctx, size_t index) {
    Builder& b = ctx.b;
    if (!block_) {
      std::vector<uint32_t> members;
      for (const PushMember& m : kPushMembers) members.push_back(b.typeInt(m.bits));
      uint32_t type = b.typeStructUnique(members);
      b.decorate(type, spv::DecorationBlock);
      for (size_t i = 0; i < kPushMemberCount; ++i) {
        b.memberDecorate(type, uint32_t(i), spv::DecorationOffset, {kPushMembers[i].offset});
        b.memberName(type, uint32_t(i), kPushMembers[i].name);
      }
      b.name(type, "NodeDispatch");
      block_ = b.variable(b.typePointer(spv::StorageClassPushConstant, type), spv::StorageClassPushConstant);
      b.name(block_, "node");
      if (ctx.interfaceListsAllGlobals()) ctx.interface.push_back(block_);
    }
    uint32_t type = b.typeInt(kPushMembers[index].bits);
    uint32_t pointer = ctx.op(spv::OpAccessChain, b.typePointer(spv::StorageClassPushConstant, type), {block_, ctx.u32Const(uint32_t(index))});
    return ctx.op(spv::OpLoad, type, {pointer});
  }

  uint32_t block_ = 0;  // the PushConstant variable
};

}  // namespace

std::unique_ptr<StageEmitter> makeNodeStage() { return std::make_unique<NodeStage>(); }

}  // namespace dxsv::spirv
