pub struct Config {
    pub host: String,
    pub port: u16,
    pub tls: bool,
}

impl Config {
    pub fn new(host: &str) -> Self {
        Self {
            host: host.to_string(),
            port: 8080,
            tls: false,
        }
    }
}
