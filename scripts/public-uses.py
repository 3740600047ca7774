#!/usr/bin/env python3
"""Who uses each public declaration of a module: the starting point of a review of its public surface.

    scripts/public-uses.py [--unused-outside] MODULE

Reads the module's public declarations from the compiled module (swift-symbolgraph-extract, as PublicSurfaceTests
does) and every reference to them from the index the debug build writes (.build/debug/index/store, read through the
toolchain's libIndexStore), and prints one tab-separated line per declaration:

    folder  declaration  users

where users are the other modules that refer to it (`tests` for the test targets, `PASTE` for the pasted SwiftUI files
of TrellisPasteTests), `-` for none. A declaration no other module uses, that is no SwiftUI or FrameUp API, no
protocol requirement or witness and not named in the guides, is a candidate for `package` or internal
(CONTRIBUTING.md, "What is public"). `--unused-outside` prints only those the module alone uses.

Build first with `swift build --build-tests`: the index covers what that build compiled.
"""
import ctypes
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE, DEFINITION_OR_DECLARATION = 1 << 2, (1 << 0) | (1 << 1)


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]


def text(ref):
    return ctypes.string_at(ref.data, ref.length).decode() if ref.data else ""


def toolchain_lib():
    swift = shutil.which("swift") or sys.exit("swift is not on the PATH")
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swift))), "lib", "libIndexStore.so")
    return path if os.path.exists(path) else sys.exit(f"no {path}")


def references(store_path, module):
    """{USR: set of referring modules} for the symbols of `module`, from the index store."""
    lib = ctypes.CDLL(toolchain_lib())
    void, voidp = ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)
    unit_f = ctypes.CFUNCTYPE(ctypes.c_bool, void, StringRef)
    item_f = ctypes.CFUNCTYPE(ctypes.c_bool, void, void)
    signatures = {
        "indexstore_store_create": (void, [ctypes.c_char_p, voidp]),
        "indexstore_store_units_apply_f": (ctypes.c_bool, [void, ctypes.c_uint, void, unit_f]),
        "indexstore_unit_reader_create": (void, [void, ctypes.c_char_p, voidp]),
        "indexstore_unit_reader_get_module_name": (StringRef, [void]),
        "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [void, void, item_f]),
        "indexstore_unit_reader_dispose": (None, [void]),
        "indexstore_unit_dependency_get_kind": (ctypes.c_uint, [void]),
        "indexstore_unit_dependency_get_name": (StringRef, [void]),
        "indexstore_record_reader_create": (void, [void, ctypes.c_char_p, voidp]),
        "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [void, void, item_f]),
        "indexstore_record_reader_dispose": (None, [void]),
        "indexstore_occurrence_get_symbol": (void, [void]),
        "indexstore_occurrence_get_roles": (ctypes.c_uint64, [void]),
        "indexstore_symbol_get_usr": (StringRef, [void]),
    }
    for name, (result, arguments) in signatures.items():
        function = getattr(lib, name)
        function.restype, function.argtypes = result, arguments
    error = ctypes.c_void_p()
    store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
    if not store:
        sys.exit(f"cannot open the index store {store_path}")
    units = []
    lib.indexstore_store_units_apply_f(store, 0, None, unit_f(lambda _, name: units.append(text(name)) or True))
    records = {}  # record name -> module of the unit that compiled it
    for unit in units:
        reader = lib.indexstore_unit_reader_create(store, unit.encode(), ctypes.byref(error))
        if not reader:
            continue
        unit_module = text(lib.indexstore_unit_reader_get_module_name(reader))

        def dependency(_, item, unit_module=unit_module):
            if lib.indexstore_unit_dependency_get_kind(item) == 2:  # a record: the occurrences of one source file
                records[text(lib.indexstore_unit_dependency_get_name(item))] = unit_module
            return True

        lib.indexstore_unit_reader_dependencies_apply_f(reader, None, item_f(dependency))
        lib.indexstore_unit_reader_dispose(reader)
    marker = f"{len(module)}{module}"  # the module's name as USRs mangle it (`11TrellisCore`)
    users = defaultdict(set)
    for record, record_module in records.items():
        reader = lib.indexstore_record_reader_create(store, record.encode(), ctypes.byref(error))
        if not reader:
            continue

        def occurrence(_, item, record_module=record_module):
            roles = lib.indexstore_occurrence_get_roles(item)
            if roles & REFERENCE and not roles & DEFINITION_OR_DECLARATION:
                usr = text(lib.indexstore_symbol_get_usr(lib.indexstore_occurrence_get_symbol(item)))
                if marker in usr:
                    users[usr].add(record_module)
            return True

        lib.indexstore_record_reader_occurrences_apply_f(reader, None, item_f(occurrence))
        lib.indexstore_record_reader_dispose(reader)
    return users


def public_declarations(module):
    """[(folder, path, declaration, USR)] from the compiled module's symbol graph."""
    modules = os.path.join(ROOT, ".build", "debug", "Modules")
    triple = os.path.basename(os.path.dirname(os.path.dirname(os.path.realpath(modules))))
    with tempfile.TemporaryDirectory() as output:
        subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-target", triple, "-I", modules,
             "-output-dir", output, "-skip-synthesized-members"], check=True)
        symbols = {}
        for file in glob.glob(os.path.join(output, f"{module}*.symbols.json")):
            for symbol in json.load(open(file))["symbols"]:
                if "location" in symbol:  # written in the module, not made by the compiler
                    symbols[symbol["identifier"]["precise"]] = symbol
    result = []
    for usr, symbol in symbols.items():
        relative = symbol["location"]["uri"].split(f"/Sources/{module}/", 1)[-1]
        folder = relative.split("/")[0] if "/" in relative else "(top level)"
        declaration = " ".join("".join(f["spelling"] for f in symbol["declarationFragments"]).split())
        result.append((folder, ".".join(symbol["pathComponents"]), declaration, usr))
    return sorted(result)


def group(modules, module):
    names = set()
    for name in modules - {module}:
        if name.startswith("TrellisPaste"):
            names.add("PASTE")
        elif name.endswith("Tests"):
            names.add("tests")
        else:
            names.add(name)
    return names


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(arguments) != 1:
        sys.exit(__doc__)
    module = arguments[0]
    unused_only = "--unused-outside" in sys.argv
    users = references(os.path.join(ROOT, ".build", "debug", "index", "store"), module)
    for folder, path, declaration, usr in public_declarations(module):
        names = group(users.get(usr, set()), module)
        if unused_only and names:
            continue
        print(f"{folder}\t{path}: {declaration}\t{', '.join(sorted(names)) or '-'}")


if __name__ == "__main__":
    main()
