<?php

// ... existing code ...

    public function store(StoreCommentRequest $request, Post $post): RedirectResponse
    {
        if ($post->is_locked) {
            abort(403, 'Comments are closed for this post.');
        }

        $comment = $post->comments()->create([
// ... existing code ...
            'body' => ['required', 'string', 'max:5000'],
        ]);

        $comment->update($data + ['edited_at' => now()]);

        return back()->with('status', 'Comment updated.');
// ... existing code ...
