// ... existing code ...
        format!("{value:.1} {}", UNITS[unit])
    }
}

/// Formats a duration as `1h 02m 03s`, `2m 03s` or `3.2s`.
pub fn format_duration(d: Duration) -> String {
// ... existing code ...

    #[test]
    fn bytes_in_mib() {
        assert_eq!(format_bytes(5 * 1024 * 1024 + 512 * 1024), "5.5 MiB");
    }

    #[test]
    fn duration_seconds() {
        assert_eq!(format_duration(Duration::from_millis(3200)), "3.2s");
    }
// ... existing code ...
