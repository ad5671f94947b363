//! Helpers for turning titles into URL slugs.

use unicode_normalization::UnicodeNormalization;

const MAX_SLUG_LEN: usize = 80;

/// Converts `title` into a lowercase, hyphen-separated slug.
///
/// Non-ASCII letters are transliterated where a decomposition exists
/// (`é` -> `e`); everything else that is not alphanumeric becomes a separator.
pub fn slugify(title: &str) -> String {
    let mut slug = String::with_capacity(title.len());
    let mut pending_dash = false;

    for ch in title.nfkd().filter(|c| c.is_ascii() || c.is_alphanumeric()) {
        if ch.is_ascii_alphanumeric() {
            if pending_dash && !slug.is_empty() {
                slug.push('-');
            }
            pending_dash = false;
            slug.push(ch.to_ascii_lowercase());
        } else if !ch.is_alphanumeric() {
            pending_dash = true;
        }
    }

    let slug = truncate_at_boundary(slug, MAX_SLUG_LEN);
    if slug.is_empty() {
        return String::from("untitled");
    }
    slug
}

fn truncate_at_boundary(mut slug: String, max: usize) -> String {
    if slug.len() <= max {
        return slug;
    }
    slug.truncate(max);
    if let Some(idx) = slug.rfind('-') {
        slug.truncate(idx);
    }
    slug
}

/// Returns a slug that is not in `taken`, appending `-2`, `-3`, ... as needed.
pub fn unique_slug<F>(title: &str, mut taken: F) -> String
where
    F: FnMut(&str) -> bool,
{
    let base = slugify(title);
    if !taken(&base) {
        return base;
    }
    (2..)
        .map(|n| format!("{base}-{n}"))
        .find(|candidate| !taken(candidate))
        .expect("infinite iterator always yields")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basic_titles() {
        assert_eq!(slugify("Hello, World!"), "hello-world");
        assert_eq!(slugify("  Rust   2024 edition "), "rust-2024-edition");
    }

    #[test]
    fn accents_are_folded() {
        assert_eq!(slugify("Crème brûlée"), "creme-brulee");
    }

    #[test]
    fn long_titles_cut_at_dash() {
        let title = "word ".repeat(40);
        let slug = slugify(&title);
        assert!(slug.len() <= MAX_SLUG_LEN);
        assert!(!slug.ends_with('-'));
    }

    #[test]
    fn symbols_only_title_falls_back() {
        assert_eq!(slugify("!!! ???"), "untitled");
        assert_eq!(unique_slug("***", |s| s == "untitled"), "untitled-2");
    }
}
