//! Helpers for turning titles into URL slugs.

use unicode_normalization::UnicodeNormalization;

const MAX_SLUG_LEN: usize = 80;

/// Converts an arbitrary title into a lowercase, hyphen-separated slug.
///
/// Accents are stripped, runs of non-alphanumeric characters collapse to a
/// single hyphen, and the result is truncated to [`MAX_SLUG_LEN`] bytes on a
/// word boundary where possible.
pub fn slugify(title: &str) -> String {
    let mut slug = String::with_capacity(title.len());
    let mut pending_dash = false;

    for ch in title.nfkd().filter(|c| c.is_ascii()) {
        if ch.is_ascii_alphanumeric() {
            if pending_dash && !slug.is_empty() {
                slug.push('-');
            }
            pending_dash = false;
            slug.push(ch.to_ascii_lowercase());
        } else {
            pending_dash = true;
        }
    }

    truncate_on_boundary(slug, MAX_SLUG_LEN)
}

fn truncate_on_boundary(mut slug: String, max: usize) -> String {
    if slug.len() <= max {
        return slug;
    }
    slug.truncate(max);
    if let Some(pos) = slug.rfind('-') {
        if pos > max / 2 {
            slug.truncate(pos);
        }
    }
    slug
}

/// Appends `-2`, `-3`, ... until `exists` returns false.
pub fn unique_slug<F>(base: &str, mut exists: F) -> String
where
    F: FnMut(&str) -> bool,
{
    if !exists(base) {
        return base.to_owned();
    }
    (2..)
        .map(|n| format!("{base}-{n}"))
        .find(|candidate| !exists(candidate))
        .expect("infinite iterator always yields")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basic_title() {
        assert_eq!(slugify("Hello, World!"), "hello-world");
    }

    #[test]
    fn strips_accents() {
        assert_eq!(slugify("Crème brûlée à la carte"), "creme-brulee-a-la-carte");
    }

    #[test]
    fn collapses_separators() {
        assert_eq!(slugify("  rust -- the   book  "), "rust-the-book");
    }
}
