// ... existing code ...
use unicode_normalization::UnicodeNormalization;

const MAX_LEN: usize = 96;

// ... existing code ...
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
