//! Minimal semantic version parsing used by the plugin registry.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
    pub pre: Option<String>,
}

#[derive(Debug, PartialEq, Eq)]
pub struct ParseVersionError(String);

impl fmt::Display for ParseVersionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid version: {}", self.0)
    }
}

impl FromStr for Version {
    type Err = ParseVersionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (core, pre) = match s.split_once('-') {
            Some((core, pre)) => (core, Some(pre.to_string())),
            None => (s, None),
        };
        let mut parts = core.split('.');
        let mut next = || -> Result<u64, ParseVersionError> {
            parts
                .next()
                .ok_or_else(|| ParseVersionError(s.to_string()))?
                .parse()
                .map_err(|_| ParseVersionError(s.to_string()))
        };
        let version = Version { major: next()?, minor: next()?, patch: next()?, pre };
        if parts.next().is_some() {
            return Err(ParseVersionError(s.to_string()));
        }
        Ok(version)
    }
}

impl Ord for Version {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.major, self.minor, self.patch)
            .cmp(&(other.major, other.minor, other.patch))
            .then_with(|| match (&self.pre, &other.pre) {
                (None, None) => Ordering::Equal,
                (None, Some(_)) => Ordering::Greater,
                (Some(_), None) => Ordering::Less,
                (Some(a), Some(b)) => a.cmp(b),
            })
    }
}

impl PartialOrd for Version {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Version {
        s.parse().unwrap()
    }

    #[test]
    fn parses_plain_version() {
        assert_eq!(v("1.2.3"), Version { major: 1, minor: 2, patch: 3, pre: None });
    }

    #[test]
    fn rejects_four_components() {
        assert!("1.2.3.4".parse::<Version>().is_err());
    }

    #[test]
    fn rejects_leading_v() {
        assert!("v1.2.3".parse::<Version>().is_err());
    }

    #[test]
    fn prerelease_sorts_before_release() {
        assert!(v("1.0.0-rc.1") < v("1.0.0"));
    }

    #[test]
    fn prerelease_compares_lexically() {
        assert!(v("1.0.0-alpha") < v("1.0.0-beta"));
    }
}
