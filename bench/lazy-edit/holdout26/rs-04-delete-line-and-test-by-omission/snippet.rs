// ... existing code ...
impl FromStr for Version {
    type Err = ParseVersionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (core, pre) = match s.split_once('-') {
            // ... existing code ...
        }
        Ok(version)
    }
}
// ... existing code ...
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
    // ... existing tests ...
