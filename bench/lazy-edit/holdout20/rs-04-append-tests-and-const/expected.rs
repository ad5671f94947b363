//! URL slug generation for article titles.

use unicode_normalization::UnicodeNormalization;

const MAX_LEN: usize = 96;

/// Convert an arbitrary title into a lowercase, hyphen-separated slug.
///
/// Accents are stripped, runs of non-alphanumeric characters collapse into a
/// single hyphen, and the result is trimmed to at most [`MAX_LEN`] bytes on a
/// hyphen boundary where possible.
pub fn slugify(title: &str) -> String {
    let mut out = String::with_capacity(title.len());
    let mut pending_dash = false;
    for ch in title.nfkd().filter(|c| c.is_ascii()) {
        if ch.is_ascii_alphanumeric() {
            if pending_dash && !out.is_empty() {
                out.push('-');
            }
            pending_dash = false;
            out.push(ch.to_ascii_lowercase());
        } else {
            pending_dash = true;
        }
    }
    truncate_on_dash(out, MAX_LEN)
}

fn truncate_on_dash(mut s: String, max: usize) -> String {
    if s.len() <= max {
        return s;
    }
    s.truncate(max);
    if let Some(idx) = s.rfind('-') {
        if idx > max / 2 {
            s.truncate(idx);
        }
    }
    s
}

/// Append `-2`, `-3` and so on until `taken` reports the slug as free.
pub fn unique_slug(base: &str, mut taken: impl FnMut(&str) -> bool) -> String {
    if !taken(base) {
        return base.to_string();
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
    fn basic_title() {
        assert_eq!(slugify("Hello, World!"), "hello-world");
    }

    #[test]
    fn strips_accents() {
        assert_eq!(slugify("Crème brûlée à la carte"), "creme-brulee-a-la-carte");
    }

    #[test]
    fn collapses_separators() {
        assert_eq!(slugify("  a -- b __ c  "), "a-b-c");
    }

    #[test]
    fn unique_appends_counter() {
        let existing = ["post", "post-2"];
        assert_eq!(unique_slug("post", |s| existing.contains(&s)), "post-3");
    }

    #[test]
    fn truncates_long_titles_on_a_dash() {
        let title = "word ".repeat(40);
        let slug = slugify(&title);
        assert!(slug.len() <= MAX_LEN);
        assert!(!slug.ends_with('-'));
        assert!(slug.ends_with("word"));
    }

    #[test]
    fn empty_and_symbol_only_titles() {
        assert_eq!(slugify(""), "");
        assert_eq!(slugify("!!! ???"), "");
    }
}
