// SPIR-V → GLSL through SPIRV-Cross's C API (for --glsl and the corpus references).
#include <spirv_cross_c.h>

#include "common/escape.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace dxsv {

bool spirvToGlsl(const std::vector<uint32_t>& spirv, std::string& glsl, std::string& error) {
  spvc_context context = nullptr;
  if (spvc_context_create(&context) != SPVC_SUCCESS) {
    error = "SPIRV-Cross: cannot create a context";
    return false;
  }
  bool ok = false;
  spvc_parsed_ir ir = nullptr;
  spvc_compiler compiler = nullptr;
  spvc_compiler_options options = nullptr;
  const char* source = nullptr;
  if (spvc_context_parse_spirv(context, spirv.data(), spirv.size(), &ir) == SPVC_SUCCESS &&
      spvc_context_create_compiler(context, SPVC_BACKEND_GLSL, ir, SPVC_CAPTURE_MODE_TAKE_OWNERSHIP, &compiler) == SPVC_SUCCESS &&
      spvc_compiler_create_compiler_options(compiler, &options) == SPVC_SUCCESS) {
    spvc_compiler_options_set_uint(options, SPVC_COMPILER_OPTION_GLSL_VERSION, 460);
    spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_VULKAN_SEMANTICS, SPVC_TRUE);
    spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_ES, SPVC_FALSE);
    if (spvc_compiler_install_compiler_options(compiler, options) == SPVC_SUCCESS &&
        spvc_compiler_compile(compiler, &source) == SPVC_SUCCESS) {
      glsl = source;
      ok = true;
    }
  }
  if (!ok) error = "SPIRV-Cross: " + printableMessage(spvc_context_get_last_error_string(context));
  spvc_context_destroy(context);
  return ok;
}

}  // namespace dxsv
