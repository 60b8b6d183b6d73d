#!/usr/bin/env bash
# Installs the system libraries FitToday builds against (Debian/Ubuntu), when they are missing.
# Runs apt-get only as root; otherwise it says what to install.
set -euo pipefail

# Extra packages may be named as arguments (make bench adds Hugo and the sqlite3 shell).
# libvips-dev: image renditions (issue 43), opened with dlopen only by a build that makes them.
# nginx: only the tests run it, as the current user on a loopback port with a configuration of their own (issue 43's
# library check); it is installed, never started as a service.
packages=(libsqlite3-dev pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libssl-dev python3 libvips-dev nginx "$@")

if ! command -v dpkg-query >/dev/null 2>&1; then
    # Not Debian-like (macOS ships SQLite; use Homebrew for cmark-gfm): nothing to do here.
    exit 0
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    echo "Instalando pacotes do sistema: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # A package's installation must start no service (nginx would take port 80): policy-rc.d answers "not now"
    # (101) while apt runs, unless the machine already has one of its own.
    policy=/usr/sbin/policy-rc.d
    if [ ! -e "$policy" ]; then
        printf '#!/bin/sh\nexit 101\n' > "$policy"
        chmod 755 "$policy"
        trap 'rm -f "$policy"' EXIT
    fi
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
    echo "Faltam pacotes do sistema: ${missing[*]}"
    echo "Instale com: sudo apt-get install ${missing[*]}"
    exit 1
fi
