<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreTaskRequest;
use App\Models\Project;
use App\Models\Task;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class TaskController extends Controller
{
    public function index(Request $request, Project $project): JsonResponse
    {
        $this->authorize('view', $project);

        $tasks = $project->tasks()
            ->with('assignee')
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->orderBy('position')
            ->paginate(50);

        return response()->json($tasks);
    }

    public function store(StoreTaskRequest $request, Project $project): JsonResponse
    {
        $this->authorize('update', $project);

        $task = $project->tasks()->create([
            ...$request->validated(),
            'position' => $project->tasks()->max('position') + 1,
        ]);

        return response()->json($task, Response::HTTP_CREATED);
    }

    public function update(Request $request, Project $project, Task $task): JsonResponse
    {
        $this->authorize('update', $project);

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

    public function destroy(Project $project, Task $task): Response
    {
        $this->authorize('update', $project);

        $task->delete();

        return response()->noContent();
    }
}
