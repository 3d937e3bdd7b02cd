// Input text in messages (issue 27): names and strings from a blob reach error messages only
// through escapeText (src/common/escape.h), so the C++ API, the C API and the CLI print
// nothing but printable ASCII and newlines, whatever the blob holds. Crafted blobs put control
// bytes, terminal escape sequences and invalid UTF-8 into a shader-model name, a callee's name,
// a resource name, an entry function's name and library export names.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "../../common/assemble_ll.h"
#include "common/escape.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using dxsv::testing::assembleLl;
using dxsv::testing::Bytes;

bool printable(const std::string& s) {
  for (char c : s)
    if (c != '\n' && (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e)) return false;
  return true;
}

TEST(MessageEscaping, EscapeText) {
  EXPECT_EQ(dxsv::escapeText("main"), "main");
  EXPECT_EQ(dxsv::escapeText(std::string("\x01?RayGen@@YAXXZ")), "\\x01?RayGen@@YAXXZ");
  EXPECT_EQ(dxsv::escapeText("\x1b[31mred\x1b[0m"), "\\x1b[31mred\\x1b[0m");
  EXPECT_EQ(dxsv::escapeText("\xf0s\xff\x7f"), "\\xf0s\\xff\\x7f");  // invalid UTF-8 and DEL
  EXPECT_EQ(dxsv::escapeText(std::string("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(dxsv::escapeText("two\nlines\r"), "two\\x0alines\\x0d");
  EXPECT_EQ(dxsv::escapeText("two\nlines", dxsv::Newlines::Keep), "two\nlines");
  EXPECT_EQ(dxsv::escapeText("tab\there"), "tab\\x09here");
  // Idempotent: the API escapes finished messages once more as a safety net.
  const std::string once = dxsv::escapeText("\x1b]0;title\x07 \\x41");
  EXPECT_EQ(dxsv::printableMessage(once), once);
  EXPECT_TRUE(printable(dxsv::printableMessage("\x9b\x1b\x07\nok")));
}

// A compute shader (one UAV) whose parts the cases replace: the shader-model name, the entry
// function's name, the resource's name and the body.
std::string computeModule(const std::string& kind, const std::string& entry, const std::string& resource,
                          const std::string& body, const std::string& declarations = "") {
  return R"(
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
define void @")" + entry + R"("() {
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
)" + body + R"(
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
)" + declarations + R"(
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!4}
!0 = !{!")" + kind + R"(", i32 6, i32 0}
!1 = !{null, !2, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !")" + resource + R"(", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!4 = !{ptr @")" + entry + R"(", !"main", null, !1, !5}
!5 = !{i32 4, !6}
!6 = !{i32 1, i32 1, i32 1}
)";
}

struct Case {
  const char* name;
  std::string ll;
  dxsv_status status;
  const char* escaped;  // what the message must contain
  const char* entry = nullptr;
};

std::vector<Case> cases() {
  const std::string store = "  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 0, i32 undef, i32 1, "
                            "i32 undef, i32 undef, i32 undef, i8 1, i32 4)\n";
  std::vector<Case> out;
  // LLVM IR text escapes bytes as \XX inside quoted names and metadata strings.
  out.push_back({"shader model name", computeModule("\\1B[31m\\F0s", "main", "Out", store), DXSV_ERROR_MALFORMED_INPUT,
                 "unknown shader kind '\\x1b[31m\\xf0s'"});
  out.push_back({"callee name", computeModule("cs", "main", "Out", "  call void @\"\\01evil\\1B]0;pwned\\07\"()\n",
                                              "declare void @\"\\01evil\\1B]0;pwned\\07\"()\n"),
                 DXSV_ERROR_UNSUPPORTED, "'\\x01evil\\x1b]0;pwned\\x07'"});
  out.push_back({"entry function name",
                 computeModule("cs", "\\01\\1B[2J\\FF\\FEmain", "Out", "  %x = call i64 @dx.op.cycleCounterLegacy(i32 109)\n",
                               "declare i64 @dx.op.cycleCounterLegacy(i32)\n"),
                 DXSV_ERROR_UNSUPPORTED, "function '\\x01\\x1b[2J\\xff\\xfemain'"});
  out.push_back({"resource name",
                 computeModule("cs", "main", "\\1B[5m\\C3(\\9B",
                               "  %bad = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 7, i1 false)\n" +
                                   store),
                 DXSV_ERROR_MALFORMED_INPUT, "resource '\\x1b[5m\\xc3(\\x9b'"});
  // A library whose export names are not printable: asked for one it does not have.
  out.push_back({"export names", R"(
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @"\01?A\1B[1m@@YAXXZ"() {
  ret void
}
define void @"\01?B\E2\80@@YAXXZ"() {
  ret void
}
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1, !2, !4}
!0 = !{!"lib", i32 6, i32 3}
!1 = !{null, !"", null, null, null}
!2 = !{ptr @"\01?A\1B[1m@@YAXXZ", !"\01?A\1B[1m@@YAXXZ", null, null, !3}
!3 = !{i32 8, i32 12}
!4 = !{ptr @"\01?B\E2\80@@YAXXZ", !"\01?B\E2\80@@YAXXZ", null, null, !3}
)",
                 DXSV_ERROR_INVALID_ARGUMENT, "(exports: A\\x1b[1m, B\\xe2\\x80)", "\x1b[7mnone\xc0"});
  return out;
}

std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

TEST(MessageEscaping, CraftedNamesThroughEveryInterface) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("dxsv_escaping_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.name);
    const Bytes blob = assembleLl(c.ll);
    ASSERT_FALSE(blob.empty());
    // C++ API.
    dxsv::ConvertOptions options;
    if (c.entry) options.entryPoint = c.entry;
    dxsv::ConvertResult result = dxsv::convert(blob, options);
    EXPECT_EQ(result.status, c.status) << result.error;
    EXPECT_TRUE(printable(result.error)) << result.error;
    EXPECT_NE(result.error.find(c.escaped), std::string::npos) << result.error;
    // C API.
    dxsv_options cOptions;
    dxsv_options_init(&cOptions);
    cOptions.entry_point = c.entry;
    dxsv_result cResult = nullptr;
    EXPECT_EQ(dxsv_convert(blob.data(), blob.size(), &cOptions, &cResult), c.status);
    const std::string cError = dxsv_result_error(cResult);
    dxsv_result_destroy(cResult);
    EXPECT_EQ(cError, result.error);
    // The CLI's stderr (and, for the library, its --list-entries output).
    const std::filesystem::path input = dir / "crafted.dxil", err = dir / "stderr.txt", out = dir / "stdout.txt";
    std::ofstream(input, std::ios::binary).write(reinterpret_cast<const char*>(blob.data()), std::streamsize(blob.size()));
    std::string command = std::string(DXSV_CLI) + " " + input.string() + (c.entry ? " --entry \"$DXSV_TEST_ENTRY\"" : "") +
                          " -o " + (dir / "out.spv").string() + " >" + out.string() + " 2>" + err.string();
    if (c.entry) setenv("DXSV_TEST_ENTRY", c.entry, 1);
    const int status = std::system(command.c_str());
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 1) << command;
    const std::string cliError = readText(err);
    EXPECT_TRUE(printable(cliError)) << cliError;
    EXPECT_NE(cliError.find(c.escaped), std::string::npos) << cliError;
    if (c.entry) {
      command = std::string(DXSV_CLI) + " --list-entries " + input.string() + " >" + out.string() + " 2>" + err.string();
      EXPECT_EQ(std::system(command.c_str()), 0) << command;
      const std::string listed = readText(out);
      EXPECT_TRUE(printable(listed)) << listed;
      EXPECT_EQ(listed, "A\\x1b[1m callable\nB\\xe2\\x80 callable\n");
      // The API returns the names themselves (data, not messages): they select the export.
      std::vector<dxsv::EntryInfo> entries;
      std::string error;
      ASSERT_EQ(dxsv::listEntries(blob, entries, error), DXSV_SUCCESS) << error;
      ASSERT_EQ(entries.size(), 2u);
      EXPECT_EQ(entries[0].name, "A\x1b[1m");
    }
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
