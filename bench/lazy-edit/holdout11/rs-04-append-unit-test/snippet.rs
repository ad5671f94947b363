// ... existing code ...

    #[test]
    fn parses_binary_units() {
        assert_eq!(parse_size("1KiB"), Ok(1024));
        assert_eq!(parse_size("2 mib"), Ok(2 * 1024 * 1024));
    }

    #[test]
    fn rejects_bad_input() {
        assert_eq!(parse_size("   "), Err(ParseSizeError::Empty));
        assert_eq!(parse_size("1.2.3MB"), Err(ParseSizeError::InvalidNumber("1.2.3".into())));
        assert_eq!(parse_size("10 parsecs"), Err(ParseSizeError::UnknownUnit("parsecs".into())));
    }
}
