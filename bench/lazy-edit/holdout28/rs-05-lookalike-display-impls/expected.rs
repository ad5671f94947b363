use std::fmt;
use std::ops::{Add, Mul};

/// An amount of money in minor units (cents).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Money {
    cents: i64,
}

/// A percentage stored in basis points (1/100 of a percent).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Percentage {
    basis_points: i64,
}

impl Money {
    pub const ZERO: Money = Money { cents: 0 };

    pub fn from_cents(cents: i64) -> Self {
        Self { cents }
    }

    pub fn cents(self) -> i64 {
        self.cents
    }
}

impl Percentage {
    pub fn from_basis_points(basis_points: i64) -> Self {
        Self { basis_points }
    }

    pub fn of(self, amount: Money) -> Money {
        Money::from_cents(amount.cents * self.basis_points / 10_000)
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.cents < 0 { "-" } else { "" };
        let abs = self.cents.abs();
        write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
    }
}

impl fmt::Display for Percentage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.basis_points < 0 { "-" } else { "" };
        let abs = self.basis_points.abs();
        write!(f, "{sign}{}.{:02}%", abs / 100, abs % 100)
    }
}

impl Add for Money {
    type Output = Money;

    fn add(self, rhs: Money) -> Money {
        Money::from_cents(self.cents + rhs.cents)
    }
}

impl Mul<i64> for Money {
    type Output = Money;

    fn mul(self, rhs: i64) -> Money {
        Money::from_cents(self.cents * rhs)
    }
}

impl std::iter::Sum for Money {
    fn sum<I: Iterator<Item = Money>>(iter: I) -> Money {
        iter.fold(Money::ZERO, Add::add)
    }
}
