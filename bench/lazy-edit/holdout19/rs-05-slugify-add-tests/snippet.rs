// ... existing code ...

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
