// ... existing code ...

pub struct Options {
    pub min_status: u16,
}

// ... existing code ...
        summary.total += 1;
        *summary.by_status.entry(status).or_insert(0) += 1;
        if ms > summary.slowest_ms {
            summary.slowest_ms = ms;
            summary.slowest_path = Some(req_path.to_string());
        }
    }

    Ok(summary)
}

// ... existing code ...
