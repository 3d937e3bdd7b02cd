// Stage I/O the layer wants to see or place (vertex inputs, stream output, mesh -> pixel
// linking), checked against where dxil-spirv put each element; and what the layer asks of the
// SPIR-V module (entry point name, workgroup size, patch size).
#pragma once

#include <string>
#include <vector>

#include "compat.h"

namespace compat {

// A pixel shader after a mesh shader: the layer says where the mesh shader put each input's
// semantic and whether it is per-primitive. Sets `row` to the first per-primitive input row (0:
// none); false (logged) when the layer's placement differs from dxil-spirv's.
bool perPrimitiveInputRow(dxil_spv_converter converter, dxsv_result result, uint32_t& row);
// The layer's vertex-input and stage-output callbacks for a converted shader;
// false (logged) when the layer asks for a placement dxil-spirv cannot give.
bool checkStageIo(dxil_spv_converter converter, dxil_spv_shader_stage stage, dxsv_result result);

// options.stage_input_mapper (user data: the converter): the layer's stage input remapper,
// asked once per row of the element; an input it does not know is not written (reads 0).
dxsv_status stageInputPlacement(void* converter, dxsv_stage_input_element* element);

// options.stream_output_mapper (user data: the converter): the layer's stream output remapper,
// asked once per row of the element.
dxsv_status streamOutputTarget(void* converter, const dxsv_stream_output_element* element,
                               dxsv_stream_output_target* target);

std::string entryPointName(const std::vector<uint32_t>& spirv);

}  // namespace compat
