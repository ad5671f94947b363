// ... existing code ...
    pub tls: Option<Tls>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Upstream {
    pub name: String,
    pub url: String,
    #[serde(default = "default_weight")]
    pub weight: u32,
    /// Path probed by the health checker, e.g. `/healthz`.
    #[serde(default)]
    pub health_check: Option<String>,
}
// ... existing code ...
        if self.upstreams.iter().all(|u| u.weight == 0) {
            anyhow::bail!("at least one upstream needs a non-zero weight");
        }
        let mut names = std::collections::HashSet::new();
        if let Some(dup) = self.upstreams.iter().find(|u| !names.insert(u.name.as_str())) {
            anyhow::bail!("duplicate upstream name `{}`", dup.name);
        }
        Ok(())
    }
}
