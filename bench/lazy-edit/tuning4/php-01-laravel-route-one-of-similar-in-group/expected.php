<?php

use App\Http\Controllers\Api\BranchController;
use App\Http\Controllers\Api\CommitController;
use App\Http\Controllers\Api\IssueController;
use App\Http\Controllers\Api\PullRequestController;
use App\Http\Controllers\Api\RepositoryController;
use Illuminate\Support\Facades\Route;

Route::prefix('v1')->middleware(['auth:sanctum', 'throttle:api'])->group(function () {
    Route::get('/repos/{owner}/{repo}', [RepositoryController::class, 'show'])
        ->name('repos.show');

    Route::get('/repos/{owner}/{repo}/branches', [BranchController::class, 'index'])
        ->name('repos.branches.index');

    Route::get('/repos/{owner}/{repo}/commits', [CommitController::class, 'index'])
        ->where('repo', '[A-Za-z0-9._-]+')
        ->middleware('cache.headers:public;max_age=60;etag')
        ->name('repos.commits.index');

    Route::get('/repos/{owner}/{repo}/commits/{sha}', [CommitController::class, 'show'])
        ->where('sha', '[0-9a-f]{7,40}')
        ->name('repos.commits.show');

    Route::get('/repos/{owner}/{repo}/issues', [IssueController::class, 'index'])
        ->name('repos.issues.index');

    Route::post('/repos/{owner}/{repo}/issues', [IssueController::class, 'store'])
        ->name('repos.issues.store');

    Route::get('/repos/{owner}/{repo}/pulls', [PullRequestController::class, 'index'])
        ->name('repos.pulls.index');

    Route::put('/repos/{owner}/{repo}/pulls/{number}/merge', [PullRequestController::class, 'merge'])
        ->name('repos.pulls.merge');
});

Route::get('/status', fn () => response()->json(['status' => 'ok']))->name('status');
