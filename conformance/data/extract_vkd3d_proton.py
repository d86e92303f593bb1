#!/usr/bin/env python3
"""Copies vkd3d-proton's test shaders and their compiled bytes into
conformance/data/vkd3d-proton/: for each tests/shaders/<group>/headers/<name>.h,
every `<name>_code_dxil` array becomes <group>/<name>.dxil and every
`<name>_code_dxbc` array <group>/<name>.dxbc, next to the HLSL source and
the files it includes.

Usage: extract_vkd3d_proton.py <vkd3d-proton git dir> <commit> <out dir>
"""
import re
import struct
import subprocess
import sys

git_dir, commit, out = sys.argv[1:4]


def git(*args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], check=True,
                          capture_output=True).stdout


ARRAY = re.compile(rb"static const (DWORD|BYTE) (\w+)_code_(dxil|dxbc)\[\] =\s*\{([^}]*)\}")
files = git("ls-tree", "-r", "--name-only", commit, "tests/shaders").decode().split("\n")
import os
for path in files:
    parts = path.split("/")
    if len(parts) < 3:
        continue
    group = parts[2]
    target = os.path.join(out, group)
    os.makedirs(target, exist_ok=True)
    if path.endswith(".hlsl") or (path.endswith(".h") and parts[-2] != "headers"):
        with open(os.path.join(target, parts[-1]), "wb") as f:
            f.write(git("show", f"{commit}:{path}"))
    elif path.endswith(".h") and parts[-2] == "headers":
        text = git("show", f"{commit}:{path}")
        for word, name, kind, body in ARRAY.findall(text):
            values = [int(v, 16) for v in re.findall(rb"0x[0-9a-fA-F]+", body)]
            fmt = "<%dI" % len(values) if word == b"DWORD" else "%dB" % len(values)
            with open(os.path.join(target, f"{name.decode()}.{kind.decode()}"), "wb") as f:
                f.write(struct.pack(fmt, *values))
