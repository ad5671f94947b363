// ... existing code ...

    public function update(Request $request, Event $event): RedirectResponse
    {
        $this->authorize('update', $event);

        $validated = $request->validate([
            'title' => ['required', 'string', 'max:150'],
            'city' => ['required', 'string', 'max:80'],
            'starts_at' => ['required', 'date', 'after:now'],
            'ends_at' => ['nullable', 'date', 'after:starts_at'],
            'capacity' => ['nullable', 'integer', 'min:' . max(1, $event->attendees()->count())],
        ]);

        // ... existing code ...
