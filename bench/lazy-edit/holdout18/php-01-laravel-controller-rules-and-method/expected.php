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
        abort_if($event->isClosed(), 404);

        return view('registrations.create', [
            'event' => $event,
            'ticketTypes' => $event->ticketTypes()->where('active', true)->get(),
        ]);
    }

    public function store(Request $request, Event $event): RedirectResponse
    {
        abort_if($event->isClosed(), 404);

        $data = $request->validate([
            'name' => ['required', 'string', 'max:120'],
            'email' => ['required', 'email', 'max:255', Rule::unique('registrations')->where('event_id', $event->id)],
            'ticket_type_id' => ['required', 'exists:ticket_types,id'],
            'dietary_requirements' => ['nullable', 'string', 'max:500'],
            'accepts_terms' => ['accepted'],
        ]);
        unset($data['accepts_terms']);

        $registration = DB::transaction(function () use ($event, $data) {
            $ticketType = $event->ticketTypes()->lockForUpdate()->findOrFail($data['ticket_type_id']);

            if ($ticketType->remaining() <= 0) {
                abort(409, 'This ticket type is sold out.');
            }

            return $event->registrations()->create($data);
        });

        return redirect()
            ->route('registrations.show', $registration)
            ->with('status', 'You are registered!');
    }

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
