#!/usr/bin/env bash
# Installs what Trellis builds on, from Debian's packages, only when it is missing (idempotent):
#   libglpk-dev          GLPK (TrellisSolver)
#   libharfbuzz-dev      HarfBuzz shaping (TrellisText)
#   libfontconfig-dev    fontconfig font matching and fallback (TrellisText)
#   libunibreak-dev      UAX #14 line breaking (TrellisText)
#   libfribidi-dev       UAX #9 bidirectional levels (TrellisText)
#   libcairo2-dev        drawing to PNG, PDF and SVG (TrellisRender and the trellis tool only)
#   libjpeg62-turbo-dev  decoding JPEG pictures (TrellisRender and the trellis tool only)
#   fonts-dejavu-core    DejaVu Sans, the default text font (Latin, Greek, Cyrillic, Arabic, Hebrew)
#   fonts-wqy-microhei   WenQuanYi Micro Hei, the fallback for CJK (1.6 MB download, 5 MB installed; Noto CJK is 57/91)
#   fonts-noto-color-emoji  Noto Color Emoji, the colour font emoji clusters are shaped in (10 MB installed)
#   pkg-config           how SwiftPM finds the HarfBuzz, fontconfig, libunibreak, FriBidi and Cairo headers
# With --peers (make bench-peers), also what the peer comparison's virtual environment needs:
#   python3, python3-venv  `python3 -m venv` with pip (the peers themselves come from PyPI)
set -euo pipefail

missing=()
have_header() { [ -f "/usr/include/$1" ] || [ -f "/usr/local/include/$1" ]; }
have_header glpk.h || missing+=(libglpk-dev)
have_header harfbuzz/hb.h || missing+=(libharfbuzz-dev)
have_header fontconfig/fontconfig.h || missing+=(libfontconfig-dev)
have_header linebreak.h || missing+=(libunibreak-dev)
have_header fribidi/fribidi.h || missing+=(libfribidi-dev)
have_header cairo/cairo.h || missing+=(libcairo2-dev)
have_header jpeglib.h || missing+=(libjpeg62-turbo-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if [ "${1:-}" = "--peers" ]; then
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
