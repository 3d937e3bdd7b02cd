// DXIL program header, found at the start of the DXIL (and ILDB, STAT) parts.
//
// Layout (little-endian, 24 bytes, then the bitcode):
//   program version u32  bits 0-3 minor, 4-7 major, 16-31 shader kind
//   program size u32     in dwords, this header included
//   bitcode header:
//     magic u32          "DXIL"
//     dxil version u32   major << 8 | minor
//     bitcode offset u32 from the start of the bitcode header (the "DXIL" magic)
//     bitcode size u32   in bytes
#include <algorithm>
#include <cstdint>

#include "container/container.h"
#include "container/read.h"

namespace dxsv::container {

namespace {

constexpr uint64_t kProgramHeaderSize = 24;
constexpr uint64_t kBitcodeHeaderOffset = 8;  // the bitcode header follows version and size
constexpr uint64_t kBitcodeHeaderSize = 16;
constexpr uint32_t kLastShaderKind = 15;  // node (SM 6.8); 16 is DXC's "invalid"

}  // namespace

Result<Program> parseProgram(const Part& part) {
  const std::string name = fourccName(part.fourcc);
  auto fail = [&](const std::string& what) { return makeError(name + " part: " + what); };
  const std::span<const uint8_t> bytes = part.data;

  if (bytes.size() < kProgramHeaderSize)
    return fail("program header needs " + std::to_string(kProgramHeaderSize) + " bytes, the part has only " +
                std::to_string(bytes.size()));

  Program program;
  const uint32_t version = readU32(bytes, 0);
  program.shaderModelMinor = version & 0xf;
  program.shaderModelMajor = (version >> 4) & 0xf;
  program.shaderKind = version >> 16;
  if (program.shaderKind > kLastShaderKind)
    return fail("program version " + hex(version) + " has unknown shader kind " +
                std::to_string(program.shaderKind));

  const uint64_t programSize = uint64_t(readU32(bytes, 4)) * 4;
  if (programSize < kProgramHeaderSize || programSize > bytes.size())
    return fail("program size " + std::to_string(programSize) + " bytes (" + std::to_string(programSize / 4) +
                " dwords) does not fit between the " + std::to_string(kProgramHeaderSize) +
                "-byte program header and the " + std::to_string(bytes.size()) + "-byte part");

  const uint32_t magic = readU32(bytes, kBitcodeHeaderOffset);
  if (magic != fourcc("DXIL"))
    return fail("bad bitcode header magic " + fourccName(magic) + ", expected DXIL");
  const uint32_t dxilVersion = readU32(bytes, kBitcodeHeaderOffset + 4);
  program.dxilVersionMajor = dxilVersion >> 8;
  program.dxilVersionMinor = dxilVersion & 0xff;

  const uint64_t bitcodeOffset = readU32(bytes, kBitcodeHeaderOffset + 8);
  const uint64_t bitcodeSize = readU32(bytes, kBitcodeHeaderOffset + 12);
  if (bitcodeOffset < kBitcodeHeaderSize)
    return fail("bitcode offset " + std::to_string(bitcodeOffset) + " points inside the " +
                std::to_string(kBitcodeHeaderSize) + "-byte bitcode header");
  const uint64_t bitcodeBegin = kBitcodeHeaderOffset + bitcodeOffset;  // 64-bit: no wrap
  if (bitcodeBegin > programSize || bitcodeSize > programSize - bitcodeBegin)
    return fail("bitcode at offset " + std::to_string(bitcodeOffset) + " with size " + std::to_string(bitcodeSize) +
                " runs past the end of the " + std::to_string(programSize) + "-byte program");

  program.bitcode = bytes.subspan(bitcodeBegin, bitcodeSize);
  static constexpr uint8_t kBitcodeMagic[4] = {'B', 'C', 0xc0, 0xde};
  if (program.bitcode.size() < 4 || !std::equal(kBitcodeMagic, kBitcodeMagic + 4, program.bitcode.begin()))
    return fail("bitcode does not start with the LLVM bitcode magic 'BC' 0xC0DE");
  return program;
}

Result<Program> findProgram(const Container& container) {
  // ILDB carries the same program with debug info; use it only when DXIL is absent.
  const Part* part = container.find(fourcc("DXIL"));
  if (!part) part = container.find(fourcc("ILDB"));
  if (!part) {
    if (Status sm4 = refuseSm4Bytecode(container); !sm4) return sm4.takeError();
    std::string present;
    for (const Part& p : container.parts) present += (present.empty() ? "" : ", ") + fourccName(p.fourcc);
    return makeError("DXBC container: no DXIL or ILDB part (parts: " + (present.empty() ? "none" : present) + ")");
  }
  return parseProgram(*part);
}

bool isLibrary(std::span<const uint8_t> blob) {
  constexpr uint32_t kLibraryKind = 6;
  auto parsed = parse(blob);
  if (!parsed) return false;
  auto program = findProgram(*parsed);
  return program && program->shaderKind == kLibraryKind;
}

}  // namespace dxsv::container
