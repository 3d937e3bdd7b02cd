// dxil-spirv --batch: every .dxil under the inputs, converted on worker threads that take the
// next file from an atomic index (the library is thread-safe: each conversion owns its
// state). Outputs mirror the inputs' names under --out-dir; each file's outputs depend on it
// alone, so any -j gives the same bytes. Failures go to a report sorted like the inputs.
#include "batch.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "common/escape.h"
#include "container/container.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "options.h"
#include "progress.h"

namespace fs = std::filesystem;

namespace dxsv::cli {
namespace {

struct BatchOptions {
  ConversionOptions conversion;
  std::vector<std::string> inputs;
  fs::path outDir;
  std::string reportPath;
  unsigned threads = 0;
  bool writeAsm = false, writeGlsl = false;
};

struct Job {
  fs::path input;   // as found: INPUT_DIR/a/b.dxil, or a file given by name
  fs::path output;  // OUT/a/b (the extension is added per output)
};

const char* statusName(dxsv_status status) {
  switch (status) {
    case DXSV_SUCCESS: return "success";
    case DXSV_ERROR_INVALID_ARGUMENT: return "invalid-argument";
    case DXSV_ERROR_MALFORMED_INPUT: return "malformed-input";
    case DXSV_ERROR_UNSUPPORTED: return "unsupported";
    case DXSV_ERROR_VALIDATION: return "validation";
    case DXSV_ERROR_INTERNAL: return "internal";
  }
  return "internal";
}

// The report and the progress print one failure per line: line breaks and tabs become
// spaces, other bytes outside printable ASCII (LLVM's \x01 name prefix) are escaped.
std::string oneLine(const std::string& text) {
  std::string line;
  for (char c : text) line += c == '\n' || c == '\r' || c == '\t' ? ' ' : c;
  while (!line.empty() && line.back() == ' ') line.pop_back();
  return dxsv::escapeText(line);
}

bool parse(int argc, char** argv, BatchOptions& o, std::string& error) {
  o.conversion.convert.validate = false;
  for (int i = 1; i < argc; ++i) {
    switch (parseConversionOption(argc, argv, i, o.conversion, error)) {
      case Parsed::Taken: continue;
      case Parsed::Error: return false;
      case Parsed::NotMine: break;
    }
    std::string arg = argv[i];
    auto next = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
    if (arg == "--batch") {
      continue;
    } else if (arg == "--out-dir") {
      const char* v = next();
      if (!v) return (error = "--out-dir needs a directory", false);
      o.outDir = v;
    } else if (arg == "--report") {
      const char* v = next();
      if (!v) return (error = "--report needs a file name", false);
      o.reportPath = v;
    } else if (arg.rfind("-j", 0) == 0) {  // -j N or -jN
      const char* v = arg == "-j" ? next() : argv[i] + 2;
      unsigned n;
      char extra;
      if (!v || std::sscanf(v, "%u%c", &n, &extra) != 1 || n == 0) return (error = "-j needs a thread count > 0", false);
      o.threads = n;
    } else if (arg == "--asm") {
      o.writeAsm = true;
    } else if (arg == "--glsl") {
      o.writeGlsl = true;
    } else if (arg == "-h" || arg == "--help") {
      std::cout << kUsage;
      std::exit(0);
    } else if (!arg.empty() && arg[0] == '-') {
      // Single-file options (-o, --entry, --dump-cfg, --interface, ...) name one output.
      return (error = "option '" + arg + "' is not available with --batch (see --help)", false);
    } else {
      o.inputs.push_back(arg);
    }
  }
  if (o.inputs.empty()) return (error = "--batch needs input directories or files\n" + std::string(kUsage), false);
  if (o.outDir.empty()) return (error = "--batch needs --out-dir", false);
  if (o.reportPath.empty()) o.reportPath = (o.outDir / "failures.txt").string();
  if (!o.threads) o.threads = std::max(1u, std::thread::hardware_concurrency());
  return loadInputs(o.conversion, error);
}

bool isDxil(const fs::path& p) { return p.extension() == ".dxil"; }

// Directories are walked recursively and their files sorted; inputs keep their order.
bool collect(const BatchOptions& o, std::vector<Job>& jobs, std::string& error) {
  std::set<fs::path> outputs;
  for (const std::string& name : o.inputs) {
    fs::path input(name);
    std::error_code ec;
    std::vector<Job> found;
    if (fs::is_directory(input, ec)) {
      fs::recursive_directory_iterator it(input, fs::directory_options::follow_directory_symlink, ec), end;
      for (; !ec && it != end; it.increment(ec)) {
        if (it->is_regular_file(ec) && isDxil(it->path()))
          found.push_back({it->path(), o.outDir / it->path().lexically_relative(input).replace_extension()});
      }
      if (ec) return (error = "cannot walk '" + name + "': " + ec.message(), false);
      std::sort(found.begin(), found.end(), [](const Job& a, const Job& b) { return a.input < b.input; });
    } else if (fs::is_regular_file(input, ec)) {
      found.push_back({input, o.outDir / input.filename().replace_extension()});
    } else {
      return (error = "no such file or directory: '" + name + "'", false);
    }
    for (Job& job : found) {
      if (!outputs.insert(job.output).second)
        return (error = "two inputs map to one output " + job.output.string() + " ('" + job.input.string() + "')", false);
      jobs.push_back(std::move(job));
    }
  }
  return true;
}

class Worker {
 public:
  explicit Worker(const BatchOptions& o) : o_(o) {}

  // Converts one file (every export of a ray-tracing library); returns shaders converted.
  size_t run(const Job& job, std::vector<Failure>& failures) {
    std::vector<uint8_t> data;
    if (!readFile(job.input.string(), data)) {
      failures.push_back({job.input.string(), "io", "cannot read the file"});
      return 0;
    }
    // Listing entries reads the whole bitcode: only a library (program kind 6) can have
    // several; anything else, malformed containers included, is one conversion.
    std::vector<dxsv::EntryInfo> entries;
    std::string listError;
    bool library = container::isLibrary(data) && dxsv::listEntries(data, entries, listError) == DXSV_SUCCESS &&
                   !entries.empty();
    if (!library) return one(data, "", nullptr, job.input.string(), job.output, failures);
    // The subobjects, once per library, when the options take root signatures from them.
    dxsv::SubobjectsResult subobjects;
    if (o_.conversion.usesLibraryRootSignatures()) subobjects = dxsv::readSubobjects(data);
    size_t converted = 0;
    for (const dxsv::EntryInfo& e : entries)
      converted += one(data, e.name, o_.conversion.usesLibraryRootSignatures() ? &subobjects : nullptr,
                       job.input.string() + ":" + dxsv::escapeText(e.name), fs::path(job.output).concat("." + e.name), failures);
    return converted;
  }

 private:
  // `subobjects`: the library's, when the options take root signatures from them.
  size_t one(const std::vector<uint8_t>& data, const std::string& entry, const dxsv::SubobjectsResult* subobjects,
             const std::string& shader, const fs::path& stem, std::vector<Failure>& failures) {
    dxsv::ConvertOptions options = o_.conversion.convert;
    options.entryPoint = entry;
    if (subobjects) {
      // Unreadable subobjects are the file's fault; a missing or conflicting association, the options'.
      if (!subobjects->ok()) {
        failures.push_back({shader, statusName(DXSV_ERROR_MALFORMED_INPUT), oneLine("subobjects: " + subobjects->error)});
        return 0;
      }
      if (std::string error; !applyLibraryRootSignatures(o_.conversion, subobjects->subobjects, entry, options, error)) {
        failures.push_back({shader, statusName(DXSV_ERROR_INVALID_ARGUMENT), oneLine(error)});
        return 0;
      }
    }
    dxsv::ConvertResult result = dxsv::convert(data, options);
    if (!result.ok()) {
      failures.push_back({shader, statusName(result.status), oneLine(result.error)});
      // An earlier run's outputs would pass for this run's.
      std::error_code ignored;
      for (const char* extension : {".spv", ".spvasm", ".glsl"}) fs::remove(fs::path(stem).concat(extension), ignored);
      return 0;
    }
    auto write = [&](const char* extension, const void* bytes, size_t size) {
      std::string path = fs::path(stem).concat(extension).string();
      if (writeFile(path, bytes, size)) return true;
      failures.push_back({shader, "io", "cannot write '" + path + "'"});
      return false;
    };
    if (!write(".spv", result.spirv.data(), result.spirv.size() * 4)) return 0;
    std::string text, error;
    bool ok = true;
    if (o_.writeAsm) {
      if (!dxsv::disassembleSpirv(result.spirv, text, error)) {
        failures.push_back({shader, "disassembly", oneLine(error)});
        ok = false;
      } else {
        ok = write(".spvasm", text.data(), text.size()) && ok;
      }
    }
    if (o_.writeGlsl) {
      // The .spv is written either way; a module SPIRV-Cross cannot express is reported.
      if (!dxsv::spirvToGlsl(result.spirv, text, error)) {
        failures.push_back({shader, "glsl", oneLine(error)});
        ok = false;
      } else {
        ok = write(".glsl", text.data(), text.size()) && ok;
      }
    }
    return ok ? 1 : 0;
  }

  const BatchOptions& o_;
};

}  // namespace

int runBatch(int argc, char** argv) {
  BatchOptions o;
  std::string error;
  if (!parse(argc, argv, o, error)) return fail(error);
  std::vector<Job> jobs;
  if (!collect(o, jobs, error)) return fail(error);

  // Output folders up front, so workers only write files.
  std::error_code ec;
  std::set<fs::path> folders{o.outDir};
  for (const Job& job : jobs) folders.insert(job.output.parent_path());
  for (const fs::path& folder : folders) {
    if (!ec) fs::create_directories(folder, ec);
  }
  if (ec) return fail("cannot create the output folders under '" + o.outDir.string() + "': " + ec.message());
  if (fs::path report(o.reportPath); report.has_parent_path()) fs::create_directories(report.parent_path(), ec);

  unsigned threads = std::min<unsigned>(o.threads, std::max<size_t>(jobs.size(), 1));
  Progress progress(jobs.size(), isatty(fileno(stderr)));
  std::vector<std::vector<Failure>> failures(jobs.size());
  std::atomic<size_t> nextJob{0};
  auto work = [&] {
    Worker worker(o);
    for (size_t i; (i = nextJob.fetch_add(1)) < jobs.size();) {
      size_t converted = worker.run(jobs[i], failures[i]);
      progress.fileDone(converted, failures[i]);
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();

  std::ofstream report(o.reportPath, std::ios::trunc);
  for (const auto& list : failures)
    for (const Failure& f : list) report << f.shader << "\t" << f.kind << "\t" << f.message << "\n";
  report.close();
  progress.finish(threads, o.reportPath);
  if (!report) return fail("cannot write the report '" + o.reportPath + "'");
  return progress.failed() ? 1 : 0;
}

}  // namespace dxsv::cli
