// ... existing code ...

    Route::get('/repos/{owner}/{repo}/commits', [CommitController::class, 'index'])
        ->where('repo', '[A-Za-z0-9._-]+')
        ->middleware('cache.headers:public;max_age=60;etag')
        ->name('repos.commits.index');

    Route::get('/repos/{owner}/{repo}/commits/{sha}', [CommitController::class, 'show'])
        ->where('sha', '[0-9a-f]{7,40}')
        ->name('repos.commits.show');

// ... existing code ...
