#!/usr/bin/env python3
"""Which dx.ops the frontend accepts, and which reference case executes each of them.

Accepted: the DxOp names the src/frontend/dxop_*.cpp files handle. Executed: opcodes called in
the .ll of a reference case that has a run.json and is not listed in its exec_skips.txt.
A graphics case (run.json "mode": "graphics") executes the ops of its other stages too (vs, hs,
ds, gs, ms, as).
Exits 1 if an accepted op is executed by no case and is not listed, with the reason, in
tools/dxop-unexecuted.txt ("OpName: reason"). Usage: python3 tools/dxop-coverage.py [-v]
"""
import glob
import json
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
numbers = {}
for line in open(os.path.join(root, "src/frontend/dxil_opcodes.cpp")):
    m = re.search(r'"(\w+)",\s*//\s*(\d+)', line)
    if m:
        numbers[m.group(1)] = int(m.group(2))
accepted = set()
for path in glob.glob(os.path.join(root, "src/frontend/dxop_*.cpp")):
    accepted |= {n for n in re.findall(r"DxOp::(\w+)", open(path).read()) if n in numbers}

executed = {}
for ll in sorted(glob.glob(os.path.join(root, "reference/*/*.ll"))):
    base, area = ll[:-3], os.path.basename(os.path.dirname(ll))
    name = os.path.basename(base)
    if not os.path.exists(base + ".run.json"):
        continue
    skips = os.path.join(os.path.dirname(ll), "exec_skips.txt")
    if os.path.exists(skips) and re.search(rf"^{re.escape(name)}:", open(skips).read(), re.M):
        continue
    sources = [ll]
    spec = json.load(open(base + ".run.json"))
    if spec.get("mode") == "graphics":
        for stage in ("vs", "hs", "ds", "gs", "ms", "as"):
            other = os.path.join(os.path.dirname(ll), spec[stage] + ".ll") if stage in spec else None
            if other and os.path.exists(other):
                sources.append(other)
    for source in sources:
        for op in re.findall(r"@dx\.op\.[\w.]+\(i32 (\d+)", open(source).read()):
            executed.setdefault(int(op), []).append(f"{area}/{name}")

listed = {}
for line in open(os.path.join(root, "tools/dxop-unexecuted.txt")):
    if line.strip() and not line.startswith("#"):
        op, _, reason = line.partition(":")
        listed[op.strip()] = reason.strip()
missing = sorted((numbers[a], a) for a in accepted if numbers[a] not in executed and a not in listed)
unexecuted = [a for a in accepted if numbers[a] not in executed]
print(f"{len(accepted)} dx.ops accepted, {len(accepted) - len(unexecuted)} executed by a reference case")
if "-v" in sys.argv:
    for op, name in sorted((numbers[a], a) for a in accepted):
        cases = executed.get(op, [])
        print(f"  {op:3} {name:28} {cases[0] if cases else '-'}" + (f" (+{len(cases) - 1})" if len(cases) > 1 else ""))
for name, reason in sorted(listed.items()):
    if name in accepted and numbers[name] not in executed:
        print(f"not executed (tools/dxop-unexecuted.txt): {numbers[name]} {name}: {reason}")
for op, name in missing:
    print(f"NOT EXECUTED: {op} {name}")
sys.exit(1 if missing else 0)
