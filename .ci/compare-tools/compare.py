#!/usr/bin/env python3
"""Time HueLint against the tools a team would otherwise use to find hardcoded colours (issue 7, part 4).

    python3 .ci/compare-tools/compare.py TREE...            # HueLint, rg, ast-grep, semgrep, floors
    python3 .ci/compare-tools/compare.py --skip semgrep TREE
    python3 .ci/compare-tools/compare.py --quick            # HueLint vs rg on the synthetic corpus (no network)
    python3 .ci/compare-tools/compare.py --overlap TREE     # what each tool matches vs HueLint's findings, by line

On each tree, in one run, every tool is run round-robin (`--rounds`, default 5; semgrep `--semgrep-rounds`,
default 1) and the median wall time is reported with user+sys CPU (getrusage of the child and everything it
waited for), peak RSS, the number of findings or matches, and the ratio to HueLint at the same job count.
A second table times the same tools on 20 files picked deterministically from the tree (a pre-commit run),
HueLint also as `huelint --staged` in a temporary git repository holding those files.

The other tools' rules live next to this script: rg-patterns.txt (13 regexes), ast-grep/ (sgconfig.yml and
rules/), semgrep.yml. They cover the five core rules (raw-color-initializer, hex-color-literal,
color-scheme-conditional, direct-palette-reference, scattered-theme-storage).

Tools: HUELINT=path (default: `swift build -c release --product huelint` in the repo, scratch path from
HUELINT_SCRATCH_PATH if set); rg from PATH (Debian `ripgrep`); ast-grep and semgrep from PATH or from a
venv at ${XDG_CACHE_HOME:-~/.cache}/huelint-compare/venv, created with `pip install ast-grep-cli semgrep`
when `--install` is given. A missing tool is reported and skipped. semgrep runs offline: --metrics=off,
a local --config, no version check.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
CACHE = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "huelint-compare")
VENV = os.path.join(CACHE, "venv")
SOURCE_GLOBS = ["*.swift", "*.kt", "*.kts"]
NEVER = "zq7HueLintNeverMatchesThis7qz"
TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None  # GNU time (Debian `time`)


def log(message):
    print(message, file=sys.stderr, flush=True)


def load():
    return "load %.2f %.2f %.2f" % os.getloadavg()


# ---------------------------------------------------------------------------------------------- tools

def find_tool(name, venv_name=None):
    candidate = os.path.join(VENV, "bin", venv_name or name)
    if os.access(candidate, os.X_OK):
        return candidate
    return shutil.which(name)


def install_venv():
    if not os.access(os.path.join(VENV, "bin", "python"), os.X_OK):
        os.makedirs(CACHE, exist_ok=True)
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    subprocess.run([os.path.join(VENV, "bin", "pip"), "install", "--quiet", "ast-grep-cli", "semgrep"], check=True)


def huelint_binary(product="huelint"):
    override = os.environ.get("HUELINT" if product == "huelint" else "HUELINT_BENCH")
    if override:
        return os.path.abspath(override)
    command = ["swift", "build", "-c", "release", "--product", product]
    if os.environ.get("HUELINT_SCRATCH_PATH"):
        command += ["--scratch-path", os.environ["HUELINT_SCRATCH_PATH"]]
    log("building: " + " ".join(command))
    subprocess.run(command, cwd=REPO, check=True, stdout=sys.stderr)
    bin_path = subprocess.run(command + ["--show-bin-path"], cwd=REPO, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, product)


def rg_patterns():
    with open(os.path.join(HERE, "rg-patterns.txt"), encoding="utf-8") as handle:
        return [line.rstrip("\n") for line in handle if line.strip() and not line.startswith("#")]


def rg_globs():
    return [arg for glob in SOURCE_GLOBS for arg in ("-g", glob)]


def semgrep_env():
    env = dict(os.environ)
    env.update(SEMGREP_ENABLE_VERSION_CHECK="0", SEMGREP_SEND_METRICS="off", SEMGREP_SETTINGS_FILE=os.path.join(CACHE, "semgrep-settings.yml"),
               SEMGREP_LOG_FILE=os.path.join(CACHE, "semgrep.log"), SEMGREP_VERSION_CACHE_PATH=os.path.join(CACHE, "semgrep-version"))
    return env


class Tool:
    """One command line to time. `count` turns its stdout into a number of findings or matches."""

    def __init__(self, name, threads, argv, count, rounds, env=None, cwd=None, baseline=False, note=""):
        self.name, self.threads, self.argv, self.count = name, threads, argv, count
        self.rounds, self.env, self.cwd, self.baseline, self.note = rounds, env, cwd, baseline, note
        self.walls, self.cpus, self.rss, self.matches, self.status = [], [], [], None, None


def count_huelint(text):
    match = re.search(r"^Found (\d+) findings?", text, re.M)
    if match:
        return int(match.group(1))
    return 0 if re.search(r"^No findings", text, re.M) or not text.strip() else None


def count_lines(text):
    return sum(1 for line in text.splitlines() if line.strip())


def count_ast_grep(text):
    return sum(1 for line in text.splitlines() if re.search(r":\d+:\d+: (error|warning|info|hint)\[", line))


def count_semgrep(text):
    return sum(1 for line in text.splitlines() if re.search(r":\d+:\d+:(error|warning|info)\(", line))


def run_once(tool, scratch):
    """Runs the tool once; returns (wall s, user+sys s, peak RSS MiB, exit status, stdout)."""
    out_path, rss_path = os.path.join(scratch, "out.txt"), os.path.join(scratch, "rss.txt")
    # A child forked from Python starts with Python's RSS on its books, so peak RSS comes from GNU time (a
    # small parent); wall time and CPU from wait4 (time's own share is about a millisecond).
    argv = ([TIME, "-q", "-f", "%M", "-o", rss_path] if TIME else []) + tool.argv
    with open(out_path, "wb") as out, open(os.devnull, "wb") as err:
        start = time.perf_counter()
        # stdout to a real file, never /dev/null: rg stops at the first match when it sees /dev/null.
        process = subprocess.Popen(argv, cwd=tool.cwd, env=tool.env, stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
    with open(out_path, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    rss = usage.ru_maxrss / 1024
    if TIME:
        with open(rss_path, encoding="utf-8") as handle:
            rss = int(handle.read().split()[-1]) / 1024
    return wall, usage.ru_utime + usage.ru_stime, rss, process.returncode, text


def bench(tools, rounds, scratch):
    """Round-robin: round r runs every tool that still wants a round, in list order."""
    for round_index in range(rounds):
        log(f"  round {round_index + 1}/{rounds} ({load()})")
        for tool in tools:
            if round_index >= tool.rounds:
                continue
            wall, cpu, rss, status, text = run_once(tool, scratch)
            tool.walls.append(wall)
            tool.cpus.append(cpu)
            tool.rss.append(rss)
            tool.status = status
            if tool.matches is None:
                tool.matches = tool.count(text)
            log(f"    {tool.name:<28} {wall:8.3f} s  exit {status}")


# ------------------------------------------------------------------------------------------- the trees

def source_files(tree):
    """The Swift/Kotlin files rg sees (.gitignore honoured, hidden skipped), sorted, relative to the tree."""
    result = subprocess.run(["rg", "--files", *rg_globs()], cwd=tree, capture_output=True, text=True)
    return sorted(line for line in result.stdout.splitlines() if line)


def pick(files, count):
    """`count` files spread evenly over the sorted list: deterministic for a given tree."""
    if len(files) <= count:
        return list(files)
    return [files[(index * len(files)) // count] for index in range(count)]


def staged_repo(tree, files, scratch):
    """A temporary git repository with `files` (copied from `tree`) staged: what a pre-commit hook sees."""
    repo = os.path.join(scratch, "staged")
    shutil.rmtree(repo, ignore_errors=True)
    os.makedirs(repo)
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    for path in files:
        os.makedirs(os.path.join(repo, os.path.dirname(path)), exist_ok=True)
        shutil.copyfile(os.path.join(tree, path), os.path.join(repo, path))
    subprocess.run(["git", "add", "--", *files], cwd=repo, check=True)
    return repo


def make_tools(args, tree, files, binaries, scratch, subset=False):
    """The tools for one tree (subset=False) or for the picked files (subset=True)."""
    jobs = args.jobs
    huelint, ast_grep, semgrep = binaries["huelint"], binaries.get("ast-grep"), binaries.get("semgrep")
    targets = files if subset else ["."]
    list_path = os.path.join(scratch, "files.txt")
    with open(list_path, "w", encoding="utf-8") as handle:
        handle.write("\0".join(files))
    tools = []
    skip = set(args.skip)
    hue_jobs = 2 if subset else jobs
    tools.append(Tool("read: cat", 1, ["sh", "-c", f"xargs -0 cat < '{list_path}'"], lambda text: None, args.rounds, cwd=tree,
                      note="floor"))
    tools.append(Tool("read: rg, no match", hue_jobs, ["rg", "-j", str(hue_jobs), "-c", "-F", NEVER, *rg_globs(), *targets],
                      lambda text: None, args.rounds, cwd=tree, note="floor"))
    tools.append(Tool("HueLint", hue_jobs, [huelint, "--jobs", str(hue_jobs), *targets], count_huelint, args.rounds, cwd=tree, baseline=True))
    if subset and not args.no_staged:
        repo = staged_repo(tree, files, scratch)
        tools.append(Tool("HueLint --staged", hue_jobs, [huelint, "--staged", "--jobs", str(hue_jobs)], count_huelint, args.rounds, cwd=repo))
    if not subset and jobs != 1:
        tools.append(Tool("HueLint", 1, [huelint, "--jobs", "1", *targets], count_huelint, args.rounds, cwd=tree))
    patterns = [arg for pattern in rg_patterns() for arg in ("-e", pattern)]
    for threads in sorted({hue_jobs, 1, 2}, reverse=True):
        if "rg" in skip:
            break
        tools.append(Tool("rg, 13 regexes", threads, ["rg", "-j", str(threads), "-n", "--no-heading", *rg_globs(), *patterns, *targets],
                          count_lines, args.rounds, cwd=tree))
    if ast_grep and "ast-grep" not in skip and not args.quick:
        config = os.path.join(HERE, "ast-grep", "sgconfig.yml")
        tools.append(Tool("ast-grep", hue_jobs, [ast_grep, "scan", "-c", config, "-j", str(hue_jobs), "--report-style", "short", *targets],
                          count_ast_grep, args.rounds, cwd=tree))
    if semgrep and "semgrep" not in skip and not args.quick:
        tools.append(Tool("semgrep", hue_jobs, [semgrep, "scan", "--metrics=off", "--disable-version-check", "--oss-only", "--quiet",
                                                "--config", os.path.join(HERE, "semgrep.yml"), "-j", str(hue_jobs), "--emacs", *targets],
                          count_semgrep, args.semgrep_rounds, env=semgrep_env(), cwd=tree))
    return tools


def table(title, tools, files, megabytes, started_load, ended_load):
    base = next(tool for tool in tools if tool.baseline and tool.walls)
    base_wall = statistics.median(base.walls)
    lines = [f"**{title}** — {files:,} files, {megabytes:.1f} MB; {started_load} before, {ended_load} after", "",
             "| tool | threads | wall s (median) | × HueLint wall | user+sys s | peak RSS MiB | findings / matches | runs |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for tool in tools:
        if not tool.walls:
            continue
        wall = statistics.median(tool.walls)
        ratio = "1" if tool is base else f"{wall / base_wall:.2f}" if wall / base_wall < 10 else f"{wall / base_wall:,.0f}"
        matches = "—" if tool.matches is None else f"{tool.matches:,}"
        name = tool.name + (" (floor)" if tool.note == "floor" else "")
        lines.append(f"| {name} | {tool.threads} | {fmt_seconds(wall)} | {ratio} | {fmt_seconds(statistics.median(tool.cpus))} | "
                     f"{max(tool.rss):.0f} | {matches} | {len(tool.walls)} |")
    return "\n".join(lines)


def fmt_seconds(value):
    return f"{value:.3f}" if value < 10 else f"{value:.1f}"


def run_tree(args, tree, binaries):
    tree = os.path.abspath(tree)
    files = source_files(tree)
    megabytes = sum(os.path.getsize(os.path.join(tree, path)) for path in files) / 1e6
    output = []
    with tempfile.TemporaryDirectory(prefix="huelint-compare-") as scratch:
        log(f"{tree}: {len(files)} files, {megabytes:.1f} MB")
        if not args.staged_only:
            tools = make_tools(args, tree, files, binaries, scratch)
            run_once(tools[0], scratch)  # warm the page cache (untimed): no tool pays for the first read
            before = load()
            bench(tools, max(tool.rounds for tool in tools), scratch)
            output.append(table(f"`{args.label or os.path.basename(tree)}`, whole tree", tools, len(files), megabytes, before, load()))
        if args.staged and files:
            picked = pick(files, args.staged)
            picked_mb = sum(os.path.getsize(os.path.join(tree, path)) for path in picked) / 1e6
            tools = make_tools(args, tree, picked, binaries, scratch, subset=True)
            before = load()
            bench(tools, max(tool.rounds for tool in tools), scratch)
            output.append(table(f"`{args.label or os.path.basename(tree)}`, {len(picked)} files (pre-commit)", tools, len(picked), picked_mb,
                                before, load()))
    return "\n\n".join(output)


# ---------------------------------------------------------------------------------------------- overlap

def overlap(args, tree, binaries):
    """Per tool: matches, and how many of its matched lines HueLint also reports; a sample of the rest."""
    import json
    tree = os.path.abspath(tree)
    hue = subprocess.run([binaries["huelint"], "--format", "json", "."], cwd=tree, capture_output=True, text=True)
    report = json.loads(hue.stdout)
    hue_lines = {}
    for finding in report["findings"]:
        hue_lines.setdefault((os.path.normpath(finding["file"]), finding["start"]["line"]), []).append(finding["rule"])
    core = {"raw-color-initializer", "hex-color-literal", "color-scheme-conditional", "direct-palette-reference", "scattered-theme-storage"}
    core_lines = {key for key, rules in hue_lines.items() if core & set(rules)}
    results = {}
    patterns = [arg for pattern in rg_patterns() for arg in ("-e", pattern)]
    rg = subprocess.run(["rg", "-n", "--no-heading", "--with-filename", *rg_globs(), *patterns, "."], cwd=tree, capture_output=True, text=True)
    results["rg"] = parse_lines(rg.stdout, r"^(.+?):(\d+):")
    if binaries.get("ast-grep"):
        sg = subprocess.run([binaries["ast-grep"], "scan", "-c", os.path.join(HERE, "ast-grep", "sgconfig.yml"), "--json=stream", "."],
                            cwd=tree, capture_output=True, text=True)
        matches = [json.loads(line) for line in sg.stdout.splitlines() if line.strip()]
        results["ast-grep"] = spans([(m["file"], m["range"]["start"]["line"] + 1, m["range"]["end"]["line"] + 1) for m in matches])
    if binaries.get("semgrep") and "semgrep" not in args.skip:
        sem = subprocess.run([binaries["semgrep"], "scan", "--metrics=off", "--disable-version-check", "--oss-only", "--quiet", "--config",
                              os.path.join(HERE, "semgrep.yml"), "--json", "."], cwd=tree, capture_output=True, text=True, env=semgrep_env())
        matches = json.loads(sem.stdout)["results"]
        results["semgrep"] = spans([(m["path"], m["start"]["line"], m["end"]["line"]) for m in matches])
    lines = [f"**Overlap on `{os.path.basename(tree)}`**: HueLint {len(report['findings'])} findings on {len(hue_lines)} lines "
             f"({len(core_lines)} lines with a core-rule finding)", "",
             "| tool | matches | matched lines | also a HueLint line | not reported by HueLint | HueLint core lines it misses |",
             "|---|---:|---:|---:|---:|---:|"]
    for name, (count, keys) in results.items():
        # A multi-line match (ast-grep, semgrep) counts as HueLint's when any of its lines has a finding.
        covered = set().union(*keys.values()) if keys else set()
        both = sum(1 for span in keys.values() if span & set(hue_lines))
        lines.append(f"| {name} | {count:,} | {len(keys):,} | {both:,} | {len(keys) - both:,} | {len(core_lines - covered):,} |")
    print("\n".join(lines))
    rg_only = sorted(set(results["rg"][1]) - set(hue_lines))
    sample = pick(rg_only, args.sample)
    print(f"\nSample of {len(sample)} rg-matched lines HueLint does not report (evenly spaced over {len(rg_only)}):\n")
    for path, line in sample:
        try:
            with open(os.path.join(tree, path), encoding="utf-8", errors="replace") as handle:
                text = handle.read().splitlines()[line - 1].strip()
        except (OSError, IndexError):
            text = "?"
        print(f"- `{path}:{line}`: `{text[:160]}`")
    missed = sorted(core_lines - set(results["rg"][1]))
    print(f"\nHueLint core-rule lines rg misses: {len(missed)}; sample:\n")
    for path, line in pick(missed, min(args.sample, 10)):
        print(f"- `{path}:{line}` {','.join(hue_lines[(path, line)])}")


def parse_lines(text, pattern):
    """(matches, {(file, line): {(file, line)}}) from one-line-per-match output."""
    keys, count = {}, 0
    for line in text.splitlines():
        match = re.match(pattern, line)
        if match:
            count += 1
            key = (os.path.normpath(match.group(1)), int(match.group(2)))
            keys[key] = {key}
    return count, keys


def spans(matches):
    """(matches, {(file, first line): {(file, line) for each line of the match}}) from (file, first, last) triples."""
    keys = {}
    for path, first, last in matches:
        path = os.path.normpath(path)
        keys.setdefault((path, first), set()).update((path, line) for line in range(first, last + 1))
    return len(matches), keys


# ------------------------------------------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trees", nargs="*", help="folders to lint (each timed on its own)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds for every tool but semgrep (default 5)")
    parser.add_argument("--semgrep-rounds", type=int, default=1, help="rounds for semgrep (default 1)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="threads for HueLint, rg, ast-grep, semgrep (default: cores)")
    parser.add_argument("--skip", action="append", default=[], help="tool to leave out: rg, ast-grep, semgrep (repeatable, or comma list)")
    parser.add_argument("--staged", type=int, default=20, help="files in the pre-commit table (0: none; default 20)")
    parser.add_argument("--staged-only", action="store_true", help="only the pre-commit table")
    parser.add_argument("--no-staged", action="store_true", help="no `huelint --staged` row (no temporary git repository)")
    parser.add_argument("--quick", action="store_true", help="HueLint vs rg on the synthetic corpus (huelint-bench --write-corpus)")
    parser.add_argument("--files", type=int, default=3000, help="synthetic corpus size for --quick (default 3000)")
    parser.add_argument("--overlap", action="store_true", help="compare matched lines with HueLint's findings instead of timing")
    parser.add_argument("--sample", type=int, default=20, help="rg-only lines to print with --overlap (default 20)")
    parser.add_argument("--install", action="store_true", help=f"pip install ast-grep-cli and semgrep into {VENV} first")
    parser.add_argument("--label", help="name for the tree in the table")
    args = parser.parse_args()
    args.skip = [name.strip() for item in args.skip for name in item.split(",") if name.strip()]
    if args.install:
        install_venv()
    if not shutil.which("rg"):
        sys.exit("rg not found: apt-get install -y ripgrep")
    binaries = {"huelint": huelint_binary()}
    for name in ("ast-grep", "semgrep"):
        if name in args.skip or args.quick:
            continue
        path = find_tool(name)
        if path:
            binaries[name] = path
        else:
            log(f"{name} not found (try --install): skipped")
    log(f"huelint: {binaries['huelint']}; rg: {subprocess.run(['rg', '--version'], capture_output=True, text=True).stdout.splitlines()[0]}; "
        + "; ".join(f"{name}: {path}" for name, path in binaries.items() if name != "huelint"))
    if args.overlap:
        for tree in args.trees:
            overlap(args, tree, binaries)
        return
    if args.quick:
        bench_binary = huelint_binary("huelint-bench")
        with tempfile.TemporaryDirectory(prefix="huelint-synthetic-") as corpus:
            subprocess.run([bench_binary, "--files", str(args.files), "--write-corpus", corpus], check=True, stdout=sys.stderr)
            args.label = f"synthetic corpus, {args.files} files"
            print(run_tree(args, corpus, binaries))
        return
    if not args.trees:
        parser.error("name at least one tree, or --quick")
    header = (f"HueLint vs other tools; {os.cpu_count()} cores; --jobs {args.jobs}; {args.rounds} rounds "
              f"(semgrep {args.semgrep_rounds}), interleaved; median wall; ratio = tool wall / HueLint wall at --jobs {args.jobs}")
    print(header + "\n")
    for tree in args.trees:
        label = args.label
        print(run_tree(args, tree, binaries) + "\n", flush=True)
        args.label = label


if __name__ == "__main__":
    main()
