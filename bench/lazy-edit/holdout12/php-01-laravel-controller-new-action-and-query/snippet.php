<?php

// ... existing code ...
    public function index(Request $request): View
    {
        $projects = $request->user()
            ->projects()
            ->whereNull('archived_at')
            ->withCount('tasks')
            ->latest()
            ->paginate(15);

        return view('projects.index', compact('projects'));
    }

    // ... existing code ...

    public function update(UpdateProjectRequest $request, Project $project): RedirectResponse
    {
        // ... existing code ...
    }

    public function archive(Project $project): RedirectResponse
    {
        $this->authorize('update', $project);

        $project->update(['archived_at' => now()]);

        return redirect()
            ->route('projects.index')
            ->with('status', 'Project archived.');
    }

    // ... existing code ...
}
