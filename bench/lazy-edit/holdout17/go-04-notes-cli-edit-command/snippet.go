// … existing code …
Commands:
  add     Add a new note
  list    List notes
  show    Show a single note
  edit    Edit a note in $EDITOR
  delete  Delete a note
`

// … existing code …
		err = runShow(db, args[0])
	case "edit":
		if len(args) != 1 {
			err = fmt.Errorf("edit: expected exactly one note id")
			break
		}
		err = runEdit(db, args[0], os.Getenv("EDITOR"))
	case "delete":
	// … existing code …
