<?php

// ... existing code ...
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\Rule;
use Illuminate\View\View;

// ... existing code ...
        $data = $request->validate([
            'name' => ['required', 'string', 'max:120'],
            'email' => ['required', 'email', 'max:255', Rule::unique('registrations')->where('event_id', $event->id)],
            'ticket_type_id' => ['required', 'exists:ticket_types,id'],
            'dietary_requirements' => ['nullable', 'string', 'max:500'],
            'accepts_terms' => ['accepted'],
        ]);
        unset($data['accepts_terms']);

// ... existing code ...

    public function show(Registration $registration): View
    {
        $this->authorize('view', $registration);

        return view('registrations.show', ['registration' => $registration]);
    }

    public function destroy(Registration $registration): RedirectResponse
    {
        $this->authorize('delete', $registration);

        $registration->delete();

        return redirect()
            ->route('events.show', $registration->event_id)
            ->with('status', 'Your registration has been cancelled.');
    }
}
