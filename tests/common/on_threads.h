// Runs body(thread) on `threads` threads started together and gathers the failures each
// returns (a thread's own list: no locking inside the body).
#pragma once

#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace dxsv::testing {

template <typename Body>
std::vector<std::string> onThreads(int threads, Body body) {
  std::vector<std::string> failures;
  std::mutex mutex;
  std::vector<std::thread> running;
  for (int t = 0; t < threads; ++t)
    running.emplace_back([&, t] {
      std::vector<std::string> mine = body(t);
      std::lock_guard lock(mutex);
      failures.insert(failures.end(), mine.begin(), mine.end());
    });
  for (std::thread& thread : running) thread.join();
  return failures;
}

}  // namespace dxsv::testing
