// Batch-mode progress on stderr: one redrawn line on a terminal, plain lines in logs.
#pragma once

#include <chrono>
#include <cstddef>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace dxsv::cli {

// One shader (a file, or one export of a ray-tracing library) that did not convert.
struct Failure {
  std::string shader;   // the input path; "PATH:EXPORT" for a library export
  std::string kind;     // a dxsv_status name (malformed-input, unsupported, ...) or io / glsl / disassembly
  std::string message;  // one line
};

class Progress {
 public:
  Progress(size_t totalFiles, bool terminal);
  // Thread-safe: a worker finished one file with `converted` shaders and these failures.
  void fileDone(size_t converted, const std::vector<Failure>& failures);
  // Clears the bar and prints the summary (counts, failures by kind, time, rate).
  void finish(unsigned threads, const std::string& reportPath);
  size_t failed() const { return failed_; }

 private:
  double elapsed() const;
  std::string statusLine() const;
  void clearBar();

  std::mutex mutex_;
  const size_t total_;
  const bool terminal_;
  const std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  double lastDraw_ = -1;
  size_t files_ = 0, converted_ = 0, failed_ = 0;
  size_t nextPlainStep_ = 1;  // plain mode prints a line at every tenth of the files
  std::map<std::string, size_t> failedByKind_;
};

}  // namespace dxsv::cli
