#include "api/input_placement.h"

#include <array>
#include <string>

#include "spirv/emitter.h"

namespace dxsv {

namespace {

constexpr uint32_t kRegisters = 32, kColumns = 4;

bool takesPlacement(ir::ShaderStage stage) {
  return stage == ir::ShaderStage::Hull || stage == ir::ShaderStage::Domain || stage == ir::ShaderStage::Geometry ||
         stage == ir::ShaderStage::Pixel;
}

std::string nameOf(const ir::SignatureElement& e) {
  return e.semanticName + std::to_string(e.semanticIndices.empty() ? 0 : e.semanticIndices[0]);
}

Error refused(const ir::SignatureElement& e, const std::string& why) {
  return makeError("stage input " + nameOf(e) + ": " + why, ErrorKind::InvalidArgument);
}

}  // namespace

Status placeInputs(ir::EntryPoint& entry, const StageInputMapper& mapper) {
  if (!mapper || !takesPlacement(entry.stage)) return Status::success();
  std::array<std::array<const ir::SignatureElement*, kColumns>, kRegisters> taken{};
  spirv::StageSlots slots(entry);
  for (ir::SignatureElement& e : entry.inputs) {
    // User elements, and the system values the stage reads as data (a GS's layer and viewport).
    if (slots(e, false).location < 0) continue;
    dxsv_stage_input_element asked{e.semanticName.c_str(), e.semanticIndices.empty() ? 0 : e.semanticIndices[0],
                                   e.rows, e.cols, uint32_t(e.startRow), uint32_t(e.startCol), 0};
    if (dxsv_status status = mapper(asked); status != DXSV_SUCCESS)
      return refused(e, "the stage input mapper answered status " + std::to_string(int(status)));
    if (asked.not_written) {
      e.notWritten = true;
      continue;
    }
    if (asked.location >= kRegisters || asked.rows != e.rows || asked.location + e.rows > kRegisters ||
        asked.component >= kColumns || asked.component + e.cols > kColumns)
      return refused(e, "placement at location " + std::to_string(asked.location) + " component " +
                            std::to_string(asked.component) + " does not fit " + std::to_string(e.rows) + " rows of " +
                            std::to_string(e.cols) + " components in 32 registers of 4");
    for (uint32_t row = 0; row < e.rows; ++row)
      for (uint32_t col = 0; col < e.cols; ++col) {
        const ir::SignatureElement*& slot = taken[asked.location + row][asked.component + col];
        if (slot) return refused(e, "placed over " + nameOf(*slot) + " (location " + std::to_string(asked.location + row) + ")");
        slot = &e;
      }
    e.startRow = int32_t(asked.location);
    e.startCol = int32_t(asked.component);
  }
  return Status::success();
}

}  // namespace dxsv
