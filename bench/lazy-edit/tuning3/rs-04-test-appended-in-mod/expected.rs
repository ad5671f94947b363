//! Validation of repository paths received from clients.

use std::path::{Component, Path};

#[derive(Debug, PartialEq, Eq)]
pub enum PathError {
    Empty,
    Absolute,
    ParentTraversal,
    InvalidComponent(String),
    TooLong(usize),
}

pub const MAX_PATH_LEN: usize = 4096;

pub fn validate_repo_path(raw: &str) -> Result<&str, PathError> {
    if raw.is_empty() {
        return Err(PathError::Empty);
    }
    if raw.len() > MAX_PATH_LEN {
        return Err(PathError::TooLong(raw.len()));
    }
    let path = Path::new(raw);
    if path.is_absolute() {
        return Err(PathError::Absolute);
    }
    for component in path.components() {
        match component {
            Component::Normal(part) => {
                let part = part.to_string_lossy();
                if part.eq_ignore_ascii_case(".git") || part.contains('\0') {
                    return Err(PathError::InvalidComponent(part.into_owned()));
                }
            }
            Component::ParentDir => return Err(PathError::ParentTraversal),
            Component::CurDir => {}
            Component::RootDir | Component::Prefix(_) => return Err(PathError::Absolute),
        }
    }
    Ok(raw)
}

pub fn split_owner_repo(raw: &str) -> Option<(&str, &str)> {
    let trimmed = raw.trim_matches('/');
    let trimmed = trimmed.strip_suffix(".git").unwrap_or(trimmed);
    let (owner, repo) = trimmed.split_once('/')?;
    if owner.is_empty() || repo.is_empty() || repo.contains('/') {
        return None;
    }
    Some((owner, repo))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_nested_paths() {
        assert_eq!(validate_repo_path("src/lib.rs"), Ok("src/lib.rs"));
        assert_eq!(
            validate_repo_path("docs/guide/intro.md"),
            Ok("docs/guide/intro.md")
        );
    }

    #[test]
    fn rejects_empty() {
        assert_eq!(validate_repo_path(""), Err(PathError::Empty));
    }

    #[test]
    fn rejects_absolute() {
        assert_eq!(validate_repo_path("/etc/passwd"), Err(PathError::Absolute));
    }

    #[test]
    fn rejects_parent_traversal() {
        assert_eq!(
            validate_repo_path("a/../../b"),
            Err(PathError::ParentTraversal)
        );
    }

    #[test]
    fn rejects_git_dir() {
        assert_eq!(
            validate_repo_path("sub/.git/config"),
            Err(PathError::InvalidComponent(".git".to_string()))
        );
    }

    #[test]
    fn rejects_overlong() {
        let long = "a/".repeat(MAX_PATH_LEN);
        assert_eq!(
            validate_repo_path(&long),
            Err(PathError::TooLong(long.len()))
        );
    }

    #[test]
    fn splits_owner_and_repo() {
        assert_eq!(split_owner_repo("alice/tools"), Some(("alice", "tools")));
        assert_eq!(
            split_owner_repo("/alice/tools.git/"),
            Some(("alice", "tools"))
        );
    }

    #[test]
    fn split_rejects_extra_segments() {
        assert_eq!(split_owner_repo("alice/tools/extra"), None);
        assert_eq!(split_owner_repo("alice"), None);
    }

    #[test]
    fn rejects_git_dir_in_any_case() {
        assert_eq!(
            validate_repo_path("sub/.GIT/config"),
            Err(PathError::InvalidComponent(".GIT".to_string()))
        );
    }
}
