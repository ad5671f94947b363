// ... existing code ...
    MissingField(&'static str),
    DuplicatePage(String),
    UnknownTemplate { page: String, template: String },
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing arms ...
            ManifestError::DuplicatePage(slug) => write!(f, "page `{}` is defined twice", slug),
            ManifestError::UnknownTemplate { page, template } => {
                write!(f, "page `{}` uses unknown template `{}`", page, template)
            }
        }
    }
}

// ... existing code ...
            ManifestError::MissingField(_) | ManifestError::DuplicatePage(_) => 78,
            ManifestError::UnknownTemplate { .. } => 66,
        }
    }
// ... existing code ...
