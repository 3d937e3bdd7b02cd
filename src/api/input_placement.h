// Stage inputs placed where the previous stage wrote them (dxsv_options.stage_input_mapper).
#pragma once

#include "common/status.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "ir/ir.h"

namespace dxsv {

// Asks `mapper` about every user input of a hull, domain, geometry or pixel entry (and a
// geometry shader's SV_RenderTargetArrayIndex / SV_ViewportArrayIndex, data there) and moves
// the element's start register / column to the answer (the emitter puts Location and
// Component there, and the interface report follows). Other stages are left alone. Fails with
// ErrorKind::InvalidArgument, naming the element, on a refusal, a placement outside the 32
// registers x 4 columns, or two elements that overlap.
Status placeInputs(ir::EntryPoint& entry, const StageInputMapper& mapper);

}  // namespace dxsv
