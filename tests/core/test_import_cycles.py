"""No import circles in src/meeple/ (architecture: rule modules import the state, never each
other in a circle; games never import the simulation layer). Imports inside functions count
too; only ``if TYPE_CHECKING:`` blocks are left out (they never run)."""

from __future__ import annotations

import ast
from pathlib import Path

import meeple

ROOT = Path(meeple.__file__).parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(path: Path, modules: set[str]) -> set[str]:  # noqa: C901 - one AST walk
    tree = ast.parse(path.read_text(encoding="utf-8"))
    this = _module_name(path)
    package = this if path.name == "__init__.py" else this.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                for sub in child.orelse:
                    visit(sub)
                continue
            if isinstance(child, ast.Import):
                found.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    anchor = package.split(".")[: len(package.split(".")) - child.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                # "from pkg import submodule" needs the submodule, not the package's other names.
                subs = {f"{base}.{a.name}" for a in child.names} & modules
                found.update(subs)
                if len(subs) < len(child.names):
                    found.add(base)
            visit(child)

    visit(tree)
    # "a.b.c" imports a.b.c itself; importing a package does not import its siblings.
    return {m for m in found if m in modules and m != this}


def import_graph() -> dict[str, set[str]]:
    files = {_module_name(p): p for p in ROOT.rglob("*.py")}
    modules = set(files)
    return {name: _imports(path, modules) for name, path in files.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(graph, WHITE)
    stack: list[str] = []

    def dfs(node: str) -> list[str] | None:
        colour[node] = GREY
        stack.append(node)
        for nxt in sorted(graph[node]):
            if colour[nxt] == GREY:
                return stack[stack.index(nxt):] + [nxt]
            if colour[nxt] == WHITE:
                found = dfs(nxt)
                if found:
                    return found
        stack.pop()
        colour[node] = BLACK
        return None

    for node in sorted(graph):
        if colour[node] == WHITE:
            found = dfs(node)
            if found:
                return found
    return None


def test_no_import_cycle_in_meeple() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_checker_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_games_do_not_import_the_simulation_layer() -> None:
    graph = import_graph()
    bad = sorted(f"{m} -> {d}" for m, deps in graph.items() if m.startswith("meeple.games.")
                 for d in deps if d.startswith(("meeple.sim", "meeple.cli")))
    assert not bad, bad
