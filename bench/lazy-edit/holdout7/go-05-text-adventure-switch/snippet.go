// ... existing code ...
	West  Direction = "west"
)

var shortDirections = map[string]Direction{
	"n": North,
	"s": South,
	"e": East,
	"w": West,
}

// ... existing code ...
	switch verb {
	case "go":
		if len(args) == 0 {
			return "Go where?"
		}
		return w.move(Direction(args[0]))
	case "n", "s", "e", "w":
		return w.move(shortDirections[verb])
	case "look", "l":
		return w.describe()
	// ... existing code ...
	case "inventory", "i":
		return w.inventory()
	// ... existing code ...
}

// ... existing code ...
