#!/usr/bin/env bash
# Installs what Trellis builds on: GLPK (Debian's libglpk-dev). Does nothing when the header is present.
set -euo pipefail
if [ -f /usr/include/glpk.h ] || [ -f /usr/local/include/glpk.h ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "GLPK is missing. Install it with: sudo apt-get install -y libglpk-dev" >&2
  exit 1
fi
echo "Installing libglpk-dev (GLPK) with apt-get..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq libglpk-dev >/dev/null
