// ... existing code ...
    var distanceMeters: Double?
    var averageHeartRate: Int?
    var notes: String

    enum CodingKeys: String, CodingKey {
        // ... existing code ...
        case distanceMeters = "distance_m"
        case averageHeartRate = "avg_hr"
        case notes
    }

    init(from decoder: Decoder) throws {
        // ... existing code ...
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

    // ... existing code ...
        distanceMeters: 5_020,
        averageHeartRate: 142,
        notes: "Easy loop around the lake"
    )
}
