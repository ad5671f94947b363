using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
// ... existing code ...

    [HttpPost("{taskId:guid}/complete")]
    [ProducesResponseType(StatusCodes.Status200OK)]
    [ProducesResponseType(StatusCodes.Status404NotFound)]
    [ProducesResponseType(StatusCodes.Status409Conflict)]
    public async Task<ActionResult<TaskDto>> Complete(Guid projectId, Guid taskId)
    {
        var task = await _tasks.GetAsync(projectId, taskId, HttpContext.RequestAborted);
        if (task is null)
        {
            return NotFound();
        }
        if (task.CompletedAt is not null)
        {
            return Conflict(new { message = "Task is already completed." });
        }
        task = await _tasks.CompleteAsync(projectId, taskId, HttpContext.RequestAborted);
        return Ok(task);
    }

    // ... existing code ...
