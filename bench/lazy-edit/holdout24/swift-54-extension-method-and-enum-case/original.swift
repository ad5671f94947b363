import Foundation

/// A monetary amount stored in minor units (e.g. cents) to avoid floating point drift.
public struct Money: Hashable, Codable, Sendable {
    public let minorUnits: Int64
    public let currency: Currency

    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    public init?(decimal: Decimal, currency: Currency) {
        var scaled = decimal * pow(10, currency.fractionDigits)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .bankers)
        guard let value = Int64(exactly: NSDecimalNumber(decimal: rounded)) else {
            return nil
        }
        self.init(minorUnits: value, currency: currency)
    }

    public var decimalValue: Decimal {
        Decimal(minorUnits) / pow(10, currency.fractionDigits)
    }

    public static func zero(_ currency: Currency) -> Money {
        Money(minorUnits: 0, currency: currency)
    }
}

public enum Currency: String, Codable, Sendable, CaseIterable {
    case eur = "EUR"
    case usd = "USD"
    case gbp = "GBP"
    case jpy = "JPY"

    public var fractionDigits: Int {
        switch self {
        case .jpy:
            return 0
        default:
            return 2
        }
    }
}

public enum MoneyError: Error, Equatable {
    case currencyMismatch(Currency, Currency)
}

extension Money {
    public func adding(_ other: Money) throws -> Money {
        guard currency == other.currency else {
            throw MoneyError.currencyMismatch(currency, other.currency)
        }
        return Money(minorUnits: minorUnits + other.minorUnits, currency: currency)
    }

    public func subtracting(_ other: Money) throws -> Money {
        guard currency == other.currency else {
            throw MoneyError.currencyMismatch(currency, other.currency)
        }
        return Money(minorUnits: minorUnits - other.minorUnits, currency: currency)
    }

    public func multiplied(by factor: Int) -> Money {
        Money(minorUnits: minorUnits * Int64(factor), currency: currency)
    }
}

extension Money: CustomStringConvertible {
    public var description: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currency.rawValue
        formatter.maximumFractionDigits = currency.fractionDigits
        formatter.minimumFractionDigits = currency.fractionDigits
        return formatter.string(from: decimalValue as NSDecimalNumber) ?? "\(decimalValue) \(currency.rawValue)"
    }
}
