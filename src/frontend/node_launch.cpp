// Work-graph nodes: the launch wrapper and the helpers that read input records and allocate
// output records the way the layer's scheduler expects (docs/ARCHITECTURE.md, "Work graphs").
#include "frontend/node_launch.h"

#include <array>

#include "dxil_spirv/dxil_spirv.h"

namespace dxsv::frontend {

namespace {

// The layer splits a dispatch's X into rows of this many groups (Y counts the rows).
constexpr uint32_t kGroupRow = 32 * 1024;
// A packed output entry counts at most this many records (8 bits of count - 1).
constexpr uint32_t kRecordsPerEntry = 256;
// Output allocations start 16-byte aligned, whatever the records' alignment.
constexpr uint32_t kAllocationAlign = 16;

// Builds blocks of another function with ctx.emit, then returns to where lowering was.
class FunctionScope {
 public:
  FunctionScope(LowerContext& ctx, ir::FunctionId function)
      : ctx_(ctx), function_(ctx.functionId), block_(ctx.currentBlock), instr_(ctx.currentInstr) {
    ctx.functionId = function;
    ctx.currentInstr = nullptr;
    ctx.currentBlock = ctx.function().addBlock("entry");
  }
  ~FunctionScope() {
    ctx_.functionId = function_;
    ctx_.currentBlock = block_;
    ctx_.currentInstr = instr_;
  }
  ir::BlockId block(const char* name) { return ctx_.function().addBlock(name); }

 private:
  LowerContext& ctx_;
  ir::FunctionId function_;
  ir::BlockId block_;
  const llvm::Instruction* instr_;
};

struct Emit {
  LowerContext& ctx;
  ir::TypeId u32() { return ctx.i32(); }
  ir::TypeId u64() { return ctx.module.types.intType(64); }
  ir::TypeId boolean() { return ctx.module.types.boolType(); }
  ir::ValueId c32(uint64_t v) { return ctx.module.constantInt(32, v); }
  ir::ValueId c64(uint64_t v) { return ctx.module.constantInt(64, v); }
  ir::ValueId op(ir::Op op, ir::TypeId type, ir::ValueList args, ir::LiteralList lits = {}) {
    return ctx.emit(op, type, std::move(args), std::move(lits));
  }
  ir::ValueId add32(ir::ValueId a, ir::ValueId b) { return op(ir::Op::IAdd, u32(), {a, b}); }
  ir::ValueId mul32(ir::ValueId a, ir::ValueId b) { return op(ir::Op::IMul, u32(), {a, b}); }
  ir::ValueId wide(ir::ValueId v) { return op(ir::Op::ZExt, u64(), {v}); }
  ir::ValueId add64(ir::ValueId a, ir::ValueId b) { return op(ir::Op::IAdd, u64(), {a, b}); }
  ir::ValueId offset(ir::ValueId address, ir::ValueId bytes32) { return add64(address, wide(bytes32)); }
  ir::ValueId ult(ir::ValueId a, ir::ValueId b) { return op(ir::Op::ICmp, boolean(), {a, b}, {uint64_t(ir::CmpPredicate::Ult)}); }
  ir::ValueId load32(ir::ValueId address) { return op(ir::Op::DeviceLoad, u32(), {address}, {4}); }
  ir::ValueId atomicAdd(ir::ValueId address, ir::ValueId value) {
    return op(ir::Op::DeviceAtomic, u32(), {address, value}, {4, uint64_t(ir::AtomicOp::Add)});
  }
  ir::ValueId builtin(ir::Builtin b, uint32_t component) {
    return op(ir::Op::ReadBuiltin, u32(), {c32(component)}, {uint64_t(b)});
  }
  void branch(ir::BlockId to) { ctx.emit(ir::Op::Branch, ctx.module.types.voidType(), {}, {}, {to}); }
  void condBranch(ir::ValueId cond, ir::BlockId t, ir::BlockId f) {
    ctx.emit(ir::Op::CondBranch, ctx.module.types.voidType(), {cond}, {}, {t, f});
  }
  void store(ir::ValueId pointer, ir::ValueId value) { ctx.emit(ir::Op::Store, ctx.module.types.voidType(), {pointer, value}); }
  void at(ir::BlockId block) { ctx.currentBlock = block; }
  // A loop's back edge: `value` flows into `phi` (in `block`) from `from`.
  void addIncoming(ir::BlockId block, ir::ValueId phi, ir::ValueId value, ir::BlockId from) {
    for (ir::Instr& in : ctx.function().blocks[block].instrs)
      if (in.op == ir::Op::Phi && in.result == phi) {
        in.args.push_back(value);
        in.targets.push_back(from);
      }
  }
};

ir::ValueId privateVariable(LowerContext& ctx, ir::TypeId type, const char* name) {
  return ctx.module.variable(ctx.module.types.pointerType(type, ir::AddressSpace::Private), ir::kNoValue, name);
}

// u64 (u32 linear): entry pipelines read the application's records (directly, or through the
// GPU input's address and stride), later levels the payload buffer at the layer's offsets.
ir::FunctionId buildRecordAddress(LowerContext& ctx) {
  ir::FunctionId fn = ctx.module.addFunction("node.recordAddress");
  Emit e{ctx};
  ctx.module.functions[fn].returnType = e.u64();
  ir::ValueId linear = ctx.module.parameter(fn, e.u32(), "linear");
  FunctionScope scope(ctx, fn);
  ir::BlockId entry = scope.block("entry.records"), indirect = scope.block("indirect"), direct = scope.block("direct"),
              level = scope.block("level"), join = scope.block("join");
  e.condBranch(readNodeValue(ctx, ir::Builtin::NodeIsEntry), entry, level);

  e.at(entry);
  e.condBranch(readNodeValue(ctx, ir::Builtin::NodeIsIndirectStride), indirect, direct);

  e.at(indirect);
  ir::ValueId base = e.op(ir::Op::DeviceLoad, e.u64(), {readNodeValue(ctx, ir::Builtin::NodePayloadAddress)}, {8});
  ir::ValueId stride = e.load32(readNodeValue(ctx, ir::Builtin::NodeStrideOrOffsetsAddress));
  ir::ValueId fromIndirect = e.add64(base, e.op(ir::Op::IMul, e.u64(), {e.wide(linear), e.wide(stride)}));
  e.branch(join);

  e.at(direct);
  ir::ValueId strideValue = e.op(ir::Op::Trunc, e.u32(), {readNodeValue(ctx, ir::Builtin::NodeStrideOrOffsetsAddress)});
  ir::ValueId fromDirect = e.add64(readNodeValue(ctx, ir::Builtin::NodePayloadAddress),
                                   e.op(ir::Op::IMul, e.u64(), {e.wide(linear), e.wide(strideValue)}));
  e.branch(join);

  e.at(level);
  ir::ValueId offsets = readNodeValue(ctx, ir::Builtin::NodeStrideOrOffsetsAddress);
  ir::ValueId byteOffset = e.load32(e.add64(offsets, e.op(ir::Op::IMul, e.u64(), {e.wide(linear), e.c64(4)})));
  ir::ValueId fromLevel = e.offset(readNodeValue(ctx, ir::Builtin::NodePayloadAddress), byteOffset);
  e.branch(join);

  e.at(join);
  ir::ValueId address = ctx.emit(ir::Op::Phi, e.u64(), {fromIndirect, fromDirect, fromLevel}, {}, {indirect, direct, level});
  ctx.emit(ir::Op::Return, ctx.module.types.voidType(), {address});
  return fn;
}

// u32 byte offset (u32 node, u32 count, u32 stride): payload bytes from the level's counter,
// packed (node, count) entries for the layer's payload expander, and the node's record count.
ir::FunctionId buildAllocate(LowerContext& ctx) {
  ir::FunctionId fn = ctx.module.addFunction("node.allocate");
  Emit e{ctx};
  ctx.module.functions[fn].returnType = e.u32();
  ir::ValueId node = ctx.module.parameter(fn, e.u32(), "node");
  ir::ValueId count = ctx.module.parameter(fn, e.u32(), "count");
  ir::ValueId stride = ctx.module.parameter(fn, e.u32(), "stride");
  FunctionScope scope(ctx, fn);
  ir::BlockId start = ctx.currentBlock, header = scope.block("entries"), body = scope.block("entry"),
              done = scope.block("done");
  ir::ValueId atomics = readNodeValue(ctx, ir::Builtin::NodeOutputAtomicAddress);
  ir::ValueId bytes = e.op(ir::Op::And, e.u32(), {e.add32(e.mul32(count, stride), e.c32(kAllocationAlign - 1)),
                                                  e.c32(~uint64_t(kAllocationAlign - 1) & 0xffffffffu)});
  ir::ValueId first = e.atomicAdd(atomics, bytes);
  ir::ValueId nodeCounter = e.offset(atomics, e.add32(e.c32(8), e.mul32(node, e.c32(4))));
  e.atomicAdd(nodeCounter, count);
  ir::ValueId entriesBase = e.add32(readNodeValue(ctx, ir::Builtin::NodeOutputOffset), e.c32(2));
  e.branch(header);

  e.at(header);
  ir::ValueId k = ctx.emit(ir::Op::Phi, e.u32(), {e.c32(0)}, {}, {start});
  e.condBranch(e.ult(k, count), body, done);

  e.at(body);
  ir::ValueId chunk = ctx.emitMath(ir::MathOp::UMin, e.u32(), {e.op(ir::Op::ISub, e.u32(), {count, k}), e.c32(kRecordsPerEntry)});
  ir::ValueId slot = e.atomicAdd(e.offset(atomics, e.c32(4)), e.c32(1));
  ir::ValueId word = e.add32(entriesBase, e.mul32(slot, e.c32(2)));
  ir::ValueId where = e.add64(atomics, e.op(ir::Op::IMul, e.u64(), {e.wide(word), e.c64(4)}));
  ir::ValueId packed = e.op(ir::Op::Or, e.u32(), {e.op(ir::Op::Shl, e.u32(), {node, e.c32(8)}),
                                                  e.op(ir::Op::ISub, e.u32(), {chunk, e.c32(1)})});
  ir::ValueId payloadOffset = e.add32(first, e.mul32(k, stride));
  ir::TypeId pair = ctx.module.types.vectorType(e.u32(), 2);
  ir::ValueId entry = e.op(ir::Op::CompositeConstruct, pair, {packed, payloadOffset});
  ctx.emit(ir::Op::DeviceStore, ctx.module.types.voidType(), {where, entry}, {8});
  ir::ValueId nextK = e.add32(k, e.c32(kRecordsPerEntry));
  ir::BlockId bodyEnd = ctx.currentBlock;
  e.branch(header);
  e.addIncoming(header, k, nextK, bodyEnd);

  e.at(done);
  ctx.emit(ir::Op::Return, ctx.module.types.voidType(), {first});
  return fn;
}

ir::ValueId callHelper(LowerContext& ctx, ir::FunctionId fn, ir::TypeId type, ir::ValueList args) {
  return ctx.emit(ir::Op::Call, type, std::move(args), {uint64_t(fn)});
}

// SV_GroupID of the broadcasting node's current (virtual) group.
void storeGroupId(LowerContext& ctx, ir::ValueId x, ir::ValueId y, ir::ValueId z) {
  Emit e{ctx};
  ir::ValueId parts[3] = {x, y, z};
  for (uint32_t c = 0; c < 3; ++c) {
    ir::ValueId element =
        e.op(ir::Op::AccessChain, ctx.module.types.pointerType(e.u32(), ir::AddressSpace::Private), {ctx.node.groupId, e.c32(c)});
    e.store(element, parts[c]);
  }
}


// The dispatch grid of input record `index` of a broadcasting node: SV_DispatchGrid from the
// record under [NodeMaxDispatchGrid] (absent components 1), else [NodeDispatchGrid].
std::array<ir::ValueId, 3> dispatchGrid(LowerContext& ctx, ir::ValueId index) {
  Emit e{ctx};
  const ir::NodeState& node = ctx.entry().node;
  std::array<ir::ValueId, 3> grid;
  const ir::NodeIo* input = node.inputs.empty() ? nullptr : &node.inputs[0];
  if (node.maxDispatchGrid && input && input->record.hasDispatchGrid) {
    ir::ValueId record = nodeRecordAddress(ctx, index);
    const ir::NodeRecordType& r = input->record;
    const uint32_t bytes = r.gridComponentBytes();
    for (uint32_t c = 0; c < 3; ++c) {
      if (c >= r.gridComponents) {
        grid[c] = e.c32(1);
        continue;
      }
      ir::ValueId at = e.offset(record, e.c32(r.gridOffset + c * bytes));
      grid[c] = bytes == 2 ? e.op(ir::Op::ZExt, e.u32(), {e.op(ir::Op::DeviceLoad, ctx.module.types.intType(16), {at}, {2})})
                       : e.load32(at);
    }
    return grid;
  }
  for (uint32_t c = 0; c < 3; ++c) grid[c] = e.c32(node.dispatchGrid[c] ? node.dispatchGrid[c] : 1);
  return grid;
}

void callBody(LowerContext& ctx, ir::FunctionId body) { ctx.emit(ir::Op::Call, ctx.module.types.voidType(), {}, {uint64_t(body)}); }

}  // namespace

void declareNodeState(LowerContext& ctx) {
  Emit e{ctx};
  ctx.node.recordIndex = privateVariable(ctx, e.u32(), "node.recordIndex");
  if (ctx.entry().node.launch == ir::NodeLaunch::Coalescing)
    ctx.node.recordCount = privateVariable(ctx, e.u32(), "node.recordCount");
  if (ctx.entry().node.launch == ir::NodeLaunch::Broadcasting)
    ctx.node.groupId = privateVariable(ctx, ctx.module.types.arrayType(e.u32(), 3), "node.groupId");
}

ir::ValueId readNodeValue(LowerContext& ctx, ir::Builtin builtin, ir::ValueList args) {
  Emit e{ctx};
  ir::TypeId type = e.u32();
  switch (builtin) {
    case ir::Builtin::NodePayloadAddress: case ir::Builtin::NodeLinearOffsetAddress:
    case ir::Builtin::NodeTotalNodesAddress: case ir::Builtin::NodeStrideOrOffsetsAddress:
    case ir::Builtin::NodeOutputAddress: case ir::Builtin::NodeOutputAtomicAddress:
    case ir::Builtin::NodeLocalRootAddress:
      type = e.u64();
      break;
    case ir::Builtin::NodeIsEntry: case ir::Builtin::NodeIsIndirectStride: case ir::Builtin::NodeIsStaticBroadcast:
      type = e.boolean();
      break;
    default: break;
  }
  return ctx.emit(ir::Op::ReadBuiltin, type, std::move(args), {uint64_t(builtin)});
}

ir::ValueId nodeRecordAddress(LowerContext& ctx, ir::ValueId linear) {
  if (ctx.node.recordAddress == ir::kNoFunction) ctx.node.recordAddress = buildRecordAddress(ctx);
  return callHelper(ctx, ctx.node.recordAddress, ctx.module.types.intType(64), {linear});
}

ir::ValueId nodeAllocate(LowerContext& ctx, ir::ValueId nodeIndex, ir::ValueId count, uint32_t stride) {
  if (ctx.node.allocate == ir::kNoFunction) ctx.node.allocate = buildAllocate(ctx);
  Emit e{ctx};
  return callHelper(ctx, ctx.node.allocate, e.u32(), {nodeIndex, count, e.c32(stride)});
}

ir::ValueId nodeOutputAddress(LowerContext& ctx, ir::ValueId offset) {
  return Emit{ctx}.offset(readNodeValue(ctx, ir::Builtin::NodeOutputAddress), offset);
}

bool nodeGroupIsInvocation(const LowerContext& ctx) { return ctx.entry().node.launch == ir::NodeLaunch::Thread; }

ir::ValueId groupUniform(LowerContext& ctx, const std::function<ir::ValueId()>& body) {
  Emit e{ctx};
  if (ctx.node.shared == ir::kNoValue)
    ctx.node.shared = ctx.module.variable(ctx.module.types.pointerType(e.u32(), ir::AddressSpace::Workgroup), ir::kNoValue, "node.shared");
  const uint64_t sync = ir::kBarrierSyncThreadGroup | ir::kBarrierTgsmFence;
  // The first barrier keeps the previous use's readers ahead of this write.
  ctx.emit(ir::Op::Barrier, ctx.module.types.voidType(), {}, {sync});
  ir::ValueId index = ctx.emit(ir::Op::ReadBuiltin, e.u32(), {}, {uint64_t(ir::Builtin::FlattenedThreadIdInGroup)});
  ir::ValueId first = e.op(ir::Op::ICmp, e.boolean(), {index, e.c32(0)}, {uint64_t(ir::CmpPredicate::Eq)});
  ctx.emitIf(first, true, "node_group", [&] { e.store(ctx.node.shared, body()); });
  ctx.emit(ir::Op::Barrier, ctx.module.types.voidType(), {}, {sync});
  return ctx.emit(ir::Op::Load, e.u32(), {ctx.node.shared});
}

Status buildNodeEntry(LowerContext& ctx, ir::FunctionId body) {
  const ir::NodeState& node = ctx.entry().node;
  ir::FunctionId fn = ctx.module.addFunction("node.launch");
  FunctionScope scope(ctx, fn);
  Emit e{ctx};
  ir::BlockId end = scope.block("end");
  ir::ValueId group = e.add32(e.mul32(e.builtin(ir::Builtin::GroupId, 1), e.c32(kGroupRow)), e.builtin(ir::Builtin::GroupId, 0));
  ir::ValueId firstIndex = e.load32(readNodeValue(ctx, ir::Builtin::NodeLinearOffsetAddress));
  ir::ValueId endIndex = e.load32(readNodeValue(ctx, ir::Builtin::NodeTotalNodesAddress));
  switch (node.launch) {
    case ir::NodeLaunch::Broadcasting: {
      ir::BlockId fixed = scope.block("static"), dynamic = scope.block("dynamic"), grid = scope.block("grid"),
                  header = scope.block("groups"), run = scope.block("group");
      e.condBranch(readNodeValue(ctx, ir::Builtin::NodeIsStaticBroadcast), fixed, dynamic);
      // One record, dispatched as its grid: the workgroup is the group.
      e.at(fixed);
      e.store(ctx.node.recordIndex, e.c32(0));
      storeGroupId(ctx, e.builtin(ir::Builtin::GroupId, 0), e.builtin(ir::Builtin::GroupId, 1), e.builtin(ir::Builtin::GroupId, 2));
      callBody(ctx, body);
      e.branch(end);
      // A workgroup per record; Z walks the record's grid (the layer's amplification).
      e.at(dynamic);
      ir::ValueId index = e.add32(firstIndex, group);
      e.condBranch(e.ult(index, endIndex), grid, end);
      e.at(grid);
      e.store(ctx.node.recordIndex, index);
      auto size = dispatchGrid(ctx, index);
      ir::ValueId planeSize = e.mul32(size[0], size[1]);
      ir::ValueId total = e.mul32(planeSize, size[2]);
      ir::ValueId start = e.builtin(ir::Builtin::GroupId, 2);
      ir::ValueId step = e.builtin(ir::Builtin::NumWorkGroups, 2);
      ir::BlockId gridEnd = ctx.currentBlock;
      e.branch(header);
      e.at(header);
      ir::ValueId v = ctx.emit(ir::Op::Phi, e.u32(), {start}, {}, {gridEnd});
      e.condBranch(e.ult(v, total), run, end);
      e.at(run);
      ir::ValueId x = e.op(ir::Op::URem, e.u32(), {v, size[0]});
      ir::ValueId y = e.op(ir::Op::URem, e.u32(), {e.op(ir::Op::UDiv, e.u32(), {v, size[0]}), size[1]});
      ir::ValueId z = e.op(ir::Op::UDiv, e.u32(), {v, planeSize});
      storeGroupId(ctx, x, y, z);
      callBody(ctx, body);
      ir::ValueId next = e.add32(v, step);
      ir::BlockId runEnd = ctx.currentBlock;
      e.branch(header);
      e.addIncoming(header, v, next, runEnd);
      break;
    }
    case ir::NodeLaunch::Coalescing: {
      const uint32_t perGroup = node.coalesceFactor();
      ir::BlockId run = scope.block("records");
      ir::ValueId base = e.add32(firstIndex, e.mul32(group, e.c32(perGroup)));
      e.condBranch(e.ult(base, endIndex), run, end);
      e.at(run);
      ir::ValueId left = e.op(ir::Op::ISub, e.u32(), {endIndex, base});
      e.store(ctx.node.recordIndex, base);
      e.store(ctx.node.recordCount, ctx.emitMath(ir::MathOp::UMin, e.u32(), {left, e.c32(perGroup)}));
      callBody(ctx, body);
      e.branch(end);
      break;
    }
    case ir::NodeLaunch::Thread: {
      ir::BlockId run = scope.block("record");
      ir::ValueId lane = ctx.emit(ir::Op::ReadBuiltin, e.u32(), {}, {uint64_t(ir::Builtin::FlattenedThreadIdInGroup)});
      ir::ValueId index = e.add32(e.add32(firstIndex, e.mul32(group, e.c32(DXSV_NODE_THREAD_LAUNCH_GROUP_SIZE))), lane);
      e.condBranch(e.ult(index, endIndex), run, end);
      e.at(run);
      e.store(ctx.node.recordIndex, index);
      callBody(ctx, body);
      e.branch(end);
      break;
    }
    default:
      return makeError("work-graph node '" + ctx.entry().name + "': invalid launch type");
  }
  e.at(end);
  ctx.emit(ir::Op::Return, ctx.module.types.voidType());
  ctx.module.entryPoints.front().function = fn;
  return Status::success();
}

}  // namespace dxsv::frontend
