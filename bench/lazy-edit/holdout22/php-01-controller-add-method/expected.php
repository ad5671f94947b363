<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreArticleRequest;
use App\Http\Requests\UpdateArticleRequest;
use App\Models\Article;
use App\Models\Tag;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\View\View;

class ArticleController extends Controller
{
    public function __construct()
    {
        $this->middleware('auth')->except(['index', 'show']);
        $this->authorizeResource(Article::class, 'article');
    }

    public function index(Request $request): View
    {
        $articles = Article::query()
            ->published()
            ->with(['author', 'tags'])
            ->when($request->query('tag'), fn ($q, $tag) => $q->whereRelation('tags', 'slug', $tag))
            ->latest('published_at')
            ->paginate(15)
            ->withQueryString();

        return view('articles.index', compact('articles'));
    }

    public function show(Article $article): View
    {
        $article->load(['author', 'tags', 'comments.author']);
        $article->increment('view_count');

        return view('articles.show', compact('article'));
    }

    public function store(StoreArticleRequest $request): RedirectResponse
    {
        $article = DB::transaction(function () use ($request) {
            $article = $request->user()->articles()->create($request->safe()->except('tags'));
            $article->tags()->sync(Tag::idsFor($request->input('tags', [])));

            return $article;
        });

        return redirect()->route('articles.show', $article)->with('status', 'Article created.');
    }

    public function update(UpdateArticleRequest $request, Article $article): RedirectResponse
    {
        DB::transaction(function () use ($request, $article) {
            $article->update($request->safe()->except('tags'));
            $article->tags()->sync(Tag::idsFor($request->input('tags', [])));
        });

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

    public function destroy(Article $article): RedirectResponse
    {
        $article->delete();

        return redirect()->route('articles.index')->with('status', 'Article deleted.');
    }
}