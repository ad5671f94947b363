use std::collections::HashMap;
use std::fs;
use std::path::Path;

#[derive(Debug, Default)]
pub struct Config {
    pub values: HashMap<String, String>,
}

#[derive(Debug)]
pub enum ConfigError {
    Io(std::io::Error),
    Syntax { line: usize, message: String },
}

impl From<std::io::Error> for ConfigError {
    fn from(err: std::io::Error) -> Self {
        ConfigError::Io(err)
    }
}

impl Config {
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(String::as_str)
    }

    pub fn get_or<'a>(&'a self, key: &str, default: &'a str) -> &'a str {
        self.get(key).unwrap_or(default)
    }
}

pub fn parse(text: &str) -> Config {
    let mut config = Config::default();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once('=').unwrap();
        config.values.insert(key.trim().to_string(), value.trim().to_string());
    }
    config
}

pub fn load(path: &Path) -> Config {
    let text = fs::read_to_string(path).unwrap();
    parse(&text)
}
