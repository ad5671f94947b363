import SwiftUI

struct SettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("dailySummaryHour") private var dailySummaryHour = 8
    @AppStorage("useMetricUnits") private var useMetricUnits = true
    @State private var showingResetConfirmation = false

    var onReset: () -> Void

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Enable notifications", isOn: $notificationsEnabled)
                    if notificationsEnabled {
                        Stepper(value: $dailySummaryHour, in: 0...23) {
                            Text("Daily summary at \(dailySummaryHour):00")
                        }
                    }
                }

                Section("Units") {
                    Toggle("Use metric units", isOn: $useMetricUnits)
                }

                Section {
                    Button("Reset all data", role: .destructive) {
                        showingResetConfirmation = true
                    }
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog(
                "Reset all data?",
                isPresented: $showingResetConfirmation,
                titleVisibility: .visible
            ) {
                Button("Reset", role: .destructive, action: onReset)
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This deletes all your workouts and cannot be undone.")
            }
        }
    }
}

#Preview {
    SettingsView(onReset: {})
}
