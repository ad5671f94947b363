// ... existing code ...
            'd' => 86_400,
            'w' => 604_800,
            other => return Err(ParseError::UnknownUnit(other)),
        };
// ... existing code ...

    #[test]
    fn parses_compound_durations() {
        assert_eq!(parse_duration("1h30m"), Ok(Duration::from_secs(5_400)));
        assert_eq!(parse_duration("2d"), Ok(Duration::from_secs(172_800)));
        assert_eq!(parse_duration("1w2d"), Ok(Duration::from_secs(777_600)));
    }

    #[test]
    fn rejects_empty_input() {
        assert_eq!(parse_duration("   "), Err(ParseError::Empty));
    }

    #[test]
    fn rejects_unknown_units() {
        assert_eq!(parse_duration("5y"), Err(ParseError::UnknownUnit('y')));
    }

    // ... existing code ...
}
