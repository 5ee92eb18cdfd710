#!/usr/bin/env python3
"""Lists the public API of the CheckoutPricing library, one declaration a line,
then the public API of the importers' module, CheckoutPricingImport.

    Scripts/public-api.py                 print the list
    Scripts/public-api.py --write         write it to Scripts/public-api.txt
    Scripts/public-api.py --check         exit 1 when Scripts/public-api.txt differs
    ... --modules DIR                     read the built module from DIR
                                          (default: .build/debug/Modules; build first)

The list is made by the toolchain's swift-api-digester (-dump-sdk) from the
built module, so it is what a user of the library can see. The package's
own targets (the tool, the benchmark, the Decimal reference, the tests)
reach the engine's stages with `package` access, which is not in the list.
A declaration behind `@_spi` would be listed in a section of its own, and
a test holds their number at 10 or fewer.
CheckoutPricingImport is no product: the command-line tool and the tests
reach it with `package` access, so its section says it has no public
declarations, and lists any that appear.
A test runs --check, so a change to the public surface is a reviewed diff
of the committed file.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Scripts", "public-api.txt")
MODULE = "CheckoutPricing"
IMPORT_MODULE = "CheckoutPricingImport"
NOISE = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}
MEMBER_KINDS = {"Var", "Function", "Constructor", "Subscript", "TypeAlias", "EnumElement"}


def short(type_name: str) -> str:
    return re.sub(r"\b(Swift|Foundation|FoundationEssentials|CheckoutPricingImport|CheckoutPricing)\.", "", type_name)


def signature(node: dict) -> str:
    kind = node["kind"]
    types = [short(child["printedName"]) for child in node.get("children", []) if child["kind"].startswith("Type")]
    static = "static " if node.get("static") else ""
    throws = " throws" if node.get("throwing") else ""
    name = node["printedName"]
    if node.get("declKind") == "EnumElement":
        # `(Self.Type) -> Self`, or `(Self.Type) -> (Payload) -> Self` with a payload.
        payload = types[0].split(" -> ", 1)[1] if types and " -> " in types[0] else ""
        return f"case {node['name']}" + (f"{payload.rsplit(' -> ', 1)[0]}" if " -> " in payload else "")
    if kind == "Var":
        accessors = [child.get("accessorKind") for child in node.get("children", []) if child["kind"] == "Accessor"]
        settable = " { get set }" if "set" in accessors else ""
        return f"{static}var {name}: {types[0] if types else '?'}{settable}"
    if kind == "EnumElement":
        return f"case {name}"
    if kind == "TypeAlias":
        return f"typealias {name} = {types[0] if types else '?'}"
    if "(" in name and name.endswith(")"):
        base, labels = name[: name.index("(")], name[name.index("(") + 1 : -1].split(":")[:-1]
        parameters = types[1:]
        name = f"{base}(" + ", ".join(f"{label}: {type_}" for label, type_ in zip(labels, parameters)) + ")"
    if kind == "Constructor":
        failable = "?" if types and types[0].endswith("?") else ""
        return f"init{failable}{name[len('init'):]}{throws}"
    result = types[0] if types else "()"
    arrow = "" if result in ("()", "Void") else f" -> {result}"
    keyword = "subscript" if kind == "Subscript" else "func"
    label = name if kind != "Subscript" else name[len("subscript"):]
    return f"{static}{keyword} {label}{throws}{arrow}"


def walk(node: dict, path: str, lines: list) -> None:
    for child in node.get("children", []):
        # `package` declarations (the importers' way into the engine) are
        # in the dump, marked internal; no user sees them.
        if child.get("isInternal"):
            continue
        kind = child.get("kind")
        spi = child.get("spi_group_names")
        prefix = f"@_spi({','.join(spi)}) " if spi else ""
        if kind == "TypeDecl":
            name = f"{path}{child['name']}"
            conformances = sorted(c["name"] for c in child.get("conformances", []) if c["name"] not in NOISE)
            decl = child.get("declKind", "").lower()
            lines.append((name, f"{prefix}{decl} {name}" + (f": {', '.join(conformances)}" if conformances else "")))
            walk(child, name + ".", lines)
        elif kind in MEMBER_KINDS:
            if child.get("implicit") and kind != "EnumElement":
                continue
            owner = path[:-1] if path else ""
            lines.append((owner, f"{prefix}{'  ' if owner else ''}{signature(child)}"))


def dump(modules: str, module: str = MODULE) -> dict:
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "api.json")
        subprocess.run(
            ["swift-api-digester", "-dump-sdk", "-module", module, "-I", modules, "-o", out], check=True
        )
        with open(out) as file:
            return json.load(file)


def render(root: dict, importers: dict) -> str:
    lines: list = []
    walk(root["ABIRoot"], "", lines)
    # Each type then its members, types in name order, members sorted.
    by_owner: dict = {}
    headers: dict = {}
    for owner, text in lines:
        if not text.startswith(" ") and (" struct " in f" {text}" or " enum " in f" {text}" or " class " in f" {text}"):
            headers[owner] = text
        else:
            by_owner.setdefault(owner, []).append(text)
    public = [name for name, text in headers.items() if not text.startswith("@_spi")]
    spi = [name for name, text in headers.items() if text.startswith("@_spi")]
    out = [
        f"// The public API of {MODULE}, generated by Scripts/public-api.py from the built module; do not edit.",
        f"// {len(public)} public types; {len(spi)} more behind @_spi.",
        "",
    ]
    for name in sorted(headers, key=lambda n: (headers[n].startswith("@_spi"), n)):
        out.append(headers[name])
        out.extend(sorted(set(by_owner.get(name, []))))
    if by_owner.get(""):
        out.append("")
        out.extend(sorted(set(by_owner[""])))
    imported: list = []
    walk(importers["ABIRoot"], "", imported)
    out.append("")
    if imported:
        out.append(f"// The public API of {IMPORT_MODULE}:")
        out.extend(text for _, text in sorted(imported))
    else:
        out.append(f"// {IMPORT_MODULE}: no public declarations; the tool and the tests use it with package access.")
    return "\n".join(out) + "\n"


def main() -> int:
    args = sys.argv[1:]
    modules = os.path.join(ROOT, ".build", "debug", "Modules")
    if "--modules" in args:
        modules = args[args.index("--modules") + 1]
    text = render(dump(modules), dump(modules, IMPORT_MODULE))
    if "--write" in args:
        with open(OUT, "w") as file:
            file.write(text)
        print(f"public-api: wrote {os.path.relpath(OUT, ROOT)}", file=sys.stderr)
    elif "--check" in args:
        with open(OUT) as file:
            committed = file.read()
        if committed != text:
            import difflib

            sys.stdout.writelines(
                difflib.unified_diff(
                    committed.splitlines(True), text.splitlines(True), "Scripts/public-api.txt", "the built module"
                )
            )
            print(
                "public-api: the public API differs from Scripts/public-api.txt; "
                "if the change is meant, run Scripts/public-api.py --write and commit it",
                file=sys.stderr,
            )
            return 1
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
