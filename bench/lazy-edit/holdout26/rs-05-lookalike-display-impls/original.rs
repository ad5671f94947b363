use std::fmt;
use std::ops::{Add, Div};
use std::time::Duration;

const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];

/// A size in bytes that formats with binary prefixes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Bytes(pub u64);

/// A transfer rate in bytes per second.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Default)]
pub struct Rate(pub f64);

fn scale(mut value: f64) -> (f64, &'static str) {
    let mut unit = 0;
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    (value, UNITS[unit])
}

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (value, unit) = scale(self.0 as f64);
        if unit == "B" {
            write!(f, "{} {}", self.0, unit)
        } else {
            let precision = f.precision().unwrap_or(1);
            write!(f, "{:.*} {}", precision, value, unit)
        }
    }
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (value, unit) = scale(self.0);
        if unit == "B" {
            write!(f, "{:.0} {}/s", value, unit)
        } else {
            let precision = f.precision().unwrap_or(1);
            write!(f, "{:.*} {}/s", precision, value, unit)
        }
    }
}

impl Add for Bytes {
    type Output = Bytes;

    fn add(self, rhs: Bytes) -> Bytes {
        Bytes(self.0.saturating_add(rhs.0))
    }
}

impl Div<Duration> for Bytes {
    type Output = Rate;

    fn div(self, rhs: Duration) -> Rate {
        let secs = rhs.as_secs_f64();
        if secs == 0.0 {
            return Rate(0.0);
        }
        Rate(self.0 as f64 / secs)
    }
}
