// Stream output (transform feedback) of the stage before the rasterizer: asks
// EmitOptions::streamOutput about every output element and decorates the captured ones
// (XfbBuffer, XfbStride, Offset; TransformFeedback), setting EmitContext::transformFeedback
// so that the entry point gets ExecutionMode Xfb. docs/ARCHITECTURE.md, "Stream output".
#pragma once

#include "spirv/stage_io.h"

namespace dxsv::spirv {

// After every output of `outputs` is declared in `io`. Nothing without a mapper.
Status declareStreamOutput(EmitContext& ctx, const IoInterface& io, const std::vector<ir::SignatureElement>& outputs);

}  // namespace dxsv::spirv
