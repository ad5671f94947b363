    // ... existing code ...
    #[test]
    fn drops_non_latin_scripts() {
        let slug = slugify("東京 Tokyo");
        assert_eq!(slug, "tokyo");
    }

    #[test]
    fn keeps_digits() {
        let slug = slugify("Top 10 crates of 2024");
        assert_eq!(slug, "top-10-crates-of-2024");
    }

    #[test]
    fn empty_input_gives_empty_slug() {
        assert_eq!(slugify("  !!  "), "");
        assert_eq!(slugify(""), "");
    }

    // ... existing code ...
