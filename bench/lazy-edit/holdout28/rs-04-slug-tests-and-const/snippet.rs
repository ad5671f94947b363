//! Helpers for turning titles into URL slugs.

use unicode_normalization::UnicodeNormalization;

const MAX_SLUG_LEN: usize = 96;
// ... existing code ...

    #[test]
    fn collapses_separators() {
        assert_eq!(slugify("  rust -- the   book  "), "rust-the-book");
    }

    #[test]
    fn truncates_on_word_boundary() {
        let title = "word ".repeat(40);
        let slug = slugify(&title);
        assert!(slug.len() <= MAX_SLUG_LEN);
        assert!(slug.ends_with("word"));
    }

    #[test]
    fn unique_slug_appends_counter() {
        let taken = ["post", "post-2"];
        assert_eq!(unique_slug("post", |s| taken.contains(&s)), "post-3");
    }
}
