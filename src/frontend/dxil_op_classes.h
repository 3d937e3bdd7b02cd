// dx.op opcode -> op class (the <class> of dx.op.<class>.<overload>).
#pragma once

#include <cstdint>

namespace dxsv {

// Null for opcodes this project has not seen (they are unsupported anyway).
const char* dxOpClass(uint32_t opcode);

// The signature of the opcode's function, "RESULT(PARAM,...)" after the opcode parameter, or
// null. Each item is a type: void (v), i1 ... i64, f16, f32, f64; o, the overload (one scalar
// type for every o of the call); H, a %dx.types.Handle; P, a pointer; * any type; or a struct:
// R ResRet {o, o, o, o, i32}, C CBufRet (2, 4 or 8 o filling 16 bytes), D Dimensions
// {i32 x 4}, 4i {i32 x 4}, 4o {o x 4}, T2 {i32, i32}, IC {i32, i1}, SP {f32, f32},
// RB ResBind {i32, i32, i32, i8}, RP ResourceProperties {i32, i32}.
const char* dxOpSignature(uint32_t opcode);

}  // namespace dxsv
