// ... existing code ...

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
