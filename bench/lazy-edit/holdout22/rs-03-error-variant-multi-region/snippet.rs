// ... existing code ...
    BadNumber { line: usize, source: ParseIntError },
    OutOfOrder { line: usize, previous: u64, found: u64 },
}
// ... existing code ...
            LogError::BadNumber { line, source } => {
                write!(f, "line {line}: invalid number: {source}")
            }
            LogError::OutOfOrder { line, previous, found } => write!(
                f,
                "line {line}: timestamp {found} is earlier than previous {previous}"
            ),
        }
// ... existing code ...
            LogError::BadNumber { source, .. } => Some(source),
            LogError::MissingHeader | LogError::BadLine { .. } | LogError::OutOfOrder { .. } => None,
// ... existing code ...
        let num = |s: &str| s.parse::<i64>().map_err(|source| LogError::BadNumber { line, source });
        let timestamp = num(fields[0])? as u64;
        if let Some(prev) = readings.last().map(|r: &Reading| r.timestamp) {
            if timestamp < prev {
                return Err(LogError::OutOfOrder { line, previous: prev, found: timestamp });
            }
        }
        readings.push(Reading {
            timestamp,
            sensor_id: num(fields[1])? as u32,
// ... existing code ...
