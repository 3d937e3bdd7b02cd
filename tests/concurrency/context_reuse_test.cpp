// Reused LLVMContexts and shared parses (frontend::ContextLease, dxsv::ParsedDxil) keep every
// conversion a pure function of its input: each reference blob's entries are converted once in
// a fresh context, then on several threads in shuffled orders, through pooled contexts and
// through one parse per blob (shared by its entries and by threads converting it at once), and
// every outcome must equal the fresh one byte for byte.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "dxil_spirv/dxil_spirv.hpp"
#include "container/container.h"
#include "frontend/context_pool.h"
#include "frontend/frontend.h"
#include "tests/common/container_builder.h"
#include "tests/common/on_threads.h"

namespace {

using dxsv::testing::Bytes;
using dxsv::testing::onThreads;

struct Outcome {
  dxsv_status status = DXSV_ERROR_INTERNAL;
  std::vector<uint32_t> spirv;
  std::string error;
  bool operator==(const Outcome&) const = default;
};

// One conversion job: a blob and one of its entries ("" for a blob that lists none).
struct Job {
  std::string blobName;
  const Bytes* bytes;
  std::string entry;
  Outcome fresh;
};

Outcome outcomeOf(dxsv::ConvertResult r) { return {r.status, std::move(r.spirv), std::move(r.error)}; }

dxsv::ConvertOptions optionsFor(const std::string& entry, bool fresh) {
  dxsv::ConvertOptions options;
  options.validate = false;
  options.entryPoint = entry;
  options.freshLlvmContext = fresh;
  return options;
}

struct Corpus {
  std::vector<std::pair<std::string, Bytes>> blobs;
  std::vector<Job> jobs;
};

const Corpus& corpus() {
  static const Corpus all = [] {
    Corpus c;
    for (const std::string& name : dxsv::testing::referenceBlobNames())
      c.blobs.emplace_back(name, dxsv::testing::readReference(name));
    for (const auto& [name, bytes] : c.blobs) {
      std::vector<dxsv::EntryInfo> entries;
      std::string error;
      dxsv::listEntries(bytes, entries, error);
      if (entries.size() <= 1) entries.assign(1, {});  // lowered by the default entry
      for (const dxsv::EntryInfo& e : entries) {
        Job job{name, &bytes, e.name, {}};
        job.fresh = outcomeOf(dxsv::convert(bytes, optionsFor(e.name, true)));
        c.jobs.push_back(std::move(job));
      }
    }
    return c;
  }();
  return all;
}

void report(const std::vector<std::string>& failures) {
  EXPECT_TRUE(failures.empty()) << failures.size() << " outcomes differ from a fresh context's";
  for (size_t i = 0; i < std::min<size_t>(failures.size(), 20); ++i) ADD_FAILURE() << failures[i];
}

TEST(ContextReuse, ShuffledOrdersOnFourThreadsMatchFreshContexts) {
  const Corpus& c = corpus();
  ASSERT_GT(c.jobs.size(), 300u) << "reference blobs not found under " << DXSV_REFERENCE_DIR;
  const size_t converted = size_t(std::count_if(c.jobs.begin(), c.jobs.end(), [](const Job& j) { return j.fresh.status == DXSV_SUCCESS; }));
  std::printf("%zu conversions (%zu succeed) x 4 threads x 2 orders\n", c.jobs.size(), converted);
  report(onThreads(4, [&](int t) {
    std::vector<std::string> mine;
    std::vector<size_t> order(c.jobs.size());
    for (int round = 0; round < 2; ++round) {
      for (size_t i = 0; i < order.size(); ++i) order[i] = i;
      std::shuffle(order.begin(), order.end(), std::mt19937(uint32_t(t * 7919 + round)));
      for (size_t i : order) {
        const Job& job = c.jobs[i];
        if (!(outcomeOf(dxsv::convert(*job.bytes, optionsFor(job.entry, false))) == job.fresh))
          mine.push_back(job.blobName + " " + job.entry + " (thread " + std::to_string(t) + ", round " + std::to_string(round) + ")");
      }
    }
    return mine;
  }));
}

// One parse per blob, converted entry by entry; the same parse from several threads at once.
TEST(ContextReuse, SharedParsesMatchFreshContexts) {
  const Corpus& c = corpus();
  std::vector<dxsv::ParsedDxilPtr> parses(c.blobs.size());
  for (size_t b = 0; b < c.blobs.size(); ++b) {
    std::vector<dxsv::EntryInfo> entries;
    std::string error;
    dxsv::listEntries(c.blobs[b].second, entries, error, parses[b]);
  }
  auto parseOf = [&](const Job& job) -> dxsv::ParsedDxil* {
    for (size_t b = 0; b < c.blobs.size(); ++b)
      if (&c.blobs[b].second == job.bytes) return parses[b].get();
    return nullptr;
  };
  size_t shared = 0;
  for (const Job& job : c.jobs) shared += parseOf(job) != nullptr;
  ASSERT_GT(shared, 300u);
  report(onThreads(4, [&](int t) {
    std::vector<std::string> mine;
    // Threads walk the jobs from different starts: neighbours convert the same parse at once.
    for (size_t i = 0; i < c.jobs.size(); ++i) {
      const Job& job = c.jobs[(i + size_t(t) * 3) % c.jobs.size()];
      dxsv::ParsedDxil* parsed = parseOf(job);
      if (!parsed) continue;  // its listing failed: dxsv::convert alone reports why
      if (!(outcomeOf(dxsv::convert(*parsed, optionsFor(job.entry, false))) == job.fresh))
        mine.push_back(job.blobName + " " + job.entry + " (thread " + std::to_string(t) + ")");
    }
    return mine;
  }));
}

// A shared parse, converted concurrently, also through the C API.
TEST(ContextReuse, ConvertListedThroughTheCApi) {
  const Corpus& c = corpus();
  const Job* library = nullptr;
  for (const Job& job : c.jobs)
    if (!job.entry.empty() && job.fresh.status == DXSV_SUCCESS) library = &job;
  ASSERT_NE(library, nullptr);
  dxsv_entry_list list = nullptr;
  ASSERT_EQ(dxsv_list_entries(library->bytes->data(), library->bytes->size(), &list), DXSV_SUCCESS);
  report(onThreads(4, [&](int t) {
    std::vector<std::string> mine;
    for (int i = 0; i < 8; ++i) {
      dxsv_options options;
      dxsv_options_init(&options);
      options.validate = 0;
      options.entry_point = library->entry.c_str();
      dxsv_result result = nullptr;
      Outcome out;
      out.status = dxsv_convert_listed(list, &options, &result);
      size_t words = 0;
      if (const uint32_t* spirv = dxsv_result_spirv(result, &words)) out.spirv.assign(spirv, spirv + words);
      out.error = dxsv_result_error(result);
      dxsv_result_destroy(result);
      if (!(out == library->fresh)) mine.push_back(library->blobName + " (thread " + std::to_string(t) + ")");
    }
    return mine;
  }));
  dxsv_entry_list_destroy(list);

  // The header digest (checked once per list) still refuses a conversion, unless skipped.
  Bytes tampered = *library->bytes;
  tampered[4] ^= 1;  // first byte of the DXBC header's digest
  ASSERT_EQ(dxsv_list_entries(tampered.data(), tampered.size(), &list), DXSV_SUCCESS);
  for (int skip = 0; skip < 2; ++skip) {
    dxsv_options options;
    dxsv_options_init(&options);
    options.entry_point = library->entry.c_str();
    options.skip_hash_check = skip;
    dxsv_result converted = nullptr;
    EXPECT_EQ(dxsv_convert_listed(list, &options, &converted), skip ? DXSV_SUCCESS : DXSV_ERROR_MALFORMED_INPUT)
        << dxsv_result_error(converted);
    dxsv_result_destroy(converted);
  }
  dxsv_entry_list_destroy(list);

  dxsv_result result = nullptr;
  EXPECT_EQ(dxsv_convert_listed(nullptr, nullptr, &result), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_STREQ(dxsv_result_error(result), "entry list is null");
  dxsv_result_destroy(result);
  const uint8_t junk[8] = {};
  ASSERT_NE(dxsv_list_entries(junk, sizeof junk, &list), DXSV_SUCCESS);
  EXPECT_EQ(dxsv_convert_listed(list, nullptr, &result), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(dxsv_result_error(result)).find("listing failed"), std::string::npos);
  dxsv_result_destroy(result);
  dxsv_entry_list_destroy(list);
}

// A pooled context gives the next module its struct names exactly (LLVM would rename a clash
// "dx.types.Handle.0"): parsed one after the other, both modules see the bitcode's names.
TEST(ContextReuse, StructNamesAreExactInAReusedContext) {
  const Corpus& c = corpus();
  std::vector<std::string> names[2];
  for (int round = 0; round < 2; ++round) {
    for (const auto& [name, bytes] : c.blobs) {
      auto container = dxsv::container::parse(bytes);
      ASSERT_TRUE(container) << name;
      auto program = dxsv::container::findProgram(*container);
      if (!program) continue;
      auto parsed = dxsv::frontend::parseModule(program->bitcode, {});
      ASSERT_TRUE(parsed) << name;
      for (const llvm::StructType* type : (*parsed)->module().getIdentifiedStructTypes())
        names[round].push_back(type->getName().str());
      if (names[round].size() > 200) break;
    }
  }
  ASSERT_GT(names[0].size(), 20u);
  EXPECT_EQ(names[0], names[1]);
  for (const std::string& name : names[1]) EXPECT_TRUE(name.find(".Handle.") == std::string::npos) << name;
}

// Memory stays bounded: a context serves at most kMaxLeases modules, and the pool keeps at most
// kMaxIdle idle ones.
TEST(ContextReuse, PoolRetiresContextsAndBoundsIdleOnes) {
  using dxsv::frontend::ContextLease;
  auto giveBack = [](ContextLease& lease) { lease.forgetStructNames({}); };
  std::vector<ContextLease> held;
  for (size_t i = 0; i < ContextLease::kMaxIdle + 8; ++i) held.push_back(ContextLease::acquire());
  for (ContextLease& lease : held) giveBack(lease);
  held.clear();
  EXPECT_EQ(ContextLease::idleCount(), ContextLease::kMaxIdle);

  size_t mostUses = 0;
  for (size_t i = 0; i < 3 * ContextLease::kMaxLeases; ++i) {
    ContextLease lease = ContextLease::acquire();
    mostUses = std::max(mostUses, lease.uses());
    giveBack(lease);
  }
  EXPECT_EQ(mostUses, ContextLease::kMaxLeases);  // reused, and retired at the limit

  // A lease whose module kept its struct names (a failed parse) is given back neither to the
  // thread's slot nor to the pool.
  ContextLease mine = ContextLease::acquire();  // empties this thread's slot
  const size_t before = ContextLease::idleCount();
  ASSERT_GT(before, 1u);
  { ContextLease dirty = ContextLease::acquire(); }
  EXPECT_EQ(ContextLease::idleCount(), before - 1);
  {
    ContextLease next = ContextLease::acquire();  // not the dirty one from the slot: from the pool
    EXPECT_EQ(ContextLease::idleCount(), before - 2);
    giveBack(next);  // to the thread's slot
  }
  EXPECT_EQ(ContextLease::idleCount(), before - 2);
  { ContextLease fresh = ContextLease::acquire(/*fresh=*/true); giveBack(fresh); }
  EXPECT_EQ(ContextLease::idleCount(), before - 2);
  giveBack(mine);
}

}  // namespace
