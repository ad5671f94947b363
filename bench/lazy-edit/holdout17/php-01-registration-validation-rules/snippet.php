// ... existing code ...
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\Rule;
use Illuminate\View\View;

// ... existing code ...
        $data = $request->validate([
            'name' => ['required', 'string', 'max:255'],
            'email' => [
                'required',
                'email',
                Rule::unique('registrations')->where('event_id', $event->id),
            ],
            'ticket_type_id' => ['required', 'exists:ticket_types,id'],
            'dietary_requirements' => ['nullable', 'string', 'max:500'],
        ]);

        // ... existing code ...
                'name' => $data['name'],
                'email' => $data['email'],
                'dietary_requirements' => $data['dietary_requirements'] ?? null,
            ]);
        });
// ... existing code ...
