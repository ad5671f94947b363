// ... existing code ...
            'starts_at' => ['required', 'date', 'after:now'],
            'ends_at' => ['nullable', 'date', 'after:starts_at'],
            'capacity' => ['nullable', 'integer', 'min:1', 'max:10000'],
        ]);

        $event = $request->user()->events()->create($data);
// ... existing code ...
            'starts_at' => ['required', 'date'],
            'ends_at' => ['nullable', 'date', 'after:starts_at'],
            'capacity' => ['nullable', 'integer', 'min:1', 'max:10000'],
        ]);

        $event->update($data);
// ... existing code ...
