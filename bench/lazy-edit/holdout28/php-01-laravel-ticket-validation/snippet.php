// ... existing code ...
    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'subject' => ['required', 'string', 'max:200'],
            'body' => ['required', 'string'],
            'priority' => ['nullable', 'in:low,normal,high,urgent'],
            'attachments' => ['nullable', 'array', 'max:5'],
            'attachments.*' => ['file', 'max:10240'],
        ]);

        // ... existing code ...
            'status' => 'open',
        ]);

        foreach ($request->file('attachments', []) as $file) {
            $ticket->attachments()->create([
                'path' => $file->store('tickets/'.$ticket->id),
                'original_name' => $file->getClientOriginalName(),
            ]);
        }

        return (new TicketResource($ticket))
    // ... existing code ...
        $data = $request->validate([
            'subject' => ['sometimes', 'string', 'max:200'],
            'priority' => ['sometimes', 'in:low,normal,high,urgent'],
            'status' => ['sometimes', 'in:open,pending,closed'],
            'assignee_id' => ['sometimes', 'nullable', 'exists:users,id'],
        ]);
    // ... existing code ...
