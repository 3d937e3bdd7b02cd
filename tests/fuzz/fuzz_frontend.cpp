// libFuzzer target: the bitcode pre-check and the frontend (LLVM's reader, metadata, lowering)
// on the DXIL part of a container; the digest is not checked, so mutations reach the bitcode.
// The frontend's own messages (before the API escapes them once more) must already be
// printable: every input name reaches them through escapeText.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "container/container.h"
#include "frontend/frontend.h"
#include "tests/common/mutation.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto container = dxsv::container::parse(std::span<const uint8_t>(data, size));
  if (!container) return 0;
  auto program = dxsv::container::findProgram(*container);
  if (!program) return 0;
  // A context of its own, as in fuzz_convert: a pooled one keeps memory between inputs, which
  // libFuzzer's leak detection would scan for after each.
  auto parsed = dxsv::frontend::parseModule(program->bitcode, {.freshContext = true});
  if (!parsed) {
    if (!dxsv::testing::isPrintableMessage(parsed.error().message)) {
      std::fprintf(stderr, "frontend message with a byte outside printable ASCII\n");
      std::abort();
    }
    return 0;
  }
  auto module = dxsv::frontend::lowerDxil(**parsed);
  if (!module && !dxsv::testing::isPrintableMessage(module.error().message)) {
    std::fprintf(stderr, "frontend message with a byte outside printable ASCII\n");
    std::abort();
  }
  return 0;
}
