#!/usr/bin/env python3
"""Writes the DXIL blobs of a vkd3d-proton source tarball's test headers to a directory.

  extract-vkd3d-blobs.py TARBALL OUT-DIR

Each `static const BYTE NAME_dxil[] = { 0x44, ... };` in tests/shaders/AREA/headers/*.h becomes
OUT-DIR/AREA/NAME_dxil.dxil. The blobs stay out of the repository: the robustness test
(tests/robustness/valid_blobs_validate_test.cpp) runs this into the build tree when the
tarball is present. Prints the number of blobs written.
"""
import os
import re
import sys
import tarfile

HEADER = re.compile(r"(?:^|/)tests/shaders/([^/]+)/headers/[^/]+\.h$")
ARRAY = re.compile(r"static\s+const\s+BYTE\s+(\w+_dxil)\s*\[\s*\]\s*=\s*\{([^}]*)\}", re.S)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    tarball, out = sys.argv[1], sys.argv[2]
    written = 0
    with tarfile.open(tarball, "r:*") as tar:
        for member in tar:
            match = HEADER.search(member.name)
            if not member.isfile() or not match:
                continue
            text = tar.extractfile(member).read().decode("utf-8", "replace")
            for name, body in ARRAY.findall(text):
                data = bytes(int(b, 16) for b in re.findall(r"0x([0-9a-fA-F]{1,2})", body))
                area = os.path.join(out, match.group(1))
                os.makedirs(area, exist_ok=True)
                # Write aside then rename: a concurrent reader never sees half a blob.
                path = os.path.join(area, name + ".dxil")
                with open(path + ".tmp", "wb") as f:
                    f.write(data)
                os.replace(path + ".tmp", path)
                written += 1
    print(f"{written} blobs in {out}")
    return 0 if written else 1


if __name__ == "__main__":
    sys.exit(main())
