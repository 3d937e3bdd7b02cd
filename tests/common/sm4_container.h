// Hand-built fxc-style containers (SM 4/5 bytecode in an SHDR or SHEX part), which the library
// refuses as unsupported. Header-only, for the unit and robustness tests.
#pragma once

#include <cstdint>

#include "container_builder.h"

namespace dxsv::testing {

// The SM 4/5 version token: bits 0-3 minor, 4-7 major, 16-31 program type (0 ps, 1 vs, ... 5 cs).
inline uint32_t sm4Version(uint32_t programType, uint32_t major, uint32_t minor) {
  return programType << 16 | major << 4 | minor;
}

// A shader part holding the version token, the length in dwords and one `ret` instruction.
inline Bytes sm4Program(uint32_t programType, uint32_t major, uint32_t minor) {
  Bytes out;
  putU32(out, sm4Version(programType, major, minor));
  putU32(out, 3);
  putU32(out, 0x0100003e);  // ret: opcode 0x3e, instruction length 1
  return out;
}

// The parts fxc writes around the bytecode (contents zeroed: nothing here reads them).
inline Bytes buildSm4Container(const char (&shaderPart)[5], uint32_t programType, uint32_t major, uint32_t minor) {
  return buildContainer({{code("RDEF"), Bytes(28, 0)},
                         {code("ISGN"), Bytes(8, 0)},
                         {code("OSGN"), Bytes(8, 0)},
                         {code(shaderPart), sm4Program(programType, major, minor)},
                         {code("STAT"), Bytes(148, 0)}});
}

}  // namespace dxsv::testing
