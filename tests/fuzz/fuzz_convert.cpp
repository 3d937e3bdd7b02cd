// libFuzzer target: the whole conversion without the digest check. A conversion that
// succeeds must produce SPIR-V that passes spirv-val: invalid output reported as success is
// as much a finding as a crash. Every input also runs in root-signature mode with its own
// RTS0 part (most fail early for want of one), so mutated root signatures reach the parser,
// the validator, the mapper and the emitter.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "dxil_spirv/dxil_spirv.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  dxsv::ConvertOptions options;
  options.skipHashCheck = true;
  options.validate = true;
  for (dxsv_binding_mode mode : {DXSV_BINDING_DIRECT, DXSV_BINDING_ROOT_SIGNATURE}) {
    options.bindingMode = mode;
    dxsv::ConvertResult result = dxsv::convert(std::span<const uint8_t>(data, size), options);
    if (result.status == DXSV_ERROR_VALIDATION || result.status == DXSV_ERROR_INTERNAL) {
      std::fprintf(stderr, "conversion (binding mode %d) produced invalid SPIR-V or failed internally: %s\n", int(mode),
                   result.error.c_str());
      std::abort();
    }
  }
  return 0;
}
