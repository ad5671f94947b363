// ...existing code...

/// Parses a line of the form `2024-05-01T12:00:00Z INFO http: request served`.
pub fn parse_record(line: &str) -> Option<Record<'_>> {
// ...existing code...
        let line = line?;
        if let Some(record) = parse_record(&line) {
            *counts.entry(record.level).or_insert(0) += 1;
// ...existing code...
        let line = line?;
        if let Some(record) = parse_record(&line) {
            if record.level == Level::Error && record.target == target {
// ...existing code...
    fn parses_valid_line() {
        let rec = parse_record("2024-05-01T12:00:00Z WARN db: slow query").unwrap();
// ...existing code...
    fn rejects_unknown_level() {
        assert!(parse_record("2024-05-01T12:00:00Z NOTICE db: hi").is_none());
    }
}
