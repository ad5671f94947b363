// ... existing code ...
    ("gib", 1 << 30),
    ("t", 1_000_000_000_000),
    ("tb", 1_000_000_000_000),
    ("tib", 1 << 40),
];
// ... existing code ...
    #[test]
    fn parses_decimal_units() {
        // ... existing code ...
        assert_eq!(parse_size("2g"), Ok(2_000_000_000));
        assert_eq!(parse_size("3TB"), Ok(3_000_000_000_000));
    }

    #[test]
    fn parses_binary_units() {
        // ... existing code ...
        assert_eq!(parse_size("2gib"), Ok(2_147_483_648));
        assert_eq!(parse_size("1 TiB"), Ok(1_099_511_627_776));
    }
// ... existing code ...
