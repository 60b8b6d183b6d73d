#!/usr/bin/env bash
# Installs what the deploy tests need, only when missing: the Python packages moto[server] (a real S3 API on
# loopback, `python3 -m moto.server`) and boto3 (to look into the bucket), from PyPI. `make setup` runs it;
# tests never install anything, they skip (or fail in CI) when it is missing.
# Without root it says what to install and exits 0.
set -euo pipefail

if python3 -c "import moto.server, boto3" >/dev/null 2>&1; then
    exit 0
fi
if ! python3 -m pip --version >/dev/null 2>&1; then
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        echo "Para os testes de deploy falta o pip (instale com: sudo apt-get install python3-pip)" >&2
        exit 0
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends python3-pip >/dev/null
fi
echo "Instalando o servidor S3 dos testes: moto[server] boto3"
python3 -m pip install --quiet "moto[server]" boto3 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages "moto[server]" boto3 2>/dev/null \
    || echo "Para os testes de deploy faltam os pacotes Python moto[server] e boto3 (instale com: python3 -m pip install 'moto[server]' boto3)" >&2
