#!/bin/sh
# Writes an overlay port of hclcpp whose sources are this checkout, to try
# ports/hclcpp with the real vcpkg before a release exists
# (docs/packaging.md, "Trying the port on a checkout").
#
#   scripts/vcpkg-overlay.sh [--worktree] DIR
#
# DIR/hclcpp/ is a copy of ports/hclcpp in which vcpkg_from_github(...) is
# replaced:
# - by default, by vcpkg_from_git on this repository at its HEAD commit:
#   the port builds what is committed, and since the commit is written in
#   the portfile, vcpkg's ABI hash (and so its binary cache) follows it;
# - with --worktree, by SOURCE_PATH set to the checkout itself, uncommitted
#   edits included. vcpkg's ABI hash cannot see those: install with
#   --binarysource=clear, or a build cached earlier is restored, stale.
# Pass DIR to vcpkg as --overlay-ports=DIR.
set -eu
cd "$(dirname "$0")/.."

mode=git
case "${1-}" in
  --worktree) mode=worktree; shift ;;
esac
if [ $# -ne 1 ] || [ -z "$1" ]; then
  echo "usage: $0 [--worktree] DIR" >&2
  exit 2
fi
out="$1/hclcpp"
checkout="$PWD"

if [ "$mode" = git ]; then
  commit=$(git rev-parse HEAD)
  if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    echo "vcpkg-overlay: note: uncommitted changes are not in the overlay (commit them, or use --worktree)" >&2
  fi
  SOURCES=$(printf '# Sources: the checkout %s at commit %s.\nvcpkg_from_git(\n    OUT_SOURCE_PATH SOURCE_PATH\n    URL "%s"\n    REF %s\n)' \
    "$checkout" "$commit" "$checkout" "$commit")
else
  SOURCES=$(printf '# Sources: the checkout as it is, uncommitted edits included (install\n# with --binarysource=clear: the ABI hash does not cover them).\nset(SOURCE_PATH "%s")' "$checkout")
fi
export SOURCES

rm -rf "$out"
mkdir -p "$out"
cp ports/hclcpp/vcpkg.json ports/hclcpp/usage "$out/"
# The first vcpkg_from_github( ... ) block, up to its closing line ")",
# becomes $SOURCES; the rest of the portfile is copied as it is.
awk '
  BEGIN { print "# Written by scripts/vcpkg-overlay.sh from ports/hclcpp/portfile.cmake." }
  !done && /^vcpkg_from_github\(/ { skipping = 1; print ENVIRON["SOURCES"]; next }
  skipping && /^\)/ { skipping = 0; done = 1; next }
  !skipping { print }
  END { if (!done) exit 1 }
' ports/hclcpp/portfile.cmake >"$out/portfile.cmake" || {
  echo "vcpkg-overlay: no vcpkg_from_github(...) block in ports/hclcpp/portfile.cmake" >&2
  exit 1
}
echo "vcpkg-overlay: wrote $out ($mode); use --overlay-ports=$1"
