#!/usr/bin/env python3
"""Check that the source folders depend on each other without cycles.

Usage: check-layout.py [--verbose] [--why FROM TO]

A node is a folder under Sources/HueLintKit (and under Sources/HueLintCLI when that target
exists). For every Swift file the script strips comments and string literals (keeping the code
inside interpolations), then:
  - records the names the file declares: top-level types, functions, constants and typealiases
    (not `private`/`fileprivate` ones), and the members an `extension` adds;
  - records every identifier the file uses.
A folder depends on another when one of its files uses a name declared only in the other. A name
declared in more than one folder is ambiguous and ignored (listed with --verbose), as are the
members an extension adds under a name that is also a member elsewhere (`description`, `hash`…);
one whose name other folders also give a local constant or variable (`defaults`) counts only after
a `.`. Names are matched as tokens, so a local that shares a top-level name can still add an edge.

Prints the folder graph and exits 0 when it is a DAG; otherwise prints every cycle it finds (one
per strongly connected component, with the names that make each edge) and exits 1. --why FROM TO
lists the files and names behind one edge.
"""
import os
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = ["Sources/HueLintKit", "Sources/HueLintCLI"]

DECL_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "typealias", "func", "let", "var"}
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "extension"}
MODIFIERS = {"public", "private", "fileprivate", "internal", "package", "open", "static", "final",
             "mutating", "nonmutating", "override", "lazy", "weak", "unowned", "indirect",
             "convenience", "required", "nonisolated", "dynamic", "set", "(", ")"}


def lex(src):
    """Identifiers and braces of Swift source outside comments and string literals.

    Returns a list of (kind, text) with kind "id" or "p" (one of `{ } ( )`). The code inside a
    string interpolation is lexed as code.
    """
    out = []
    n = len(src)

    def code(i, stop_at_paren):
        depth = 0
        while i < n:
            c = src[i]
            if c == "/" and src.startswith("//", i):
                j = src.find("\n", i)
                i = n if j < 0 else j + 1
            elif c == "/" and src.startswith("/*", i):
                nest, i = 1, i + 2
                while i < n and nest:
                    if src.startswith("/*", i):
                        nest, i = nest + 1, i + 2
                    elif src.startswith("*/", i):
                        nest, i = nest - 1, i + 2
                    else:
                        i += 1
            elif c == '"' or (c == "#" and _raw_string_start(src, i)):
                i = string(i)
            elif c.isalpha() or c == "_":
                j = i + 1
                while j < n and (src[j].isalnum() or src[j] == "_"):
                    j += 1
                out.append(("id", src[i:j]))
                i = j
            elif c == "`":
                j = src.find("`", i + 1)
                j = n if j < 0 else j
                out.append(("id", src[i + 1:j]))
                i = j + 1
            elif c in "{}.":
                out.append(("p", c))
                i += 1
            elif c == "(":
                depth += 1
                out.append(("p", c))
                i += 1
            elif c == ")":
                if stop_at_paren and depth == 0:
                    return i + 1
                depth -= 1
                out.append(("p", c))
                i += 1
            elif c.isdigit():
                j = i + 1
                while j < n and (src[j].isalnum() or src[j] in "_."):
                    if src[j] == "." and not (j + 1 < n and src[j + 1].isdigit()):
                        break
                    j += 1
                i = j
            else:
                i += 1
        return i

    def string(i):
        hashes = 0
        while src[i] == "#":
            hashes, i = hashes + 1, i + 1
        multi = src.startswith('"""', i)
        quote = '"""' if multi else '"'
        i += len(quote)
        close = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if src.startswith(close, i):
                return i + len(close)
            if src.startswith(escape, i):
                k = i + len(escape)
                if k < n and src[k] == "(":
                    i = code(k + 1, True)
                else:
                    i = k + 1
                continue
            if not multi and src[i] == "\n":
                return i + 1
            i += 1
        return i

    code(0, False)
    return out


def _raw_string_start(src, i):
    j = i
    while j < len(src) and src[j] == "#":
        j += 1
    return j > i and j < len(src) and src[j] == '"'


def declarations(tokens):
    """(top-level names, extension member names, type member names, local names) a file declares."""
    top, ext_members, type_members, local_names = set(), set(), set(), set()
    depth = 0
    # Stack of (depth at which the body opened, kind): kind is "extension", "type" or "other".
    bodies = []
    pending = None  # kind of the next `{` at the current depth
    for k, (kind, text) in enumerate(tokens):
        if kind == "p":
            if text == "{":
                depth += 1
                bodies.append(pending or "other")
                pending = None
            elif text == "}":
                depth -= 1
                if bodies:
                    bodies.pop()
            continue
        inside = bodies[-1] if bodies else None
        if text in TYPE_KEYWORDS and (depth == 0 or inside in ("type", "extension")):
            pending = "extension" if text == "extension" else "type"
        if text in ("func", "init", "subscript") and pending is None:
            pending = "other"
        if text == "associatedtype" and k + 1 < len(tokens) and tokens[k + 1][0] == "id":
            type_members.add(tokens[k + 1][1])
            continue
        if text == "case" and inside == "type" and k + 1 < len(tokens) and tokens[k + 1][0] == "id":
            type_members.add(tokens[k + 1][1])  # an enum case
            continue
        if text not in DECL_KEYWORDS or k + 1 >= len(tokens) or tokens[k + 1][0] != "id":
            continue
        name = tokens[k + 1][1]
        if depth == 0:
            if not _is_private(tokens, k):
                top.add(name)
        elif depth == 1 and inside == "extension":
            if not _is_private(tokens, k):
                ext_members.add(name)
        elif inside == "type":
            type_members.add(name)
        elif text in ("let", "var"):
            local_names.add(name)
    return top, ext_members, type_members, local_names


def _is_private(tokens, k):
    j = k - 1
    while j >= 0 and tokens[j][1] in MODIFIERS:
        if tokens[j][1] in ("private", "fileprivate") and not (
                j + 1 < len(tokens) and tokens[j + 1][1] == "("):
            return True
        j -= 1
    return False


def folders():
    """{node name: [swift file paths]} for every folder of the scanned targets."""
    nodes = {}
    for target in TARGETS:
        base = os.path.join(ROOT, target)
        if not os.path.isdir(base):
            continue
        prefix = "" if target.endswith("HueLintKit") else os.path.basename(target) + "/"
        for dirpath, _, files in os.walk(base):
            swift = sorted(os.path.join(dirpath, f) for f in files if f.endswith(".swift"))
            if not swift:
                continue
            rel = os.path.relpath(dirpath, base)
            node = prefix + (rel.split(os.sep)[0] if rel != "." else os.path.basename(base))
            nodes.setdefault(node, []).extend(swift)
    return nodes


def build_graph():
    nodes = folders()
    declared = defaultdict(set)  # name -> folders declaring it
    member_names = defaultdict(set)  # names declared as members of a type -> folders
    local_names = defaultdict(set)  # names of local constants and variables -> folders
    uses = {}  # file -> (folder, identifiers)
    for node, files in nodes.items():
        for path in files:
            with open(path, encoding="utf-8") as f:
                tokens = lex(f.read())
            top, ext, members, locals_ = declarations(tokens)
            for name in top:
                declared[name].add(node)
            for name in ext:
                declared.setdefault(name, set())
                declared[name].add(node)
                member_names[name].add(("ext", node))
            for name in members:
                member_names[name].add(("type", node))
            for name in locals_:
                local_names[name].add(node)
            dotted = {t for (_, p), (kind, t) in zip(tokens, tokens[1:]) if p == "." and kind == "id"}
            uses[path] = (node, {t for kind, t in tokens if kind == "id"}, dotted)
    owner, ambiguous, dotted_only = {}, {}, set()
    for name, where in declared.items():
        # An extension member also declared as a type member elsewhere is a common member name.
        other = {n for kind, n in member_names.get(name, ()) if kind == "type"} - where
        if len(where) == 1 and not other:
            owner[name] = next(iter(where))
            # A member an extension adds, whose name other folders also give local constants or
            # variables (`defaults`), counts only where it follows a `.`.
            if name in member_names and local_names.get(name, set()) - where:
                dotted_only.add(name)
        else:
            ambiguous[name] = sorted(where | other)
    edges = defaultdict(lambda: defaultdict(set))  # from -> to -> {(file, name)}
    for path, (node, idents, dotted) in uses.items():
        for name in idents:
            if name in dotted_only and name not in dotted:
                continue
            to = owner.get(name)
            if to and to != node:
                edges[node][to].add((os.path.relpath(path, ROOT), name))
    return sorted(nodes), edges, ambiguous


def cycles(nodes, edges):
    """Strongly connected components with more than one node (Tarjan), each with one cycle."""
    index, low, on, stack, comps = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, {})):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                comps.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in nodes:
        if v not in index:
            visit(v)
    result = []
    for comp in comps:
        result.append((comp, _one_cycle(comp, edges)))
    return result


def _one_cycle(comp, edges):
    """A shortest cycle through the component's first node (breadth-first)."""
    members = set(comp)
    start = comp[0]
    prev = {start: None}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(edges.get(v, {})):
            if w not in members:
                continue
            if w == start:
                path = [v]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return list(reversed(path)) + [start]
            if w not in prev:
                prev[w] = v
                queue.append(w)
    return [start]


def topological(nodes, edges):
    """The folders with each one after every folder it uses (ties by name)."""
    done, order = set(), []
    while len(order) < len(nodes):
        ready = [v for v in nodes if v not in done and all(w in done for w in edges.get(v, {}))]
        for v in ready[:1]:
            done.add(v)
            order.append(v)
    return order


def names(edge, limit=6):
    found = sorted({name for _, name in edge})
    more = len(found) - limit
    return ", ".join(found[:limit]) + (f", … (+{more})" if more > 0 else "")


def main(argv):
    verbose = "--verbose" in argv
    nodes, edges, ambiguous = build_graph()
    if "--why" in argv:
        i = argv.index("--why")
        a, b = argv[i + 1], argv[i + 2]
        for path, name in sorted(edges.get(a, {}).get(b, ())):
            print(f"{path}: {name}")
        return 0
    print("Folder graph (folder -> folders whose names it uses):")
    for v in nodes:
        targets = sorted(edges.get(v, {}))
        print(f"  {v} -> {', '.join(targets) if targets else '(none)'}")
    if verbose:
        print("\nNames declared in more than one folder (ignored):")
        for name in sorted(ambiguous):
            print(f"  {name}: {', '.join(ambiguous[name])}")
    found = cycles(nodes, edges)
    if not found:
        print(f"\nThe folder graph is a DAG ({len(nodes)} folders). From the bottom up:")
        print("  " + ", ".join(topological(nodes, edges)))
        return 0
    print(f"\nThe folder graph is not a DAG: {len(found)} group(s) of folders depend on each other.")
    for comp, cycle in found:
        print(f"\n  folders in one cycle: {', '.join(comp)}")
        print(f"  for example: {' -> '.join(cycle)}")
        print("  the edges inside the group, with the names that make them:")
        for a in comp:
            for b in sorted(edges.get(a, {})):
                if b in comp:
                    print(f"    {a} -> {b}: {names(edges[a][b])}")
    print("\n(see an edge's files with: .ci/check-layout.py --why FROM TO)")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
