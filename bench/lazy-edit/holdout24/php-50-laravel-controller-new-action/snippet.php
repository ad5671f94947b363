<?php
// ... existing code ...
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Gate;
// ... existing code ...
    public function update(UpdateArticleRequest $request, Article $article): RedirectResponse
    {
        $article->update($request->validated());
        $article->tags()->sync($request->input('tags', []));
        Cache::forget("article:{$article->id}");

        return redirect()
            ->route('articles.edit', $article)
            ->with('status', 'Article updated.');
    }

    public function publish(Article $article): RedirectResponse
    {
        Gate::authorize('publish', $article);

        $article->forceFill(['published_at' => now()])->save();
        Cache::forget("article:{$article->id}");

        return back()->with('status', 'Article published.');
    }
// ... existing code ...
