#!/bin/bash
# Builds hclcpp for the browser (WebAssembly, with Debian's emscripten) and
# the playground page (docs/playground.md):
#
#   scripts/build-wasm.sh              dependencies (cached), library, binding, page
#   scripts/build-wasm.sh --deps-only  just the cached dependencies
#
# The dependencies come from Debian's own source packages (`apt-get source`,
# deb-src enabled for the archive the machine already uses): ICU's common
# library with its data trimmed to the items hclcpp needs, and RE2. Boost and
# nlohmann/json are header-only, from the -dev packages. They are built once
# into ${HCLCPP_WASM_CACHE:-${XDG_CACHE_HOME:-~/.cache}/hclcpp-wasm}, in a
# directory named after their versions, the compiler's and this script's
# recipe, so that later builds (and other clones) reuse them.
#
# Output: build/wasm/site/ (the build tree: HCLCPP_WASM_BUILD_DIR), a
# static site: index.html, the bundled page and worker, hclcpp.wasm.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

DEPS_ONLY=0
case "${1-}" in
  "") ;;
  --deps-only) DEPS_ONLY=1 ;;
  *) echo "usage: $0 [--deps-only]" >&2; exit 2 ;;
esac

JOBS=${JOBS:-$(nproc)}
CACHE=${HCLCPP_WASM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/hclcpp-wasm}
BUILD=${HCLCPP_WASM_BUILD_DIR:-$ROOT/build/wasm}
# Debian's emscripten finds its JS parser (acorn) here.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

say() { echo "build-wasm: $*" >&2; }
timed() {
  local t=$SECONDS
  "$@"
  say "$1 took $((SECONDS - t)) s"
}

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
APT="apt-get -o DPkg::Lock::Timeout=600"

install_packages() {
  local packages="emscripten icu-devtools dpkg-dev cmake ninja-build xz-utils g++ libicu-dev
                  perl python3 python3-six unicode-data libboost1.81-dev nlohmann-json3-dev chromium"
  # Node and npm: the distribution's, unless the machine already has them.
  command -v node >/dev/null 2>&1 || packages="$packages nodejs"
  command -v npm >/dev/null 2>&1 || packages="$packages npm"
  local missing="" p
  for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
  done
  if [ -n "$missing" ]; then
    say "installing:$missing"
    $SUDO $APT update -qq >/dev/null
    # shellcheck disable=SC2086
    $SUDO env DEBIAN_FRONTEND=noninteractive $APT install -y -qq --no-install-recommends $missing >/dev/null
  fi
}

# deb-src for the same archives as deb (deb822 sources or one-line lists).
enable_deb_src() {
  if apt-cache showsrc icu 2>/dev/null | grep -q '^Files:'; then return; fi
  local list=/etc/apt/sources.list.d/hclcpp-deb-src
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | $SUDO tee "$list.sources" >/dev/null
  else
    grep -h '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | $SUDO tee "$list.list" >/dev/null
  fi
  $SUDO $APT update -qq >/dev/null
}

source_version() { apt-cache showsrc "$1" | sed -n 's/^Version: //p' | head -1; }

# The items of ICU's data that hclcpp uses: the grapheme-cluster rules and
# the break-iterator tree that leads to them (15 KB). Normalisation (NFC),
# case mapping and character properties are compiled into the library.
ICU_DATA_ITEMS="brkitr/res_index.res brkitr/root.res brkitr/char.brk"
# The flags every dependency and hclcpp itself are compiled with.
WASM_CFLAGS="-O2"
RECIPE_VERSION=1  # bump when the recipe below changes what it builds

build_icu() {
  local prefix=$1 work=$2
  local icu_version=$3
  say "ICU $icu_version: common library and trimmed data"
  if [ ! -d "$work/icu/source" ]; then
    (cd "$work" && apt-get source --download-only icu="$icu_version" >/dev/null 2>&1)
    tar xzf "$work"/icu_*.orig.tar.gz -C "$work"
  fi
  local src=$work/icu/source
  mkdir -p "$work/icu-obj" "$prefix/lib" "$prefix/include"
  # ICU's headers work without configure; these settings keep out what
  # hclcpp does not use (conversion tables, file loading, plug-ins).
  local defs="-DU_COMMON_IMPLEMENTATION -DU_STATIC_IMPLEMENTATION -DU_CHARSET_IS_UTF8=1
              -DUCONFIG_NO_LEGACY_CONVERSION=1 -DUCONFIG_NO_FILE_IO=1 -DU_ENABLE_DYLOAD=0"
  # Only the sources hclcpp's calls need (a little over half of them): the
  # members of the distribution's static libicuuc (same version) that the
  # linker takes for playground/wasm/icu_probe.cpp.
  g++ -O0 "$ROOT/playground/wasm/icu_probe.cpp" -o "$work/icu_probe" -Wl,-Map="$work/icu_probe.map" \
    -Wl,-Bstatic -licuuc -licudata -Wl,-Bdynamic -ldl -lpthread
  grep -oE 'libicuuc\.a\([a-z0-9_]+\.ao\)' "$work/icu_probe.map" | sort -u |
    sed 's/.*(\(.*\)\.ao)/\1/' > "$work/icu_sources.txt"
  sed "s|^|$src/common/|; s|\$|.cpp|" "$work/icu_sources.txt" | tr '\n' '\0' |
    nice -n 5 xargs -0 -P "$JOBS" -I{} sh -c \
      'f={}; o="$0/$(basename "$f" .cpp).o"; [ -f "$o" ] && exit 0
       em++ $1 -std=c++17 $2 -I"$3" -c "$f" -o "$o.part" && mv "$o.part" "$o"' \
      "$work/icu-obj" "$WASM_CFLAGS" "$defs" "$src/common"
  rm -f "$prefix/lib/libicuuc.a"
  emar rcs "$prefix/lib/libicuuc.a" $(sed "s|^|$work/icu-obj/|; s|\$|.o|" "$work/icu_sources.txt")
  cp -r "$src/common/unicode" "$prefix/include/"

  # The data: the chosen items out of the distribution's package, as the C
  # array ICU looks for (icudt<major>_dat).
  local full major
  full=$(ls "$src"/data/in/icudt*l.dat)
  major=$(basename "$full" | sed 's/^icudt\([0-9]*\)l\.dat$/\1/')
  rm -rf "$work/icu-data"
  mkdir -p "$work/icu-data/items" "$work/icu-data/out"
  local item
  for item in $ICU_DATA_ITEMS; do
    icupkg -x "$item" -d "$work/icu-data/items" "$full"
  done
  # --ignore-deps: brkitr/root.res also names the dictionaries of word
  # breaking, which hclcpp does not use. The package keeps its name (its
  # items are found under it); the C array is named icudt<major>_dat.
  (cd "$work/icu-data" && printf '%s\n' $ICU_DATA_ITEMS > list.txt &&
    icupkg --ignore-deps -a list.txt -s items new "out/icudt${major}l.dat" &&
    cp "out/icudt${major}l.dat" "out/icudt${major}.dat" &&
    genccode -d out "out/icudt${major}.dat" >/dev/null)
  emcc $WASM_CFLAGS -I"$src/common" -c "$work/icu-data/out/icudt${major}_dat.c" -o "$work/icu-data/icudata.o"
  emar rcs "$prefix/lib/libicudata.a" "$work/icu-data/icudata.o"
}

build_re2() {
  local prefix=$1 work=$2 re2_version=$3
  say "RE2 $re2_version"
  local src=$work/re2-src
  if [ ! -d "$src" ]; then
    # Unpacked with Debian's patches (the Unicode tables' source is the
    # unicode-data package, not the network).
    rm -rf "$work"/re2-*
    (cd "$work" && apt-get source re2="$re2_version" >/dev/null 2>&1)
    mv "$(find "$work" -maxdepth 1 -type d -name 're2-*' | head -1)" "$src"
  fi
  # The tables that Debian's source leaves out, generated as its build does.
  (cd "$src" &&
    perl re2/make_perl_groups.pl > re2/perl_groups.cc &&
    /usr/bin/python3 re2/make_unicode_casefold.py > re2/unicode_casefold.cc &&
    /usr/bin/python3 re2/make_unicode_groups.py > re2/unicode_groups.cc)
  rm -rf "$work/re2-build"
  nice -n 5 emcmake cmake -S "$src" -B "$work/re2-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS="$WASM_CFLAGS" -DCMAKE_INSTALL_PREFIX="$prefix" \
    -DRE2_BUILD_TESTING=OFF -DBUILD_SHARED_LIBS=OFF >/dev/null
  nice -n 5 cmake --build "$work/re2-build" -j "$JOBS" >/dev/null
  cmake --install "$work/re2-build" >/dev/null
}

# Boost and nlohmann/json: the distribution's headers, seen through the
# prefix (emscripten must not search /usr/include itself).
link_header_only() {
  local prefix=$1
  ln -sfn /usr/include/boost "$prefix/include/boost"
  ln -sfn /usr/include/nlohmann "$prefix/include/nlohmann"
  mkdir -p "$prefix/share/cmake"
  cp -r /usr/share/cmake/nlohmann_json "$prefix/share/cmake/"
}

build_deps() {
  enable_deb_src
  local icu_version re2_version emcc_version key
  icu_version=$(source_version icu)
  re2_version=$(source_version re2)
  emcc_version=$(emcc -dumpversion)
  key="icu-${icu_version}_re2-${re2_version}_emcc-${emcc_version}_r${RECIPE_VERSION}"
  DEPS=$CACHE/$key
  if [ -f "$DEPS/.complete" ]; then
    say "dependencies cached in $DEPS"
    return
  fi
  say "building the dependencies into $DEPS"
  # An interrupted build's objects (in $DEPS.work) are reused.
  rm -rf "$DEPS"
  mkdir -p "$DEPS" "$DEPS.work"
  timed build_icu "$DEPS" "$DEPS.work" "$icu_version"
  timed build_re2 "$DEPS" "$DEPS.work" "$re2_version"
  link_header_only "$DEPS"
  rm -rf "$DEPS.work"
  touch "$DEPS/.complete"
}

build_library() {
  say "hclcpp and its binding"
  local launcher=""
  if command -v ccache >/dev/null 2>&1; then
    # As scripts/build.sh: objects shared with other checkouts of the sources.
    launcher=-DCMAKE_CXX_COMPILER_LAUNCHER=ccache
    export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$ROOT}"
  fi
  nice -n 5 emcmake cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release $launcher \
    -DCMAKE_CXX_FLAGS="-fexceptions" -DCMAKE_CXX_FLAGS_RELEASE="$WASM_CFLAGS -DNDEBUG" \
    -DCMAKE_EXE_LINKER_FLAGS_RELEASE="$WASM_CFLAGS" \
    -DCMAKE_FIND_ROOT_PATH="$DEPS" -DCMAKE_PREFIX_PATH="$DEPS" \
    -DICU_ROOT="$DEPS" -DBoost_INCLUDE_DIR="$DEPS/include" -DBoost_NO_BOOST_CMAKE=ON \
    -DHCLCPP_WASM_ICU_DATA="$DEPS/lib/libicudata.a" \
    -DHCLCPP_BUILD_TESTS=OFF -DHCLCPP_BUILD_EXAMPLES=OFF -DHCLCPP_INSTALL=OFF \
    -DHCLCPP_COMPRESS_DEBUG_INFO=OFF -DHCLCPP_WARNINGS_AS_ERRORS=ON >/dev/null
  nice -n 5 cmake --build "$BUILD" --target hclcpp_wasm -j "$JOBS"
}

build_page() {
  say "the page"
  "$ROOT/playground/build-page.sh" "$BUILD/site" "$BUILD/playground/wasm"
}

timed install_packages
timed build_deps
[ "$DEPS_ONLY" = 1 ] && exit 0
timed build_library
timed build_page
say "done: $BUILD/site (serve it with: python3 -m http.server -d $BUILD/site)"
