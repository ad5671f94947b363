# ... existing code ...
    r'(?P<status>\d{3}) (?P<size>\d+|-) "(?P<referrer>[^"]*)" "(?P<agent>[^"]*)"'
)
BOT_RE = re.compile(r"bot|crawler|spider", re.IGNORECASE)
# ... existing code ...
    parser.add_argument("--json", action="store_true", help="emit JSON instead of text")
    parser.add_argument("--exclude-bots", action="store_true", help="skip requests from known crawlers")
    parser.add_argument("--status", type=int, action="append", help="only count these status codes")
# ... existing code ...
    if args.status:
        wanted = set(args.status)
        hits = (h for h in hits if h.status in wanted)
    if args.exclude_bots:
        hits = (h for h in hits if not BOT_RE.search(h.agent))
    summary = summarise(hits, args.top)
# ... existing code ...
