// Work-graph node exports: the node properties of a dx.entryPoints record (DXIL 1.8). The
// property list and each node input / output are tag-value lists; a record type nests one more.
#include "frontend/node_metadata.h"

#include <llvm/IR/Constants.h>

#include <functional>

#include "common/escape.h"

namespace dxsv::frontend {

namespace {

// Entry property tags a node uses.
constexpr uint64_t kNumThreadsTag = 4, kNodeLaunchTag = 13, kIsProgramEntryTag = 14, kNodeIdTag = 15,
                   kLocalRootIndexTag = 16, kShareInputOfTag = 17, kDispatchGridTag = 18, kMaxRecursionTag = 19,
                   kInputsTag = 20, kOutputsTag = 21, kMaxDispatchGridTag = 22;
// Node input / output tags.
constexpr uint64_t kIoIdTag = 0, kIoFlagsTag = 1, kIoRecordTypeTag = 2, kIoMaxRecordsTag = 3,
                   kIoMaxRecordsSharedWithTag = 4, kIoArraySizeTag = 5, kIoSparseTag = 6;
// Record type tags.
constexpr uint64_t kRecordSizeTag = 0, kRecordGridTag = 1, kRecordAlignTag = 2;

constexpr uint32_t kKnownIoFlags = 0x37f;  // every NodeIOFlags bit DXIL 1.8 defines
// D3D12 limits (work graphs spec): a record is at most 32 KB, a dispatch grid at most 65535
// groups per dimension and 2^24 in all, a graph at most 32 levels deep.
constexpr uint32_t kMaxRecordBytes = 32768, kMaxGridDimension = 65535, kMaxGridGroups = 1u << 24;
constexpr uint32_t kMaxRecursionDepth = 32;

std::string propertyName(uint64_t tag) {
  const char* name = "";
  switch (tag) {
    case kNumThreadsTag: name = "NumThreads"; break;
    case kNodeLaunchTag: name = "NodeLaunch"; break;
    case kIsProgramEntryTag: name = "NodeIsProgramEntry"; break;
    case kNodeIdTag: name = "NodeID"; break;
    case kLocalRootIndexTag: name = "NodeLocalRootArgumentsTableIndex"; break;
    case kShareInputOfTag: name = "NodeShareInputOf"; break;
    case kDispatchGridTag: name = "NodeDispatchGrid"; break;
    case kMaxRecursionTag: name = "NodeMaxRecursionDepth"; break;
    case kInputsTag: name = "NodeInputs"; break;
    case kOutputsTag: name = "NodeOutputs"; break;
    case kMaxDispatchGridTag: name = "NodeMaxDispatchGrid"; break;
  }
  return std::string(name) + " (tag " + std::to_string(tag) + ")";
}

std::string ioTagName(uint64_t tag) {
  static const char* const names[] = {"OutputID", "IOFlags", "RecordType", "MaxRecords",
                                      "MaxRecordsSharedWith", "OutputArraySize", "AllowSparseNodes"};
  return std::string(tag < std::size(names) ? names[tag] : "") + " (tag " + std::to_string(tag) + ")";
}

const llvm::ConstantInt* constantInt(const llvm::MDOperand& op) {
  auto* cmd = llvm::dyn_cast_or_null<llvm::ConstantAsMetadata>(op.get());
  return cmd ? llvm::dyn_cast<llvm::ConstantInt>(cmd->getValue()) : nullptr;
}

// An integer whose bits fit 32 (an i32 -1 reads 0xffffffff; an i64 -1 does not fit).
std::optional<uint32_t> u32(const llvm::MDOperand& op) {
  const llvm::ConstantInt* ci = constantInt(op);
  if (!ci || ci->getValue().getActiveBits() > 32) return std::nullopt;
  return uint32_t(ci->getValue().getZExtValue());
}

std::optional<bool> boolean(const llvm::MDOperand& op) {
  const llvm::ConstantInt* ci = constantInt(op);
  if (!ci) return std::nullopt;
  return !ci->isZero();
}

const llvm::MDNode* list(const llvm::MDOperand& op) { return llvm::dyn_cast_or_null<llvm::MDNode>(op.get()); }

// Builds the messages of one export: "DXIL metadata: node 'X': <where>: <what>".
struct Reader {
  const std::string& exportName;

  Error fail(const std::string& where, const std::string& what) const {
    return makeError("DXIL metadata: node '" + escapeText(exportName) + "': " + where + ": " + what);
  }

  // Calls fn(tag, value) for each pair of a tag-value list; tags fn reads (`known`) may appear
  // once. Others are left to other readers or ignored (new tags of later DXIL versions).
  Status forEachTag(const llvm::MDNode* md, const std::string& where, const std::function<bool(uint64_t)>& known,
                    const std::function<Status(uint64_t, const llvm::MDOperand&)>& fn) const {
    if (md->getNumOperands() % 2) return fail(where, "a tag-value list has an odd number of operands");
    uint64_t seen = 0;
    for (unsigned i = 0; i < md->getNumOperands(); i += 2) {
      auto tag = u32(md->getOperand(i));
      if (!tag) return fail(where, "operand " + std::to_string(i) + " is not a 32-bit integer tag");
      if (!known(*tag)) continue;
      if (seen & (1ull << *tag)) return fail(where, "tag " + std::to_string(*tag) + " appears twice");
      seen |= 1ull << *tag;
      if (Status s = fn(*tag, md->getOperand(i + 1)); !s) return s;
    }
    return Status::success();
  }

  // !{!"name", i32 index}
  Status nodeId(const llvm::MDOperand& op, const std::string& where, std::string& name, uint32_t& index) const {
    const llvm::MDNode* md = list(op);
    if (!md || md->getNumOperands() != 2) return fail(where, "must be a list of a name and an index");
    auto* str = llvm::dyn_cast_or_null<llvm::MDString>(md->getOperand(0).get());
    auto i = u32(md->getOperand(1));
    if (!str || str->getString().empty()) return fail(where, "the node name is not a non-empty string");
    if (!i) return fail(where, "the array index is not a 32-bit integer");
    name = str->getString().str();
    index = *i;
    return Status::success();
  }

  // !{x, y, z}, each in [1, max], their product at most maxTotal.
  Status triple(const llvm::MDOperand& op, const std::string& where, uint32_t max, uint32_t maxTotal,
                uint32_t out[3]) const {
    const llvm::MDNode* md = list(op);
    if (!md || md->getNumOperands() != 3) return fail(where, "must be a list of 3 integers");
    uint64_t total = 1;
    for (unsigned d = 0; d < 3; ++d) {
      auto v = u32(md->getOperand(d));
      if (!v || *v == 0 || *v > max) return fail(where, "value " + std::to_string(d) + " is not in [1, " + std::to_string(max) + "]");
      out[d] = *v;
      total *= *v;
    }
    if (total > maxTotal) return fail(where, "more than " + std::to_string(maxTotal) + " in all");
    return Status::success();
  }

  Status recordType(const llvm::MDOperand& op, const std::string& where, ir::NodeRecordType& record) const {
    const llvm::MDNode* md = list(op);
    if (!md) return fail(where, "is not a list");
    bool hasSize = false;
    Status s = forEachTag(md, where, [](uint64_t t) { return t <= kRecordAlignTag; }, [&](uint64_t tag, const llvm::MDOperand& v) -> Status {
      if (tag == kRecordSizeTag) {
        auto size = u32(v);
        if (!size || *size == 0 || *size > kMaxRecordBytes)
          return fail(where, "size (tag 0) is not in [1, " + std::to_string(kMaxRecordBytes) + "]");
        record.size = *size;
        hasSize = true;
      } else if (tag == kRecordAlignTag) {
        auto align = u32(v);
        if (!align || *align > 256 || (*align & (*align - 1)))
          return fail(where, "alignment (tag 2) is not a power of two up to 256");
        record.alignment = *align;
      } else {
        const llvm::MDNode* grid = list(v);
        auto offset = grid && grid->getNumOperands() == 3 ? u32(grid->getOperand(0)) : std::nullopt;
        auto type = grid && grid->getNumOperands() == 3 ? u32(grid->getOperand(1)) : std::nullopt;
        auto count = grid && grid->getNumOperands() == 3 ? u32(grid->getOperand(2)) : std::nullopt;
        if (!offset || !type || !count)
          return fail(where, "SV_DispatchGrid (tag 1) must be a list of byte offset, component type and count");
        // DXIL ComponentType: 2 I16, 3 U16, 4 I32, 5 U32.
        if (*type < 2 || *type > 5) return fail(where, "SV_DispatchGrid (tag 1) component type " + std::to_string(*type) + " is not a 16- or 32-bit integer");
        if (*count < 1 || *count > 3) return fail(where, "SV_DispatchGrid (tag 1) has " + std::to_string(*count) + " components, not 1 to 3");
        record.hasDispatchGrid = true;
        record.gridOffset = *offset;
        record.gridType = ir::ComponentType(*type);
        record.gridComponents = *count;
      }
      return Status::success();
    });
    if (!s) return s;
    if (!hasSize) return fail(where, "has no size (tag 0)");
    if (record.hasDispatchGrid) {
      uint32_t bytes = record.gridComponentBytes();
      if (record.gridOffset % bytes || uint64_t(record.gridOffset) + bytes * record.gridComponents > record.size)
        return fail(where, "SV_DispatchGrid (tag 1) is misaligned or outside the record");
    }
    return Status::success();
  }

  Status io(const llvm::MDOperand& op, const std::string& where, bool output, ir::NodeIo& io) const {
    const llvm::MDNode* md = list(op);
    if (!md) return fail(where, "is not a list");
    bool hasFlags = false, hasRecord = false, hasId = false, hasArraySize = false;
    Status s = forEachTag(md, where, [](uint64_t t) { return t <= kIoSparseTag; }, [&](uint64_t tag, const llvm::MDOperand& v) -> Status {
      std::string at = where + ": " + ioTagName(tag);
      switch (tag) {
        case kIoIdTag: hasId = true; return nodeId(v, at, io.id, io.idIndex);
        case kIoRecordTypeTag: hasRecord = true; return recordType(v, at, io.record);
        case kIoSparseTag: {
          auto b = boolean(v);
          if (!b) return fail(at, "is not an integer");
          io.allowSparseNodes = *b;
          return Status::success();
        }
      }
      auto value = u32(v);
      if (!value) return fail(at, "is not a 32-bit integer");
      switch (tag) {
        case kIoFlagsTag:
          if (*value & ~kKnownIoFlags) return fail(at, "has unknown bits " + std::to_string(*value & ~kKnownIoFlags));
          io.flags = *value;
          hasFlags = true;
          break;
        case kIoMaxRecordsTag: io.maxRecords = *value; break;
        case kIoMaxRecordsSharedWithTag: io.maxRecordsSharedWith = *value; break;
        case kIoArraySizeTag:
          if (*value == 0) return fail(at, "is 0");
          io.arraySize = *value;  // 0xffffffff (i32 -1): unbounded, as ir::kNodeUnbounded
          hasArraySize = true;
          break;
      }
      return Status::success();
    });
    if (!s) return s;
    if (!hasFlags) return fail(where, "has no IOFlags (tag 1)");
    uint32_t kind = output ? ir::kNodeIoOutput : ir::kNodeIoInput;
    if ((io.flags & (ir::kNodeIoInput | ir::kNodeIoOutput)) != kind)
      return fail(where, "IOFlags (tag 1) " + std::to_string(io.flags) + " do not say " + (output ? "output" : "input"));
    if (!io.empty() && !hasRecord) return fail(where, "has records but no RecordType (tag 2)");
    if (output && !hasId) return fail(where, "has no OutputID (tag 0)");
    if (((io.flags & ir::kNodeIoNodeArray) != 0) != hasArraySize)
      return fail(where, "the NodeArray flag and OutputArraySize (tag 5) must come together");
    return Status::success();
  }
};

}  // namespace

Result<NodeProperties> readNodeProperties(const llvm::MDNode* props, const std::string& exportName) {
  Reader r{exportName};
  NodeProperties out;
  ir::NodeState& node = out.node;
  node.id = exportName;  // [NodeID] defaults to the export's name, index 0
  if (!props) return r.fail("properties", "the export has no property list");
  bool hasThreads = false, hasGrid = false;
  const llvm::MDNode* inputs = nullptr;
  const llvm::MDNode* outputs = nullptr;
  auto known = [](uint64_t t) { return t == kNumThreadsTag || (t >= kNodeLaunchTag && t <= kMaxDispatchGridTag); };
  Status s = r.forEachTag(props, "properties", known, [&](uint64_t tag, const llvm::MDOperand& v) -> Status {
    std::string at = propertyName(tag);
    switch (tag) {
      case kNumThreadsTag: hasThreads = true; return r.triple(v, at, 1024, 1024, out.numThreads);
      case kNodeIdTag: return r.nodeId(v, at, node.id, node.idIndex);
      case kShareInputOfTag: return r.nodeId(v, at, node.shareInputOf, node.shareInputOfIndex);
      case kDispatchGridTag:
      case kMaxDispatchGridTag:
        if (hasGrid) return r.fail(at, "a node has one of NodeDispatchGrid (tag 18) and NodeMaxDispatchGrid (tag 22)");
        hasGrid = true;
        node.maxDispatchGrid = tag == kMaxDispatchGridTag;
        return r.triple(v, at, kMaxGridDimension, kMaxGridGroups, node.dispatchGrid);
      case kInputsTag:
      case kOutputsTag:
        (tag == kInputsTag ? inputs : outputs) = list(v);
        if (!list(v)) return r.fail(at, "is not a list");
        return Status::success();
      case kIsProgramEntryTag: {
        auto b = boolean(v);
        if (!b) return r.fail(at, "is not an integer");
        node.isProgramEntry = *b;
        return Status::success();
      }
    }
    auto value = u32(v);
    if (!value) return r.fail(at, "is not a 32-bit integer");
    if (tag == kNodeLaunchTag) {
      if (*value < 1 || *value > 3) return r.fail(at, "launch type " + std::to_string(*value) + " is not 1 (broadcasting), 2 (coalescing) or 3 (thread)");
      node.launch = ir::NodeLaunch(*value);
    } else if (tag == kLocalRootIndexTag) {
      node.localRootArgumentsTableIndex = *value;  // i32 -1 (none) reads ir::kNodeUnbounded
    } else if (tag == kMaxRecursionTag) {
      if (*value > kMaxRecursionDepth) return r.fail(at, std::to_string(*value) + " is more than the limit, " + std::to_string(kMaxRecursionDepth));
      node.maxRecursionDepth = *value;
    }
    return Status::success();
  });
  if (!s) return s.takeError();

  if (node.launch == ir::NodeLaunch::Invalid) return r.fail(propertyName(kNodeLaunchTag), "missing");
  bool broadcasting = node.launch == ir::NodeLaunch::Broadcasting;
  if (node.launch == ir::NodeLaunch::Thread) {
    // One thread per group in D3D; DXC writes (1, 1, 1) or nothing.
    if (out.numThreads[0] != 1 || out.numThreads[1] != 1 || out.numThreads[2] != 1)
      return r.fail(propertyName(kNumThreadsTag), "a thread-launch node has (1, 1, 1)");
  } else if (!hasThreads) {
    return r.fail(propertyName(kNumThreadsTag), "missing");
  }
  if (broadcasting && !hasGrid)
    return r.fail("properties", "a broadcasting node needs NodeDispatchGrid (tag 18) or NodeMaxDispatchGrid (tag 22)");
  if (!broadcasting && hasGrid)
    return r.fail(propertyName(node.maxDispatchGrid ? kMaxDispatchGridTag : kDispatchGridTag), "only broadcasting nodes have a grid");

  if (inputs) {
    if (inputs->getNumOperands() > 1) return r.fail(propertyName(kInputsTag), "a node has at most one input");
    for (unsigned i = 0; i < inputs->getNumOperands(); ++i) {
      ir::NodeIo& io = node.inputs.emplace_back();
      if (Status st = r.io(inputs->getOperand(i), "input " + std::to_string(i), false, io); !st) return st.takeError();
      // A record input's granularity is the launch's: dispatch, group or thread records.
      static const uint32_t granularity[] = {0, ir::kNodeIoDispatchRecord, ir::kNodeIoGroupRecord, ir::kNodeIoThreadRecord};
      if (!io.empty() && (io.flags & ir::kNodeIoGranularityMask) != granularity[uint32_t(node.launch)])
        return r.fail("input " + std::to_string(i), "IOFlags (tag 1) " + std::to_string(io.flags) + " do not match the launch type");
    }
  }
  if (node.maxDispatchGrid && (node.inputs.empty() || !node.inputs[0].record.hasDispatchGrid))
    return r.fail(propertyName(kMaxDispatchGridTag), "the input record has no SV_DispatchGrid to bound");
  if (outputs) {
    for (unsigned i = 0; i < outputs->getNumOperands(); ++i)
      if (Status st = r.io(outputs->getOperand(i), "output " + std::to_string(i), true, node.outputs.emplace_back()); !st)
        return st.takeError();
    for (size_t i = 0; i < node.outputs.size(); ++i) {
      uint32_t with = node.outputs[i].maxRecordsSharedWith;
      // The budget is the named output's own: it may not share one in turn.
      if (with != ir::kNodeUnbounded &&
          (with >= node.outputs.size() || with == i || node.outputs[with].maxRecordsSharedWith != ir::kNodeUnbounded))
        return r.fail("output " + std::to_string(i) + ": " + ioTagName(kIoMaxRecordsSharedWithTag),
                      "output " + std::to_string(with) + " is not another output of the node with its own MaxRecords");
    }
  }
  return out;
}

}  // namespace dxsv::frontend
