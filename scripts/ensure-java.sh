#!/usr/bin/env bash
# The fidelity suite checks generated pages with the W3C Nu checker (npm vnu-jar), which runs on Java.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's Java runtime (needed by the W3C Nu checker)..." >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
java -version >&2
