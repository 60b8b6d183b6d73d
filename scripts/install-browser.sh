#!/usr/bin/env bash
# Installs what the browser test needs, only when missing: Debian's chromium and chromium-driver,
# poppler-utils (pdfinfo) and the Python selenium package. Exits non-zero when it cannot install.
set -euo pipefail

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v chromedriver >/dev/null 2>&1 || need_apt+=(chromium-driver)
command -v pdfinfo >/dev/null 2>&1 || need_apt+=(poppler-utils)

if [ ${#need_apt[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        echo "Faltam pacotes para o teste no navegador: ${need_apt[*]} (instale com apt-get como root)" >&2
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi

if ! python3 -c "import selenium" >/dev/null 2>&1; then
    python3 -m pip install --quiet selenium 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages selenium
fi
