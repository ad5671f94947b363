// ... existing code ...
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
// ... existing code ...
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
// ... existing code ...
