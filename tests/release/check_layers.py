#!/usr/bin/env python3
"""release.layers: the language library (hclcpp) uses nothing of the editor
services (hclcpp_lsp), which are a layer over it: no symbol that hclcpp's
archive needs from elsewhere is one that hclcpp_lsp's defines.

    check_layers.py NM LIBHCLCPP LIBHCLCPP_LSP
"""
import subprocess
import sys


def symbols(nm, archive, which):
    out = subprocess.run([nm, which, "--portability", archive],
                         check=True, capture_output=True, text=True).stdout
    names = set()
    for line in out.splitlines():
        fields = line.split()
        # "archive member:" headers and blank lines have no type letter.
        if len(fields) >= 2 and len(fields[1]) == 1:
            names.add(fields[0])
    return names


def main():
    nm, core, lsp = sys.argv[1:4]
    needed = symbols(nm, core, "--undefined-only") - symbols(nm, core, "--defined-only")
    offered = symbols(nm, lsp, "--defined-only")
    wrong = sorted(needed & offered)
    if wrong:
        demangled = subprocess.run(["c++filt"], input="\n".join(wrong), capture_output=True,
                                   text=True).stdout.splitlines() or wrong
        print("hclcpp uses symbols of the editor services (hclcpp_lsp), a layer over it:")
        for name in demangled[:20]:
            print("  " + name)
        return 1
    print(f"hclcpp needs {len(needed)} symbols from elsewhere, none of hclcpp_lsp's "
          f"{len(offered)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
