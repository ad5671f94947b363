<?php

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

    public function destroy(Project $project): RedirectResponse
    // ... existing code ...
