// ... existing code ...
pub struct DatabaseSettings {
    pub url: String,
    pub max_connections: u32,
    pub min_connections: u32,
    #[serde(with = "humantime_serde")]
    pub timeout: Duration,
}
// ... existing code ...
impl Default for DatabaseSettings {
    fn default() -> Self {
        Self {
            url: "postgres://localhost/app".into(),
            max_connections: 10,
            min_connections: 1,
            timeout: Duration::from_secs(5),
        }
    }
}
// ... existing code ...
