// ... existing code ...
        t if t.starts_with("object-format=") => {
            let value = &t["object-format=".len()..];
            match value {
                "sha1" | "sha256" => Some(Capability::ObjectFormat(value.to_string())),
                _ => None,
            }
        }
        // ... existing code ...
