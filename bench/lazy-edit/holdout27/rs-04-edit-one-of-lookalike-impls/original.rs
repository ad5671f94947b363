use std::net::SocketAddr;
use std::time::Duration;

use serde::Deserialize;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("missing field `{0}`")]
    Missing(&'static str),
    #[error("invalid value for `{field}`: {reason}")]
    Invalid { field: &'static str, reason: String },
}

#[derive(Debug, Deserialize)]
pub struct RawServer {
    pub listen: Option<String>,
    pub timeout_secs: Option<u64>,
    pub workers: Option<usize>,
}

#[derive(Debug, Deserialize)]
pub struct RawDatabase {
    pub url: Option<String>,
    pub timeout_secs: Option<u64>,
    pub pool_size: Option<usize>,
}

#[derive(Debug, Clone)]
pub struct Server {
    pub listen: SocketAddr,
    pub timeout: Duration,
    pub workers: usize,
}

#[derive(Debug, Clone)]
pub struct Database {
    pub url: String,
    pub timeout: Duration,
    pub pool_size: usize,
}

impl TryFrom<RawServer> for Server {
    type Error = ConfigError;

    fn try_from(raw: RawServer) -> Result<Self, Self::Error> {
        let listen = raw.listen.ok_or(ConfigError::Missing("server.listen"))?;
        let listen = listen.parse().map_err(|e: std::net::AddrParseError| ConfigError::Invalid {
            field: "server.listen",
            reason: e.to_string(),
        })?;
        let timeout = Duration::from_secs(raw.timeout_secs.unwrap_or(30));
        let workers = raw.workers.unwrap_or_else(num_cpus::get);
        Ok(Server { listen, timeout, workers })
    }
}

impl TryFrom<RawDatabase> for Database {
    type Error = ConfigError;

    fn try_from(raw: RawDatabase) -> Result<Self, Self::Error> {
        let url = raw.url.ok_or(ConfigError::Missing("database.url"))?;
        let timeout = Duration::from_secs(raw.timeout_secs.unwrap_or(30));
        let pool_size = raw.pool_size.unwrap_or(10);
        Ok(Database { url, timeout, pool_size })
    }
}

#[derive(Debug, Deserialize)]
pub struct RawConfig {
    pub server: RawServer,
    pub database: RawDatabase,
}

pub fn load(text: &str) -> anyhow::Result<(Server, Database)> {
    let raw: RawConfig = toml::from_str(text)?;
    Ok((raw.server.try_into()?, raw.database.try_into()?))
}
