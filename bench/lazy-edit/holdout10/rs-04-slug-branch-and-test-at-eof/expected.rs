/// Converts arbitrary text into a URL-friendly slug.
pub fn slugify(input: &str) -> String {
    let mut slug = String::with_capacity(input.len());
    let mut last_was_dash = true;

    for ch in input.chars() {
        if ch.is_ascii_alphanumeric() {
            slug.push(ch.to_ascii_lowercase());
            last_was_dash = false;
        } else if ch == '\'' || ch == '\u{2019}' {
            // Drop apostrophes so "don't" becomes "dont" rather than "don-t".
            continue;
        } else if !last_was_dash {
            slug.push('-');
            last_was_dash = true;
        }
    }

    while slug.ends_with('-') {
        slug.pop();
    }
    slug
}

/// Truncates a slug to at most `max` bytes without leaving a trailing dash.
pub fn truncate_slug(slug: &str, max: usize) -> &str {
    if slug.len() <= max {
        return slug;
    }
    let cut = &slug[..max];
    cut.trim_end_matches('-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowercases_and_joins_words() {
        assert_eq!(slugify("Hello World"), "hello-world");
    }

    #[test]
    fn collapses_repeated_separators() {
        assert_eq!(slugify("a  --  b"), "a-b");
    }

    #[test]
    fn strips_leading_and_trailing_separators() {
        assert_eq!(slugify("  --Rust 2024!--  "), "rust-2024");
    }

    #[test]
    fn truncate_keeps_short_slugs() {
        assert_eq!(truncate_slug("short", 10), "short");
    }

    #[test]
    fn truncate_drops_trailing_dash() {
        assert_eq!(truncate_slug("hello-world", 6), "hello");
    }

    #[test]
    fn drops_apostrophes() {
        assert_eq!(slugify("Don't Panic"), "dont-panic");
        assert_eq!(slugify("It\u{2019}s fine"), "its-fine");
    }
}
