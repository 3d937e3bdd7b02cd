// dx.op opcode -> op class (the <class> of dx.op.<class>.<overload>).
#pragma once

#include <cstdint>

namespace dxsv {

// Null for opcodes this project has not seen (they are unsupported anyway).
const char* dxOpClass(uint32_t opcode);

}  // namespace dxsv
