// Signature elements from dx.entryPoints:
//   !{i32 id, !"name", i8 componentType, i8 semanticKind, !{i32 semanticIndex...},
//     i8 interpolationMode, i32 rows, i8 cols, i32 startRow, i8 startCol, !{tag, value...}}
// Extended property tag 0 is the GS output stream.
#include "frontend/stage_metadata.h"

#include <llvm/ADT/SmallSet.h>
#include <llvm/IR/Constants.h>

#include <array>
#include <bitset>
#include <map>
#include <optional>
#include <tuple>

#include "common/escape.h"

namespace dxsv::frontend {

namespace {

constexpr uint64_t kOutputStreamTag = 0;

std::optional<int64_t> signedInt(const llvm::MDOperand& op) {
  auto* cmd = llvm::dyn_cast_or_null<llvm::ConstantAsMetadata>(op.get());
  if (!cmd) return std::nullopt;
  auto* ci = llvm::dyn_cast<llvm::ConstantInt>(cmd->getValue());
  if (!ci || ci->getBitWidth() > 64) return std::nullopt;
  return ci->getSExtValue();
}

// `list` names the signature ("input"...) in messages, which are built only on failure.
Result<ir::SignatureElement> readElement(const llvm::MDNode* md, const char* list) {
  auto where = [&] { return std::string("DXIL metadata: ") + list + " signature"; };
  if (!md || md->getNumOperands() < 10) return makeError(where() + ": malformed signature element");
  ir::SignatureElement e;
  auto id = signedInt(md->getOperand(0));
  auto* name = llvm::dyn_cast_or_null<llvm::MDString>(md->getOperand(1).get());
  auto compType = signedInt(md->getOperand(2));
  auto kind = signedInt(md->getOperand(3));
  auto interp = signedInt(md->getOperand(5));
  auto rows = signedInt(md->getOperand(6));
  auto cols = signedInt(md->getOperand(7));
  auto startRow = signedInt(md->getOperand(8));
  auto startCol = signedInt(md->getOperand(9));
  if (!id || !name || !compType || !kind || !interp || !rows || !cols || !startRow || !startCol)
    return makeError(where() + ": signature element fields of the wrong kind");
  e.semanticName = name->getString().str();
  auto what = [&] { return where() + " element " + std::to_string(*id) + " '" + escapeText(e.semanticName) + "'"; };
  if (*id < 0 || *id > 0xffff) return makeError(what() + ": invalid id");
  if (*kind < 0 || *kind >= int64_t(ir::SemanticKind::Invalid))
    return makeError(what() + ": unknown semantic kind " + std::to_string(*kind));
  if (*compType <= 0 || *compType > int64_t(ir::ComponentType::UNormF64))
    return makeError(what() + ": invalid component type " + std::to_string(*compType));
  if (*interp < 0 || *interp > int64_t(ir::InterpolationMode::LinearNoperspectiveSample))
    return makeError(what() + ": invalid interpolation mode " + std::to_string(*interp));
  if (*rows < 1 || *rows > 32 || *cols < 1 || *cols > 4)
    return makeError(what() + ": " + std::to_string(*rows) + " rows of " + std::to_string(*cols) + " columns");
  bool packed = *startRow >= 0 || *startCol >= 0;
  if (packed && (*startRow < 0 || *startCol < 0 || *startRow + *rows > 32 || *startCol + *cols > 4))
    return makeError(what() + ": does not fit 32 registers of 4 components (start row " + std::to_string(*startRow) +
                     ", column " + std::to_string(*startCol) + ")");
  e.id = uint32_t(*id);
  e.kind = ir::SemanticKind(*kind);
  e.componentType = ir::ComponentType(*compType);
  e.interpolation = ir::InterpolationMode(*interp);
  e.rows = uint32_t(*rows);
  e.cols = uint32_t(*cols);
  e.startRow = packed ? int32_t(*startRow) : -1;
  e.startCol = packed ? int32_t(*startCol) : -1;
  if (auto* indices = llvm::dyn_cast_or_null<llvm::MDNode>(md->getOperand(4).get())) {
    for (const llvm::MDOperand& op : indices->operands()) {
      auto index = signedInt(op);
      if (!index || *index < 0) return makeError(what() + ": semantic index is not an unsigned integer");
      e.semanticIndices.push_back(uint32_t(*index));
    }
  }
  if (md->getNumOperands() > 10) {
    if (auto* props = llvm::dyn_cast_or_null<llvm::MDNode>(md->getOperand(10).get())) {
      for (unsigned i = 0; i + 1 < props->getNumOperands(); i += 2) {
        auto tag = signedInt(props->getOperand(i));
        auto value = signedInt(props->getOperand(i + 1));
        if (tag && value && *tag == int64_t(kOutputStreamTag)) {
          if (*value < 0 || *value > 3) return makeError(what() + ": output stream " + std::to_string(*value));
          e.outputStream = uint32_t(*value);
        }
      }
    }
  }
  return e;
}

Status readList(const llvm::MDOperand& op, const char* name, std::vector<ir::SignatureElement>& out) {
  const auto* list = llvm::dyn_cast_or_null<llvm::MDNode>(op.get());
  if (!list) return Status::success();
  for (const llvm::MDOperand& entry : list->operands()) {
    auto e = readElement(llvm::dyn_cast_or_null<llvm::MDNode>(entry.get()), name);
    if (!e) return e.takeError();
    out.push_back(std::move(*e));
  }
  return Status::success();
}

}  // namespace

Status readSignatures(const llvm::MDNode* signatures, ir::EntryPoint& entry) {
  if (!signatures) return Status::success();
  if (signatures->getNumOperands() != 3) return makeError("DXIL metadata: the signature record must have 3 lists");
  if (auto s = readList(signatures->getOperand(0), "input", entry.inputs); !s) return s;
  if (auto s = readList(signatures->getOperand(1), "output", entry.outputs); !s) return s;
  if (auto s = readList(signatures->getOperand(2), "patch-constant", entry.patchConstants); !s) return s;
  return checkSignatures(entry);
}

namespace {

// The element owning each register component (GS stream, row, column). readElement keeps
// packed elements inside 4 streams of 32 rows of 4 components: those go to a flat table.
class RegisterOwners {
 public:
  // The owner already there, or none after recording `id` as the owner.
  std::optional<uint32_t> claim(uint32_t stream, int32_t row, int32_t column, uint32_t id) {
    if (stream < 4 && row >= 0 && row < 32 && column >= 0 && column < 4) {
      size_t slot = (size_t(stream) * 32 + size_t(row)) * 4 + size_t(column);
      if (used_[slot]) return owner_[slot];
      used_[slot] = true;
      owner_[slot] = id;
      return std::nullopt;
    }
    auto [it, fresh] = other_.emplace(std::make_tuple(stream, row, column), id);
    if (fresh) return std::nullopt;
    return it->second;
  }

 private:
  std::bitset<512> used_;
  std::array<uint32_t, 512> owner_;
  std::map<std::tuple<uint32_t, int32_t, int32_t>, uint32_t> other_;
};

}  // namespace

Status checkSignatures(const ir::EntryPoint& entry) {
  auto check = [](const std::vector<ir::SignatureElement>& list, const char* name) -> Status {
    if (list.empty()) return Status::success();
    llvm::SmallSet<uint32_t, 32> ids;  // no allocation for signatures of up to 32 elements
    for (const ir::SignatureElement& e : list)
      if (!ids.insert(e.id).second)
        return makeError(std::string("DXIL metadata: ") + name + " signature: element id " + std::to_string(e.id) +
                         " appears twice");
    // A system value that becomes one built-in appears once (per GS stream; barycentrics
    // once per interpolation mode), and a pixel shader has one depth output: the emitter
    // declares one variable and mode for each.
    using K = ir::SemanticKind;
    llvm::SmallSet<std::pair<uint32_t, int>, 32> systemValues;
    for (const ir::SignatureElement& e : list) {
      if (e.kind == K::Arbitrary || e.kind == K::ClipDistance || e.kind == K::CullDistance || e.kind == K::Target) continue;
      const bool depth = e.kind == K::Depth || e.kind == K::DepthLessEqual || e.kind == K::DepthGreaterEqual;
      const int key = depth ? int(K::Depth) : e.kind == K::Barycentrics ? 256 + int(e.interpolation) : int(e.kind);
      if (!systemValues.insert({e.outputStream, key}).second)
        return makeError(std::string("DXIL metadata: ") + name + " signature: element " + std::to_string(e.id) + " repeats " +
                         (depth ? std::string("a depth output") : "system value " + std::to_string(int(e.kind))));
    }
    // Packed elements own their registers' components (per GS stream): an overlap would
    // make two interface variables share a location.
    RegisterOwners owners;
    for (const ir::SignatureElement& e : list) {
      if (!e.isPacked()) continue;
      for (uint32_t r = 0; r < e.rows; ++r)
        for (uint32_t c = 0; c < e.cols; ++c)
          if (auto other = owners.claim(e.outputStream, e.startRow + int32_t(r), e.startCol + int32_t(c), e.id))
            return makeError(std::string("DXIL metadata: ") + name + " signature: elements " + std::to_string(*other) +
                             " and " + std::to_string(e.id) + " overlap at register " + std::to_string(e.startRow + r) +
                             ", component " + std::to_string(e.startCol + c));
    }
    return Status::success();
  };
  if (auto s = check(entry.inputs, "input"); !s) return s;
  if (auto s = check(entry.outputs, "output"); !s) return s;
  return check(entry.patchConstants, "patch-constant");
}

namespace {

constexpr uint64_t kGsStateTag = 1, kDsStateTag = 2, kHsStateTag = 3, kMsStateTag = 9, kAsStateTag = 10;

// The operands of a state record as unsigned integers (null where an operand is not one).
struct StateRecord {
  const llvm::MDNode* node = nullptr;
  std::string what;
  Result<uint32_t> u32(unsigned i, uint32_t max) const {
    auto v = signedInt(node->getOperand(i));
    if (!v || *v < 0 || *v > int64_t(max))
      return makeError("DXIL metadata: " + what + " field " + std::to_string(i) + " is not an integer in [0, " +
                       std::to_string(max) + "]");
    return uint32_t(*v);
  }
};

Result<StateRecord> record(const llvm::MDOperand& value, const char* what, unsigned operands) {
  auto* n = llvm::dyn_cast_or_null<llvm::MDNode>(value.get());
  if (!n || n->getNumOperands() != operands)
    return makeError(std::string("DXIL metadata: ") + what + " must have " + std::to_string(operands) + " fields");
  return StateRecord{n, what};
}

// numthreads of MS/AS state: !{x, y, z}.
Status readNumThreads(const StateRecord& r, unsigned i, ir::EntryPoint& entry) {
  auto* n = llvm::dyn_cast_or_null<llvm::MDNode>(r.node->getOperand(i).get());
  if (!n || n->getNumOperands() != 3) return makeError("DXIL metadata: " + r.what + " numthreads must have 3 values");
  StateRecord threads{n, r.what + " numthreads"};
  uint32_t total = 1;
  for (unsigned d = 0; d < 3; ++d) {
    auto v = threads.u32(d, 1024);
    if (!v) return v.takeError();
    if (*v == 0) return makeError("DXIL metadata: " + r.what + " numthreads value is 0");
    entry.numThreads[d] = *v;
    total *= *v;
  }
  if (total > 1024) return makeError("DXIL metadata: " + r.what + " numthreads exceeds 1024 threads");
  return Status::success();
}

}  // namespace

Result<bool> readStageProperty(uint64_t tag, const llvm::MDOperand& value, ir::EntryPoint& entry,
                               const llvm::Function*& patchConstantFunction) {
  if (tag == kGsStateTag) {
    auto r = record(value, "GS state", 5);
    if (!r) return r.takeError();
    auto input = r->u32(0, 39), maxVertices = r->u32(1, 1024), streams = r->u32(2, 15), topology = r->u32(3, 5),
         instances = r->u32(4, 32);
    for (auto* f : {&input, &maxVertices, &streams, &topology, &instances})
      if (!*f) return f->takeError();
    ir::GeometryState& gs = entry.geometry;
    gs.inputPrimitive = *input;
    gs.maxVertexCount = *maxVertices;
    gs.streamMask = *streams;
    gs.outputTopology = ir::PrimitiveTopology(*topology);
    gs.instanceCount = *instances;
    if (*input == 0 || *input == 4 || *input == 5) return makeError("DXIL metadata: GS state has no valid input primitive");
    if (*instances == 0) return makeError("DXIL metadata: GS instance count is 0");
    return true;
  }
  if (tag == kDsStateTag) {
    auto r = record(value, "DS state", 2);
    if (!r) return r.takeError();
    auto domain = r->u32(0, 3), points = r->u32(1, 32);
    if (!domain) return domain.takeError();
    if (!points) return points.takeError();
    entry.tessellation.domain = ir::TessDomain(*domain);
    entry.tessellation.inputControlPoints = *points;
    return true;
  }
  if (tag == kHsStateTag) {
    auto r = record(value, "HS state", 7);
    if (!r) return r.takeError();
    auto* fn = llvm::dyn_cast_or_null<llvm::ValueAsMetadata>(r->node->getOperand(0).get());
    patchConstantFunction = fn ? llvm::dyn_cast<llvm::Function>(fn->getValue()) : nullptr;
    if (!patchConstantFunction) return makeError("DXIL metadata: HS state names no patch-constant function");
    auto in = r->u32(1, 32), out = r->u32(2, 32), domain = r->u32(3, 3), partitioning = r->u32(4, 4),
         primitive = r->u32(5, 4);
    for (auto* f : {&in, &out, &domain, &partitioning, &primitive})
      if (!*f) return f->takeError();
    auto* factor = llvm::dyn_cast_or_null<llvm::ConstantAsMetadata>(r->node->getOperand(6).get());
    auto* factorValue = factor ? llvm::dyn_cast<llvm::ConstantFP>(factor->getValue()) : nullptr;
    if (!factorValue) return makeError("DXIL metadata: HS state max tessellation factor is not a float");
    ir::TessellationState& t = entry.tessellation;
    t.inputControlPoints = *in;
    t.outputControlPoints = *out;
    t.domain = ir::TessDomain(*domain);
    t.partitioning = ir::TessPartitioning(*partitioning);
    t.outputPrimitive = ir::TessOutputPrimitive(*primitive);
    t.maxTessFactor = factorValue->getValueAPF().convertToFloat();
    return true;
  }
  if (tag == kMsStateTag) {
    auto r = record(value, "MS state", 5);
    if (!r) return r.takeError();
    if (auto s = readNumThreads(*r, 0, entry); !s) return s.takeError();
    auto vertices = r->u32(1, 256), primitives = r->u32(2, 256), topology = r->u32(3, 2), payload = r->u32(4, 16384);
    for (auto* f : {&vertices, &primitives, &topology, &payload})
      if (!*f) return f->takeError();
    entry.mesh.maxVertexCount = *vertices;
    entry.mesh.maxPrimitiveCount = *primitives;
    entry.mesh.topology = ir::MeshOutputTopology(*topology);
    entry.mesh.payloadBytes = *payload;
    return true;
  }
  if (tag == kAsStateTag) {
    auto r = record(value, "AS state", 2);
    if (!r) return r.takeError();
    if (auto s = readNumThreads(*r, 0, entry); !s) return s.takeError();
    auto payload = r->u32(1, 16384);
    if (!payload) return payload.takeError();
    entry.mesh.payloadBytes = *payload;
    return true;
  }
  return false;
}

}  // namespace dxsv::frontend
