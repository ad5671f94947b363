use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::LazyLock;

use regex::Regex;

static PLACEHOLDER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\{\{\s*([a-zA-Z_][a-zA-Z0-9_.]*)\s*\}\}").unwrap());

// ... existing code ...

    #[test]
    fn reports_missing_values() {
        // ... existing code ...
    }

    #[test]
    fn lists_placeholders_in_order() {
        let t = Template::new("{{ a }} then {{b}} then {{ a }}");
        assert_eq!(t.placeholders(), vec!["a", "b", "a"]);
    }
}
