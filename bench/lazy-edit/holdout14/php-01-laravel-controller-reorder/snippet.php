// ... existing code ...
        $validated = $request->validate([
            'title' => ['sometimes', 'string', 'max:255'],
            'status' => ['sometimes', 'in:todo,in_progress,blocked,done'],
            'assignee_id' => ['nullable', 'exists:users,id'],
            'due_date' => ['nullable', 'date', 'after_or_equal:today'],
        ]);

        $task->update($validated);

        return response()->json($task->fresh('assignee'));
    }

    public function reorder(Request $request, Project $project): Response
    {
        $this->authorize('update', $project);

        $ids = $request->validate([
            'ids' => ['required', 'array'],
            'ids.*' => ['integer', 'exists:tasks,id'],
        ])['ids'];

        foreach ($ids as $position => $id) {
            $project->tasks()->whereKey($id)->update(['position' => $position]);
        }

        return response()->noContent();
    }

    // ... existing code ...
