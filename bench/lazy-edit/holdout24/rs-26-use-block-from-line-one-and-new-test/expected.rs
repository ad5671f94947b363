use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::LazyLock;

use regex::Regex;

static PLACEHOLDER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\{\{\s*([a-zA-Z_][a-zA-Z0-9_.]*)\s*\}\}").unwrap());

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum RenderError {
    #[error("missing value for placeholder `{0}`")]
    Missing(String),
}

pub struct Template {
    source: String,
}

impl Template {
    pub fn new(source: impl Into<String>) -> Self {
        Self { source: source.into() }
    }

    pub fn placeholders(&self) -> Vec<&str> {
        PLACEHOLDER
            .captures_iter(&self.source)
            .filter_map(|c| c.get(1).map(|m| m.as_str()))
            .collect()
    }

    pub fn render(&self, values: &BTreeMap<String, String>) -> Result<String, RenderError> {
        let mut out = String::with_capacity(self.source.len());
        let mut last = 0;
        for caps in PLACEHOLDER.captures_iter(&self.source) {
            let whole = caps.get(0).unwrap();
            let key = &caps[1];
            out.push_str(&self.source[last..whole.start()]);
            match values.get(key) {
                Some(v) => out.push_str(v),
                None => return Err(RenderError::Missing(key.to_string())),
            }
            last = whole.end();
        }
        out.push_str(&self.source[last..]);
        Ok(out)
    }

    pub fn describe(&self) -> String {
        let mut s = String::new();
        let _ = write!(s, "template ({} bytes", self.source.len());
        let keys = self.placeholders();
        if !keys.is_empty() {
            let _ = write!(s, ", placeholders: {}", keys.join(", "));
        }
        s.push(')');
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vals(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn renders_placeholders() {
        let t = Template::new("Hello, {{ name }}! You have {{count}} new messages.");
        let out = t.render(&vals(&[("name", "Ada"), ("count", "3")])).unwrap();
        assert_eq!(out, "Hello, Ada! You have 3 new messages.");
    }

    #[test]
    fn reports_missing_values() {
        let t = Template::new("{{ greeting }}, {{ name }}");
        let err = t.render(&vals(&[("greeting", "Hi")])).unwrap_err();
        assert_eq!(err, RenderError::Missing("name".into()));
    }

    #[test]
    fn lists_placeholders_in_order() {
        let t = Template::new("{{ a }} then {{b}} then {{ a }}");
        assert_eq!(t.placeholders(), vec!["a", "b", "a"]);
    }
}
