// ... existing code ...
    private const EVENTS = ['push', 'tag', 'pull_request', 'issue', 'release', 'workflow_run'];

// ... existing code ...
            'events.*' => ['string', 'in:' . implode(',', self::EVENTS)],
            'active' => ['boolean'],
            'content_type' => ['in:json,form'],
        ]);

        $hook = $repository->webhooks()->create([
            'url' => $data['url'],
            'events' => $data['events'],
            'active' => $data['active'] ?? true,
            'content_type' => $data['content_type'] ?? 'json',
            'secret' => Str::random(40),
        ]);
        // ... existing code ...
            'active' => ['sometimes', 'boolean'],
            'content_type' => ['sometimes', 'in:json,form'],
        ]);
        // ... existing code ...
            'active' => (bool) $hook->active,
            'content_type' => $hook->content_type,
            'created_at' => $hook->created_at?->toIso8601String(),
        ];
    }
}
