//! Helpers for turning titles into URL slugs.

use unicode_normalization::UnicodeNormalization;

/// Maximum slug length in bytes; longer slugs are cut at a word boundary.
pub const MAX_SLUG_LEN: usize = 80;

pub fn slugify(input: &str) -> String {
    let mut slug = String::with_capacity(input.len());
    let mut pending_dash = false;

    for ch in input.nfkd().filter(|c| c.is_ascii()) {
        if ch.is_ascii_alphanumeric() {
            if pending_dash && !slug.is_empty() {
                slug.push('-');
            }
            slug.push(ch.to_ascii_lowercase());
            pending_dash = false;
        } else {
            pending_dash = true;
        }
    }

    truncate_at_word(slug, MAX_SLUG_LEN)
}

fn truncate_at_word(slug: String, max: usize) -> String {
    if slug.len() <= max {
        return slug;
    }
    match slug[..max].rfind('-') {
        Some(idx) => slug[..idx].to_string(),
        None => slug[..max].to_string(),
    }
}

/// Append `-2`, `-3`, ... until `exists` returns false.
pub fn unique_slug(base: &str, mut exists: impl FnMut(&str) -> bool) -> String {
    let base = slugify(base);
    if !exists(&base) {
        return base;
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
    fn lowercases_and_joins_words() {
        assert_eq!(slugify("Hello World"), "hello-world");
    }

    #[test]
    fn strips_punctuation() {
        assert_eq!(slugify("What's new in v2.0?"), "what-s-new-in-v2-0");
    }

    #[test]
    fn removes_accents() {
        assert_eq!(slugify("Crème brûlée"), "creme-brulee");
    }

    #[test]
    fn unique_slug_appends_counter() {
        let taken = ["post", "post-2"];
        let slug = unique_slug("Post", |s| taken.contains(&s));
        assert_eq!(slug, "post-3");
    }

    #[test]
    fn truncates_long_titles_at_word_boundary() {
        let title = "word ".repeat(30);
        let slug = slugify(&title);
        assert!(slug.len() <= MAX_SLUG_LEN);
        assert!(!slug.ends_with('-'));
    }

    #[test]
    fn empty_input_gives_empty_slug() {
        assert_eq!(slugify("  --  "), "");
    }
}
