#!/bin/sh
# Consumer test of the installed CMake package: builds hclcpp (build/release,
# see scripts/build.sh), installs it into a staging prefix, moves that prefix
# elsewhere (the package must be relocatable), then configures, builds and
# runs tests/package, which uses find_package(hclcpp CONFIG REQUIRED).
#
#   scripts/test-package.sh [--werror]
set -eu
cd "$(dirname "$0")/.."

werror=OFF
case "${1-}" in
  "") ;;
  --werror) werror=ON ;;
  *) echo "usage: $0 [--werror]" >&2; exit 2 ;;
esac

if [ "$werror" = ON ]; then scripts/build.sh --no-run --werror; else scripts/build.sh --no-run; fi

work="$PWD/build/package"
rm -rf "$work"
cmake --install build/release --prefix "$work/staging"
mv "$work/staging" "$work/prefix"
# The installed tree: the licence, and exported targets free of private ones.
python3 .ci/check-packaging.py --installed "$work/prefix"

cmake -S tests/package -B "$work/consumer" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$work/prefix" \
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF \
  -DCMAKE_COMPILE_WARNING_AS_ERROR="$werror"
found=$(sed -n 's/^hclcpp_DIR:PATH=//p' "$work/consumer/CMakeCache.txt")
case "$found" in
  "$work/prefix/"*) ;;
  *) echo "test-package: hclcpp was found in '$found', not in the installed prefix" >&2; exit 1 ;;
esac
cmake --build "$work/consumer"

actual=$("$work/consumer/hclcpp_consumer")
expected=$(cat tests/package/expected-output.txt)
if [ "$actual" != "$expected" ]; then
  printf 'test-package: unexpected output\n--- expected\n%s\n--- actual\n%s\n' "$expected" "$actual" >&2
  exit 1
fi
# The installed tools run from the moved prefix: hcldec decodes with a spec.
printf 'object {\n  attr "port" { type = number }\n}\n' >"$work/consumer.hcldec"
printf 'port = "8080"\n' >"$work/consumer.hcl"
tool=$("$work/prefix/bin/hcldec" --spec="$work/consumer.hcldec" "$work/consumer.hcl")
if [ "$tool" != '{"port":8080}' ]; then
  echo "test-package: the installed hcldec printed '$tool'" >&2
  exit 1
fi
echo "test-package: OK ($actual; hcldec $tool)"
