// ... existing code ...
    /// The declared version is not supported by this tool.
    UnsupportedVersion { found: u32, max: u32 },
    /// Two targets share the same name.
    DuplicateTarget(String),
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing code ...
            ManifestError::UnsupportedVersion { found, max } => write!(
                f,
                "manifest version {found} is not supported (maximum is {max})"
            ),
            ManifestError::DuplicateTarget(name) => write!(f, "target `{name}` is defined more than once"),
        }
    }
}

impl std::error::Error for ManifestError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ManifestError::Io { source, .. } => Some(source),
            ManifestError::Parse(err) => Some(err),
            ManifestError::MissingKey(_)
            | ManifestError::UnsupportedVersion { .. }
            | ManifestError::DuplicateTarget(_) => None,
        }
    }
}

// ... existing code ...
            ManifestError::UnsupportedVersion { .. } => 78,
            ManifestError::DuplicateTarget(_) => 65,
        }
    }
}
