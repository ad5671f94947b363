use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum HandRank {
    HighCard,
    OnePair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    RoyalFlush,
}

impl HandRank {
    pub fn base_score(self) -> u32 {
        match self {
            HandRank::HighCard => 0,
            HandRank::OnePair => 100,
            HandRank::TwoPair => 200,
            HandRank::ThreeOfAKind => 300,
            HandRank::Straight => 400,
            HandRank::Flush => 500,
            HandRank::FullHouse => 600,
            HandRank::FourOfAKind => 700,
            HandRank::StraightFlush => 800,
            HandRank::RoyalFlush => 1000,
        }
    }
}

impl fmt::Display for HandRank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            HandRank::HighCard => "high card",
            HandRank::OnePair => "one pair",
            HandRank::TwoPair => "two pair",
            HandRank::ThreeOfAKind => "three of a kind",
            HandRank::Straight => "straight",
            HandRank::Flush => "flush",
            HandRank::FullHouse => "full house",
            HandRank::FourOfAKind => "four of a kind",
            HandRank::StraightFlush => "straight flush",
            HandRank::RoyalFlush => "royal flush",
        };
        write!(f, "{name}")
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let symbol = match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        };
        write!(f, "{symbol}")
    }
}
