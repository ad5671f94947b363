//! URL slug generation.

use unicode_normalization::UnicodeNormalization;

/// Maximum slug length in bytes. Longer slugs are truncated at a dash.
pub const MAX_LEN: usize = 80;

/// Turns an arbitrary title into a lowercase, dash-separated ASCII slug.
pub fn slugify(input: &str) -> String {
    let mut slug = String::with_capacity(input.len());
    let mut pending_dash = false;
    for ch in input.nfkd().filter(|c| c.is_ascii()) {
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
    truncate_at_dash(slug, MAX_LEN)
}

fn truncate_at_dash(mut slug: String, max: usize) -> String {
    if slug.len() <= max {
        return slug;
    }
    let cut = slug[..max].rfind('-').unwrap_or(max);
    slug.truncate(cut);
    slug
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowercases_and_joins_words() {
        let slug = slugify("Hello World");
        assert_eq!(slug, "hello-world");
    }

    #[test]
    fn collapses_punctuation_runs() {
        let slug = slugify("Rust -- the   good parts!!");
        assert_eq!(slug, "rust-the-good-parts");
    }

    #[test]
    fn strips_accents() {
        let slug = slugify("Crème brûlée à la carte");
        assert_eq!(slug, "creme-brulee-a-la-carte");
    }

    #[test]
    fn drops_non_latin_scripts() {
        let slug = slugify("東京 Tokyo");
        assert_eq!(slug, "tokyo");
    }

    #[test]
    fn empty_input_gives_empty_slug() {
        let slug = slugify("  !!  ");
        assert_eq!(slug, "");
    }

    #[test]
    fn truncates_long_titles_at_a_dash() {
        let title = "word ".repeat(30);
        let slug = slugify(&title);
        assert!(slug.len() <= MAX_LEN);
        assert!(!slug.ends_with('-'));
    }
}
