// Stage I/O: dxil-spirv places every user element at Location = its start register (D3D's own
// packing), except stage inputs, which go where the layer's stage-input remapper says the
// previous stage wrote them (dxsv_options.stage_input_mapper). Vertex inputs and stage outputs
// may only be confirmed; a different placement fails with a message. Stream output: the
// layer's answer per semantic becomes dxil-spirv's per element.
#include <algorithm>

#include "stage_io.h"

namespace compat {
namespace {

bool each(dxsv_result result, dxsv_interface which, bool (*visit)(void*, const dxsv_interface_element&), void* data) {
  size_t count = dxsv_result_interface_count(result, which);
  for (size_t i = 0; i < count; ++i) {
    dxsv_interface_element e;
    if (dxsv_result_interface_element(result, which, i, &e) != DXSV_SUCCESS) return false;
    if (!visit(data, e)) return false;
  }
  return true;
}

struct VisitState {
  dxil_spv_converter converter;
  uint32_t firstPerPrimitive = UINT32_MAX, lastPerVertexEnd = 0;
};

bool confirmVertexInput(void* data, const dxsv_interface_element& e) {
  auto* s = static_cast<VisitState*>(data);
  if (e.location < 0) return true;
  dxil_spv_d3d_vertex_input in{e.semantic_name, e.semantic_index, uint32_t(e.location), e.rows};
  dxil_spv_vulkan_vertex_input out{uint32_t(e.location)};
  if (!s->converter->vertexInput.fn(s->converter->vertexInput.userdata, &in, &out)) {
    log(DXIL_SPV_LOG_LEVEL_ERROR, "the vertex input remapper refused %s%u", e.semantic_name, e.semantic_index);
    return false;
  }
  if (out.location != uint32_t(e.location)) {
    log(DXIL_SPV_LOG_LEVEL_ERROR,
        "vertex input %s%u: the layer asks for location %u; dxil-spirv places inputs at their register (%d) and cannot "
        "move them", e.semantic_name, e.semantic_index, out.location, e.location);
    return false;
  }
  return true;
}

bool reportOutput(void* data, const dxsv_interface_element& e, uint32_t flags) {
  auto* s = static_cast<VisitState*>(data);
  if (e.location < 0) return true;
  dxil_spv_d3d_shader_stage_io in{e.semantic_name, e.semantic_index};
  dxil_spv_vulkan_shader_stage_io out{uint32_t(e.location), e.component, flags};
  if (!s->converter->stageOutput.fn(s->converter->stageOutput.userdata, &in, &out)) {
    log(DXIL_SPV_LOG_LEVEL_ERROR, "the stage output remapper refused %s%u", e.semantic_name, e.semantic_index);
    return false;
  }
  return true;
}
bool reportVertexOutput(void* data, const dxsv_interface_element& e) { return reportOutput(data, e, 0); }
// A mesh shader's primitive outputs: the layer hands the flag to the pixel shader's inputs.
bool reportPrimitiveOutput(void* data, const dxsv_interface_element& e) {
  return reportOutput(data, e, DXIL_SPV_STAGE_IO_PER_PRIMITIVE);
}

bool askInput(void* data, const dxsv_interface_element& e) {
  auto* s = static_cast<VisitState*>(data);
  if (e.location < 0 || e.system_value != 0) return true;
  dxil_spv_d3d_shader_stage_io in{e.semantic_name, e.semantic_index};
  dxil_spv_vulkan_shader_stage_io out{uint32_t(e.location), e.component, 0};
  if (!s->converter->stageInput.fn(s->converter->stageInput.userdata, &in, &out)) {
    // stageInputPlacement already made such an input not-written (no location, not visited);
    // a semantic the layer forgets between the two asks is not a per-primitive input either.
    log(DXIL_SPV_LOG_LEVEL_WARN, "the stage input remapper does not know %s%u: not written by the previous stage",
        e.semantic_name, e.semantic_index);
    return true;
  }
  if (out.location != uint32_t(e.location) || out.component != e.component) {
    log(DXIL_SPV_LOG_LEVEL_ERROR,
        "pixel input %s%u: the previous stage wrote it at location %u component %u; dxil-spirv places it at its "
        "register (%d, component %u) and cannot move it", e.semantic_name, e.semantic_index, out.location,
        out.component, e.location, e.component);
    return false;
  }
  if (out.flags & DXIL_SPV_STAGE_IO_PER_PRIMITIVE)
    s->firstPerPrimitive = std::min(s->firstPerPrimitive, uint32_t(e.location));
  else
    s->lastPerVertexEnd = std::max(s->lastPerVertexEnd, uint32_t(e.location) + e.rows);
  return true;
}

}  // namespace

dxsv_status streamOutputTarget(void* data, const dxsv_stream_output_element* e, dxsv_stream_output_target* target) {
  auto converter = static_cast<dxil_spv_converter>(data);
  // The layer answers per semantic index: a several-row element is captured whole, so its
  // rows must be asked for one after the other, in one buffer, at consecutive offsets.
  const uint32_t rowBytes = e->cols * 4;
  for (uint32_t row = 0; row < e->rows; ++row) {
    dxil_spv_d3d_stream_output in{e->semantic_name, e->semantic_index + row};
    dxil_spv_vulkan_stream_output out{};
    if (!converter->streamOutput.fn(converter->streamOutput.userdata, &in, &out)) {
      log(DXIL_SPV_LOG_LEVEL_ERROR, "the stream output remapper refused %s%u", e->semantic_name, in.semantic_index);
      return DXSV_ERROR_INVALID_ARGUMENT;
    }
    bool enable = out.enable != DXIL_SPV_FALSE;
    if (row == 0) {
      target->enable = enable;
      target->buffer = out.buffer_index;
      target->offset = out.offset;
      target->stride = out.stride;
      continue;
    }
    if (enable != (target->enable != 0) ||
        (enable && (out.buffer_index != target->buffer || out.stride != target->stride ||
                    out.offset != target->offset + row * rowBytes))) {
      log(DXIL_SPV_LOG_LEVEL_ERROR,
          "stream output of %s%u (%u rows of %u components): row %u is %s; dxil-spirv captures an element whole, "
          "so its rows must all be captured, one after the other in one buffer", e->semantic_name, e->semantic_index,
          e->rows, e->cols, row,
          enable == (target->enable != 0) ? "not right after the row before it" : "captured where row 0 is not, or not where it is");
      return DXSV_ERROR_UNSUPPORTED;
    }
  }
  return DXSV_SUCCESS;
}

dxsv_status stageInputPlacement(void* data, dxsv_stage_input_element* e) {
  auto converter = static_cast<dxil_spv_converter>(data);
  // The layer answers per semantic index: the rows of an element must sit one after the other.
  for (uint32_t row = 0; row < e->rows; ++row) {
    dxil_spv_d3d_shader_stage_io in{e->semantic_name, e->semantic_index + row};
    dxil_spv_vulkan_shader_stage_io out{e->location + row, e->component, 0};
    if (!converter->stageInput.fn(converter->stageInput.userdata, &in, &out)) {
      // The previous stage does not write it: D3D links such a pipeline (the input reads an
      // undefined value; vkd3d-proton test_shader_io_mismatch).
      log(DXIL_SPV_LOG_LEVEL_WARN, "the stage input remapper does not know %s%u: not written by the previous stage, "
          "it reads 0", e->semantic_name, in.semantic_index);
      e->not_written = 1;
      return DXSV_SUCCESS;
    }
    if (row == 0) {
      e->location = out.location;
      e->component = out.component;
    } else if (out.location != e->location + row || out.component != e->component) {
      log(DXIL_SPV_LOG_LEVEL_ERROR, "stage input %s%u: row %u is at location %u component %u, not right after row 0 "
          "(location %u component %u); dxil-spirv keeps an element's rows together", e->semantic_name,
          e->semantic_index, row, out.location, out.component, e->location, e->component);
      return DXSV_ERROR_UNSUPPORTED;
    }
  }
  return DXSV_SUCCESS;
}

bool perPrimitiveInputRow(dxil_spv_converter converter, dxsv_result result, uint32_t& row) {
  VisitState state{converter};
  if (!each(result, DXSV_INTERFACE_INPUT, askInput, &state)) return false;
  row = state.firstPerPrimitive == UINT32_MAX ? 0 : state.firstPerPrimitive;
  if (row != 0 && state.lastPerVertexEnd > row) {
    log(DXIL_SPV_LOG_LEVEL_ERROR,
        "pixel shader: per-vertex inputs end at register %u, after the first per-primitive input (register %u); "
        "dxil-spirv needs the per-primitive inputs after the per-vertex ones", state.lastPerVertexEnd, row);
    return false;
  }
  return true;
}

bool checkStageIo(dxil_spv_converter converter, dxil_spv_shader_stage stage, dxsv_result result) {
  VisitState state{converter};
  if (converter->vertexInput && stage == DXIL_SPV_STAGE_VERTEX &&
      !each(result, DXSV_INTERFACE_INPUT, confirmVertexInput, &state))
    return false;
  if (converter->stageOutput && (!each(result, DXSV_INTERFACE_OUTPUT, reportVertexOutput, &state) ||
                                 !each(result, DXSV_INTERFACE_PRIMITIVE_OUTPUT, reportPrimitiveOutput, &state)))
    return false;
  return true;
}

std::string entryPointName(const std::vector<uint32_t>& spirv) {
  for (size_t at = 5; at < spirv.size();) {
    uint32_t count = spirv[at] >> 16, opcode = spirv[at] & 0xffff;
    if (count == 0 || at + count > spirv.size()) break;
    if (opcode == 15 /* OpEntryPoint */ && count > 3) {
      const char* name = reinterpret_cast<const char*>(&spirv[at + 3]);
      size_t max = (count - 3) * 4;
      size_t length = 0;
      while (length < max && name[length]) ++length;
      return std::string(name, length);
    }
    at += count;
  }
  return "main";
}

}  // namespace compat
