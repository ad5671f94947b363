<?php

namespace App\Http\Controllers;

use App\Models\Event;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\View\View;

class EventController extends Controller
{
    public function index(Request $request): View
    {
        $events = Event::query()
            ->when($request->query('city'), fn ($query, $city) => $query->where('city', $city))
            ->where('starts_at', '>=', now())
            ->orderBy('starts_at')
            ->paginate(20);

        return view('events.index', compact('events'));
    }

    public function create(): View
    {
        return view('events.create');
    }

    public function store(Request $request): RedirectResponse
    {
        $validated = $request->validate([
            'title' => ['required', 'string', 'max:150'],
            'city' => ['required', 'string', 'max:80'],
            'starts_at' => ['required', 'date', 'after:now'],
            'capacity' => ['nullable', 'integer', 'min:1'],
        ]);

        $event = $request->user()->events()->create($validated);

        return redirect()->route('events.show', $event)->with('status', 'Event created.');
    }

    public function show(Event $event): View
    {
        return view('events.show', compact('event'));
    }

    public function update(Request $request, Event $event): RedirectResponse
    {
        $this->authorize('update', $event);

        $validated = $request->validate([
            'title' => ['required', 'string', 'max:150'],
            'city' => ['required', 'string', 'max:80'],
            'starts_at' => ['required', 'date', 'after:now'],
            'capacity' => ['nullable', 'integer', 'min:1'],
        ]);

        $event->update($validated);

        return redirect()->route('events.show', $event)->with('status', 'Event updated.');
    }

    public function destroy(Event $event): RedirectResponse
    {
        $this->authorize('delete', $event);

        $event->delete();

        return redirect()->route('events.index')->with('status', 'Event deleted.');
    }
}
