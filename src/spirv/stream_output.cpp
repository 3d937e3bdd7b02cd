// Stream output (D3D) as transform feedback (Vulkan): the caller's StreamOutputMapper says,
// per output element of the stage before the rasterizer, whether and where it is captured;
// the element's own variable gets XfbBuffer, XfbStride and Offset. Every graphics output is
// one variable of its own (stage_io.h), so the element is captured whole: rows * cols 32-bit
// components from the offset. Clip and cull distances share one built-in array with the
// other distance elements and cannot be captured alone (unsupported).
#include "spirv/stream_output.h"

#include <algorithm>
#include <map>

namespace dxsv::spirv {

namespace {

constexpr uint32_t kBuffers = 4;  // D3D12_SO_BUFFER_SLOT_COUNT

struct Captured {
  const ir::SignatureElement* element;
  uint32_t variable, buffer, offset, size, stride;
};

Error invalid(const ir::SignatureElement& e, const std::string& why) {
  return makeError("stream output of " + elementName(e) + ": " + why, ErrorKind::InvalidArgument);
}

// The bytes a capture of `e` writes, or an error when its variable is not the element alone.
Result<uint32_t> capturedSize(EmitContext& ctx, const ir::SignatureElement& e, const IoVar* var) {
  if (!var) return ctx.error("stream output: no variable for output " + elementName(e));
  if (var->flatArray)
    return ctx.unsupported("stream output of " + elementName(e) +
                           ": clip and cull distances share one built-in array with the other distance elements, "
                           "which cannot be captured element by element");
  if (var->arraySize || var->columnOffset || var->bits != 32)
    return ctx.unsupported("stream output of " + elementName(e) + ": its variable is not the element alone");
  // The Position built-in is a vec4: the element must cover it (DXIL's SV_Position is float4).
  if (e.kind == ir::SemanticKind::Position && var->vector && e.cols != 4)
    return ctx.unsupported("stream output of " + elementName(e) + ": " + std::to_string(e.cols) +
                           " components of the 4-component Position built-in");
  return e.rows * e.cols * 4;
}

}  // namespace

Status declareStreamOutput(EmitContext& ctx, const IoInterface& io, const std::vector<ir::SignatureElement>& outputs) {
  if (!ctx.options.streamOutput) return Status::success();
  std::vector<Captured> captured;
  for (const ir::SignatureElement& e : outputs) {
    dxsv_stream_output_element query{};
    query.semantic_name = e.semanticName.c_str();
    query.semantic_index = e.semanticIndices.empty() ? 0 : e.semanticIndices[0];
    query.system_value = uint32_t(e.kind);
    query.stream = e.outputStream;
    query.rows = e.rows;
    query.cols = e.cols;
    dxsv_stream_output_target target{};
    dxsv_status status = ctx.options.streamOutput(query, target);
    if (status != DXSV_SUCCESS)
      return invalid(e, "the stream output mapper failed (status " + std::to_string(uint32_t(status)) + ")");
    if (!target.enable) continue;
    auto size = capturedSize(ctx, e, io.find(true, e.id));
    if (!size) return size.takeError();
    if (target.buffer >= kBuffers)
      return invalid(e, "buffer " + std::to_string(target.buffer) + " (D3D has " + std::to_string(kBuffers) + ")");
    if (target.offset % 4 || target.stride % 4)
      return invalid(e, "offset " + std::to_string(target.offset) + " and stride " + std::to_string(target.stride) +
                            " must be multiples of 4 (the component size)");
    if (uint64_t(target.offset) + *size > target.stride)
      return invalid(e, std::to_string(*size) + " bytes at offset " + std::to_string(target.offset) +
                            " end past the stride " + std::to_string(target.stride) +
                            " (an element is captured whole, every component)");
    captured.push_back({&e, io.find(true, e.id)->variable, target.buffer, target.offset, *size, target.stride});
  }
  if (captured.empty()) return Status::success();

  // Vulkan: one stride and one stream per buffer, no overlapping captures in a buffer.
  std::sort(captured.begin(), captured.end(), [](const Captured& a, const Captured& b) {
    return std::make_pair(a.buffer, a.offset) < std::make_pair(b.buffer, b.offset);
  });
  for (size_t i = 1; i < captured.size(); ++i) {
    const Captured &a = captured[i - 1], &b = captured[i];
    if (a.buffer != b.buffer) continue;
    if (a.stride != b.stride)
      return invalid(*b.element, "stride " + std::to_string(b.stride) + " in buffer " + std::to_string(b.buffer) +
                                     ", where " + elementName(*a.element) + " has stride " + std::to_string(a.stride));
    if (a.element->outputStream != b.element->outputStream)
      return invalid(*b.element, "stream " + std::to_string(b.element->outputStream) + " in buffer " +
                                     std::to_string(b.buffer) + ", which " + elementName(*a.element) + " of stream " +
                                     std::to_string(a.element->outputStream) + " uses");
    if (a.offset + a.size > b.offset)
      return invalid(*b.element, "bytes " + std::to_string(b.offset) + ".." + std::to_string(b.offset + b.size) +
                                     " of buffer " + std::to_string(b.buffer) + " overlap " + elementName(*a.element));
  }
  ctx.b.capability(spv::CapabilityTransformFeedback);
  for (const Captured& c : captured) {
    ctx.b.decorate(c.variable, spv::DecorationXfbBuffer, {c.buffer});
    ctx.b.decorate(c.variable, spv::DecorationXfbStride, {c.stride});
    ctx.b.decorate(c.variable, spv::DecorationOffset, {c.offset});
  }
  ctx.transformFeedback = true;
  return Status::success();
}

}  // namespace dxsv::spirv
