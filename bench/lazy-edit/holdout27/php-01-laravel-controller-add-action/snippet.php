<?php

// ... existing code ...
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\View\View;

class ArticleController extends Controller
{
    // ... existing methods ...

    public function update(UpdateArticleRequest $request, Article $article): RedirectResponse
    {
        // ... existing code ...
    }

    public function publish(Article $article): RedirectResponse
    {
        $this->authorize('publish', $article);

        if ($article->isPublished()) {
            return back()->with('status', 'Article is already published.');
        }

        DB::transaction(function () use ($article) {
            $article->forceFill(['published_at' => now()])->save();
            $article->user->increment('published_articles_count');
        });

        return redirect()->route('articles.show', $article)->with('status', 'Article published.');
    }

    public function destroy(Article $article): RedirectResponse
    // ... existing methods ...
}
