// ... existing code ...
  notes search <term>     search notes
  notes edit <id> <text>  replace a note's text
  notes rm <id>           delete a note
`
// ... existing code ...
	case "search":
		// ... existing code ...
	case "edit":
		if len(args) < 2 {
			fatal("edit: expected an id and the new text")
		}
		check(book.Update(args[0], strings.Join(args[1:], " ")))
	case "rm":
// ... existing code ...
