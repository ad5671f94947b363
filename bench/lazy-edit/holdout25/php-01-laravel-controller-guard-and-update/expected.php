<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreCommentRequest;
use App\Models\Comment;
use App\Models\Post;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;

class CommentController extends Controller
{
    public function index(Post $post)
    {
        $comments = $post->comments()
            ->with('author')
            ->latest()
            ->paginate(20);

        return view('comments.index', compact('post', 'comments'));
    }

    public function store(StoreCommentRequest $request, Post $post): RedirectResponse
    {
        if ($post->is_locked) {
            abort(403, 'Comments are closed for this post.');
        }

        $comment = $post->comments()->create([
            'body' => $request->validated('body'),
            'user_id' => $request->user()->id,
        ]);

        return redirect()
            ->route('posts.show', $post)
            ->withFragment('comment-' . $comment->id)
            ->with('status', 'Comment posted.');
    }

    public function update(Request $request, Comment $comment): RedirectResponse
    {
        Gate::authorize('update', $comment);

        $data = $request->validate([
            'body' => ['required', 'string', 'max:5000'],
        ]);

        $comment->update($data + ['edited_at' => now()]);

        return back()->with('status', 'Comment updated.');
    }

    public function destroy(Comment $comment): RedirectResponse
    {
        Gate::authorize('delete', $comment);

        $comment->delete();

        return back()->with('status', 'Comment deleted.');
    }
}
