<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Jobs\DeliverWebhook;
use App\Models\Repository;
use App\Models\Webhook;
use App\Services\WebhookSigner;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Str;

class WebhookController extends Controller
{
    private const EVENTS = ['push', 'tag', 'pull_request', 'issue', 'release', 'workflow_run'];

    public function __construct(private readonly WebhookSigner $signer)
    {
    }

    public function index(Repository $repository): JsonResponse
    {
        $this->authorize('admin', $repository);

        $hooks = $repository->webhooks()->orderBy('created_at')->get();

        return response()->json(['webhooks' => $hooks->map(fn (Webhook $hook) => $this->present($hook))]);
    }

    public function store(Request $request, Repository $repository): JsonResponse
    {
        $this->authorize('admin', $repository);

        $data = $request->validate([
            'url' => ['required', 'url', 'max:2048'],
            'events' => ['required', 'array', 'min:1'],
            'events.*' => ['string', 'in:' . implode(',', self::EVENTS)],
            'active' => ['boolean'],
            'content_type' => ['in:json,form'],
        ]);

        $hook = $repository->webhooks()->create([
            'url' => $data['url'],
            'events' => $data['events'],
            'active' => $data['active'] ?? true,
            'content_type' => $data['content_type'] ?? 'json',
            'secret' => Str::random(40),
        ]);

        return response()->json(['webhook' => $this->present($hook), 'secret' => $hook->secret], 201);
    }

    public function update(Request $request, Repository $repository, Webhook $webhook): JsonResponse
    {
        $this->authorize('admin', $repository);
        abort_unless($webhook->repository_id === $repository->id, 404);

        $data = $request->validate([
            'url' => ['sometimes', 'url', 'max:2048'],
            'events' => ['sometimes', 'array', 'min:1'],
            'events.*' => ['string', 'in:' . implode(',', self::EVENTS)],
            'active' => ['sometimes', 'boolean'],
            'content_type' => ['sometimes', 'in:json,form'],
        ]);

        $webhook->fill($data)->save();

        return response()->json(['webhook' => $this->present($webhook)]);
    }

    public function destroy(Repository $repository, Webhook $webhook): JsonResponse
    {
        $this->authorize('admin', $repository);
        abort_unless($webhook->repository_id === $repository->id, 404);

        $webhook->delete();

        return response()->json(null, 204);
    }

    public function ping(Repository $repository, Webhook $webhook): JsonResponse
    {
        $this->authorize('admin', $repository);
        abort_unless($webhook->repository_id === $repository->id, 404);

        $payload = json_encode(['zen' => 'Keep it logically awesome.', 'hook_id' => $webhook->id]);
        $signature = $this->signer->sign($webhook->secret, $payload);
        $delivery = $webhook->deliveries()->create([
            'event' => 'ping',
            'payload' => $payload,
            'signature' => $signature,
        ]);
        DeliverWebhook::dispatch($delivery->id);

        return response()->json(['delivery_id' => $delivery->id], 202);
    }

    private function present(Webhook $hook): array
    {
        return [
            'id' => $hook->id,
            'url' => $hook->url,
            'events' => $hook->events,
            'active' => (bool) $hook->active,
            'content_type' => $hook->content_type,
            'created_at' => $hook->created_at?->toIso8601String(),
        ];
    }
}
