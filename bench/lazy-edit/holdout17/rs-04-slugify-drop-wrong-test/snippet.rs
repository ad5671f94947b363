// ... existing code ...
    #[test]
    fn strips_leading_and_trailing_separators() {
        assert_eq!(slugify("  --Hello--  "), "hello");
    }

    #[test]
    fn drops_non_ascii() {
        assert_eq!(slugify("Crème brûlée"), "cr-me-br-l-e");
    }
// ... existing code ...
