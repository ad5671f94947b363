import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var store: SettingsStore
    @State private var showingResetConfirmation = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Appearance") {
                    Picker("Theme", selection: $store.theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.displayName).tag(theme)
                        }
                    }
                    Toggle("Use large text", isOn: $store.largeText)
                }

                Section("Notifications") {
                    Toggle("Daily summary", isOn: $store.dailySummary)
                    if store.dailySummary {
                        DatePicker(
                            "Delivery time",
                            selection: $store.summaryTime,
                            displayedComponents: .hourAndMinute
                        )
                    }
                    Toggle("Sound", isOn: $store.playSound)
                        .disabled(!store.dailySummary)
                }

                Section {
                    Button("Reset all settings", role: .destructive) {
                        showingResetConfirmation = true
                    }
                } footer: {
                    Text("Version \(Bundle.main.appVersion)")
                }
            }
            .navigationTitle("Settings")
            .onChange(of: store.dailySummary) { _, enabled in
                if enabled {
                    Task { await store.requestNotificationPermission() }
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .confirmationDialog(
                "Reset all settings?",
                isPresented: $showingResetConfirmation,
                titleVisibility: .visible
            ) {
                Button("Reset", role: .destructive) {
                    store.reset()
                }
            }
        }
    }
}

#Preview {
    SettingsView()
        .environmentObject(SettingsStore.preview)
}
