import SwiftUI

struct SettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("dailySummaryHour") private var dailySummaryHour = 8
    @AppStorage("useMetricUnits") private var useMetricUnits = true
    @AppStorage("appearance") private var appearance = "system"
    @State private var showingResetConfirmation = false

    // ... existing code ...

                Section("Units") {
                    Toggle("Use metric units", isOn: $useMetricUnits)
                }

                Section("Appearance") {
                    Picker("Theme", selection: $appearance) {
                        Text("System").tag("system")
                        Text("Light").tag("light")
                        Text("Dark").tag("dark")
                    }
                }

                Section {
                    Button("Reset all data", role: .destructive) {
                        showingResetConfirmation = true
                    }
                }

                Section("About") {
                    LabeledContent("Version", value: Bundle.main.appVersion)
                }
            }
            .navigationTitle("Settings")
            // ... existing code ...
