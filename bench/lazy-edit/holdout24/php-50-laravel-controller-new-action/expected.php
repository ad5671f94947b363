<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreArticleRequest;
use App\Http\Requests\UpdateArticleRequest;
use App\Models\Article;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Gate;
use Illuminate\View\View;

class ArticleController extends Controller
{
    public function index(Request $request): View
    {
        $articles = Article::query()
            ->with('author')
            ->when($request->string('q')->isNotEmpty(), function ($query) use ($request) {
                $query->where('title', 'like', '%' . $request->string('q') . '%');
            })
            ->published()
            ->latest('published_at')
            ->paginate(15)
            ->withQueryString();

        return view('articles.index', compact('articles'));
    }

    public function show(Article $article): View
    {
        abort_unless($article->isPublished() || Gate::allows('update', $article), 404);

        return view('articles.show', [
            'article' => $article->load('author', 'tags'),
        ]);
    }

    public function create(): View
    {
        Gate::authorize('create', Article::class);

        return view('articles.create');
    }

    public function store(StoreArticleRequest $request): RedirectResponse
    {
        $article = $request->user()->articles()->create($request->validated());
        $article->tags()->sync($request->input('tags', []));

        return redirect()
            ->route('articles.edit', $article)
            ->with('status', 'Article created.');
    }

    public function edit(Article $article): View
    {
        Gate::authorize('update', $article);

        return view('articles.edit', compact('article'));
    }

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

    public function destroy(Article $article): RedirectResponse
    {
        Gate::authorize('delete', $article);

        $article->delete();

        return redirect()->route('articles.index')->with('status', 'Article deleted.');
    }
}
