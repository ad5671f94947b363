import Foundation

struct Workout: Identifiable, Codable, Hashable {
    enum Kind: String, Codable, CaseIterable {
        case run, ride, swim, strength
    }

    let id: UUID
    var kind: Kind
    var startedAt: Date
    var duration: TimeInterval
    var distanceMeters: Double?
    var notes: String

    init(
        id: UUID = UUID(),
        kind: Kind,
        startedAt: Date,
        duration: TimeInterval,
        distanceMeters: Double? = nil,
        notes: String = ""
    ) {
        self.id = id
        self.kind = kind
        self.startedAt = startedAt
        self.duration = duration
        self.distanceMeters = distanceMeters
        self.notes = notes
    }
}

extension Workout {
    /// Average pace in seconds per kilometre, for kinds where that makes sense.
    var paceSecondsPerKm: Double? {
        guard kind == .run || kind == .swim, let meters = distanceMeters, meters > 0 else {
            return nil
        }
        return duration / (meters / 1000)
    }

    /// Average speed in km/h for rides.
    var averageSpeedKmh: Double? {
        guard kind == .ride, let meters = distanceMeters, duration > 0 else {
            return nil
        }
        return (meters / 1000) / (duration / 3600)
    }

    var formattedDuration: String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = duration >= 3600 ? [.hour, .minute] : [.minute, .second]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: duration) ?? "\(Int(duration))s"
    }
}

final class WorkoutStore: ObservableObject {
    @Published private(set) var workouts: [Workout] = []

    private let fileURL: URL

    init(directory: URL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]) {
        fileURL = directory.appendingPathComponent("workouts.json")
    }

    func load() throws {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        let data = try Data(contentsOf: fileURL)
        workouts = try JSONDecoder().decode([Workout].self, from: data)
    }

    func add(_ workout: Workout) throws {
        workouts.append(workout)
        workouts.sort { $0.startedAt > $1.startedAt }
        try save()
    }

    func remove(id: Workout.ID) throws {
        workouts.removeAll { $0.id == id }
        try save()
    }

    private func save() throws {
        let data = try JSONEncoder().encode(workouts)
        try data.write(to: fileURL, options: .atomic)
    }
}
