// ... existing code ...
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\Gate;
// ... existing code ...
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
// ... existing code ...
            'body' => ['sometimes', 'string'],
            'priority' => ['sometimes', 'in:low,normal,high,urgent'],
            'status' => ['sometimes', 'in:open,pending,closed'],
// ... existing code ...
