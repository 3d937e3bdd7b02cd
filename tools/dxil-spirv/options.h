// Command-line options shared by single-file and batch mode (the conversion options).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "dxil_spirv/dxil_spirv.hpp"

namespace dxsv::cli {

extern const char* const kUsage;

// Prints "dxil-spirv: MESSAGE" to stderr; returns the failing exit code (1).
int fail(const std::string& message);

// Options that shape every conversion, whichever mode runs it.
struct ConversionOptions {
  dxsv::ConvertOptions convert;
  std::string rootSignaturePath;  // --root-signature FILE, read by loadInputs
  std::string localRootSignaturePath;  // --local-root-signature FILE, read by loadInputs
  bool localRootSignatureFromLibrary = false;  // --local-root-signature library
  bool rootSignatureFromLibrary = false;       // --root-signature library
  bool usesLibraryRootSignatures() const { return localRootSignatureFromLibrary || rootSignatureFromLibrary; }
};

enum class Parsed { NotMine, Taken, Error };

// Parses the conversion option at argv[i] (advancing i past its value). NotMine: the caller's
// own option or an input; Error: `error` says why.
Parsed parseConversionOption(int argc, char** argv, int& i, ConversionOptions& options, std::string& error);

// Reads the files the options name (the serialized root signature); false with `error` set.
bool loadInputs(ConversionOptions& options, std::string& error);

// --local-root-signature library / --root-signature library: sets `convert.localRootSignature`
// / `convert.rootSignature` to the root signature the library's subobjects (read once per
// file by the caller) associate with `entry` (no local one: left empty). False with `error`
// set when associations conflict or no global root signature applies.
bool applyLibraryRootSignatures(const ConversionOptions& options, const std::vector<dxsv::Subobject>& subobjects,
                                const std::string& entry, dxsv::ConvertOptions& convert, std::string& error);

bool readFile(const std::string& path, std::vector<uint8_t>& data);
bool writeFile(const std::string& path, const void* data, size_t size);

}  // namespace dxsv::cli
