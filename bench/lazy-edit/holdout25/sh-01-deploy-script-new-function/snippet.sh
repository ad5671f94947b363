# ... existing code ...

rollout() {
  # ... existing code ...
}

smoke_test() {
  local env="$1"
  local url
  case "$env" in
    staging) url="https://staging.example.com/healthz" ;;
    production) url="https://www.example.com/healthz" ;;
  esac
  log "smoke testing ${url}"
  curl --fail --silent --show-error --retry 5 --retry-delay 3 "${url}" >/dev/null \
    || die "smoke test failed for ${env}"
}

main() {
  # ... existing code ...
  case "$env" in
    staging|production) ;;
    *) usage ;;
  esac

  require git docker kubectl curl

  local tag
  # ... existing code ...
  rollout "${env}" "${tag}"
  smoke_test "${env}"
  log "done"
}

main "$@"
