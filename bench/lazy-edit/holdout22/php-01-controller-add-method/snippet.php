// ... existing code ...
    public function show(Article $article): View
    {
        $article->load(['author', 'tags', 'comments.author']);
        $article->increment('view_count');

        return view('articles.show', compact('article'));
    }
// ... existing code ...
        return redirect()->route('articles.show', $article)->with('status', 'Article updated.');
    }

    public function publish(Article $article): RedirectResponse
    {
        $this->authorize('publish', $article);

        if ($article->published_at === null) {
            $article->forceFill(['published_at' => now()])->save();
        }

        return redirect()->route('articles.show', $article)->with('status', 'Article published.');
    }
// ... existing code ...
