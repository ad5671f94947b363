# ... existing code ...
if ! command -v direnv >/dev/null; then
  info "installing direnv"
  install_pkg direnv
fi

if ! command -v shellcheck >/dev/null; then
  info "installing shellcheck"
  install_pkg shellcheck
fi
# ... existing code ...
    install_pkg postgresql-client
  fi
fi

if ! command -v mise >/dev/null; then
# ... existing code ...
