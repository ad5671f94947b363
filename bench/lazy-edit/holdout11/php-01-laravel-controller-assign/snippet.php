<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\StoreTicketRequest;
use App\Http\Requests\UpdateTicketRequest;
use App\Http\Resources\TicketResource;
use App\Models\Ticket;
use App\Models\User;
use App\Notifications\TicketAssigned;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

// ... existing code ...

    public function update(UpdateTicketRequest $request, Ticket $ticket)
    {
        // ... existing code ...
    }

    public function assign(Request $request, Ticket $ticket)
    {
        $this->authorize('assign', $ticket);

        $validated = $request->validate([
            'assignee_id' => ['required', 'integer', 'exists:users,id'],
        ]);

        $assignee = User::findOrFail($validated['assignee_id']);
        $ticket->assignee()->associate($assignee)->save();
        $assignee->notify(new TicketAssigned($ticket));

        return new TicketResource($ticket->fresh(['requester', 'assignee']));
    }

// ... existing code ...
