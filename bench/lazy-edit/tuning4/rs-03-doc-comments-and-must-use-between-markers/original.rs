use std::path::{Component, Path, PathBuf};

use thiserror::Error;

#[derive(Debug, Error)]
pub enum PathError {
    #[error("path escapes the repository root: {0}")]
    Escape(String),
    #[error("path contains a reserved component: {0}")]
    Reserved(String),
}

const RESERVED: &[&str] = &[".git", ".forgekeep"];

pub fn normalize(path: &str) -> Result<PathBuf, PathError> {
    let mut out = PathBuf::new();
    for component in Path::new(path).components() {
        match component {
            Component::Normal(part) => {
                let part = part.to_string_lossy();
                if RESERVED.contains(&part.as_ref()) {
                    return Err(PathError::Reserved(part.into_owned()));
                }
                out.push(part.as_ref());
            }
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return Err(PathError::Escape(path.to_string()));
                }
            }
            Component::RootDir | Component::Prefix(_) => {}
        }
    }
    Ok(out)
}

pub fn is_hidden(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .map(|n| n.starts_with('.'))
        .unwrap_or(false)
}

pub fn extension(path: &Path) -> Option<&str> {
    path.extension().and_then(|e| e.to_str())
}

pub fn join_under(root: &Path, relative: &str) -> Result<PathBuf, PathError> {
    Ok(root.join(normalize(relative)?))
}
