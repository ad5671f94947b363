use std::fmt;
use std::io;

/// Errors produced while loading and validating a manifest.
#[derive(Debug)]
pub enum ManifestError {
    /// The manifest file could not be read.
    Io { path: String, source: io::Error },
    /// The manifest is not valid TOML.
    Parse(toml::de::Error),
    /// A required key is missing.
    MissingKey(&'static str),
    /// The declared version is not supported by this tool.
    UnsupportedVersion { found: u32, max: u32 },
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ManifestError::Io { path, source } => {
                write!(f, "failed to read manifest at {path}: {source}")
            }
            ManifestError::Parse(err) => write!(f, "invalid manifest: {err}"),
            ManifestError::MissingKey(key) => write!(f, "manifest is missing required key `{key}`"),
            ManifestError::UnsupportedVersion { found, max } => write!(
                f,
                "manifest version {found} is not supported (maximum is {max})"
            ),
        }
    }
}

impl std::error::Error for ManifestError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ManifestError::Io { source, .. } => Some(source),
            ManifestError::Parse(err) => Some(err),
            ManifestError::MissingKey(_) | ManifestError::UnsupportedVersion { .. } => None,
        }
    }
}

impl From<toml::de::Error> for ManifestError {
    fn from(err: toml::de::Error) -> Self {
        ManifestError::Parse(err)
    }
}

impl ManifestError {
    /// Exit code used by the CLI for this error.
    pub fn exit_code(&self) -> i32 {
        match self {
            ManifestError::Io { .. } => 74,
            ManifestError::Parse(_) | ManifestError::MissingKey(_) => 65,
            ManifestError::UnsupportedVersion { .. } => 78,
        }
    }
}
