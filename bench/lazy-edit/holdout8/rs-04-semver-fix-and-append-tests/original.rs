/// Parses a semantic version like `1.4.2` or `v2.0.0-rc.1`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Version {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
    pub pre: Option<String>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    BadComponent(String),
    WrongArity(usize),
}

pub fn parse(input: &str) -> Result<Version, ParseError> {
    let s = input.trim().trim_start_matches('v');
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let (core, pre) = match s.split_once('-') {
        Some((core, pre)) => (core, Some(pre.to_string())),
        None => (s, None),
    };
    let parts: Vec<&str> = core.split('.').collect();
    if parts.len() != 3 {
        return Err(ParseError::WrongArity(parts.len()));
    }
    let num = |p: &str| p.parse::<u64>().map_err(|_| ParseError::BadComponent(p.to_string()));
    Ok(Version {
        major: num(parts[0])?,
        minor: num(parts[1])?,
        patch: num(parts[2])?,
        pre,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_version() {
        let v = parse("1.4.2").unwrap();
        assert_eq!((v.major, v.minor, v.patch), (1, 4, 2));
        assert_eq!(v.pre, None);
    }

    #[test]
    fn parses_prerelease_with_prefix() {
        let v = parse("v2.0.0-rc.1").unwrap();
        assert_eq!(v.major, 2);
        assert_eq!(v.pre.as_deref(), Some("rc.1"));
    }

    #[test]
    fn rejects_empty() {
        assert_eq!(parse("  "), Err(ParseError::Empty));
    }
}
