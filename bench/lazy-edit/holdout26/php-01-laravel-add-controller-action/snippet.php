<?php

namespace App\Http\Controllers;

use App\Http\Requests\StorePostRequest;
use App\Http\Requests\UpdatePostRequest;
use App\Models\Post;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Illuminate\View\View;

class PostController extends Controller
{
    // ... existing code ...

    public function update(UpdatePostRequest $request, Post $post): RedirectResponse
    {
        // ... existing code ...
    }

    public function publish(Post $post): RedirectResponse
    {
        $this->authorize('publish', $post);

        if ($post->published_at === null) {
            $post->forceFill(['published_at' => Carbon::now()])->save();
        }

        return redirect()
            ->route('posts.show', $post)
            ->with('status', 'Post published.');
    }

    // ... existing code ...
}
