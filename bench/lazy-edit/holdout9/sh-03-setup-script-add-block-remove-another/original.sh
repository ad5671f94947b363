#!/usr/bin/env bash
# Bootstraps a development machine for this repository (macOS or Debian/Ubuntu).
set -euo pipefail

OS="$(uname -s)"

info() { echo "[setup] $*"; }

install_pkg() {
  if [[ "$OS" == "Darwin" ]]; then
    brew install "$@"
  else
    sudo apt-get install -y "$@"
  fi
}

if [[ "$OS" == "Darwin" ]] && ! command -v brew >/dev/null; then
  info "installing Homebrew"
  /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
fi

if [[ "$OS" != "Darwin" ]]; then
  sudo apt-get update -y
fi

if ! command -v jq >/dev/null; then
  info "installing jq"
  install_pkg jq
fi

if ! command -v direnv >/dev/null; then
  info "installing direnv"
  install_pkg direnv
fi

if ! command -v psql >/dev/null; then
  info "installing PostgreSQL client"
  if [[ "$OS" == "Darwin" ]]; then
    install_pkg libpq
    brew link --force libpq
  else
    install_pkg postgresql-client
  fi
fi

if ! command -v nvm >/dev/null && [[ ! -d "$HOME/.nvm" ]]; then
  info "installing nvm"
  curl -fsSL https://raw.githubusercontent.com/nvm-sh/nvm/v0.39.7/install.sh | bash
fi

if ! command -v mise >/dev/null; then
  info "installing mise"
  curl -fsSL https://mise.run | sh
fi

info "installing language runtimes from .tool-versions"
"$HOME/.local/bin/mise" install

if [[ ! -f .env ]]; then
  info "creating .env from .env.example"
  cp .env.example .env
fi

info "done. Run 'direnv allow' in the repository root to load the environment."
