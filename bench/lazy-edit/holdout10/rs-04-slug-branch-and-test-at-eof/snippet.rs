// ... existing code ...
    for ch in input.chars() {
        if ch.is_ascii_alphanumeric() {
            slug.push(ch.to_ascii_lowercase());
            last_was_dash = false;
        } else if ch == '\'' || ch == '\u{2019}' {
            // Drop apostrophes so "don't" becomes "dont" rather than "don-t".
            continue;
        } else if !last_was_dash {
// ... existing code ...

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
