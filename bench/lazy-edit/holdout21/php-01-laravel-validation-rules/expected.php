<?php

namespace App\Http\Controllers;

use App\Models\Ticket;
use App\Models\User;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\Gate;

class TicketController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $tickets = Ticket::query()
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->when($request->query('assignee'), fn ($q, $id) => $q->where('assignee_id', $id))
            ->latest()
            ->paginate(25);

        return response()->json($tickets);
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'subject' => ['required', 'string', 'max:200'],
            'body' => ['required', 'string'],
            'priority' => ['required', 'in:low,normal,high,urgent'],
            'tags' => ['sometimes', 'array', 'max:10'],
            'tags.*' => ['string', 'max:50'],
        ]);

        $ticket = $request->user()->tickets()->create(Arr::except($data, ['tags']));
        $ticket->syncTags($data['tags'] ?? []);

        return response()->json($ticket, 201);
    }

    public function update(Request $request, Ticket $ticket): JsonResponse
    {
        Gate::authorize('update', $ticket);

        $data = $request->validate([
            'subject' => ['sometimes', 'string', 'max:200'],
            'body' => ['sometimes', 'string'],
            'priority' => ['sometimes', 'in:low,normal,high,urgent'],
            'status' => ['sometimes', 'in:open,pending,closed'],
        ]);

        $ticket->update($data);

        return response()->json($ticket);
    }

    public function assign(Request $request, Ticket $ticket): JsonResponse
    {
        Gate::authorize('assign', $ticket);

        $data = $request->validate([
            'assignee_id' => ['required', 'integer', 'exists:users,id'],
        ]);

        $ticket->assignee()->associate(User::findOrFail($data['assignee_id']));
        $ticket->save();

        return response()->json($ticket->load('assignee'));
    }

    public function destroy(Ticket $ticket): JsonResponse
    {
        Gate::authorize('delete', $ticket);

        $ticket->delete();

        return response()->json(null, 204);
    }
}
