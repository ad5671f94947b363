/// A capability advertised by a git server in the v0/v1 ref advertisement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Capability {
    MultiAckDetailed,
    SideBand64k,
    OfsDelta,
    ThinPack,
    Agent(String),
    Symref(String),
    ObjectFormat(String),
    Filter(String),
    SessionId(String),
}

pub fn parse_capability(token: &str) -> Option<Capability> {
    match token {
        "multi_ack_detailed" => Some(Capability::MultiAckDetailed),
        "side-band-64k" => Some(Capability::SideBand64k),
        "ofs-delta" => Some(Capability::OfsDelta),
        "thin-pack" => Some(Capability::ThinPack),
        t if t.starts_with("agent=") => {
            let value = &t["agent=".len()..];
            Some(Capability::Agent(value.to_string()))
        }
        t if t.starts_with("symref=") => {
            let value = &t["symref=".len()..];
            Some(Capability::Symref(value.to_string()))
        }
        t if t.starts_with("object-format=") => {
            let value = &t["object-format=".len()..];
            match value {
                "sha1" | "sha256" => Some(Capability::ObjectFormat(value.to_string())),
                _ => None,
            }
        }
        t if t.starts_with("filter=") => {
            let value = &t["filter=".len()..];
            Some(Capability::Filter(value.to_string()))
        }
        t if t.starts_with("session-id=") => {
            let value = &t["session-id=".len()..];
            Some(Capability::SessionId(value.to_string()))
        }
        _ => None,
    }
}

pub fn parse_capabilities(line: &str) -> Vec<Capability> {
    line.split(' ')
        .filter(|t| !t.is_empty())
        .filter_map(parse_capability)
        .collect()
}
