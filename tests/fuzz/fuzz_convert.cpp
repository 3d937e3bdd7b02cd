// libFuzzer target: the whole conversion without the digest check, as a layer runs it
// (validation off), its output then validated apart: invalid SPIR-V reported as success is
// as much a finding as a crash, and so is an error message with a byte outside printable
// ASCII. Every input also runs in root-signature mode with its own RTS0 part (most fail early
// for want of one), so mutated root signatures reach the parser, the validator, the mapper and
// the emitter.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "dxil_spirv/dxil_spirv.hpp"
#include "tests/common/mutation.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  dxsv::ConvertOptions options;
  options.skipHashCheck = true;
  options.validate = false;
  // libFuzzer checks for leaks after every input that leaves more allocations than it freed; a
  // pooled context keeps what a parse uniqued in it, so every input would stop the world for a
  // leak scan. A context of its own keeps each input self-contained (the mutation campaign and
  // tests/concurrency cover the pooled path).
  options.freshLlvmContext = true;
  for (dxsv_binding_mode mode : {DXSV_BINDING_DIRECT, DXSV_BINDING_ROOT_SIGNATURE}) {
    options.bindingMode = mode;
    dxsv::ConvertResult result = dxsv::convert(std::span<const uint8_t>(data, size), options);
    std::string error;
    if (result.ok() && !dxsv::validateSpirv(result.spirv, options.targetEnv, error)) {
      std::fprintf(stderr, "conversion (binding mode %d) returned invalid SPIR-V as success: %s\n", int(mode), error.c_str());
      std::abort();
    }
    if (result.status == DXSV_ERROR_INTERNAL || result.status == DXSV_ERROR_VALIDATION) {
      std::fprintf(stderr, "conversion (binding mode %d) failed internally: %s\n", int(mode), result.error.c_str());
      std::abort();
    }
    if (!result.ok() && (result.error.empty() || !dxsv::testing::isPrintableMessage(result.error))) {
      std::fprintf(stderr, "conversion (binding mode %d) failed without a printable message\n", int(mode));
      std::abort();
    }
  }
  return 0;
}
