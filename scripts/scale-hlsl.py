#!/usr/bin/env python3
"""Scaling of the HLSL front end: for each family of input, CPU time at N
and at 10N in one run, and the ratio t(10N)/t(N). Linear work gives about
10 (less where start-up dominates at N, somewhat more where the larger
input leaves the caches); a family whose ratio passes 15 fails the run. Run by hand (timings do not belong in CI): see
scripts/scale-hlsl.sh, which builds the CLI first.

With --instructions, each run counts the instructions the `rootsig`
process executes under `valgrind --tool=callgrind` instead: slower, but the
same on a loaded machine as on an idle one.

Usage: scale-hlsl.py ROOTSIG_BINARY [--instructions] [FAMILY...]
"""

import os
import re
import resource
import subprocess
import sys
import tempfile

LIMIT = 15.0


def obj_chain(n):
    lines = ['#define A0 ""'] + [f"#define A{i} A{i - 1}" for i in range(1, n)]
    return "\n".join(lines + [f"#define RS A{n - 1}", ""]), ("define",)


def fn_chain(n):
    lines = ["#define F0(x) x"] + [f"#define F{i}(x) F{i - 1}(x)" for i in range(1, n)]
    return "\n".join(lines + [f'#define RS F{n - 1}("")', ""]), ("define",)


def elif_chain(n):
    return "#if 0\n" + "#elif 0\n" * n + '#else\n#define RS ""\n#endif\n', ("define",)


def params(n):
    names = ",".join(f"p{i}" for i in range(n))
    body = " ".join(f"p{i}" for i in range(n))
    args = ",".join('""' for _ in range(n))
    return f"#define M({names}) {body}\n#define RS M({args})\n", ("define",)


def skipped_defines(n):
    depth = n // 2
    text = "#if A\n" * depth
    text += "".join(f"#define D{i} 1\n" for i in range(n - depth))
    text += "#endif\n" * depth
    return text + '#define RS ""\n', ("define",)


def hide_sets(n):
    lines = ['#define A0 ""'] + [f'#define A{i} A{i - 1} ""' for i in range(1, n)]
    return "\n".join(lines + [f"#define RS A{n - 1}", ""]), ("define",)


MAIN_ALL = "float4 main() : SV_Target {{ return {}; }}\n"


def struct_types(n):
    text = "".join(f"struct S{i} {{ Texture2D t; }};\nS{i} s{i};\n" for i in range(n))
    uses = " + ".join(f"s{i}.t.Load(0)" for i in range(n))
    return text + '[RootSignature("DescriptorTable(SRV(t0, numDescriptors = unbounded))")]\n' + MAIN_ALL.format(uses), ("bindings", "check", "derive")


def interleaved(n):
    text = "".join(
        f"Texture2D e{i} : register(t{3 * i});\nTexture2D a{i}[2];\n" for i in range(n)
    )
    uses = " + ".join(f"e{i}.Load(0) + a{i}[0].Load(0)" for i in range(n))
    return text + '[RootSignature("DescriptorTable(SRV(t0, numDescriptors = unbounded))")]\n' + MAIN_ALL.format(uses), ("bindings", "check", "derive")


def bn0301(n):
    text = "".join(f"Texture2D t{i};\n" for i in range(n))
    uses = " + ".join(f"t{i}.Load(0)" for i in range(n))
    return text + '[RootSignature("RootFlags(0)")]\n' + MAIN_ALL.format(uses), ("check",)


def bn0301_spaces(n):
    text = "".join(f"Texture2D t{i} : register(t0, space{i});\n" for i in range(n))
    uses = " + ".join(f"t{i}.Load(0)" for i in range(n))
    return text + '[RootSignature("RootFlags(0)")]\n' + MAIN_ALL.format(uses), ("check",)


FAMILIES = [
    ("object-like macro chain depth", obj_chain, 10_000),
    ("function-like macro chain depth", fn_chain, 10_000),
    ("#elif branches", elif_chain, 2_500),
    ("parameters of one macro", params, 3_000),
    ("skipped defines under nested #if (lines)", skipped_defines, 1_000),
    ("macro chain adding a token per level", hide_sets, 10_000),
    ("struct types, one instance each", struct_types, 2_000),
    ("explicit registers among implicit arrays", interleaved, 3_000),
    ("BN0301 errors", bn0301, 2_000),
    ("BN0301 errors, a space each", bn0301_spaces, 2_000),
]


def command(binary, tool, path):
    if tool == "define":
        return [binary, "compile", "--hlsl", path, "--define", "RS", "-o", os.devnull]
    entry = ["--entry", "main", "--stage", "pixel"]
    return [binary, tool, path, *entry]


def cpu_seconds(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        tail = done.stderr.decode(errors="replace")[-300:]
        raise SystemExit(f"{' '.join(cmd[:2])} failed ({done.returncode}): {tail}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def instructions(cmd):
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    found = re.search(rb"Collected : (\d+)", done.stderr)
    if done.returncode not in (0, 1) or not found:
        tail = done.stderr.decode(errors="replace")[-300:]
        raise SystemExit(f"{' '.join(cmd[:2])} under callgrind failed ({done.returncode}): {tail}")
    return int(found.group(1))


def main():
    binary = sys.argv[1]
    wanted = sys.argv[2:]
    counting = "--instructions" in wanted
    wanted = [w for w in wanted if w != "--instructions"]
    failed = []
    if counting:
        print(f"{'family':48} {'tool':9} {'N':>7} {'I(N) M':>8} {'I(10N) M':>9} {'ratio':>6}")
    else:
        print(f"{'family':48} {'tool':9} {'N':>7} {'t(N) s':>8} {'t(10N) s':>9} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as tmp:
        for name, make, n in FAMILIES:
            if wanted and not any(w in name for w in wanted):
                continue
            times = {}
            for size in (n, 10 * n):
                text, tools = make(size)
                path = os.path.join(tmp, f"s{size}.hlsl")
                with open(path, "w") as f:
                    f.write(text)
                for tool in tools:
                    cmd = command(binary, tool, path)
                    if counting:
                        # Millions of instructions: one run is exact.
                        times.setdefault(tool, []).append(instructions(cmd) / 1e6)
                        continue
                    # The faster of two runs: CPU time of a short run is
                    # coarse, and a loaded machine adds to it.
                    runs = [cpu_seconds(cmd) for _ in range(2)]
                    times.setdefault(tool, []).append(min(runs))
            for tool, (small, large) in times.items():
                ratio = large / max(small, 1e-3)
                flag = "" if ratio <= LIMIT else "  FAIL"
                digits = 1 if counting else 3
                print(f"{name:48} {tool:9} {n:>7} {small:>8.{digits}f} {large:>9.{digits}f} {ratio:>6.1f}{flag}")
                if ratio > LIMIT:
                    failed.append(f"{name} ({tool})")
    if failed:
        print(f"grows more than {LIMIT}x for 10x the input: {', '.join(failed)}")
        sys.exit(1)


if __name__ == "__main__":
    main()
