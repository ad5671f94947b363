// ... existing code ...
        "gb" => 1_000_000_000,
        "tb" => 1_000_000_000_000,
        "kib" => 1 << 10,
        "mib" => 1 << 20,
        "gib" => 1 << 30,
        "tib" => 1 << 40,
        other => return Err(format!("unknown unit `{}`", other)),
    // ... existing code ...

    #[test]
    fn rejects_unknown_units() {
        assert!(parse_size("10 parsecs").is_err());
    }

    #[test]
    fn parses_terabytes() {
        assert_eq!(parse_size("3TB"), Ok(3_000_000_000_000));
        assert_eq!(parse_size("1 TiB"), Ok(1 << 40));
    }

    #[test]
    fn rejects_empty_input() {
        assert!(parse_size("").is_err());
        assert!(parse_size("   ").is_err());
    }
}
