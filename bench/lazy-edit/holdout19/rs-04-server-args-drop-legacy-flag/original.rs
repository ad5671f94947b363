use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;

/// Command line options for the static file server.
#[derive(Debug, Parser)]
#[command(name = "serve", version, about)]
pub struct Args {
    /// Directory to serve.
    #[arg(default_value = ".")]
    pub root: PathBuf,

    /// Address to listen on.
    #[arg(short, long, default_value = "127.0.0.1:8000")]
    pub addr: SocketAddr,

    /// Enable directory listings.
    #[arg(long)]
    pub listing: bool,

    /// Seconds before an idle connection is closed.
    #[arg(long, default_value_t = 30)]
    pub idle_timeout: u64,

    /// Legacy flag kept for scripts written against v0.3; has no effect.
    #[arg(long, hide = true)]
    pub no_cache_legacy: bool,

    /// Value of the Cache-Control max-age directive, in seconds.
    #[arg(long, default_value_t = 3600)]
    pub max_age: u64,
}

#[derive(Debug, Clone)]
pub struct ServerConfig {
    pub root: PathBuf,
    pub addr: SocketAddr,
    pub listing: bool,
    pub idle_timeout: Duration,
    pub no_cache_legacy: bool,
    pub cache_control: String,
}

impl From<Args> for ServerConfig {
    fn from(args: Args) -> Self {
        Self {
            root: args.root,
            addr: args.addr,
            listing: args.listing,
            idle_timeout: Duration::from_secs(args.idle_timeout),
            no_cache_legacy: args.no_cache_legacy,
            cache_control: format!("public, max-age={}", args.max_age),
        }
    }
}

impl ServerConfig {
    pub fn describe(&self) -> String {
        format!(
            "serving {} on http://{} (listing: {}, idle timeout: {:?})",
            self.root.display(),
            self.addr,
            if self.listing { "on" } else { "off" },
            self.idle_timeout,
        )
    }
}
