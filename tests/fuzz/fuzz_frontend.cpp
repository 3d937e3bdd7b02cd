// libFuzzer target: the bitcode pre-check and the frontend (LLVM's reader, metadata, lowering)
// on the DXIL part of a container; the digest is not checked, so mutations reach the bitcode.
#include <cstddef>
#include <cstdint>

#include "container/container.h"
#include "frontend/frontend.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto container = dxsv::container::parse(std::span<const uint8_t>(data, size));
  if (!container) return 0;
  auto program = dxsv::container::findProgram(*container);
  if (!program) return 0;
  (void)dxsv::frontend::lowerDxil(program->bitcode);
  return 0;
}
