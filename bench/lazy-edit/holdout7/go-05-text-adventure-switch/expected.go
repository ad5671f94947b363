package game

import (
	"fmt"
	"sort"
	"strings"
)

type Direction string

const (
	North Direction = "north"
	South Direction = "south"
	East  Direction = "east"
	West  Direction = "west"
)

var shortDirections = map[string]Direction{
	"n": North,
	"s": South,
	"e": East,
	"w": West,
}

type Room struct {
	Name        string
	Description string
	Exits       map[Direction]string
	Items       map[string]bool
}

type Player struct {
	Location  string
	Inventory map[string]bool
	Moves     int
}

type World struct {
	Rooms  map[string]*Room
	Player *Player
	Done   bool
}

func (w *World) current() *Room {
	return w.Rooms[w.Player.Location]
}

func (w *World) Handle(input string) string {
	fields := strings.Fields(strings.ToLower(input))
	if len(fields) == 0 {
		return "Say something."
	}
	verb, args := fields[0], fields[1:]
	w.Player.Moves++

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
	case "take":
		if len(args) == 0 {
			return "Take what?"
		}
		return w.take(args[0])
	case "drop":
		if len(args) == 0 {
			return "Drop what?"
		}
		return w.drop(args[0])
	case "inventory", "i":
		return w.inventory()
	case "quit":
		w.Done = true
		return "Goodbye."
	default:
		w.Player.Moves--
		return fmt.Sprintf("I don't know how to %q.", verb)
	}
}

func (w *World) move(d Direction) string {
	next, ok := w.current().Exits[d]
	if !ok {
		return "You can't go that way."
	}
	w.Player.Location = next
	return w.describe()
}

func (w *World) describe() string {
	room := w.current()
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\n", room.Name, room.Description)
	if items := sortedKeys(room.Items); len(items) > 0 {
		fmt.Fprintf(&b, "You see: %s\n", strings.Join(items, ", "))
	}
	exits := make([]string, 0, len(room.Exits))
	for d := range room.Exits {
		exits = append(exits, string(d))
	}
	sort.Strings(exits)
	fmt.Fprintf(&b, "Exits: %s", strings.Join(exits, ", "))
	return b.String()
}

func (w *World) take(item string) string {
	room := w.current()
	if !room.Items[item] {
		return fmt.Sprintf("There is no %s here.", item)
	}
	delete(room.Items, item)
	w.Player.Inventory[item] = true
	return fmt.Sprintf("You take the %s.", item)
}

func (w *World) drop(item string) string {
	if !w.Player.Inventory[item] {
		return fmt.Sprintf("You don't have a %s.", item)
	}
	delete(w.Player.Inventory, item)
	w.current().Items[item] = true
	return fmt.Sprintf("You drop the %s.", item)
}

func (w *World) inventory() string {
	items := sortedKeys(w.Player.Inventory)
	if len(items) == 0 {
		return "You are empty-handed."
	}
	return "You carry: " + strings.Join(items, ", ")
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
