// dxil-spirv --batch: converts every .dxil under directories or files on a thread pool.
#pragma once

namespace dxsv::cli {

// argv holds --batch among the options; returns the process exit code (non-zero when any
// shader failed or the options are wrong).
int runBatch(int argc, char** argv);

}  // namespace dxsv::cli
