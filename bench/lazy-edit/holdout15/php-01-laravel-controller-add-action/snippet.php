// ... existing code ...

    public function update(UpdatePostRequest $request, Post $post): RedirectResponse
    {
        // ... existing code ...
    }

    public function publish(Post $post): RedirectResponse
    {
        $this->authorize('publish', $post);

        $post->forceFill(['published_at' => now()])->save();

        return redirect()->route('posts.show', $post)->with('status', 'Post published.');
    }

    // ... existing code ...
