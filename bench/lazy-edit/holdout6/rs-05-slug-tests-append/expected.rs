/// Turns a title into a URL-safe slug.
pub fn slugify(input: &str) -> String {
    let mut slug = String::with_capacity(input.len());
    let mut last_dash = true;
    for ch in input.chars() {
        if ch.is_ascii_alphanumeric() {
            slug.push(ch.to_ascii_lowercase());
            last_dash = false;
        } else if !last_dash {
            slug.push('-');
            last_dash = true;
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
    slug[..max].trim_end_matches('-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowercases_and_joins_words() {
        assert_eq!(slugify("Hello World"), "hello-world");
    }

    #[test]
    fn collapses_punctuation() {
        assert_eq!(slugify("Rust -- 2024 Edition!"), "rust-2024-edition");
    }

    #[test]
    fn truncates_without_trailing_dash() {
        assert_eq!(truncate_slug("hello-world", 6), "hello");
    }

    #[test]
    fn drops_non_ascii_characters() {
        assert_eq!(slugify("Crème brûlée"), "cr-me-br-l-e");
    }

    #[test]
    fn empty_input_gives_empty_slug() {
        assert_eq!(slugify("  !!  "), "");
    }
}
