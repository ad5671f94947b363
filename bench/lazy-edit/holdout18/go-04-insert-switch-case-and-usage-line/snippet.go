// ...existing code...
  notes done <id>        mark a note as done
  notes undo <id>        mark a note as not done
  notes rm <id>          delete a note
`

// ...existing code...
	case "done":
		if len(args) < 2 {
			fatalf("done: missing note id")
		}
		check(s.MarkDone(parseID(args[1])))
	case "undo":
		if len(args) < 2 {
			fatalf("undo: missing note id")
		}
		check(s.MarkUndone(parseID(args[1])))
	case "rm":
// ...existing code...
