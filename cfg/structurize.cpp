// structurize: the cfg/ pipeline. Each pass lives in its own file (cfg/passes.h).
#include "cfg/structurize.h"

#include "cfg/passes.h"
#include "ir/verifier.h"

namespace dxsv::cfg {

Status structurize(ir::Module& module, const StructurizeOptions& options) {
  ir::Function& f = module.function;
  for (const ir::Block& b : f.blocks)
    if (b.merge != ir::MergeKind::None) return makeError("cfg: function '" + f.name + "' is already structured");
  if (Status s = normalize(module); !s) return s;
  if (Status s = ir::verify(module); !s)
    return makeError("cfg: input is not valid IR: " + s.error().message);
  if (Status s = canonicalizeLoops(module); !s) return s;
  if (options.exitLoopsAtHeader)
    if (Status s = exitLoopsAtHeader(module); !s) return s;
  if (Status s = placeSelectionMerges(module); !s) return s;
  if (Status s = repairSsa(module); !s) return s;
  if (Status s = computeLayout(module); !s) return s;
  if (Status s = ir::verify(module); !s)
    return makeError("cfg: internal error, structurized IR is invalid: " + s.error().message);
  return {};
}

}  // namespace dxsv::cfg
