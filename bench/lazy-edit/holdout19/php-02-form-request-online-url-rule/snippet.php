// ... existing code ...
            'venue_id' => ['nullable', 'integer', Rule::exists('venues', 'id')],
            'online_url' => ['nullable', 'url', 'required_without:venue_id'],
            'capacity' => ['nullable', 'integer', 'min:1', 'max:50000'],
// ... existing code ...
            'ends_at.after' => 'The event must end after it starts.',
            'online_url.required_without' => 'Provide a venue or an online link.',
        ];
    }
// ... existing code ...
