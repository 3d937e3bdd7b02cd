// structurize: the cfg/ pipeline. Each pass lives in its own file (cfg/passes.h). Functions
// are structurized one at a time and independently: a call is an ordinary instruction to
// the caller's CFG, so no pass looks across functions.
#include "cfg/structurize.h"

#include "cfg/passes.h"
#include "common/escape.h"
#include "ir/verifier.h"

namespace dxsv::cfg {

namespace {

using Pass = Status (*)(ir::Module&, ir::Function&);

Status runOnEveryFunction(ir::Module& module, Pass pass) {
  for (ir::Function& f : module.functions)
    if (Status s = pass(module, f); !s) return s;
  return {};
}

Status structurizeFunction(ir::Module& module, ir::Function& f, const StructurizeOptions& options) {
  for (const ir::Block& b : f.blocks)
    if (b.merge != ir::MergeKind::None) return makeError("cfg: function '" + escapeText(f.name) + "' is already structured");
  if (Status s = normalize(module, f); !s) return s;
  if (Status s = ir::verify(module, f); !s)
    return makeError("cfg: input is not valid IR: " + s.error().message);
  if (Status s = canonicalizeLoops(module, f, options); !s) return s;
  if (options.exitLoopsAtHeader)
    if (Status s = exitLoopsAtHeader(module, f); !s) return s;
  if (Status s = placeSelectionMerges(module, f, options); !s) return s;
  if (Status s = repairSsa(module, f); !s) return s;
  if (Status s = computeLayout(module, f); !s) return s;
  if (Status s = ir::verify(module, f); !s)
    return makeError("cfg: internal error, structurized IR is invalid: " + s.error().message);
  return {};
}

}  // namespace

Status normalize(ir::Module& module) { return runOnEveryFunction(module, normalize); }
Status canonicalizeLoops(ir::Module& module) { return runOnEveryFunction(module, canonicalizeLoops); }
Status exitLoopsAtHeader(ir::Module& module) { return runOnEveryFunction(module, exitLoopsAtHeader); }
Status placeSelectionMerges(ir::Module& module) { return runOnEveryFunction(module, placeSelectionMerges); }
Status repairSsa(ir::Module& module) { return runOnEveryFunction(module, repairSsa); }
Status computeLayout(ir::Module& module) { return runOnEveryFunction(module, computeLayout); }

Status structurize(ir::Module& module, const StructurizeOptions& options) {
  if (module.functions.empty()) return makeError("cfg: the module has no functions");
  for (ir::Function& f : module.functions)
    if (Status s = structurizeFunction(module, f, options); !s) return s;
  return {};
}

}  // namespace dxsv::cfg
