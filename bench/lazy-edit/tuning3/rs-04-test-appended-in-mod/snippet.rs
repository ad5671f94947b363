// ... existing code ...
            Component::Normal(part) => {
                let part = part.to_string_lossy();
                if part.eq_ignore_ascii_case(".git") || part.contains('\0') {
                    return Err(PathError::InvalidComponent(part.into_owned()));
                }
            }
// ... existing code ...
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
