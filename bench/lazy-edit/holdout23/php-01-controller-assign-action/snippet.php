// ... existing code ...
use App\Models\Ticket;
use App\Models\User;
use Illuminate\Http\JsonResponse;
// ... existing code ...

    public function update(StoreTicketRequest $request, Ticket $ticket): TicketResource
    {
        // ... existing code ...
    }

    public function assign(Request $request, Ticket $ticket): TicketResource
    {
        $this->authorize('assign', $ticket);

        $data = $request->validate([
            'assignee_id' => ['required', 'integer', 'exists:users,id'],
        ]);
        $ticket->assignee()->associate(User::findOrFail($data['assignee_id']));
        $ticket->save();

        return new TicketResource($ticket->fresh(['requester', 'assignee']));
    }

    // ... existing code ...
