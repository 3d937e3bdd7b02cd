// Signature elements from dx.entryPoints:
//   !{i32 id, !"name", i8 componentType, i8 semanticKind, !{i32 semanticIndex...},
//     i8 interpolationMode, i32 rows, i8 cols, i32 startRow, i8 startCol, !{tag, value...}}
// Extended property tag 0 is the GS output stream.
#include "frontend/stage_metadata.h"

#include <llvm/IR/Constants.h>

#include <optional>
#include <set>

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

Result<ir::SignatureElement> readElement(const llvm::MDNode* md, const std::string& where) {
  if (!md || md->getNumOperands() < 10) return makeError(where + ": malformed signature element");
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
    return makeError(where + ": signature element fields of the wrong kind");
  e.semanticName = name->getString().str();
  std::string what = where + " element " + std::to_string(*id) + " '" + e.semanticName + "'";
  if (*id < 0 || *id > 0xffff) return makeError(what + ": invalid id");
  if (*kind < 0 || *kind >= int64_t(ir::SemanticKind::Invalid))
    return makeError(what + ": unknown semantic kind " + std::to_string(*kind));
  if (*compType <= 0 || *compType > int64_t(ir::ComponentType::UNormF64))
    return makeError(what + ": invalid component type " + std::to_string(*compType));
  if (*interp < 0 || *interp > int64_t(ir::InterpolationMode::LinearNoperspectiveSample))
    return makeError(what + ": invalid interpolation mode " + std::to_string(*interp));
  if (*rows < 1 || *rows > 32 || *cols < 1 || *cols > 4)
    return makeError(what + ": " + std::to_string(*rows) + " rows of " + std::to_string(*cols) + " columns");
  bool packed = *startRow >= 0 || *startCol >= 0;
  if (packed && (*startRow < 0 || *startCol < 0 || *startRow + *rows > 32 || *startCol + *cols > 4))
    return makeError(what + ": does not fit 32 registers of 4 components (start row " + std::to_string(*startRow) +
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
      if (!index || *index < 0) return makeError(what + ": semantic index is not an unsigned integer");
      e.semanticIndices.push_back(uint32_t(*index));
    }
  }
  if (md->getNumOperands() > 10) {
    if (auto* props = llvm::dyn_cast_or_null<llvm::MDNode>(md->getOperand(10).get())) {
      for (unsigned i = 0; i + 1 < props->getNumOperands(); i += 2) {
        auto tag = signedInt(props->getOperand(i));
        auto value = signedInt(props->getOperand(i + 1));
        if (tag && value && *tag == int64_t(kOutputStreamTag)) {
          if (*value < 0 || *value > 3) return makeError(what + ": output stream " + std::to_string(*value));
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
  std::string where = std::string("DXIL metadata: ") + name + " signature";
  for (const llvm::MDOperand& entry : list->operands()) {
    auto e = readElement(llvm::dyn_cast_or_null<llvm::MDNode>(entry.get()), where);
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

Status checkSignatures(const ir::EntryPoint& entry) {
  auto check = [](const std::vector<ir::SignatureElement>& list, const char* name) -> Status {
    std::set<uint32_t> ids;
    for (const ir::SignatureElement& e : list)
      if (!ids.insert(e.id).second)
        return makeError(std::string("DXIL metadata: ") + name + " signature: element id " + std::to_string(e.id) +
                         " appears twice");
    return Status::success();
  };
  if (auto s = check(entry.inputs, "input"); !s) return s;
  if (auto s = check(entry.outputs, "output"); !s) return s;
  return check(entry.patchConstants, "patch-constant");
}

}  // namespace dxsv::frontend
