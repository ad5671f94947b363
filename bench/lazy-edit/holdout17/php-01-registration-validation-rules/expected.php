<?php

namespace App\Http\Controllers;

use App\Models\Event;
use App\Models\Registration;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\Rule;
use Illuminate\View\View;

class RegistrationController extends Controller
{
    public function create(Event $event): View
    {
        abort_if($event->registration_closes_at->isPast(), 410, 'Registration is closed.');

        return view('registrations.create', [
            'event' => $event,
            'ticketTypes' => $event->ticketTypes()->where('available', true)->get(),
        ]);
    }

    public function store(Request $request, Event $event): RedirectResponse
    {
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

        $registration = DB::transaction(function () use ($event, $data) {
            $ticketType = $event->ticketTypes()->lockForUpdate()->findOrFail($data['ticket_type_id']);
            abort_if($ticketType->remaining() <= 0, 409, 'This ticket type is sold out.');

            return Registration::create([
                'event_id' => $event->id,
                'ticket_type_id' => $ticketType->id,
                'name' => $data['name'],
                'email' => $data['email'],
                'dietary_requirements' => $data['dietary_requirements'] ?? null,
            ]);
        });

        return redirect()
            ->route('registrations.show', $registration)
            ->with('status', 'You are registered!');
    }

    public function show(Registration $registration): View
    {
        return view('registrations.show', compact('registration'));
    }

    public function destroy(Registration $registration): RedirectResponse
    {
        $this->authorize('delete', $registration);
        $registration->delete();

        return redirect()->route('events.show', $registration->event_id)
            ->with('status', 'Your registration was cancelled.');
    }
}
