# ... existing code ...
# Usage: ./scripts/deploy.sh <staging|production> [--skip-build] [--yes]
# ... existing code ...
invalidate() {
  # ... existing code ...
}

confirm_production() {
  local answer
  read -r -p "Deploy to PRODUCTION? Type 'yes' to continue: " answer
  [[ "$answer" == "yes" ]] || die "aborted"
}

main() {
  [[ $# -ge 1 ]] || usage
  local env="$1"
  shift
  local skip_build=false
  local assume_yes=false
  for arg in "$@"; do
    case "$arg" in
      --skip-build) skip_build=true ;;
      --yes|-y) assume_yes=true ;;
      *) die "unknown option: $arg" ;;
    esac
  done

  require aws
  require npm

  local bucket distribution
  bucket="$(bucket_for "$env")"
  distribution="$(distribution_for "$env")"

  if [[ "$env" == production && "$assume_yes" == false ]]; then
    confirm_production
  fi

  if [[ "$skip_build" == false ]]; then
# ... existing code ...
