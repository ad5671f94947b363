// ... existing code ...
                    Toggle("Sound", isOn: $store.playSound)
                        .disabled(!store.dailySummary)
                }
// ... existing code ...
            .navigationTitle("Settings")
            .onChange(of: store.dailySummary) { _, enabled in
                if enabled {
                    Task { await store.requestNotificationPermission() }
                }
            }
            .toolbar {
// ... existing code ...
