<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Resources\TicketResource;
use App\Models\Ticket;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

class TicketController extends Controller
{
    public function index(Request $request): AnonymousResourceCollection
    {
        $tickets = Ticket::query()
            ->with(['requester', 'assignee'])
            ->when($request->query('status'), fn ($query, $status) => $query->where('status', $status))
            ->latest()
            ->paginate(25);

        return TicketResource::collection($tickets);
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'subject' => ['required', 'string', 'max:200'],
            'body' => ['required', 'string'],
            'priority' => ['nullable', 'in:low,normal,high'],
        ]);

        $ticket = $request->user()->tickets()->create([
            'subject' => $data['subject'],
            'body' => $data['body'],
            'priority' => $data['priority'] ?? 'normal',
            'status' => 'open',
        ]);

        return (new TicketResource($ticket))
            ->response()
            ->setStatusCode(201);
    }

    public function show(Ticket $ticket): TicketResource
    {
        $this->authorize('view', $ticket);

        return new TicketResource($ticket->load(['requester', 'assignee', 'comments.author']));
    }

    public function update(Request $request, Ticket $ticket): TicketResource
    {
        $this->authorize('update', $ticket);

        $data = $request->validate([
            'subject' => ['sometimes', 'string', 'max:200'],
            'priority' => ['sometimes', 'in:low,normal,high'],
            'status' => ['sometimes', 'in:open,pending,closed'],
        ]);

        $ticket->update($data);

        return new TicketResource($ticket->fresh());
    }

    public function destroy(Ticket $ticket): JsonResponse
    {
        $this->authorize('delete', $ticket);

        $ticket->delete();

        return response()->json(null, 204);
    }
}
