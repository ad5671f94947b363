// ... existing code ...
    /// Print a note
    Show {
        id: u32,
        /// Print the body only, without the title header
        #[arg(long)]
        raw: bool,
    },
// ... existing code ...
                println!("{:>4}  {}  [{}]", note.id, note.title, note.tags.join(", "));
            }
        }
        Command::Show { id, raw } => {
            let note = store.get(id)?.with_context(|| format!("note {id} not found"))?;
            if raw {
                print!("{}", note.body);
            } else {
                println!("# {}\n\n{}", note.title, note.body);
            }
        }
// ... existing code ...
