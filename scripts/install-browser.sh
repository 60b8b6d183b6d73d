#!/usr/bin/env bash
# Installs what the browser and feed tests need, only when missing: Debian's chromium-headless-shell and chromium-driver,
# poppler-utils (pdfinfo) and the Python packages selenium and icalendar (from PyPI). `make setup` runs it;
# tests never install anything, they skip (or fail in CI) when a tool is missing.
# Without root it says what to install and exits 0, so `make test` still runs everything else.
set -euo pipefail

need_apt=()
command -v chromium-headless-shell >/dev/null 2>&1 || need_apt+=(chromium-headless-shell)
command -v chromedriver >/dev/null 2>&1 || need_apt+=(chromium-driver)
command -v pdfinfo >/dev/null 2>&1 || need_apt+=(poppler-utils)
python3 -m pip --version >/dev/null 2>&1 || need_apt+=(python3-pip)
# The team build on a real one-node Slurm (SlurmTeamBuildTests, docs/scale.md).
command -v slurmctld >/dev/null 2>&1 || need_apt+=(slurm-wlm)
command -v munged >/dev/null 2>&1 || need_apt+=(munge)

if [ ${#need_apt[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        echo "Para os testes no navegador faltam: ${need_apt[*]} (instale com: sudo apt-get install ${need_apt[*]})" >&2
        exit 0
    fi
    echo "Instalando ferramentas de teste: ${need_apt[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi

# yaml: the Kubernetes manifest's test parses it (contrib/kubernetes/).
for module in selenium icalendar yaml; do
    if ! python3 -c "import $module" >/dev/null 2>&1; then
        package="$module"
        [ "$module" = yaml ] && package=PyYAML
        python3 -m pip install --quiet "$package" 2>/dev/null \
            || python3 -m pip install --quiet --break-system-packages "$package" 2>/dev/null \
            || echo "Para os testes falta o pacote Python $module (instale com: python3 -m pip install $module)" >&2
    fi
done
