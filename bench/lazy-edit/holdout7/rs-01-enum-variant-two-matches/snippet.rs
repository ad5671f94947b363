// ... existing code ...
    FourOfAKind,
    StraightFlush,
    RoyalFlush,
}

impl HandRank {
    pub fn base_score(self) -> u32 {
        match self {
            // ... existing code ...
            HandRank::StraightFlush => 800,
            HandRank::RoyalFlush => 1000,
        }
    }
}

impl fmt::Display for HandRank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            // ... existing code ...
            HandRank::StraightFlush => "straight flush",
            HandRank::RoyalFlush => "royal flush",
        };
        write!(f, "{name}")
    }
}

// ... existing code ...
