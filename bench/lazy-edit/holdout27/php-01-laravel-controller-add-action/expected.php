<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreArticleRequest;
use App\Http\Requests\UpdateArticleRequest;
use App\Models\Article;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\View\View;

class ArticleController extends Controller
{
    public function __construct()
    {
        $this->middleware('auth')->except(['index', 'show']);
    }

    public function index(Request $request): View
    {
        $articles = Article::query()
            ->published()
            ->when($request->query('tag'), fn ($q, $tag) => $q->withTag($tag))
            ->latest('published_at')
            ->paginate(15)
            ->withQueryString();

        return view('articles.index', compact('articles'));
    }

    public function show(Article $article): View
    {
        abort_unless($article->isPublished() || $article->user_id === auth()->id(), 404);

        return view('articles.show', compact('article'));
    }

    public function store(StoreArticleRequest $request): RedirectResponse
    {
        $article = $request->user()->articles()->create($request->validated());

        return redirect()
            ->route('articles.edit', $article)
            ->with('status', 'Draft saved.');
    }

    public function update(UpdateArticleRequest $request, Article $article): RedirectResponse
    {
        $this->authorize('update', $article);

        $article->update($request->validated());

        return back()->with('status', 'Article updated.');
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
    {
        $this->authorize('delete', $article);

        $article->delete();

        return redirect()->route('articles.index')->with('status', 'Article deleted.');
    }
}
