// Mutation campaign: N single-bit flips inside the bitcode of DXIL blobs (every .dxil under the
// given directories, default reference/), each converted as a layer that ignores digests does
// (skip_hash_check on, validation off; a library's exports in turn), its output then validated
// with spirv-val. Conversions run in forked worker processes, so that a crash or a hang (no
// result within --timeout seconds) is counted and the campaign goes on. Prints the counts:
// rejected (by status), accepted valid, invalid SPIR-V, internal errors, unprintable messages,
// crashes, hangs, and the wall time; exits non-zero on any finding. Findings are written to
// --findings DIR as KIND_FLIP_BLOB.dxil. tools/mutation-campaign.sh builds and runs it.
//   dxsv_mutation_campaign [--flips N] [--jobs J] [--timeout S] [--first K] [--findings DIR] [PATH...]
//   dxsv_mutation_campaign --self-test   (a crash and a hang injected: both must be counted)
// DXSV_CAMPAIGN_MESSAGES=1 prints each flip's outcome, "FLIP OUTCOME BLOB[ export NAME]: MESSAGE",
// to compare two builds, or two job counts (each worker's history differs), flip by flip.
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "common/escape.h"
#include "tests/common/mutation.h"

namespace {

using dxsv::testing::Bytes;
using dxsv::testing::MutationSeed;
namespace fs = std::filesystem;

struct Config {
  uint64_t flips = 100000, first = 0;
  unsigned jobs = 1;
  double timeout = 10;
  std::string findings;
  std::vector<std::string> paths;
  uint64_t injectCrash = UINT64_MAX, injectHang = UINT64_MAX;  // --self-test
};

// Flip k: which blob, which bit, which export. splitmix64 spreads the bits.
struct Flip {
  size_t seed;
  uint64_t bit, pick;
};
uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}
Flip flipOf(const std::vector<MutationSeed>& seeds, uint64_t k) {
  const size_t s = size_t(k % seeds.size());
  return {s, mix(k) % dxsv::testing::bitcodeBits(seeds[s]), k / seeds.size()};
}

enum Outcome { kRejectedMalformed, kRejectedUnsupported, kRejectedArgument, kAccepted, kInvalid, kInternal,
               kUnprintable, kNoMessage, kCrash, kHang, kOutcomes };
const char* kOutcomeNames[kOutcomes] = {"rejected-malformed", "rejected-unsupported", "rejected-invalid-argument",
                                        "accepted-valid", "invalid-spirv", "internal-error", "unprintable-message",
                                        "no-message", "crash", "hang"};

// The child: converts flips [begin, end), one line per result on `fd`: "K OUTCOME DETAIL".
[[noreturn]] void work(const Config& config, const std::vector<MutationSeed>& seeds, uint64_t begin, uint64_t end, int fd) {
  for (uint64_t k = begin; k < end; ++k) {
    if (k == config.injectCrash) std::abort();
    if (k == config.injectHang) pause();
    const Flip f = flipOf(seeds, k);
    const MutationSeed& seed = seeds[f.seed];
    const Bytes mutant = dxsv::testing::flipBitcodeBit(seed, f.bit);
    const dxsv::testing::Checked r = dxsv::testing::convertAndCheck(mutant, seed, f.pick, true, dxsv::testing::routeOf(k));
    Outcome o = kAccepted;
    switch (r.finding) {
      case dxsv::testing::Finding::Invalid: o = kInvalid; break;
      case dxsv::testing::Finding::Internal: o = kInternal; break;
      case dxsv::testing::Finding::Unprintable: o = kUnprintable; break;
      case dxsv::testing::Finding::NoMessage: o = kNoMessage; break;
      case dxsv::testing::Finding::None:
        o = r.status == DXSV_SUCCESS                ? kAccepted
            : r.status == DXSV_ERROR_UNSUPPORTED      ? kRejectedUnsupported
            : r.status == DXSV_ERROR_INVALID_ARGUMENT ? kRejectedArgument
                                                      : kRejectedMalformed;
        break;
    }
    std::string line = std::to_string(k) + " " + std::to_string(int(o));
    if (o >= kInvalid || std::getenv("DXSV_CAMPAIGN_MESSAGES")) {
      std::string detail = dxsv::escapeText(r.detail);  // one line, whatever it holds
      if (detail.size() > 300) detail.resize(300);
      line += " " + detail;
    }
    line += "\n";
    for (size_t done = 0; done < line.size();) {
      ssize_t n = write(fd, line.data() + done, line.size() - done);
      if (n <= 0) _exit(3);
      done += size_t(n);
    }
  }
  _exit(0);
}

struct Slot {
  pid_t pid = -1;
  int fd = -1;
  uint64_t next = 0, end = 0;  // the flip in progress, and the end of the batch
  std::string buffer;
  std::chrono::steady_clock::time_point last;
};

class Campaign {
 public:
  Campaign(const Config& config, const std::vector<MutationSeed>& seeds) : config_(config), seeds_(seeds) {}

  int run() {
    const auto start = std::chrono::steady_clock::now();
    std::vector<Slot> slots(config_.jobs);
    uint64_t nextBatch = config_.first;
    const uint64_t last = config_.first + config_.flips;
    auto takeBatch = [&](Slot& slot) {
      if (nextBatch >= last) return false;
      const uint64_t end = std::min(last, nextBatch + kBatch);
      spawn(slot, nextBatch, end);
      nextBatch = end;
      return true;
    };
    for (Slot& slot : slots) takeBatch(slot);
    size_t reported = 0;
    for (;;) {
      std::vector<pollfd> fds;
      std::vector<Slot*> owners;
      for (Slot& slot : slots)
        if (slot.pid > 0) fds.push_back({slot.fd, POLLIN, 0}), owners.push_back(&slot);
      if (fds.empty()) break;
      poll(fds.data(), fds.size(), 200);
      const auto now = std::chrono::steady_clock::now();
      for (size_t i = 0; i < fds.size(); ++i) {
        Slot& slot = *owners[i];
        if (fds[i].revents & (POLLIN | POLLHUP | POLLERR)) {
          char data[4096];
          ssize_t n = read(slot.fd, data, sizeof data);
          if (n > 0) {
            slot.buffer.append(data, size_t(n));
            drain(slot, now);
            continue;
          }
          // The child is gone: done, or a crash at the flip it was on.
          int status = 0;
          close(slot.fd);
          waitpid(slot.pid, &status, 0);
          slot.pid = -1;
          if (slot.next < slot.end) {
            record(slot.next, kCrash, WIFSIGNALED(status) ? std::string("signal ") + strsignal(WTERMSIG(status))
                                                          : "exit status " + std::to_string(WEXITSTATUS(status)));
            if (slot.next + 1 < slot.end) spawn(slot, slot.next + 1, slot.end);
            else takeBatch(slot);
          } else {
            takeBatch(slot);
          }
        } else if (std::chrono::duration<double>(now - slot.last).count() > config_.timeout) {
          kill(slot.pid, SIGKILL);
          close(slot.fd);
          waitpid(slot.pid, nullptr, 0);
          slot.pid = -1;
          char limit[32];
          std::snprintf(limit, sizeof limit, "%g", config_.timeout);
          record(slot.next, kHang, std::string("no result within ") + limit + " s");
          if (slot.next + 1 < slot.end) spawn(slot, slot.next + 1, slot.end);
          else takeBatch(slot);
        }
      }
      if (done_ >= reported + 10000) {
        reported = done_;
        std::fprintf(stderr, "... %llu of %llu flips\n", (unsigned long long)done_, (unsigned long long)config_.flips);
      }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    uint64_t rejected = counts_[kRejectedMalformed] + counts_[kRejectedUnsupported] + counts_[kRejectedArgument];
    std::printf("%llu single-bit flips inside the bitcode of %zu blobs (flips %llu..%llu), %u job%s, %.0f s limit each\n",
                (unsigned long long)config_.flips, seeds_.size(), (unsigned long long)config_.first,
                (unsigned long long)(last - 1), config_.jobs, config_.jobs == 1 ? "" : "s", config_.timeout);
    std::printf("rejected %llu (malformed %llu, unsupported %llu, invalid argument %llu), accepted-valid %llu\n",
                (unsigned long long)rejected, (unsigned long long)counts_[kRejectedMalformed],
                (unsigned long long)counts_[kRejectedUnsupported], (unsigned long long)counts_[kRejectedArgument],
                (unsigned long long)counts_[kAccepted]);
    std::printf("invalid %llu, internal %llu, unprintable %llu, no-message %llu, crash %llu, hang %llu\n",
                (unsigned long long)counts_[kInvalid], (unsigned long long)counts_[kInternal],
                (unsigned long long)counts_[kUnprintable], (unsigned long long)counts_[kNoMessage],
                (unsigned long long)counts_[kCrash], (unsigned long long)counts_[kHang]);
    std::printf("wall time %.1f s (%.0f flips/s)\n", seconds, double(done_) / seconds);
    return findings() == 0 && done_ == config_.flips ? 0 : 1;
  }

  uint64_t count(Outcome o) const { return counts_[o]; }
  uint64_t findings() const {
    uint64_t n = 0;
    for (int o = kInvalid; o < kOutcomes; ++o) n += counts_[o];
    return n;
  }

 private:
  static constexpr uint64_t kBatch = 250;

  void spawn(Slot& slot, uint64_t begin, uint64_t end) {
    int fds[2];
    if (pipe(fds) != 0) {
      std::perror("pipe");
      std::exit(2);
    }
    std::fflush(nullptr);
    pid_t pid = fork();
    if (pid < 0) {
      std::perror("fork");
      std::exit(2);
    }
    if (pid == 0) {
      close(fds[0]);
      work(config_, seeds_, begin, end, fds[1]);
    }
    close(fds[1]);
    slot = Slot{pid, fds[0], begin, end, {}, std::chrono::steady_clock::now()};
  }

  void drain(Slot& slot, std::chrono::steady_clock::time_point now) {
    size_t at;
    while ((at = slot.buffer.find('\n')) != std::string::npos) {
      const std::string line = slot.buffer.substr(0, at);
      slot.buffer.erase(0, at + 1);
      char* rest = nullptr;
      const uint64_t k = std::strtoull(line.c_str(), &rest, 10);
      const int outcome = int(std::strtol(rest, &rest, 10));
      if (*rest == ' ') ++rest;
      record(k, Outcome(outcome), rest);
      slot.next = k + 1;
      slot.last = now;
    }
  }

  void record(uint64_t k, Outcome o, const std::string& detail) {
    ++counts_[o];
    ++done_;
    const Flip f = flipOf(seeds_, k);
    const MutationSeed& seed = seeds_[f.seed];
    const std::string exportName = seed.exports.empty() ? "" : " export " + seed.exports[f.pick % seed.exports.size()];
    if (std::getenv("DXSV_CAMPAIGN_MESSAGES") && o < kInvalid)
      std::printf("%llu %s %s%s: %s\n", (unsigned long long)k, kOutcomeNames[o], seed.name.c_str(),
                  dxsv::escapeText(exportName).c_str(), detail.c_str());
    if (o < kInvalid) return;
    std::fprintf(stderr, "FINDING %s: flip %llu: %s bit %llu (byte %llu of the bitcode)%s: %s\n", kOutcomeNames[o],
                 (unsigned long long)k, seed.name.c_str(), (unsigned long long)(f.bit % 8),
                 (unsigned long long)(f.bit / 8), dxsv::escapeText(exportName).c_str(), detail.c_str());
    if (config_.findings.empty()) return;
    fs::create_directories(config_.findings);
    const std::string file = config_.findings + "/" + kOutcomeNames[o] + "_" + std::to_string(k) + "_" +
                             fs::path(seed.name).stem().string() + ".dxil";
    const Bytes mutant = dxsv::testing::flipBitcodeBit(seed, f.bit);
    if (FILE* out = std::fopen(file.c_str(), "wb")) {
      std::fwrite(mutant.data(), 1, mutant.size(), out);
      std::fclose(out);
    }
  }

  const Config& config_;
  const std::vector<MutationSeed>& seeds_;
  uint64_t counts_[kOutcomes] = {};
  uint64_t done_ = 0;
};

std::vector<MutationSeed> loadSeeds(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    if (fs::is_directory(path)) {
      for (const auto& entry : fs::recursive_directory_iterator(path))
        if (entry.path().extension() == ".dxil") files.push_back(entry.path().string());
    } else {
      files.push_back(path);
    }
  }
  std::sort(files.begin(), files.end());
  std::vector<MutationSeed> seeds;
  for (const std::string& file : files) {
    MutationSeed seed = dxsv::testing::makeMutationSeed(file, dxsv::testing::readFile(file));
    if (seed.bitcodeEnd > seed.bitcodeBegin) seeds.push_back(std::move(seed));
  }
  return seeds;
}

int usage() {
  std::fprintf(stderr,
               "usage: dxsv_mutation_campaign [--flips N] [--jobs J] [--timeout S] [--first K] [--findings DIR] [PATH...]\n"
               "       dxsv_mutation_campaign --self-test\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  Config config;
  bool selfTest = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
    if (arg == "--self-test") {
      selfTest = true;
    } else if (arg == "--flips" && value) {
      config.flips = std::strtoull(value, nullptr, 10), ++i;
    } else if (arg == "--first" && value) {
      config.first = std::strtoull(value, nullptr, 10), ++i;
    } else if (arg == "--jobs" && value) {
      config.jobs = unsigned(std::max(1, std::atoi(value))), ++i;
    } else if (arg == "--timeout" && value) {
      config.timeout = std::atof(value), ++i;
    } else if (arg == "--findings" && value) {
      config.findings = value, ++i;
    } else if (!arg.empty() && arg[0] != '-') {
      config.paths.push_back(arg);
    } else {
      return usage();
    }
  }
  if (config.paths.empty()) config.paths.push_back(DXSV_REFERENCE_DIR);
  const std::vector<MutationSeed> seeds = loadSeeds(config.paths);
  if (seeds.empty()) {
    std::fprintf(stderr, "no DXIL blobs with bitcode found\n");
    return 2;
  }
  if (selfTest) {
    // The harness itself: an injected crash and hang are counted, and the campaign goes on.
    config.flips = 40;
    config.jobs = 2;
    config.timeout = 2;
    config.injectCrash = 3;
    config.injectHang = 30;
    Campaign campaign(config, seeds);
    campaign.run();
    const bool ok = campaign.count(kCrash) == 1 && campaign.count(kHang) == 1 && campaign.findings() == 2;
    std::printf("self-test: %s\n", ok ? "the crash and the hang were counted" : "FAILED");
    return ok ? 0 : 1;
  }
  Campaign campaign(config, seeds);
  return campaign.run();
}
