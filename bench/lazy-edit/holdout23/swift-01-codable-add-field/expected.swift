import Foundation

/// A single workout session as stored on the server.
struct Workout: Codable, Identifiable, Hashable {
    enum Kind: String, Codable, CaseIterable {
        case run
        case ride
        case swim
        case strength
    }

    let id: UUID
    var kind: Kind
    var startedAt: Date
    var duration: TimeInterval
    var distanceMeters: Double?
    var averageHeartRate: Int?
    var notes: String

    enum CodingKeys: String, CodingKey {
        case id
        case kind
        case startedAt = "started_at"
        case duration = "duration_seconds"
        case distanceMeters = "distance_m"
        case averageHeartRate = "avg_hr"
        case notes
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        kind = try container.decode(Kind.self, forKey: .kind)
        startedAt = try container.decode(Date.self, forKey: .startedAt)
        duration = try container.decode(TimeInterval.self, forKey: .duration)
        distanceMeters = try container.decodeIfPresent(Double.self, forKey: .distanceMeters)
        averageHeartRate = try container.decodeIfPresent(Int.self, forKey: .averageHeartRate)
        notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
    }

    init(id: UUID = UUID(), kind: Kind, startedAt: Date, duration: TimeInterval, distanceMeters: Double? = nil, averageHeartRate: Int? = nil, notes: String = "") {
        self.id = id
        self.kind = kind
        self.startedAt = startedAt
        self.duration = duration
        self.distanceMeters = distanceMeters
        self.averageHeartRate = averageHeartRate
        self.notes = notes
    }

    /// Average pace in seconds per kilometre, if a distance was recorded.
    var pace: TimeInterval? {
        guard let distanceMeters, distanceMeters > 0 else { return nil }
        return duration / (distanceMeters / 1000)
    }
}

extension Workout {
    static let preview = Workout(
        kind: .run,
        startedAt: Date(timeIntervalSince1970: 1_700_000_000),
        duration: 1_845,
        distanceMeters: 5_020,
        averageHeartRate: 142,
        notes: "Easy loop around the lake"
    )
}
