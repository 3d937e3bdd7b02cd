// Min-precision types computed in 32 bits (ConvertOptions::minPrecisionAs32Bit).
//
// A module compiled without -enable-16bit-types (no "use native low precision" shader flag)
// carries HLSL's min16float / min16int / min16uint as half / i16, but D3D only promises *at
// least* 16-bit precision and lets an implementation compute them at 32 bits. Devices without
// native 16-bit arithmetic need that: this pass rewrites every half / i16 of the module to
// float / i32 (docs/ARCHITECTURE.md, "Min-precision types").
#pragma once

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::ir {

// Rewrites `module` (a module without native low precision) so that no 16-bit type is left:
// values, variables, signatures and resource element types become 32-bit. A 32-bit value
// stands for an i16 with its full magnitude: truncations to i16 keep the value, extensions
// from i16 extend from bit 15 (zext masks, sext sign-extends), i16 constants are sign-extended
// except where an unsigned operation reads them, equality and switches compare the low 16
// bits, and bit scans/reverses keep their 16-bit results. Unsupported: ops that exist only with
// native 16-bit types (Dot2AddHalf) and bitcasts mixing 16-bit and other widths.
Status widenMinPrecision(Module& module);

}  // namespace dxsv::ir
