package main

// ... existing code ...

commands:
  up        apply all pending migrations
  down      roll back the last migration
  status    show applied and pending migrations
  seed      load fixture data (development only)
`

// ... existing code ...

	case "seed":
		requireDevelopment()
		exitOnErr(m.Seed("fixtures"))
		fmt.Println("seeded")

	default:
		fmt.Fprintf(os.Stderr, "unknown command %q\n\n%s", os.Args[1], usage)
		os.Exit(2)
	}
}

// ... existing code ...
