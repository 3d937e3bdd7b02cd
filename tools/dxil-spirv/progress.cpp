// Batch-mode progress: a terminal gets one line redrawn with \r at most every 100 ms; a log
// (stderr not a terminal) gets a line per tenth of the files, so CI output stays short.
// Failures are printed as they happen in both.
#include "progress.h"

#include <cstdio>

namespace dxsv::cli {

Progress::Progress(size_t totalFiles, bool terminal) : total_(totalFiles), terminal_(terminal) {}

double Progress::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

std::string Progress::statusLine() const {
  double seconds = elapsed();
  size_t shaders = converted_ + failed_;
  double rate = seconds > 0 ? double(shaders) / seconds : 0;
  double percent = total_ ? 100.0 * double(files_) / double(total_) : 100.0;
  double eta = files_ ? seconds / double(files_) * double(total_ - files_) : 0;
  char line[160];
  std::snprintf(line, sizeof line, "[%zu/%zu] %3.0f%%  %.1f shaders/s  %zu failed  ETA %.1f s", files_, total_,
                percent, rate, failed_, eta);
  return line;
}

void Progress::clearBar() {
  if (terminal_ && lastDraw_ >= 0) std::fputs("\r\033[K", stderr);
}

void Progress::fileDone(size_t converted, const std::vector<Failure>& failures) {
  std::lock_guard lock(mutex_);
  ++files_;
  converted_ += converted;
  failed_ += failures.size();
  if (!failures.empty()) clearBar();
  for (const Failure& f : failures) {
    ++failedByKind_[f.kind];
    std::fprintf(stderr, "FAILED %s: %s: %s\n", f.shader.c_str(), f.kind.c_str(), f.message.c_str());
  }
  if (terminal_) {
    double now = elapsed();
    if (failures.empty() && files_ != total_ && lastDraw_ >= 0 && now - lastDraw_ < 0.1) return;
    lastDraw_ = now;
    std::fprintf(stderr, "\r\033[K%s", statusLine().c_str());
  } else if (files_ * 10 >= nextPlainStep_ * total_) {
    while (nextPlainStep_ <= 10 && files_ * 10 >= nextPlainStep_ * total_) ++nextPlainStep_;
    std::fprintf(stderr, "%s\n", statusLine().c_str());
  }
  std::fflush(stderr);
}

void Progress::finish(unsigned threads, const std::string& reportPath) {
  std::lock_guard lock(mutex_);
  clearBar();
  double seconds = elapsed();
  size_t shaders = converted_ + failed_;
  std::string kinds;
  for (const auto& [kind, count] : failedByKind_) kinds += (kinds.empty() ? "" : ", ") + kind + " " + std::to_string(count);
  std::fprintf(stderr, "dxil-spirv: %zu files, %zu shaders: %zu converted, %zu failed%s%s%s\n", total_, shaders,
               converted_, failed_, kinds.empty() ? "" : " (", kinds.c_str(), kinds.empty() ? "" : ")");
  std::fprintf(stderr, "dxil-spirv: %.2f s, %.1f shaders/s on %u thread%s%s%s\n", seconds,
               seconds > 0 ? double(shaders) / seconds : 0.0, threads, threads == 1 ? "" : "s",
               failed_ ? "; failures in " : "", failed_ ? reportPath.c_str() : "");
  std::fflush(stderr);
}

}  // namespace dxsv::cli
