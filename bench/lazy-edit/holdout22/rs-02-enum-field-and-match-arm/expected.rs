use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};

use crate::config::Config;
use crate::store::Store;

#[derive(Parser, Debug)]
#[command(name = "notes", version, about = "A tiny notes manager")]
pub struct Cli {
    /// Path to the notes directory
    #[arg(long, env = "NOTES_DIR")]
    pub dir: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Create a new note
    New {
        title: String,
        #[arg(short, long)]
        tags: Vec<String>,
    },
    /// List notes, optionally filtered by tag
    List {
        #[arg(short, long)]
        tag: Option<String>,
    },
    /// Print a note
    Show {
        id: u32,
        /// Print the body only, without the title header
        #[arg(long)]
        raw: bool,
    },
    /// Delete a note
    Rm {
        id: u32,
        #[arg(long)]
        force: bool,
    },
}

pub fn run(cli: Cli) -> Result<ExitCode> {
    let config = Config::load(cli.dir.as_deref()).context("loading config")?;
    let mut store = Store::open(&config.notes_dir)
        .with_context(|| format!("opening {}", config.notes_dir.display()))?;

    match cli.command {
        Command::New { title, tags } => {
            let note = store.create(&title, &tags)?;
            println!("created note {} ({})", note.id, note.path.display());
        }
        Command::List { tag } => {
            let notes = store.list(tag.as_deref())?;
            if notes.is_empty() {
                println!("no notes");
            }
            for note in notes {
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
        Command::Rm { id, force } => {
            let note = store.get(id)?.with_context(|| format!("note {id} not found"))?;
            if !force && !note.tags.is_empty() {
                bail!("note {id} has tags; pass --force to delete it");
            }
            store.delete(id)?;
            println!("deleted note {id}");
        }
    }

    Ok(ExitCode::SUCCESS)
}
