//! URL slug generation.

/// Converts `input` into a lowercase, ASCII, hyphen-separated slug.
pub fn slugify(input: &str) -> String {
    let mut slug = String::with_capacity(input.len());
    let mut pending_dash = false;
    for ch in input.chars() {
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
    slug
}

/// Like [`slugify`] but truncates to at most `max_len` bytes without leaving a trailing dash.
pub fn slugify_max(input: &str, max_len: usize) -> String {
    let mut slug = slugify(input);
    if slug.len() > max_len {
        slug.truncate(max_len);
        while slug.ends_with('-') {
            slug.pop();
        }
    }
    slug
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
        assert_eq!(slugify("Rust -- the   Book!"), "rust-the-book");
    }

    #[test]
    fn strips_leading_and_trailing_separators() {
        assert_eq!(slugify("  --Hello--  "), "hello");
    }

    #[test]
    fn keeps_non_ascii_letters() {
        assert_eq!(slugify("Crème brûlée"), "crème-brûlée");
    }

    #[test]
    fn drops_non_ascii() {
        assert_eq!(slugify("Crème brûlée"), "cr-me-br-l-e");
    }

    #[test]
    fn truncates_without_trailing_dash() {
        assert_eq!(slugify_max("hello world again", 6), "hello");
    }
}
