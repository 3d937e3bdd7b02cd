// The per-thread log callback and the allocator scopes (no-ops: each handle owns its memory).
#include <cstdio>
#include <string>

#include "compat.h"

namespace {

struct ThreadLog {
  dxil_spv_log_cb callback = nullptr;
  void* userdata = nullptr;
};
// Per thread by the API's definition (a layer sets it before each call on that thread).
thread_local ThreadLog threadLog;

}  // namespace

namespace compat {

void log(dxil_spv_log_level level, const char* format, ...) {
  if (!threadLog.callback) return;
  va_list args;
  va_start(args, format);
  va_list copy;
  va_copy(copy, args);
  int length = std::vsnprintf(nullptr, 0, format, copy);
  va_end(copy);
  std::string message(length > 0 ? size_t(length) : 0, '\0');
  if (length > 0) std::vsnprintf(message.data(), message.size() + 1, format, args);
  va_end(args);
  message += '\n';
  threadLog.callback(threadLog.userdata, level, message.c_str());
}

}  // namespace compat

extern "C" {

void dxil_spv_set_thread_log_callback(dxil_spv_log_cb callback, void* userdata) {
  threadLog.callback = callback;
  threadLog.userdata = userdata;
}

void dxil_spv_begin_thread_allocator_context(void) {}
void dxil_spv_end_thread_allocator_context(void) {}

}  // extern "C"
